import { invalidInput } from '../action/errors.js'
import { search, type FoundArtifact, type SearchResult } from '../clients/service/catalogue/queries.js'
import { notAnObject } from '../clients/service/answers.js'
import { PATTERNS } from '../clients/service/patterns.js'
import type { WebApp } from '../clients/service/web-app.js'
import { hash, type Cell, type Link } from '../action/summary.js'
import { serviceOperation } from '../action/types.js'
import { formatBytes } from '../util/text.js'

interface Settings {
  value?: string
}

/** The summary lists this many artifacts, then says how many more there are. */
export const MAX_SUMMARY_ROWS = 50
/** The `artifacts` output holds the list up to this size; a larger list is left out with a warning. */
export const MAX_ARTIFACTS_OUTPUT = 1024 * 1024

/**
 * The `artifacts` output: the list as JSON, or empty when it would exceed MAX_ARTIFACTS_OUTPUT
 * (measured artifact by artifact, so a huge list is never encoded whole).
 */
function artifactsOutput(artifacts: FoundArtifact[]): { json: string; bytes?: number } {
  const parts: string[] = []
  let bytes = 2
  for (let i = 0; i < artifacts.length; i++) {
    const one = JSON.stringify(artifacts[i]) ?? 'null'
    bytes += Buffer.byteLength(one) + (i > 0 ? 1 : 0)
    if (bytes > MAX_ARTIFACTS_OUTPUT) {
      // The rest is measured only as far as needed to say how large the list is.
      for (let j = i + 1; j < artifacts.length; j++) bytes += Buffer.byteLength(JSON.stringify(artifacts[j]) ?? 'null') + 1
      return { json: '', bytes }
    }
    parts.push(one)
  }
  return { json: `[${parts.join(',')}]` }
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
export default serviceOperation({
  name: 'search',
  title: 'Search',
  description: 'Find artifacts by fingerprint or commit SHA (or a prefix of either)',
  inputs: {
    'search-value': {
      kind: 'string',
      pattern: PATTERNS.searchValue,
      description: 'A fingerprint or commit SHA, or a prefix of one (default: the workflow commit)'
    }
  },
  outputs: {
    compliance_state: 'compliance_state of the first matching artifact',
    artifacts: 'JSON array of the matching artifacts'
  },
  endpoint: search,
  read: (inputs): Settings => ({ value: inputs.fingerprint('search-value')?.toLowerCase() }),
  async run(settings, { client, org, context, app, log }) {
    const value = settings.value ?? context.sha?.toLowerCase()
    if (!value || !PATTERNS.searchValue.re.test(value)) {
      throw invalidInput('search-value', "not given and the workflow's commit (GITHUB_SHA) is unknown", PATTERNS.searchValue.expected)
    }
    const response = await client.call(search, { org, search_value: value }, undefined, {
      reads: (data) => {
        const list = notAnObject(data) ? undefined : (data as { artifacts?: unknown }).artifacts
        if (notAnObject(data)) return notAnObject(data)
        if (!Array.isArray(list)) return 'it has no `artifacts` list'
        const bad = list.findIndex((a) => a === null || typeof a !== 'object' || Array.isArray(a))
        return bad === -1 ? undefined : `\`artifacts\` item ${bad} is not an object`
      }
    })
    const artifacts = Array.isArray(response.data?.artifacts) ? response.data.artifacts : []
    const resolved = describeResolution(response.data?.resolved_to)
    const output = response.dryRun ? { json: '' } : artifactsOutput(artifacts)
    const tooLarge =
      output.bytes !== undefined
        ? `the list of ${artifacts.length} artifacts is ${formatBytes(output.bytes)} as JSON, more than the ${formatBytes(MAX_ARTIFACTS_OUTPUT)} the \`artifacts\` output holds; that output is left empty (search by a longer value to narrow it)`
        : undefined
    if (tooLarge) log.warning(`search: ${tooLarge}`)
    const shown = artifacts.slice(0, MAX_SUMMARY_ROWS)
    const more = artifacts.length - shown.length
    return {
      outputs: { compliance_state: artifacts[0]?.compliance_state ?? '', artifacts: output.json },
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
          ['Resolved to', resolved],
          ['Output `artifacts`', tooLarge ? `left empty: ${tooLarge}` : undefined]
        ],
        // Narrow enough for the summary pane: compliance up front, hashes shortened and linked.
        table: {
          head: ['Artifact', 'Compliance', 'Fingerprint', 'Flow · trail', 'Running in', 'Links'],
          rows: [
            ...shown.map((a): Cell[] => [
              a.name ?? '',
              compliance(a.compliance_state),
              hash(a.fingerprint ?? '', a.html_url || undefined),
              flowAndTrail(a, { app, org }),
              (a.running_in ?? []).join(', '),
              links([
                [a.commit_url, 'commit'],
                [a.build_url, 'build']
              ])
            ]),
            ...(more > 0 ? [[`… and ${more} more`, '', '', '', '', '']] : [])
          ]
        }
      }
    }
  }
})
