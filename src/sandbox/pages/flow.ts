import { liveFlow } from '../records.js'
import { evaluate, stateInTrail, type ArtifactRow, type TrailRow } from '../domain/evidence.js'

import { fromColumn } from '../json.js'
import type { Answer } from '../receive.js'
import { longText } from './data.js'
import { html, outLink, type Html } from './html.js'
import { app, facts, flowCrumbs, page, short, stateBadge, table, when } from './layout.js'
import type { PageRequest } from './page-request.js'
import { tagBadges } from './tags.js'

const TRAILS_PER_PAGE = 20
const ARTIFACTS_SHOWN = 20

/** `?page=N` from 1; anything else is the first. */
function pageNumber(query: URLSearchParams): number {
  const n = Number(query.get('page') ?? 1)
  return Number.isInteger(n) && n >= 1 && n <= 1e6 ? n : 1
}

/** `/{org}/flows/{flow}`: what the flow expects, its trails (newest first, 20 a page) with their verdicts, its latest artifacts. */
export function flowPage({ ctx, params: [org, name], query, memo }: PageRequest): Answer {
  const flow = liveFlow(ctx, org, name)
  const at = pageNumber(query)
  const total = Number(ctx.db.get('SELECT count(*) AS n FROM trails WHERE org = ? AND flow = ?', flow.org, flow.name)?.n ?? 0)
  const trails = ctx.db.all(
    'SELECT * FROM trails WHERE org = ? AND flow = ? ORDER BY seq DESC LIMIT ? OFFSET ?',
    flow.org,
    flow.name,
    TRAILS_PER_PAGE,
    (at - 1) * TRAILS_PER_PAGE
  ) as unknown as TrailRow[]
  const artifacts = ctx.db.all(
    'SELECT * FROM artifacts WHERE org = ? AND flow = ? ORDER BY seq DESC LIMIT ?',
    flow.org,
    flow.name,
    ARTIFACTS_SHOWN
  ) as unknown as ArtifactRow[]
  const here = app.flow(flow.org, flow.name)
  const pager: Html = html`<p>
    ${at > 1 ? html`<a href="${here}?page=${at - 1}">Newer trails</a> ` : ''}${
      at * TRAILS_PER_PAGE < total ? html`<a href="${here}?page=${at + 1}">Older trails</a>` : ''
    }
  </p>`
  const legacy = fromColumn<string[]>(flow.template, [])
  const body = html`<h1>Flow ${flow.name}</h1>
    ${flow.description ? html`<p>${longText(flow.description)}</p>` : ''}
    ${facts([
      ['Organization', flow.org],
      ['Visibility', flow.visibility],
      ['Tags', tagBadges(ctx, flow.org, 'flow', flow.name)],
      ['Repository', outLink(flow.repo_url)],
      ['Created', when(flow.created_at)],
      ['Last change', when(flow.last_modified_at)]
    ])}
    <h2>Template</h2>
    ${
      flow.template_yaml
        ? html`<p class="muted">What each new trail expects, unless it begins with its own.</p>
            <pre>${longText(flow.template_yaml)}</pre>`
        : legacy.length > 0
          ? html`<p>Artifacts expected (a legacy template): ${legacy.join(', ')}</p>`
          : html`<p class="muted">No template: its trails expect nothing.</p>`
    }
    <h2>Trails</h2>
    ${
      trails.length === 0
        ? html`<p class="muted">${total === 0 ? 'No trail has begun in this flow.' : 'No trails on this page.'}</p>`
        : html`<p class="muted">${total} trail(s), newest first.</p>
            ${table(
              ['Trail', 'State', 'Description', 'Begun'],
              trails.map((t) => [
                html`<a href="${app.trail(t.org, t.flow, t.name)}">${t.name}</a>`,
                stateBadge(evaluate(ctx, t, memo).status),
                t.description ? t.description.slice(0, 200) : '',
                when(t.created_at)
              ])
            )}`
    }
    ${pager}
    <h2>Latest artifacts</h2>
    ${
      artifacts.length === 0
        ? html`<p class="muted">No artifact has been reported in this flow.</p>`
        : table(
            ['Artifact', 'Fingerprint', 'Trail', 'State', 'Reported'],
            artifacts.map((a) => [
              html`<a href="${app.artifact(a.org, a.flow, a.fingerprint)}?trail=${encodeURIComponent(a.trail)}">${a.template_name ?? a.filename}</a>`,
              short(a.fingerprint),
              html`<a href="${app.trail(a.org, a.flow, a.trail)}">${a.trail}</a>`,
              stateBadge(stateInTrail(ctx, a, memo)),
              when(a.created_at)
            ])
          )
    }`
  return page(`Flow ${flow.name} · ${flow.org}`, flowCrumbs(flow.org, flow.name), body)
}
