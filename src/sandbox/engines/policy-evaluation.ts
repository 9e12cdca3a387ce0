import type { PolicyEvaluation } from '../../clients/service/catalogue/queries.js'
import { evaluate, type ExpressionContext, type Node } from '../../schema/policy-expression.js'
import type { AttestationRule, BooleanRule } from '../../schema/policy-files.js'
import type { CompiledPolicy } from '../domain/policies.js'
import type { State } from '../domain/compliance.js'

/**
 * One environment policy applied to one artifact, as the service documents it (its policy
 * reference, and the `policy_decisions` its snapshots answer with): each rule is resolved once
 * per flow the artifact was reported to, with a resolution naming the flow and trail, and the
 * rule is met when no resolution fails. Pure: what the artifact is and where it was reported
 * comes in, the published `PolicyEvaluation` goes out.
 */

/** Where an artifact was reported: one flow, its latest trail there, and what counts in it. */
export interface ArtifactInFlow {
  flow: string
  trail: string
  tags: Record<string, string>
  /** The artifact's state in that trail. */
  state: State
  /** The attestations that count for the artifact there: the trail's own and the artifact's, the latest of each name. */
  attestations: { name: string; type: string; is_compliant: boolean }[]
}

export interface ArtifactUnderPolicy {
  /** As it runs (the snapshot's name), else as it was reported to its flow. */
  name: string
  fingerprint: string
  /** Empty when it has no provenance. */
  flows: ArtifactInFlow[]
}

type Resolution = NonNullable<NonNullable<PolicyEvaluation['rule_evaluations']>[number]['resolutions']>[number]
type RuleEvaluation = NonNullable<PolicyEvaluation['rule_evaluations']>[number]

const PASSING = new Set(['rule_satisfied', 'rule_not_applicable'])

function contextOf(artifact: ArtifactUnderPolicy, place: ArtifactInFlow | null): ExpressionContext {
  return { flow: place ? { name: place.flow, tags: place.tags } : null, artifact: { name: artifact.name, fingerprint: artifact.fingerprint } }
}

/**
 * Whether a condition holds. An `if` of null is no condition: an attestation rule without one
 * always applies. An exception without one waives nothing: a missing condition is likelier a
 * slip than a wish to waive the rule everywhere, which `required: false` says plainly.
 */
const holds = (policy: CompiledPolicy, condition: { text: string } | null, ctx: ExpressionContext) =>
  condition !== null && evaluate(policy.expressions.get(condition.text) as Node, ctx)

/**
 * The rule's verdict from its resolutions, as the service's snapshots show it: a failing one
 * makes it unmet (`satisfied: false`); when every one is `rule_not_applicable` (not required,
 * waived everywhere, or its `if` false in every flow) it is `ignored`, neither met nor unmet.
 */
function verdict(rule: RuleEvaluation['rule'], resolutions: Resolution[]): RuleEvaluation {
  const failed = resolutions.some((r) => !PASSING.has(r.type))
  const ignored = resolutions.every((r) => r.type === 'rule_not_applicable')
  return { rule, satisfied: failed ? false : ignored ? null : true, ignored, resolutions }
}

/**
 * Where the artifact stands for a rule: once per flow, or once with no flow at all when it has
 * no provenance (then every flow field is null, and expressions read `flow` as missing).
 */
const places = (artifact: ArtifactUnderPolicy): (ArtifactInFlow | null)[] => (artifact.flows.length > 0 ? artifact.flows : [null])

function booleanRule(policy: CompiledPolicy, type: 'provenance' | 'trail-compliance', rule: BooleanRule, artifact: ArtifactUnderPolicy): RuleEvaluation {
  const resolutions = places(artifact).map((place): Resolution => {
    const status = type === 'trail-compliance' ? (place?.state ?? null) : null
    const context = { flow_name: place?.flow ?? null, trail_name: place?.trail ?? null, artifact_status: status }
    const waived = rule.exceptions.some((e) => holds(policy, e.if, contextOf(artifact, place)))
    if (!rule.required || waived) return { type: 'rule_not_applicable', context }
    // An artifact reported to no flow has neither provenance nor a trail to be compliant in.
    if (!place) return { type: 'no_provenance', context }
    if (type === 'provenance') return { type: 'rule_satisfied', context }
    return { type: place.state === 'COMPLIANT' ? 'rule_satisfied' : 'non_compliant_in_trail', context }
  })
  return verdict({ type, definition: { required: rule.required, exceptions: rule.exceptions.map((e) => ({ if: e.if })) } }, resolutions)
}

/**
 * An attestation the artifact must have, in every flow where the rule's `if` holds: one of that
 * name (`*`: any) and type (`*`: any) among those that count for it there — its own or its
 * trail's — and, with `must_be_compliant`, one of them compliant.
 */
function attestationRule(policy: CompiledPolicy, rule: AttestationRule, artifact: ArtifactUnderPolicy): RuleEvaluation {
  const resolutions = places(artifact).map((place): Resolution => {
    const context = {
      flow_name: place?.flow ?? null,
      trail_name: place?.trail ?? null,
      artifact_status: null,
      ...(rule.for_control !== null && { for_control: rule.for_control })
    }
    if (rule.if !== null && !holds(policy, rule.if, contextOf(artifact, place))) return { type: 'rule_not_applicable', context }
    const found = (place?.attestations ?? []).filter((a) => (rule.name === '*' || a.name === rule.name) && (rule.type === '*' || a.type === rule.type))
    if (found.length === 0) return { type: 'missing_attestation', context }
    if (rule.must_be_compliant && !found.some((a) => a.is_compliant)) return { type: 'non_compliant_attestation', context }
    return { type: 'rule_satisfied', context }
  })
  const definition = {
    if: rule.if,
    name: rule.name,
    type: rule.type,
    must_be_compliant: rule.must_be_compliant,
    // The published rule has no `for_control`; the live service adds it, so it is sent only when set.
    ...(rule.for_control !== null && { for_control: rule.for_control })
  }
  return verdict({ type: 'attestation', definition }, resolutions)
}

/** The policy's verdict on the artifact: every rule's, in the order the policy gives them; compliant when none is unmet. */
export function evaluatePolicy(policy: CompiledPolicy, artifact: ArtifactUnderPolicy): PolicyEvaluation {
  const rules = [
    booleanRule(policy, 'provenance', policy.rules.provenance, artifact),
    booleanRule(policy, 'trail-compliance', policy.rules['trail-compliance'], artifact),
    ...policy.rules.attestations.map((rule) => attestationRule(policy, rule, artifact))
  ]
  return {
    policy_name: policy.name,
    policy_version: policy.version,
    status: rules.some((r) => r.satisfied === false) ? 'NON-COMPLIANT' : 'COMPLIANT',
    rule_evaluations: rules
  }
}
