import type { AnyEndpoint } from '../endpoint.js'
import * as allowlists from './allowlists.js'
import * as approvals from './approvals.js'
import * as artifacts from './artifacts.js'
import * as attestationTypes from './attestation-types.js'
import * as attestations from './attestations.js'
import * as environments from './environments.js'
import * as flows from './flows.js'
import * as policies from './policies.js'
import * as queries from './queries.js'
import * as scanAttestations from './scan-attestations.js'
import * as tags from './tags.js'
import * as trails from './trails.js'

/**
 * Every endpoint of the service the action calls or the sandbox serves, by id. Operations
 * import their entry from its own file, so a run loads only what it uses; the sandbox and the
 * contract test walk this list.
 */
export const CATALOGUE: readonly AnyEndpoint[] = [
  environments,
  allowlists,
  policies,
  flows,
  tags,
  trails,
  artifacts,
  attestations,
  scanAttestations,
  approvals,
  attestationTypes,
  queries
].flatMap((group) =>
  Object.values(group).filter((value): value is AnyEndpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
)
