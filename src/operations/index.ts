import type { Operation } from './types.js'

/**
 * Every operation by its `operation` input name. Each is loaded only when chosen, so a run
 * pays start-up only for the code it uses.
 */
export const OPERATIONS: Record<string, () => Promise<Operation<never>>> = {
  'report-server-env': async () => (await import('./report-server-env.js')).default as Operation<never>,
  approve: async () => (await import('./approve.js')).default as Operation<never>,
  'override-attestation': async () => (await import('./override-attestation.js')).default as Operation<never>,
  'upsert-flow': async () => (await import('./upsert-flow.js')).default as Operation<never>,
  'upsert-attestation-type': async () => (await import('./upsert-attestation-type.js')).default as Operation<never>,
  'update-environment': async () => (await import('./update-environment.js')).default as Operation<never>,
  search: async () => (await import('./search.js')).default as Operation<never>,
  'latest-commit': async () => (await import('./latest-commit.js')).default as Operation<never>,
  'policy-schema': async () => (await import('./policy-schema.js')).default as Operation<never>,
  fingerprint: async () => (await import('./fingerprint.js')).default as Operation<never>,
  replay: async () => (await import('./replay.js')).default as Operation<never>
}

export const OPERATION_NAMES = Object.keys(OPERATIONS)
