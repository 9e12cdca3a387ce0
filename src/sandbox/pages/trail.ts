import type { TrailData } from '../../clients/service/catalogue/trails.js'
import { attachmentKept, type AttachmentInfo } from '../domain/attachment-files.js'
import { latestVersion } from '../domain/attestation-types.js'
import { artifactState, type AttestationStatus, type TrailEvaluation } from '../domain/compliance.js'
import { attestationHistory, evaluate, trailArtifacts, type AttestationRow, type TrailRow } from '../domain/evidence.js'
import { liveTrail } from '../domain/trails.js'
import { fromColumn } from '../json.js'
import type { Answer } from '../receive.js'
import type { Context } from '../request.js'
import { anchorOf, attestationCard } from './attestation.js'
import { dataView, longText } from './data.js'
import { html, outLink, type Html, type Part } from './html.js'
import { app, compliantBadge, facts, flowCrumbs, more, page, short, stateBadge, table, tag, when } from './layout.js'
import type { PageRequest } from './page-request.js'
import { commitLine, linksView } from './record-links.js'
import { trailReasons, verdictView } from './verdict.js'

/** The attestations a trail's page shows in full, at most; the API answers every one. */
export const MAX_CARDS = 1000
/** The earlier versions (superseded by a later one of the same name) it lists, at most. */
const MAX_EARLIER = 100

/** Where a trail's attestation's attachment downloads from. */
export const downloadAddress = (trail: TrailRow, id: string) =>
  `${app.trail(trail.org, trail.flow, trail.name)}/attestations/${encodeURIComponent(id)}/attachment`

function statusCell(s: AttestationStatus): Html {
  return html`${s.status === 'MISSING' ? stateBadge('MISSING') : compliantBadge(s.is_compliant)}${s.unexpected ? html` ${tag('beyond the template')}` : ''}`
}

/** Attestations beyond the template the table lists one by one, at most; past this it counts them (each has its card below). */
const MAX_BEYOND_ROWS = 20

/** What the template expects of the trail and of each artifact, and where each stands; then what was reported beyond it. */
function expectations(trail: TrailRow, evaluation: TrailEvaluation): Html {
  const link = (s: AttestationStatus, text: string): Part => (s.attestation_id ? html`<a href="#${anchorOf(s.attestation_id)}">${text}</a>` : text)
  // In order: the trail's, then each artifact's (an artifact not reported yet says so first).
  const entries: { of: string; status?: AttestationStatus }[] = evaluation.attestations_statuses.map((status) => ({ of: 'the trail', status }))
  for (const [slot, artifact] of evaluation.artifacts) {
    if (artifact.status === 'MISSING') entries.push({ of: `artifact ${slot}` })
    for (const status of artifact.attestations_statuses) entries.push({ of: `artifact ${slot}`, status })
  }
  const beyond = entries.filter((e) => e.status?.unexpected)
  const unlisted = beyond.length > MAX_BEYOND_ROWS ? beyond : []
  const failing = unlisted.filter((e) => e.status?.is_compliant === false).length
  const rows: Part[][] = entries
    .filter((e) => unlisted.length === 0 || !e.status?.unexpected)
    .map(({ of, status: s }) =>
      s
        ? [of, link(s, s.attestation_name), s.attestation_type, statusCell(s)]
        : [of, html`<span class="muted">the artifact itself</span>`, '', stateBadge('MISSING')]
    )
  const yaml = trail.template_yaml
  return html`${rows.length > 0 ? table(['For', 'Attestation', 'Type', 'Status'], rows) : ''}${
    unlisted.length > 0
      ? html`<p>${unlisted.length} more reported beyond the template, ${failing} of them non-compliant: they count too, and each has its card below.</p>`
      : rows.length === 0
        ? html`<p class="muted">The template expects nothing, and nothing else was reported.</p>`
        : ''
  }${
    yaml
      ? html`<details>
          <summary>The template's YAML</summary>
          <pre>${longText(yaml)}</pre>
        </details>`
      : html`<p class="muted">No template: the trail expects nothing.</p>`
  }`
}

function artifactsTable(ctx: Context, trail: TrailRow, evaluation: TrailEvaluation): Html {
  const artifacts = trailArtifacts(ctx, trail)
  if (artifacts.length === 0) return html`<p class="muted">No artifact has been reported to this trail.</p>`
  return table(
    ['Artifact', 'Fingerprint', 'State', 'Commit', 'Reported'],
    artifacts.map((a) => [
      html`<a href="${app.artifact(trail.org, trail.flow, a.fingerprint)}?trail=${encodeURIComponent(trail.name)}">${a.template_name ?? a.filename}</a>${
          a.template_name && a.template_name !== a.filename ? html`<br /><span class="muted mono">${a.filename}</span>` : ''
        }`,
      short(a.fingerprint),
      stateBadge(artifactState(evaluation, a.fingerprint)),
      a.git_commit ? short(a.git_commit, 10) : '',
      when(a.created_at)
    ])
  )
}

