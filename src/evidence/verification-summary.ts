import type { AssertResult } from '../clients/service/catalogue/queries.js'
import type { WebApp } from '../clients/service/web-app.js'

/** SLSA's verification summary attestation (https://slsa.dev/spec/v1.0/verification_summary). */
export const VSA_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1'
export const STATEMENT_V1 = 'https://in-toto.io/Statement/v1'
/** The SLSA version `verifiedLevels` are of. */
export const SLSA_VERSION = '1.0'

/** An in-toto ResourceDescriptor: at least one of `uri` and `digest`. */
export interface ResourceDescriptor {
  name?: string
  uri?: string
  digest?: Record<string, string>
  annotations?: Record<string, unknown>
}

export interface VerificationSummary {
  verifier: { id: string; version?: Record<string, string> }
  timeVerified: string
  resourceUri: string
  policy: ResourceDescriptor
  inputAttestations: ResourceDescriptor[]
  verificationResult: 'PASSED' | 'FAILED'
  verifiedLevels: string[]
  slsaVersion: string
}

export interface VsaStatement {
  _type: typeof STATEMENT_V1
  subject: { name: string; digest: { sha256: string } }[]
  predicateType: typeof VSA_PREDICATE_TYPE
  predicate: VerificationSummary
}

/** What was asked of the service: as `assert-artifact` asks it. */
export interface VerdictScope {
  flow?: string
  environment?: string
  policies: string[]
}

export interface VerdictSource {
  result: AssertResult
  org: string
  app: WebApp
  /** The service's API base URL (`…/api/v2`): where a policy, which has no page in the app, lives. */
  apiBase: string
  scope: VerdictScope
  fingerprint: string
  artifactName: string
  resourceUri: string
  /** The action's own version, named as the verifier's tool. */
  version: string
  /** When the service gives no evaluation time. */
  now: Date
  /** The name an earlier published verdict goes by on the trail: a record of a verdict, not evidence for one. */
  ownRecord?: string
}

function policyOf(source: VerdictSource): ResourceDescriptor {
  const { org, app, apiBase, scope, result } = source
  const policyUri = (name: string) => `${apiBase}/policies/${encodeURIComponent(org)}/${encodeURIComponent(name)}`
  const evaluated = new Map((result.policy_evaluations ?? []).map((p) => [p.policy_name, p.policy_version]))
  const policies = scope.policies.length > 0 ? scope.policies : [...evaluated.keys()]
  const annotations = {
    scope: result.scope,
    ...(scope.flow && { flow: scope.flow }),
    ...(scope.environment && { environment: scope.environment }),
    ...(policies.length > 0 && {
      policies: policies.map((name) => ({ name, uri: policyUri(name), ...(evaluated.has(name) && { version: evaluated.get(name) }) }))
    })
  }
  if (scope.environment) return { name: `environment ${scope.environment}`, uri: app.environment(org, scope.environment), annotations }
  if (scope.policies.length === 1) return { name: `policy ${scope.policies[0]}`, uri: policyUri(scope.policies[0]), annotations }
  if (scope.policies.length > 1) return { name: `policies ${scope.policies.join(', ')}`, uri: `${apiBase}/policies/${encodeURIComponent(org)}`, annotations }
  // Flow scope: the flow's template says which attestations the artifact needs.
  const flow = scope.flow ?? result.flow
  return { name: `flow ${flow} template`, uri: app.flow(org, flow), annotations }
}

/**
 * The attestations the verdict rests on: those the service says are there for the artifact,
 * each at its trail's page. The service's answer names no digest for them, so none is claimed.
 */
function inputsOf(source: VerdictSource): ResourceDescriptor[] {
  const { org, app, result } = source
  const trail = app.trail(org, result.flow, result.trail)
  return (result.compliance_status?.attestations_statuses ?? [])
    .filter((s) => s.status !== 'MISSING' && s.is_compliant != null && s.attestation_name !== source.ownRecord)
    .map((s) => ({
      name: s.attestation_name,
      uri: trail,
      annotations: {
        flow: result.flow,
        trail: result.trail,
        ...(s.attestation_type && { type: s.attestation_type }),
        compliant: s.is_compliant,
        ...(s.status && { status: s.status })
      }
    }))
}

/**
 * The service's verdict as an in-toto Statement v1 with a SLSA verification summary: the
 * service is the verifier, the artifact the subject. `verifiedLevels` claims no SLSA level:
 * the service's verdict is about its policy, and its answer does not say which build level
 * the provenance reaches; a failed verdict is `FAILED`, as the specification asks.
 */
export function verificationSummary(source: VerdictSource): VsaStatement {
  const { result } = source
  const passed = result.compliant === true
  const evaluatedAt = result.compliance_status?.evaluated_at
  const time = typeof evaluatedAt === 'number' && Number.isFinite(evaluatedAt) ? new Date(evaluatedAt * 1000) : source.now
  return {
    _type: STATEMENT_V1,
    subject: [{ name: source.artifactName, digest: { sha256: source.fingerprint } }],
    predicateType: VSA_PREDICATE_TYPE,
    predicate: {
      verifier: { id: `${source.app.root}/${encodeURIComponent(source.org)}`, version: { 'evidence-action': source.version } },
      timeVerified: time.toISOString(),
      resourceUri: source.resourceUri,
      policy: policyOf(source),
      inputAttestations: inputsOf(source),
      verificationResult: passed ? 'PASSED' : 'FAILED',
      verifiedLevels: passed ? [] : ['FAILED'],
      slsaVersion: SLSA_VERSION
    }
  }
}
