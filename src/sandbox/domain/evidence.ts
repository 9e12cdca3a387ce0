import type { Row } from '../db/sqlite.js'
import { now, type Context } from '../request.js'
import { artifactState, evaluateTrail, type Evidence, type State, type TrailEvaluation } from './compliance.js'
import { templateOf } from '../engines/template.js'

export interface TrailRow {
  seq: number
  org: string
  flow: string
  name: string
  description: string | null
  template_yaml: string | null
  data: string
  created_at: number
  last_modified_at: number
  /** When it was last begun again. */
  updated_at: number | null
}

export interface ArtifactRow {
  seq: number
  id: string
  org: string
  flow: string
  trail: string
  fingerprint: string
  template_name: string | null
  filename: string
  git_commit: string | null
  data: string
  created_at: number
  last_modified_at: number
}

export interface AttestationRow {
  seq: number
  id: string
  org: string
  flow: string
  trail: string
  name: string
  type: string
  fingerprint: string | null
  target: string | null
  is_compliant: number
  override: number
  overridden_id: string | null
  data: string
  attachment: string | null
  created_at: number
}

const rows = <T>(list: Row[]) => list as unknown as T[]

export function trailRow(ctx: Context, org: string, flow: string, name: string): TrailRow | undefined {
  return ctx.db.get('SELECT * FROM trails WHERE org = ? AND flow = ? AND name = ?', org, flow, name) as TrailRow | undefined
}

export function trailArtifacts(ctx: Context, trail: TrailRow): ArtifactRow[] {
  return rows<ArtifactRow>(ctx.db.all('SELECT * FROM artifacts WHERE org = ? AND flow = ? AND trail = ? ORDER BY seq', trail.org, trail.flow, trail.name))
}

/**
 * The attestations that count in a trail: the latest of each name and binding, oldest first.
 * Earlier versions stay stored (an attestation's history) but never decide anything.
 */
export function trailAttestations(ctx: Context, org: string, flow: string, trail: string): AttestationRow[] {
  return rows<AttestationRow>(
    ctx.db.all(
      `SELECT * FROM attestations WHERE seq IN (
         SELECT max(seq) FROM attestations WHERE org = ? AND flow = ? AND trail = ? GROUP BY name, fingerprint, target
       ) ORDER BY seq`,
      org,
      flow,
      trail
    )
  )
}

/** Every version reported in a trail, newest first, at most `limit`; with `name`, of that name only. */
export function attestationHistory(ctx: Context, org: string, flow: string, trail: string, limit: number, name?: string): AttestationRow[] {
  return name === undefined
    ? rows<AttestationRow>(ctx.db.all('SELECT * FROM attestations WHERE org = ? AND flow = ? AND trail = ? ORDER BY seq DESC LIMIT ?', org, flow, trail, limit))
    : rows<AttestationRow>(
        ctx.db.all('SELECT * FROM attestations WHERE org = ? AND flow = ? AND trail = ? AND name = ? ORDER BY seq DESC LIMIT ?', org, flow, trail, name, limit)
      )
}

export const asEvidence = (a: AttestationRow): Evidence => ({
  id: a.id,
  seq: a.seq,
  name: a.name,
  type: a.type,
  fingerprint: a.fingerprint,
  target: a.target,
  is_compliant: a.is_compliant === 1,
  overridden_id: a.overridden_id
})

let trailEvaluations = 0
/** How many times this process has evaluated a trail: what tests count a request's work by. */
export const trailEvaluationCount = () => trailEvaluations

/**
 * What one request has worked out, so that it works each out once: a trail's evaluation and
 * its attestations, a fingerprint's state, a snapshot's verdict. A fingerprint, a snapshot, a
 * logical environment's members all lead back to trails, and many lead to the same one. Made
 * for one request and dropped with it: nothing here outlives a write.
 */
export class Evaluations {
  private readonly trails = new Map<number, TrailEvaluation>()
  private readonly attestations = new Map<number, AttestationRow[]>()
  /** By organization and fingerprint. */
  readonly fingerprints = new Map<string, State>()
  /** By organization, environment and index. */
  readonly snapshots = new Map<string, boolean>()

  /** The attestations that count in a trail (`trailAttestations`). */
  attestationsOf(ctx: Context, trail: TrailRow): AttestationRow[] {
    let list = this.attestations.get(trail.seq)
    if (!list) this.attestations.set(trail.seq, (list = trailAttestations(ctx, trail.org, trail.flow, trail.name)))
    return list
  }

  /** A trail's compliance now, from its template and everything reported to it. */
  evaluationOf(ctx: Context, trail: TrailRow): TrailEvaluation {
    let evaluation = this.trails.get(trail.seq)
    if (!evaluation) {
      trailEvaluations++
      const artifacts = trailArtifacts(ctx, trail).map((a) => ({ id: a.id, seq: a.seq, fingerprint: a.fingerprint, slot: a.template_name ?? a.filename }))
      evaluation = evaluateTrail(templateOf(trail.template_yaml), artifacts, this.attestationsOf(ctx, trail).map(asEvidence), now())
      this.trails.set(trail.seq, evaluation)
    }
    return evaluation
  }
}

