import { FlowRow, type EnvironmentRow } from '../records.js'
import { environmentView } from '../domain/environments.js'

import { notFound } from '../http-error.js'
import type { Answer } from '../receive.js'
import { html, type Html } from './html.js'
import { app, compliantBadge, firstOnly, orgAddress, page, table, tag } from './layout.js'
import type { PageRequest } from './page-request.js'

/** Organizations, and flows and environments of each, shown at most. */
const MAX_ORGS = 100
const MAX_EACH = 100

/** `/` and `/{org}`: every organization (or one), each with its flows and environments. */
export function homePage({ ctx, params: [only], memo }: PageRequest): Answer {
  const orgs =
    only !== undefined
      ? [only]
      : ctx.db
          .all('SELECT org FROM flows WHERE archived = 0 UNION SELECT org FROM environments WHERE archived = 0 ORDER BY org LIMIT ?', MAX_ORGS + 1)
          .map((r) => String(r.org))
  // An organization is known by what was recorded in it: none, and its address is no page.
  if (only !== undefined && !ctx.db.get('SELECT 1 AS n FROM flows WHERE org = ? UNION SELECT 1 FROM environments WHERE org = ?', only, only))
    throw notFound(`Organization '${only}'`)
  const sections: Html[] = orgs.slice(0, MAX_ORGS).map((org) => {
    const flows = ctx.db.all('SELECT * FROM flows WHERE org = ? AND archived = 0 ORDER BY name LIMIT ?', org, MAX_EACH + 1) as unknown as FlowRow[]
    const trailCounts = new Map(
      ctx.db.all('SELECT flow, count(*) AS n FROM trails WHERE org = ? GROUP BY flow', org).map((r) => [String(r.flow), Number(r.n)] as const)
    )
    const envs = ctx.db.all('SELECT * FROM environments WHERE org = ? AND archived = 0 ORDER BY name LIMIT ?', org, MAX_EACH + 1) as unknown as EnvironmentRow[]
    return html`<section>
      <h2><a href="${orgAddress(org)}">${org}</a></h2>
      <div class="grid">
        <div>
          <h3>Flows</h3>
          ${
            flows.length === 0
              ? html`<p class="muted">None.</p>`
              : table(
                  ['Flow', 'Trails', 'Description'],
                  flows
                    .slice(0, MAX_EACH)
                    .map((f) => [html`<a href="${app.flow(org, f.name)}">${f.name}</a>`, trailCounts.get(f.name) ?? 0, f.description.slice(0, 200)])
                )
          }${firstOnly(MAX_EACH, flows.length > MAX_EACH, `GET /api/v2/flows/${org} lists them all`)}
        </div>
        <div>
          <h3>Environments</h3>
          ${
            envs.length === 0
              ? html`<p class="muted">None.</p>`
              : table(
                  ['Environment', 'Type', 'Now'],
                  envs.slice(0, MAX_EACH).map((e) => {
                    const state = environmentView(ctx, e, memo).state
                    return [
                      html`<a href="${app.environment(org, e.name)}">${e.name}</a>`,
                      tag(e.type),
                      state === null ? html`<span class="muted">no snapshot</span>` : compliantBadge(state)
                    ]
                  })
                )
          }${firstOnly(MAX_EACH, envs.length > MAX_EACH, `GET /api/v2/environments/${org} lists them all`)}
        </div>
      </div>
    </section>`
  })
  const title = only === undefined ? 'Organizations' : `Organization ${only}`
  const body = html`<h1>${title}</h1>
    ${
      orgs.length === 0
        ? html`<p>
            Nothing recorded yet. Point the action's <code>base-url</code> at this sandbox, or create a flow or environment through <code>/api/v2</code>.
          </p>`
        : sections
    }
    ${firstOnly(MAX_ORGS, orgs.length > MAX_ORGS, 'each answers at its own address, /ORG')}`
  return page(title, only === undefined ? [] : [{ text: only }], body)
}
