/**
 * The part of jq that custom attestation types' rules use: paths (`.a.b`, `.a[0]`, `.["k"]`),
 * literals and arrays (`[1, .a]`), comparisons, `and`/`or`/`not`, arithmetic, parentheses, pipes and a few functions
 * (`length`, `keys`, `type`, `not`, `has(k)`, `tostring`, `tonumber`, `ascii_downcase`,
 * `ascii_upcase`). A rule holds when its value is neither `false` nor `null`, as in jq. A rule
 * outside this subset is reported as such and does not hold. Each operation costs in proportion to its
 * inputs, and all of them draw on one budget (JqBudget), so no rule can make the sandbox's one thread
 * work, or its memory grow, past a bound.
 */

type Value = unknown
type Expr = (input: Value, budget: JqBudget) => Value

export class JqError extends Error {}

/** What one attestation's rules may spend, all together: steps plus the size of every value they build or walk. */
export const JQ_WORK_BUDGET = 16_000_000

/** A rule that would spend more than its budget: not an answer about the data, so not `false` either. */
export class JqBudgetError extends Error {}

/**
 * The work the rules of one evaluation share. Every step costs one unit; building a value costs its size
 * (elements of an array, characters of a string), and comparing or serializing values costs the nodes and
 * characters walked, so no rule spends more than its budget in time or memory, whatever it repeats or nests.
 * An object's keys are listed once per evaluation, and paid more for than an array's elements: V8 takes
 * hundreds of nanoseconds a key to list a large object's.
 */
export class JqBudget {
  private spent = 0
  // Large objects' keys, listed (and sorted) once per evaluation.
  private readonly keys = new WeakMap<object, string[]>()
  private readonly sorted = new WeakMap<object, string[]>()
  constructor(readonly limit: number = JQ_WORK_BUDGET) {}

  spend(units: number): void {
    this.spent += units
    if (this.spent > this.limit) throw new JqBudgetError(`needs more than the ${this.limit} units of work the sandbox allows one attestation's rules`)
  }

  get used(): number {
    return this.spent
  }

  /** An object's keys in their order; a large object's are listed once. */
  keysOf(o: object): string[] {
    const cached = this.keys.get(o)
    if (cached) return cached
    const keys = Object.keys(o)
    this.spend(keys.length * keyCost(keys.length))
    if (keys.length >= CACHED_KEYS) this.keys.set(o, keys)
    return keys
  }

  /** An object's keys in jq's order (sorted); a large object's are sorted once. */
  sortedKeysOf(o: object): string[] {
    const cached = this.sorted.get(o)
    if (cached) return cached
    const listed = this.keysOf(o)
    this.spend(listed.length * Math.ceil(Math.log2(listed.length + 2)))
    const keys = [...listed].sort()
    if (keys.length >= CACHED_KEYS) this.sorted.set(o, keys)
    return keys
  }

  /**
   * A value as JSON text, as `tostring` gives it: paid for before it is written, node by node and character by
   * character, each time a node is reached (so a value that holds another many times pays for each).
   */
  textOf(v: Value): string {
    this.payForText(v)
    return JSON.stringify(v) ?? 'null'
  }

  private payForText(v: Value): void {
    this.spend(1)
    if (typeof v === 'string') this.spend(v.length)
    else if (Array.isArray(v)) for (const item of v as Value[]) this.payForText(item)
    else if (typeof v === 'object' && v !== null) {
      const keys = this.keysOf(v)
      // JSON.stringify lists the keys again, whatever we have cached.
      this.spend(keys.length * keyCost(keys.length))
      for (const k of keys) {
        this.spend(k.length)
        this.payForText((v as Record<string, Value>)[k])
      }
    }
  }
}

/** Objects with this many keys or more are in V8's dictionary mode, slow to list: their keys are kept. */
const CACHED_KEYS = 256

/** Listing an object's keys costs V8 more per key the more keys there are (hundreds of ns each at 100,000). */
const keyCost = (n: number) => 2 * Math.ceil(Math.log2(n + 2))

const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"\\]|\\.)*")|(==|!=|<=|>=|\/\/|[.[\]()|<>+\-*/%,])|([A-Za-z_][A-Za-z0-9_]*))/y

function tokenize(text: string): string[] {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex
    const m = TOKEN.exec(text)
    if (!m) {
      if (/^\s*$/.test(text.slice(start))) break
      throw new JqError(`unexpected '${text.slice(start, start + 10).trim()}'`)
    }
    tokens.push(m[1] ?? m[2] ?? m[3] ?? m[4])
  }
  return tokens
}

const TYPE_ORDER = ['null', 'boolean', 'number', 'string', 'array', 'object']
function typeOf(v: Value): string {
  return v === null || v === undefined ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0)

/**
 * jq's total order: null < booleans < numbers < strings < arrays < objects; arrays element by element,
 * objects by their sorted keys and then their values key by key. One walk of both sides, paid node by node.
 */
