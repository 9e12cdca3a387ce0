import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { search, type SearchResult } from '../service/catalogue/queries.js'
import { PATTERNS } from '../service/patterns.js'
import type { Link } from '../summary.js'
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
      throw invalidInput('search-value', 'not given and the workflow\'s commit (GITHUB_SHA) is unknown', PATTERNS.searchValue.expected)
    }
    const response = await client.call(search, { org, search_value: value })
    const artifacts = Array.isArray(response.data?.artifacts) ? response.data.artifacts : []
    const resolved = describeResolution(response.data?.resolved_to)
    return {
      outputs: { compliance_state: artifacts[0]?.compliance_state ?? '', artifacts: response.dryRun ? '' : JSON.stringify(artifacts) },
      summary: {
        title: `Search: ${value}`,
        facts: [
          ['Resolved to', resolved],
          ['Matches', response.dryRun ? undefined : String(artifacts.length)]
        ],
        table: {
          head: ['Name', 'Fingerprint', 'Flow', 'Trail', 'Compliance', 'Running in', 'Links'],
          rows: artifacts.map((a) => [
            a.name ?? '',
            a.fingerprint ?? '',
            a.flow ?? '',
            a.trail ?? '',
            a.compliance_state ?? '',
            (a.running_in ?? []).join(', '),
            links([
              [a.html_url, 'artifact'],
              [a.commit_url, 'commit'],
              [a.build_url, 'build']
            ])
          ])
        }
      }
    }
  }
})
