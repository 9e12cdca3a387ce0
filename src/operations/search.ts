import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import type { Link } from '../summary.js'
import { defineOperation } from './types.js'

interface Settings {
  value?: string
}

interface FoundArtifact {
  fingerprint?: string
  name?: string
  flow?: string
  trail?: string
  compliance_state?: string
  running_in?: string[]
  exited_from?: string[]
  html_url?: string
  commit_url?: string
  build_url?: string
  git_commit?: string
}

interface ResolvedTo {
  type?: string | null
  full_match?: string | null
  fingerprints?: { count?: number | null } | null
  commits?: { count?: number | null } | null
}

function describeResolution(resolved: ResolvedTo | null | undefined): string {
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
export default defineOperation<Settings>({
  name: 'search',
  service: true,
  read: (inputs: Inputs) => ({ value: inputs.optional('search-value', PATTERNS.searchValue)?.toLowerCase() }),
  async run(settings, { client, common, context }) {
    const value = settings.value ?? context.sha?.toLowerCase()
    if (!value || !PATTERNS.searchValue.re.test(value)) {
      throw invalidInput('search-value', 'not given and the workflow\'s commit (GITHUB_SHA) is unknown', PATTERNS.searchValue.expected)
    }
    const path = apiPath('search', common.org!, 'sha', value)
    const response = await client.send({ method: 'GET', path })
    const body = (response.json ?? {}) as { artifacts?: FoundArtifact[]; resolved_to?: ResolvedTo | null }
    const artifacts = Array.isArray(body.artifacts) ? body.artifacts : []
    const resolved = describeResolution(body.resolved_to)
    return {
      outputs: { compliance_state: artifacts[0]?.compliance_state ?? '', artifacts: response.dryRun ? '' : JSON.stringify(artifacts) },
      summary: {
        title: `Search: ${value}`,
        facts: [
          ['Sent to', `GET ${client.baseUrl}${path}`],
          ['Resolved to', resolved],
          ['Matches', response.dryRun ? 'dry run: nothing sent' : String(artifacts.length)]
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
