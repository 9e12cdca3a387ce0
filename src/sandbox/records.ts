import { compileJsonSchema } from '../schema/json-schema.js'
import { MAX_PART_BYTES } from '../service/schemas.js'
import { bodyProblems } from '../service/validate.js'
import { HttpError, badRequest, notFound } from './http-error.js'
import { parseMultipart } from './multipart.js'
import { jsonBody, now, type SandboxRequest, type SandboxResponse } from './request.js'
import type { ArtifactRecord, Org, Store } from './store.js'

/** What the sandbox learns of an artifact whenever a record names it. */
function artifact(org: Org, fingerprint: string, name = fingerprint.slice(0, 12)): ArtifactRecord {
  return (org.artifacts[fingerprint] ??= { fingerprint, name, flows: {}, compliance_state: 'UNKNOWN' })
}

export function recordRoutes(store: Store) {
  return {
    /** PUT /flows/{org} (deprecated by the service): create or update. */
    async putFlow(req: SandboxRequest): Promise<SandboxResponse> {
      const body = await jsonBody<{ name: string; description?: string; visibility?: string; template?: string[]; repo_url?: string | null }>(req, 'flow')
      const org = store.org(req.params.org)
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

    async listFlows(req: SandboxRequest): Promise<SandboxResponse> {
      return { status: 200, body: Object.values(store.org(req.params.org).flows).map((f) => ({ ...f, org: req.params.org, tags: {} })) }
    },

    async getFlow(req: SandboxRequest): Promise<SandboxResponse> {
      const flow = store.org(req.params.org).flows[req.params.flow_name]
      if (!flow) throw notFound(`Flow '${req.params.flow_name}'`)
      return { status: 200, body: { ...flow, org: req.params.org, tags: {} } }
    },

    /** An approval is recorded even for an artifact or flow the sandbox has not seen. */
    async postApproval(req: SandboxRequest): Promise<SandboxResponse> {
      const body = await jsonBody<{ artifact_fingerprint: string; src_commit_list: string[]; environment?: string | null; description?: string; approvals?: Record<string, unknown>[] }>(req, 'approval')
      const org = store.org(req.params.org)
      const flow = req.params.flow_name
      const list = (org.approvals[flow] ??= [])
      const at = now()
      const approvals = (body.approvals ?? []).map((a) => ({ state: 'APPROVED', ...a, timestamp: at }))
      const record = {
        ...body,
        description: body.description ?? '',
        approvals,
        release_number: list.length + 1,
        base_artifact: body.artifact_fingerprint,
        artifact_name: artifact(org, body.artifact_fingerprint).name,
        target_artifact: body.artifact_fingerprint,
        created_at: at,
        last_modified_at: at,
        state: approvals.some((a) => a.state === 'UNAPPROVED') ? 'UNAPPROVED' : 'APPROVED'
      }
      list.push(record)
      const known = (artifact(org, body.artifact_fingerprint).flows[flow] ??= { commits: [] })
      // src_commit_list is newest first: record oldest first so the newest is the latest seen.
      for (const sha of [...body.src_commit_list].reverse()) known.commits.push({ sha, at, source: `approval ${record.release_number}` })
      store.save()
      return { status: 200, body: record }
    },

    async listApprovals(req: SandboxRequest): Promise<SandboxResponse> {
      return { status: 200, body: [...(store.org(req.params.org).approvals[req.params.flow_name] ?? [])].reverse() }
    },

    async postOverride(req: SandboxRequest): Promise<SandboxResponse> {
      const body = await jsonBody<{ artifact_fingerprint?: string | null; new_compliance_status: boolean; git_commit_info?: { sha1: string; branch?: string | null } }>(req, 'attestationOverride')
      const org = store.org(req.params.org)
      const { flow_name: flow, trail_name: trail } = req.params
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

    /** Multipart: `data_json` (required, JSON, the type's fields) and `type_schema` (a JSON Schema). */
    async postAttestationType(req: SandboxRequest): Promise<SandboxResponse> {
      if (!/^multipart\/form-data\b/i.test(req.contentType)) throw new HttpError(415, `expected multipart/form-data, got ${req.contentType || 'none'}`)
      const parts = parseMultipart(req.body, req.contentType)
      for (const part of parts) {
        if (part.content.length > MAX_PART_BYTES) throw new HttpError(413, `part '${part.name}' is ${part.content.length} bytes; the limit per part is ${MAX_PART_BYTES}`)
      }
      const dataPart = parts.find((p) => p.name === 'data_json')
      if (!dataPart) throw badRequest('missing part data_json', { data_json: 'required' })
      let data: { name: string; description?: string | null; evaluator?: unknown }
      try {
        data = JSON.parse(dataPart.content.toString('utf8'))
      } catch (err) {
        throw badRequest('data_json is not JSON', { data_json: (err as Error).message })
      }
      const problems = await bodyProblems('customAttestationType', data)
      if (problems.length > 0) throw badRequest('Invalid data_json', { data_json: problems.join('; ') })
      let typeSchema: unknown = null
      const schemaPart = parts.find((p) => p.name === 'type_schema')
      if (schemaPart) {
        try {
          typeSchema = JSON.parse(schemaPart.content.toString('utf8'))
          await compileJsonSchema(typeSchema, 'type_schema')
        } catch (err) {
          throw badRequest('type_schema is not a valid JSON Schema', { type_schema: (err as Error).message })
        }
      }
      const org = store.org(req.params.org)
      const existed = data.name in org.attestationTypes
      org.attestationTypes[data.name] = { name: data.name, description: data.description ?? null, evaluator: data.evaluator ?? { content_type: 'default' }, type_schema: typeSchema, created_at: now() }
      store.save()
      return { status: 200, body: existed ? `Custom attestation type '${data.name}' updated` : `Custom attestation type '${data.name}' created` }
    },

    async listAttestationTypes(req: SandboxRequest): Promise<SandboxResponse> {
      return { status: 200, body: Object.values(store.org(req.params.org).attestationTypes) }
    }
  }
}
