import { liveEnvironment, liveFlow, tagsOf } from '../records.js'
import type * as catalogue from '../../clients/service/catalogue/tags.js'
import { badRequest } from '../http-error.js'
import type { Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'

import * as tagsCatalogue from '../../clients/service/catalogue/tags.js'

/** What can carry tags here: flows (what a policy expression reads as `flow.tags`) and environments. */
const TAGGED = { flow: liveFlow, environment: liveEnvironment } as const
type Tagged = keyof typeof TAGGED

/** The names the reference client sends for them (`kosli tag env …`), each as the record it tags. */
const RESOURCE_TYPES: Record<string, Tagged> = { flow: 'flow', flows: 'flow', env: 'environment', environment: 'environment', environments: 'environment' }

/** A record holds no more tags than this: each is a row, and every policy evaluation reads them. */
export const MAX_TAGS = 100

function tagHandlers(ctx: Context) {
  return {
    /** PATCH /tags/{org}/{resource_type}/{resource_id}: sets, then removes, as the body says. */
    patch({ params, body }: Call<typeof catalogue.patchTags>): Reply<typeof catalogue.patchTags> {
      if (!Object.hasOwn(RESOURCE_TYPES, params.resource_type))
        throw badRequest(`Invalid resource type '${params.resource_type.slice(0, 40)}': tags are kept for flow and environment (or flows, env, environments)`, {
          resource_type: 'flow or environment'
        })
      const type = RESOURCE_TYPES[params.resource_type]
      TAGGED[type](ctx, params.org, params.resource_id)
      for (const [key, value] of Object.entries(body.set_tags ?? {}))
        ctx.db.run(
          'INSERT INTO tags (org, resource_type, resource_id, key, value) VALUES (?, ?, ?, ?, ?) ON CONFLICT (org, resource_type, resource_id, key) DO UPDATE SET value = excluded.value',
          params.org,
          type,
          params.resource_id,
          key,
          value
        )
      for (const key of body.remove_tags ?? [])
        ctx.db.run('DELETE FROM tags WHERE org = ? AND resource_type = ? AND resource_id = ? AND key = ?', params.org, type, params.resource_id, key)
      const count = Number(
        ctx.db.get('SELECT count(*) AS n FROM tags WHERE org = ? AND resource_type = ? AND resource_id = ?', params.org, type, params.resource_id)?.n ?? 0
      )
      // Thrown inside the request's transaction: the whole change is undone.
      if (count > MAX_TAGS)
        throw badRequest(`A ${type} holds at most ${MAX_TAGS} tags in the sandbox; this would make ${count}`, { set_tags: `at most ${MAX_TAGS}` })
      return { status: 200, body: tagsOf(ctx, params.org, type, params.resource_id) }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function tagRoutes(ctx: Context): Route[] {
  const h = tagHandlers(ctx)
  return [route(tagsCatalogue.patchTags, h.patch)]
}
/* eslint-enable @typescript-eslint/unbound-method */
