import type * as catalogue from '../../clients/service/catalogue/allowlists.js'
import { badRequest } from '../http-error.js'
import { now, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { liveEnvironment } from '../records.js'
import * as allowlistsCatalogue from '../../clients/service/catalogue/allowlists.js'

/** An environment allows no more artifacts than this: every snapshot evaluation reads them. */
export const MAX_ALLOWED = 1000

export interface Allowed {
  fingerprint: string
  artifact_name: string
  description: string
  user_name: string
  created_at: number
}

/** The artifacts allowed in an environment, by fingerprint. */
export function allowedIn(ctx: Context, org: string, env: string): Map<string, Allowed> {
  const rows = ctx.db.all(
    'SELECT fingerprint, artifact_name, description, user_name, created_at FROM allowlists WHERE org = ? AND env = ? ORDER BY fingerprint',
    org,
    env
  ) as unknown as Allowed[]
  return new Map(rows.map((r) => [r.fingerprint, { ...r }]))
}

function allowlistHandlers(ctx: Context) {
  return {
    /** PUT /allowlists/{org}/{env_name}: allows the artifact there, or renews its name and reason. */
    put({ params, body }: Call<typeof catalogue.allowArtifact>): Reply<typeof catalogue.allowArtifact> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      ctx.db.run(
        `INSERT INTO allowlists (org, env, fingerprint, artifact_name, description, user_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (org, env, fingerprint) DO UPDATE SET artifact_name = excluded.artifact_name, description = excluded.description, created_at = excluded.created_at`,
        env.org,
        env.name,
        body.artifact_fingerprint,
        body.artifact_name,
        body.description,
        'sandbox',
        now()
      )
      const count = Number(ctx.db.get('SELECT count(*) AS n FROM allowlists WHERE org = ? AND env = ?', env.org, env.name)?.n ?? 0)
      // Thrown inside the request's transaction: the entry is undone.
      if (count > MAX_ALLOWED)
        throw badRequest(`Environment '${env.name}' allows at most ${MAX_ALLOWED} artifacts in the sandbox`, { artifact_fingerprint: `at most ${MAX_ALLOWED}` })
      return { status: 201, body: { ...body } }
    },

    /** GET /allowlists/{org}: every allowed artifact of the organization's live environments. */
    list({ params }: Call<typeof catalogue.listAllowlists>): Reply<typeof catalogue.listAllowlists> {
      const rows = ctx.db.all(
        `SELECT a.* FROM allowlists a JOIN environments e ON e.org = a.org AND e.name = a.env AND e.archived = 0
         WHERE a.org = ? ORDER BY a.env, a.created_at LIMIT ?`,
        params.org,
        MAX_ALLOWED * 10
      ) as unknown as (Allowed & { env: string })[]
      return {
        status: 200,
        body: rows.map((r) => ({
          artifact_name: r.artifact_name,
          fingerprint: r.fingerprint,
          environment_name: r.env,
          timestamp: r.created_at,
          user_name: r.user_name,
          description: r.description
        }))
      }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function allowlistRoutes(ctx: Context): Route[] {
  const h = allowlistHandlers(ctx)
  return [route(allowlistsCatalogue.allowArtifact, h.put), route(allowlistsCatalogue.listAllowlists, h.list)]
}
/* eslint-enable @typescript-eslint/unbound-method */
