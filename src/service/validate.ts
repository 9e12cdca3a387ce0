import type { AnyEndpoint, FilePart, JsonSchema, QueryValue } from './endpoint.js'
import { paramProblem } from './endpoint.js'
import { patchComponents } from './catalogue/patches.js'

/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
export const MAX_REPORTED_PROBLEMS = 20

type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null }
interface AjvError {
  instancePath: string
  message?: string
  keyword: string
  params?: Record<string, unknown>
}

let ajv: Promise<{ compile(schema: JsonSchema): Validate }> | undefined
const compiled = new WeakMap<JsonSchema, Validate>()

/**
 * One validator for the whole catalogue, holding the published document's components so a
 * `$ref` to `published#/...` resolves. Ajv and the components load on the first check only:
 * a run that sends nothing never pays for them.
 */
function validator(): Promise<{ compile(schema: JsonSchema): Validate }> {
  ajv ??= (async () => {
    const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
      import('ajv/dist/2020.js'),
      import('./catalogue/published-components.json', { with: { type: 'json' } })
    ])
    const instance = new Ajv2020.default({ allErrors: true, strict: false, logger: false, validateFormats: false })
    instance.addSchema({ $id: 'published', components: { schemas: patchComponents(components as Record<string, JsonSchema>) } })
    return instance as unknown as { compile(schema: JsonSchema): Validate }
  })()
  return ajv
}

async function compile(schema: JsonSchema): Promise<Validate> {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = (await validator()).compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** Where a request is wrong (`(body)/artifacts/0`, `path parameter org`), and how. */
export interface Problem {
  where: string
  message: string
}

export function problemText(problems: Problem[]): string {
  return problems.map((p) => `${p.where} ${p.message}`).join('; ')
}

/** One problem per Ajv error, without the noise `anyOf` adds. */
function describe(errors: AjvError[], prefix: string): Problem[] {
  const seen = new Map<string, Problem>()
  for (const e of errors) {
    // `anyOf` repeats its branches' complaints; the branches already said what matters.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue
    let message = e.message ?? 'is invalid'
    if (e.keyword === 'additionalProperties' && e.params?.additionalProperty) message = `has unknown property \`${String(e.params.additionalProperty)}\``
    if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    const where = `${prefix}${e.instancePath || ''}`
    seen.set(`${where} ${message}`, { where, message })
  }
  return [...seen.values()]
}

/** Problems of a value against a schema, one line each; empty when it conforms. */
export async function schemaProblems(schema: JsonSchema, value: unknown, prefix = '(body)'): Promise<Problem[]> {
  const validate = await compile(schema)
  if (validate(value)) return []
  return describe(validate.errors ?? [], prefix).slice(0, MAX_REPORTED_PROBLEMS)
}

export function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && 'filename' in value && 'content' in value
}

/** What the catalogue says is wrong with a request; empty when the service would take it. */
export async function requestProblems(
  endpoint: AnyEndpoint,
  params: Record<string, string | undefined>,
  query: Record<string, QueryValue | undefined>,
  body: unknown
): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const name of Object.keys(endpoint.params)) {
    const problem = paramProblem(endpoint, name, params[name])
    if (problem) problems.push({ where: `path parameter ${name}`, message: problem })
  }
  for (const [name, value] of Object.entries(query)) {
    const rule = (endpoint.query as Record<string, { schema: JsonSchema } | undefined>)[name]
    if (value === undefined) continue
    if (!rule) problems.push({ where: `query parameter ${name}`, message: 'is not one the endpoint takes' })
    else problems.push(...(await schemaProblems(rule.schema, value, `query parameter ${name}`)))
  }
  problems.push(...(await bodyProblems(endpoint, body)))
  return problems.slice(0, MAX_REPORTED_PROBLEMS)
}

async function bodyProblems(endpoint: AnyEndpoint, body: unknown): Promise<Problem[]> {
  const rule = endpoint.body
  const whole = (message: string): Problem[] => [{ where: '(body)', message }]
  if (!rule) return body === undefined ? [] : whole('is not taken by this endpoint')
  if (body === undefined) return whole('is required')
  if (rule.type === 'json') return schemaProblems(rule.schema, body)
  if (typeof body !== 'object' || body === null) return whole('must be multipart form data')
  const parts = body as Record<string, unknown>
  const problems: Problem[] = []
  for (const [name, part] of Object.entries(rule.parts)) {
    const value = parts[name]
    const where = `part ${name}`
    if (value === undefined || value === null) {
      if (part.required) problems.push({ where, message: 'is required' })
      continue
    }
    if (part.kind === 'json') {
      const size = Buffer.byteLength(JSON.stringify(value))
      if (size > part.maxBytes) problems.push({ where, message: `is ${size} bytes of JSON, over the limit of ${part.maxBytes} bytes` })
      else problems.push(...(await schemaProblems(part.schema, value, where)))
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
