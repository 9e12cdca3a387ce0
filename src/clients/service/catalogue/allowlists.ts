import { defineEndpoint } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ANY, ORG, published } from './shapes.js'

/** What `kosli allow artifact` sends: the fingerprint, the name it was given, and why. */
export interface AllowlistEntry {
  artifact_fingerprint: string
  artifact_name: string
  description: string
}

export interface AllowlistView {
  artifact_name: string
  fingerprint: string
  environment_name: string
  timestamp: number
  user_name: string
  description: string
}

/** An artifact allowed to run in an environment without full evidence, with the reason. */
export const allowArtifact = defineEndpoint<'org' | 'env_name', Record<never, never>, AllowlistEntry, unknown>({
  id: 'allowArtifact',
  method: 'PUT',
  path: '/allowlists/{org}/{env_name}',
  params: { ...ORG, env_name: PATTERNS.environmentName },
  query: {},
  body: { type: 'json', schema: published('AllowlistPutInput') },
  responses: { 200: ANY, 201: ANY },
  // Allowing an allowed artifact again leaves one entry: safe to repeat.
  retry: 'idempotent',
  source: 'published'
})

export const listAllowlists = defineEndpoint<'org', Record<never, never>, undefined, AllowlistView[]>({
  id: 'listAllowlists',
  method: 'GET',
  path: '/allowlists/{org}',
  params: ORG,
  query: {},
  responses: { 200: { type: 'array', items: published('AllowlistResponse') } },
  retry: 'idempotent',
  source: 'published'
})
