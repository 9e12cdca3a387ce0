import { ENVIRONMENT_INPUT } from '../action/input-groups.js'
import { updateEnvironment, type EnvironmentChanges } from '../clients/service/catalogue/environments.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  environment: string
  changes: EnvironmentChanges
}

const FIELDS = '`description`, `clear-description`, `include-scaling`, `included-environments` or `policies`'

/** Changes only the fields given; the rest of the environment stays as it is. */
export default serviceOperation({
  name: 'update-environment',
  title: 'Environment update',
  description: 'Change the given fields of an environment (description, scaling, included environments, policies); the rest stay as they are',
  inputs: {
    ...ENVIRONMENT_INPUT,
    description: { kind: 'string', description: 'The new description' },
    'clear-description': { kind: 'boolean', description: 'true clears the description' },
    'include-scaling': { kind: 'boolean', description: 'true or false' },
    'included-environments': { kind: 'list', pattern: PATTERNS.environmentName, description: 'Environment names, one per line or comma-separated' },
    policies: { kind: 'list', pattern: PATTERNS.pathName, description: 'Policy names of the environment, one per line or comma-separated' }
  },
  outputs: {},
  endpoint: updateEnvironment,
  read: (inputs): Settings => {
    const environment = inputs.required('environment')
    const description = inputs.string('description')
    const clear = inputs.boolean('clear-description') ?? false
    if (clear && description !== undefined) {
      throw inputs.fail('clear-description', 'is true while `description` is given', 'one of the two: a new description, or `clear-description: true`')
    }
    const includeScaling = inputs.boolean('include-scaling')
    const included = inputs.list('included-environments')
    const policies = inputs.list('policies')
    const changes: EnvironmentChanges = {}
    if (description !== undefined) changes.description = description
    if (clear) changes.description = ''
    if (includeScaling !== undefined) changes.include_scaling = includeScaling
    if (included.length > 0) changes.included_environments = included
    if (policies.length > 0) changes.policies = policies
    if (Object.keys(changes).length === 0) throw inputs.fail('environment', 'nothing to update', `at least one of ${FIELDS}`)
    return { environment, changes }
  },
  async run(settings, { client, org, app }) {
    await client.call(updateEnvironment, { org, env_name: settings.environment }, settings.changes)
    const { description, include_scaling, included_environments, policies } = settings.changes
    return {
      outputs: {},
      summary: {
        title: `Environment ${settings.environment}`,
        verdict: { ok: true, text: `Updated: ${Object.keys(settings.changes).join(', ')}` },
        record: { href: app.environment(org, settings.environment), text: 'environment in the app' },
        facts: [
          ['Description', description === '' ? '(cleared)' : description],
          ['Include scaling', include_scaling === undefined ? undefined : String(include_scaling)],
          ['Included environments', included_environments?.join(', ')],
          ['Policies', policies?.join(', ')]
        ]
      }
    }
  }
})
