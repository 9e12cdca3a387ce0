import type * as catalogue from '../../clients/service/catalogue/attestations.js'
import type { AttestationCommon } from '../../clients/service/catalogue/types.js'
import type { FilePart } from '../../clients/service/endpoint.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { badRequest, notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import { htmlUrl, newId, now, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { keepAttachment } from './attachment-files.js'
import { customCompliance } from '../engines/custom-evaluation.js'
import { attestationHistory, recordCommit, type AttestationRow } from './evidence.js'
import { requireName } from './names.js'
import { commitInfo } from './shapes.js'
import { liveTrail } from './trails.js'
import * as attestationsCatalogue from '../../clients/service/catalogue/attestations.js'
import * as scanAttestations from '../../clients/service/catalogue/scan-attestations.js'

interface Recorded {
  org: string
  flow: string
  trail: string
  type: string
  data: AttestationCommon
  isCompliant: boolean
  attachment?: FilePart
  override?: boolean
}

/**
 * Stores an attestation: one row per artifact it names in `target_artifacts`, else one for the
 * artifact it names by fingerprint, else one for the trail. An override records the new
 * compliance the same way, pointing at the attestation it overrides.
 */
function record(ctx: Context, r: Recorded): void {
  const { data } = r
  requireName(data.attestation_name, PATTERNS.attestationName, 'part data_json/attestation_name')
  const fingerprint = data.artifact_fingerprint ?? null
  const targets: (string | null)[] = data.target_artifacts && data.target_artifacts.length > 0 ? data.target_artifacts : [null]
  const at = now()
  const attachment = r.attachment ? JSON.stringify(keepAttachment(ctx, r.org, r.attachment)) : null
  for (const target of targets) {
    const previous = r.override
      ? (ctx.db.get(
          `SELECT id FROM attestations WHERE org = ? AND flow = ? AND trail = ? AND name = ? AND (fingerprint IS ? OR ? IS NULL) AND (target IS ? OR ? IS NULL) ORDER BY seq DESC LIMIT 1`,
          r.org,
          r.flow,
          r.trail,
          data.attestation_name,
          fingerprint,
          fingerprint,
          target,
          target
        )?.id as string | undefined)
      : undefined
    ctx.db.run(
      'INSERT INTO attestations (id, org, flow, trail, name, type, fingerprint, target, is_compliant, override, overridden_id, data, attachment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      newId(),
      r.org,
      r.flow,
      r.trail,
      data.attestation_name,
      r.type,
      fingerprint,
      target,
      Number(r.isCompliant),
      Number(r.override ?? false),
      previous ?? null,
      JSON.stringify(data),
      attachment,
      at
    )
  }
  if (fingerprint)
    recordCommit(
      ctx,
      r.org,
      r.flow,
      fingerprint,
      data.git_commit_info?.sha1,
      data.git_commit_info?.branch,
      `${r.override ? 'override' : `${r.type} attestation`} in trail '${r.trail}'`
    )
  ctx.db.run('UPDATE trails SET last_modified_at = ? WHERE org = ? AND flow = ? AND name = ?', at, r.org, r.flow, r.trail)
}

/** An attestation to artifacts named by the template needs something to find them by later. */
function requireBinding(data: AttestationCommon): void {
  if (data.target_artifacts && data.target_artifacts.length > 0 && !data.artifact_fingerprint && !data.git_commit_info) {
    throw badRequest('An attestation for target_artifacts requires at least one of: artifact_fingerprint or git_commit_info.', {
      target_artifacts: 'needs artifact_fingerprint or git_commit_info'
    })
  }
}

export function attestationView(ctx: Context, a: AttestationRow): Record<string, unknown> {
  const data = fromColumn<Record<string, unknown>>(a.data, {})
  const attachment = fromColumn<{ filename?: string; sha256?: string } | null>(a.attachment, null)
  return {
    ...data,
    attestation_id: a.id,
    attestation_name: a.name,
    attestation_type: a.type,
    is_compliant: a.is_compliant === 1,
    artifact_fingerprint: a.fingerprint ?? undefined,
    target_artifact: a.target,
    flow_name: a.flow,
    trail_name: a.trail,
    created_at: a.created_at,
    git_commit_info: commitInfo(data.git_commit_info) ?? undefined,
    is_override: a.override === 1,
    overridden_attestation_id: a.overridden_id,
    evidence_archive_fingerprint: attachment?.sha256 ?? null,
    attachments: attachment?.filename ? [attachment.filename] : [],
    html_url: `${htmlUrl(ctx, a.org, 'flows', a.flow, 'trails', a.trail)}?attestation_id=${a.id}`
  }
}

