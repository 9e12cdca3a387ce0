import path from 'node:path'
import { invalidInput } from '../../action/errors.js'
import { checkFlowTemplate, TEMPLATE_SCHEMA } from '../../evidence/flow-template.js'
import { PART_MAX_BYTES } from '../../clients/service/catalogue/shapes.js'
import type { FilePart } from '../../clients/service/endpoint.js'
import { loadValidation } from '../../clients/service/validate.js'
import { loadPrebuiltChecks } from '../../clients/service/prebuilt-checks.js'
import { readInputFile } from './input-files.js'

export const TEMPLATE_EXPECTED = 'a flow template: YAML with `version: 1` and a `trail` of expected attestations and artifacts'

/**
 * A flow template named by `input`, read within the part's limit and checked here, so a broken
 * one fails before anything is sent. Sent under its base name, as the reference client sends it.
 */
export async function readFlowTemplateFile(input: string, file: string): Promise<FilePart> {
  const content = readInputFile(input, file, PART_MAX_BYTES, TEMPLATE_EXPECTED)
  // The check compiled at build time when the bundle has it; else ajv compiles it now.
  if (!(await loadPrebuiltChecks('flow-template', { template: TEMPLATE_SCHEMA }))) await loadValidation()
  const checked = checkFlowTemplate(content.toString('utf8'), file)
  if ('problem' in checked) throw invalidInput(input, checked.problem, TEMPLATE_EXPECTED)
  return { filename: path.basename(file), content }
}