/**
 * A trail's compliance now, from its template and everything reported to it; once per `memo`.
 * Every caller passes the request's memo: one made afresh per call would evaluate the same
 * trail again for every fingerprint that leads to it.
 */
export function evaluate(ctx: Context, trail: TrailRow, memo: Evaluations): TrailEvaluation {
  return memo.evaluationOf(ctx, trail)
}

/** The artifact rows of a fingerprint, newest first, optionally in one flow. */
export function artifactsOf(ctx: Context, org: string, fingerprint: string, flow?: string): ArtifactRow[] {
  return flow === undefined
    ? rows<ArtifactRow>(ctx.db.all('SELECT * FROM artifacts WHERE org = ? AND fingerprint = ? ORDER BY seq DESC', org, fingerprint))
    : rows<ArtifactRow>(ctx.db.all('SELECT * FROM artifacts WHERE org = ? AND fingerprint = ? AND flow = ? ORDER BY seq DESC', org, fingerprint, flow))
}

/** An artifact's state in the trail it was reported to. */
export function stateInTrail(ctx: Context, artifact: ArtifactRow, memo: Evaluations): State {
  const trail = trailRow(ctx, artifact.org, artifact.flow, artifact.trail)
  return trail ? artifactState(evaluate(ctx, trail, memo), artifact.fingerprint) : 'INCOMPLETE'
}

/**
 * What the sandbox can say of a fingerprint's compliance: its latest trail's verdict when it was
 * reported as an artifact; else the attestations (or overrides) that named it; else INCOMPLETE.
 */
export function fingerprintState(ctx: Context, org: string, fingerprint: string, memo: Evaluations): State {
  const key = JSON.stringify([org, fingerprint])
  let state = memo.fingerprints.get(key)
  if (state === undefined) memo.fingerprints.set(key, (state = stateOfFingerprint(ctx, org, fingerprint, memo)))
  return state
}

function stateOfFingerprint(ctx: Context, org: string, fingerprint: string, memo: Evaluations): State {
  const [latest] = artifactsOf(ctx, org, fingerprint)
  if (latest) return stateInTrail(ctx, latest, memo)
  const named = rows<AttestationRow>(ctx.db.all('SELECT * FROM attestations WHERE org = ? AND fingerprint = ? ORDER BY seq', org, fingerprint))
  if (named.length === 0) return 'INCOMPLETE'
  const latestByName = new Map<string, AttestationRow>()
  for (const a of named) latestByName.set(JSON.stringify([a.flow, a.trail, a.name]), a)
  return [...latestByName.values()].every((a) => a.is_compliant === 1) ? 'COMPLIANT' : 'NON-COMPLIANT'
}

/** Records a commit the sandbox learnt an artifact was built from, for search and latest_commit. */
export function recordCommit(
  ctx: Context,
  org: string,
  flow: string,
  fingerprint: string,
  sha: string | null | undefined,
  branch: string | null | undefined,
  source: string
): void {
  if (!sha) return
  ctx.db.run(
    'INSERT INTO commits (org, flow, fingerprint, sha, branch, at, source) VALUES (?, ?, ?, ?, ?, ?, ?)',
    org,
    flow,
    fingerprint,
    sha.toLowerCase(),
    branch ?? null,
    now(),
    source
  )
}

export interface Whereabouts {
  running: { environment_name: string; snapshot_index: number; since: number }[]
  exited: { environment_name: string; snapshot_index: number; at: number }[]
}

/**
 * The environments a fingerprint ran in. Left to itself SQLite walks the organization's whole
 * primary key to save sorting a few rows by env: every row of every environment, twice per search
 * result. INDEXED BY makes it read only this fingerprint's rows.
 */
export const WHEREABOUTS_SQL = `SELECT s.env AS env, s.first_idx AS first, s.last_idx AS last, e.snapshot_count AS latest
   FROM environment_artifacts s INDEXED BY environment_artifacts_by_fingerprint
   JOIN environments e ON e.org = s.org AND e.name = s.env AND e.archived = 0
  WHERE s.org = ? AND s.fingerprint = ? ORDER BY s.env`

/** Where a fingerprint runs now, and where it ran and left, from the live environments' snapshots. */
export function whereabouts(ctx: Context, org: string, fingerprint: string): Whereabouts {
  const spans = ctx.db.all(WHEREABOUTS_SQL, org, fingerprint) as { env: string; first: number; last: number; latest: number }[]
  const at = (env: string, idx: number) =>
    Number(ctx.db.get('SELECT created_at FROM snapshots WHERE org = ? AND env = ? AND idx = ?', org, env, idx)?.created_at ?? 0)
  const result: Whereabouts = { running: [], exited: [] }
  for (const span of spans) {
    if (span.last === span.latest) result.running.push({ environment_name: span.env, snapshot_index: span.latest, since: at(span.env, span.first) })
    else result.exited.push({ environment_name: span.env, snapshot_index: span.last + 1, at: at(span.env, span.last + 1) })
  }
  return result
}
