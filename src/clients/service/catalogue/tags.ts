import { defineEndpoint } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ANY, ORG, published } from './shapes.js'

export interface TagChanges {
  set_tags?: Record<string, string> | null
  remove_tags?: string[] | null
}

/** Tags of a flow or an environment: what a policy expression reads as `flow.tags.<key>`. */
export const patchTags = defineEndpoint<'org' | 'resource_type' | 'resource_id', Record<never, never>, TagChanges, unknown>({
  id: 'patchTags',
  method: 'PATCH',
  path: '/tags/{org}/{resource_type}/{resource_id}',
  params: { ...ORG, resource_type: PATTERNS.pathName, resource_id: PATTERNS.pathName },
  query: {},
  body: { type: 'json', schema: published('TagPatchInput') },
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})
