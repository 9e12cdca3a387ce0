import { LineCounter, parseDocument, isNode, type Document } from 'yaml'
import { schemaErrors, type Validate } from './json-schema.js'

export interface PolicyProblem {
  file: string
  line: number
  column: number
  message: string
}

/** A policy file read and parsed: its document, or the syntax problems that stop it being one. */
export interface ParsedPolicy {
  file: string
  doc?: Document
  value?: unknown
  lineCounter: LineCounter
  problems: PolicyProblem[]
}

/** Aliases let a few lines of YAML expand into gigabytes; no policy needs more than this. */
export const MAX_ALIAS_COUNT = 100

/** Why a policy file cannot even be read as data, worded to follow the input's name. */
export class PolicyFileProblem extends Error {}

/**
 * Parses one YAML policy file, before the service is asked for its schema: syntax problems are
 * placed on their lines; a document whose aliases expand without bound is refused.
 */
export function parsePolicyFile(file: string, text: string): ParsedPolicy {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false })
  const at = (offset: number) => lineCounter.linePos(offset)
  if (doc.errors.length > 0) {
    return {
      file,
      lineCounter,
      problems: doc.errors.map((e) => {
        const { line, col } = at(e.pos[0])
        return { file, line, column: col, message: `YAML syntax: ${e.message.split('\n')[0]}` }
      })
    }
  }
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (err) {
    throw new PolicyFileProblem(
      `${file} expands its aliases past ${MAX_ALIAS_COUNT} (${(err as Error).message}); a policy needs no alias expansion of this size`
    )
  }
  return { file, doc, value, lineCounter, problems: [] }
}

/** The schema's problems with a parsed policy, each placed on the line it concerns. */
export function checkPolicy(policy: ParsedPolicy, validate: Validate): PolicyProblem[] {
  if (!policy.doc || policy.problems.length > 0 || validate(policy.value)) return policy.problems
  return schemaErrors(validate).map(({ path, message }) => {
    const { line, col } = policy.lineCounter.linePos(offsetOf(policy.doc!, path))
    return { file: policy.file, line, column: col, message: `${path || '(document)'} ${message}` }
  })
}

/** Where the value at a JSON pointer starts; the nearest existing parent when it is absent. */
function offsetOf(doc: Document, pointer: string): number {
  const segments =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  for (let n = segments.length; n >= 0; n--) {
    const keys = segments.slice(0, n).map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    const node = keys.length === 0 ? doc.contents : doc.getIn(keys, true)
    if (isNode(node) && node.range) return node.range[0]
  }
  return 0
}
