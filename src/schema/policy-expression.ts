import { RE2JS } from 're2js'
import { patternCost } from './linear-regexp.js'
import { LibraryError } from '../util/errors.js'

/**
 * The expression language of environment policies (`if` of an attestation rule, `exceptions[].if`),
 * as the service's policy reference describes it: comparisons (`==`, `!=`, `<`, `>`, `<=`, `>=`),
 * `and`, `or`, `not`, `in` over a list, parentheses, the functions `exists()` and `matches()`,
 * over `flow.name`, `flow.tags.<key>`, `artifact.name` and `artifact.fingerprint`. The reference
 * gives the grammar by example; where it is silent this module chooses, and says why beside the
 * choice. Parsing is checked before anything is sent (the action) or stored (the sandbox), so a
 * mistake is found with its place in the file, not at evaluation.
 */

/** What a policy holds an expression to: far beyond any condition a person writes. */
export const MAX_EXPRESSION_LENGTH = 4096
/** Parentheses and `not` nested deeper than this are refused: the parser and evaluator recurse. */
export const MAX_EXPRESSION_DEPTH = 64
/** A `matches()` pattern's RE2 program size at most (see patternCost): real patterns cost tens. */
export const MAX_PATTERN_COST = 2000

/** A problem with an expression's text, at `offset` characters into it. */
export class ExpressionError extends LibraryError {
  constructor(
    message: string,
    readonly offset: number
  ) {
    super('invalid_input', message)
    this.name = 'ExpressionError'
  }
}

export type Scalar = string | number | boolean | null

/** A name the expression reads: a scalar (`flow.name`, a tag), or an object only `exists()` may take. */
export type Path =
  | { kind: 'flow' }
  | { kind: 'flow.name' }
  | { kind: 'flow.tags' }
  | { kind: 'flow.tag'; key: string }
  | { kind: 'artifact' }
  | { kind: 'artifact.name' }
  | { kind: 'artifact.fingerprint' }

export type Node =
  | { type: 'literal'; value: Scalar }
  | { type: 'path'; path: Path; text: string }
  | { type: 'list'; items: Scalar[] }
  | { type: 'not'; operand: Node }
  | { type: 'and' | 'or'; operands: Node[] }
  | { type: 'compare'; op: '==' | '!=' | '<' | '>' | '<=' | '>='; left: Node; right: Node }
  | { type: 'in'; left: Node; items: Scalar[] }
  | { type: 'exists'; path: Path }
  | { type: 'matches'; subject: Node; pattern: string; re: RE2JS }

/** An expression as a policy writes it: `${{ … }}` around the text the service keeps as `{text}`. */
const WRITTEN = /^\s*\$\{\{([\s\S]*)\}\}\s*$/

/** The text inside `${{ … }}` and where it starts in the written string; undefined when not written so. */
export function unwrapExpression(written: string): { text: string; offset: number } | undefined {
  const m = WRITTEN.exec(written)
  if (!m) return undefined
  return { text: m[1], offset: written.indexOf('${{') + 3 }
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'op'; text: string; at: number }
  | { kind: 'end'; at: number }