function earlierVersions(ctx: Context, trail: TrailRow, counted: AttestationRow[]): Html {
  // Most trails have none: counted before the versions are read.
  const total = Number(ctx.db.get('SELECT count(*) AS n FROM attestations WHERE org = ? AND flow = ? AND trail = ?', trail.org, trail.flow, trail.name)?.n ?? 0)
  if (total === counted.length) return html``
  const current = new Set(counted.map((a) => a.id))
  const earlier = attestationHistory(ctx, trail.org, trail.flow, trail.name, counted.length + MAX_EARLIER)
    .filter((a) => !current.has(a.id))
    .slice(0, MAX_EARLIER)
  if (earlier.length === 0) return html``
  return html`<h2>Earlier versions</h2>
    <p class="muted">Reported before a later attestation of the same name replaced them; they no longer decide anything. Newest first.</p>
    ${table(
      ['Recorded', 'Attestation', 'Type', 'Verdict', 'ID'],
      earlier.map((a) => [
        when(a.created_at),
        html`<span id="${anchorOf(a.id)}">${a.name}</span>`,
        a.type,
        html`${compliantBadge(a.is_compliant === 1)}${a.override === 1 ? html` ${tag('override')}` : ''}`,
        html`<span class="mono muted">${a.id}</span>`
      ])
    )}`
}

/** `/{org}/flows/{flow}/trails/{trail}`: the trail's verdict and why, its template, artifacts and attestations. */
export function trailPage({ ctx, params: [org, flow, name], query, memo }: PageRequest): Answer {
  const trail = liveTrail(ctx, org, flow, name)
  const evaluation = evaluate(ctx, trail, memo)
  const counted = memo.attestationsOf(ctx, trail)
  const data = fromColumn<Partial<TrailData>>(trail.data, {})
  const slotOf = new Map(trailArtifacts(ctx, trail).map((a) => [a.fingerprint, a.template_name ?? a.filename]))
  const linked = query.get('attestation_id') ?? undefined
  const rules = new Map<string, string[] | undefined>()
  const rulesOf = (typeName: string) => {
    if (!rules.has(typeName)) {
      const version = latestVersion(ctx, trail.org, typeName)
      rules.set(typeName, version ? (fromColumn<{ rules?: string[] }>(version.evaluator, {}).rules ?? []) : undefined)
    }
    return rules.get(typeName)
  }
  const shown = counted.slice(0, MAX_CARDS)
  const cards = shown.map((a) => {
    const sha256 = fromColumn<AttachmentInfo | null>(a.attachment, null)?.sha256
    return attestationCard(a, {
      slot: a.target ?? (a.fingerprint ? (slotOf.get(a.fingerprint) ?? a.fingerprint.slice(0, 12)) : undefined),
      download: sha256 && attachmentKept(ctx, trail.org, sha256) ? downloadAddress(trail, a.id) : undefined,
      rules: rulesOf,
      linked: a.id === linked
    })
  })
  const body = html`<h1>Trail ${trail.name}</h1>
    <p class="muted">In flow <a href="${app.flow(trail.org, trail.flow)}">${trail.flow}</a> of ${trail.org}</p>
    ${trail.description ? html`<p>${longText(trail.description)}</p>` : ''}
    ${verdictView(evaluation.status, trailReasons(evaluation), 'Every attestation the template expects has been reported and is compliant, and so is every other one reported.')}
    ${facts([
      ['Commit', commitLine(data.git_commit_info)],
      ['By the run', outLink(data.origin_url)],
      ['Repository', outLink(data.repo_info?.url)],
      ['Begun', when(trail.created_at)],
      ['Last change', when(trail.last_modified_at)],
      ['Links', linksView(data.external_urls)],
      ['User data', data.user_data ? dataView(data.user_data) : undefined]
    ])}
    <h2>Template</h2>
    ${expectations(trail, evaluation)}
    <h2>Artifacts</h2>
    ${artifactsTable(ctx, trail, evaluation)}
    <h2>Attestations</h2>
    ${
      counted.length === 0
        ? html`<p class="muted">No attestation has been reported to this trail.</p>`
        : html`<p class="muted">
            The ${counted.length} that count: the latest of each name, for the trail and for each artifact, in the order they were reported.
          </p>`
    }
    ${cards} ${more(shown.length, counted.length, 'GET /api/v2/trails/… answers every status')} ${earlierVersions(ctx, trail, counted)}`
  return page(`Trail ${trail.name} · ${trail.flow}`, flowCrumbs(trail.org, trail.flow, trail.name), body)
}
