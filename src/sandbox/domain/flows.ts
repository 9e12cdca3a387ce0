import { liveFlow, tagsOf, type FlowRow } from '../records.js'
import type * as catalogue from '../../clients/service/catalogue/flows.js'
import type { FlowView } from '../../clients/service/catalogue/flows.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { fromColumn } from '../json.js'
import { now, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { requireName } from './names.js'

import { EMPTY_TEMPLATE_YAML, parseTemplate } from '../engines/template.js'
import * as flowsCatalogue from '../../clients/service/catalogue/flows.js'

/** The document: "Only alphanumeric characters and '-' are allowed." */
const SEARCH_BY_NAME = { re: /^[A-Za-z0-9-]*$/, expected: "letters, digits and '-' only" }

/** `template` is the YAML of a flow made from a template file, or the legacy list of names. */
function flowView(ctx: Context, flow: FlowRow): FlowView & { last_deployment_at: null } {
  return {
    name: flow.name,
    description: flow.description,
    visibility: flow.visibility,
    org: flow.org,
    template: flow.template_yaml ?? fromColumn<string[]>(flow.template, []),
    repo_url: flow.repo_url,
    tags: tagsOf(ctx, flow.org, 'flow', flow.name),
    last_deployment_at: null
  }
}

function upsert(
  ctx: Context,
  org: string,
  fields: { name: string; description: string; visibility?: string; template: string[] | null; template_yaml: string | null; repo_url?: string | null }
): boolean {
  const existing = ctx.db.get('SELECT * FROM flows WHERE org = ? AND name = ?', org, fields.name) as FlowRow | undefined
  const at = now()
  if (existing) {
    ctx.db.run(
      `UPDATE flows SET archived = 0, description = ?, visibility = ?, template = ?, template_yaml = ?, repo_url = ?, last_modified_at = ? WHERE org = ? AND name = ?`,
      fields.description,
      fields.visibility ?? existing.visibility,
      fields.template === null ? null : JSON.stringify(fields.template),
      fields.template_yaml,
      fields.repo_url === undefined ? existing.repo_url : fields.repo_url,
      at,
      org,
      fields.name
    )
    return existing.archived === 0
  }
  ctx.db.run(
    'INSERT INTO flows (org, name, description, visibility, template, template_yaml, repo_url, created_at, last_modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    org,
    fields.name,
    fields.description,
    fields.visibility ?? 'private',
    fields.template === null ? null : JSON.stringify(fields.template),
    fields.template_yaml,
    fields.repo_url ?? null,
    at,
    at
  )
  return false
}

function flowHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /** PUT /flows/{org} (deprecated by the service): a flow with a legacy template, a list of names. */
    put({ params, body }: Call<typeof catalogue.upsertFlow>): Reply<typeof catalogue.upsertFlow> {
      const updated = upsert(ctx, params.org, {
        name: body.name,
        description: body.description,
        visibility: body.visibility,
        template: body.template,
        template_yaml: null,
        repo_url: body.repo_url
      })
      return { status: updated ? 200 : 201, body: updated ? `Flow '${body.name}' updated` : `Flow '${body.name}' created` }
    },

    /** PUT /flows/{org}/template_file: a flow whose trails expect what its YAML template says. */
    putWithTemplate({ params, body }: Call<typeof catalogue.createFlowWithTemplate>): Reply<typeof catalogue.createFlowWithTemplate> {
      const yaml = body.template_file ? body.template_file.content.toString('utf8') : EMPTY_TEMPLATE_YAML
      parseTemplate(yaml)
      const { name, description, visibility } = body.data_json
      requireName(name, PATTERNS.flowName, 'part data_json/name')
      const updated = upsert(ctx, params.org, { name, description, visibility, template: null, template_yaml: yaml })
      return { status: updated ? 200 : 201, body: updated ? `Flow '${name}' updated` : `Flow '${name}' created` }
    },

    /** `search_by_name` keeps flows whose name contains it; case-sensitive unless told otherwise. */
    list({ params, query }: Call<typeof catalogue.listFlows>): Reply<typeof catalogue.listFlows> {
      const rows = db.all('SELECT * FROM flows WHERE org = ? AND archived = 0 ORDER BY name', params.org) as unknown as FlowRow[]
      const needle = query.search_by_name
      if (needle !== undefined) requireName(needle, SEARCH_BY_NAME, 'search_by_name')
      const caseSensitive = query.case_sensitive ?? true
      const matches = (name: string) => needle === undefined || (caseSensitive ? name.includes(needle) : name.toLowerCase().includes(needle.toLowerCase()))
      return { status: 200, body: rows.filter((f) => matches(f.name)).map((f) => flowView(ctx, f)) }
    },

    get({ params }: Call<typeof catalogue.getFlow>): Reply<typeof catalogue.getFlow> {
      return { status: 200, body: flowView(ctx, liveFlow(ctx, params.org, params.flow_name)) }
    },

    archive({ params }: Call<typeof catalogue.archiveFlow>): Reply<typeof catalogue.archiveFlow> {
      const flow = liveFlow(ctx, params.org, params.flow_name)
      db.run('UPDATE flows SET archived = 1, last_modified_at = ? WHERE org = ? AND name = ?', now(), flow.org, flow.name)
      return { status: 200, body: `Flow '${flow.name}' archived` }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function flowRoutes(ctx: Context): Route[] {
  const h = flowHandlers(ctx)
  return [
    route(flowsCatalogue.upsertFlow, h.put),
    route(flowsCatalogue.createFlowWithTemplate, h.putWithTemplate),
    route(flowsCatalogue.listFlows, h.list),
    route(flowsCatalogue.getFlow, h.get),
    route(flowsCatalogue.archiveFlow, h.archive)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
