import { liveFlow } from '../records.js'
import type * as catalogue from '../../clients/service/catalogue/artifacts.js'
import type { ArtifactInput } from '../../clients/service/catalogue/artifacts.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import { apiUrl, htmlUrl, newId, now, paging, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { artifactState } from './compliance.js'
import {
  artifactsOf,
  evaluate,
  Evaluations,
  recordCommit,
  trailAttestations,
  trailRow,
  whereabouts,
  type ArtifactRow,
  type AttestationRow
} from './evidence.js'

import { artifactHistory } from './history.js'
import { externalUrls, secondsText, userData } from './shapes.js'
import { templateOf } from '../engines/template.js'
import * as artifactsCatalogue from '../../clients/service/catalogue/artifacts.js'

/** The commit an artifact was built from, when the report names one the document's pattern allows. */
function gitCommitOf(body: ArtifactInput): string | null {
  const sha = body.git_commit ?? body.git_commit_info?.sha1
  return sha && PATTERNS.commitSha.re.test(sha) ? sha : null
}

/** The evidence an artifact carries: its trail's attestations and its own, the latest of each name. */
function evidenceOf(artifact: ArtifactRow, slot: string, counted: AttestationRow[]): Record<string, unknown> {
  const evidence = Object.create(null) as Record<string, unknown>
  const mine = (a: AttestationRow) => a.target === slot || a.fingerprint === artifact.fingerprint
  const trailOwn = (a: AttestationRow) => a.target === null && a.fingerprint === null
  for (const a of counted.filter((a) => mine(a) || trailOwn(a))) {
    const data = fromColumn<Record<string, unknown>>(a.data, {})
    const attachment = fromColumn<{ sha256?: string } | null>(a.attachment, null)
    evidence[a.name] = {
      evidence_type: a.type,
      is_compliant: a.is_compliant === 1,
      build_url: typeof data.origin_url === 'string' ? data.origin_url : null,
      evidence_archive_fingerprint: attachment?.sha256 ?? null,
      user_data: data.user_data ?? null,
      created_at: secondsText(a.created_at),
      description: typeof data.description === 'string' ? data.description : null,
      has_audit_package: false,
      evidence_url: null,
      evidence_fingerprint: attachment?.sha256 ?? null,
      commit_sha: typeof (data.git_commit_info as { sha1?: unknown } | undefined)?.sha1 === 'string' ? (data.git_commit_info as { sha1: string }).sha1 : null,
      junit_results: data.junit_results ?? null,
      git_provider: typeof data.git_provider === 'string' ? data.git_provider : null,
      pull_requests: Array.isArray(data.pull_requests) ? data.pull_requests : null
    }
  }
  return evidence
}

/** The document's `ArtifactResponse` (and, without the flow's view, its list item). */
export function artifactView(ctx: Context, artifact: ArtifactRow, memo: Evaluations) {
  const data = fromColumn<Partial<ArtifactInput>>(artifact.data, {})
  const slot = artifact.template_name ?? artifact.filename
  const trail = trailRow(ctx, artifact.org, artifact.flow, artifact.trail)
  const evaluation = trail ? evaluate(ctx, trail, memo) : undefined
  const status = evaluation?.artifacts.get(slot)
  const missing = status?.attestations_statuses.filter((s) => s.status === 'MISSING').map((s) => s.attestation_name) ?? []
  const where = whereabouts(ctx, artifact.org, artifact.fingerprint)
  const approvals = ctx.db
    .all('SELECT number FROM approvals WHERE org = ? AND flow = ? AND fingerprint = ? ORDER BY number', artifact.org, artifact.flow, artifact.fingerprint)
    .map((r) => Number(r.number))
  const expected = templateOf(trail?.template_yaml).trail.artifacts?.find((a) => a.name === slot)
  return {
    id: artifact.id,
    trail_name: artifact.trail,
    template_reference_name: artifact.template_name,
    fingerprint: artifact.fingerprint,
    filename: artifact.filename,
    git_commit: artifact.git_commit,
    git_commit_info: data.git_commit_info ?? null,
    repo_info: data.repo_info ?? null,
    commit_url: data.commit_url ?? null,
    build_url: data.build_url ?? null,
    repo_url: data.repo_url ?? null,
    html_url: htmlUrl(ctx, artifact.org, 'flows', artifact.flow, 'artifacts', artifact.fingerprint),
    api_url: apiUrl(ctx, 'artifacts', artifact.org, artifact.flow, 'fingerprint', artifact.fingerprint),
    created_at: secondsText(artifact.created_at),
    last_modified_at: secondsText(artifact.last_modified_at),
    user_data: userData(data.user_data),
    external_urls: externalUrls(data.external_urls),
    annotations: data.annotations ?? null,
    state: evaluation ? artifactState(evaluation, artifact.fingerprint) : 'INCOMPLETE',
    deployments: [],
    evidence: evidenceOf(artifact, slot, trail ? memo.attestationsOf(ctx, trail) : trailAttestations(ctx, artifact.org, artifact.flow, artifact.trail)),
    template: expected ? (expected.attestations ?? []).map((a) => a.name) : null,
    flow_name: artifact.flow,
    state_info: missing.length > 0 ? `missing: ${missing.join(', ')}` : null,
    approvals,
    running: where.running,
    exited: where.exited,
    history: artifactHistory(ctx, artifact.org, artifact.fingerprint),
    commit_lead_times: {},
    build_lead_times: {}
  }
}

function artifactHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /**
     * POST /artifacts/{org}/{flow_name}: an artifact reported to a trail begun before. Without a
     * trail (the legacy way) it goes to the trail named by its commit, begun for it.
     */
    attest({ params, body }: Call<typeof catalogue.attestArtifact>): Reply<typeof catalogue.attestArtifact> {
      const flow = liveFlow(ctx, params.org, params.flow_name)
      const gitCommit = gitCommitOf(body)
      const trailName = body.trail_name ?? gitCommit ?? body.fingerprint
      const at = now()
      if (!trailRow(ctx, flow.org, flow.name, trailName)) {
        if (body.trail_name != null) throw notFound(`Trail '${trailName}' in flow '${flow.name}'`)
        db.run(
          'INSERT INTO trails (org, flow, name, description, template_yaml, data, created_at, last_modified_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)',
          flow.org,
          flow.name,
          trailName,
          flow.template_yaml,
          '{}',
          at,
          at
        )
      }
      const existing = db.get(
        'SELECT id FROM artifacts WHERE org = ? AND flow = ? AND trail = ? AND fingerprint = ?',
        flow.org,
        flow.name,
        trailName,
        body.fingerprint
      )
      if (existing) {
        db.run(
          'UPDATE artifacts SET template_name = ?, filename = ?, git_commit = ?, data = ?, last_modified_at = ? WHERE id = ?',
          body.template_reference_name ?? null,
          body.filename,
          gitCommit,
          JSON.stringify(body),
          at,
          String(existing.id)
        )
      } else {
        db.run(
          'INSERT INTO artifacts (id, org, flow, trail, fingerprint, template_name, filename, git_commit, data, created_at, last_modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          newId(),
          flow.org,
          flow.name,
          trailName,
          body.fingerprint,
          body.template_reference_name ?? null,
          body.filename,
          gitCommit,
          JSON.stringify(body),
          at,
          at
        )
      }
      recordCommit(
        ctx,
        flow.org,
        flow.name,
        body.fingerprint,
        gitCommit ?? body.git_commit_info?.sha1,
        body.git_commit_info?.branch,
        `artifact reported to trail '${trailName}'`
      )
      db.run('UPDATE trails SET last_modified_at = ? WHERE org = ? AND flow = ? AND name = ?', at, flow.org, flow.name, trailName)
      return { status: existing ? 200 : 201, body: `Artifact '${body.template_reference_name ?? body.filename}' reported to trail '${trailName}'` }
    },

    /** The artifact as last reported in the flow, or in one of its trails (`trail`). */
    get({ params, query }: Call<typeof catalogue.getArtifact>): Reply<typeof catalogue.getArtifact> {
      const flow = liveFlow(ctx, params.org, params.flow_name)
      const [artifact] = artifactsOf(ctx, flow.org, params.fingerprint, flow.name).filter((a) => query.trail === undefined || a.trail === query.trail)
      if (!artifact) throw notFound(`Artifact '${params.fingerprint}' in flow '${flow.name}'${query.trail === undefined ? '' : ` trail '${query.trail}'`}`)
      return { status: 200, body: artifactView(ctx, artifact, new Evaluations()) }
    },

    /** The artifacts of the flow built from a commit (a prefix will do), newest first. */
    byCommit({ params, query }: Call<typeof catalogue.getArtifactsByCommit>): Reply<typeof catalogue.getArtifactsByCommit> {
      const flow = liveFlow(ctx, params.org, params.flow_name)
      const sha = params.commit_sha.toLowerCase()
      const rows = db.all(
        `SELECT * FROM artifacts WHERE org = ? AND flow = ? AND git_commit >= ? AND git_commit < ? AND (? IS NULL OR trail = ?) ORDER BY seq DESC LIMIT 100`,
        flow.org,
        flow.name,
        sha,
        sha + '\uffff',
        query.trail ?? null,
        query.trail ?? null
      ) as unknown as ArtifactRow[]
      if (rows.length === 0) throw notFound(`Artifact with commit '${params.commit_sha}' in flow '${flow.name}'`)
      const memo = new Evaluations()
      return { status: 200, body: rows.map((a) => artifactView(ctx, a, memo)) }
    },

    /** GET /artifacts/{org}: newest first, of one flow (`flow_name`), of one repository (`repo_name`), or all. */
    list({ params, query }: Call<typeof catalogue.listArtifacts>): Reply<typeof catalogue.listArtifacts> {
      if (query.flow_name !== undefined) liveFlow(ctx, params.org, query.flow_name)
      const at = paging(query.page, query.per_page, 15)
      const rows = db.all(
        `SELECT a.* FROM artifacts a JOIN flows f ON f.org = a.org AND f.name = a.flow
          WHERE a.org = ? AND f.archived = 0 AND (? IS NULL OR a.flow = ?) AND (? IS NULL OR json_extract(a.data, '$.repo_info.name') = ?)
          ORDER BY a.seq DESC LIMIT ? OFFSET ?`,
        params.org,
        query.flow_name ?? null,
        query.flow_name ?? null,
        query.repo_name ?? null,
        query.repo_name ?? null,
        at.limit,
        at.offset
      ) as unknown as ArtifactRow[]
      const memo = new Evaluations()
      return { status: 200, body: rows.map((a) => ({ ...artifactView(ctx, a, memo), releases: [] })) }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function artifactRoutes(ctx: Context): Route[] {
  const h = artifactHandlers(ctx)
  return [
    route(artifactsCatalogue.attestArtifact, h.attest),
    route(artifactsCatalogue.getArtifact, h.get),
    route(artifactsCatalogue.getArtifactsByCommit, h.byCommit),
    route(artifactsCatalogue.listArtifacts, h.list)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