const NUMBER = /-?\d+(\.\d+)?/y
const WORD = /[A-Za-z_][A-Za-z0-9_.-]*/y
const OPERATORS = ['==', '!=', '<=', '>=', '<', '>', '(', ')', '[', ']', ',']
/** What people coming from other languages type, and what they mean here. */
const MISTAKES: Record<string, string> = {
  '&&': 'use `and`',
  '||': 'use `or`',
  '!': 'use `not` (or `!=` to compare)',
  '=': 'use `==` to compare'
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (/\s/.test(c)) {
      i++
      continue
    }
    const at = i
    if (c === '"' || c === "'") {
      // Only the quote and the backslash are escapes: any other backslash stays, so a
      // pattern such as "\d+" means what it says to `matches()`.
      let value = ''
      i++
      for (;;) {
        if (i >= text.length) throw new ExpressionError(`the string that starts here is not closed with ${c}`, at)
        const d = text[i]
        if (d === c) break
        if (d === '\\' && (text[i + 1] === c || text[i + 1] === '\\')) {
          value += text[i + 1]
          i += 2
          continue
        }
        value += d
        i++
      }
      i++
      tokens.push({ kind: 'string', value, at })
      continue
    }
    NUMBER.lastIndex = i
    const number = NUMBER.exec(text)
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at })
      i += number[0].length
      continue
    }
    // Names may hold `-` and `.`: tags are read as `flow.tags.risk-level` and
    // `flow.tags.key.with.dots`, and the language has no arithmetic for `-` to mean.
    WORD.lastIndex = i
    const word = WORD.exec(text)
    if (word) {
      tokens.push({ kind: 'word', text: word[0], at })
      i += word[0].length
      continue
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i))
    if (op) {
      tokens.push({ kind: 'op', text: op, at })
      i += op.length
      continue
    }
    // `==` and `!=` were taken above: a lone `=` or `!` here is a mistake.
    const mistake = Object.keys(MISTAKES).find((m) => text.startsWith(m, i))
    if (mistake) throw new ExpressionError(`\`${mistake}\` is not part of the language: ${MISTAKES[mistake]}`, at)
    throw new ExpressionError(`unexpected character \`${c}\``, at)
  }
  tokens.push({ kind: 'end', at: text.length })
  return tokens
}

// ---------------------------------------------------------------------------------------------
// Names

const KNOWN = '`flow.name`, `flow.tags.<key>`, `artifact.name`, `artifact.fingerprint` (and `flow`, `flow.tags`, `artifact` inside `exists()`)'

function pathOf(name: string, at: number): Path {
  switch (name) {
    case 'flow':
      return { kind: 'flow' }
    case 'flow.name':
      return { kind: 'flow.name' }
    case 'flow.tags':
      return { kind: 'flow.tags' }
    case 'artifact':
      return { kind: 'artifact' }
    case 'artifact.name':
      return { kind: 'artifact.name' }
    case 'artifact.fingerprint':
      return { kind: 'artifact.fingerprint' }
  }
  if (name.startsWith('flow.tags.')) {
    const key = name.slice('flow.tags.'.length)
    if (key !== '' && !key.endsWith('.') && !key.startsWith('.')) return { kind: 'flow.tag', key }
    throw new ExpressionError(`\`${name}\` names no tag: write \`flow.tags.<key>\``, at)
  }
  throw new ExpressionError(`\`${name}\` is not something a policy expression can read; it reads ${KNOWN}`, at)
}

const isObject = (p: Path) => p.kind === 'flow' || p.kind === 'flow.tags' || p.kind === 'artifact'

// ---------------------------------------------------------------------------------------------
// Parser: `or` binds loosest, then `and`, then `not`, then comparisons and `in`, as in the
// reference's `not flow.tags.risk-level == "high"`, which negates the comparison.

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null'])
const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>='])

/** A boolean node: what `and`, `or`, `not` and a whole expression take. */
const BOOLEAN = new Set<Node['type']>(['not', 'and', 'or', 'compare', 'in', 'exists', 'matches'])
const isBoolean = (n: Node) => BOOLEAN.has(n.type) || (n.type === 'literal' && typeof n.value === 'boolean')

class Parser {
  private i = 0
  private depth = 0

  constructor(private readonly tokens: Token[]) {}

  private get next(): Token {
    return this.tokens[this.i]
  }

  private isWord(text: string): boolean {
    const t = this.next
    return t.kind === 'word' && t.text === text
  }

  private isOp(text: string): boolean {
    const t = this.next
    return t.kind === 'op' && t.text === text
  }

  private expectOp(text: string, what: string): void {
    if (!this.isOp(text)) throw new ExpressionError(`expected \`${text}\` ${what}, found ${describe(this.next)}`, this.next.at)
    this.i++
  }

  private deeper<T>(at: number, fn: () => T): T {
    if (++this.depth > MAX_EXPRESSION_DEPTH) throw new ExpressionError(`nested more than ${MAX_EXPRESSION_DEPTH} levels deep`, at)
    try {
      return fn()
    } finally {
      this.depth--
    }
  }

