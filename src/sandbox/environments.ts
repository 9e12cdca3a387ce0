import type { Org, Environment, Store } from './store.js'
import { badRequest, notFound } from './http-error.js'
import * as catalogue from '../service/catalogue/environments.js'
import { now } from './request.js'
import type { Call, Reply } from './router.js'

/** An environment that can be used: archived ones answer 404, as the service does. */
export function liveEnvironment(org: Org, name: string): Environment {
  const env = org.environments[name]
  if (!env || env.archived) throw notFound(`Environment '${name}'`)
  return env
}

function view(orgName: string, env: Environment) {
  return {
    org: orgName,
    name: env.name,
    type: env.type,
    description: env.description,
    last_modified_at: env.last_modified_at,
    last_reported_at: env.last_reported_at,
    state: env.snapshots.length > 0 ? snapshotCompliant(env.snapshots.length - 1, env) : null,
    include_scaling: env.include_scaling,
    tags: {},
    policies: env.policies,
    included_environments: env.included_environments
  }
}

function snapshotCompliant(index: number, env: Environment, org?: Org): boolean {
  const artifacts = env.snapshots[index].artifacts
  return artifacts.every((a) => org?.artifacts[a.fingerprint]?.compliance_state === 'COMPLIANT')
}

export function environmentRoutes(store: Store) {
  return {
    /** PUT /environments/{org}: create, or update (an empty description is ignored here). */
    put({ params, body }: Call<typeof catalogue.createEnvironment>): Reply<typeof catalogue.createEnvironment> {
      const org = store.org(params.org)
      const existing = org.environments[body.name]
      if (existing && !existing.archived) {
        if (existing.type !== body.type) throw badRequest(`Environment '${body.name}' is of type ${existing.type}, not ${body.type}`)
        if (body.description) existing.description = body.description
        if (body.include_scaling != null) existing.include_scaling = body.include_scaling
        if (body.included_environments != null) existing.included_environments = body.included_environments
        if (body.policies != null) existing.policies = body.policies
        existing.last_modified_at = now()
        store.save()
        return { status: 200, body: `Environment '${body.name}' updated` }
      }
      org.environments[body.name] = {
        name: body.name,
        type: body.type,
        description: body.description ?? '',
        include_scaling: body.include_scaling ?? false,
        included_environments: body.included_environments ?? [],
        policies: body.policies ?? [],
        archived: false,
        last_modified_at: now(),
        last_reported_at: null,
        snapshots: []
      }
      store.save()
      return { status: 201, body: `Environment '${body.name}' created` }
    },

    list({ params }: Call<typeof catalogue.listEnvironments>): Reply<typeof catalogue.listEnvironments> {
      const org = store.org(params.org)
      return { status: 200, body: Object.values(org.environments).filter((e) => !e.archived).map((e) => view(params.org, e)) }
    },

    get({ params }: Call<typeof catalogue.getEnvironment>): Reply<typeof catalogue.getEnvironment> {
      return { status: 200, body: view(params.org, liveEnvironment(store.org(params.org), params.env_name)) }
    },

    archive({ params }: Call<typeof catalogue.archiveEnvironment>): Reply<typeof catalogue.archiveEnvironment> {
      const env = liveEnvironment(store.org(params.org), params.env_name)
      env.archived = true
      env.last_modified_at = now()
      store.save()
      return { status: 200, body: `Environment '${env.name}' archived` }
    },

    /** PATCH: only the fields present change, and `""` clears the description. */
    patch({ params, body }: Call<typeof catalogue.updateEnvironment>): Reply<typeof catalogue.updateEnvironment> {
      const env = liveEnvironment(store.org(params.org), params.env_name)
      Object.assign(env, body, { last_modified_at: now() })
      store.save()
      return { status: 200, body: `Environment '${env.name}' updated` }
    },

    /**
     * A server report: a new snapshot (201) when what runs changed, else the current one is
     * kept (200), as it is for an empty report.
     */
    reportServer({ params, body }: Call<typeof catalogue.reportServer>): Reply<typeof catalogue.reportServer> {
      const org = store.org(params.org)
      const env = liveEnvironment(org, params.env_name)
      if (env.type !== 'server') throw badRequest(`Environment '${env.name}' is of type ${env.type}; this report is for server environments`)
      const running = body.artifacts
        .flatMap((a) => Object.entries(a.digests).map(([name, fingerprint]) => ({ name, fingerprint, creationTimestamp: a.creationTimestamp })))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.fingerprint.localeCompare(b.fingerprint)))
      env.last_reported_at = now()
      const key = (list: { name: string; fingerprint: string }[]) => JSON.stringify(list.map((a) => [a.name, a.fingerprint]))
      const current = env.snapshots[env.snapshots.length - 1]
      if (running.length === 0 || (current && key(current.artifacts) === key(running))) {
        store.save()
        return { status: 200, body: 'Report processed; no change, the current snapshot is kept' }
      }
      env.snapshots.push({ index: env.snapshots.length + 1, from: now(), artifacts: running })
      for (const a of running) org.artifacts[a.fingerprint] ??= { fingerprint: a.fingerprint, name: a.name, flows: {}, compliance_state: 'UNKNOWN' }
      store.save()
      return { status: 201, body: `Snapshot ${env.snapshots.length} created` }
    },

    snapshots({ params }: Call<typeof catalogue.listSnapshots>): Reply<typeof catalogue.listSnapshots> {
      const org = store.org(params.org)
      const env = liveEnvironment(org, params.env_name)
      const list = env.snapshots.map((s, i) => {
        const to = env.snapshots[i + 1]?.from ?? 0
        return { index: s.index, from: s.from, to, compliant: snapshotCompliant(i, env, org), duration: (to || now()) - s.from, artifacts: s.artifacts }
      })
      return { status: 200, body: list.reverse() }
    }
  }
}

