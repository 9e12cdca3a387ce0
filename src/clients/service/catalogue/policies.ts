import { defineEndpoint, type FilePart } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { filePart, ORG, PART_MAX_BYTES, published } from './shapes.js'

/** A policy's metadata, the `payload` part; its rules are the YAML of the `policy_file` part. */
export interface PolicyPayload {
  name: string
  description?: string
  comment?: string
  type?: 'env'
}

export interface PolicyUpload {
  payload: PolicyPayload
  policy_file?: FilePart
}

export interface PolicyVersion {
  version: number
  comment?: string
  timestamp: number
  created_by: string
  policy_yaml: string
}

export interface PolicyView {
  name: string
  description: string
  created_by: string
  created_at?: number | null
  last_modified_at?: number | null
  archived?: boolean
  versions?: PolicyVersion[]
  events?: { type: string; timestamp: number; user: string; data?: Record<string, unknown> }[]
  consuming_envs?: string[]
}

export const upsertPolicy = defineEndpoint<'org', Record<never, never>, PolicyUpload, PolicyView>({
  id: 'upsertPolicy',
  method: 'PUT',
  path: '/policies/{org}',
  params: ORG,
  query: {},
  body: {
    type: 'multipart',
    parts: {
      payload: { kind: 'json', required: true, schema: published('PolicyPutInput'), maxBytes: PART_MAX_BYTES },
      // The document allows 10 MB; a policy is a few hundred bytes, so parts are held to the 1 MiB of the others.
      policy_file: filePart(PART_MAX_BYTES)
    }
  },
  // 201 a new policy, 200 a new version of one (or the same rules again).
  responses: { 200: published('PolicyResponse'), 201: published('PolicyResponse') },
  retry: 'idempotent',
  source: 'published'
})

export const listPolicies = defineEndpoint<'org', Record<never, never>, undefined, PolicyView[]>({
  id: 'listPolicies',
  method: 'GET',
  path: '/policies/{org}',
  params: ORG,
  query: {},
  responses: { 200: { type: 'array', items: published('PolicyResponse') } },
  retry: 'idempotent',
  source: 'published'
})

export const getPolicy = defineEndpoint<'org' | 'policy_name', Record<never, never>, undefined, PolicyView>({
  id: 'getPolicy',
  method: 'GET',
  path: '/policies/{org}/{policy_name}',
  params: { ...ORG, policy_name: PATTERNS.policyName },
  query: {},
  responses: { 200: published('PolicyResponse') },
  retry: 'idempotent',
  source: 'published'
})
