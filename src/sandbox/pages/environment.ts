import { allowedIn, type Allowed } from '../domain/allowlists.js'
import { liveEnvironment, type EnvironmentRow } from '../records.js'
import { environmentView } from '../domain/environments.js'
import type { Evaluations } from '../domain/evidence.js'
import { annotated, snapshotCompliant } from '../domain/snapshots.js'
import { HttpError } from '../http-error.js'
import type { Answer } from '../receive.js'
import { now, type Context } from '../request.js'
import { longText } from './data.js'
import { html, outLink, type Html } from './html.js'
import { app, compliantBadge, facts, orgAddress, page, short, table, tag, when } from './layout.js'
import type { PageRequest } from './page-request.js'
import { evaluatePolicies, policiesSection } from './policies.js'
import { tagBadges } from './tags.js'
import { timeline, type Period } from './timeline.js'

/** The snapshots the timeline draws, at most: the latest ones. */
export const MAX_TIMELINE = 200
/** The snapshots listed under it. */
const LISTED = 20

/** The latest snapshots' periods, oldest first, each with its verdict. */
function periods(ctx: Context, env: EnvironmentRow, memo: Evaluations): Period[] {
  const rows = ctx.db.all(
    'SELECT idx, created_at FROM snapshots WHERE org = ? AND env = ? AND idx > ? ORDER BY idx',
    env.org,
    env.name,
    env.snapshot_count - MAX_TIMELINE
  ) as { idx: number; created_at: number }[]
  const at = now()
  return rows.map((s, i) => ({
    index: s.idx,
    from: s.created_at,
    to: rows[i + 1]?.created_at ?? Math.max(at, s.created_at),
    compliant: snapshotCompliant(ctx, env.org, env.name, s.idx, memo)
  }))
}

function snapshotList(env: EnvironmentRow, list: Period[], shown: number): Html {
  const newest = [...list].reverse().slice(0, LISTED)
  return table(
    ['Snapshot', 'From', 'To', 'Verdict'],
    newest.map((p) => [
      p.index === shown
        ? html`<strong>#${p.index}</strong> (shown)`
        : html`<a href="${app.environment(env.org, env.name)}/snapshots/${p.index}">#${p.index}</a>`,
      when(p.from),
      p.index === env.snapshot_count ? html`<span class="muted">now</span>` : when(p.to),
      compliantBadge(p.compliant)
    ])
  )
}

type Annotated = ReturnType<typeof annotated>[number]

const CHANGES: Record<string, string> = { started: 'started', unchanged: 'unchanged', exited: 'exited', scaled: 'scaled' }

/** What the environment allows to run without full evidence, and why. */
function allowlistTable(allowed: Map<string, Allowed>): Html {
  if (allowed.size === 0) return html`<p class="muted">No artifact is allowed here without full evidence.</p>`
  return table(
    ['Artifact', 'Fingerprint', 'Reason', 'Allowed'],
    [...allowed.values()].map((a) => [a.artifact_name, short(a.fingerprint), a.description, when(a.created_at)])
  )
}

function artifactsTable(env: EnvironmentRow, artifacts: Annotated[], allowed: Map<string, Allowed>): Html {
  if (artifacts.length === 0) return html`<p class="muted">Nothing runs in this snapshot.</p>`
  // Started first, then those still there, then those that left: what changed reads first.
  const order = { started: 0, scaled: 1, unchanged: 2, exited: 3 } as Record<string, number>
  const sorted = [...artifacts].sort((a, b) => (order[a.annotation.type] ?? 9) - (order[b.annotation.type] ?? 9) || (a.name < b.name ? -1 : 1))
  return table(
    ['Artifact', 'Change', 'Verdict', 'Fingerprint', 'Flow', 'Commit'],
    sorted.map((a) => {
      const [provenance] = a.flows
      return [
        a.name,
        html`${tag(CHANGES[a.annotation.type] ?? a.annotation.type)}${a.annotation.type === 'scaled' ? html` <span class="muted">${a.annotation.was} → ${a.annotation.now}</span>` : ''}`,
        allowed.has(a.fingerprint) ? html`${compliantBadge(a.compliant)} <span class="muted">allowlisted</span>` : compliantBadge(a.compliant),
        html`<a href="${provenance ? app.artifact(env.org, provenance.flow_name, a.fingerprint) : `${orgAddress(env.org)}/artifacts/${a.fingerprint}`}"
          >${short(a.fingerprint)}</a
        >`,
        provenance
          ? html`<a href="${app.flow(env.org, provenance.flow_name)}">${provenance.flow_name}</a> ·
              <a href="${app.trail(env.org, provenance.flow_name, provenance.trail_name)}">${short(provenance.trail_name, 16)}</a>`
          : html`<span class="muted">no provenance</span>`,
        a.git_commit ? outLink(a.commit_url || undefined, short(a.git_commit, 10)) : ''
      ]
    })
  )
}

