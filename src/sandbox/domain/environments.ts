import { liveEnvironment, tagsOf, type EnvironmentRow } from '../records.js'
import type * as catalogue from '../../clients/service/catalogue/environments.js'
import type { EnvironmentView } from '../../clients/service/catalogue/environments.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { badRequest } from '../http-error.js'
import { fromColumn } from '../json.js'
import { now, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { requireMembers, requireName } from './names.js'
import { Evaluations } from './evidence.js'
import { requirePolicies } from './policies.js'
import { snapshotCompliant } from './snapshots.js'

import * as environmentsCatalogue from '../../clients/service/catalogue/environments.js'

/**
 * `state` is the latest snapshot's compliance (null before the first); a logical environment's
 * is its members' together.
 */
function stateOf(ctx: Context, env: EnvironmentRow, memo: Evaluations, seen = new Set<string>()): boolean | null {
  if (env.type !== 'logical') return env.snapshot_count > 0 ? snapshotCompliant(ctx, env.org, env.name, env.snapshot_count, memo) : null
  seen.add(env.name)
  const states = fromColumn<string[]>(env.included_environments, [])
    .filter((name) => !seen.has(name))
    .map((name) => ctx.db.get('SELECT * FROM environments WHERE org = ? AND name = ? AND archived = 0', env.org, name) as EnvironmentRow | undefined)
    .map((member) => (member ? stateOf(ctx, member, memo, seen) : null))
    .filter((s): s is boolean => s !== null)
  return states.length === 0 ? null : states.every(Boolean)
}

export function environmentView(ctx: Context, env: EnvironmentRow, memo: Evaluations): EnvironmentView {
  return {
    org: env.org,
    name: env.name,
    type: env.type,
    description: env.description,
    last_modified_at: env.last_modified_at,
    last_reported_at: env.last_reported_at,
    state: stateOf(ctx, env, memo),
    include_scaling: env.include_scaling === 1,
    tags: tagsOf(ctx, env.org, 'environment', env.name),
    policies: fromColumn<string[]>(env.policies, []),
    included_environments: fromColumn<string[]>(env.included_environments, [])
  }
}

function environmentHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /** PUT /environments/{org}: create, or update (an empty description is ignored here). */
    put({ params, body }: Call<typeof catalogue.createEnvironment>): Reply<typeof catalogue.createEnvironment> {
      requireName(body.name, PATTERNS.environmentName, 'name')
      requireMembers(body.included_environments, body.name, 'included_environments')
      requirePolicies(ctx, params.org, body.policies)
      const existing = db.get('SELECT * FROM environments WHERE org = ? AND name = ?', params.org, body.name) as EnvironmentRow | undefined
      const at = now()
      if (existing) {
        if (existing.type !== body.type)
          throw badRequest(`Environment '${body.name}' is of type ${existing.type}, not ${body.type}`, { type: `must be ${existing.type}` })
        db.run(
          `UPDATE environments SET archived = 0, last_modified_at = ?,
             description = CASE WHEN ? <> '' THEN ? ELSE description END,
             include_scaling = coalesce(?, include_scaling),
             included_environments = coalesce(?, included_environments),
             policies = coalesce(?, policies)
           WHERE org = ? AND name = ?`,
          at,
          body.description ?? '',
          body.description ?? '',
          body.include_scaling == null ? null : Number(body.include_scaling),
          body.included_environments == null ? null : JSON.stringify(body.included_environments),
          body.policies == null ? null : JSON.stringify(body.policies),
          params.org,
          body.name
        )
        // An archived environment comes back as it was; the service answers 201 for it as for a new one.
        return { status: existing.archived ? 201 : 200, body: `Environment '${body.name}' ${existing.archived ? 'restored' : 'updated'}` }
      }
      db.run(
        `INSERT INTO environments (org, name, type, description, include_scaling, require_provenance, included_environments, policies, created_at, last_modified_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params.org,
        body.name,
        body.type,
        body.description ?? '',
        Number(body.include_scaling ?? false),
        body.require_provenance == null ? null : Number(body.require_provenance),
        JSON.stringify(body.included_environments ?? []),
        JSON.stringify(body.policies ?? []),
        at,
        at
      )
      return { status: 201, body: `Environment '${body.name}' created` }
    },

    list({ params }: Call<typeof catalogue.listEnvironments>): Reply<typeof catalogue.listEnvironments> {
      const rows = db.all('SELECT * FROM environments WHERE org = ? AND archived = 0 ORDER BY name', params.org) as unknown as EnvironmentRow[]
      const memo = new Evaluations()
      return { status: 200, body: rows.map((env) => environmentView(ctx, env, memo)) }
    },

    get({ params }: Call<typeof catalogue.getEnvironment>): Reply<typeof catalogue.getEnvironment> {
      return { status: 200, body: environmentView(ctx, liveEnvironment(ctx, params.org, params.env_name), new Evaluations()) }
    },

    archive({ params }: Call<typeof catalogue.archiveEnvironment>): Reply<typeof catalogue.archiveEnvironment> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      db.run('UPDATE environments SET archived = 1, last_modified_at = ? WHERE org = ? AND name = ?', now(), env.org, env.name)
      return { status: 200, body: `Environment '${env.name}' archived` }
    },

    /** PATCH: only the fields present change, and `""` clears the description. */
    patch({ params, body }: Call<typeof catalogue.updateEnvironment>): Reply<typeof catalogue.updateEnvironment> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      requireMembers(body.included_environments, env.name, 'included_environments')
      requirePolicies(ctx, env.org, body.policies)
      db.run(
        `UPDATE environments SET last_modified_at = ?,
           description = coalesce(?, description),
           include_scaling = coalesce(?, include_scaling),
           included_environments = coalesce(?, included_environments),
           policies = coalesce(?, policies)
         WHERE org = ? AND name = ?`,
        now(),
        body.description ?? null,
        body.include_scaling === undefined ? null : Number(body.include_scaling),
        body.included_environments === undefined ? null : JSON.stringify(body.included_environments),
        body.policies === undefined ? null : JSON.stringify(body.policies),
        env.org,
        env.name
      )
      return { status: 200, body: `Environment '${env.name}' updated` }
    },

    /**
     * POST /environments/{org}/{env_name}/policies: the named policies join the environment's,
     * each once; from then on its snapshots and assertions are judged by them.
     */
    attach({ params, body }: Call<typeof catalogue.attachPolicies>): Reply<typeof catalogue.attachPolicies> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      requirePolicies(ctx, env.org, body.policy_names)
      const policies = fromColumn<string[]>(env.policies, [])
      const added = body.policy_names.filter((name, i) => !policies.includes(name) && body.policy_names.indexOf(name) === i)
      db.run(
        'UPDATE environments SET policies = ?, last_modified_at = ? WHERE org = ? AND name = ?',
        JSON.stringify([...policies, ...added]),
        now(),
        env.org,
        env.name
      )
      return { status: 200, body: `Policies ${body.policy_names.map((p) => `'${p}'`).join(', ')} attached to environment '${env.name}'` }
    },

    /** DELETE /environments/{org}/{env_name}/policies: the named policies leave it; one not attached is no error. */
    detach({ params, body }: Call<typeof catalogue.detachPolicies>): Reply<typeof catalogue.detachPolicies> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      requirePolicies(ctx, env.org, body.policy_names)
      const policies = fromColumn<string[]>(env.policies, []).filter((name) => !body.policy_names.includes(name))
      db.run('UPDATE environments SET policies = ?, last_modified_at = ? WHERE org = ? AND name = ?', JSON.stringify(policies), now(), env.org, env.name)
      return { status: 200, body: `Policies ${body.policy_names.map((p) => `'${p}'`).join(', ')} detached from environment '${env.name}'` }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function environmentRoutes(ctx: Context): Route[] {
  const h = environmentHandlers(ctx)
  return [
    route(environmentsCatalogue.createEnvironment, h.put),
    route(environmentsCatalogue.listEnvironments, h.list),
    route(environmentsCatalogue.getEnvironment, h.get),
    route(environmentsCatalogue.updateEnvironment, h.patch),
    route(environmentsCatalogue.archiveEnvironment, h.archive),
    route(environmentsCatalogue.attachPolicies, h.attach),
    route(environmentsCatalogue.detachPolicies, h.detach)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
