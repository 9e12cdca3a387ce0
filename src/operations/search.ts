import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { search, type FoundArtifact, type SearchResult } from '../service/catalogue/queries.js'
import { PATTERNS } from '../service/patterns.js'
import type { WebApp } from '../service/web-app.js'
import { hash, type Cell, type Link } from '../summary.js'
import { serviceOperation } from './types.js'

interface Settings {
  value?: string
}

function describeResolution(resolved: SearchResult['resolved_to']): string {
  if (!resolved) return ''
  const parts = [resolved.type ?? '', resolved.full_match ? `full match ${resolved.full_match}` : '']
  if (resolved.fingerprints?.count) parts.push(`${resolved.fingerprints.count} fingerprint(s)`)
  if (resolved.commits?.count) parts.push(`${resolved.commits.count} commit(s)`)
  return parts.filter(Boolean).join(', ')
}

/** The compliance a person scans the table for: a symbol beside the service's word. */
function compliance(state: string | undefined): string {
  if (!state) return ''
  return `${state === 'COMPLIANT' ? '✅' : state === 'NON-COMPLIANT' ? '❌' : 'ℹ️'}\u00a0${state}`
}

/** A trail named after a commit is shortened like a hash; the link to the trail keeps it whole. */
function flowAndTrail(a: FoundArtifact, where: { app: WebApp; org: string }): Cell {
  if (!a.flow) return a.trail ?? ''
  if (!a.trail) return a.flow
  const shown = a.trail.length > 12 ? `${a.trail.slice(0, 7)}…` : a.trail
  return [
    { href: where.app.flow(where.org, a.flow), text: a.flow },
    { href: where.app.trail(where.org, a.flow, a.trail), text: shown }
  ]
}

function links(candidates: [string | undefined, string][]): Link[] {
  return candidates.filter((c): c is [string, string] => Boolean(c[0])).map(([href, text]) => ({ href, text }))
}

/** Finds artifacts by fingerprint or commit SHA (or a prefix of either). */
export default serviceOperation<Settings>({
  endpoint: search,
  read: (inputs: Inputs) => ({ value: inputs.fingerprint('search-value', PATTERNS.searchValue)?.toLowerCase() }),
  async run(settings, { client, org, context, app }) {
    const value = settings.value ?? context.sha?.toLowerCase()
    if (!value || !PATTERNS.searchValue.re.test(value)) {
      throw invalidInput('search-value', "not given and the workflow's commit (GITHUB_SHA) is unknown", PATTERNS.searchValue.expected)
    }
    const response = await client.call(search, { org, search_value: value })
    const artifacts = Array.isArray(response.data?.artifacts) ? response.data.artifacts : []
    const resolved = describeResolution(response.data?.resolved_to)
    return {
      outputs: { compliance_state: artifacts[0]?.compliance_state ?? '', artifacts: response.dryRun ? '' : JSON.stringify(artifacts) },
      summary: {
        title: `Search for ${value.length > 12 ? `${value.slice(0, 12)}…` : value}`,
        verdict: {
          ok: undefined,
          text:
            artifacts.length === 0
              ? 'No artifact found'
              : `${artifacts.length} artifact(s) found${artifacts[0]?.compliance_state ? `; the first is ${artifacts[0].compliance_state}` : ''}`
        },
        facts: [
          ['Searched for', hash(value)],
          ['Resolved to', resolved]
        ],
        // Narrow enough for the summary pane: compliance up front, hashes shortened and linked.
        table: {
          head: ['Artifact', 'Compliance', 'Fingerprint', 'Flow · trail', 'Running in', 'Links'],
          rows: artifacts.map((a) => [
            a.name ?? '',
            compliance(a.compliance_state),
            hash(a.fingerprint ?? '', a.html_url || undefined),
            flowAndTrail(a, { app, org }),
            (a.running_in ?? []).join(', '),
            links([
              [a.commit_url, 'commit'],
              [a.build_url, 'build']
            ])
          ])
        }
      }
    }
  }
})
