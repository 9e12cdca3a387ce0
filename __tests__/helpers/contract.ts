import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseMultipart } from '../../src/sandbox/multipart.js'
import type { RecordedRequest } from './recorder.js'

type Doc = {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>
  components: Record<string, unknown>
}

const doc = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/openapi-v2-published.json', import.meta.url)), 'utf8')) as Doc
const templates = Object.keys(doc.paths).map((template) => ({
  template,
  names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
  re: new RegExp('^/api/v2' + template.replace(/\{[^}]+\}/g, '([^/]+)') + '$')
}))

/** Where the spec deliberately differs from the older published document (see shared/reference). */
const SPEC_WINS = new Set(['GET /artifacts/{org}/{flow_name}/{fingerprint}/latest_commit fingerprint'])

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let ajv: any
async function validator(schema: unknown) {
  if (!ajv) {
    const Ajv2020 = (await import('ajv/dist/2020.js')).default.default
    ajv = new Ajv2020({ strict: false, allErrors: true, logger: false })
    ajv.addSchema({ $id: 'openapi', components: doc.components })
  }
  return ajv.compile({ $ref: 'openapi#', ...rewriteRefs(schema) })
}

function rewriteRefs(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'))
}

function multipartFields(req: RecordedRequest): Record<string, string> {
  return Object.fromEntries(parseMultipart(Buffer.from(req.body), req.headers['content-type'] ?? '').map((p) => [p.name, p.content.toString('utf8')]))
}

/**
 * What the published OpenAPI document says is wrong with a recorded request: an unknown
 * path, a path parameter off its pattern, or a body off its schema. Empty when it conforms.
 */
export async function contractProblems(req: RecordedRequest): Promise<string[]> {
  const [pathname] = req.url.split('?')
  const match = templates.map((t) => ({ t, m: t.re.exec(pathname) })).find((x) => x.m && doc.paths[x.t.template][req.method.toLowerCase()])
  if (!match) return [`${req.method} ${pathname} is not in the published document`]
  const op = doc.paths[match.t.template][req.method.toLowerCase()]
  const problems: string[] = []
  for (const [i, name] of match.t.names.entries()) {
    const param = op.parameters?.find((p) => p.name === name && p.in === 'path')
    if (!param || SPEC_WINS.has(`${req.method} ${match.t.template} ${name}`)) continue
    const validate = await validator(param.schema)
    if (!validate(decodeURIComponent(match.m![i + 1]))) problems.push(`path parameter ${name}: ${ajv.errorsText(validate.errors)}`)
  }
  const content = op.requestBody?.content
  if (content?.['application/json']) {
    const validate = await validator(content['application/json'].schema)
    if (!validate(JSON.parse(req.body))) problems.push(`body: ${ajv.errorsText(validate.errors)}`)
  } else if (content?.['multipart/form-data']) {
    const fields = multipartFields(req)
    const validate = await validator({ $ref: '#/components/schemas/CustomAttestationTypePostInput' })
    if (!validate(JSON.parse(fields.data_json))) problems.push(`data_json: ${ajv.errorsText(validate.errors)}`)
  }
  return problems
}
