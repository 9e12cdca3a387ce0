import { createFlowWithTemplate, type FlowWithTemplate } from '../clients/service/catalogue/flows.js'
import type { FilePart } from '../clients/service/endpoint.js'
import { FLOW_VISIBILITIES } from '../clients/service/patterns.js'
import { ATTESTATION_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'
import { readFlowTemplateFile } from './readers/flow-template-file.js'

interface Settings {
  data: FlowWithTemplate['data_json']
  templatePath?: string
  template: FilePart
}

/**
 * What `kosli create flow --use-empty-template` uploads: a file it writes for the purpose,
 * `version: 1` with no newline, which the service reads as a trail that expects nothing.
 */
const EMPTY_TEMPLATE: FilePart = { filename: 'template.yml', content: 'version: 1' }

/** Creates or updates a flow from a template file, as `kosli create flow` does. */
export default serviceOperation({
  name: 'create-flow',
  title: 'Flow',
  description: 'Create a flow, or update the one of that name, with the template its trails are held to (as `kosli create flow`)',
  inputs: {
    flow: ATTESTATION_INPUTS.flow,
    description: { kind: 'string', description: 'Description of the flow' },
    'template-file': {
      kind: 'path',
      description: 'A flow template YAML: the attestations and artifacts each trail must hold to be compliant (default: the empty template, `version: 1`)'
    },
    visibility: { kind: 'string', values: FLOW_VISIBILITIES, description: "private or public (default: the service's, private for a new flow)" }
  },
  outputs: { flow: "The flow's name", html_url: 'The flow in the app' },
  endpoint: createFlowWithTemplate,
  read: async (inputs): Promise<Settings> => {
    const file = inputs.path('template-file')
    const visibility = inputs.choice('visibility')
    return {
      // In the reference client's order; `description` always, empty when not given, as it sends it.
      data: { name: inputs.required('flow'), description: inputs.string('description') ?? '', ...(visibility !== undefined && { visibility }) },
      templatePath: file,
      template: file === undefined ? EMPTY_TEMPLATE : await readFlowTemplateFile('template-file', file)
    }
  },
  async run({ data, templatePath, template }, { client, org, app }) {
    const response = await client.call(createFlowWithTemplate, { org }, { data_json: data, template_file: template })
    const url = app.flow(org, data.name)
    const verb = response.dryRun ? 'Dry run' : response.status === 201 ? 'Created' : 'Updated'
    return {
      outputs: { flow: data.name, html_url: url },
      summary: {
        title: `Flow ${data.name}`,
        verdict: { ok: response.dryRun ? undefined : true, text: verb },
        record: { href: url, text: 'flow in the app' },
        facts: [
          ['Description', data.description],
          ['Template', templatePath ?? 'the empty template (`version: 1`): its trails expect nothing'],
          ['Visibility', data.visibility]
        ]
      }
    }
  }
})
