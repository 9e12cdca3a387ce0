// The look-ups of live records that handlers and pages share. They live apart from the handler
// modules so that those modules need not import each other (no cycles among them).
import { notFound } from './http-error.js'
import type { Context } from './request.js'

/** What can carry tags here: flows (what a policy expression reads as `flow.tags`) and environments. */
export type TaggedType = 'flow' | 'environment'

export interface EnvironmentRow {
  org: string
  name: string
  type: string
  description: string
  include_scaling: number
  included_environments: string
  policies: string
  archived: number
  created_at: number
  last_modified_at: number
  last_reported_at: number | null
  snapshot_count: number
}

/** An environment that can be used: archived ones answer 404, as the service does. */
export function liveEnvironment(ctx: Context, org: string, name: string): EnvironmentRow {
  const row = ctx.db.get('SELECT * FROM environments WHERE org = ? AND name = ? AND archived = 0', org, name) as EnvironmentRow | undefined
  if (!row) throw notFound(`Environment '${name}'`)
  return row
}

export interface FlowRow {
  org: string
  name: string
  description: string
  visibility: string
  template: string | null
  template_yaml: string | null
  repo_url: string | null
  archived: number
  created_at: number
  last_modified_at: number
}

/** A flow that can be used: archived ones answer 404, as the service does. */
export function liveFlow(ctx: Context, org: string, name: string): FlowRow {
  const row = ctx.db.get('SELECT * FROM flows WHERE org = ? AND name = ? AND archived = 0', org, name) as FlowRow | undefined
  if (!row) throw notFound(`Flow '${name}'`)
  return row
}

/** A record's tags, key → value: nothing when it has none. */
export function tagsOf(ctx: Context, org: string, type: TaggedType, id: string): Record<string, string> {
  const rows = ctx.db.all('SELECT key, value FROM tags WHERE org = ? AND resource_type = ? AND resource_id = ? ORDER BY key', org, type, id) as {
    key: string
    value: string
  }[]
  const tags = Object.create(null) as Record<string, string>
  for (const { key, value } of rows) tags[key] = value
  return { ...tags }
}
