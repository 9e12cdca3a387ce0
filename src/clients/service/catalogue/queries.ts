import { defineEndpoint } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ORG, published } from './shapes.js'

export interface SearchMatches {
  type?: string | null
  count?: number | null
  matches?: string[] | null
}

export interface SearchResult {
  resolved_to?: { type?: string | null; full_match?: string | null; fingerprints?: SearchMatches | null; commits?: SearchMatches | null } | null
  artifacts: FoundArtifact[]
}

export interface FoundArtifact {
  fingerprint: string
  name: string
  has_provenance: boolean
  git_commit: string
  pipeline: string
  flow: string
  trail: string
  template_reference_name: string
  build_url: string
  commit_url: string
  compliance_state: string
  running_in: string[]
  exited_from: string[]
  html_url: string
  api_url: string
  history: unknown[]
}

export const search = defineEndpoint<'org' | 'search_value', Record<never, never>, undefined, SearchResult>({
  id: 'search',
  method: 'GET',
  path: '/search/{org}/sha/{search_value}',
  params: { ...ORG, search_value: PATTERNS.searchValue },
  query: {},
  responses: { 200: published('SearchResultGetResponse') },
  retry: 'idempotent',
  source: 'spec+published'
})

export interface AttestationStatus {
  attestation_name: string
  attestation_type?: string | null
  status?: string | null
  is_compliant?: boolean | null
  unexpected: boolean
}

export interface ComplianceStatus {
  artifact_fingerprint?: string | null
  status?: string
  is_compliant?: boolean | null
  attestations_statuses?: AttestationStatus[]
  evaluated_at?: number | null
  unexpected: boolean
}

export interface PolicyEvaluation {
  policy_name: string
  policy_version: number
  status: 'COMPLIANT' | 'NON-COMPLIANT'
  rule_evaluations?: {
    rule: { type: string; definition?: unknown }
    satisfied?: boolean | null
    ignored?: boolean | null
    resolutions?: { type: string; context?: { flow_name?: string | null; trail_name?: string | null; artifact_status?: string | null } | null }[]
  }[]
}

export interface AssertResult {
  fingerprint: string
  flow: string
  trail: string
  compliant: boolean
  compliance_status: ComplianceStatus | null
  html_url: string
  flows?: unknown
  scope: 'flow' | 'environment' | 'policy'
  environment?: string | null
  policy_evaluations?: PolicyEvaluation[] | null
  allow_listing?: unknown
}

export interface AssertQuery {
  flow_name?: string
  environment_name?: string
  policy_name?: string[]
}

export const assertArtifact = defineEndpoint<'org' | 'fingerprint', AssertQuery, undefined, AssertResult>({
  id: 'assertArtifact',
  method: 'GET',
  path: '/asserts/{org}/fingerprint/{fingerprint}',
  params: { ...ORG, fingerprint: PATTERNS.fingerprint },
  query: {
    flow_name: { schema: { type: 'string', pattern: PATTERNS.flowName.re.source } },
    environment_name: { schema: { type: 'string', pattern: PATTERNS.environmentName.re.source } },
    policy_name: { schema: { type: 'array', items: { type: 'string', minLength: 1 } } }
  },
  responses: { 200: published('AssertArtifactResponse') },
  retry: 'idempotent',
  source: 'published',
  deviation: '`flows` is a list in the live service (as the reference client reads it); the document types one object'
})

export const policySchema = defineEndpoint<never, Record<never, never>, undefined, Record<string, unknown>>({
  id: 'policySchema',
  method: 'GET',
  path: '/schemas/environment-policy/v1',
  params: {},
  query: {},
  responses: { 200: { type: 'object' } },
  retry: 'idempotent',
  source: 'spec',
  deviation: 'not in the published document, which predates it'
})
