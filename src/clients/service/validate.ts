import type { AnyEndpoint, FilePart, JsonSchema, QueryValue } from './endpoint.js'
import { paramProblem } from './endpoint.js'
import { patchComponents } from './catalogue/patches.js'
import { clip } from '../../util/text.js'

/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
export const MAX_REPORTED_PROBLEMS = 20

export type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null }
interface AjvError {
  instancePath: string
  message?: string
  keyword: string
  params?: Record<string, unknown>
}
interface Engine {
  compile(schema: JsonSchema): Validate
  compiled: WeakMap<JsonSchema, Validate>
}

/** How every check is compiled: at run time here, and at build time by scripts/compile-checks.ts, alike. */
export const AJV_OPTIONS = { strict: false, logger: false, validateFormats: false } as const

/** The two ways of checking: every problem (to report them), or stop at the first (cheap refusals). */
let engines: { thorough: Engine; quick: Engine } | undefined
let loading: Promise<void> | undefined

/** Every-problem checks compiled by the build (./compiled-checks.ts loads them), by the schema they check. */
const prebuilt = new WeakMap<JsonSchema, Validate>()

export function usePrebuiltCheck(schema: JsonSchema, validate: Validate): void {
  prebuilt.set(schema, validate)
}

/** The published document's components as the catalogue patches them: what `published#/...` names. */
export function publishedSchema(components: Record<string, JsonSchema>): JsonSchema {
  return { $id: 'published', components: { schemas: patchComponents(components) } }
}

/**
 * Loads Ajv and the published document's components (as the catalogue patches them), so a
 * `$ref` to `published#/...` resolves. The action loads them on its first check only, and
 * only when the build did not compile its checks: a run that sends nothing never pays for
 * them; the sandbox loads them once, at start.
 */
export function loadValidation(): Promise<void> {
  loading ??= (async () => {
    const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
      import('ajv/dist/2020.js'),
      import('./catalogue/published-components.json', { with: { type: 'json' } })
    ])
    const engine = (allErrors: boolean): Engine => {
      const ajv = new Ajv2020.default({ ...AJV_OPTIONS, allErrors })
      ajv.addSchema(publishedSchema(components))
      return { compile: (schema) => ajv.compile(schema) as Validate, compiled: new WeakMap() }
    }
    engines = { thorough: engine(true), quick: engine(false) }
  })()
  return loading
}

/**
 * An endpoint's schemas by where they apply (`body`, `part.<name>`, `query.<name>`,
 * `response.<status>`): what the build compiles for it, under these names.
 */
export function endpointSchemas(endpoint: AnyEndpoint): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {}
  for (const [name, rule] of Object.entries(endpoint.query as Record<string, { schema: JsonSchema }>)) schemas[`query.${name}`] = rule.schema
  if (endpoint.body?.type === 'json') schemas.body = endpoint.body.schema
  if (endpoint.body?.type === 'multipart')
    for (const [name, part] of Object.entries(endpoint.body.parts)) if (part.kind === 'json') schemas[`part.${name}`] = part.schema
  for (const [status, schema] of Object.entries(endpoint.responses)) if (schema) schemas[`response.${status}`] = schema
  return schemas
}

/** Ajv is needed unless the build compiled every one of these schemas. */
function loadUnlessPrebuilt(schemas: JsonSchema[]): Promise<void> | undefined {
  return schemas.every((schema) => prebuilt.has(schema)) ? undefined : loadValidation()
}

/** Where a request is wrong (`(body)/artifacts/0`, `path parameter org`), and how. */
export interface Problem {
  where: string
  message: string
}

export function problemText(problems: Problem[]): string {
  return problems.map((p) => `${p.where} ${p.message}`).join('; ')
}

/** A name or path from the input, short enough for a message however long it was. */

/** One problem per Ajv error, without the noise `anyOf` adds, and at most MAX_REPORTED_PROBLEMS. */
function describe(errors: AjvError[], prefix: string): Problem[] {
  const seen = new Map<string, Problem>()
  for (const e of errors) {
    // `anyOf` repeats its branches' complaints; the branches already said what matters.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue
    let message = e.message ?? 'is invalid'
    if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined)
      message = `has unknown property \`${clip(typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : JSON.stringify(e.params.additionalProperty))}\``
    if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
      message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    const where = clip(`${prefix}${e.instancePath}`)
    seen.set(`${where} ${message}`, { where, message })
    if (seen.size >= MAX_REPORTED_PROBLEMS) break
  }
  return [...seen.values()]
}

/**
 * Problems of a value against a schema, one line each; empty when it conforms. Synchronous,
 * once `loadValidation` has finished or the build's check of that schema is loaded: a sandbox
 * request's check and work never interleave.
 */
