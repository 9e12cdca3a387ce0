// The domain modules' handlers are closures over their context and never use `this`, so they
// are safe to hand to the router as they are.
/* eslint-disable @typescript-eslint/unbound-method */
import * as approvals from '../service/catalogue/approvals.js'
import * as artifacts from '../service/catalogue/artifacts.js'
import * as types from '../service/catalogue/attestation-types.js'
import * as attestations from '../service/catalogue/attestations.js'
import * as environments from '../service/catalogue/environments.js'
import * as flows from '../service/catalogue/flows.js'
import * as queries from '../service/catalogue/queries.js'
import * as trails from '../service/catalogue/trails.js'
import type { Database } from './db/database.js'
import { approvalRoutes } from './domain/approvals.js'
import { artifactRoutes } from './domain/artifacts.js'
import { assertRoutes } from './domain/assert.js'
import { attestationTypeRoutes } from './domain/attestation-types.js'
import { attestationRoutes } from './domain/attestations.js'
import { environmentRoutes } from './domain/environments.js'
import { flowRoutes } from './domain/flows.js'
import { searchRoutes } from './domain/search.js'
import { snapshotRoutes } from './domain/snapshots.js'
import { trailRoutes } from './domain/trails.js'
import type { Context } from './request.js'
import { Router } from './router.js'

/** Every catalogue entry, with the handler that serves it. */
export function buildRouter(db: Database, origin: () => string): Router {
  const ctx: Context = { db, origin }
  const env = environmentRoutes(ctx)
  const snap = snapshotRoutes(ctx)
  const flow = flowRoutes(ctx)
  const trail = trailRoutes(ctx)
  const artifact = artifactRoutes(ctx)
  const attestation = attestationRoutes(ctx)
  const approval = approvalRoutes(ctx)
  const type = attestationTypeRoutes(ctx)
  const query = searchRoutes(ctx)
  const assert = assertRoutes(ctx)
  return new Router(db)
    .handle(queries.policySchema, query.policySchema)
    .handle(environments.createEnvironment, env.put)
    .handle(environments.listEnvironments, env.list)
    .handle(environments.getEnvironment, env.get)
    .handle(environments.updateEnvironment, env.patch)
    .handle(environments.archiveEnvironment, env.archive)
    .handle(environments.reportServer, snap.reportServer)
    .handle(environments.listSnapshots, snap.list)
    .handle(environments.getSnapshot, snap.get)
    .handle(flows.upsertFlow, flow.put)
    .handle(flows.createFlowWithTemplate, flow.putWithTemplate)
    .handle(flows.listFlows, flow.list)
    .handle(flows.getFlow, flow.get)
    .handle(flows.archiveFlow, flow.archive)
    .handle(trails.beginTrail, trail.begin)
    .handle(trails.listTrails, trail.list)
    .handle(trails.listOrgTrails, trail.listOfOrg)
    .handle(trails.getTrail, trail.get)
    .handle(artifacts.attestArtifact, artifact.attest)
    .handle(artifacts.getArtifact, artifact.get)
    .handle(artifacts.getArtifactsByCommit, artifact.byCommit)
    .handle(artifacts.listArtifacts, artifact.list)
    .handle(artifacts.latestCommit, query.latestCommit)
    .handle(attestations.attestGeneric, attestation.generic)
    .handle(attestations.attestJunit, attestation.junit)
    .handle(attestations.attestPullRequest, attestation.pullRequest)
    .handle(attestations.attestCustom, attestation.custom)
    .handle(attestations.overrideAttestation, attestation.override)
    .handle(attestations.getTrailAttestation, attestation.get)
    .handle(approvals.createApproval, approval.create)
    .handle(approvals.listApprovals, approval.list)
    .handle(types.upsertAttestationType, type.upsert)
    .handle(types.listAttestationTypes, type.list)
    .handle(types.getAttestationType, type.get)
    .handle(types.archiveAttestationType, type.archive)
    .handle(queries.search, query.search)
    .handle(queries.assertArtifact, assert.assert)
}
