import type * as artifacts from '../../clients/service/catalogue/artifacts.js'
import type * as queries from '../../clients/service/catalogue/queries.js'
import type { FoundArtifact } from '../../clients/service/catalogue/queries.js'
import { badRequest, notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import { apiUrl, htmlUrl, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { artifactsOf, Evaluations, fingerprintState, stateInTrail, whereabouts, type ArtifactRow } from './evidence.js'
import { artifactHistory } from './history.js'
import policySchema from '../../schema/environment-policy-v1.schema.json' with { type: 'json' }
import * as artifactsCatalogue from '../../clients/service/catalogue/artifacts.js'
import * as queriesCatalogue from '../../clients/service/catalogue/queries.js'

/** How many fingerprints and commits one search resolves to, at most. */
const MAX_MATCHES = 100

/** `[prefix, prefix + 1)`: every string starting with `prefix`, found by an index range. */
const prefixRange = (prefix: string): [string, string] => [prefix, prefix + '\uffff']

function fingerprintsLike(ctx: Context, org: string, prefix: string): string[] {
  const [low, high] = prefixRange(prefix)
  const found = new Set<string>()
  for (const sql of [
    'SELECT DISTINCT fingerprint FROM artifacts WHERE org = ? AND fingerprint >= ? AND fingerprint < ? LIMIT ?',
    'SELECT DISTINCT fingerprint FROM commits WHERE org = ? AND fingerprint >= ? AND fingerprint < ? LIMIT ?',
    'SELECT DISTINCT fingerprint FROM environment_artifacts WHERE org = ? AND fingerprint >= ? AND fingerprint < ? LIMIT ?',
    'SELECT DISTINCT fingerprint FROM attestations WHERE org = ? AND fingerprint >= ? AND fingerprint < ? LIMIT ?'
  ]) {
    for (const row of ctx.db.all(sql, org, low, high, MAX_MATCHES)) found.add(String(row.fingerprint))
  }
  return [...found].sort().slice(0, MAX_MATCHES)
}

function searchEntry(ctx: Context, org: string, fingerprint: string, artifact: ArtifactRow | undefined, memo: Evaluations): FoundArtifact {
  const where = whereabouts(ctx, org, fingerprint)
  const sighting = ctx.db.get('SELECT flow, sha FROM commits WHERE org = ? AND fingerprint = ? ORDER BY seq DESC LIMIT 1', org, fingerprint)
  const flow = artifact?.flow ?? (sighting ? String(sighting.flow) : '')
  const data = fromColumn<{ build_url?: string; commit_url?: string }>(artifact?.data, {})
  return {
    fingerprint,
    name: artifact ? (artifact.template_name ?? artifact.filename) : fingerprint.slice(0, 12),
    has_provenance: artifact !== undefined,
    git_commit: artifact?.git_commit ?? (sighting ? String(sighting.sha) : ''),
    pipeline: flow,
    flow,
    trail: artifact?.trail ?? '',
    template_reference_name: artifact?.template_name ?? '',
    build_url: data.build_url ?? '',
    commit_url: data.commit_url ?? '',
    compliance_state: artifact ? stateInTrail(ctx, artifact, memo) : fingerprintState(ctx, org, fingerprint, memo),
    running_in: where.running.map((r) => r.environment_name),
    exited_from: where.exited.map((x) => x.environment_name),
    html_url: flow ? htmlUrl(ctx, org, 'flows', flow, 'artifacts', fingerprint) : htmlUrl(ctx, org, 'artifacts', fingerprint),
    api_url: flow ? apiUrl(ctx, 'artifacts', org, flow, 'fingerprint', fingerprint) : apiUrl(ctx, 'search', org, 'sha', fingerprint),
    history: artifactHistory(ctx, org, fingerprint)
  }
}

function searchHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /**
     * A fingerprint or commit, or a prefix of one, against everything the sandbox has seen:
     * artifacts reported, environments' snapshots, approvals and attestations' commits.
     */
    search({ params }: Call<typeof queries.search>): Reply<typeof queries.search> {
      const needle = params.search_value.toLowerCase()
      const fingerprints = needle.length <= 64 ? fingerprintsLike(ctx, params.org, needle) : []
      const [low, high] = prefixRange(needle)
      const commits =
        needle.length <= 40
          ? db
              .all('SELECT DISTINCT sha FROM commits WHERE org = ? AND sha >= ? AND sha < ? ORDER BY sha LIMIT ?', params.org, low, high, MAX_MATCHES)
              .map((r) => String(r.sha))
          : []
      const byCommit =
        commits.length === 0
          ? []
          : db
              .all(
                `SELECT DISTINCT fingerprint FROM commits WHERE org = ? AND sha IN (${commits.map(() => '?').join(', ')}) LIMIT ?`,
                params.org,
                ...commits,
                MAX_MATCHES
              )
              .map((r) => String(r.fingerprint))
      const matched = [...new Set([...fingerprints, ...byCommit])]
      if (matched.length === 0) throw notFound(`An artifact or commit matching '${params.search_value}'`)
      const memo = new Evaluations()
      const entries = matched.flatMap((fp) => {
        const rows = artifactsOf(ctx, params.org, fp)
        return rows.length === 0 ? [searchEntry(ctx, params.org, fp, undefined, memo)] : rows.map((row) => searchEntry(ctx, params.org, fp, row, memo))
      })
      const type = fingerprints.length > 0 && commits.length > 0 ? 'multiple' : fingerprints.length > 0 ? 'fingerprint' : 'commit'
      // The document: the full match when unique, otherwise any of the matches.
      const full = [...fingerprints, ...commits].find((m) => m === needle) ?? fingerprints[0] ?? commits[0]
      return {
        status: 200,
        body: {
          resolved_to: {
            type,
            full_match: full,
            fingerprints: { type: 'fingerprint', count: fingerprints.length, matches: fingerprints },
            commits: { type: 'commit', count: commits.length, matches: commits }
          },
          artifacts: entries
        }
      }
    },

    /** The newest commit the sandbox learnt the artifact was built from, in the flow (and branch). */
    latestCommit({ params, query }: Call<typeof artifacts.latestCommit>): Reply<typeof artifacts.latestCommit> {
      const { org, flow_name: flow, fingerprint } = params
      const [low, high] = prefixRange(fingerprint)
      const matches = db
        .all('SELECT DISTINCT fingerprint FROM commits WHERE org = ? AND flow = ? AND fingerprint >= ? AND fingerprint < ? LIMIT 2', org, flow, low, high)
        .map((r) => String(r.fingerprint))
      if (matches.length === 0) {
        // Reported without a commit: the artifact is there, its latest commit unknown.
        const reported = db.get('SELECT 1 FROM artifacts WHERE org = ? AND flow = ? AND fingerprint >= ? AND fingerprint < ? LIMIT 1', org, flow, low, high)
        if (reported) return { status: 200, body: { latest_commit: null } }
        throw notFound(`Artifact '${fingerprint}' in flow '${flow}'`)
      }
      if (matches.length > 1) throw badRequest(`fingerprint prefix '${fingerprint}' matches more than one artifact`, { fingerprint: 'a longer prefix' })
      const row =
        query.branch === undefined
          ? db.get('SELECT sha FROM commits WHERE org = ? AND flow = ? AND fingerprint = ? ORDER BY seq DESC LIMIT 1', org, flow, matches[0])
          : db.get(
              'SELECT sha FROM commits WHERE org = ? AND flow = ? AND fingerprint = ? AND branch = ? ORDER BY seq DESC LIMIT 1',
              org,
              flow,
              matches[0],
              query.branch
            )
      return { status: 200, body: { latest_commit: row ? String(row.sha) : null } }
    },

    policySchema(): Reply<typeof queries.policySchema> {
      return { status: 200, body: policySchema }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function searchRoutes(ctx: Context): Route[] {
  const h = searchHandlers(ctx)
  return [
    route(queriesCatalogue.policySchema, h.policySchema),
    route(artifactsCatalogue.latestCommit, h.latestCommit),
    route(queriesCatalogue.search, h.search)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
