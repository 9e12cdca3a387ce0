import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AnyEndpoint, JsonSchema } from '../../src/clients/service/endpoint.js'
import { parseMultipart } from '../../src/sandbox/multipart.js'
import { patchComponents } from '../../src/clients/service/catalogue/patches.js'
import type { RecordedRequest } from './recorder.js'

interface DocOperation {
  parameters?: { name: string; in: string; schema: unknown }[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

type Doc = { paths: Record<string, Record<string, DocOperation>>; components: Record<string, unknown> }

/** The service's published OpenAPI document, as the project keeps a copy of it. */
export const DOC = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/openapi-v2-published.json', import.meta.url)), 'utf8')) as Doc

/** The spec's error body, for statuses the document gives no schema (405, 413, 415...). */
const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, errors: { anyOf: [{ type: 'object' }, { type: 'null' }] } }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let ajv: any
async function validator(schema: unknown): Promise<((value: unknown) => boolean) & { errors?: unknown[] }> {
  if (!ajv) {
    const Ajv2020 = (await import('ajv/dist/2020.js')).default.default
    ajv = new Ajv2020({ strict: false, allErrors: true, logger: false })
    ajv.addSchema({ $id: 'openapi', components: DOC.components })
    // The catalogue's own schemas refer to the components, as the catalogue patches them, under this id.
    const components = DOC.components as { schemas: Record<string, JsonSchema> }
    ajv.addSchema({ $id: 'published', components: { ...components, schemas: patchComponents(components.schemas) } })
  }
  return ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/')))
}

async function check(schema: unknown, value: unknown, where: string): Promise<string[]> {
  const validate = await validator(schema)
  return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`]
}

export function docOperation(endpoint: AnyEndpoint): DocOperation | undefined {
  return DOC.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
}

/** Which entry of the catalogue a request went to, by method and path template. */
export function endpointOf(
  catalogue: readonly AnyEndpoint[],
  method: string,
  url: string
): { endpoint: AnyEndpoint; params: Record<string, string> } | undefined {
  const parts = url
    .split('?')[0]
    .replace(/^\/api\/v2/, '')
    .split('/')
  const candidates = catalogue.flatMap((endpoint) => {
    if (endpoint.method !== method) return []
    const template = endpoint.path.split('/')
    if (template.length !== parts.length) return []
    const params: Record<string, string> = {}
    for (const [i, segment] of template.entries()) {
      if (segment.startsWith('{')) params[segment.slice(1, -1)] = decodeURIComponent(parts[i])
      else if (segment !== parts[i]) return []
    }
    return [{ endpoint, params, literals: template.filter((s) => !s.startsWith('{')).length }]
  })
  return candidates.sort((a, b) => b.literals - a.literals)[0]
}

/**
 * What the published document says is wrong with a request the action sent to `endpoint`: a
 * path parameter off its pattern, or a body off its schema. Where the spec deliberately
 * differs (the entry's `deviation`), or the document lacks the endpoint, the spec's rule as
 * the catalogue writes it is the one applied.
 */
export async function requestProblems(endpoint: AnyEndpoint, req: RecordedRequest, params: Record<string, string>): Promise<string[]> {
  const op = docOperation(endpoint)
  const problems: string[] = []
  for (const [name, value] of Object.entries(params)) {
    const declared = op?.parameters?.find((p) => p.name === name && p.in === 'path')
    const schema =
      endpoint.deviation || !declared ? { type: 'string', pattern: (endpoint.params as Record<string, { re: RegExp }>)[name].re.source } : declared.schema
    problems.push(...(await check(schema, value, `path parameter ${name}`)))
  }
  const bodyRule = endpoint.body
  if (!bodyRule) return problems
  const against = async (schema: unknown, rule: unknown, value: unknown, where: string) => {
    const byDocument = schema ? await check(schema, value, where) : []
    // An entry that deviates from the document on purpose may meet the catalogue's rule instead.
    if (byDocument.length > 0 && endpoint.deviation && (await check(rule, value, where)).length === 0) return []
    return schema ? byDocument : check(rule, value, where)
  }
  if (bodyRule.type === 'json') {
    problems.push(...(await against(op?.requestBody?.content['application/json']?.schema, bodyRule.schema, JSON.parse(req.body), 'body')))
    return problems
  }
  const docParts = (op?.requestBody?.content['multipart/form-data']?.schema as { $ref?: string } | undefined)?.$ref
  const partsSchema = docParts
    ? (DOC.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas[docParts.split('/').pop()!]
    : undefined
  for (const part of parseMultipart(req.raw, req.headers['content-type'] ?? '')) {
    const rule = bodyRule.parts[part.name]
    if (!rule) problems.push(`part ${part.name} is not one the endpoint takes`)
    else if (rule.kind === 'json')
      problems.push(...(await against(partsSchema?.properties[part.name], rule.schema, JSON.parse(part.content.toString('utf8')), `part ${part.name}`)))
  }
  return problems
}

/** What the document (or, where it lacks the endpoint, the catalogue) says is wrong with an answer. */
export async function responseProblems(endpoint: AnyEndpoint, status: number, body: unknown): Promise<string[]> {
  const op = docOperation(endpoint)
  const declared = op?.responses[String(status)]?.content?.['application/json']?.schema
  if (status >= 400) return check(declared ?? ERROR_BODY, body, `HTTP ${status} body`)
  // An entry that deviates from the document on purpose may meet the catalogue's rule instead.
  if (op && declared && endpoint.deviation && endpoint.responses[status as 200 | 201] && (await check(declared, body, '')).length > 0) {
    return check(endpoint.responses[status as 200 | 201], body, `HTTP ${status} body`)
  }
  const schema = op ? declared : endpoint.responses[status as 200 | 201]
  if (op && !(String(status) in op.responses) && !(status === 200 && '201' in op.responses) && !(status === 201 && '200' in op.responses)) {
    return [`HTTP ${status} is not an answer the document lists (${Object.keys(op.responses).join(', ')})`]
  }
  return schema ? check(schema, body, `HTTP ${status} body`) : []
}
