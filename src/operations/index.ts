import type { Operation } from './types.js'

/**
 * Every operation by its `operation` input name. Each is loaded only when chosen, so a run
 * pays start-up only for the code it uses.
 */
export const OPERATIONS: Record<string, () => Promise<Operation>> = {
  'report-server-env': async () => (await import('./report-server-env.js')).default,
  approve: async () => (await import('./approve.js')).default,
  'override-attestation': async () => (await import('./override-attestation.js')).default,
  'upsert-flow': async () => (await import('./upsert-flow.js')).default,
  'upsert-attestation-type': async () => (await import('./upsert-attestation-type.js')).default,
  'update-environment': async () => (await import('./update-environment.js')).default,
  search: async () => (await import('./search.js')).default,
  'latest-commit': async () => (await import('./latest-commit.js')).default,
  'policy-schema': async () => (await import('./policy-schema.js')).default,
  fingerprint: async () => (await import('./fingerprint.js')).default,
  replay: async () => (await import('./replay.js')).default,
  'begin-trail': async () => (await import('./begin-trail.js')).default,
  'attest-artifact': async () => (await import('./attest-artifact.js')).default,
  'attest-generic': async () => (await import('./attest-generic.js')).default,
  'attest-junit': async () => (await import('./attest-junit.js')).default,
  'attest-custom': async () => (await import('./attest-custom.js')).default,
  'assert-artifact': async () => (await import('./assert-artifact.js')).default,
  'attest-approval': async () => (await import('./attest-approval.js')).default,
  'attest-pull-request': async () => (await import('./attest-pull-request.js')).default
}

export const OPERATION_NAMES = Object.keys(OPERATIONS)
