import { ActionError } from '../../action/errors.js'
import type { InputSpecs } from '../../action/declare.js'
import type { ServiceTools } from '../../action/types.js'
import { assertArtifact, type AssertResult } from '../../clients/service/catalogue/queries.js'
import { notAnObject } from '../../clients/service/answers.js'
import { PATTERNS } from '../../clients/service/patterns.js'

/** What the verdict is asked about besides the artifact: as `assert-artifact` asks it. */
export const VERDICT_INPUTS = {
  environment: { kind: 'string', pattern: PATTERNS.environmentName, description: 'The environment to assert against' },
  policies: { kind: 'list', pattern: PATTERNS.pathName, description: 'Policies to assert against, one per line or comma-separated' },
  'fail-on-non-compliant': {
    kind: 'boolean',
    default: 'true',
    description: 'Fail the step when the artifact is not compliant'
  }
} as const satisfies InputSpecs

export interface VerdictScope {
  flow?: string
  environment?: string
  policies: string[]
}

/** What was asked, in words: "flow shop, policy prod-rules". */
export function scopeText(scope: VerdictScope): string {
  return [scope.flow && `flow ${scope.flow}`, scope.environment && `environment ${scope.environment}`, ...scope.policies.map((p) => `policy ${p}`)]
    .filter(Boolean)
    .join(', ')
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

/**
 * The service's verdict on an artifact (GET /asserts/{org}/fingerprint/{fingerprint}); undefined
 * in a dry run, where nothing is asked. An answer that cannot be read fails: a gate never
 * concludes "compliant" from what it could not read.
 */
export async function askVerdict(
  { client, org }: Pick<ServiceTools, 'client' | 'org'>,
  fingerprint: string,
  scope: VerdictScope
): Promise<AssertResult | undefined> {
  const response = await client.call(
    assertArtifact,
    {
      org,
      fingerprint,
      ...(scope.flow && { flow_name: scope.flow }),
      ...(scope.environment && { environment_name: scope.environment }),
      ...(scope.policies.length > 0 && { policy_name: scope.policies })
    },
    undefined,
    {
      reads: (data) =>
        notAnObject(data) ?? (typeof (data as { compliant?: unknown }).compliant === 'boolean' ? undefined : 'it has no `compliant` true or false')
    }
  )
  if (response.dryRun) return undefined
  const result = response.data
  // `reads` already refuses an answer without the published shape; this keeps the gate shut if that ever changes.
  if (!result || typeof result !== 'object')
    throw new ActionError('server', `the service's answer about artifact ${fingerprint} could not be read; the gate stays shut`)
  return result
}
