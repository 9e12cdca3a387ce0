/** A request to the sandbox, with what it needs stored first; each case uses an org of its own. */
export interface SandboxCase {
  name: string
  setup?: (call: SandboxCall) => Promise<void>
  request: { method: string; path: string; body?: unknown; multipart?: Record<string, string | { filename: string; content: string }> }
  status: number
}

export type SandboxCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: unknown }>

const FP = 'a'.repeat(64)
const SHA = '1'.repeat(40)

const environment = (org: string, name = 'prod', type = 'server') => async (call: SandboxCall) => {
  await call('PUT', `/environments/${org}`, { name, type, description: 'd' })
}
const approval = (org: string) => async (call: SandboxCall) => {
  await call('POST', `/approvals/${org}/shop`, { artifact_fingerprint: FP, description: '', src_commit_list: [SHA], approvals: [{ state: 'APPROVED', comment: '', approved_by: 'me', approval_url: 'u' }] })
}

/** Every catalogue entry the sandbox serves, answered as the published document describes. */
export const SANDBOX_CASES: Record<string, SandboxCase[]> = {
  policySchema: [{ name: 'the schema', request: { method: 'GET', path: '/schemas/environment-policy/v1' }, status: 200 }],
  createEnvironment: [
    { name: 'new', request: { method: 'PUT', path: '/environments/c-env1', body: { name: 'prod', type: 'server', description: 'd' } }, status: 201 },
    { name: 'no description', request: { method: 'PUT', path: '/environments/c-env2', body: { name: 'prod', type: 'server' } }, status: 400 }
  ],
  listEnvironments: [{ name: 'one', setup: environment('c-envs'), request: { method: 'GET', path: '/environments/c-envs' }, status: 200 }],
  getEnvironment: [
    { name: 'found', setup: environment('c-env3'), request: { method: 'GET', path: '/environments/c-env3/prod' }, status: 200 },
    { name: 'missing', request: { method: 'GET', path: '/environments/c-env4/none' }, status: 404 }
  ],
  updateEnvironment: [{ name: 'description', setup: environment('c-env5'), request: { method: 'PATCH', path: '/environments/c-env5/prod', body: { description: 'new' } }, status: 200 }],
  archiveEnvironment: [{ name: 'archived', setup: environment('c-env6'), request: { method: 'PUT', path: '/environments/c-env6/prod/archive' }, status: 200 }],
  reportServer: [
    { name: 'new snapshot', setup: environment('c-rep1'), request: { method: 'PUT', path: '/environments/c-rep1/prod/report/server', body: { type: 'server', artifacts: [{ digests: { '/app': FP }, creationTimestamp: 1 }] } }, status: 201 },
    { name: 'bad digest', setup: environment('c-rep2'), request: { method: 'PUT', path: '/environments/c-rep2/prod/report/server', body: { artifacts: [{ digests: { '/app': 'x' }, creationTimestamp: 1 }] } }, status: 400 }
  ],
  listSnapshots: [{ name: 'none yet', setup: environment('c-snap1'), request: { method: 'GET', path: '/snapshots/c-snap1/prod' }, status: 200 }],
  upsertFlow: [{ name: 'created', request: { method: 'PUT', path: '/flows/c-flow1', body: { name: 'shop', description: '', template: [] } }, status: 200 }],
  listFlows: [{ name: 'empty', request: { method: 'GET', path: '/flows/c-flow2' }, status: 200 }],
  getFlow: [{ name: 'missing', request: { method: 'GET', path: '/flows/c-flow3/none' }, status: 404 }],
  createApproval: [{ name: 'recorded', request: { method: 'POST', path: '/approvals/c-appr1/shop', body: { artifact_fingerprint: FP, description: '', src_commit_list: [SHA] } }, status: 201 }],
  listApprovals: [{ name: 'one', setup: approval('c-appr2'), request: { method: 'GET', path: '/approvals/c-appr2/shop' }, status: 200 }],
  overrideAttestation: [
    { name: 'recorded', request: { method: 'POST', path: '/attestations/c-ovr1/shop/trail/main/override', body: { attestation_name: 'tests', original_attestation_type: 'junit', reason: 'r', new_compliance_status: true } }, status: 200 }
  ],
  upsertAttestationType: [{ name: 'created', request: { method: 'POST', path: '/custom-attestation-types/c-type1', multipart: { data_json: JSON.stringify({ name: 'cov' }) } }, status: 200 }],
  listAttestationTypes: [{ name: 'empty', request: { method: 'GET', path: '/custom-attestation-types/c-type2' }, status: 200 }],
  search: [{ name: 'nothing found', request: { method: 'GET', path: `/search/c-srch1/sha/${SHA}` }, status: 404 }],
  latestCommit: [{ name: 'from an approval', setup: approval('c-lc1'), request: { method: 'GET', path: `/artifacts/c-lc1/shop/${FP}/latest_commit` }, status: 200 }]
}

/**
 * Entries the sandbox does not serve yet; the test fails for an entry missing from both
 * maps, and for this list once it should be empty (see the contract test).
 */
export const NOT_SERVED_YET = new Set([
  'getSnapshot',
  'createFlowWithTemplate',
  'archiveFlow',
  'beginTrail',
  'listTrails',
  'getTrail',
  'attestArtifact',
  'getArtifact',
  'attestGeneric',
  'attestJunit',
  'attestPullRequest',
  'attestCustom',
  'getAttestationType',
  'archiveAttestationType',
  'assertArtifact'
])
