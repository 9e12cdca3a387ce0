import { tagsOf } from '../records.js'
import type { PolicyEvaluation } from '../../clients/service/catalogue/queries.js'
import { fromColumn } from '../json.js'
import type { Context } from '../request.js'
import { artifactAttestations, artifactState } from './compliance.js'
import { artifactsOf, evaluate, trailRow, type Evaluations } from './evidence.js'
import { evaluatePolicy, type ArtifactInFlow } from '../engines/policy-evaluation.js'
import { compiledPolicy, type CompiledPolicy } from './policies.js'

/**
 * An environment's policies applied to what runs there, from what the sandbox holds: the same
 * for every report type (a server's files, containers, functions, buckets), since a snapshot is
 * names and fingerprints whatever reported it.
 */

export interface PolicyVerdict {
  compliant: boolean
  evaluations: PolicyEvaluation[]
}

/** What one request has worked out about policies, beside its `Evaluations`, and dropped with it. */
interface Worked {
  flows: Map<string, ArtifactInFlow[]>
  policies: Map<string, CompiledPolicy>
  verdicts: Map<string, PolicyVerdict>
}
const worked = new WeakMap<Evaluations, Worked>()

function workedOf(memo: Evaluations): Worked {
  let w = worked.get(memo)
  if (!w) worked.set(memo, (w = { flows: new Map(), policies: new Map(), verdicts: new Map() }))
  return w
}

/** The policies an environment names (an empty list: none, and its compliance is its artifacts' own). */
export function policiesOf(ctx: Context, org: string, env: string): string[] {
  return fromColumn<string[]>(ctx.db.get('SELECT policies FROM environments WHERE org = ? AND name = ?', org, env)?.policies, [])
}

/**
 * The flows of live flows a fingerprint was reported to, the latest report in each (or only in
 * `flow`), with its state in that trail and the attestations that count for it there.
 */
export function artifactFlows(ctx: Context, org: string, fingerprint: string, memo: Evaluations, flow?: string): ArtifactInFlow[] {
  const key = JSON.stringify([org, fingerprint, flow ?? null])
  const w = workedOf(memo)
  let found = w.flows.get(key)
  if (found) return found
  found = []
  const seen = new Set<string>()
  // Newest first: the first row of a flow is its latest there.
  for (const a of artifactsOf(ctx, org, fingerprint, flow)) {
    if (seen.has(a.flow)) continue
    seen.add(a.flow)
    if (!ctx.db.get('SELECT 1 FROM flows WHERE org = ? AND name = ? AND archived = 0', org, a.flow)) continue
    const trail = trailRow(ctx, org, a.flow, a.trail)
    const evaluation = trail ? evaluate(ctx, trail, memo) : undefined
    found.push({
      flow: a.flow,
      trail: a.trail,
      tags: tagsOf(ctx, org, 'flow', a.flow),
      state: evaluation ? artifactState(evaluation, fingerprint) : 'INCOMPLETE',
      attestations: evaluation
        ? artifactAttestations(evaluation, fingerprint)
            .filter((s) => s.status === 'COMPLETE')
            .map((s) => ({ name: s.attestation_name, type: s.attestation_type, is_compliant: s.is_compliant === true }))
        : []
    })
  }
  w.flows.set(key, found)
  return found
}

/** The artifact under every one of `policies` (names of policies that exist): compliant when each is met. */
export function underPolicies(
  ctx: Context,
  org: string,
  policies: string[],
  artifact: { name: string; fingerprint: string },
  memo: Evaluations,
  flow?: string
): PolicyVerdict {
  const w = workedOf(memo)
  const key = JSON.stringify([org, policies, artifact.name, artifact.fingerprint, flow ?? null])
  let verdict = w.verdicts.get(key)
  if (verdict) return verdict
  const flows = artifactFlows(ctx, org, artifact.fingerprint, memo, flow)
  const evaluations = policies.map((name) => {
    const policyKey = JSON.stringify([org, name])
    let policy = w.policies.get(policyKey)
    if (!policy) w.policies.set(policyKey, (policy = compiledPolicy(ctx, org, name)))
    return evaluatePolicy(policy, { ...artifact, flows })
  })
  verdict = { compliant: evaluations.every((e) => e.status === 'COMPLIANT'), evaluations }
  w.verdicts.set(key, verdict)
  return verdict
}

/** Each unmet rule of the evaluations in one line: the policy, the rule and why, where. */
export function unmetRules(evaluations: PolicyEvaluation[]): string[] {
  const lines: string[] = []
  for (const policy of evaluations) {
    for (const r of policy.rule_evaluations ?? []) {
      if (r.satisfied !== false) continue
      const definition = (r.rule.definition ?? {}) as { name?: string; type?: string }
      const rule =
        r.rule.type === 'attestation'
          ? `attestation ${definition.name === '*' ? `of type ${definition.type}` : `'${definition.name}' (${definition.type})`}`
          : r.rule.type
      for (const x of r.resolutions ?? []) {
        if (x.type === 'rule_satisfied' || x.type === 'rule_not_applicable') continue
        const where = x.context?.flow_name ? ` in flow '${x.context.flow_name}', trail '${x.context.trail_name}'` : ''
        lines.push(`policy '${policy.policy_name}': ${rule}: ${x.type.replace(/_/g, ' ')}${where}`)
      }
    }
  }
  return lines
}

/** The policies applied to a snapshot, as the service lists them: each with the names of the artifacts that fail it. */
export function appliedPolicies(ctx: Context, org: string, policies: string[], failing: Map<string, string[]>, memo: Evaluations) {
  const w = workedOf(memo)
  return policies.map((name) => {
    const policyKey = JSON.stringify([org, name])
    let policy = w.policies.get(policyKey)
    if (!policy) w.policies.set(policyKey, (policy = compiledPolicy(ctx, org, name)))
    const { provenance, attestations } = policy.rules
    const trail = policy.rules['trail-compliance']
    return {
      name,
      version: policy.version,
      policy_dump: {
        schema_version: '1',
        artifacts: {
          provenance: { required: provenance.required, exceptions: provenance.exceptions.map((e) => ({ if_condition: e.if })) },
          trail_compliance: { required: trail.required, exceptions: trail.exceptions.map((e) => ({ if_condition: e.if })) },
          attestations: attestations.map((a) => ({
            if_condition: a.if,
            name: a.name,
            type: a.type,
            must_be_compliant: a.must_be_compliant,
            for_control: a.for_control
          }))
        }
      },
      failing_artifacts: failing.get(name) ?? []
    }
  })
}
