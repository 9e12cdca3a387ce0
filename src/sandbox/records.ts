import { compileJsonSchema } from '../schema/json-schema.js'
import * as approvalEndpoints from '../service/catalogue/approvals.js'
import * as attestations from '../service/catalogue/attestations.js'
import * as types from '../service/catalogue/attestation-types.js'
import * as flows from '../service/catalogue/flows.js'
import { badRequest, notFound } from './http-error.js'
import { now } from './request.js'
import type { Call, Reply } from './router.js'
import type { ApprovalListItem } from '../service/catalogue/approvals.js'
import type { ArtifactRecord, Org, Store } from './store.js'

/** What the sandbox learns of an artifact whenever a record names it. */
function artifact(org: Org, fingerprint: string, name = fingerprint.slice(0, 12)): ArtifactRecord {
  return (org.artifacts[fingerprint] ??= { fingerprint, name, flows: {}, compliance_state: 'UNKNOWN' })
}

export function recordRoutes(store: Store) {
  return {
    /** PUT /flows/{org} (deprecated by the service): create or update. */
    putFlow({ params, body }: Call<typeof flows.upsertFlow>): Reply<typeof flows.upsertFlow> {
      const org = store.org(params.org)
      const existing = org.flows[body.name]
      org.flows[body.name] = {
        name: body.name,
        description: body.description ?? existing?.description ?? '',
        visibility: body.visibility ?? existing?.visibility ?? 'private',
        template: body.template ?? existing?.template ?? [],
        repo_url: body.repo_url ?? existing?.repo_url ?? null,
        created_at: existing?.created_at ?? now()
      }
      store.save()
      return { status: 200, body: existing ? `Flow '${body.name}' updated` : `Flow '${body.name}' created` }
    },

    listFlows({ params }: Call<typeof flows.listFlows>): Reply<typeof flows.listFlows> {
      return { status: 200, body: Object.values(store.org(params.org).flows).map((f) => ({ ...f, org: params.org, tags: {} })) }
    },

    getFlow({ params }: Call<typeof flows.getFlow>): Reply<typeof flows.getFlow> {
      const flow = store.org(params.org).flows[params.flow_name]
      if (!flow) throw notFound(`Flow '${params.flow_name}'`)
      return { status: 200, body: { ...flow, org: params.org, tags: {} } }
    },

    /** An approval is recorded even for an artifact or flow the sandbox has not seen. */
    postApproval({ params, body }: Call<typeof approvalEndpoints.createApproval>): Reply<typeof approvalEndpoints.createApproval> {
      const org = store.org(params.org)
      const flow = params.flow_name
      const list = (org.approvals[flow] ??= [])
      const at = now()
      const approvals = (body.approvals ?? []).map((a) => ({ ...a, timestamp: at }))
      // The list keeps the document's list shape: the fingerprint becomes base and target artifact.
      const { artifact_fingerprint: fingerprint, oldest_commit, ...fields } = body
      const record: ApprovalListItem = {
        ...fields,
        description: body.description ?? '',
        approvals,
        release_number: list.length + 1,
        base_artifact: fingerprint,
        artifact_name: artifact(org, fingerprint).name,
        target_artifact: fingerprint,
        created_at: at,
        last_modified_at: at,
        state: approvals.some((a) => a.state === 'UNAPPROVED') ? 'UNAPPROVED' : 'APPROVED'
      }
      list.push(record)
      const known = (artifact(org, fingerprint).flows[flow] ??= { commits: [] })
      // src_commit_list is newest first: record oldest first so the newest is the latest seen.
      for (const sha of [...body.src_commit_list].reverse()) known.commits.push({ sha, at, source: `approval ${record.release_number}` })
      store.save()
      // The answer is the request as recorded: the document allows nothing more.
      return { status: 201, body: body }
    },

    listApprovals({ params }: Call<typeof approvalEndpoints.listApprovals>): Reply<typeof approvalEndpoints.listApprovals> {
      return { status: 200, body: [...(store.org(params.org).approvals[params.flow_name] ?? [])].reverse() }
    },

    postOverride({ params, body }: Call<typeof attestations.overrideAttestation>): Reply<typeof attestations.overrideAttestation> {
      const org = store.org(params.org)
      const { flow_name: flow, trail_name: trail } = params
      org.overrides.push({ flow, trail, ...body, created_at: now() })
      if (body.artifact_fingerprint) {
        const record = artifact(org, body.artifact_fingerprint)
        record.compliance_state = body.new_compliance_status ? 'COMPLIANT' : 'NON-COMPLIANT'
        const known = (record.flows[flow] ??= { commits: [] })
        known.trail = trail
        if (body.git_commit_info) known.commits.push({ sha: body.git_commit_info.sha1, branch: body.git_commit_info.branch ?? undefined, at: now(), source: `override in trail ${trail}` })
      }
      store.save()
      return { status: 200, body: 'Attestation overridden' }
    },

    /** Multipart: `data_json`, the type's fields, and optionally `type_schema`, a JSON Schema. */
    async postAttestationType({ params, body }: Call<typeof types.upsertAttestationType>): Promise<Reply<typeof types.upsertAttestationType>> {
      const data = body.data_json
      let typeSchema: unknown = null
      if (body.type_schema) {
        try {
          typeSchema = JSON.parse(body.type_schema.content.toString())
          await compileJsonSchema(typeSchema, 'type_schema')
        } catch (err) {
          throw badRequest('type_schema is not a valid JSON Schema', { type_schema: (err as Error).message })
        }
      }
      const org = store.org(params.org)
      const existed = data.name in org.attestationTypes
      org.attestationTypes[data.name] = { name: data.name, description: data.description ?? null, evaluator: data.evaluator ?? { content_type: 'default' }, type_schema: typeSchema, created_at: now() }
      store.save()
      return { status: 200, body: existed ? `Custom attestation type '${data.name}' updated` : `Custom attestation type '${data.name}' created` }
    },

    listAttestationTypes({ params }: Call<typeof types.listAttestationTypes>): Reply<typeof types.listAttestationTypes> {
      return { status: 200, body: Object.values(store.org(params.org).attestationTypes) }
    }
  }
}
