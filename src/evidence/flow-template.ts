import { parse } from 'yaml'
import { jsonDepth, MAX_JSON_DEPTH } from '../util/json-depth.js'
import { published } from '../clients/service/catalogue/shapes.js'
import { schemaProblemsNow } from '../clients/service/validate.js'

export interface TemplateAttestation {
  name: string
  type: string
}

/** A flow template, as the document's `Template` has it: what a trail and its artifacts expect. */
export interface FlowTemplate {
  version: 1
  trail: { attestations: TemplateAttestation[]; artifacts: { name: string; attestations?: TemplateAttestation[] }[] }
}

export type TemplateCheck = { template: FlowTemplate } | { problem: string; errors: Record<string, string> }

/** The document's `Template`; the build compiles its check (scripts/compile-checks.ts). */
export const TEMPLATE_SCHEMA = published('Template')

/**
 * A flow template's YAML, checked as the service checks it: bounded in nesting and aliases,
 * then against the document's `Template`. `version: 1` alone is the empty template the
 * reference client sends; its `trail` defaults to none. The action checks a `template-file`
 * with it before anything is sent, and the sandbox every template it is given. Needs
 * `loadValidation` to have finished, or the build's check of the template to be loaded.
 */
export function checkFlowTemplate(text: string, where: string): TemplateCheck {
  const refuse = (problem: string, detail: string): TemplateCheck => ({ problem: `${where} ${problem}`, errors: { [where]: detail } })
  // Flow-style brackets are counted before parsing; indentation nests only as deep as lines are long.
  if (jsonDepth(text) > MAX_JSON_DEPTH) return refuse(`nests deeper than ${MAX_JSON_DEPTH} levels`, 'too deep')
  let value: unknown
  try {
    value = parse(text, { maxAliasCount: 50, prettyErrors: false, uniqueKeys: true }) ?? {}
  } catch (err) {
    return refuse(`is not valid YAML: ${(err as Error).message.split('\n')[0].slice(0, 200)}`, 'YAML')
  }
  if (jsonDepth(JSON.stringify(value) ?? '') > MAX_JSON_DEPTH) return refuse(`nests deeper than ${MAX_JSON_DEPTH} levels`, 'too deep')
  if (value && typeof value === 'object' && !Array.isArray(value) && !Object.hasOwn(value, 'trail')) value = { ...value, trail: {} }
  const problems = schemaProblemsNow(TEMPLATE_SCHEMA, value, where)
  if (problems.length > 0) {
    const errors = Object.create(null) as Record<string, string>
    for (const p of problems) errors[p.where] = p.message
    return { problem: `${where} is not a flow template: ${problems[0].where} ${problems[0].message}`, errors }
  }
  const template = value as { trail: Partial<FlowTemplate['trail']> }
  return { template: { version: 1, trail: { attestations: template.trail.attestations ?? [], artifacts: template.trail.artifacts ?? [] } } }
}
