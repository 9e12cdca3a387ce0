import { readFile } from 'node:fs/promises'
import { LineCounter, parseDocument, isNode, type Document } from 'yaml'
import { schemaErrors, type Validate } from './json-schema.js'

export interface PolicyProblem {
  file: string
  line: number
  column: number
  message: string
}

/**
 * Checks one YAML policy file: its syntax, then (when a schema is given) its content, each
 * problem placed on the line it concerns.
 */
export async function checkPolicyFile(file: string, validate: Validate | undefined): Promise<PolicyProblem[]> {
  const text = await readFile(file, 'utf8')
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false })
  const at = (offset: number) => lineCounter.linePos(offset)
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => {
      const { line, col } = at(e.pos[0])
      return { file, line, column: col, message: `YAML syntax: ${e.message.split('\n')[0]}` }
    })
  }
  if (!validate) return []
  if (validate(doc.toJS())) return []
  return schemaErrors(validate).map(({ path, message }) => {
    const { line, col } = at(offsetOf(doc, path))
    return { file, line, column: col, message: `${path || '(document)'} ${message}` }
  })
}

/** Where the value at a JSON pointer starts; the nearest existing parent when it is absent. */
function offsetOf(doc: Document, pointer: string): number {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  for (let n = segments.length; n >= 0; n--) {
    const keys = segments.slice(0, n).map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    const node = keys.length === 0 ? doc.contents : doc.getIn(keys, true)
    if (isNode(node) && node.range) return node.range[0]
  }
  return 0
}
