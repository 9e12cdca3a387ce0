import type { SbomDocument } from '../../clients/service/catalogue/scan-attestations.js'
import { isObject } from '../sarif.js'
import type { Choice, JsonKey, JsonSelection, ValueKind } from '../json-select.js'
import { createdAt, orNull, SbomError, subjectDigest, toolName, type SbomSummary } from './document.js'
import { describedPackage, DOCUMENT_ID, type SpdxPackage } from './spdx-subject.js'

const TAKEN = new Set(['bomFormat', 'specVersion', 'metadata', 'spdxVersion', 'SPDXID', '@context', 'creationInfo', 'documentDescribes'])
const LISTS = new Set(['components', 'packages', 'relationships'])

/** CycloneDX's component types, as far as counting goes: every one but `file` is a package. */
function countPackages(components: unknown): number {
  if (!Array.isArray(components)) return 0
  let count = 0
  for (const c of components as unknown[]) {
    if (!isObject(c)) continue
    if (c.type !== 'file') count++
    count += countPackages(c.components)
  }
  return count
}

/**
 * A JSON SBOM, CycloneDX or SPDX, read as a stream: the document's own fields whole, its
 * components, packages and relationships one at a time, keeping only what the summary needs.
 * Which format it is shows once it is read (the keys may come in any order).
 */
export class JsonSbomReader implements JsonSelection {
  private readonly top: Record<string, unknown> = {}
  private packageCount = 0
  private readonly packages: SpdxPackage[] = []
  private readonly described: string[] = []
  private nullPackage = false

  constructor(private readonly file: string) {}

  choose(path: readonly JsonKey[], kind: ValueKind): Choice {
    if (path.length === 0) {
      if (kind !== 'object') throw new SbomError(this.file, `${this.file} is JSON but not an SBOM: its top level is not an object`)
      return 'descend'
    }
    const key = path[0] as string
    if (path.length === 1) return TAKEN.has(key) ? 'take' : LISTS.has(key) && kind === 'array' ? 'descend' : 'skip'
    return path.length === 2 && LISTS.has(key) ? 'take' : 'skip'
  }

  take(path: readonly JsonKey[], value: unknown): void {
    const key = path[0] as string
    if (path.length === 1) {
      this.top[key] = value
      return
    }
    if (key === 'components') this.packageCount += isObject(value) && value.type !== 'file' ? 1 : 0
    if (key === 'components' && isObject(value)) this.packageCount += countPackages(value.components)
    if (key === 'packages') this.addPackage(value)
    if (key === 'relationships' && isObject(value)) {
      const [a, b, type] = [value.spdxElementId, value.relatedSpdxElement, value.relationshipType]
      if (type === 'DESCRIBES' && a === DOCUMENT_ID && typeof b === 'string') this.described.push(b)
      if (type === 'DESCRIBED_BY' && b === DOCUMENT_ID && typeof a === 'string') this.described.push(a)
    }
  }

  private addPackage(value: unknown): void {
    if (!isObject(value)) {
      this.nullPackage = true
      return
    }
    const checksums = Array.isArray(value.checksums) ? (value.checksums as unknown[]).filter(isObject) : []
    const refs = Array.isArray(value.externalRefs) ? (value.externalRefs as unknown[]).filter(isObject) : []
    const sha256 = checksums.find((c) => c.algorithm === 'SHA256')?.checksumValue
    const purl = refs.find((r) => r.referenceType === 'purl')?.referenceLocator
    this.packages.push({
      id: typeof value.SPDXID === 'string' ? value.SPDXID : '',
      name: typeof value.name === 'string' ? value.name : '',
      ...(typeof value.versionInfo === 'string' && { version: value.versionInfo }),
      ...(typeof sha256 === 'string' && { sha256 }),
      ...(typeof purl === 'string' && { purl })
    })
  }

  summary(): SbomSummary {
    const top = this.top
    if (typeof top['@context'] === 'string' ? top['@context'].includes('spdx.org') : JSON.stringify(top['@context'] ?? '').includes('spdx.org'))
      throw new SbomError(
        this.file,
        `${this.file} is an SPDX 3 JSON-LD document, which is not supported; give the SBOM as SPDX 2 JSON or tag-value, or CycloneDX`
      )
    if (typeof top.spdxVersion === 'string' && top.spdxVersion !== '') return this.spdx(top.spdxVersion)
    return this.cyclonedx()
  }