  parseWhole(): Node {
    const node = this.or()
    if (this.next.kind !== 'end') throw new ExpressionError(`unexpected ${describe(this.next)}: expected \`and\`, \`or\` or the end`, this.next.at)
    requireBoolean(node, 0, 'the expression')
    return node
  }

  private or(): Node {
    const start = this.next.at
    const operands = [this.and()]
    while (this.isWord('or')) {
      this.i++
      const at = this.next.at
      operands.push(this.and())
      requireBoolean(operands[operands.length - 2], start, 'the left of `or`')
      requireBoolean(operands[operands.length - 1], at, 'the right of `or`')
    }
    return operands.length === 1 ? operands[0] : { type: 'or', operands }
  }

  private and(): Node {
    const start = this.next.at
    const operands = [this.not()]
    while (this.isWord('and')) {
      this.i++
      const at = this.next.at
      operands.push(this.not())
      requireBoolean(operands[operands.length - 2], start, 'the left of `and`')
      requireBoolean(operands[operands.length - 1], at, 'the right of `and`')
    }
    return operands.length === 1 ? operands[0] : { type: 'and', operands }
  }

  private not(): Node {
    if (!this.isWord('not')) return this.comparison()
    const at = this.next.at
    this.i++
    return this.deeper(at, () => {
      const operand = this.not()
      requireBoolean(operand, at, 'what `not` negates')
      return { type: 'not', operand }
    })
  }

  private comparison(): Node {
    const leftAt = this.next.at
    const left = this.operand()
    const t = this.next
    if (t.kind === 'op' && COMPARISONS.has(t.text)) {
      this.i++
      const rightAt = this.next.at
      const right = this.operand()
      requireScalar(left, leftAt, `the left of \`${t.text}\``)
      requireScalar(right, rightAt, `the right of \`${t.text}\``)
      return { type: 'compare', op: t.text as '==', left, right }
    }
    if (this.isWord('in')) {
      this.i++
      requireScalar(left, leftAt, 'the left of `in`')
      const listAt = this.next.at
      const list = this.operand()
      if (list.type !== 'list') throw new ExpressionError('`in` takes a list written in brackets: `flow.name in ["a", "b"]`', listAt)
      return { type: 'in', left, items: list.items }
    }
    return left
  }

  private operand(): Node {
    const t = this.next
    if (t.kind === 'string') {
      this.i++
      return { type: 'literal', value: t.value }
    }
    if (t.kind === 'number') {
      this.i++
      return { type: 'literal', value: t.value }
    }
    if (t.kind === 'op' && t.text === '(') {
      this.i++
      const inner = this.deeper(t.at, () => this.or())
      this.expectOp(')', 'to close the `(`')
      return inner
    }
    if (t.kind === 'op' && t.text === '[') return this.list()
    if (t.kind === 'word') {
      this.i++
      if (t.text === 'true' || t.text === 'false') return { type: 'literal', value: t.text === 'true' }
      if (t.text === 'null') return { type: 'literal', value: null }
      if (KEYWORDS.has(t.text)) throw new ExpressionError(`\`${t.text}\` where a value was expected`, t.at)
      if (this.isOp('(')) return this.call(t.text, t.at)
      return { type: 'path', path: pathOf(t.text, t.at), text: t.text }
    }
    throw new ExpressionError(t.kind === 'end' ? 'the expression ends where a value was expected' : `${describe(t)} where a value was expected`, t.at)
  }

  private list(): Node {
    const open = this.next.at
    this.i++
    const items: Scalar[] = []
    while (!this.isOp(']')) {
      const t = this.next
      if (t.kind === 'string' || t.kind === 'number') items.push(t.value)
      else if (t.kind === 'word' && (t.text === 'true' || t.text === 'false')) items.push(t.text === 'true')
      else if (t.kind === 'word' && t.text === 'null') items.push(null)
      else if (t.kind === 'end') throw new ExpressionError('the list that starts here is not closed with `]`', open)
      else throw new ExpressionError(`a list holds strings, numbers, true, false or null; found ${describe(t)}`, t.at)
      this.i++
      if (this.isOp(',')) this.i++
      else if (this.next.kind === 'end') throw new ExpressionError('the list that starts here is not closed with `]`', open)
      else if (!this.isOp(']')) throw new ExpressionError(`expected \`,\` or \`]\` in the list, found ${describe(this.next)}`, this.next.at)
    }
    this.i++
    return { type: 'list', items }
  }

