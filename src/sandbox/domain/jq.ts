/**
 * The part of jq that custom attestation types' rules use: paths (`.a.b`, `.a[0]`, `.["k"]`),
 * literals and arrays (`[1, .a]`), comparisons, `and`/`or`/`not`, arithmetic, parentheses, pipes and a few functions
 * (`length`, `keys`, `type`, `not`, `has(k)`, `tostring`, `tonumber`, `ascii_downcase`,
 * `ascii_upcase`). A rule holds when its value is neither `false` nor `null`, as in jq. A rule
 * outside this subset is reported as such and does not hold.
 */

type Value = unknown
type Expr = (input: Value) => Value

export class JqError extends Error {}

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

/** jq's total order: null < booleans < numbers < strings < arrays < objects. */
function compare(a: Value, b: Value): number {
  const [ta, tb] = [typeOf(a), typeOf(b)]
  if (ta !== tb) return TYPE_ORDER.indexOf(ta) - TYPE_ORDER.indexOf(tb)
  if (ta === 'null') return 0
  if (ta === 'boolean' || ta === 'number') return Number(a) - Number(b)
  if (ta === 'string') return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
  return JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0
}

const truthy = (v: Value) => v !== false && v !== null && v !== undefined

function index(value: Value, key: Value): Value {
  if (value === null || value === undefined) return null
  if (typeof key === 'number' && Array.isArray(value)) return value[key < 0 ? value.length + key : key] ?? null
  if (typeof key === 'string' && typeof value === 'object' && !Array.isArray(value))
    return Object.hasOwn(value, key) ? (value as Record<string, Value>)[key] : null
  throw new JqError(`cannot index ${typeOf(value)} with ${typeOf(key)}`)
}

const FUNCTIONS: Record<string, (v: Value) => Value> = {
  length: (v) =>
    v === null
      ? 0
      : typeof v === 'string' || Array.isArray(v)
        ? v.length
        : typeof v === 'object'
          ? Object.keys(v).length
          : typeof v === 'number'
            ? Math.abs(v)
            : fail(`${typeOf(v)} has no length`),
  keys: (v) => (Array.isArray(v) ? v.map((_, i) => i) : typeof v === 'object' && v !== null ? Object.keys(v).sort() : fail(`${typeOf(v)} has no keys`)),
  type: typeOf,
  not: (v) => !truthy(v),
  tostring: (v) => (typeof v === 'string' ? v : JSON.stringify(v)),
  tonumber: (v) =>
    typeof v === 'number'
      ? v
      : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
        ? Number(v)
        : fail(`cannot parse '${String(v)}' as a number`),
  ascii_downcase: (v) => (typeof v === 'string' ? v.toLowerCase() : fail('ascii_downcase needs a string')),
  ascii_upcase: (v) => (typeof v === 'string' ? v.toUpperCase() : fail('ascii_upcase needs a string'))
}

