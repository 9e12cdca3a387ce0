import type { SaxesParser } from 'saxes'
import { createdAt, orNull, SbomError, subjectDigest, toolName, type SbomSummary } from './document.js'

const NAMESPACE = /^https?:\/\/cyclonedx\.org\/schema\/bom\/(\d+\.\d+)$/

interface Open {
  name: string
  attributes: Record<string, string>
  text: string
  /** The fields a tool, subject or hash collects from its children. */
  fields: Record<string, string>
}

/**
 * A CycloneDX XML document, read as a stream by saxes (a conformant, non-validating XML
 * parser that expands no external entity): the root's namespace gives the version, and the
 * elements the summary needs are collected as they close. Loaded only when an XML SBOM is read.
 */
export async function cycloneDxXmlReader(file: string): Promise<{ write(text: string): void; summary(): SbomSummary }> {
  const { SaxesParser } = await import('saxes')
  const parser: SaxesParser<{ xmlns: true }> = new SaxesParser({ xmlns: true })
  const stack: Open[] = []
  let version: string | undefined
  let rootSeen = false
  let timestamp: string | undefined
  const tools: string[] = []
  let subject: SbomSummary['document']['subject'] = null
  let subjectSha: string | undefined
  let packages = 0
  let sawMetadata = false
  let sawTools = false
  let failure: Error | undefined

  const path = () => stack.map((e) => e.name).join('/')
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true
      const ns = tag.uri
      const m = NAMESPACE.exec(ns)
      if (tag.local !== 'bom' || !m)
        throw new SbomError(
          file,
          `${file} is XML but not CycloneDX: its root is \`${tag.name}\` in namespace ${JSON.stringify(ns)}, not \`bom\` in http://cyclonedx.org/schema/bom/<version>`
        )
      version = m[1]
    }
    const attributes: Record<string, string> = {}
    for (const [name, attr] of Object.entries(tag.attributes)) attributes[name] = attr.value
    stack.push({ name: tag.local, attributes, text: '', fields: {} })
    const where = path()
    if (where === 'bom/metadata') sawMetadata = true
    if (where === 'bom/metadata/tools') sawTools = true
    // Every component of the document's list, at any depth: not the subject, not a tool.
    if (tag.local === 'component' && /^bom\/components(\/component\/components)*\/component$/.test(where) && attributes.type !== 'file') packages++
  })
  parser.on('text', (text) => {
    if (stack.length > 0) stack[stack.length - 1].text += text
  })
  parser.on('cdata', (text) => {
    if (stack.length > 0) stack[stack.length - 1].text += text
  })
  parser.on('closetag', () => {
    const where = path()
    const closed = stack.pop()!
    const parent = stack[stack.length - 1]
    if (parent && ['name', 'version', 'purl'].includes(closed.name)) parent.fields[closed.name] = closed.text
    if (where === 'bom/metadata/timestamp') timestamp = closed.text
    if (/^bom\/metadata\/tools\/(tool|components\/component|services\/service)$/.test(where)) {
      const tool = toolName(closed.fields.name, closed.fields.version)
      if (tool) tools.push(tool)
    }
    if (where === 'bom/metadata/component/hashes/hash' && closed.attributes.alg === 'SHA-256' && subjectSha === undefined) subjectSha = closed.text
    if (where === 'bom/metadata/component')
      subject = { name: closed.fields.name ?? '', version: orNull(closed.fields.version), purl: orNull(closed.fields.purl), sha256: null }
  })
  parser.on('error', (err) => {
    failure ??= err
  })

  return {
    write(text) {
      if (failure) return
      try {
        parser.write(text)
      } catch (err) {
        failure = err as Error
      }
    },
    summary() {
      if (!failure) {
        try {
          parser.close()
        } catch (err) {
          failure = err as Error
        }
      }
      if (failure instanceof SbomError) throw failure
      if (failure) throw new SbomError(file, `${file} is not well-formed XML: ${failure.message}`)
      if (!version) throw new SbomError(file, `${file} holds no XML element`)
      const document: SbomSummary['document'] = { created_at: null, tools: null, subject: null, package_count: packages }
      if (sawMetadata) {
        document.created_at = createdAt(file, timestamp)
        document.tools = sawTools && tools.length > 0 ? tools : null
        document.subject = subject ? { ...subject, sha256: subjectDigest(file, subjectSha) } : null
      }
      return { form: 'cyclonedx-xml', format: `cyclonedx-${version}`, document }
    }
  }
}