  private call(name: string, at: number): Node {
    this.i++
    const args: { node: Node; at: number }[] = []
    while (!this.isOp(')')) {
      const argAt = this.next.at
      if (this.next.kind === 'end') throw new ExpressionError(`the call of \`${name}\` is not closed with \`)\``, argAt)
      args.push({ node: this.deeper(argAt, () => this.or()), at: argAt })
      const after = this.tokens[this.i]
      if (this.isOp(',')) this.i++
      else if (after.kind === 'end') throw new ExpressionError(`the call of \`${name}\` is not closed with \`)\``, after.at)
      else if (!this.isOp(')')) throw new ExpressionError(`expected \`,\` or \`)\` in the call of \`${name}\`, found ${describe(after)}`, after.at)
    }
    this.i++
    if (name === 'exists') {
      if (args.length !== 1 || args[0].node.type !== 'path')
        throw new ExpressionError('`exists()` takes one name, such as `exists(flow.tags.team)`', args[0]?.at ?? at)
      return { type: 'exists', path: (args[0].node as { path: Path }).path }
    }
    if (name === 'matches') {
      if (args.length !== 2) throw new ExpressionError('`matches()` takes two arguments: a value and a pattern, `matches(artifact.name, "^prod:")`', at)
      const [subject, pattern] = args
      requireScalar(subject.node, subject.at, 'the first argument of `matches()`')
      if (pattern.node.type !== 'literal' || typeof pattern.node.value !== 'string')
        throw new ExpressionError('the pattern of `matches()` is a quoted string', pattern.at)
      return { type: 'matches', subject: subject.node, pattern: pattern.node.value, re: compilePattern(pattern.node.value, pattern.at) }
    }
    throw new ExpressionError(`\`${name}()\` is not a function of the language: it has \`exists()\` and \`matches()\``, at)
  }
}

function describe(t: Token): string {
  switch (t.kind) {
    case 'end':
      return 'the end'
    case 'string':
      return `the string ${JSON.stringify(t.value.slice(0, 40))}`
    case 'number':
      return `the number ${t.value}`
    case 'word':
      return `\`${t.text}\``
    case 'op':
      return `\`${t.text}\``
  }
}

function requireBoolean(node: Node, at: number, what: string): void {
  if (isBoolean(node)) return
  const shown = node.type === 'path' ? `\`${node.text}\`` : node.type === 'list' ? 'a list' : 'a value'
  throw new ExpressionError(`${what} must be true or false, but is ${shown}: compare it (\`==\`, \`in\` …) or test it (\`exists()\`, \`matches()\`)`, at)
}

function requireScalar(node: Node, at: number, what: string): void {
  if (node.type === 'path' && isObject(node.path)) throw new ExpressionError(`${what} is \`${node.text}\`, which only \`exists()\` can take`, at)
  if (node.type === 'list') throw new ExpressionError(`${what} is a list, which only \`in\` takes, on its right`, at)
}

/**
 * A `matches()` pattern, compiled with RE2 (re2js): its time is linear in the name it is run on,
 * where a backtracking engine can take exponential time. RE2's syntax is that of Go and close to
 * Python's; lookaround and backreferences, which RE2 cannot run in linear time, are refused.
 */
function compilePattern(pattern: string, at: number): RE2JS {
  if (patternCost(pattern) > MAX_PATTERN_COST) throw new ExpressionError(`the pattern is too large (more than ${MAX_PATTERN_COST} steps)`, at)
  try {
    return RE2JS.compile(pattern)
  } catch (err) {
    throw new ExpressionError(`the pattern ${JSON.stringify(pattern.slice(0, 80))} is not a regular expression RE2 can run: ${(err as Error).message}`, at)
  }
}

