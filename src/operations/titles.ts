/**
 * What each operation makes, in words: the heading of its failure summary, which should read
 * like the heading a success would have had ("Server report failed"), not like an input value.
 */
const TITLES: Record<string, string> = {
  'report-server-env': 'Server report',
  approve: 'Approval',
  'override-attestation': 'Attestation override',
  'upsert-flow': 'Flow update',
  'upsert-attestation-type': 'Custom attestation type update',
  'update-environment': 'Environment update',
  search: 'Search',
  'latest-commit': 'Latest commit lookup',
  'policy-schema': 'Policy schema download',
  fingerprint: 'Fingerprinting',
  replay: 'Replay',
  'begin-trail': 'Beginning the trail',
  'attest-artifact': 'Artifact attestation',
  'attest-generic': 'Generic attestation',
  'attest-junit': 'JUnit attestation',
  'attest-custom': 'Custom attestation',
  'assert-artifact': 'Artifact assertion',
  'attest-approval': 'Approval attestation',
  'attest-pull-request': 'Pull request attestation'
}

/** The heading of a failed run: an unknown or missing operation is still "the evidence action". */
export function failureTitle(operation: string): string {
  return `${Object.hasOwn(TITLES, operation) ? TITLES[operation] : 'Evidence action'} failed`
}
