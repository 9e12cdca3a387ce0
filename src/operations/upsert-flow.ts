import { repositoryUrl } from '../clients/github/context.js'
import { upsertFlow } from '../clients/service/catalogue/flows.js'
import { FLOW_VISIBILITIES } from '../clients/service/patterns.js'
import { link } from '../action/summary.js'
import { ATTESTATION_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  flow: string
  description: string
  template: string[]
  repoUrl?: string
  visibility: (typeof FLOW_VISIBILITIES)[number]
}

/** Creates or updates a flow through the service's deprecated flow endpoint. */
export default serviceOperation({
  name: 'upsert-flow',
  title: 'Flow update',
  description: "Create or update a flow through the service's deprecated flow endpoint (create-flow, from a template file, is the way now)",
  inputs: {
    flow: ATTESTATION_INPUTS.flow,
    description: { kind: 'string', description: 'Description of the flow' },
    // The reference client's default: a flow whose trails each report one artifact.
    template: { kind: 'list', default: 'artifact', description: 'Template entries, one per line or comma-separated' },
    'repo-url': { kind: 'string', description: 'The repository URL (default: this repository)' },
    visibility: { kind: 'string', values: FLOW_VISIBILITIES, default: 'private', description: 'private (the default) or public' }
  },
  outputs: {},
  endpoint: upsertFlow,
  read: (inputs): Settings => ({
    flow: inputs.required('flow'),
    description: inputs.string('description') ?? '',
    template: inputs.list('template'),
    repoUrl: inputs.string('repo-url'),
    // The published document requires it; private is what the service makes by default.
    visibility: inputs.choice('visibility')!
  }),
  async run(settings, { client, org, context, log, app }) {
    log.warning(
      'upsert-flow uses PUT /flows/{org}, which the service has deprecated and may remove. Give each trail its template instead: `operation: begin-trail` with `template-file` (the flow is then kept by its trails).'
    )
    const repoUrl = settings.repoUrl ?? repositoryUrl(context)
    await client.call(
      upsertFlow,
      { org },
      {
        name: settings.flow,
        description: settings.description,
        visibility: settings.visibility,
        template: settings.template,
        ...(repoUrl !== undefined && { repo_url: repoUrl })
      }
    )
    return {
      outputs: {},
      summary: {
        title: `Flow ${settings.flow}`,
        verdict: { ok: true, text: 'Created or updated (through the deprecated endpoint)' },
        record: { href: app.flow(org, settings.flow), text: 'flow in the app' },
        facts: [
          ['Description', settings.description],
          ['Template', settings.template.join(', ')],
          ['Repository', link(repoUrl, repoUrl ?? '')],
          ['Instead', 'begin-trail with template-file']
        ]
      }
    }
  }
})
