import type { AnyEndpoint, BodyOf, FilePart, JsonSchema, ParamsOf, QueryOf, QueryValue, ResponseOf } from '../clients/service/endpoint.js'
import type { Problem } from '../clients/service/validate.js'
import { requestProblemsNow } from '../clients/service/validate.js'
import type { Database } from './db/database.js'
import { HttpError } from './http-error.js'
import { parseRequestJson, utf8 } from './json.js'
import { parseMultipart } from './multipart.js'
import { clip as clipText } from '../util/text.js'

/** Bodies up to this size are checked for every problem (the answer names up to 20); larger ones stop at the first. */
export const FULL_CHECK_MAX_BYTES = 64 * 1024

/** A request the router has matched to its catalogue entry and checked against it. */
export interface Call<E extends AnyEndpoint> {
  params: ParamsOf<E>
  query: Partial<QueryOf<E>>
  body: BodyOf<E>
}

export interface Reply<E extends AnyEndpoint> {
  status: number
  body: ResponseOf<E>
}

/**
 * Synchronous on purpose: a handler runs inside its request's transaction, and nothing else
 * can run until it returns, so no request ever sees another half done.
 */
export type Handler<E extends AnyEndpoint> = (call: Call<E>) => Reply<E>

/** What arrived, before routing. */
export interface Incoming {
  method: string
  /** The path below `/api/v2`. */
  path: string
  query: URLSearchParams
  contentType: string
  body: Buffer
}

/** A catalogue entry with the handler that serves it: each domain module lists its own. */
export interface Route {
  endpoint: AnyEndpoint
  handler: Handler<AnyEndpoint>
}

export function route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): Route {
  return { endpoint, handler: handler as Handler<AnyEndpoint> }
}

interface Served extends Route {
  segments: string[]
  literals: number
}

/**
 * The service's own error body for a refused request: one line naming the first problem, and
 * every problem by place. Several at one place (two missing properties, both branches of
 * `boolean | null`) are all kept there, the first one first, as the line names it.
 */
function invalid(problems: Problem[]): HttpError {
  const errors: Record<string, string> = Object.create(null) as Record<string, string>
  for (const p of problems) errors[p.where] = p.where in errors ? `${errors[p.where]}; ${p.message}` : p.message
  return new HttpError(400, `Invalid request: ${problems[0].where} ${problems[0].message}`, errors)
}

/**
 * Routes requests by the endpoint catalogue: the path template, its parameters' patterns, the
 * query and the body are all checked by the same entry the action checks before sending, so
 * the sandbox accepts exactly what the catalogue says the service accepts. Every request that
 * is not a GET runs in one transaction of the database.
 */
export class Router {
  private readonly routes: Served[] = []

  constructor(private readonly db: Database) {}

  handle(routes: Route[]): this {
    for (const { endpoint, handler } of routes) {
      const segments = endpoint.path.split('/').slice(1)
      this.routes.push({ endpoint, segments, literals: segments.filter((s) => !s.startsWith('{')).length, handler })
    }
    return this
  }

  /** The entries served, for the contract test to walk. */
  get endpoints(): AnyEndpoint[] {
    return this.routes.map((r) => r.endpoint)
  }

  dispatch(incoming: Incoming): { status: number; body: unknown } {
    const parts = incoming.path.split('/').slice(1)
    const matching = this.routes
      .map((route) => ({ route, raw: match(route.segments, parts) }))
      .filter((m): m is { route: Served; raw: string[] } => m.raw !== undefined)
    if (matching.length === 0) throw new HttpError(404, `No such path: /api/v2${clip(incoming.path)}`)
    // HEAD is a GET whose body is not sent.
    const method = incoming.method === 'HEAD' ? 'GET' : incoming.method
    const forMethod = matching.filter((m) => m.route.endpoint.method === method).sort((a, b) => b.route.literals - a.route.literals)
    if (forMethod.length === 0) {
      const methods: string[] = [...new Set(matching.map((m) => m.route.endpoint.method))]
      if (methods.includes('GET')) methods.push('HEAD')
      throw new HttpError(
        405,
        `${clip(incoming.method)} is not allowed on /api/v2${clip(incoming.path)}; allowed: ${methods.join(', ')}`,
        {},
        { allow: methods.join(', ') }
      )
    }
    const { route, raw } = forMethod[0]
    const params = decodeParams(route.segments, raw)
    const query = readQuery(route.endpoint, incoming.query)
    const body = readBody(route.endpoint, incoming)
    // A large body is refused at its first problem: an invalid body of megabytes costs no more
    // to refuse than a valid one costs to take.
    const problems = requestProblemsNow(route.endpoint, params, query, body, { all: incoming.body.length <= FULL_CHECK_MAX_BYTES, unknownQuery: 'ignore' })
    if (problems.length > 0) throw invalid(problems)
    const call = { params, query, body: body instanceof Map ? partsObject(body as Map<string, unknown>) : body } as Call<AnyEndpoint>
    return route.endpoint.method === 'GET' ? route.handler(call) : this.db.transaction(() => route.handler(call))
  }
}

