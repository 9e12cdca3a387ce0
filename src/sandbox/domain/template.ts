import { parse } from 'yaml'
import { published } from '../../service/catalogue/shapes.js'
import { schemaProblems } from '../check.js'
import { badRequest } from '../http-error.js'
import { jsonDepth, MAX_JSON_DEPTH } from '../json.js'

export interface ExpectedAttestation {
  name: string
  type: string
}

/** A flow template as the document's `Template` has it: what a trail and its artifacts expect. */
export interface TemplateSpec {
  version: 1
  trail: { attestations?: ExpectedAttestation[]; artifacts?: { name: string; attestations?: ExpectedAttestation[] }[] }
}

/** What a flow gets without a template file, as the reference client's `--use-empty-template` sends it. */
export const EMPTY_TEMPLATE_YAML = 'version: 1\ntrail:\n  attestations: []\n  artifacts: []\n'
export const EMPTY_TEMPLATE: TemplateSpec = { version: 1, trail: { attestations: [], artifacts: [] } }

const TEMPLATE_SCHEMA = published('Template')

/** A template file's YAML, checked against the document's `Template`; 400 when it is not one. */
export function parseTemplate(text: string, where = 'template_file'): TemplateSpec {
  const tooDeep = () => badRequest(`${where} nests deeper than ${MAX_JSON_DEPTH} levels`, { [where]: 'too deep' })
  // Flow-style brackets are counted before parsing; indentation can only nest as deep as lines are long.
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw tooDeep()
  let value: unknown
  try {
    value = parse(text, { maxAliasCount: 50, prettyErrors: false, uniqueKeys: true }) ?? {}
  } catch (err) {
    throw badRequest(`${where} is not valid YAML: ${(err as Error).message.split('\n')[0].slice(0, 200)}`, { [where]: 'YAML' })
  }
  if (jsonDepth(JSON.stringify(value) ?? '') > MAX_JSON_DEPTH) throw tooDeep()
  // `version: 1` alone is the empty template the reference client sends; `trail` defaults to none.
  if (typeof value === 'object' && !Array.isArray(value) && !Object.hasOwn(value as object, 'trail')) value = { ...(value as object), trail: {} }
  const problems = schemaProblems(TEMPLATE_SCHEMA, value, where)
  if (problems.length > 0) {
    const errors = Object.create(null) as Record<string, string>
    for (const p of problems) errors[p.where] = p.message
    throw badRequest(`${where} is not a flow template: ${problems[0].where} ${problems[0].message}`, errors)
  }
  const template = value as TemplateSpec
  return { version: 1, trail: { attestations: template.trail.attestations ?? [], artifacts: template.trail.artifacts ?? [] } }
}

/** A stored template: its YAML when it has one; legacy flows (a list of names) expect nothing. */
export function templateOf(yaml: string | null | undefined): TemplateSpec {
  if (!yaml) return EMPTY_TEMPLATE
  try {
    return parseTemplate(yaml)
  } catch {
    return EMPTY_TEMPLATE
  }
}

/** The document's `Template` as an answer carries it: the rules, and the YAML they came from. */
export function templateView(yaml: string | null | undefined): Record<string, unknown> {
  const spec = templateOf(yaml)
  return { version: 1, trail: spec.trail, content: yaml ?? null }
}
