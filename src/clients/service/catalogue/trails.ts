import { defineEndpoint, type FilePart } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ANY, dataJson, filePart, ORG, PAGING, published } from './shapes.js'
import type { ExternalUrls, GitCommitInfo, RepoInfo, UserData } from './types.js'

const FLOW = { ...ORG, flow_name: PATTERNS.flowName }

export interface TrailData {
  name: string
  description?: string | null
  git_commit_info?: GitCommitInfo | null
  repo_info?: RepoInfo | null
  origin_url?: string | null
  external_urls?: ExternalUrls | null
  user_data?: UserData
}

export interface BeginTrailBody {
  data_json: TrailData
  /** A flow template (YAML) for this trail, replacing the flow's. */
  template_file?: FilePart
}

export const beginTrail = defineEndpoint<'org' | 'flow_name', Record<never, never>, BeginTrailBody, unknown>({
  id: 'beginTrail',
  method: 'PUT',
  path: '/trails/{org}/{flow_name}',
  params: FLOW,
  query: {},
  body: { type: 'multipart', parts: { data_json: dataJson('CreateTrail'), template_file: filePart() } },
  responses: { 200: ANY, 201: ANY },
  retry: 'idempotent',
  source: 'published'
})

export const listTrails = defineEndpoint<'org' | 'flow_name', { page?: number; per_page?: number }, undefined, unknown>({
  id: 'listTrails',
  method: 'GET',
  path: '/trails/{org}/{flow_name}',
  params: FLOW,
  query: PAGING,
  responses: { 200: { anyOf: [published('ListTrails'), { type: 'array', items: published('GetTrail') }] } },
  retry: 'idempotent',
  source: 'published'
})

export const getTrail = defineEndpoint<'org' | 'flow_name' | 'trail_name', Record<never, never>, undefined, unknown>({
  id: 'getTrail',
  method: 'GET',
  path: '/trails/{org}/{flow_name}/{trail_name}',
  params: { ...FLOW, trail_name: PATTERNS.trailName },
  query: {},
  responses: { 200: published('GetTrail') },
  retry: 'idempotent',
  source: 'published'
})

export interface OrgTrailsQuery {
  flow?: string
  fingerprint?: string
  flow_tag?: string
  page?: number
  per_page?: number
}

/** What the reference client's `list trails` calls: the trails of an organization, by flow or artifact. */
export const listOrgTrails = defineEndpoint<'org', OrgTrailsQuery, undefined, unknown>({
  id: 'listOrgTrails',
  method: 'GET',
  path: '/trails/{org}',
  params: ORG,
  query: { flow: { schema: { type: 'string' } }, fingerprint: { schema: { type: 'string' } }, flow_tag: { schema: { type: 'string' } }, ...PAGING },
  responses: { 200: published('ListTrails') },
  retry: 'idempotent',
  source: 'published'
})

/**
 * The trail's evidence as one gzipped tar (the app's "Download Full Audit Package"). Its answer
 * is bytes, not JSON: it is saved to a file as it arrives (ServiceClient.download), never read whole.
 */
export const trailAuditPackage = defineEndpoint<'org' | 'flow_name' | 'trail_name', Record<never, never>, undefined, never>({
  id: 'trailAuditPackage',
  method: 'GET',
  path: '/trails/{org}/{flow_name}/{trail_name}/audit_package',
  params: { ...FLOW, trail_name: PATTERNS.trailName },
  query: {},
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})
