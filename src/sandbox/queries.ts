import * as artifacts from '../service/catalogue/artifacts.js'
import * as queries from '../service/catalogue/queries.js'
import { badRequest, notFound } from './http-error.js'
import type { Call, Reply } from './router.js'
import type { ArtifactRecord, Org, Store } from './store.js'
import policySchema from './environment-policy-v1.schema.json' with { type: 'json' }

/** Where an artifact runs now, and where it ran before, from the environments' snapshots. */
function whereabouts(org: Org, fingerprint: string) {
  const running_in: string[] = []
  const exited_from: string[] = []
  for (const env of Object.values(org.environments)) {
    if (env.archived || env.snapshots.length === 0) continue
    const inSnapshot = (i: number) => env.snapshots[i].artifacts.some((a) => a.fingerprint === fingerprint)
    const last = env.snapshots.length - 1
    if (inSnapshot(last)) running_in.push(env.name)
    else if (env.snapshots.some((_, i) => inSnapshot(i))) exited_from.push(env.name)
  }
  return { running_in, exited_from }
}

function latestCommit(record: ArtifactRecord, flow?: string): string {
  const sightings = Object.entries(record.flows)
    .filter(([name]) => flow === undefined || name === flow)
    .flatMap(([, f]) => f.commits)
  return sightings.length > 0 ? sightings[sightings.length - 1].sha : ''
}

function searchEntry(org: Org, base: string, record: ArtifactRecord) {
  const [flow, known] = Object.entries(record.flows)[0] ?? ['', { commits: [] }]
  const commit = latestCommit(record)
  return {
    fingerprint: record.fingerprint,
    name: record.name,
    has_provenance: flow !== '',
    git_commit: commit,
    pipeline: flow,
    flow,
    trail: known.trail ?? commit,
    template_reference_name: record.name,
    build_url: '',
    commit_url: '',
    compliance_state: record.compliance_state,
    ...whereabouts(org, record.fingerprint),
    html_url: `${base}/artifacts/${record.fingerprint}`,
    api_url: `${base}/api/v2/artifacts/${flow}/fingerprint/${record.fingerprint}`,
    history: known.commits.map((c) => ({ commit: c.sha, source: c.source, at: c.at }))
  }
}

export function queryRoutes(store: Store, baseUrl: () => string) {
  return {
    /** Fingerprint and commit prefixes, resolved against everything the sandbox has seen. */
    search({ params }: Call<typeof queries.search>): Reply<typeof queries.search> {
      const value = params.search_value
      const needle = value.toLowerCase()
      const org = store.org(params.org)
      const records = Object.values(org.artifacts)
      const fingerprints = records.filter((r) => r.fingerprint.startsWith(needle)).map((r) => r.fingerprint)
      const commits = [...new Set(records.flatMap((r) => Object.values(r.flows).flatMap((f) => f.commits.map((c) => c.sha))).filter((sha) => sha.startsWith(needle)))]
      const matched = records.filter((r) => fingerprints.includes(r.fingerprint) || Object.values(r.flows).some((f) => f.commits.some((c) => commits.includes(c.sha))))
      if (matched.length === 0) throw notFound(`No artifact or commit matching '${value}'`)
      const full = [...fingerprints, ...commits].find((m) => m === needle) ?? (fingerprints.length + commits.length === 1 ? [...fingerprints, ...commits][0] : null)
      return {
        status: 200,
        body: {
          resolved_to: {
            type: fingerprints.length > 0 && commits.length > 0 ? 'ambiguous' : fingerprints.length > 0 ? 'fingerprint' : 'commit',
            full_match: full,
            fingerprints: { type: 'fingerprint', count: fingerprints.length, matches: fingerprints },
            commits: { type: 'commit', count: commits.length, matches: commits }
          },
          artifacts: matched.map((r) => searchEntry(org, baseUrl(), r))
        }
      }
    },

    latestCommit({ params, query }: Call<typeof artifacts.latestCommit>): Reply<typeof artifacts.latestCommit> {
      const { flow_name: flow, fingerprint } = params
      const org = store.org(params.org)
      const matches = Object.values(org.artifacts).filter((r) => r.fingerprint.startsWith(fingerprint) && r.flows[flow])
      if (matches.length === 0) throw notFound(`Artifact '${fingerprint}' in flow '${flow}'`)
      if (matches.length > 1) throw badRequest(`fingerprint prefix '${fingerprint}' matches ${matches.length} artifacts`, { fingerprint: 'a longer prefix' })
      const branch = query.branch
      const commits = matches[0].flows[flow].commits.filter((c) => !branch || c.branch === branch)
      return { status: 200, body: { latest_commit: commits.length > 0 ? commits[commits.length - 1].sha : null } }
    },

    policySchema(): Reply<typeof queries.policySchema> {
      return { status: 200, body: policySchema }
    }
  }
}
