import type { Reply } from '../helpers/recorder.js'
import { RUNTIMES, type RuntimeUp } from '../helpers/runtimes/contract-runtimes.js'

/** One run of the bundled action whose request goes to the entry it is filed under. */
export interface ActionCase {
  name: string
  inputs: Record<string, string>
  /** A runtime the run reads (a Docker host, a cluster, AWS), up for the run. */
  runtime?: () => Promise<RuntimeUp>
}

const FP = (c: string) => c.repeat(64)
/** Real scanners' SARIF and SBOMs, by absolute path. */
const SCAN = (name: string) => new URL(`../fixtures/scanners/${name}`, import.meta.url).pathname

/**
 * The requests the action builds, filed by the catalogue entry they go to. Inputs are relative
 * to a clone holding `app.bin`, `schema.json` and `policy.yaml`; `api-key`, `org` and
 * `base-url` are added by the test.
 */
export const ACTION_CASES: Record<string, ActionCase[]> = {
  reportServer: [
    { name: 'a path', inputs: { operation: 'report-server-env', environment: 'production', paths: 'app.bin' } },
    { name: 'empty', inputs: { operation: 'report-server-env', environment: 'production' } },
    {
      name: 'given artifacts',
      inputs: { operation: 'report-server-env', environment: 'production', artifacts: JSON.stringify([{ digests: { web: FP('a') }, creationTimestamp: 1 }]) }
    }
  ],
  reportDocker: [{ name: 'a container', inputs: { operation: 'report-docker-env', environment: 'host' }, runtime: RUNTIMES.docker }],
  reportK8S: [{ name: 'a pod', inputs: { operation: 'report-k8s-env', environment: 'cluster' }, runtime: RUNTIMES.k8s }],
  reportECS: [{ name: 'a task without a digest', inputs: { operation: 'report-ecs-env', environment: 'ecs' }, runtime: RUNTIMES.ecs }],
  reportLambda: [{ name: 'a zip function', inputs: { operation: 'report-lambda-env', environment: 'fns' }, runtime: RUNTIMES.lambda }],
  reportS3: [{ name: 'a bucket as a folder', inputs: { operation: 'report-s3-env', environment: 'site', 's3-bucket': 'site' }, runtime: RUNTIMES.s3 }],
  reportAzureApps: [
    { name: 'a container app and a zip-deployed app', inputs: { operation: 'report-azure-env', environment: 'azure' }, runtime: RUNTIMES.azure }
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
    {
      name: 'minimal',
      inputs: {
        operation: 'override-attestation',
        flow: 'shop-api',
        trail: 'main',
        'attestation-name': 'tests',
        'original-attestation-type': 'junit',
        reason: 'r',
        compliant: 'true'
      }
    }
  ],
  upsertFlow: [{ name: 'defaults', inputs: { operation: 'upsert-flow', flow: 'shop-api' } }],
  createFlowWithTemplate: [
    { name: 'the empty template', inputs: { operation: 'create-flow', flow: 'shop-api' } },
    {
      name: 'a template and everything',
      inputs: { operation: 'create-flow', flow: 'shop-api', description: 'The shop API', visibility: 'public', 'template-file': 'template.yaml' }
    }
  ],
  upsertAttestationType: [
    {
      name: 'jq and a schema',
      inputs: { operation: 'upsert-attestation-type', 'type-name': 'coverage', 'jq-rules': '.x > 1', 'type-schema': 'schema.json', description: 'd' }
    },
    { name: 'default evaluator', inputs: { operation: 'upsert-attestation-type', 'type-name': 'coverage' } }
  ],
  updateEnvironment: [
    {
      name: 'every field',
      inputs: {
        operation: 'update-environment',
        environment: 'production',
        description: 'd',
        'include-scaling': 'true',
        'included-environments': 'a,b',
        policies: 'p'
      }
    }
  ],
  createEnvironment: [
    { name: 'a cluster', inputs: { operation: 'upsert-environment', environment: 'production', 'environment-type': 'k8s', description: 'd' } },
    {
      name: 'logical, with scaling',
      inputs: { operation: 'upsert-environment', environment: 'all', 'environment-type': 'logical', 'included-environments': 'a,b', 'include-scaling': 'false' }
    }
  ],
  upsertPolicy: [{ name: 'a file', inputs: { operation: 'upsert-policy', 'policy-name': 'production', 'policy-file': 'policy.yaml', comment: 'c' } }],
  attachPolicies: [{ name: 'two policies', inputs: { operation: 'attach-policy', environment: 'production', policies: 'a, b' } }],
  detachPolicies: [{ name: 'one policy', inputs: { operation: 'detach-policy', environment: 'production', policies: 'a' } }],
  search: [{ name: 'a prefix', inputs: { operation: 'search', 'search-value': 'abcdef' } }],
  latestCommit: [{ name: 'a full fingerprint and a branch', inputs: { operation: 'latest-commit', flow: 'shop-api', fingerprint: FP('d'), branch: 'main' } }],
  policySchema: [{ name: 'with a policy file', inputs: { operation: 'policy-schema', 'policy-files': 'policy.yaml' } }],
  beginTrail: [
    { name: 'defaults', inputs: { operation: 'begin-trail', flow: 'shop-api' } },
    {
      name: 'a template and everything',
      inputs: {
        operation: 'begin-trail',
        flow: 'shop-api',
        trail: 'release-1.2',
        description: 'd',
        'template-file': 'template.yaml',
        'origin-url': 'https://ci.example/1',
        'external-urls': '{"docs": "https://x"}',
        'user-data': '{"k": "v"}'
      }
    }
  ],
  attestArtifact: [
    { name: 'by path', inputs: { operation: 'attest-artifact', flow: 'shop-api', 'artifact-name': 'app', 'artifact-path': 'app.bin' } },
    {
      name: 'by digest, with everything',
      inputs: {
        operation: 'attest-artifact',
        flow: 'shop-api',
        'artifact-name': 'app',
        fingerprint: `sha256:${FP('e')}`,
        'display-name': 'ghcr.io/acme/app:1',
        'build-url': 'https://ci.example/1',
        annotations: '{"a": "b"}',
        'external-urls': '{"sbom": "https://x"}',
        'user-data': '{"k": 1}'
      }
    }
  ],
  attestGeneric: [
    { name: 'a trail, compliant', inputs: { operation: 'attest-generic', flow: 'shop-api', 'attestation-name': 'review', compliant: 'true' } },
    {
      name: 'an artifact, attachments, everything',
      inputs: {
        operation: 'attest-generic',
        flow: 'shop-api',
        'attestation-name': 'scan',
        compliant: 'false',
        'artifact-path': 'app.bin',
        attachments: 'app.bin, results',
        description: 'd',
        'external-urls': '{"report": "https://x"}',
        annotations: '{"a": "b"}',
        'user-data': '[1]'
      }
    },
    {
      name: 'target artifacts',
      inputs: { operation: 'attest-generic', flow: 'shop-api', 'attestation-name': 'scan', compliant: 'true', 'target-artifacts': 'app,web' }
    },
    {
      name: 'attest-sarif: CodeQL and Trivy SARIF',
      inputs: { operation: 'attest-sarif', flow: 'shop-api', 'attestation-name': 'scan', 'scan-results': `${SCAN('codeql.sarif')}, ${SCAN('trivy.sarif')}` }
    },
    {
      name: 'a code review, with user data beside its table',
      inputs: {
        operation: 'attest-code-review',
        flow: 'shop-api',
        'attestation-name': 'code-review',
        'github-token': 'gh-token',
        'user-data': '{"ticket": "SHOP-1"}'
      }
    }
  ],
  attestJunit: [
    { name: 'a folder of results', inputs: { operation: 'attest-junit', flow: 'shop-api', 'attestation-name': 'unit-tests', 'junit-results': 'results' } }
  ],
  attestSnyk: [
    { name: 'Snyk Code', inputs: { operation: 'attest-snyk', flow: 'shop-api', 'attestation-name': 'snyk', 'scan-results': SCAN('snyk-code.sarif') } },
    {
      name: 'two files, about an artifact',
      inputs: {
        operation: 'attest-snyk',
        flow: 'shop-api',
        'attestation-name': 'snyk',
        fingerprint: FP('a'),
        'scan-results': `${SCAN('snyk-container.sarif')}, ${SCAN('snyk-iac.sarif')}`
      }
    }
  ],
  attestSbom: [
    { name: 'CycloneDX JSON', inputs: { operation: 'attest-sbom', flow: 'shop-api', 'attestation-name': 'sbom', 'sbom-file': SCAN('cyclonedx.json') } },
    { name: 'CycloneDX XML', inputs: { operation: 'attest-sbom', flow: 'shop-api', 'attestation-name': 'sbom', 'sbom-file': SCAN('cyclonedx.xml') } },
    { name: 'SPDX JSON', inputs: { operation: 'attest-sbom', flow: 'shop-api', 'attestation-name': 'sbom', 'sbom-file': SCAN('spdx.json') } },
    { name: 'SPDX tag-value', inputs: { operation: 'attest-sbom', flow: 'shop-api', 'attestation-name': 'sbom', 'sbom-file': SCAN('spdx.spdx') } }
  ],
  attestCustom: [
    {
      name: 'data checked by a schema',
      inputs: {
        operation: 'attest-custom',
        flow: 'shop-api',
        'attestation-name': 'coverage',
        'type-name': 'coverage',
        'attestation-data': '{"line": 91}',
        'type-schema': 'schema.json'
      }
    }
  ],
  attestPullRequest: [
    {
      name: 'a merged, approved pull request',
      inputs: { operation: 'attest-pull-request', flow: 'shop-api', 'attestation-name': 'pr', 'github-token': 'gh-token' }
    }
  ],
  attestSonar: [
    {
      name: "a project's analysis of the commit",
      inputs: {
        operation: 'attest-sonar',
        flow: 'shop-api',
        'attestation-name': 'sonar',
        'sonar-token': 't',
        'sonar-project-key': 'acme_shop',
        'sonar-host-url': '<STAND-IN>'
      }
    }
  ],
  attestJira: [
    {
      name: "an issue named by the commit's pull request, with a field",
      inputs: {
        operation: 'attest-jira',
        flow: 'shop-api',
        'attestation-name': 'jira',
        'jira-base-url': '<STAND-IN>',
        'jira-pat': 'p',
        'jira-issue-fields': 'summary',
        'github-token': 'gh-token'
      }
    },
    {
      name: 'no issue named',
      inputs: {
        operation: 'attest-jira',
        flow: 'shop-api',
        'attestation-name': 'jira',
        'jira-base-url': '<STAND-IN>',
        'jira-pat': 'p',
        'jira-sources': 'commit'
      }
    }
  ],
  assertArtifact: [
    { name: 'against a flow', inputs: { operation: 'assert-artifact', fingerprint: FP('f'), flow: 'shop-api' } },
    {
      name: 'against an environment and policies',
      inputs: { operation: 'assert-artifact', fingerprint: FP('f'), environment: 'production', policies: 'one, two' }
    }
  ],
  allowArtifact: [
    {
      name: 'by fingerprint',
      inputs: { operation: 'allow-artifact', environment: 'production', fingerprint: FP('a'), 'artifact-name': 'agent', reason: 'vendor' }
    },
    { name: 'by path', inputs: { operation: 'allow-artifact', environment: 'production', 'artifact-path': 'app.bin', reason: 'hotfix' } }
  ],
  patchTags: [
    { name: 'set and unset', inputs: { operation: 'tag', 'resource-type': 'env', 'resource-id': 'production', set: 'team=pay, note=a=b', unset: 'old' } },
    { name: 'unset only', inputs: { operation: 'tag', 'resource-type': 'flow', 'resource-id': 'shop-api', unset: 'old' } }
  ],
  getSnapshot: [{ name: 'the latest', inputs: { operation: 'assert-environment', environment: 'production' } }],
  trailAuditPackage: [{ name: 'a trail', inputs: { operation: 'audit-package', flow: 'shop-api', trail: 'main', 'output-path': 'audit/package.tar.gz' } }]
}

