import { defineEndpoint, type BodyRule, type FilePart } from '../endpoint.js'
import { ATTESTATION_TYPES, PATTERNS } from '../patterns.js'
import { ANY, ATTACHMENT_MAX_BYTES, dataJson, filePart, JSON_STRING, ORG, published } from './shapes.js'
import type { AttestationCommon, GitCommitInfo } from './types.js'

const TRAIL = { ...ORG, flow_name: PATTERNS.flowName, trail_name: PATTERNS.trailName }

/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema: string): BodyRule {
  return {
    type: 'multipart',
    parts: { data_json: dataJson(dataSchema), attachment_file: filePart(ATTACHMENT_MAX_BYTES) }
  }
}

export interface AttestationBody<D> {
  data_json: D
  attachment_file?: FilePart
}

export interface GenericAttestation extends AttestationCommon {
  is_compliant: boolean
}

export interface JUnitResult {
  name: string
  failures: number
  errors: number
  skipped: number
  total: number
  duration: number
  timestamp?: number | null
}

export interface JUnitAttestation extends AttestationCommon {
  junit_results: JUnitResult[]
}

export interface PullRequestApprover {
  username: string
  state?: string | null
  timestamp?: number | null
}

export interface FoundPullRequest {
  url: string
  base_ref?: string | null
  state: string
  author: string
  title: string
  created_at: number
  merged_at?: number | null
  head_ref: string
  merge_commit?: string | null
  approvers?: PullRequestApprover[] | null
  commits: GitCommitInfo[]
}

export interface PullRequestAttestation extends AttestationCommon {
  git_provider: 'github' | 'gitlab' | 'bitbucket' | 'azure'
  pull_requests: FoundPullRequest[]
}

/** A quality gate condition, in the reference client's names: SonarQube's `metricKey` is `metric`, `comparator` is `operator`, `actualValue` is `value`. */
export interface SonarGateCondition {
  metric: string
  errorThreshold: string
  operator: string
  value?: string
  status: string
}

/** A SonarQube analysis and its quality gate, as the reference client's `sonar_results` hold them. */
export interface SonarResults {
  serverUrl: string
  taskId: string
  status: string
  analysedAt: string
  revision: string
  project: { key: string; name?: string; url: string }
  branch?: { name?: string; type?: string }
  pullRequest?: string
  qualityGate: { status: string; conditions: SonarGateCondition[] }
}

export interface SonarAttestation extends AttestationCommon {
  sonar_results: SonarResults
}

/** One referenced Jira issue. */
export interface JiraResult {
  issue_id: string
  issue_url: string
  issue_exists: boolean
  /** The fields Jira gave, as it gave them; absent for an issue that does not exist. */
  issue_fields?: Record<string, unknown>
}

export interface JiraAttestation extends AttestationCommon {
  jira_results: JiraResult[]
}

export interface CustomAttestation extends AttestationCommon {
  type_name: string
  /** The document types it as JSON text (`contentMediaType: application/json`). */
  attestation_data: unknown
}

export interface AttestationOverride extends AttestationCommon {
  reason: string
  new_compliance_status: boolean
  original_attestation_type: (typeof ATTESTATION_TYPES)[number] | `custom:${string}`
}

type TrailParams = 'org' | 'flow_name' | 'trail_name'
const NONE = {} as const

export const attestGeneric = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<GenericAttestation>, unknown>({
  id: 'attestGeneric',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/generic',
  params: TRAIL,
  query: NONE,
  body: attestationBody('GenericAttestationPostInput'),
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published'
})

export const attestJunit = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<JUnitAttestation>, unknown>({
  id: 'attestJunit',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/junit',
  params: TRAIL,
  query: NONE,
  body: attestationBody('JUnitAttestationPostInput'),
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published'
})

export const attestPullRequest = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<PullRequestAttestation>, unknown>({
  id: 'attestPullRequest',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/pull_request',
  params: TRAIL,
  query: NONE,
  body: attestationBody('PullRequestAttestationPostInput'),
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published',
  deviation: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it'
})

export const attestSonar = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<SonarAttestation>, unknown>({
  id: 'attestSonar',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/sonar',
  params: TRAIL,
  query: NONE,
  body: attestationBody('SonarAttestationPostInput'),
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published'
})

export const attestJira = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<JiraAttestation>, unknown>({
  id: 'attestJira',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/jira',
  params: TRAIL,
  query: NONE,
  body: attestationBody('JiraAttestationPostInput'),
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published'
})

export const attestCustom = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<CustomAttestation>, unknown>({
  id: 'attestCustom',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/custom',
  params: TRAIL,
  query: NONE,
  body: attestationBody('CustomAttestationPostInput'),
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published',
  deviation: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
})

export const overrideAttestation = defineEndpoint<TrailParams, Record<never, never>, AttestationOverride, string>({
  id: 'overrideAttestation',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
  params: TRAIL,
  query: NONE,
  body: { type: 'json', schema: published('OverrideAttestationPostInput') },
  responses: { 200: JSON_STRING, 201: ANY },
  retry: 'when-unprocessed',
  source: 'spec+published'
})

/**
 * What the reference client's `get attestation NAME --flow F --trail T` calls: every version of
 * an attestation, newest first. `NAME` may be `ARTIFACT.NAME` for one bound to an artifact.
 */
export const getTrailAttestation = defineEndpoint<TrailParams | 'attestation_name', Record<never, never>, undefined, Record<string, unknown>[]>({
  id: 'getTrailAttestation',
  method: 'GET',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}',
  params: { ...TRAIL, attestation_name: PATTERNS.pathName },
  query: NONE,
  // The document's `AttestationResponse`, not among the extracted components.
  responses: { 200: { type: 'array', items: { type: 'object' } } },
  retry: 'idempotent',
  source: 'published'
})
