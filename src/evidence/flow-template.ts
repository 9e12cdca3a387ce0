import { parseDocument } from 'yaml'
import { published } from '../service/catalogue/shapes.js'
import { problemText, schemaProblems } from '../service/validate.js'

export interface TemplateAttestation {
  name: string
  type: string
}

/** A flow template: what a trail is expected to hold before it is compliant. */
export interface FlowTemplate {
  version?: 1
  trail: { attestations?: TemplateAttestation[]; artifacts?: { name: string; attestations?: TemplateAttestation[] }[] }
}

/**
 * A flow template's YAML, checked as the service will check it: its syntax, then its shape
 * (the published document's `Template`). Returns the problem in words, or the template.
 */
export async function checkFlowTemplate(text: string): Promise<{ template?: FlowTemplate; problem?: string }> {
  const doc = parseDocument(text, { prettyErrors: false })
  if (doc.errors.length > 0) return { problem: `is not valid YAML (${doc.errors[0].message.split('\n')[0]})` }
  const value = doc.toJS({ maxAliasCount: 100 }) as unknown
  const problems = await schemaProblems(published('Template'), value, '(template)')
  if (problems.length > 0) return { problem: `is not a flow template: ${problemText(problems)}` }
  return { template: value as FlowTemplate }
}