/** The latest snapshot of `production`, compliant or not, as the published document shapes it. */
export function snapshotAnswer(compliant: boolean) {
  return {
    index: 3,
    is_latest: true,
    next_snapshot_timestamp: null,
    artifact_compliance_count: { compliant: compliant ? 1 : 0, non_compliant: compliant ? 0 : 1 },
    timestamp: 1767434400,
    type: 'K8S',
    compliant,
    html_url: 'https://app.example/acme/environments/production/snapshots/3',
    artifacts: [
      {
        name: 'shop',
        fingerprint: FP('f'),
        compliant,
        flow_name: 'shop-api',
        flows: [{ flow_name: 'shop-api', trail_name: 'main', html_url: 'https://app.example/acme/flows/shop-api/artifacts/' + FP('f') }],
        reasons_for_incompliance: [],
        policy_decisions: [],
        annotation: { type: 'started', was: 0, now: 1 },
        creationTimestamp: [1767434400]
      }
    ],
    applied_policies: []
  }
}

/** What the stand-in answers each entry: shapes the published document allows. */
export const ANSWERS: Record<string, (body: string) => Reply> = {
  createApproval: (body) => ({ status: 201, body: JSON.parse(body) }),
  search: () => ({ status: 200, body: { artifacts: [], resolved_to: null } }),
  latestCommit: () => ({ status: 200, body: { latest_commit: null } }),
  policySchema: () => ({ status: 200, body: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' } }),
  upsertPolicy: () => ({
    status: 201,
    body: { name: 'production', description: '', created_by: 'ci', versions: [{ version: 1, timestamp: 1, created_by: 'ci', policy_yaml: '_schema: x\n' }] }
  }),
  getSnapshot: () => ({ status: 200, body: snapshotAnswer(true) }),
  assertArtifact: () => ({
    status: 200,
    // Whole enough for the reference client, whose table output needs `flows` and `policy_evaluations`.
    body: {
      fingerprint: FP('f'),
      flow: 'shop-api',
      trail: 'main',
      compliant: true,
      compliance_status: { unexpected: false, is_compliant: true, attestations_statuses: [] },
      html_url: 'https://app.example/acme/flows/shop-api',
      scope: 'flow',
      environment: null,
      flows: [{ flow: 'shop-api', trail: 'main', compliant: true, compliance_status: null, html_url: 'https://app.example/acme/flows/shop-api' }],
      policy_evaluations: []
    }
  })
}

/** GitHub's REST answers for the operations that read evidence from it (pull requests). */
export function gitHubAnswer(url: string): Reply | undefined {
  if (/\/commits\/[0-9a-f]{40}\/pulls/.test(url)) {
    return {
      status: 200,
      body: [
        {
          number: 7,
          html_url: 'https://github.com/acme/shop/pull/7',
          state: 'closed',
          title: 'Add checkout',
          body: 'Part of SHOP-7.',
          user: { login: 'ada' },
          created_at: '2026-01-01T10:00:00Z',
          merged_at: '2026-01-02T10:00:00Z',
          head: { ref: 'checkout' },
          base: { ref: 'main' },
          merge_commit_sha: 'c'.repeat(40)
        }
      ]
    }
  }
  if (/\/pulls\/7\/reviews/.test(url)) return { status: 200, body: [{ user: { login: 'grace' }, state: 'APPROVED', submitted_at: '2026-01-02T09:00:00Z' }] }
  if (/\/pulls\/7\/commits/.test(url))
    return {
      status: 200,
      body: [
        {
          sha: 'd'.repeat(40),
          commit: { message: 'Add checkout', author: { name: 'Ada', email: 'ada@example.com', date: '2026-01-01T09:00:00Z' } },
          author: { login: 'ada' },
          parents: []
        }
      ]
    }
  if (url.startsWith('/repos/')) return { status: 404, body: { message: 'Not Found' } }
  return undefined
}

/**
 * SonarQube's and Jira's answers, for the operations that read evidence from them, as they
 * document them; `sha` is the commit the run is about. Inputs name the stand-in `<STAND-IN>`.
 */
export function trackerAnswer(url: string, sha: string): Reply | undefined {
  switch (new URL(url, 'http://127.0.0.1').pathname) {
    case '/api/project_analyses/search':
      return {
        status: 200,
        body: { paging: { pageIndex: 1, pageSize: 500, total: 1 }, analyses: [{ key: 'A1', date: '2026-01-02T10:07:00+0000', revision: sha }] }
      }
    case '/api/ce/activity':
      return {
        status: 200,
        body: {
          tasks: [
            {
              id: 'T1',
              type: 'REPORT',
              status: 'SUCCESS',
              componentKey: 'acme_shop',
              componentName: 'Shop',
              analysisId: 'A1',
              branch: 'main',
              branchType: 'BRANCH'
            }
          ]
        }
      }
    case '/api/qualitygates/project_status':
      return {
        status: 200,
        body: {
          projectStatus: { status: 'OK', conditions: [{ status: 'OK', metricKey: 'new_bugs', comparator: 'GT', errorThreshold: '0', actualValue: '0' }] }
        }
      }
    case '/rest/api/2/myself':
      return { status: 200, body: { accountId: '1', displayName: 'CI' } }
    case '/rest/api/2/issue/SHOP-7':
      return { status: 200, body: { id: '10007', key: 'SHOP-7', fields: { summary: 'Checkout' } } }
    default:
      return undefined
  }
}