function fail(message: string): never {
  throw new JqError(message)
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (op === '+') {
    if (a === null) return b
    if (b === null) return a
    if (typeof a === 'number' && typeof b === 'number') return a + b
    if (typeof a === 'string' && typeof b === 'string') return a + b
    if (Array.isArray(a) && Array.isArray(b)) return [...(a as Value[]), ...(b as Value[])]
  } else if (typeof a === 'number' && typeof b === 'number') {
    if (op === '-') return a - b
    if (op === '*') return a * b
    if (b === 0) fail('division by zero')
    return op === '/' ? a / b : a % b
  }
  return fail(`cannot apply ${op} to ${typeOf(a)} and ${typeOf(b)}`)
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
      left = apply(op, left, next())
    }
    return left
  }

  private pipe(): Expr {
    return this.binary(
      () => this.alternative(),
      ['|'],
      (_, a, b) => (v) => b(a(v))
    )
  }
  private alternative(): Expr {
    return this.binary(
      () => this.or(),
      ['//'],
      (_, a, b) => (v) => (truthy(a(v)) ? a(v) : b(v))
    )
  }
  private or(): Expr {
    return this.binary(
      () => this.and(),
      ['or'],
      (_, a, b) => (v) => truthy(a(v)) || truthy(b(v))
    )
  }
  private and(): Expr {
    return this.binary(
      () => this.comparison(),
      ['and'],
      (_, a, b) => (v) => truthy(a(v)) && truthy(b(v))
    )
  }
  private comparison(): Expr {
    const left = this.sum()
    const op = this.peek()
    if (!['==', '!=', '<', '<=', '>', '>='].includes(op)) return left
    this.take()
    const right = this.sum()
    return (v) => {
      const c = compare(left(v), right(v))
      return op === '==' ? c === 0 : op === '!=' ? c !== 0 : op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0
    }
  }
  private sum(): Expr {
    return this.binary(
      () => this.product(),
      ['+', '-'],
      (op, a, b) => (v) => arithmetic(op, a(v), b(v))
    )
  }
  private product(): Expr {
    return this.binary(
      () => this.postfix(),
      ['*', '/', '%'],
      (op, a, b) => (v) => arithmetic(op, a(v), b(v))
    )
  }

  private postfix(): Expr {
    let expr = this.primary()
    for (;;) {
      if (this.peek() === '[') {
        this.take('[')
        const key = this.pipe()
        this.take(']')
        const base = expr
        expr = (v) => index(base(v), key(v))
      } else if (this.peek() === '.' && /^[A-Za-z_"[]/.test(this.tokens[this.at + 1] ?? '')) {
        this.take('.')
        const base = expr
        const key = this.key()
        expr = (v) => index(base(v), key(v))
      } else return expr
    }
  }

  /** After a `.`: a name, a quoted name, or `[expr]`. */
  private key(): Expr {
    const token = this.take()
    if (token.startsWith('"')) return () => JSON.parse(token) as string
    if (token === '[') {
      const key = this.pipe()
      this.take(']')
      return key
    }
    if (/^[A-Za-z_]/.test(token)) return () => token
    return fail(`unexpected '${token}' after '.'`)
  }

  private primary(): Expr {
    const token = this.take()
    if (/^\d/.test(token)) return () => Number(token)
    if (token.startsWith('"')) return () => JSON.parse(token) as string
    if (token === 'true' || token === 'false' || token === 'null') return () => JSON.parse(token) as Value
    if (token === '-') {
      const operand = this.postfix()
      return (v) => arithmetic('-', 0, operand(v))
    }
    if (token === '[') {
      const items: Expr[] = []
      while (this.peek() !== ']') {
        if (items.length > 0) this.take(',')
        items.push(this.pipe())
      }
      this.take(']')
      return (v) => items.map((item) => item(v))
    }
    if (token === '(') {
      const inner = this.pipe()
      this.take(')')
      return inner
    }
    if (token === '.') {
      if (/^[A-Za-z_"[]/.test(this.peek() ?? '')) {
        const key = this.key()
        return (v) => index(v, key(v))
      }
      return (v) => v
    }
    if (token === 'has') {
      this.take('(')
      const key = this.pipe()
      this.take(')')
      return (v) => {
        const k = key(v)
        return Array.isArray(v)
          ? typeof k === 'number' && k >= 0 && k < v.length
          : typeof v === 'object' && v !== null && typeof k === 'string' && Object.hasOwn(v, k)
      }
    }
    if (Object.hasOwn(FUNCTIONS, token)) return FUNCTIONS[token]
    return fail(`'${token}' is not in the sandbox's jq subset`)
  }
}

/** Whether a rule holds for the data; a rule the subset cannot read throws JqError. */
export function ruleHolds(rule: string, data: Value): boolean {
  if (rule.length > 4096) fail('rule longer than 4096 characters')
  const tokens = tokenize(rule)
  // The parser recurses once per bracket; a rule has no business nesting deeper than this.
  if (tokens.filter((t) => t === '(' || t === '[').length > 64) fail('rule nests more than 64 brackets')
  return truthy(new Parser(tokens).parse()(data))
}
