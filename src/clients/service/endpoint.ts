import type { Pattern } from './patterns.js'
import { clip } from '../../util/text.js'

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'

/** A JSON Schema (2020-12). `$ref`s to `published#/...` name the published document's components. */
export type JsonSchema = Record<string, unknown>

/** A file part of a multipart body: its bytes as they are, bounded before anything is sent. */
export interface FilePartRule {
  kind: 'file'
  required: boolean
  maxBytes: number
}

/** A part whose content is a JSON document, checked against its schema. */
export interface JsonPartRule {
  kind: 'json'
  required: boolean
  schema: JsonSchema
  /** The size of the JSON text, as sent. */
  maxBytes: number
}

export type BodyRule = { type: 'json'; schema: JsonSchema } | { type: 'multipart'; parts: Record<string, FilePartRule | JsonPartRule> }

/**
 * Whether another attempt is safe after a failure that may have reached the service:
 * `idempotent` requests may repeat on any transient failure; `when-unprocessed` only when the
 * service proved it did nothing (a refused connection, 429, 503).
 */
export type RetrySafety = 'idempotent' | 'when-unprocessed'

/**
 * Where an endpoint's shape comes from, for a reader deciding which source to trust:
 * `reference-client` for one neither the spec nor the published document has, taken from the
 * requests the service's reference client sends (its `deviation` says which).
 */
export type ShapeSource = 'spec' | 'published' | 'spec+published' | 'reference-client'

/** A query parameter: its schema, and whether an array is sent as the name repeated. */
export interface QueryRule {
  schema: JsonSchema
}

export type QueryValue = string | number | boolean | string[]

/** The file content of a multipart part, as the operation read it from disk. */
export interface FilePart {
  filename: string
  contentType?: string
  content: Buffer | string
}

/**
 * One endpoint of the service: everything the action needs to build and check a request, the
 * sandbox needs to route and answer it, and the contract test needs to hold both to the
 * published document. `P` names its path parameters, `Q` its query, `B` its body and `R` its
 * answer, so a call and a handler are typed by the entry they use.
 */
export interface Endpoint<P extends string = string, Q extends object = object, B = unknown, R = unknown> {
  /** A stable name: the catalogue's key, the spool file's record of what was sent. */
  readonly id: string
  readonly method: HttpMethod
  /** Below `{base_url}`, with `{name}` for each path parameter. */
  readonly path: string
  readonly params: { readonly [K in P]: Pattern }
  readonly query: { readonly [K in keyof Q]-?: QueryRule }
  readonly body?: BodyRule
  /** The answer's schema for each success status; the service answers 200 or 201. */
  readonly responses: Readonly<Partial<Record<200 | 201, JsonSchema>>>
  readonly retry: RetrySafety
  readonly source: ShapeSource
  /** Why this entry differs from the published document, where it does. */
  readonly deviation?: string
  /** Only for typing: never set. */
  readonly types?: { query: Q; body: B; response: R }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entry, whatever its types
export type AnyEndpoint = Endpoint<string, any, any, any>
export type ParamsOf<E> = E extends Endpoint<infer P, object, unknown, unknown> ? { [K in P]: string } : never
export type QueryOf<E> = E extends { types?: { query: infer Q } } ? Q : never
export type BodyOf<E> = E extends { types?: { body: infer B } } ? B : never
export type ResponseOf<E> = E extends { types?: { response: infer R } } ? R : never

export function defineEndpoint<P extends string, Q extends object = Record<never, never>, B = undefined, R = unknown>(
  endpoint: Endpoint<P, Q, B, R>
): Endpoint<P, Q, B, R> {
  return endpoint
}

/** The path parameter names of a template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
}

/** Why a path parameter value does not fit the endpoint, or `undefined` when it does. */
export function paramProblem(endpoint: AnyEndpoint, name: string, value: string | undefined): string | undefined {
  const pattern: Pattern | undefined = (endpoint.params as Record<string, Pattern>)[name]
  if (value === undefined || value === '') return 'is missing'
  if (pattern && !pattern.re.test(value)) return `\`${clip(value)}\` is not valid; expected ${pattern.expected}`
  return undefined
}

/** The path with every parameter encoded as one segment, so no name can change its shape. */
export function expandPath(endpoint: AnyEndpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]))
}

/** The query string, arrays as the name repeated (`policy_name=a&policy_name=b`). */
export function encodeQuery(query: Record<string, QueryValue | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}
