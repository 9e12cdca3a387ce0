import type { AnyEndpoint, BodyOf, FilePart, JsonSchema, ParamsOf, QueryOf, QueryValue, ResponseOf } from '../service/endpoint.js'
import { requestProblems, type Problem } from '../service/validate.js'
import { HttpError } from './http-error.js'
import { parseMultipart } from './multipart.js'

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

export type Handler<E extends AnyEndpoint> = (call: Call<E>) => Promise<Reply<E>> | Reply<E>

/** What arrived, before routing. */
export interface Incoming {
  method: string
  /** The path below `/api/v2`. */
  path: string
  query: URLSearchParams
  contentType: string
  body: Buffer
}

interface Route {
  endpoint: AnyEndpoint
  segments: string[]
  literals: number
  handler: Handler<AnyEndpoint>
}

/** The service's own error body for a refused request: one line, and each problem by place. */
function invalid(problems: Problem[]): HttpError {
  return new HttpError(400, `Invalid request: ${problems[0].where} ${problems[0].message}`, Object.fromEntries(problems.map((p) => [p.where, p.message])))
}

/**
 * Routes requests by the endpoint catalogue: the path template, its parameters' patterns, the
 * query and the body are all checked by the same entry the action checks before sending, so
 * the sandbox accepts exactly what the catalogue says the service accepts.
 */
export class Router {
  private readonly routes: Route[] = []

  handle<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): this {
    const segments = endpoint.path.split('/').slice(1)
    this.routes.push({ endpoint, segments, literals: segments.filter((s) => !s.startsWith('{')).length, handler: handler as unknown as Handler<AnyEndpoint> })
    return this
  }

  /** The entries served, for the contract test to walk. */
  get endpoints(): AnyEndpoint[] {
    return this.routes.map((r) => r.endpoint)
  }

  async dispatch(incoming: Incoming): Promise<{ status: number; body: unknown }> {
    const parts = incoming.path.split('/').slice(1)
    const matching = this.routes
      .map((route) => ({ route, raw: match(route.segments, parts) }))
      .filter((m): m is { route: Route; raw: Record<string, string> } => m.raw !== undefined)
    if (matching.length === 0) throw new HttpError(404, `No such path: /api/v2${incoming.path}`)
    const forMethod = matching.filter((m) => m.route.endpoint.method === incoming.method).sort((a, b) => b.route.literals - a.route.literals)
    if (forMethod.length === 0) {
      throw new HttpError(405, `${incoming.method} is not allowed on /api/v2${incoming.path}; allowed: ${[...new Set(matching.map((m) => m.route.endpoint.method))].join(', ')}`)
    }
    const { route, raw } = forMethod[0]
    const params = decodeParams(raw)
    const query = readQuery(route.endpoint, incoming.query)
    const body = readBody(route.endpoint, incoming)
    const problems = await requestProblems(route.endpoint, params, query, body)
    if (problems.length > 0) throw invalid(problems)
    return route.handler({ params, query, body } as Call<AnyEndpoint>)
  }
}

function match(template: string[], parts: string[]): Record<string, string> | undefined {
  if (template.length !== parts.length) return undefined
  const raw: Record<string, string> = {}
  for (let i = 0; i < template.length; i++) {
    const segment = template[i]
    if (segment.startsWith('{')) {
      if (parts[i] === '') return undefined
      raw[segment.slice(1, -1)] = parts[i]
    } else if (segment !== parts[i]) return undefined
  }
  return raw
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeURIComponent(value)]))
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the path')
  }
}

/** Query values typed as the entry declares them; unknown names are ignored, as the service does. */
function readQuery(endpoint: AnyEndpoint, search: URLSearchParams): Record<string, QueryValue | undefined> {
  const query: Record<string, QueryValue | undefined> = {}
  for (const [name, rule] of Object.entries(endpoint.query as Record<string, { schema: JsonSchema }>)) {
    const values = search.getAll(name)
    if (values.length === 0) continue
    const type = rule.schema.type
    if (type === 'array') query[name] = values
    else if (type === 'integer') query[name] = /^[+-]?\d+$/.test(values[0]) ? Number(values[0]) : (values[0] as unknown as number)
    else if (type === 'boolean') query[name] = /^(true|1|yes|on)$/i.test(values[0]) ? true : /^(false|0|no|off)$/i.test(values[0]) ? false : (values[0] as unknown as boolean)
    else query[name] = values[0]
  }
  return query
}

function readBody(endpoint: AnyEndpoint, incoming: Incoming): unknown {
  const rule = endpoint.body
  if (!rule) return undefined
  if (rule.type === 'json') {
    if (!/^application\/json\b/i.test(incoming.contentType)) throw new HttpError(415, `Expected Content-Type application/json, got ${incoming.contentType || 'none'}`)
    try {
      return JSON.parse(incoming.body.toString('utf8'))
    } catch (err) {
      throw new HttpError(400, `Malformed JSON: ${(err as Error).message}`)
    }
  }
  if (!/^multipart\/form-data\b/i.test(incoming.contentType)) throw new HttpError(415, `Expected multipart/form-data, got ${incoming.contentType || 'none'}`)
  const body: Record<string, unknown> = {}
  for (const part of parseMultipart(incoming.body, incoming.contentType)) {
    const rule = endpoint.body?.type === 'multipart' ? endpoint.body.parts[part.name] : undefined
    if (rule && part.content.length > rule.maxBytes) {
      throw new HttpError(413, `Part '${part.name}' is ${part.content.length} bytes; the limit for it is ${rule.maxBytes}`)
    }
    if (rule?.kind === 'json') {
      try {
        body[part.name] = JSON.parse(part.content.toString('utf8'))
      } catch (err) {
        throw new HttpError(400, `Part '${part.name}' is not JSON: ${(err as Error).message}`, { [part.name]: 'JSON text' })
      }
    } else {
      body[part.name] = { filename: part.filename ?? part.name, content: part.content } satisfies FilePart
    }
  }
  return body
}
