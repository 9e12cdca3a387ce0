import { liveEnvironment } from '../records.js'
import { createHash } from 'node:crypto'
import type * as catalogue from '../../clients/service/catalogue/environments.js'
import { badRequest, HttpError } from '../http-error.js'
import { fromColumn } from '../json.js'
import { htmlUrl, now, paging, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { allowedIn } from './allowlists.js'
import { artifactsOf, Evaluations, fingerprintState } from './evidence.js'
import { appliedPolicies, policiesOf, underPolicies, unmetRules } from './policy-verdicts.js'
import * as environmentsCatalogue from '../../clients/service/catalogue/environments.js'

interface SnapshotArtifactRow {
  name: string
  fingerprint: string
  creation_timestamp: number
}

function snapshotArtifacts(ctx: Context, org: string, env: string, idx: number): SnapshotArtifactRow[] {
  return ctx.db.all(
    'SELECT name, fingerprint, creation_timestamp FROM snapshot_artifacts WHERE org = ? AND env = ? AND idx = ? ORDER BY name, fingerprint',
    org,
    env,
    idx
  ) as unknown as SnapshotArtifactRow[]
}

/** One report's artifacts, at most: every one is a row, written while every other request waits. */
export const MAX_REPORTED_ARTIFACTS = 10_000

/**
 * A snapshot is compliant when everything running in it is: an artifact the environment allows
 * is; else under the environment's policies when it has any, judged by every one; without, it
 * must be compliant in its trail.
 */
export function snapshotCompliant(ctx: Context, org: string, env: string, idx: number, memo: Evaluations): boolean {
  const key = JSON.stringify([org, env, idx])
  let compliant = memo.snapshots.get(key)
  if (compliant === undefined) {
    const policies = policiesOf(ctx, org, env)
    const allowed = allowedIn(ctx, org, env)
    const running = snapshotArtifacts(ctx, org, env, idx).filter((a) => !allowed.has(a.fingerprint))
    if (policies.length > 0) compliant = running.every((a) => underPolicies(ctx, org, policies, a, memo).compliant)
    else compliant = [...new Set(running.map((a) => a.fingerprint))].every((fp) => fingerprintState(ctx, org, fp, memo) === 'COMPLIANT')
    memo.snapshots.set(key, compliant)
  }
  return compliant
}

/** What identifies a snapshot's content: the names and fingerprints running, in order. */
const contentKey = (running: { name: string; fingerprint: string }[]) =>
  createHash('sha256')
    .update(JSON.stringify(running.map((a) => [a.name, a.fingerprint])))
    .digest('hex')

/**
 * A snapshot expression, as the reference client sends it: `-1` (or `NOW`) the latest, `N` or
 * `#N` the Nth, `~N` N behind the latest, `@{2024-01-31T12:00:00}` or `@{3.days.ago}` the one
 * current at that moment. Undefined when it names none.
 */
export function resolveSnapshot(ctx: Context, org: string, env: string, latest: number, expression: string): number | undefined {
  const text = expression.trim()
  let idx: number | undefined
  if (/^(-1|now|latest)$/i.test(text)) idx = latest
  else if (/^#?\d{1,15}$/.test(text)) idx = Number(text.replace('#', ''))
  else if (/^~\d{1,15}$/.test(text)) idx = latest - Number(text.slice(1))
  else {
    const moment = /^@\{(.+)\}$/.exec(text)?.[1]
    if (moment === undefined)
      throw badRequest(`'${expression.slice(0, 80)}' is not a snapshot expression: use -1, N, #N, ~N or @{YYYY-MM-DDTHH:MM:SS}`, {
        snapshot_expression: 'a snapshot expression'
      })
    const at = momentOf(moment)
    const row = ctx.db.get('SELECT max(idx) AS idx FROM snapshots WHERE org = ? AND env = ? AND created_at <= ?', org, env, at)
    idx = row?.idx === null || row?.idx === undefined ? undefined : Number(row.idx)
  }
  return idx !== undefined && idx >= 1 && idx <= latest ? idx : undefined
}

const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800, month: 2629800 }

function momentOf(text: string): number {
  const relative = /^(\d{1,9})\.(second|minute|hour|day|week|month)s?\.ago$/i.exec(text)
  if (relative) return now() - Number(relative[1]) * UNIT_SECONDS[relative[2].toLowerCase()]
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) {
    const ms = Date.parse(`${text}Z`)
    if (Number.isFinite(ms)) return ms / 1000
  }
  throw badRequest(`'${text.slice(0, 80)}' is not a moment: use YYYY-MM-DDTHH:MM:SS (UTC) or N.<hours|days|weeks|months>.ago`, {
    snapshot_expression: 'a moment'
  })
}

