import { LineCounter, parseDocument, isNode, isCollection, isMap, isPair, isScalar, isSeq, type Document } from 'yaml'
import { MAX_JSON_DEPTH } from '../util/json-depth.js'
import { schemaErrors, type Validate } from './json-schema.js'
import { ExpressionError, parseExpression, unwrapExpression } from './policy-expression.js'
import { LibraryError } from '../util/errors.js'

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
export class PolicyFileError extends LibraryError {
  constructor(message: string) {
    super('invalid_input', message)
    this.name = 'PolicyFileError'
  }
}

/**
 * Parses one YAML policy file, before the service is asked for its schema: syntax problems are
 * placed on their lines; a document whose aliases expand without bound is refused.
 */
export function parsePolicyFile(file: string, text: string): ParsedPolicy {
  const lineCounter = new LineCounter()
  const tooDeep = () =>
    new PolicyFileError(`${file} nests collections deeper than ${MAX_POLICY_DEPTH} levels; a policy is a few levels deep, at most ${MAX_POLICY_DEPTH}`)
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
    throw new PolicyFileError(`${file} expands its aliases past ${MAX_ALIAS_COUNT} (${(err as Error).message}); a policy needs no alias expansion of this size`)
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

/**
 * Every problem with a parsed policy, each placed on the line it concerns: the schema's (with
 * expressions read in the parsed form the schema describes, `{text}`, from the `${{ … }}` a
 * policy writes), each expression's syntax, and the reference's rule that an attestation rule
 * is not `*` by both name and type, which the schema cannot say.
 */
export function checkPolicy(policy: ParsedPolicy, validate: Validate): PolicyProblem[] {
  if (!policy.doc || policy.problems.length > 0) return policy.problems
  const problems: PolicyProblem[] = []
  if (!validate(parsedForm(policy.value, 0))) {
    for (const { path, message, property } of schemaErrors(validate)) {
      const { line, col } = policy.lineCounter.linePos(property === undefined ? offsetOf(policy.doc, path) : keyOffset(policy.doc, path, property))
      problems.push({ file: policy.file, line, column: col, message: `${path || '(document)'} ${message}` })
    }
  }
  const at = (offset: number, message: string): PolicyProblem => {
    const { line, col } = policy.lineCounter.linePos(offset)
    return { file: policy.file, line, column: col, message }
  }
  for (const site of expressionSites(policy.doc)) {
    const found = expressionText(site.node)
    if (found === undefined) continue
    if ('problem' in found) {
      problems.push(at(found.offset, `${site.pointer} ${found.problem}`))
      continue
    }
    try {
      parseExpression(found.text)
    } catch (err) {
      if (!(err instanceof ExpressionError)) throw err
      problems.push(at(found.offset + (found.exact ? err.offset : 0), `${site.pointer} expression: ${err.message}`))
    }
  }
  const rules = policy.doc.getIn(['artifacts', 'attestations'], true)
  if (isSeq(rules)) {
    rules.items.forEach((rule, i) => {
      if (!isMap(rule)) return
      const name = rule.get('name')
      if ((name === undefined || name === '*') && rule.get('type') === '*')
        problems.push(at(rule.range?.[0] ?? 0, `/artifacts/attestations/${i} is \`*\` by both name and type; name one or the other`))
    })
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column)
}

/** The rules of a policy that `checkPolicy` found no problem with, as the sandbox evaluates them. */
export interface PolicyRules {
  provenance: BooleanRule
  'trail-compliance': BooleanRule
  attestations: AttestationRule[]
}

export interface BooleanRule {
  required: boolean
  exceptions: { if: { text: string } | null }[]
}

export interface AttestationRule {
  if: { text: string } | null
  name: string
  type: string
  must_be_compliant: boolean
  for_control: string | null
}

/** The rules with the schema's defaults filled in and every expression as its text (`{text}`). */
export function policyRules(policy: ParsedPolicy): PolicyRules {
  const parsed = parsedForm(policy.value, 0) as { artifacts?: Record<string, unknown> }
  const artifacts = parsed.artifacts ?? {}
  const boolean = (rule: unknown): BooleanRule => {
    const r = (rule ?? {}) as { required?: boolean; exceptions?: { if?: { text: string } | null }[] }
    return { required: r.required ?? false, exceptions: (r.exceptions ?? []).map((e) => ({ if: e.if ?? null })) }
  }
  const attestations = ((artifacts.attestations ?? []) as Partial<AttestationRule>[]).map((a) => ({
    if: a.if ?? null,
    name: a.name ?? '*',
    type: a.type ?? '*',
    must_be_compliant: a.must_be_compliant ?? true,
    for_control: a.for_control ?? null
  }))
  return { provenance: boolean(artifacts.provenance), 'trail-compliance': boolean(artifacts['trail-compliance']), attestations }
}

/** Where a policy may hold an expression, by JSON pointer. */
function expressionSites(doc: Document): { pointer: string; node: unknown }[] {
  const sites: { pointer: string; node: unknown }[] = []
  for (const rule of ['provenance', 'trail-compliance']) {
    const exceptions = doc.getIn(['artifacts', rule, 'exceptions'], true)
    if (!isSeq(exceptions)) continue
    exceptions.items.forEach((e, i) => {
      if (isMap(e)) sites.push({ pointer: `/artifacts/${rule}/exceptions/${i}/if`, node: e.get('if', true) })
    })
  }
  const attestations = doc.getIn(['artifacts', 'attestations'], true)
  if (isSeq(attestations))
    attestations.items.forEach((a, i) => {
      if (isMap(a)) sites.push({ pointer: `/artifacts/attestations/${i}/if`, node: a.get('if', true) })
    })
  return sites
}

/**
 * An expression's text and where it starts in the file: written `${{ … }}`, or already in the
 * parsed form `{text: …}`. `exact` when the text stands in the file as it is (a plain or quoted
 * scalar on one line), so a problem's offset within it is its column; else the problem is placed
 * where the scalar starts. Undefined where there is none (absent, null, or a shape the schema refuses).
 */
function expressionText(node: unknown, parsed = false): { text: string; offset: number; exact: boolean } | { problem: string; offset: number } | undefined {
  if (isMap(node)) return expressionText(node.get('text', true), true)
  if (!isScalar(node) || typeof node.value !== 'string') return undefined
  const start = node.range?.[0] ?? 0
  const source = node.source ?? node.value
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'
  // Escapes (`\\"` in double quotes, `''` in single) shift the text against the file.
  const escaped = node.type === 'QUOTE_DOUBLE' ? source.includes('\\') : node.type === 'QUOTE_SINGLE' && source.includes("''")
  const exact = (node.type === 'PLAIN' || quoted) && !source.includes('\n') && !escaped
  const base = start + (quoted ? 1 : 0)
  const written = unwrapExpression(node.value)
  if (written) return { text: written.text, offset: exact ? base + written.offset : start, exact }
  if (parsed) return { text: node.value, offset: base, exact }
  return { problem: 'is an expression, written `${{ … }}` (for example `${{ flow.name == "shop" }}`)', offset: start }
}

/** The policy as the schema describes it: each `if` written `${{ … }}` in its parsed form `{text}`. */
function parsedForm(value: unknown, depth: number): unknown {
  if (depth > MAX_POLICY_DEPTH) return value
  if (Array.isArray(value)) return value.map((v) => parsedForm(v, depth + 1))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'if' && typeof v === 'string' ? { text: unwrapExpression(v)?.text.trim() ?? v } : parsedForm(v, depth + 1)])
  )
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

/** Where a map's key is written, for a problem with the key itself; the map's own place when the key cannot be found. */
function keyOffset(doc: Document, pointer: string, key: string): number {
  const map = pointer === '' ? doc.contents : doc.getIn(segmentsOf(pointer), true)
  if (isMap(map))
    for (const pair of map.items) {
      const k = pair.key
      if (isScalar(k) && String(k.value) === key && k.range) return k.range[0]
    }
  return offsetOf(doc, pointer)
}

function segmentsOf(pointer: string): (string | number)[] {
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
}