  private cyclonedx(): SbomSummary {
    const { bomFormat, specVersion, metadata } = this.top
    if (bomFormat !== 'CycloneDX')
      throw new SbomError(
        this.file,
        `${this.file} is JSON of no known SBOM format: not SPDX (no \`spdxVersion\`), not CycloneDX (\`bomFormat\` is ${JSON.stringify(bomFormat ?? null)})`
      )
    if (typeof specVersion !== 'string' || !/^1\.[0-6]$/.test(specVersion))
      throw new SbomError(
        this.file,
        `${this.file} is CycloneDX of no version this action reads: \`specVersion\` is ${JSON.stringify(specVersion ?? null)} (1.0 to 1.6)`
      )
    const document: SbomDocument = { created_at: null, tools: null, subject: null, package_count: this.packageCount }
    if (isObject(metadata)) {
      document.created_at = createdAt(this.file, typeof metadata.timestamp === 'string' ? metadata.timestamp : undefined)
      document.tools = cycloneDxTools(metadata.tools)
      const c = metadata.component
      if (isObject(c)) {
        const hashes = Array.isArray(c.hashes) ? (c.hashes as unknown[]).filter(isObject) : []
        const sha = hashes.find((h) => h.alg === 'SHA-256')?.content
        document.subject = {
          name: typeof c.name === 'string' ? c.name : '',
          version: orNull(c.version),
          purl: orNull(c.purl),
          sha256: subjectDigest(this.file, typeof sha === 'string' ? sha : undefined)
        }
      }
    }
    return { form: 'cyclonedx-json', format: `cyclonedx-${specVersion}`, document }
  }

  private spdx(declared: string): SbomSummary {
    const version = /^SPDX-(2\.[123])$/.exec(declared)?.[1]
    if (!version) throw new SbomError(this.file, `${this.file} is SPDX ${JSON.stringify(declared)}; this action reads SPDX-2.1, 2.2 and 2.3`)
    if (typeof this.top.SPDXID !== 'string' || this.top.SPDXID === '') throw new SbomError(this.file, `${this.file} is not an SPDX SBOM: it has no \`SPDXID\``)
    if (this.nullPackage) throw new SbomError(this.file, `${this.file} is not an SPDX SBOM: an entry of its \`packages\` is not an object`)
    const info = isObject(this.top.creationInfo) ? this.top.creationInfo : undefined
    const creators = info && Array.isArray(info.creators) ? (info.creators as unknown[]) : []
    const tools = creators.flatMap((c) => (typeof c === 'string' && /^Tool:/.test(c) && c.slice(5).trim() !== '' ? [c.slice(5).trim()] : []))
    const documentDescribes = Array.isArray(this.top.documentDescribes)
      ? (this.top.documentDescribes as unknown[]).filter((d): d is string => typeof d === 'string')
      : []
    const pkg = describedPackage(this.packages, this.described, documentDescribes)
    return {
      form: 'spdx-json',
      format: `spdx-${version}`,
      document: {
        created_at: createdAt(this.file, info && typeof info.created === 'string' ? info.created : undefined),
        tools: tools.length > 0 ? tools : null,
        subject: pkg ? { name: pkg.name, version: orNull(pkg.version), purl: orNull(pkg.purl), sha256: subjectDigest(this.file, pkg.sha256) } : null,
        package_count: this.packages.length
      }
    }
  }
}

/** CycloneDX's tools: the list of 1.4 and before, or the components and services of 1.5 on. */
export function cycloneDxTools(tools: unknown): string[] | null {
  if (tools === undefined || tools === null) return null
  const entries: unknown[] = Array.isArray(tools)
    ? tools
    : isObject(tools)
      ? [...(Array.isArray(tools.components) ? (tools.components as unknown[]) : []), ...(Array.isArray(tools.services) ? (tools.services as unknown[]) : [])]
      : []
  const names = entries.flatMap((t) => (isObject(t) ? [toolName(t.name, t.version)].filter((n): n is string => n !== undefined) : []))
  return names.length > 0 ? names : null
}
