import { ENVIRONMENT_INPUT } from '../action/input-groups.js'
import { createEnvironment, type EnvironmentInput } from '../clients/service/catalogue/environments.js'
import { ENVIRONMENT_TYPES, PATTERNS } from '../clients/service/patterns.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  environment: EnvironmentInput
}

/**
 * Creates an environment, or updates one of the same name and type, with the body the reference
 * client sends for `kosli create environment`: `description` always (empty when not given),
 * `include_scaling` and `included_environments` only when given.
 */
export default serviceOperation({
  name: 'upsert-environment',
  title: 'Environment',
  description: 'Create an environment, or update the one of that name: its type, description, and for a logical one the environments it includes',
  inputs: {
    ...ENVIRONMENT_INPUT,
    'environment-type': {
      kind: 'string',
      values: ENVIRONMENT_TYPES,
      required: true,
      description: 'What runs there, as its reports will say: server, K8S, ECS, S3, lambda, docker, azure-apps, or logical (a group of other environments)'
    },
    description: { kind: 'string', description: 'Description of the environment' },
    'included-environments': {
      kind: 'list',
      pattern: PATTERNS.environmentName,
      description: 'For a logical environment: the environments it groups, one per line or comma-separated'
    },
    'include-scaling': { kind: 'boolean', description: 'true or false: whether a change in the number of instances makes a new snapshot' }
  },
  outputs: {},
  endpoint: createEnvironment,
  read: (inputs): Settings => {
    const name = inputs.required('environment')
    const type = inputs.choice('environment-type')
    if (type === undefined) throw inputs.fail('environment-type', 'required but not given', ENVIRONMENT_TYPES.map((t) => `\`${t}\``).join(', '))
    const included = inputs.list('included-environments')
    if (included.length > 0 && type !== 'logical')
      throw inputs.fail(
        'included-environments',
        `is given for a ${type} environment; only a logical one includes others`,
        '`environment-type: logical`, or no `included-environments`'
      )
    if (included.includes(name)) throw inputs.fail('included-environments', `names \`${name}\` itself`, 'the names of other environments')
    const includeScaling = inputs.boolean('include-scaling')
    return {
      environment: {
        name,
        type,
        description: inputs.string('description') ?? '',
        ...(includeScaling !== undefined && { include_scaling: includeScaling }),
        ...(included.length > 0 && { included_environments: included })
      }
    }
  },
  async run({ environment }, { client, org, app }) {
    const response = await client.call(createEnvironment, { org }, environment)
    const verb = response.dryRun ? 'Dry run' : response.status === 201 ? 'Created (or restored)' : 'Updated'
    return {
      outputs: {},
      summary: {
        title: `Environment ${environment.name}`,
        verdict: { ok: response.dryRun ? undefined : true, text: verb },
        record: { href: app.environment(org, environment.name), text: 'environment in the app' },
        facts: [
          ['Type', environment.type],
          ['Description', environment.description],
          [
            'Include scaling',
            environment.include_scaling === undefined || environment.include_scaling === null ? undefined : String(environment.include_scaling)
          ],
          ['Included environments', environment.included_environments?.join(', ')]
        ]
      }
    }
  }
})
