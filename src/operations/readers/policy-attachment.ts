import type { attachPolicies } from '../../clients/service/catalogue/environments.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import type { InputSpecs } from '../../action/declare.js'
import type { InputReader } from '../../action/reader.js'
import type { OperationResult, ServiceTools } from '../../action/types.js'

/** What attach-policy and detach-policy both read: where, and which policies. */
export const ATTACHMENT_INPUTS = {
  environment: {
    kind: 'list',
    pattern: PATTERNS.environmentName,
    required: true,
    description: 'Environment names, one per line or comma-separated: one request each'
  },
  policies: { kind: 'list', pattern: PATTERNS.policyName, required: true, description: 'Policy names, one per line or comma-separated' }
} as const satisfies InputSpecs

export interface Attachment {
  environments: string[]
  policies: string[]
}

export function readAttachment(inputs: InputReader<typeof ATTACHMENT_INPUTS>): Attachment {
  const environments = [...new Set(inputs.list('environment'))]
  if (environments.length === 0) throw inputs.fail('environment', 'required but not given', 'one or more environment names')
  const policies = [...new Set(inputs.list('policies'))]
  if (policies.length === 0) throw inputs.fail('policies', 'required but not given', 'one or more policy names')
  return { environments, policies }
}

/**
 * One request per environment, each naming every policy (the reference client sends one per
 * environment and policy). A failure stops the rest; those done before it are said, so a rerun
 * knows where things stand (both requests are safe to repeat).
 */
export async function changeAttachments(
  // detachPolicies has the very same shape.
  endpoint: typeof attachPolicies,
  verb: { done: string; to: string },
  { environments, policies }: Attachment,
  { client, org, app, log }: ServiceTools
): Promise<OperationResult> {
  const done: string[] = []
  let dryRun = false
  for (const env of environments) {
    try {
      dryRun = (await client.call(endpoint, { org, env_name: env }, { policy_names: policies })).dryRun
    } catch (err) {
      if (done.length > 0)
        log.warning(
          `${policies.join(', ')} ${verb.done} ${verb.to} ${done.join(', ')} before this failure; not ${verb.to} ${environments.slice(done.length).join(', ')}`
        )
      throw err
    }
    done.push(env)
  }
  return {
    outputs: {},
    summary: {
      title: `Policies ${verb.done}`,
      verdict: {
        ok: dryRun ? undefined : true,
        text: `${dryRun ? 'Dry run: ' : ''}${policies.join(', ')} ${verb.done} ${verb.to} ${environments.length} environment(s)`
      },
      facts: [['Policies', policies.join(', ')]],
      table: { head: ['Environment'], rows: environments.map((e) => [{ href: app.environment(org, e), text: e }]) }
    }
  }
}