/** Parses an expression's text (without `${{ }}`); an ExpressionError says where it is wrong. */
export function parseExpression(text: string): Node {
  if (text.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError(`longer than ${MAX_EXPRESSION_LENGTH} characters`, 0)
  if (text.trim() === '') throw new ExpressionError('the expression is empty', 0)
  return new Parser(tokenize(text)).parseWhole()
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** What an expression is evaluated against: one artifact, in one of its flows (or none). */
export interface ExpressionContext {
  /** Null when the artifact has no provenance: it was reported to no flow. */
  flow: { name: string; tags: Record<string, string> } | null
  artifact: { name: string; fingerprint: string }
}

type Value = Scalar | object

function read(path: Path, ctx: ExpressionContext): Value {
  switch (path.kind) {
    case 'flow':
      return ctx.flow
    case 'flow.name':
      return ctx.flow?.name ?? null
    case 'flow.tags':
      return ctx.flow?.tags ?? null
    case 'flow.tag':
      return ctx.flow && Object.hasOwn(ctx.flow.tags, path.key) ? ctx.flow.tags[path.key] : null
    case 'artifact':
      return ctx.artifact
    case 'artifact.name':
      return ctx.artifact.name
    case 'artifact.fingerprint':
      return ctx.artifact.fingerprint
  }
}

/** A number, or a string that is one: tags are strings, and `flow.tags.priority < 3` compares numbers. */
function numeric(v: Value): number | undefined {
  if (typeof v === 'number') return v
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v)
  return undefined
}

/**
 * Equality where the reference is silent: a missing value (null) equals only null; a tag (a
 * string) equals a number it spells (`"3" == 3`) and a boolean it spells (`"true" == true`), as
 * tags have no other type; otherwise values of different types differ.
 */
function equal(a: Value, b: Value): boolean {
  if (a === null || b === null) return a === b
  if (typeof a === typeof b) return a === b
  const [x, y] = [numeric(a), numeric(b)]
  if (x !== undefined && y !== undefined) return x === y
  if (typeof a === 'boolean' && typeof b === 'string') return String(a) === b
  if (typeof b === 'boolean' && typeof a === 'string') return String(b) === a
  return false
}

/**
 * Order where the reference is silent: numbers (or strings that spell them) by value, other
 * strings by code point; anything else — a missing value above all — is in no order, so every
 * ordering comparison with it is false and a rule never applies on a value that is not there.
 */
function ordered(op: '<' | '>' | '<=' | '>=', a: Value, b: Value): boolean {
  const [x, y] = [numeric(a), numeric(b)]
  let c: number
  if (x !== undefined && y !== undefined) c = x - y
  else if (typeof a === 'string' && typeof b === 'string') c = a < b ? -1 : a > b ? 1 : 0
  else return false
  return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0
}

function value(node: Node, ctx: ExpressionContext): Value {
  switch (node.type) {
    case 'literal':
      return node.value
    case 'path':
      return read(node.path, ctx)
    default:
      return evaluate(node, ctx)
  }
}

/**
 * An expression's verdict for one artifact in one flow. Work is linear in the expression's size
 * (`and`/`or` stop at the first operand that decides) and `matches()` linear in the name.
 */
export function evaluate(node: Node, ctx: ExpressionContext): boolean {
  switch (node.type) {
    case 'literal':
      return node.value === true
    case 'not':
      return !evaluate(node.operand, ctx)
    case 'and':
      return node.operands.every((o) => evaluate(o, ctx))
    case 'or':
      return node.operands.some((o) => evaluate(o, ctx))
    case 'compare': {
      const [a, b] = [value(node.left, ctx), value(node.right, ctx)]
      if (node.op === '==') return equal(a, b)
      if (node.op === '!=') return !equal(a, b)
      return ordered(node.op, a, b)
    }
    case 'in': {
      const a = value(node.left, ctx)
      return node.items.some((item) => equal(a, item))
    }
    case 'exists':
      return read(node.path, ctx) !== null
    case 'matches': {
      // Search, not a whole-string match: `matches(artifact.name, "datadog")` finds it anywhere,
      // and the reference's own patterns anchor with `^` where they mean the start.
      const subject = value(node.subject, ctx)
      return typeof subject === 'string' && node.re.test(subject)
    }
    case 'path':
    case 'list':
      // The parser gives neither where a verdict is asked for.
      return false
  }
}
