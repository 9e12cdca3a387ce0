import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { search, type SearchResult } from '../service/catalogue/queries.js'
import { PATTERNS } from '../service/patterns.js'
import { hash, type Link } from '../summary.js'
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

function links(candidates: [string | undefined, string][]): Link[] {
  return candidates.filter((c): c is [string, string] => Boolean(c[0])).map(([href, text]) => ({ href, text }))
}

/** Finds artifacts by fingerprint or commit SHA (or a prefix of either). */
export default serviceOperation<Settings>({
  endpoint: search,
  read: (inputs: Inputs) => ({ value: inputs.fingerprint('search-value', PATTERNS.searchValue)?.toLowerCase() }),
  async run(settings, { client, org, context }) {
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
        title: `Search for ${value}`,
        verdict: {
          ok: undefined,
          text:
            artifacts.length === 0
              ? 'No artifact found'
              : `${artifacts.length} artifact(s) found${artifacts[0]?.compliance_state ? `; the first is ${artifacts[0].compliance_state}` : ''}`
        },
        facts: [['Resolved to', resolved]],
        // Narrow enough for the summary pane: compliance up front, hashes shortened and linked.
        table: {
          head: ['Artifact', 'Compliance', 'Fingerprint', 'Flow / trail', 'Running in', 'Links'],
          rows: artifacts.map((a) => [
            a.name ?? '',
            a.compliance_state ?? '',
            hash(a.fingerprint ?? '', a.html_url || undefined),
            `${a.flow ?? ''}${a.trail ? ` / ${a.trail.length > 12 ? `${a.trail.slice(0, 7)}…` : a.trail}` : ''}`,
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