/** `A..B` between two expressions (`N`, `~N`, `NOW`; either omitted is NOW); empty is all. */
function interval(latest: number, text: string | undefined): [number, number] {
  if (text === undefined || text.trim() === '') return [1, latest]
  const parts = /^\s*([^.]*)\.\.([^.]*)\s*$/.exec(text)
  const end = (expr: string) => {
    const e = expr.trim()
    if (e === '' || /^now$/i.test(e)) return latest
    if (/^\d{1,15}$/.test(e)) return Number(e)
    if (/^~\d{1,15}$/.test(e)) return latest - Number(e.slice(1))
    throw badRequest(`interval '${text.slice(0, 80)}': '${e.slice(0, 40)}' is not N, ~N or NOW`, { interval: 'two snapshot expressions separated by ..' })
  }
  if (!parts)
    throw badRequest(`interval '${text.slice(0, 80)}' must be two snapshot expressions separated by '..', e.g. 5..10 or ~5..NOW`, {
      interval: 'two snapshot expressions separated by ..'
    })
  const [a, b] = [end(parts[1]), end(parts[2])].sort((x, y) => x - y)
  return [Math.max(a, 1), Math.min(b, latest)]
}

function snapshotHandlers(ctx: Context) {
  const { db } = ctx
  /**
   * A report of any type (server, docker, K8S, ECS, lambda, S3, azure-apps) for an environment of that
   * type: a new snapshot (201) when what runs changed, else the current one is kept (200), as
   * it is for an empty report. Each artifact is stored by its names and fingerprints, whatever
   * else its type records (pod, task); a digest ECS left empty identifies nothing and is skipped.
   */
  const report = (
    type: string,
    params: { org: string; env_name: string },
    artifacts: { digests: Record<string, string>; creationTimestamp: number }[]
  ): { status: number; body: string } => {
    const env = liveEnvironment(ctx, params.org, params.env_name)
    if (env.type !== type)
      throw badRequest(`Environment '${env.name}' is of type ${env.type}; this report is for ${type} environments`, { type: `the environment is ${env.type}` })
    const seen = new Set<string>()
    const running = artifacts
      .flatMap((a) => Object.entries(a.digests).map(([name, fingerprint]) => ({ name, fingerprint, creationTimestamp: a.creationTimestamp })))
      .filter((a) => {
        const key = `${a.name}\0${a.fingerprint}`
        return a.fingerprint === '' || seen.has(key) ? false : (seen.add(key), true)
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.fingerprint < b.fingerprint ? -1 : 1))
    if (running.length > MAX_REPORTED_ARTIFACTS)
      throw badRequest(`The report names ${running.length} artifacts; the sandbox takes at most ${MAX_REPORTED_ARTIFACTS} in one report`, {
        artifacts: `at most ${MAX_REPORTED_ARTIFACTS}`
      })
    const at = now()
    const key = contentKey(running)
    const current =
      env.snapshot_count > 0 ? db.get('SELECT running FROM snapshots WHERE org = ? AND env = ? AND idx = ?', env.org, env.name, env.snapshot_count) : undefined
    if (running.length === 0 || current?.running === key) {
      db.run('UPDATE environments SET last_reported_at = ? WHERE org = ? AND name = ?', at, env.org, env.name)
      return { status: 200, body: 'Report processed; no change, the current snapshot is kept' }
    }
    const idx = env.snapshot_count + 1
    db.run('INSERT INTO snapshots (org, env, idx, created_at, running) VALUES (?, ?, ?, ?, ?)', env.org, env.name, idx, at, key)
    for (const a of running) {
      db.run(
        'INSERT INTO snapshot_artifacts (org, env, idx, name, fingerprint, creation_timestamp) VALUES (?, ?, ?, ?, ?, ?)',
        env.org,
        env.name,
        idx,
        a.name,
        a.fingerprint,
        a.creationTimestamp
      )
      db.run(
        'INSERT INTO environment_artifacts (org, env, fingerprint, first_idx, last_idx) VALUES (?, ?, ?, ?, ?) ON CONFLICT (org, env, fingerprint) DO UPDATE SET last_idx = excluded.last_idx',
        env.org,
        env.name,
        a.fingerprint,
        idx,
        idx
      )
    }
    db.run('UPDATE environments SET snapshot_count = ?, last_reported_at = ? WHERE org = ? AND name = ?', idx, at, env.org, env.name)
    return { status: 201, body: `Snapshot ${idx} created` }
  }
  return {
    report,
    reportServer({ params, body }: Call<typeof catalogue.reportServer>): Reply<typeof catalogue.reportServer> {
      return report('server', params, body.artifacts)
    },

    /** Latest first, as the service lists them; `reverse` for oldest first; paged by `page` and `per_page`. */
    list({ params, query }: Call<typeof catalogue.listSnapshots>): Reply<typeof catalogue.listSnapshots> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      const [from, to] = interval(env.snapshot_count, query.interval)
      const { limit, offset } = paging(query.page, query.per_page, 15)
      const rows = db.all(
        `SELECT idx, created_at FROM snapshots WHERE org = ? AND env = ? AND idx BETWEEN ? AND ? ORDER BY idx ${query.reverse ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
        env.org,
        env.name,
        from,
        to,
        limit,
        offset
      ) as { idx: number; created_at: number }[]
      const at = now()
      const memo = new Evaluations()
      const body = rows.map((s) => {
        const next = Number(db.get('SELECT created_at FROM snapshots WHERE org = ? AND env = ? AND idx = ?', env.org, env.name, s.idx + 1)?.created_at ?? 0)
        return {
          index: s.idx,
          from: s.created_at,
          to: next,
          compliant: snapshotCompliant(ctx, env.org, env.name, s.idx, memo),
          duration: (next || at) - s.created_at
        }
      })
      return { status: 200, body }
    },

    get({ params }: Call<typeof catalogue.getSnapshot>): Reply<typeof catalogue.getSnapshot> {
      const env = liveEnvironment(ctx, params.org, params.env_name)
      const idx = resolveSnapshot(ctx, env.org, env.name, env.snapshot_count, params.snapshot_expression)
      if (idx === undefined)
        throw new HttpError(404, `Snapshot '${params.snapshot_expression.slice(0, 80)}' of environment '${env.name}' not found (it has ${env.snapshot_count})`)
      const created = Number(db.get('SELECT created_at FROM snapshots WHERE org = ? AND env = ? AND idx = ?', env.org, env.name, idx)?.created_at)
      const nextAt = db.get('SELECT created_at FROM snapshots WHERE org = ? AND env = ? AND idx = ?', env.org, env.name, idx + 1)?.created_at
      const memo = new Evaluations()
      const policies = policiesOf(ctx, env.org, env.name)
      const artifacts = annotated(ctx, env.org, env.name, idx, policies, memo)
      const running = artifacts.filter((a) => a.annotation.now > 0)
      const failing = new Map<string, string[]>()
      for (const a of running.filter((r) => !r.compliant))
        for (const e of a.policy_decisions) if (e.status === 'NON-COMPLIANT') failing.set(e.policy_name, [...(failing.get(e.policy_name) ?? []), a.name])
      const compliantCount = running.filter((a) => a.compliant).length
      return {
        status: 200,
        body: {
          index: idx,
          is_latest: idx === env.snapshot_count,
          next_snapshot_timestamp: nextAt === undefined ? null : Number(nextAt),
          artifact_compliance_count: { compliant: compliantCount, non_compliant: running.length - compliantCount },
          timestamp: created,
          type: env.type,
          compliant: compliantCount === running.length,
          html_url: htmlUrl(ctx, env.org, 'environments', env.name, 'snapshots', String(idx)),
          artifacts,
          applied_policies: appliedPolicies(ctx, env.org, policies, failing, memo)
        }
      }
    }
  }
}

/**
 * The snapshot's artifacts as the reference client reads them, with those that left since the
 * one before; under the environment's policies, each with their decisions and what fails; an
 * artifact the environment allows is compliant, its reasons left empty.
 */
export function annotated(ctx: Context, org: string, env: string, idx: number, policies: string[], memo: Evaluations) {
  const current = snapshotArtifacts(ctx, org, env, idx)
  const previous = idx > 1 ? snapshotArtifacts(ctx, org, env, idx - 1) : []
  const allowed = allowedIn(ctx, org, env)
  const byFingerprint = new Map<string, { name: string; now: SnapshotArtifactRow[]; was: SnapshotArtifactRow[] }>()
  for (const a of current)
    (byFingerprint.get(a.fingerprint) ?? byFingerprint.set(a.fingerprint, { name: a.name, now: [], was: [] }).get(a.fingerprint)!).now.push(a)
  for (const a of previous)
    (byFingerprint.get(a.fingerprint) ?? byFingerprint.set(a.fingerprint, { name: a.name, now: [], was: [] }).get(a.fingerprint)!).was.push(a)
  return [...byFingerprint.entries()].map(([fingerprint, seen]) => {
    const [provenance] = artifactsOf(ctx, org, fingerprint)
    const gitCommit = provenance?.git_commit ?? ''
    const commitUrl = provenance ? (fromColumn<{ commit_url?: string }>(provenance.data, {}).commit_url ?? '') : ''
    const type = seen.now.length === 0 ? 'exited' : seen.was.length === 0 ? 'started' : seen.now.length === seen.was.length ? 'unchanged' : 'scaled'
    const verdict = policies.length > 0 ? underPolicies(ctx, org, policies, { name: seen.name, fingerprint }, memo) : undefined
    return {
      name: seen.name,
      fingerprint,
      // Allowed in this environment: compliant here whatever its evidence says, as the policies' own decisions still show.
      compliant: allowed.has(fingerprint) || (verdict ? verdict.compliant : fingerprintState(ctx, org, fingerprint, memo) === 'COMPLIANT'),
      policy_decisions: verdict?.evaluations ?? [],
      reasons_for_incompliance: verdict && !allowed.has(fingerprint) ? unmetRules(verdict.evaluations) : [],
      creationTimestamp: (seen.now.length > 0 ? seen.now : seen.was).map((a) => a.creation_timestamp),
      annotation: { type, was: seen.was.length, now: seen.now.length },
      flow_name: provenance?.flow ?? '',
      git_commit: gitCommit,
      commit_url: commitUrl,
      flows: artifactsOf(ctx, org, fingerprint).map((a) => ({
        flow_name: a.flow,
        trail_name: a.trail,
        template_reference_name: a.template_name,
        git_commit: a.git_commit ?? '',
        commit_url: fromColumn<{ commit_url?: string }>(a.data, {}).commit_url ?? '',
        html_url: htmlUrl(ctx, org, 'flows', a.flow, 'artifacts', fingerprint),
        flow_html_url: htmlUrl(ctx, org, 'flows', a.flow)
      })),
      deployments: []
    }
  })
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function snapshotRoutes(ctx: Context): Route[] {
  const h = snapshotHandlers(ctx)
  return [
    route(environmentsCatalogue.reportServer, h.reportServer),
    route(environmentsCatalogue.reportDocker, ({ params, body }) => h.report('docker', params, body.artifacts)),
    route(environmentsCatalogue.reportK8S, ({ params, body }) => h.report('K8S', params, body.artifacts)),
    route(environmentsCatalogue.reportECS, ({ params, body }) => h.report('ECS', params, body.artifacts)),
    route(environmentsCatalogue.reportLambda, ({ params, body }) => h.report('lambda', params, body.artifacts)),
    route(environmentsCatalogue.reportS3, ({ params, body }) => h.report('S3', params, body.artifacts)),
    route(environmentsCatalogue.reportAzureApps, ({ params, body }) => h.report('azure-apps', params, body.artifacts)),
    route(environmentsCatalogue.listSnapshots, h.list),
    route(environmentsCatalogue.getSnapshot, h.get)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
