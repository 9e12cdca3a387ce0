import { createdAt, orNull, SbomError, subjectDigest, type SbomSummary } from './document.js'
import { describedPackage, DOCUMENT_ID, type SpdxPackage } from './spdx-subject.js'

/**
 * An SPDX tag-value document, read line by line as it streams by: `Tag: value` lines, a
 * multi-line value wrapped in `<text>…</text>` (skipped, whatever it quotes). The version is
 * the one declared (`SPDXVersion: SPDX-2.3`), as the reference client reads it.
 */
export class TagValueSbomReader {
  private rest = ''
  private inText = false
  private version: string | undefined
  private yaml = false
  private documentId: string | undefined
  private created: string | undefined
  private readonly tools: string[] = []
  private readonly packages: SpdxPackage[] = []
  private readonly described: string[] = []

  constructor(private readonly file: string) {}

  write(text: string): void {
    const lines = (this.rest + text).split('\n')
    this.rest = lines.pop() ?? ''
    for (const line of lines) this.line(line.replace(/\r$/, ''))
  }

  private line(line: string): void {
    if (this.inText) {
      if (line.includes('</text>')) this.inText = false
      return
    }
    if (/^spdxVersion:\s*['"]?SPDX-/.test(line)) this.yaml = true
    const m = /^\s*([A-Za-z][A-Za-z0-9]*):\s?(.*)$/.exec(line)
    if (!m) return
    const [, tag, raw] = m
    if (raw.includes('<text>')) {
      if (!raw.slice(raw.indexOf('<text>')).includes('</text>')) this.inText = true
      return
    }
    const value = raw.trim()
    const pkg = this.packages[this.packages.length - 1]
    switch (tag) {
      case 'SPDXVersion':
        this.version ??= /^SPDX-(\d+\.\d+)$/.exec(value)?.[1] ?? ''
        break
      case 'SPDXID':
        if (pkg && pkg.id === '') pkg.id = value
        else if (!pkg) this.documentId ??= value
        break
      case 'Created':
        this.created ??= value
        break
      case 'Creator': {
        const tool = /^Tool:\s*(.*)$/.exec(value)?.[1]?.trim()
        if (tool) this.tools.push(tool)
        break
      }
      case 'PackageName':
        this.packages.push({ id: '', name: value })
        break
      case 'PackageVersion':
        if (pkg) pkg.version = value
        break
      case 'PackageChecksum': {
        const sha = /^SHA256:\s*(\S+)$/.exec(value)?.[1]
        if (pkg && sha && pkg.sha256 === undefined) pkg.sha256 = sha
        break
      }
      case 'ExternalRef': {
        const [, type, locator] = value.split(/\s+/)
        if (pkg && type === 'purl' && locator && pkg.purl === undefined) pkg.purl = locator
        break
      }
      case 'Relationship': {
        const [a, type, b] = value.split(/\s+/)
        if (type === 'DESCRIBES' && a === DOCUMENT_ID && b) this.described.push(b)
        if (type === 'DESCRIBED_BY' && b === DOCUMENT_ID && a) this.described.push(a)
        break
      }
    }
  }

  summary(): SbomSummary {
    if (this.rest !== '') this.line(this.rest.replace(/\r$/, ''))
    this.rest = ''
    if (!this.version) {
      if (this.yaml) throw new SbomError(this.file, `${this.file} is an SPDX YAML document, which is not supported; give the SBOM as SPDX JSON or tag-value`)
      throw new SbomError(this.file, `${this.file} is of no known SBOM format: expected CycloneDX (JSON or XML) or SPDX (JSON or tag-value)`)
    }
    if (!/^2\.[123]$/.test(this.version)) throw new SbomError(this.file, `${this.file} is SPDX ${this.version}; this action reads SPDX 2.1, 2.2 and 2.3`)
    if (!this.documentId) throw new SbomError(this.file, `${this.file} is not an SPDX SBOM: it has no document \`SPDXID\``)
    const pkg = describedPackage(this.packages, this.described, [])
    return {
      form: 'spdx-tag-value',
      format: `spdx-${this.version}`,
      document: {
        created_at: createdAt(this.file, this.created),
        tools: this.tools.length > 0 ? this.tools : null,
        subject: pkg ? { name: pkg.name, version: orNull(pkg.version), purl: orNull(pkg.purl), sha256: subjectDigest(this.file, pkg.sha256) } : null,
        package_count: this.packages.length
      }
    }
  }
}
