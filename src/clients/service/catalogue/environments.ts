import { defineEndpoint } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ANY, JSON_STRING, ORG, PAGING, published } from './shapes.js'

/** The most artifacts one report may name: the service (and the sandbox) refuse more. */
export const MAX_REPORTED_ARTIFACTS = 10_000

const ENV = { ...ORG, env_name: PATTERNS.environmentName }

export interface ServerArtifact {
  digests: Record<string, string>
  creationTimestamp: number
}

/** A server report. The document defaults `type` to `server`; the action always sends it. */
export interface ServerReport {
  type?: 'server'
  artifacts: ServerArtifact[]
}

export interface EnvironmentChanges {
  description?: string
  include_scaling?: boolean
  included_environments?: string[]
  policies?: string[]
}

export interface EnvironmentInput {
  name: string
  type: string
  description: string
  include_scaling?: boolean | null
  require_provenance?: boolean | null
  included_environments?: string[] | null
  policies?: string[] | null
}

export interface EnvironmentView {
  org: string
  name: string
  type: string
  description: string
  last_modified_at: number
  last_reported_at?: number | null
  state?: boolean | null
  include_scaling: boolean
  tags: Record<string, unknown>
  policies?: string[] | null
  included_environments?: string[] | null
}

export const reportServer = defineEndpoint<'org' | 'env_name', Record<never, never>, ServerReport, string>({
  id: 'reportServer',
  method: 'PUT',
  path: '/environments/{org}/{env_name}/report/server',
  params: ENV,
  query: {},
  body: { type: 'json', schema: published('ServerReport') },
  // 201: a new snapshot; 200: processed, the current snapshot kept.
  responses: { 200: JSON_STRING, 201: ANY },
  retry: 'idempotent',
  source: 'spec+published'
})

/** A container or function report: image (or function, object) name → fingerprint, and when it started. */
export interface RuntimeArtifact {
  digests: Record<string, string>
  creationTimestamp: number
}

/** A web or function app of Azure App Service: its image's digest (or its zip package's), where that came from, and its kind. */
export interface AzureAppArtifact extends RuntimeArtifact {
  app_name: string
  app_kind: string
  digests_source: 'acr' | 'logs' | 'kosli-cli'
}

/** A pod, with the owners Kubernetes records for it (`null` for a bare pod, as the reference client sends). */
export interface PodArtifact extends RuntimeArtifact {
  podName: string
  namespace: string
  owners: Record<string, unknown>[] | null
}

/** A task; its digests may be `""` where ECS records no digest, as the document allows. */
export interface TaskArtifact extends RuntimeArtifact {
  taskArn: string
  cluster_name?: string
  service_name?: string
}

export interface RuntimeReport<T extends string, A> {
  type: T
  artifacts: A[]
}

/** The reports of what runs where, beyond a server: one entry each, shaped by the published document. */
function runtimeReport<T extends string, A>(id: string, type: T, schema: string) {
  return defineEndpoint<'org' | 'env_name', Record<never, never>, RuntimeReport<T, A>, string>({
    id,
    method: 'PUT',
    path: `/environments/{org}/{env_name}/report/${type}`,
    params: ENV,
    query: {},
    body: { type: 'json', schema: published(schema) },
    // 201: a new snapshot; 200: processed, the current snapshot kept.
    responses: { 200: JSON_STRING, 201: ANY },
    retry: 'idempotent',
    source: 'published'
  })
}

export const reportDocker = runtimeReport<'docker', RuntimeArtifact>('reportDocker', 'docker', 'DockerReport')
export const reportK8S = runtimeReport<'K8S', PodArtifact>('reportK8S', 'K8S', 'K8SReport')
export const reportECS = runtimeReport<'ECS', TaskArtifact>('reportECS', 'ECS', 'ECSReport')
export const reportLambda = runtimeReport<'lambda', RuntimeArtifact>('reportLambda', 'lambda', 'LambdaReport')
export const reportS3 = runtimeReport<'S3', RuntimeArtifact>('reportS3', 'S3', 'S3Report')
export const reportAzureApps = runtimeReport<'azure-apps', AzureAppArtifact>('reportAzureApps', 'azure-apps', 'AzureAppsReport')