export function schemaProblemsNow(schema: JsonSchema, value: unknown, prefix = '(body)', all = true): Problem[] {
  let validate = all ? prebuilt.get(schema) : undefined
  if (!validate) {
    if (!engines) throw new Error('schemaProblemsNow before loadValidation')
    const engine = all ? engines.thorough : engines.quick
    validate = engine.compiled.get(schema)
    if (!validate) {
      validate = engine.compile(schema)
      engine.compiled.set(schema, validate)
    }
  }
  return validate(value) ? [] : describe(validate.errors ?? [], prefix)
}

export async function schemaProblems(schema: JsonSchema, value: unknown, prefix = '(body)'): Promise<Problem[]> {
  await loadUnlessPrebuilt([schema])
  return schemaProblemsNow(schema, value, prefix)
}

export function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && 'filename' in value && 'content' in value
}

export interface CheckOptions {
  /** Every problem, or only the first (for a body too large to be worth listing them all). */
  all?: boolean
  /** The action refuses a query parameter the entry does not take; the service ignores one. */
  unknownQuery?: 'refuse' | 'ignore'
}

/** A multipart body's parts: the action's object, or the sandbox's map (where no name can be `__proto__`'s). */
type Parts = Map<string, unknown> | Record<string, unknown>
const partOf = (parts: Parts, name: string) => (parts instanceof Map ? parts.get(name) : Object.hasOwn(parts, name) ? parts[name] : undefined)

/** What the catalogue says is wrong with a request; empty when the service would take it. */
export function requestProblemsNow(
  endpoint: AnyEndpoint,
  params: Record<string, string | undefined>,
  query: Record<string, QueryValue | undefined>,
  body: unknown,
  options: CheckOptions = {}
): Problem[] {
  const { all = true, unknownQuery = 'refuse' } = options
  const problems: Problem[] = []
  for (const name of Object.keys(endpoint.params)) {
    const problem = paramProblem(endpoint, name, params[name])
    if (problem) problems.push({ where: `path parameter ${name}`, message: problem })
  }
  for (const [name, value] of Object.entries(query)) {
    const rule = (endpoint.query as Record<string, { schema: JsonSchema } | undefined>)[name]
    if (value === undefined) continue
    if (rule) problems.push(...schemaProblemsNow(rule.schema, value, `query parameter ${name}`, all))
    else if (unknownQuery === 'refuse') problems.push({ where: `query parameter ${name}`, message: 'is not one the endpoint takes' })
  }
  problems.push(...bodyProblems(endpoint, body, all))
  return problems.slice(0, MAX_REPORTED_PROBLEMS)
}

export async function requestProblems(
  endpoint: AnyEndpoint,
  params: Record<string, string | undefined>,
  query: Record<string, QueryValue | undefined>,
  body: unknown,
  options: CheckOptions = {}
): Promise<Problem[]> {
  if (options.all === false) await loadValidation()
  else await loadUnlessPrebuilt(Object.values(endpointSchemas(endpoint)))
  return requestProblemsNow(endpoint, params, query, body, options)
}

function bodyProblems(endpoint: AnyEndpoint, body: unknown, all: boolean): Problem[] {
  const rule = endpoint.body
  const whole = (message: string): Problem[] => [{ where: '(body)', message }]
  if (!rule) return body === undefined ? [] : whole('is not taken by this endpoint')
  if (body === undefined) return whole('is required')
  if (rule.type === 'json') return schemaProblemsNow(rule.schema, body, '(body)', all)
  if (typeof body !== 'object' || body === null) return whole('must be multipart form data')
  const problems: Problem[] = []
  for (const [name, part] of Object.entries(rule.parts)) {
    const value = partOf(body as Parts, name)
    const where = `part ${name}`
    if (value === undefined || value === null) {
      if (part.required) problems.push({ where, message: 'is required' })
      continue
    }
    if (part.kind === 'json') {
      const size = Buffer.byteLength(JSON.stringify(value))
      if (size > part.maxBytes) problems.push({ where, message: `is ${size} bytes of JSON, over the limit of ${part.maxBytes} bytes` })
      else problems.push(...schemaProblemsNow(part.schema, value, where, all))
      continue
    }
    if (!isFilePart(value)) {
      problems.push({ where, message: 'must be a file' })
      continue
    }
    const size = typeof value.content === 'string' ? Buffer.byteLength(value.content) : value.content.length
    if (size > part.maxBytes) problems.push({ where, message: `is ${size} bytes, over the limit of ${part.maxBytes} bytes` })
  }
  return problems
}

/** What is off in an answer, against the schema the catalogue has for its status. */
export async function responseProblems(endpoint: AnyEndpoint, status: number, data: unknown): Promise<Problem[]> {
  const schema = endpoint.responses[status as 200 | 201]
  if (!schema) return []
  return schemaProblems(schema, data, '(answer)')
}
