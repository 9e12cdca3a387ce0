// The order of the operations, grouped as the README's index shows them: the order a pipeline
// meets them. Every generated list (the registry, action.yml's `operation`, the index, the
// inputs tables) follows it. A new operation goes here, in the group where a pipeline meets it,
// and `npm run build` fails until it does; its prose goes in src/operations/<name>.md.
export interface OperationGroup {
  /** The index's heading for the group. */
  heading: string
  operations: readonly string[]
}

export const OPERATION_GROUPS: readonly OperationGroup[] = [
  { heading: 'Flows, trails and artifacts', operations: ['create-flow', 'begin-trail', 'attest-artifact'] },
  {
    heading: 'Evidence',
    operations: [
      'attest-provenance',
      'attest-generic',
      'attest-junit',
      'attest-pull-request',
      'attest-code-review',
      'attest-custom',
      'attest-snyk',
      'attest-sarif',
      'attest-sbom',
      'attest-sonar',
      'attest-jira',
      'attest-approval'
    ]
  },
  { heading: 'Gates', operations: ['assert-artifact', 'assert-environment', 'publish-verdict'] },
  {
    heading: 'What runs where',
    operations: ['report-server-env', 'report-docker-env', 'report-k8s-env', 'report-ecs-env', 'report-lambda-env', 'report-s3-env', 'report-azure-env']
  },
  { heading: 'Approvals, overrides and the allowlist', operations: ['approve', 'override-attestation', 'allow-artifact'] },
  {
    heading: 'Flows, types, environments and policies',
    operations: ['upsert-flow', 'upsert-attestation-type', 'update-environment', 'upsert-environment', 'upsert-policy', 'attach-policy', 'detach-policy', 'tag']
  },
  { heading: 'Queries and the audit package', operations: ['search', 'latest-commit', 'policy-schema', 'audit-package'] },
  { heading: 'On the runner', operations: ['fingerprint', 'replay'] }
]