function compare(a: Value, b: Value, budget: JqBudget): number {
  budget.spend(1)
  const [ta, tb] = [typeOf(a), typeOf(b)]
  if (ta !== tb) return sign(TYPE_ORDER.indexOf(ta) - TYPE_ORDER.indexOf(tb))
  if (ta === 'null' || a === b) return 0
  if (ta === 'boolean' || ta === 'number') return Number(a) - Number(b)
  if (ta === 'string') {
    budget.spend(Math.min((a as string).length, (b as string).length) >>> 6)
    return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
  }
  if (ta === 'array') {
    const [x, y] = [a as Value[], b as Value[]]
    for (let i = 0; i < x.length && i < y.length; i++) {
      const c = compare(x[i], y[i], budget)
      if (c !== 0) return c
    }
    return sign(x.length - y.length)
  }
  const [ka, kb] = [budget.sortedKeysOf(a as object), budget.sortedKeysOf(b as object)]
  const byKeys = compare(ka, kb, budget)
  if (byKeys !== 0) return byKeys
  // Looking keys up in a large object costs V8 more per key, as listing them does.
  budget.spend(ka.length * keyCost(ka.length))
  for (const k of ka) {
    const c = compare((a as Record<string, Value>)[k], (b as Record<string, Value>)[k], budget)
    if (c !== 0) return c
  }
  return 0
}

const truthy = (v: Value) => v !== false && v !== null && v !== undefined

function index(value: Value, key: Value): Value {
  if (value === null || value === undefined) return null
  if (typeof key === 'number' && Array.isArray(value)) return value[key < 0 ? value.length + key : key] ?? null
  if (typeof key === 'string' && typeof value === 'object' && !Array.isArray(value))
    return Object.hasOwn(value, key) ? (value as Record<string, Value>)[key] : null
  throw new JqError(`cannot index ${typeOf(value)} with ${typeOf(key)}`)
}

const FUNCTIONS: Record<string, (v: Value, budget: JqBudget) => Value> = {
  length: (v, budget) =>
    v === null
      ? 0
      : typeof v === 'string' || Array.isArray(v)
        ? v.length
        : typeof v === 'object'
          ? budget.keysOf(v).length
          : typeof v === 'number'
            ? Math.abs(v)
            : fail(`${typeOf(v)} has no length`),
  keys: (v, budget) =>
    Array.isArray(v)
      ? (budget.spend(v.length), v.map((_, i) => i))
      : typeof v === 'object' && v !== null
        ? budget.sortedKeysOf(v)
        : fail(`${typeOf(v)} has no keys`),
  type: typeOf,
  not: (v) => !truthy(v),
  tostring: (v, budget) => (typeof v === 'string' ? v : budget.textOf(v)),
  tonumber: (v, budget) =>
    typeof v === 'number'
      ? v
      : typeof v === 'string' && (budget.spend(v.length), v.trim() !== '') && Number.isFinite(Number(v))
        ? Number(v)
        : fail(`cannot parse '${String(v).slice(0, 100)}' as a number`),
  ascii_downcase: (v, budget) => (typeof v === 'string' ? (budget.spend(v.length), v.toLowerCase()) : fail('ascii_downcase needs a string')),
  ascii_upcase: (v, budget) => (typeof v === 'string' ? (budget.spend(v.length), v.toUpperCase()) : fail('ascii_upcase needs a string'))
}

function fail(message: string): never {
  throw new JqError(message)
}

/** Pays for what it builds: a joined array or string costs its length. */
function arithmetic(op: string, a: Value, b: Value, budget: JqBudget): Value {
  if (op === '+') {
    if (a === null) return b
    if (b === null) return a
    if (typeof a === 'number' && typeof b === 'number') return a + b
    if (typeof a === 'string' && typeof b === 'string') {
      budget.spend(a.length + b.length)
      return a + b
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      budget.spend(a.length + b.length)
      return (a as Value[]).concat(b as Value[])
    }
  } else if (typeof a === 'number' && typeof b === 'number') {
    if (op === '-') return a - b
    if (op === '*') return a * b
    if (b === 0) fail('division by zero')
    return op === '/' ? a / b : a % b
  }
  return fail(`cannot apply ${op} to ${typeOf(a)} and ${typeOf(b)}`)
}

/** A literal: parsed once, when the rule is. */
const constant =
  (value: Value): Expr =>
  () =>
    value

/** One step of the budget for each operation evaluated. */
const counted =
  (expr: Expr): Expr =>
  (v, budget) => {
    budget.spend(1)
    return expr(v, budget)
  }

class Parser {
  private at = 0
  constructor(private readonly tokens: string[]) {}

  parse(): Expr {
    const expr = this.pipe()
    if (this.at < this.tokens.length) fail(`unexpected '${this.tokens[this.at]}'`)
    return expr
  }

  private peek = () => this.tokens[this.at]
  private take(expected?: string): string {
    const token = this.tokens[this.at++]
    if (token === undefined || (expected !== undefined && token !== expected))
      fail(`expected ${expected ?? 'more'}${token === undefined ? ' at the end' : `, got '${token}'`}`)
    return token
  }

  private binary(next: () => Expr, ops: string[], apply: (op: string, a: Expr, b: Expr) => Expr): Expr {
    let left = next()
    while (ops.includes(this.peek())) {
      const op = this.take()
      left = counted(apply(op, left, next()))
    }
    return left
  }

