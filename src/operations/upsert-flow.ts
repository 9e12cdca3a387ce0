import { repositoryUrl } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import { FLOW_VISIBILITIES, PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import { link } from '../summary.js'
import { defineOperation } from './types.js'

interface Settings {
  flow: string
  description: string
  template: string[]
  repoUrl?: string
  visibility: (typeof FLOW_VISIBILITIES)[number]
}

/** Creates or updates a flow through the service's deprecated flow endpoint. */
export default defineOperation<Settings>({
  name: 'upsert-flow',
  service: true,
  read: (inputs: Inputs) => ({
    flow: inputs.required('flow', PATTERNS.flowName),
    description: inputs.optional('description') ?? '',
    template: inputs.list('template'),
    repoUrl: inputs.optional('repo-url'),
    // The published document requires it; private is what the service makes by default.
    visibility: inputs.oneOf('visibility', FLOW_VISIBILITIES, 'private')!
  }),
  async run(settings, { client, common, context, log }) {
    log.warning('upsert-flow uses PUT /flows/{org}, which the service has deprecated and may remove; plan to create flows another way.')
    const repoUrl = settings.repoUrl ?? repositoryUrl(context)
    const body = {
      name: settings.flow,
      description: settings.description,
      visibility: settings.visibility,
      template: settings.template,
      ...(repoUrl !== undefined && { repo_url: repoUrl })
    }
    const path = apiPath('flows', common.org!)
    const response = await client.send({ method: 'PUT', path, json: body, schema: 'flow' })
    return {
      outputs: {},
      summary: {
        title: `Flow: ${settings.flow}`,
        facts: [
          ['Sent to', `PUT ${client.baseUrl}${path} (deprecated endpoint)`],
          ['Description', settings.description],
          ['Template', settings.template.join(', ')],
          ['Repository', link(repoUrl, repoUrl ?? '')],
          ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`]
        ]
      }
    }
  }
})
