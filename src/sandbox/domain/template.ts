import { checkFlowTemplate, type FlowTemplate, type TemplateAttestation } from '../../evidence/flow-template.js'
import { badRequest } from '../http-error.js'

export type ExpectedAttestation = TemplateAttestation
export type TemplateSpec = FlowTemplate

/** What a flow gets without a template file, as the reference client's `--use-empty-template` sends it. */
export const EMPTY_TEMPLATE_YAML = 'version: 1\ntrail:\n  attestations: []\n  artifacts: []\n'
export const EMPTY_TEMPLATE: TemplateSpec = { version: 1, trail: { attestations: [], artifacts: [] } }

/** A template file's YAML, checked as the action checks it before sending; 400 when it is not one. */
export function parseTemplate(text: string, where = 'template_file'): TemplateSpec {
  const checked = checkFlowTemplate(text, where)
  if ('problem' in checked) throw badRequest(checked.problem, checked.errors)
  return checked.template
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
