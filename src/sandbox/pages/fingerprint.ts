import { artifactsOf, fingerprintState, whereabouts } from '../domain/evidence.js'
import { notFound } from '../http-error.js'
import type { Answer } from '../receive.js'
import { historyTable, whereItRuns } from './artifact.js'
import { html } from './html.js'
import { app, facts, orgAddress, page, short, stateBadge, table, when } from './layout.js'
import type { PageRequest } from './page-request.js'

/** `/{org}/artifacts/{fingerprint}`: a fingerprint known to the organization, in whichever flows it was reported, and where it runs. */
export function fingerprintPage({ ctx, params: [org, fingerprint], memo }: PageRequest): Answer {
  const rows = artifactsOf(ctx, org, fingerprint)
  const where = whereabouts(ctx, org, fingerprint)
  const attested = ctx.db.get('SELECT 1 AS n FROM attestations WHERE org = ? AND fingerprint = ? LIMIT 1', org, fingerprint)
  if (rows.length === 0 && where.running.length === 0 && where.exited.length === 0 && !attested) throw notFound(`Fingerprint '${fingerprint}'`)
  const body = html`<h1>Fingerprint ${short(fingerprint)}</h1>
    <div class="verdict">${stateBadge(fingerprintState(ctx, org, fingerprint, memo))}</div>
    <p class="muted">
      ${
        rows.length > 0
          ? 'Its verdict in the trail it was last reported to.'
          : 'It was never reported as an artifact: its verdict is that of the attestations that name it.'
      }
    </p>
    ${facts([['Fingerprint', html`<span class="mono">${fingerprint}</span>`]])}
    <h2>Reported in</h2>
    ${
      rows.length === 0
        ? html`<p class="muted">No flow.</p>`
        : table(
            ['Flow', 'Trail', 'As', 'Reported'],
            rows.map((a) => [
              html`<a href="${app.artifact(a.org, a.flow, a.fingerprint)}?trail=${encodeURIComponent(a.trail)}">${a.flow}</a>`,
              html`<a href="${app.trail(a.org, a.flow, a.trail)}">${a.trail}</a>`,
              a.template_name ?? a.filename,
              when(a.created_at)
            ])
          )
    }
    <h2>Where it runs</h2>
    ${whereItRuns(ctx, org, fingerprint)} ${historyTable(ctx, org, fingerprint)}`
  return page(`Fingerprint ${fingerprint.slice(0, 12)} · ${org}`, [{ text: org, href: orgAddress(org) }, { text: fingerprint.slice(0, 12) }], body)
}
