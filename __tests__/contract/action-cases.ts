import type { Reply } from '../helpers/recorder.js'

/** One run of the bundled action whose request goes to the entry it is filed under. */
export interface ActionCase {
  name: string
  inputs: Record<string, string>
}

const FP = (c: string) => c.repeat(64)

/**
 * The requests the action builds, filed by the catalogue entry they go to. Inputs are relative
 * to a clone holding `app.bin`, `schema.json` and `policy.yaml`; `api-key`, `org` and
 * `base-url` are added by the test.
 */
export const ACTION_CASES: Record<string, ActionCase[]> = {
  reportServer: [
    { name: 'a path', inputs: { operation: 'report-server-env', environment: 'production', paths: 'app.bin' } },
    { name: 'empty', inputs: { operation: 'report-server-env', environment: 'production' } },
    { name: 'given artifacts', inputs: { operation: 'report-server-env', environment: 'production', artifacts: JSON.stringify([{ digests: { web: FP('a') }, creationTimestamp: 1 }]) } }
  ],
  createApproval: [
    { name: 'by path', inputs: { operation: 'approve', flow: 'shop-api', 'artifact-path': 'app.bin', environment: 'production' } },
    { name: 'full', inputs: { operation: 'approve', flow: 'shop-api', fingerprint: FP('a'), description: 'release', comment: 'ok', 'user-data': '{"k": 1}' } }
  ],
  overrideAttestation: [
    {
      name: 'full',
      inputs: {
        operation: 'override-attestation',
        flow: 'shop-api',
        trail: 'main',
        'attestation-name': 'tests',
        'original-attestation-type': 'custom:coverage',
        reason: 'r',
        compliant: 'false',
        fingerprint: FP('b'),
        'target-artifacts': 'api,web',
        'external-urls': JSON.stringify({ doc: { href: 'https://x', fingerprint: FP('c') } }),
        annotations: '{"a": "b"}',
        'user-data': '[1]'
      }
    },
    { name: 'minimal', inputs: { operation: 'override-attestation', flow: 'shop-api', trail: 'main', 'attestation-name': 'tests', 'original-attestation-type': 'junit', reason: 'r', compliant: 'true' } }
  ],
  upsertFlow: [{ name: 'defaults', inputs: { operation: 'upsert-flow', flow: 'shop-api' } }],
  upsertAttestationType: [
    { name: 'jq and a schema', inputs: { operation: 'upsert-attestation-type', 'type-name': 'coverage', 'jq-rules': '.x > 1', 'type-schema': 'schema.json', description: 'd' } },
    { name: 'default evaluator', inputs: { operation: 'upsert-attestation-type', 'type-name': 'coverage' } }
  ],
  updateEnvironment: [{ name: 'every field', inputs: { operation: 'update-environment', environment: 'production', description: 'd', 'include-scaling': 'true', 'included-environments': 'a,b', policies: 'p' } }],
  search: [{ name: 'a prefix', inputs: { operation: 'search', 'search-value': 'abcdef' } }],
  latestCommit: [{ name: 'a full fingerprint and a branch', inputs: { operation: 'latest-commit', flow: 'shop-api', fingerprint: FP('d'), branch: 'main' } }],
  policySchema: [{ name: 'with a policy file', inputs: { operation: 'policy-schema', 'policy-files': 'policy.yaml' } }]
}

/** What the stand-in answers each entry: shapes the published document allows. */
export const ANSWERS: Record<string, (body: string) => Reply> = {
  createApproval: (body) => ({ status: 201, body: JSON.parse(body) }),
  search: () => ({ status: 200, body: { artifacts: [], resolved_to: null } }),
  latestCommit: () => ({ status: 200, body: { latest_commit: null } }),
  policySchema: () => ({ status: 200, body: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' } })
}