export const updateEnvironment = defineEndpoint<'org' | 'env_name', Record<never, never>, EnvironmentChanges, string>({
  id: 'updateEnvironment',
  method: 'PATCH',
  path: '/environments/{org}/{env_name}',
  params: ENV,
  query: {},
  body: {
    type: 'json',
    schema: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        description: { type: 'string' },
        include_scaling: { type: 'boolean' },
        included_environments: { type: 'array', items: { type: 'string', minLength: 1 } },
        policies: { type: 'array', items: { type: 'string', minLength: 1 } }
      }
    }
  },
  responses: { 200: JSON_STRING, 201: ANY },
  retry: 'idempotent',
  source: 'spec',
  deviation: 'not in the published document, which predates it'
})

export const createEnvironment = defineEndpoint<'org', Record<never, never>, EnvironmentInput, unknown>({
  id: 'createEnvironment',
  method: 'PUT',
  path: '/environments/{org}',
  params: ORG,
  query: {},
  body: { type: 'json', schema: published('CreateEnvironmentPutInput') },
  responses: { 200: ANY, 201: ANY },
  retry: 'idempotent',
  source: 'published'
})

export const listEnvironments = defineEndpoint<'org', Record<never, never>, undefined, EnvironmentView[]>({
  id: 'listEnvironments',
  method: 'GET',
  path: '/environments/{org}',
  params: ORG,
  query: {},
  responses: { 200: { type: 'array', items: published('GetEnvironmentResponse') } },
  retry: 'idempotent',
  source: 'published'
})

export const getEnvironment = defineEndpoint<'org' | 'env_name', Record<never, never>, undefined, EnvironmentView>({
  id: 'getEnvironment',
  method: 'GET',
  path: '/environments/{org}/{env_name}',
  params: ENV,
  query: {},
  responses: { 200: published('GetEnvironmentResponse') },
  retry: 'idempotent',
  source: 'published'
})

export const archiveEnvironment = defineEndpoint<'org' | 'env_name', Record<never, never>, undefined, unknown>({
  id: 'archiveEnvironment',
  method: 'PUT',
  path: '/environments/{org}/{env_name}/archive',
  params: ENV,
  query: {},
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})

export interface SnapshotListQuery {
  page?: number
  per_page?: number
  interval?: string
  reverse?: boolean
}

export const listSnapshots = defineEndpoint<'org' | 'env_name', SnapshotListQuery, undefined, unknown[]>({
  id: 'listSnapshots',
  method: 'GET',
  path: '/snapshots/{org}/{env_name}',
  params: ENV,
  query: { ...PAGING, interval: { schema: { type: 'string' } }, reverse: { schema: { type: 'boolean' } } },
  responses: { 200: { type: 'array', items: published('GetSnapshotListItem') } },
  retry: 'idempotent',
  source: 'published'
})

export const getSnapshot = defineEndpoint<'org' | 'env_name' | 'snapshot_expression', Record<never, never>, undefined, unknown>({
  id: 'getSnapshot',
  method: 'GET',
  path: '/snapshots/{org}/{env_name}/{snapshot_expression}',
  params: { ...ENV, snapshot_expression: PATTERNS.pathName },
  query: {},
  responses: { 200: published('GetSnapshotResponse') },
  retry: 'idempotent',
  source: 'published'
})

export interface PolicyNames {
  policy_names: string[]
}

export const attachPolicies = defineEndpoint<'org' | 'env_name', Record<never, never>, PolicyNames, unknown>({
  id: 'attachPolicies',
  method: 'POST',
  path: '/environments/{org}/{env_name}/policies',
  params: ENV,
  query: {},
  body: { type: 'json', schema: published('AttachPoliciesPutInput') },
  responses: { 200: ANY, 201: ANY },
  // Attaching a policy that is attached already leaves it attached: safe to repeat.
  retry: 'idempotent',
  source: 'published'
})

export const detachPolicies = defineEndpoint<'org' | 'env_name', Record<never, never>, PolicyNames, unknown>({
  id: 'detachPolicies',
  method: 'DELETE',
  path: '/environments/{org}/{env_name}/policies',
  params: ENV,
  query: {},
  body: { type: 'json', schema: published('AttachPoliciesPutInput') },
  responses: { 200: ANY, 201: ANY },
  retry: 'idempotent',
  source: 'published'
})
