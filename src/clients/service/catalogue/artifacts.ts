import { defineEndpoint } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ANY, ORG, PAGING, published } from './shapes.js'
import type { ExternalUrls, GitCommitInfo, RepoInfo, UserData } from './types.js'

const FLOW = { ...ORG, flow_name: PATTERNS.flowName }

export interface ArtifactInput {
  fingerprint: string
  filename: string
  build_url: string
  commit_url: string
  trail_name?: string | null
  template_reference_name?: string | null
  description?: string | null
  git_commit?: string | null
  git_commit_info?: GitCommitInfo | null
  repo_info?: RepoInfo | null
  commits_list?: GitCommitInfo[] | null
  repo_url?: string | null
  is_compliant?: boolean | null
  template?: string | string[] | null
  external_urls?: ExternalUrls | null
  annotations?: Record<string, unknown> | null
  user_data?: UserData
}

export const attestArtifact = defineEndpoint<'org' | 'flow_name', Record<never, never>, ArtifactInput, unknown>({
  id: 'attestArtifact',
  method: 'POST',
  path: '/artifacts/{org}/{flow_name}',
  params: FLOW,
  query: {},
  body: { type: 'json', schema: published('CreateArtifact') },
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published'
})

export const getArtifact = defineEndpoint<'org' | 'flow_name' | 'fingerprint', { trail?: string; attestation_id?: string }, undefined, unknown>({
  id: 'getArtifact',
  method: 'GET',
  path: '/artifacts/{org}/{flow_name}/fingerprint/{fingerprint}',
  params: { ...FLOW, fingerprint: PATTERNS.fingerprint },
  query: {
    trail: { schema: { type: 'string' } },
    attestation_id: { schema: { type: 'string', pattern: '^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{8}$' } }
  },
  responses: { 200: published('ArtifactResponse') },
  retry: 'idempotent',
  source: 'published'
})

export interface LatestCommit {
  latest_commit: string | null
}

export const latestCommit = defineEndpoint<'org' | 'flow_name' | 'fingerprint', { branch?: string }, undefined, LatestCommit>({
  id: 'latestCommit',
  method: 'GET',
  path: '/artifacts/{org}/{flow_name}/{fingerprint}/latest_commit',
  params: { ...FLOW, fingerprint: PATTERNS.fingerprintPrefix },
  query: { branch: { schema: { type: 'string' } } },
  responses: { 200: published('LatestCommitResponse') },
  retry: 'idempotent',
  source: 'spec+published',
  deviation: 'the spec accepts a fingerprint prefix of 5 to 64 hex characters; the document only a full 64'
})

export interface ArtifactListQuery {
  flow_name?: string
  repo_name?: string
  page?: number
  per_page?: number
}

/**
 * What the reference client's `list artifacts` calls. The document's `ArtifactListItemResponse`
 * is not among the extracted components, so its required fields are written here.
 */
export const listArtifacts = defineEndpoint<'org', ArtifactListQuery, undefined, unknown[]>({
  id: 'listArtifacts',
  method: 'GET',
  path: '/artifacts/{org}',
  params: ORG,
  query: { flow_name: { schema: { type: 'string', pattern: PATTERNS.flowName.re.source } }, repo_name: { schema: { type: 'string' } }, ...PAGING },
  responses: { 200: { type: 'array', items: { type: 'object', required: ['id', 'fingerprint', 'filename', 'created_at', 'last_modified_at', 'evidence'] } } },
  retry: 'idempotent',
  source: 'published'
})

/** What the reference client's `get artifact FLOW:COMMIT` calls: the artifacts built from a commit. */
export const getArtifactsByCommit = defineEndpoint<'org' | 'flow_name' | 'commit_sha', { trail?: string }, undefined, unknown[]>({
  id: 'getArtifactsByCommit',
  method: 'GET',
  path: '/artifacts/{org}/{flow_name}/commit_sha/{commit_sha}',
  params: { ...FLOW, commit_sha: PATTERNS.searchValue },
  query: { trail: { schema: { type: 'string' } } },
  responses: { 200: { type: 'array', items: published('ArtifactResponse') } },
  retry: 'idempotent',
  source: 'published'
})
