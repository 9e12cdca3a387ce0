import type { PolicyEvaluation } from '../../clients/service/catalogue/queries.js'
import { artifactsOf, type Evaluations } from '../domain/evidence.js'
import { underPolicies } from '../domain/policy-verdicts.js'
import type { Context } from '../request.js'
import { html, type Html } from './html.js'
import { app, stateBadge, table, tag } from './layout.js'

/** What an environment's page shows of its policies: each one's evaluation of each artifact running in the snapshot shown. */
export interface PolicyEvaluations {
  policies: string[]
  artifacts: {
    name: string
    fingerprint: string
    /** Its page, when it was reported to a flow. */
    href: string | undefined
    /** By policy, in the order of `policies`; undefined when it could not be evaluated. */
    evaluations: PolicyEvaluation[] | undefined
  }[]
  /** How the sandbox came to these evaluations, said under them. */
  method: string
}

/**
 * Each policy's evaluation of each artifact running in the snapshot shown: the domain's own
 * (src/sandbox/domain/policy-verdicts.ts), the one its snapshots and `assert-artifact` answer.
 */
export function evaluatePolicies(
  ctx: Context,
  org: string,
  policies: string[],
  running: { name: string; fingerprint: string }[],
  memo: Evaluations
): PolicyEvaluations {
  return {
    policies,
    artifacts: running.map(({ name, fingerprint }) => {
      const [provenance] = artifactsOf(ctx, org, fingerprint)
      return {
        name,
        fingerprint,
        href: provenance ? app.artifact(org, provenance.flow, fingerprint) : undefined,
        evaluations: policies.length > 0 ? underPolicies(ctx, org, policies, { name, fingerprint }, memo).evaluations : []
      }
    }),
    method:
      'Each rule resolved in every flow the artifact was reported to, exceptions and conditions evaluated, as the snapshot and assert-artifact with this environment answer.'
  }
}

function rules(evaluation: PolicyEvaluation): Html {
  return html`${(evaluation.rule_evaluations ?? []).map(
    (r) =>
      html`<div>
        ${r.rule.type}:
        ${r.ignored ? 'ignored' : r.satisfied ? 'satisfied' : 'not satisfied'}${
          (r.resolutions ?? []).length > 0 ? html` <span class="muted">(${(r.resolutions ?? []).map((x) => x.type.replace(/_/g, ' ')).join(', ')})</span>` : ''
        }
      </div>`
  )}`
}

/** The environment's policies and their evaluations, whatever evaluated them. */
export function policiesSection(view: PolicyEvaluations): Html {
  if (view.policies.length === 0) return html`<p class="muted">No policy is attached: the environment is compliant when every artifact running in it is.</p>`
  if (view.artifacts.length === 0)
    return html`<p>Attached: ${view.policies.map((p) => html`${tag(p)} `)}</p>
      <p class="muted">Nothing runs in the snapshot shown: there is nothing to evaluate.</p>`
  return html`${view.policies.map((policy, i) => {
      const results = view.artifacts.map((a) => a.evaluations?.[i])
      const status = results.every((e) => e?.status === 'COMPLIANT') ? 'COMPLIANT' : 'NON-COMPLIANT'
      return html`<h3>${policy} ${stateBadge(status)}</h3>
        ${table(
          ['Artifact', 'Status', 'Rules'],
          view.artifacts.map((a) => {
            const e = a.evaluations?.[i]
            return [
              a.href ? html`<a href="${a.href}">${a.name}</a>` : a.name,
              stateBadge(e ? e.status : 'NOT EVALUATED'),
              e ? rules(e) : html`<span class="muted">not evaluated: it has no provenance (it was never reported to a flow)</span>`
            ]
          })
        )}`
    })}
    <p class="muted">${view.method}</p>`
}