const clip = (text: string) => clipText(text, 200)

/** The raw values of the template's parameters, in order; undefined when the path does not fit. */
function match(template: string[], parts: string[]): string[] | undefined {
  if (template.length !== parts.length) return undefined
  const raw: string[] = []
  for (let i = 0; i < template.length; i++) {
    if (template[i].startsWith('{')) {
      if (parts[i] === '') return undefined
      raw.push(parts[i])
    } else if (template[i] !== parts[i]) return undefined
  }
  return raw
}

function decodeParams(template: string[], raw: string[]): Record<string, string> {
  const names = template.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1))
  const params = Object.create(null) as Record<string, string>
  try {
    names.forEach((name, i) => (params[name] = decodeURIComponent(raw[i])))
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the path')
  }
  return params
}

/** Query values typed as the entry declares them; unknown names are ignored, as the service does. */
function readQuery(endpoint: AnyEndpoint, search: URLSearchParams): Record<string, QueryValue | undefined> {
  const query = Object.create(null) as Record<string, QueryValue | undefined>
  for (const [name, rule] of Object.entries(endpoint.query as Record<string, { schema: JsonSchema }>)) {
    const values = search.getAll(name)
    if (values.length === 0) continue
    const type = rule.schema.type
    if (type === 'array') query[name] = values
    else if (type === 'integer') query[name] = /^[+-]?\d{1,15}$/.test(values[0]) ? Number(values[0]) : values[0]
    else if (type === 'boolean') query[name] = /^(true|1|yes|on)$/i.test(values[0]) ? true : /^(false|0|no|off)$/i.test(values[0]) ? false : values[0]
    else query[name] = values[0]
  }
  return query
}

/** A JSON body, or the declared parts of a multipart one (others are ignored, as the service does). */
function readBody(endpoint: AnyEndpoint, incoming: Incoming): unknown {
  const rule = endpoint.body
  if (!rule) return undefined
  if (rule.type === 'json') {
    if (!/^application\/json\b/i.test(incoming.contentType))
      throw new HttpError(415, `Expected Content-Type application/json, got ${clip(incoming.contentType) || 'none'}`)
    // JSON is UTF-8 (RFC 8259); text in another encoding would be read as something it is not.
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(incoming.contentType)?.[1]
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new HttpError(415, `Expected JSON in UTF-8, got charset ${clip(charset) || 'none'}`)
    return parseRequestJson(utf8(incoming.body, '(body)'), '(body)')
  }
  if (!/^multipart\/form-data\b/i.test(incoming.contentType))
    throw new HttpError(415, `Expected multipart/form-data, got ${clip(incoming.contentType) || 'none'}`)
  const body = new Map<string, unknown>()
  for (const part of parseMultipart(incoming.body, incoming.contentType)) {
    const partRule = Object.hasOwn(rule.parts, part.name) ? rule.parts[part.name] : undefined
    if (!partRule || body.has(part.name)) continue
    if (part.content.length > partRule.maxBytes)
      throw new HttpError(413, `Part '${part.name}' is ${part.content.length} bytes; the limit for it is ${partRule.maxBytes}`)
    if (partRule.kind === 'json') body.set(part.name, parseRequestJson(utf8(part.content, `part ${part.name}`), `part ${part.name}`))
    else body.set(part.name, { filename: part.filename ?? part.name, content: part.content } satisfies FilePart)
  }
  return body
}

function partsObject(parts: Map<string, unknown>): Record<string, unknown> {
  const body = Object.create(null) as Record<string, unknown>
  for (const [name, value] of parts) body[name] = value
  return body
}
