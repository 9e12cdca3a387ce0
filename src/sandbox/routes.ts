import type { Database } from './db/database.js'
import { allowlistRoutes } from './domain/allowlists.js'
import { auditPackageRoutes } from './domain/audit-package.js'
import { approvalRoutes } from './domain/approvals.js'
import { artifactRoutes } from './domain/artifacts.js'
import { assertRoutes } from './domain/assert.js'
import { attestationTypeRoutes } from './domain/attestation-types.js'
import { attestationRoutes } from './domain/attestations.js'
import { environmentRoutes } from './domain/environments.js'
import { flowRoutes } from './domain/flows.js'
import { policyRoutes } from './domain/policies.js'
import { searchRoutes } from './domain/search.js'
import { snapshotRoutes } from './domain/snapshots.js'
import { tagRoutes } from './domain/tags.js'
import { trailRoutes } from './domain/trails.js'
import type { Context } from './request.js'
import { Router } from './router.js'

/** Every domain module, each serving the catalogue entries it lists beside its handlers. */
const DOMAINS = [
  searchRoutes,
  environmentRoutes,
  allowlistRoutes,
  policyRoutes,
  snapshotRoutes,
  flowRoutes,
  tagRoutes,
  trailRoutes,
  auditPackageRoutes,
  artifactRoutes,
  attestationRoutes,
  approvalRoutes,
  attestationTypeRoutes,
  assertRoutes
]

export function buildRouter(db: Database, origin: () => string): Router {
  const ctx: Context = { db, origin }
  const router = new Router(db)
  for (const routes of DOMAINS) router.handle(routes(ctx))
  return router
}