function attestationHandlers(ctx: Context) {
  const attest = (
    type: string,
    params: { org: string; flow_name: string; trail_name: string },
    data: Recorded['data'],
    isCompliant: boolean,
    attachment?: FilePart
  ) => {
    const trail = liveTrail(ctx, params.org, params.flow_name, params.trail_name)
    requireBinding(data)
    record(ctx, { org: trail.org, flow: trail.flow, trail: trail.name, type, data, isCompliant, attachment })
    return { status: 201, body: `${type} attestation '${data.attestation_name}' reported to trail '${trail.name}'` }
  }
  return {
    generic: ({ params, body }: Call<typeof catalogue.attestGeneric>): Reply<typeof catalogue.attestGeneric> =>
      attest('generic', params, body.data_json, body.data_json.is_compliant, body.attachment_file),

    /** Compliant when no test failed or erred. */
    junit: ({ params, body }: Call<typeof catalogue.attestJunit>): Reply<typeof catalogue.attestJunit> =>
      attest(
        'junit',
        params,
        body.data_json,
        body.data_json.junit_results.every((r) => r.failures === 0 && r.errors === 0),
        body.attachment_file
      ),

    /** Compliant when the commit came through at least one pull request. */
    pullRequest: ({ params, body }: Call<typeof catalogue.attestPullRequest>): Reply<typeof catalogue.attestPullRequest> =>
      attest('pull_request', params, body.data_json, body.data_json.pull_requests.length > 0, body.attachment_file),

    /** Compliant exactly when no run has a finding, as the service evaluates Snyk. */
    snyk: ({ params, body }: Call<typeof scanAttestations.attestSnyk>): Reply<typeof scanAttestations.attestSnyk> =>
      attest(
        'snyk',
        params,
        body.data_json,
        body.data_json.snyk_results.results.every((r) => r.high_count + r.medium_count + r.low_count === 0),
        body.attachment_file
      ),

    /** An SBOM is recorded as reported: nothing is checked against it, so it is compliant. */
    sbom: ({ params, body }: Call<typeof scanAttestations.attestSbom>): Reply<typeof scanAttestations.attestSbom> =>
      attest(body.data_json.type_name, params, body.data_json, true, body.attachment_file),

    /** Compliant when the analysis's quality gate is OK. */
    sonar: ({ params, body }: Call<typeof catalogue.attestSonar>): Reply<typeof catalogue.attestSonar> =>
      attest('sonar', params, body.data_json, body.data_json.sonar_results.qualityGate?.status === 'OK', body.attachment_file),

    /** Compliant when at least one issue is referenced and every one exists. */
    jira: ({ params, body }: Call<typeof catalogue.attestJira>): Reply<typeof catalogue.attestJira> =>
      attest(
        'jira',
        params,
        body.data_json,
        body.data_json.jira_results.length > 0 && body.data_json.jira_results.every((r) => r.issue_exists),
        body.attachment_file
      ),

    /** Checked against its type's schema; compliant when every rule of its evaluator holds. */
    custom({ params, body }: Call<typeof catalogue.attestCustom>): Reply<typeof catalogue.attestCustom> {
      liveTrail(ctx, params.org, params.flow_name, params.trail_name)
      const { compliant, data } = customCompliance(ctx, params.org, body.data_json.type_name, body.data_json.attestation_data)
      const stored: typeof body.data_json = { ...body.data_json, attestation_data: data }
      return attest(`custom:${body.data_json.type_name}`, params, stored, compliant, body.attachment_file)
    },

    /** Recorded for any trail: an override may come before, or without, what it overrides. */
    override({ params, body }: Call<typeof catalogue.overrideAttestation>): Reply<typeof catalogue.overrideAttestation> {
      record(ctx, {
        org: params.org,
        flow: params.flow_name,
        trail: params.trail_name,
        type: body.original_attestation_type,
        data: body,
        isCompliant: body.new_compliance_status,
        override: true
      })
      return { status: 200, body: 'Attestation overridden' }
    },

    /** Every version of an attestation, newest first; `ARTIFACT.NAME` for one bound to an artifact. */
    get({ params }: Call<typeof catalogue.getTrailAttestation>): Reply<typeof catalogue.getTrailAttestation> {
      const trail = liveTrail(ctx, params.org, params.flow_name, params.trail_name)
      const dot = params.attestation_name.indexOf('.')
      const [target, name] = dot > 0 ? [params.attestation_name.slice(0, dot), params.attestation_name.slice(dot + 1)] : [undefined, params.attestation_name]
      const artifactOf = (fp: string | null) =>
        fp
          ? (ctx.db.get(
              'SELECT template_name, filename FROM artifacts WHERE org = ? AND flow = ? AND trail = ? AND fingerprint = ?',
              trail.org,
              trail.flow,
              trail.name,
              fp
            ) as { template_name: string | null; filename: string } | undefined)
          : undefined
      const slotOf = (a: AttestationRow) => {
        const artifact = artifactOf(a.fingerprint)
        return a.target ?? (artifact ? (artifact.template_name ?? artifact.filename) : undefined)
      }
      const found = attestationHistory(ctx, trail.org, trail.flow, trail.name, 100, name).filter((a) => target === undefined || slotOf(a) === target)
      if (found.length === 0) throw notFound(`Attestation '${params.attestation_name}' in trail '${trail.name}'`)
      return { status: 200, body: found.map((a) => attestationView(ctx, a)) }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function attestationRoutes(ctx: Context): Route[] {
  const h = attestationHandlers(ctx)
  return [
    route(attestationsCatalogue.attestGeneric, h.generic),
    route(attestationsCatalogue.attestJunit, h.junit),
    route(attestationsCatalogue.attestPullRequest, h.pullRequest),
    route(attestationsCatalogue.attestSonar, h.sonar),
    route(attestationsCatalogue.attestJira, h.jira),
    route(attestationsCatalogue.attestCustom, h.custom),
    route(scanAttestations.attestSnyk, h.snyk),
    route(scanAttestations.attestSbom, h.sbom),
    route(attestationsCatalogue.overrideAttestation, h.override),
    route(attestationsCatalogue.getTrailAttestation, h.get)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
