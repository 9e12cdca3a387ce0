import { ActionError } from '../action/errors.js'
import { assertArtifact, type AssertResult } from '../clients/service/catalogue/queries.js'
import { notAnObject } from '../clients/service/answers.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { hash } from '../action/summary.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'
import { ARTIFACT_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  artifact: ArtifactRef
  flow?: string
  environment?: string
  policies: string[]
  failOnNonCompliant: boolean
}

/** A policy's rule as a person names it: its type, and for an attestation rule which attestation. */
function ruleName(rule: { type: string; definition?: unknown }): string {
  if (rule.type !== 'attestation' || !rule.definition || typeof rule.definition !== 'object') return rule.type
  const { name, type } = rule.definition as { name?: unknown; type?: unknown }
  const kind = typeof type === 'string' && type !== '*' ? type : undefined
  if (typeof name === 'string' && name !== '*') return `attestation \`${name}\`${kind ? ` (${kind})` : ''}`
  return kind ? `attestation of type ${kind}` : 'attestation'
}

/** Why an artifact is not compliant, one line per reason, from the service's own answer. */
export function reasons(result: AssertResult): string[] {
  const lines: string[] = []
  for (const s of result.compliance_status?.attestations_statuses ?? []) {
    const kind = s.attestation_type ? `${s.attestation_type} ` : ''
    if (s.status === 'MISSING' || (s.is_compliant == null && !s.unexpected)) lines.push(`${kind}attestation \`${s.attestation_name}\` is missing`)
    else if (s.is_compliant === false) lines.push(`${kind}attestation \`${s.attestation_name}\` is not compliant`)
  }
  for (const policy of result.policy_evaluations ?? []) {
    if (policy.status !== 'NON-COMPLIANT') continue
    const failed = (policy.rule_evaluations ?? [])
      .filter((r) => r.satisfied === false && !r.ignored)
      .flatMap((r) =>
        (r.resolutions ?? [])
          .filter((x) => x.type !== 'rule_satisfied' && x.type !== 'rule_not_applicable')
          .map((x) => `${ruleName(r.rule)}: ${x.type.replace(/_/g, ' ')}${x.context?.trail_name ? ` (trail ${x.context.trail_name})` : ''}`)
      )
    lines.push(
      `policy \`${policy.policy_name}\` (version ${policy.policy_version}) is not met${failed.length > 0 ? `: ${[...new Set(failed)].join('; ')}` : ''}`
    )
  }
  return lines
}

/** The gate before deploy: asks the service whether the artifact is compliant, and stops the job if not. */
export default serviceOperation({
  name: 'assert-artifact',
  title: 'Artifact assertion',
  description: 'Ask the service whether an artifact is compliant (in a flow, for an environment, under policies), and stop the job if not',
  inputs: {
    ...ARTIFACT_INPUTS,
    flow: { kind: 'string', pattern: PATTERNS.flowName, description: 'The flow to assert against (default: KOSLI_FLOW)' },
    environment: { kind: 'string', pattern: PATTERNS.environmentName, description: 'The environment to assert against' },
    policies: { kind: 'list', pattern: PATTERNS.pathName, description: 'Policies to assert against, one per line or comma-separated' },
    'fail-on-non-compliant': {
      kind: 'boolean',
      default: 'true',
      description: 'Fail the step when the artifact is not compliant'
    }
  },
  outputs: {
    fingerprint: 'The artifact fingerprint asserted',
    compliant: 'true or false',
    compliance_state: 'COMPLIANT or NON-COMPLIANT',
    html_url: 'The artifact in the service web app'
  },
  endpoint: assertArtifact,
  read: (inputs): Settings => ({
    artifact: readArtifactRef(inputs, { required: true })!,
    flow: inputs.string('flow'),
    environment: inputs.string('environment'),
    policies: inputs.list('policies'),
    failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
  }),
  async run(settings, { client, org, common, log }) {
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const response = await client.call(
      assertArtifact,
      {
        org,
        fingerprint,
        ...(settings.flow && { flow_name: settings.flow }),
        ...(settings.environment && { environment_name: settings.environment }),
        ...(settings.policies.length > 0 && { policy_name: settings.policies })
      },
      undefined,
      // The gate concludes from the answer: one it cannot read fails, never passes.
      {
        reads: (data) =>
          notAnObject(data) ?? (typeof (data as { compliant?: unknown }).compliant === 'boolean' ? undefined : 'it has no `compliant` true or false')
      }
    )
    const result = response.data
    if (response.dryRun) {
      return {
        outputs: { fingerprint },
        summary: { title: 'Artifact assertion', verdict: { ok: undefined, text: 'Dry run' }, facts: [['Artifact', hash(fingerprint)]] }
      }
    }
    // `reads` already refuses an answer without the published shape; this keeps the gate shut if that ever changes.
    if (!result || typeof result !== 'object')
      throw new ActionError('server', `the service's answer about artifact ${fingerprint} could not be read; the gate stays shut`)
    const compliant = result.compliant === true
    const why = compliant ? [] : reasons(result)
    const scope = [
      settings.flow && `flow ${settings.flow}`,
      settings.environment && `environment ${settings.environment}`,
      ...settings.policies.map((p) => `policy ${p}`)
    ]
      .filter(Boolean)
      .join(', ')
    const failure =
      compliant || !settings.failOnNonCompliant
        ? undefined
        : new ActionError(
            'non_compliant',
            `artifact ${fingerprint} is not compliant${scope ? ` (${scope})` : ''}: ${why.length > 0 ? why.join('; ') : 'the service gave no reason'}${result.html_url ? `. See ${result.html_url}` : ''}`
          )
    return {
      outputs: { fingerprint, compliant: String(compliant), compliance_state: compliant ? 'COMPLIANT' : 'NON-COMPLIANT', html_url: result.html_url ?? '' },
      summary: {
        title: `Assertion of ${fingerprint.slice(0, 12)}… in ${result.flow || settings.flow || 'its flows'}`,
        verdict: {
          ok: compliant,
          text: compliant
            ? 'Compliant: safe to deploy'
            : `Not compliant${settings.failOnNonCompliant ? '' : ' (the step goes on: fail-on-non-compliant is false)'}`
        },
        record: result.html_url ? { href: result.html_url, text: 'artifact in the app' } : undefined,
        facts: [
          ['Artifact', hash(fingerprint, result.html_url || undefined)],
          ['Flow / trail', result.flow && result.trail ? `${result.flow} / ${result.trail}` : undefined],
          ['Scope', `${result.scope}${scope ? `: ${scope}` : ''}`]
        ],
        table: why.length > 0 ? { head: ['Why not compliant'], rows: why.map((w) => [w]) } : undefined
      },
      failure
    }
  }
})
