import Ajv2020Module from 'ajv/dist/2020.js'
import { patchComponents } from '../service/catalogue/patches.js'
import components from '../service/catalogue/published-components.json' with { type: 'json' }
import { paramProblem, type AnyEndpoint, type JsonSchema, type QueryValue } from '../service/endpoint.js'
import { isFilePart, MAX_REPORTED_PROBLEMS, type Problem } from '../service/validate.js'

type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null }
interface AjvError {
  instancePath: string
  message?: string
  keyword: string
  params?: Record<string, unknown>
}
interface Ajv {
  compile(schema: JsonSchema): Validate
}

/**
 * Bodies up to this size are checked for every problem (the answer names up to
 * MAX_REPORTED_PROBLEMS); larger ones stop at the first, so an invalid body of megabytes
 * costs no more to refuse than a valid one costs to take.
 */
export const FULL_CHECK_MAX_BYTES = 64 * 1024

const Ajv2020 = (Ajv2020Module as unknown as { default: new (options: object) => Ajv & { addSchema(schema: object): void } }).default
function instance(allErrors: boolean): { ajv: Ajv; compiled: WeakMap<JsonSchema, Validate> } {
  const ajv = new Ajv2020({ allErrors, strict: false, logger: false, validateFormats: false })
  // The document's components as the catalogue patches them (see patches.ts).
  ajv.addSchema({ $id: 'published', components: { schemas: patchComponents(components as Record<string, JsonSchema>) } })
  return { ajv, compiled: new WeakMap() }
}
let thorough: ReturnType<typeof instance> | undefined
let quick: ReturnType<typeof instance> | undefined

/** The catalogue's schemas, checked synchronously so a request's check and work never interleave with another's. */
export function schemaProblems(schema: JsonSchema, value: unknown, where: string, all = true): Problem[] {
  const engine = all ? (thorough ??= instance(true)) : (quick ??= instance(false))
  let validate = engine.compiled.get(schema)
  if (!validate) {
    validate = engine.ajv.compile(schema)
    engine.compiled.set(schema, validate)
  }
  if (validate(value)) return []
  return describe(validate.errors ?? [], where)
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text)

function describe(errors: AjvError[], prefix: string): Problem[] {
  const seen = new Map<string, Problem>()
  for (const e of errors) {
    // `anyOf` repeats its branches' complaints; the branches already said what matters.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue
    let message = e.message ?? 'is invalid'
    if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined) message = `has unknown property \`${clip(String(e.params.additionalProperty))}\``
    if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    const where = clip(`${prefix}${e.instancePath}`)
    seen.set(`${where} ${message}`, { where, message })
    if (seen.size >= MAX_REPORTED_PROBLEMS) break
  }
  return [...seen.values()]
}

/** What the catalogue says is wrong with a request; empty when the service would take it. */
export function requestProblems(endpoint: AnyEndpoint, params: Record<string, string>, query: Record<string, QueryValue | undefined>, body: unknown, bodyBytes: number): Problem[] {
  const problems: Problem[] = []
  for (const name of Object.keys(endpoint.params)) {
    const problem = paramProblem(endpoint, name, params[name])
    if (problem) problems.push({ where: `path parameter ${name}`, message: problem })
  }
  for (const [name, value] of Object.entries(query)) {
    const rule = (endpoint.query as Record<string, { schema: JsonSchema } | undefined>)[name]
    if (value !== undefined && rule) problems.push(...schemaProblems(rule.schema, value, `query parameter ${name}`))
  }
  const all = bodyBytes <= FULL_CHECK_MAX_BYTES
  const rule = endpoint.body
  if (rule?.type === 'json') problems.push(...schemaProblems(rule.schema, body, '(body)', all))
  else if (rule?.type === 'multipart') {
    const parts = body as Map<string, unknown>
    for (const [name, part] of Object.entries(rule.parts)) {
      const value = parts.get(name)
      if (value === undefined) {
        if (part.required) problems.push({ where: `part ${name}`, message: 'is required' })
      } else if (part.kind === 'json') problems.push(...schemaProblems(part.schema, value, `part ${name}`, all))
      else if (!isFilePart(value)) problems.push({ where: `part ${name}`, message: 'must be a file' })
    }
  }
  return problems.slice(0, MAX_REPORTED_PROBLEMS)
}