  private pipe(): Expr {
    return this.binary(
      () => this.alternative(),
      ['|'],
      (_, a, b) => (v, budget) => b(a(v, budget), budget)
    )
  }
  private alternative(): Expr {
    return this.binary(
      () => this.or(),
      ['//'],
      (_, a, b) => (v, budget) => {
        // The left side once: evaluated twice, `.a // 1 // 1 …` would cost 2^k.
        const left = a(v, budget)
        return truthy(left) ? left : b(v, budget)
      }
    )
  }
  private or(): Expr {
    return this.binary(
      () => this.and(),
      ['or'],
      (_, a, b) => (v, budget) => truthy(a(v, budget)) || truthy(b(v, budget))
    )
  }
  private and(): Expr {
    return this.binary(
      () => this.comparison(),
      ['and'],
      (_, a, b) => (v, budget) => truthy(a(v, budget)) && truthy(b(v, budget))
    )
  }
  private comparison(): Expr {
    const left = this.sum()
    const op = this.peek()
    if (!['==', '!=', '<', '<=', '>', '>='].includes(op)) return left
    this.take()
    const right = this.sum()
    return (v, budget) => {
      const c = compare(left(v, budget), right(v, budget), budget)
      return op === '==' ? c === 0 : op === '!=' ? c !== 0 : op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0
    }
  }
  private sum(): Expr {
    return this.binary(
      () => this.product(),
      ['+', '-'],
      (op, a, b) => (v, budget) => arithmetic(op, a(v, budget), b(v, budget), budget)
    )
  }
  private product(): Expr {
    return this.binary(
      () => this.postfix(),
      ['*', '/', '%'],
      (op, a, b) => (v, budget) => arithmetic(op, a(v, budget), b(v, budget), budget)
    )
  }

  private postfix(): Expr {
    let expr = counted(this.primary())
    for (;;) {
      if (this.peek() === '[') {
        this.take('[')
        const key = this.pipe()
        this.take(']')
        const base = expr
        expr = counted((v, budget) => index(base(v, budget), key(v, budget)))
      } else if (this.peek() === '.' && /^[A-Za-z_"[]/.test(this.tokens[this.at + 1] ?? '')) {
        this.take('.')
        const base = expr
        const key = this.key()
        expr = counted((v, budget) => index(base(v, budget), key(v, budget)))
      } else return expr
    }
  }

  /** After a `.`: a name, a quoted name, or `[expr]`. */
  private key(): Expr {
    const token = this.take()
    if (token.startsWith('"')) return constant(JSON.parse(token) as string)
    if (token === '[') {
      const key = this.pipe()
      this.take(']')
      return key
    }
    if (/^[A-Za-z_]/.test(token)) return constant(token)
    return fail(`unexpected '${token}' after '.'`)
  }

  private primary(): Expr {
    const token = this.take()
    if (/^\d/.test(token)) return constant(Number(token))
    if (token.startsWith('"')) return constant(JSON.parse(token) as string)
    if (token === 'true' || token === 'false' || token === 'null') return constant(JSON.parse(token) as Value)
    if (token === '-') {
      const operand = this.postfix()
      return (v, budget) => arithmetic('-', 0, operand(v, budget), budget)
    }
    if (token === '[') {
      const items: Expr[] = []
      while (this.peek() !== ']') {
        if (items.length > 0) this.take(',')
        items.push(this.pipe())
      }
      this.take(']')
      return (v, budget) => {
        budget.spend(items.length)
        return items.map((item) => item(v, budget))
      }
    }
    if (token === '(') {
      const inner = this.pipe()
      this.take(')')
      return inner
    }
    if (token === '.') {
      if (/^[A-Za-z_"[]/.test(this.peek() ?? '')) {
        const key = this.key()
        return (v, budget) => index(v, key(v, budget))
      }
      return (v) => v
    }
    if (token === 'has') {
      this.take('(')
      const key = this.pipe()
      this.take(')')
      return (v, budget) => {
        const k = key(v, budget)
        return Array.isArray(v)
          ? typeof k === 'number' && k >= 0 && k < v.length
          : typeof v === 'object' && v !== null && typeof k === 'string' && Object.hasOwn(v, k)
      }
    }
    if (Object.hasOwn(FUNCTIONS, token)) return FUNCTIONS[token]
    return fail(`'${token}' is not in the sandbox's jq subset`)
  }
}

/**
 * Whether a rule holds for the data; a rule the subset cannot read or compute throws JqError, one that
 * spends more than the budget (which the rules of one attestation share) throws JqBudgetError.
 */
export function ruleHolds(rule: string, data: Value, budget: JqBudget = new JqBudget()): boolean {
  if (rule.length > 4096) fail('rule longer than 4096 characters')
  const tokens = tokenize(rule)
  // The parser recurses once per bracket; a rule has no business nesting deeper than this.
  if (tokens.filter((t) => t === '(' || t === '[').length > 64) fail('rule nests more than 64 brackets')
  return truthy(new Parser(tokens).parse()(data, budget))
}
