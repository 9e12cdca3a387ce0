import { liveEnvironment, liveFlow, type EnvironmentRow } from '../records.js'
import type * as queries from '../../clients/service/catalogue/queries.js'
import type { AssertResult, ComplianceStatus } from '../../clients/service/catalogue/queries.js'
import { notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import { htmlUrl, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { artifactAttestations, artifactState, type State } from './compliance.js'

import { artifactsOf, evaluate, Evaluations, trailRow, type ArtifactRow } from './evidence.js'

import { requirePolicies } from './policies.js'
import { underPolicies } from './policy-verdicts.js'
import * as queriesCatalogue from '../../clients/service/catalogue/queries.js'

export interface Verdict {
  artifact: ArtifactRow
  state: State
  status: ComplianceStatus
}

/** An artifact's verdict in the trail it was reported to, as the document's compliance status. */
export function verdict(ctx: Context, artifact: ArtifactRow, memo: Evaluations): Verdict {
  const trail = trailRow(ctx, artifact.org, artifact.flow, artifact.trail)
  const evaluation = trail ? evaluate(ctx, trail, memo) : undefined
  const state: State = evaluation ? artifactState(evaluation, artifact.fingerprint) : 'INCOMPLETE'
  const statuses = evaluation ? artifactAttestations(evaluation, artifact.fingerprint) : []
  return {
    artifact,
    state,
    status: {
      artifact_fingerprint: artifact.fingerprint,
      status: state,
      is_compliant: state === 'COMPLIANT',
      attestations_statuses: statuses.map((s) => ({
        attestation_name: s.attestation_name,
        attestation_type: s.attestation_type,
        status: s.status,
        is_compliant: s.is_compliant,
        unexpected: s.unexpected
      })),
      evaluated_at: evaluation?.evaluated_at ?? null,
      unexpected: false
    }
  }
}

/**
 * The name the artifact goes by where a policy expression reads `artifact.name`: the name it
 * runs under in the environment's latest snapshot, else the one it was reported to its flow with.
 */
function artifactName(ctx: Context, artifact: ArtifactRow, env?: EnvironmentRow): string {
  const running = env
    ? ctx.db.get(
        'SELECT name FROM snapshot_artifacts WHERE org = ? AND env = ? AND idx = ? AND fingerprint = ? ORDER BY name LIMIT 1',
        env.org,
        env.name,
        env.snapshot_count,
        artifact.fingerprint
      )
    : undefined
  return typeof running?.name === 'string' ? running.name : artifact.filename
}

function assertHandlers(ctx: Context) {
  return {
    /**
     * GET /asserts/{org}/fingerprint/{fingerprint}: compliant when every attestation the trail's
     * template expects is there and compliant, and the artifact's own attestations too, in every
     * flow it was reported to (or in `flow_name`). With `environment_name` or `policy_name`, the
     * environment's policies (or those named, which must exist) decide, each rule resolved in
     * every flow the artifact is in (or in `flow_name`); an environment without policies is
     * judged as without the parameter.
     */
    assert({ params, query }: Call<typeof queries.assertArtifact>): Reply<typeof queries.assertArtifact> {
      if (query.flow_name !== undefined) liveFlow(ctx, params.org, query.flow_name)
      const live = artifactsOf(ctx, params.org, params.fingerprint, query.flow_name).filter((a) =>
        ctx.db.get('SELECT 1 FROM flows WHERE org = ? AND name = ? AND archived = 0', a.org, a.flow)
      )
      // Newest first: the first row seen of a flow is its latest there.
      const perFlow: ArtifactRow[] = []
      for (const a of live) if (!perFlow.some((p) => p.flow === a.flow)) perFlow.push(a)
      if (perFlow.length === 0) throw notFound(`Artifact with fingerprint '${params.fingerprint}'${query.flow_name ? ` in flow '${query.flow_name}'` : ''}`)
      const memo = new Evaluations()
      const verdicts = perFlow.map((a) => verdict(ctx, a, memo))
      const [main] = verdicts
      const inTrails = verdicts.every((v) => v.state === 'COMPLIANT')
      const html = (a: ArtifactRow) => htmlUrl(ctx, a.org, 'flows', a.flow, 'artifacts', a.fingerprint)
      const result: AssertResult = {
        fingerprint: params.fingerprint,
        flow: main.artifact.flow,
        trail: main.artifact.trail,
        compliant: inTrails,
        compliance_status: main.status,
        html_url: html(main.artifact),
        // Every flow the artifact is in, as the live service answers and its reference client reads
        // them; the document, older, types one (see the catalogue's patch).
        flows: verdicts.map((v) => ({
          flow: v.artifact.flow,
          trail: v.artifact.trail,
          compliant: v.state === 'COMPLIANT',
          compliance_status: v.status,
          html_url: html(v.artifact)
        })),
        scope: 'flow'
      }
      const judged = (policies: string[], env?: EnvironmentRow) =>
        underPolicies(ctx, params.org, policies, { name: artifactName(ctx, main.artifact, env), fingerprint: params.fingerprint }, memo, query.flow_name)
      if (query.environment_name !== undefined) {
        const env = liveEnvironment(ctx, params.org, query.environment_name)
        const policies = fromColumn<string[]>(env.policies, [])
        const { evaluations } = judged(policies, env)
        return {
          status: 200,
          body: {
            ...result,
            scope: 'environment',
            environment: env.name,
            policy_evaluations: evaluations,
            compliant: policies.length === 0 ? inTrails : evaluations.every((e) => e.status === 'COMPLIANT')
          }
        }
      }
      if (query.policy_name && query.policy_name.length > 0) {
        requirePolicies(ctx, params.org, query.policy_name)
        const { evaluations } = judged([...new Set(query.policy_name)])
        return {
          status: 200,
          body: { ...result, scope: 'policy', policy_evaluations: evaluations, compliant: evaluations.every((e) => e.status === 'COMPLIANT') }
        }
      }
      return { status: 200, body: result }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function assertRoutes(ctx: Context): Route[] {
  const h = assertHandlers(ctx)
  return [route(queriesCatalogue.assertArtifact, h.assert)]
}
/* eslint-enable @typescript-eslint/unbound-method */
