import { LineCounter, parseDocument, isNode, isCollection, isPair, type Document } from 'yaml'
import { MAX_JSON_DEPTH } from '../json-depth.js'
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

/** No policy nests deeper than a few levels; thousands overflow every recursive step after parsing. */
export const MAX_POLICY_DEPTH = MAX_JSON_DEPTH

/** Why a policy file cannot even be read as data, worded to follow the input's name. */
export class PolicyFileProblem extends Error {}

/**
 * Parses one YAML policy file, before the service is asked for its schema: syntax problems are
 * placed on their lines; a document whose aliases expand without bound is refused.
 */
export function parsePolicyFile(file: string, text: string): ParsedPolicy {
  const lineCounter = new LineCounter()
  const tooDeep = () =>
    new PolicyFileProblem(`${file} nests collections deeper than ${MAX_POLICY_DEPTH} levels; a policy is a few levels deep, at most ${MAX_POLICY_DEPTH}`)
  let doc: Document
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false })
  } catch (err) {
    if (err instanceof RangeError) throw tooDeep()
    throw err
  }
  const at = (offset: number) => lineCounter.linePos(offset)
  // The parser reports running out of stack as a syntax error; it is the nesting that is wrong.
  if (doc.errors.some((e) => /call stack/i.test(e.message))) throw tooDeep()
  if (nodeDepth(doc.contents) > MAX_POLICY_DEPTH) throw tooDeep()
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
    if (err instanceof RangeError && /call stack/i.test(err.message)) throw tooDeep()
    throw new PolicyFileProblem(
      `${file} expands its aliases past ${MAX_ALIAS_COUNT} (${(err as Error).message}); a policy needs no alias expansion of this size`
    )
  }
  return { file, doc, value, lineCounter, problems: [] }
}

/** How deep a document's collections nest, walked without recursion. */
function nodeDepth(root: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[root, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (isPair(node)) {
      stack.push([node.key, depth], [node.value, depth])
    } else if (isCollection(node)) {
      deepest = Math.max(deepest, depth)
      if (depth > MAX_POLICY_DEPTH) return depth
      for (const item of node.items) stack.push([item, depth + 1])
    }
  }
  return deepest
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
