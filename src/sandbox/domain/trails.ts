import { liveFlow } from '../records.js'
import type * as catalogue from '../../clients/service/catalogue/trails.js'
import type { TrailData } from '../../clients/service/catalogue/trails.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { badRequest, notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import { htmlUrl, now, paging, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { evaluate, Evaluations, trailRow, type TrailRow } from './evidence.js'

import { commitInfo, externalUrls, userData } from './shapes.js'
import { parseTemplate, templateView } from '../engines/template.js'
import { trailEvents } from './trail-events.js'
import * as trailsCatalogue from '../../clients/service/catalogue/trails.js'

/** What a trail keeps beside its name and description; an update replaces the ones it sends. */
const TRAIL_FIELDS = ['git_commit_info', 'repo_info', 'origin_url', 'external_urls', 'user_data'] as const

/** A trail of a live flow, or 404. */
export function liveTrail(ctx: Context, org: string, flow: string, name: string): TrailRow {
  liveFlow(ctx, org, flow)
  const trail = trailRow(ctx, org, flow, name)
  if (!trail) throw notFound(`Trail '${name}' in flow '${flow}'`)
  return trail
}

/** The document's `GetTrail`, with its compliance as of now. */
export function trailView(ctx: Context, trail: TrailRow, memo: Evaluations) {
  const data = fromColumn<Partial<TrailData>>(trail.data, {})
  const evaluation = evaluate(ctx, trail, memo)
  const artifacts = Object.create(null) as Record<string, unknown>
  for (const [name, status] of evaluation.artifacts) artifacts[name] = status
  return {
    name: trail.name,
    description: trail.description,
    git_commit_info: commitInfo(data.git_commit_info),
    origin_url: data.origin_url ?? null,
    user_data: userData(data.user_data),
    repo_ids: data.repo_info?.id ? [String(data.repo_info.id)] : [],
    last_modified_at: trail.last_modified_at,
    created_at: trail.created_at,
    compliance_status: {
      status: evaluation.status,
      is_compliant: evaluation.is_compliant,
      attestations_statuses: evaluation.attestations_statuses,
      artifacts_statuses: artifacts,
      evaluated_at: evaluation.evaluated_at,
      flow_template_id: null
    },
    template: templateView(trail.template_yaml),
    compliance_state: evaluation.status,
    is_compliant: evaluation.is_compliant,
    events: trailEvents(ctx, trail),
    created_by: 'sandbox',
    flow: { name: trail.flow, tags: {} },
    external_urls: externalUrls(data.external_urls),
    html_url: htmlUrl(ctx, trail.org, 'flows', trail.flow, 'trails', trail.name)
  }
}

function page(ctx: Context, rows: TrailRow[], total: number, at: { page: number; perPage: number }) {
  const memo = new Evaluations()
  return {
    data: rows.map((t) => trailView(ctx, t, memo)),
    pagination: { total, page: at.page, per_page: at.perPage, page_count: Math.ceil(total / at.perPage) }
  }
}

function trailHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /**
     * PUT /trails/{org}/{flow_name}: begin a trail, or update it. Its template is the file sent
     * with it, else the one it had, else its flow's as the trail begins.
     */
    begin({ params, body }: Call<typeof catalogue.beginTrail>): Reply<typeof catalogue.beginTrail> {
      const flow = liveFlow(ctx, params.org, params.flow_name)
      const { name, description, ...rest } = body.data_json
      // The document leaves the name free, but a trail is reached by it in a path, under this rule.
      if (!PATTERNS.trailName.re.test(name))
        throw badRequest(`part data_json/name \`${name.slice(0, 80)}\` is not valid; expected ${PATTERNS.trailName.expected}`, {
          'part data_json/name': PATTERNS.trailName.expected
        })
      let yaml: string | undefined
      if (body.template_file) {
        yaml = body.template_file.content.toString('utf8')
        parseTemplate(yaml)
      }
      const existing = trailRow(ctx, flow.org, flow.name, name)
      const at = now()
      if (existing) {
        const data = { ...fromColumn<Record<string, unknown>>(existing.data, {}) }
        for (const key of TRAIL_FIELDS) if (rest[key] !== undefined) data[key] = rest[key]
        db.run(
          'UPDATE trails SET description = coalesce(?, description), template_yaml = ?, data = ?, last_modified_at = ?, updated_at = ? WHERE seq = ?',
          description ?? null,
          yaml ?? existing.template_yaml,
          JSON.stringify(data),
          at,
          at,
          existing.seq
        )
        return { status: 200, body: `Trail '${name}' updated` }
      }
      db.run(
        'INSERT INTO trails (org, flow, name, description, template_yaml, data, created_at, last_modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        flow.org,
        flow.name,
        name,
        description ?? null,
        yaml ?? flow.template_yaml,
        JSON.stringify(Object.fromEntries(TRAIL_FIELDS.map((key) => [key, rest[key] ?? null]))),
        at,
        at
      )
      return { status: 201, body: `Trail '${name}' begun` }
    },

    /** The trails of a flow, newest first, a page at a time. */
    list({ params, query }: Call<typeof catalogue.listTrails>): Reply<typeof catalogue.listTrails> {
      const flow = liveFlow(ctx, params.org, params.flow_name)
      const at = paging(query.page, query.per_page, 20)
      const total = Number(db.get('SELECT count(*) AS n FROM trails WHERE org = ? AND flow = ?', flow.org, flow.name)?.n ?? 0)
      const rows = db.all(
        'SELECT * FROM trails WHERE org = ? AND flow = ? ORDER BY seq DESC LIMIT ? OFFSET ?',
        flow.org,
        flow.name,
        at.limit,
        at.offset
      ) as unknown as TrailRow[]
      return { status: 200, body: page(ctx, rows, total, at) }
    },

    /** GET /trails/{org}: trails of every live flow, or of one (`flow`), or holding an artifact (`fingerprint`). */
    listOfOrg({ params, query }: Call<typeof catalogue.listOrgTrails>): Reply<typeof catalogue.listOrgTrails> {
      if (query.flow !== undefined) liveFlow(ctx, params.org, query.flow)
      const at = paging(query.page, query.per_page, 20)
      // Flows carry no tags in the sandbox, so a tag filter matches none.
      const where = `t.org = ? AND f.archived = 0 AND (? IS NULL OR t.flow = ?) AND (? IS NULL OR EXISTS (SELECT 1 FROM artifacts a WHERE a.org = t.org AND a.flow = t.flow AND a.trail = t.name AND a.fingerprint = ?)) AND ? IS NULL`
      const args = [params.org, query.flow ?? null, query.flow ?? null, query.fingerprint ?? null, query.fingerprint ?? null, query.flow_tag ?? null]
      const from = 'FROM trails t JOIN flows f ON f.org = t.org AND f.name = t.flow'
      const total = Number(db.get(`SELECT count(*) AS n ${from} WHERE ${where}`, ...args)?.n ?? 0)
      const rows = db.all(`SELECT t.* ${from} WHERE ${where} ORDER BY t.seq DESC LIMIT ? OFFSET ?`, ...args, at.limit, at.offset) as unknown as TrailRow[]
      return { status: 200, body: page(ctx, rows, total, at) }
    },

    get({ params }: Call<typeof catalogue.getTrail>): Reply<typeof catalogue.getTrail> {
      return { status: 200, body: trailView(ctx, liveTrail(ctx, params.org, params.flow_name, params.trail_name), new Evaluations()) }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function trailRoutes(ctx: Context): Route[] {
  const h = trailHandlers(ctx)
  return [
    route(trailsCatalogue.beginTrail, h.begin),
    route(trailsCatalogue.listTrails, h.list),
    route(trailsCatalogue.listOrgTrails, h.listOfOrg),
    route(trailsCatalogue.getTrail, h.get)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
