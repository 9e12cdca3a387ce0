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

/** Where what the reference client sends, and so this action, differs from the document. */
const DEVIATIONS: Record<string, string> = {
  pull_request: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it',
  custom: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
}

/**
 * A trail attestation of one type, as the document publishes each: POST
 * `…/trail/{trail_name}/<type>`, multipart, the body its `<Type>AttestationPostInput`. Tried
 * again only when provably unprocessed: a repeated POST would record the evidence twice.
 */
function trailAttestation<A>(id: string, type: string, schema: string) {
  const deviation = DEVIATIONS[type]
  return defineEndpoint<TrailParams, Record<never, never>, AttestationBody<A>, unknown>({
    id,
    method: 'POST',
    path: `/attestations/{org}/{flow_name}/trail/{trail_name}/${type}`,
    params: TRAIL,
    query: NONE,
    body: attestationBody(schema),
    responses: { 200: ANY, 201: ANY },
    retry: 'when-unprocessed',
    source: 'published',
    ...(deviation !== undefined && { deviation })
  })
}

export const attestGeneric = trailAttestation<GenericAttestation>('attestGeneric', 'generic', 'GenericAttestationPostInput')

export const attestJunit = trailAttestation<JUnitAttestation>('attestJunit', 'junit', 'JUnitAttestationPostInput')

export const attestPullRequest = trailAttestation<PullRequestAttestation>('attestPullRequest', 'pull_request', 'PullRequestAttestationPostInput')

export const attestSonar = trailAttestation<SonarAttestation>('attestSonar', 'sonar', 'SonarAttestationPostInput')

export const attestJira = trailAttestation<JiraAttestation>('attestJira', 'jira', 'JiraAttestationPostInput')

export const attestCustom = trailAttestation<CustomAttestation>('attestCustom', 'custom', 'CustomAttestationPostInput')

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