function members(ctx: Context, env: EnvironmentRow, memo: Evaluations): Html {
  const names = environmentView(ctx, env, memo).included_environments ?? []
  if (names.length === 0) return html`<p class="muted">It includes no environment.</p>`
  return table(
    ['Environment', 'Now'],
    names.map((name) => {
      const member = ctx.db.get('SELECT * FROM environments WHERE org = ? AND name = ? AND archived = 0', env.org, name) as EnvironmentRow | undefined
      const state = member ? environmentView(ctx, member, memo).state : null
      return [
        member ? html`<a href="${app.environment(env.org, name)}">${name}</a>` : html`${name} <span class="muted">(not created, or archived)</span>`,
        state === null ? html`<span class="muted">no snapshot</span>` : compliantBadge(state)
      ]
    })
  )
}

/**
 * `/{org}/environments/{env}` (and `…/snapshots/{index}`, the address a snapshot's answer
 * gives): the snapshots as a timeline, what runs in the latest (or the one named) and what
 * changed, and the policies' evaluations of it.
 */
export function environmentPage({ ctx, params: [org, name, index], memo }: PageRequest): Answer {
  const env = liveEnvironment(ctx, org, name)
  const view = environmentView(ctx, env, memo)
  const policies = view.policies ?? []
  let shown = env.snapshot_count
  if (index !== undefined) {
    if (!/^\d{1,9}$/.test(index) || Number(index) < 1 || Number(index) > env.snapshot_count)
      throw new HttpError(404, `Snapshot '${index.slice(0, 40)}' of environment '${env.name}' not found (it has ${env.snapshot_count})`)
    shown = Number(index)
  }
  const list = periods(ctx, env, memo)
  const artifacts = shown > 0 ? annotated(ctx, env.org, env.name, shown, policies, memo) : []
  const running = artifacts.filter((a) => a.annotation.now > 0)
  const allowed = allowedIn(ctx, env.org, env.name)
  const logical = env.type === 'logical'
  const body = html`<h1>Environment ${env.name}</h1>
    ${env.description ? html`<p>${longText(env.description)}</p>` : ''}
    <div class="verdict">${view.state === null ? html`<span class="badge plain">no snapshot yet</span>` : compliantBadge(view.state)}${tag(env.type)}</div>
    ${facts([
      ['Organization', html`<a href="${orgAddress(env.org)}">${env.org}</a>`],
      ['Snapshots', logical ? undefined : String(env.snapshot_count)],
      ['Last report', when(env.last_reported_at)],
      ['Scaling', env.include_scaling === 1 ? 'a change in the number of instances makes a new snapshot' : undefined],
      ['Policies', policies.length > 0 ? html`${policies.map((p) => html`${tag(p)} `)}` : undefined],
      ['Tags', tagBadges(ctx, env.org, 'environment', env.name)]
    ])}
    ${
      logical
        ? html`<h2>Included environments</h2>
            <p class="muted">A logical environment is compliant when every environment it includes is.</p>
            ${members(ctx, env, memo)}`
        : html`<h2>Timeline</h2>
            ${timeline(list)}
            ${env.snapshot_count > list.length ? html`<p class="muted">The latest ${list.length} of ${env.snapshot_count} snapshots.</p>` : ''}
            ${list.length > 0 ? snapshotList(env, list, shown) : ''}
            ${
              shown > 0
                ? html`<h2>Snapshot #${shown}${shown === env.snapshot_count ? ' (the latest)' : ''}</h2>
                    <p class="muted">
                      ${running.length} artifact(s) running, ${running.filter((a) => a.compliant).length}
                      compliant${shown > 1 ? `; compared with snapshot #${shown - 1}` : ''}.
                    </p>
                    ${artifactsTable(env, artifacts, allowed)}`
                : ''
            }`
    }
    ${
      logical
        ? ''
        : html`<h2>Allowlist</h2>
            ${allowlistTable(allowed)}`
    }
    <h2>Policies</h2>
    ${policiesSection(evaluatePolicies(ctx, env.org, policies, running, memo))}`
  const title = index === undefined ? `Environment ${env.name} · ${env.org}` : `Snapshot #${shown} of ${env.name} · ${env.org}`
  return page(
    title,
    [
      { text: env.org, href: orgAddress(env.org) },
      { text: env.name, href: index === undefined ? undefined : app.environment(env.org, env.name) },
      ...(index === undefined ? [] : [{ text: `#${shown}` }])
    ],
    body
  )
}
