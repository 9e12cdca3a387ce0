import { liveFlow } from '../records.js'
import type { ApprovalListItem } from '../../clients/service/catalogue/approvals.js'
import type { ArtifactInput } from '../../clients/service/catalogue/artifacts.js'
import { verdict } from '../domain/assert.js'
import { artifactsOf, trailRow, whereabouts, type ArtifactRow, type Evaluations } from '../domain/evidence.js'

import { artifactHistory } from '../domain/history.js'
import { notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import type { Answer } from '../receive.js'
import type { Context } from '../request.js'
import { anchorOf } from './attestation.js'
import { commitLine, linksView } from './record-links.js'
import { dataView } from './data.js'
import { html, outLink, type Html } from './html.js'
import { app, compliantBadge, facts, flowCrumbs, page, short, stateBadge, table, tag, when } from './layout.js'
import type { PageRequest } from './page-request.js'
import { attestationReasons, verdictView } from './verdict.js'

const MAX_APPROVALS = 100

/** The fingerprints of a flow's artifacts starting with `prefix` (a link may carry a shortened one), at most `limit`. */
function fingerprintsStarting(ctx: Context, org: string, flow: string, prefix: string, limit: number): string[] {
  if (!/^[0-9a-f]{1,63}$/.test(prefix)) return []
  return ctx.db
    .all(
      'SELECT DISTINCT fingerprint FROM artifacts WHERE org = ? AND flow = ? AND fingerprint >= ? AND fingerprint < ? ORDER BY fingerprint LIMIT ?',
      org,
      flow,
      prefix,
      prefix + '\uffff',
      limit
    )
    .map((r) => String(r.fingerprint))
}

/** Where a fingerprint runs now and where it ran, by environment. */
export function whereItRuns(ctx: Context, org: string, fingerprint: string): Html {
  const where = whereabouts(ctx, org, fingerprint)
  if (where.running.length === 0 && where.exited.length === 0) return html`<p class="muted">No environment has reported it.</p>`
  return table(
    ['Environment', 'Now', 'Snapshot', 'Since'],
    [
      ...where.running.map((r) => [
        html`<a href="${app.environment(org, r.environment_name)}">${r.environment_name}</a>`,
        tag('running'),
        html`<a href="${app.environment(org, r.environment_name)}/snapshots/${r.snapshot_index}">#${r.snapshot_index}</a>`,
        when(r.since)
      ]),
      ...where.exited.map((x) => [
        html`<a href="${app.environment(org, x.environment_name)}">${x.environment_name}</a>`,
        tag('exited'),
        html`<a href="${app.environment(org, x.environment_name)}/snapshots/${x.snapshot_index}">#${x.snapshot_index}</a>`,
        when(x.at)
      ])
    ]
  )
}

export function historyTable(ctx: Context, org: string, fingerprint: string): Html {
  const entries = artifactHistory(ctx, org, fingerprint)
  return entries.length === 0
    ? html``
    : html`<h2>History</h2>
        ${table(
          ['When', 'What'],
          entries.map((e) => [when(e.timestamp), e.event])
        )}`
}

function approvalsTable(ctx: Context, artifact: ArtifactRow): Html {
  const rows = ctx.db.all(
    'SELECT record FROM approvals WHERE org = ? AND flow = ? AND fingerprint = ? ORDER BY number DESC LIMIT ?',
    artifact.org,
    artifact.flow,
    artifact.fingerprint,
    MAX_APPROVALS
  )
  if (rows.length === 0)
    return html`<p class="muted">No approval has been recorded for it in this flow (an approval recorded as an attestation is listed above).</p>`
  return table(
    ['#', 'State', 'Environment', 'Approved by', 'Commits', 'When'],
    rows.map((r) => {
      const a = fromColumn<Partial<ApprovalListItem>>(r.record, {})
      const by = (a.approvals ?? []).map((x) => `${x.approved_by} (${x.state})${x.comment ? `: ${x.comment}` : ''}`).join('; ')
      return [a.release_number ?? '', stateBadge(a.state ?? 'APPROVED'), a.environment ?? '', by || '—', (a.src_commit_list ?? []).length, when(a.created_at)]
    })
  )
}

/** The counted attestations of its trail that bear on it: its own and the trail's, each linked to its card. */
function evidenceTable(ctx: Context, artifact: ArtifactRow, memo: Evaluations): Html {
  const trail = trailRow(ctx, artifact.org, artifact.flow, artifact.trail)
  if (!trail) return html``
  const slot = artifact.template_name ?? artifact.filename
  const bearing = memo
    .attestationsOf(ctx, trail)
    .filter((a) => a.target === slot || a.fingerprint === artifact.fingerprint || (a.target === null && a.fingerprint === null))
  if (bearing.length === 0) return html`<p class="muted">Nothing has been attested of it or of its trail.</p>`
  const trailPage = app.trail(trail.org, trail.flow, trail.name)
  return table(
    ['Attestation', 'Type', 'Of', 'Verdict', 'Recorded'],
    bearing.map((a) => [
      html`<a href="${trailPage}#${anchorOf(a.id)}">${a.name}</a>`,
      a.type,
      a.target === null && a.fingerprint === null ? 'the trail' : 'this artifact',
      compliantBadge(a.is_compliant === 1),
      when(a.created_at)
    ])
  )
}

function artifactView(ctx: Context, artifact: ArtifactRow, memo: Evaluations, elsewhere: ArtifactRow[]): Answer {
  const data = fromColumn<Partial<ArtifactInput>>(artifact.data, {})
  const slot = artifact.template_name ?? artifact.filename
  // What assert-artifact answers for it in this flow: its trail's template, its own attestations and the trail's.
  const v = verdict(ctx, artifact, memo)
  const statuses = v.status.attestations_statuses ?? []
  const trailAddress = app.trail(artifact.org, artifact.flow, artifact.trail)
  const body = html`<h1>Artifact ${slot}</h1>
    <p class="muted">
      In trail <a href="${trailAddress}">${artifact.trail}</a> of flow <a href="${app.flow(artifact.org, artifact.flow)}">${artifact.flow}</a>
    </p>
    ${verdictView(v.state, attestationReasons(statuses), 'Every attestation its trail expects of it and of the trail has been reported and is compliant.')}
    <p class="muted">As <code>assert-artifact</code> answers for it in flow ${artifact.flow}.</p>
    ${facts([
      ['Fingerprint', html`<span class="mono">${artifact.fingerprint}</span>`],
      ['File', artifact.filename],
      ['Commit', commitLine(data.git_commit_info) ?? (artifact.git_commit ? outLink(data.commit_url, short(artifact.git_commit)) : undefined)],
      ['Built by the run', outLink(data.build_url)],
      ['Repository', outLink(data.repo_url ?? data.repo_info?.url)],
      ['Reported', when(artifact.created_at)],
      ['Links', linksView(data.external_urls)],
      ['Annotations', data.annotations ? dataView(data.annotations) : undefined],
      ['User data', data.user_data ? dataView(data.user_data) : undefined]
    ])}
    <h2>What it needs</h2>
    ${
      statuses.length === 0
        ? html`<p class="muted">Its trail's template expects nothing of it or of the trail, and nothing else was reported.</p>`
        : table(
            ['Attestation', 'Type', 'Status'],
            statuses.map((s) => [
              s.attestation_name,
              s.attestation_type,
              html`${s.status === 'MISSING' ? stateBadge('MISSING') : compliantBadge(s.is_compliant)}${s.unexpected ? html` ${tag('beyond the template')}` : ''}`
            ])
          )
    }
    <h2>Evidence</h2>
    ${evidenceTable(ctx, artifact, memo)}
    <h2>Approvals</h2>
    ${approvalsTable(ctx, artifact)}
    <h2>Where it runs</h2>
    ${whereItRuns(ctx, artifact.org, artifact.fingerprint)}
    ${
      elsewhere.length > 0
        ? html`<h2>Also reported</h2>
            ${table(
              ['Flow', 'Trail', 'As', 'Reported'],
              elsewhere.map((a) => [
                html`<a href="${app.flow(a.org, a.flow)}">${a.flow}</a>`,
                html`<a href="${app.artifact(a.org, a.flow, a.fingerprint)}?trail=${encodeURIComponent(a.trail)}">${a.trail}</a>`,
                a.template_name ?? a.filename,
                when(a.created_at)
              ])
            )}`
        : ''
    }
    ${historyTable(ctx, artifact.org, artifact.fingerprint)}`
  return page(`Artifact ${slot} · ${artifact.flow}`, flowCrumbs(artifact.org, artifact.flow, slot), body)
}

/**
 * `/{org}/flows/{flow}/artifacts/{fingerprint}`: the artifact as last reported in the flow (or
 * in `?trail=`), its verdict and why, approvals, and where it runs. A shortened fingerprint (a
 * link may carry one) that names one artifact of the flow is that artifact.
 */
export function artifactPage({ ctx, params: [org, flowName, fingerprint], query, memo }: PageRequest): Answer {
  const flow = liveFlow(ctx, org, flowName)
  let rows = artifactsOf(ctx, flow.org, fingerprint, flow.name)
  if (rows.length === 0) {
    const candidates = fingerprintsStarting(ctx, flow.org, flow.name, fingerprint, 21)
    if (candidates.length > 1) {
      const body = html`<h1>Artifacts starting ${fingerprint}</h1>
        <p>More than one artifact of flow ${flow.name} has a fingerprint starting with it:</p>
        ${table(
          ['Fingerprint'],
          candidates.slice(0, 20).map((fp) => [html`<a href="${app.artifact(flow.org, flow.name, fp)}" class="mono">${fp}</a>`])
        )}`
      return page(`Artifacts starting ${fingerprint} · ${flow.name}`, flowCrumbs(flow.org, flow.name, fingerprint), body)
    }
    if (candidates.length === 1) rows = artifactsOf(ctx, flow.org, candidates[0], flow.name)
  }
  const trail = query.get('trail')
  const artifact = rows.find((a) => trail === null || a.trail === trail)
  if (!artifact) throw notFound(`Artifact '${fingerprint}' in flow '${flow.name}'${trail === null ? '' : ` trail '${trail}'`}`)
  const elsewhere = artifactsOf(ctx, flow.org, artifact.fingerprint).filter((a) => a.id !== artifact.id)
  return artifactView(ctx, artifact, memo, elsewhere)
}
