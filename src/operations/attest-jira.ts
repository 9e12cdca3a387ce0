import { ActionError, invalidInput, isKnownError } from '../action/errors.js'
import { gitCommitInfo } from '../clients/github/commit.js'
import { pullRequestTexts, type PullRequestText } from '../clients/github/pull-request-texts.js'
import { JiraApi, JiraError, type JiraCredentials } from '../clients/jira/api.js'
import { findIssueKeys, PROJECT_KEY } from '../clients/jira/keys.js'
import * as core from '@actions/core'
import { attestJira, type JiraResult } from '../clients/service/catalogue/attestations.js'
import { link, type SummarySection } from '../action/summary.js'
import { attestationOperation } from '../action/attestation-operation.js'
import { attestationFacts, attestationSummary } from './readers/attestation-summary.js'
import type { InputSpecs } from '../action/declare.js'
import { headerCredential, serverUrlInput } from './readers/outside-inputs.js'
import type { InputReader } from '../action/reader.js'
import type { ServiceTools } from '../action/types.js'

const SOURCES = ['commit', 'branch', 'pull-request'] as const
type Source = (typeof SOURCES)[number]

/** More candidate keys than this is text that is not about issues (a pasted log); each costs a request. */
const MAX_KEYS = 100

const INPUTS = {
  'jira-base-url': { kind: 'string', required: true, description: "Jira's base URL, e.g. https://acme.atlassian.net" },
  'jira-username': { kind: 'string', description: 'Jira Cloud: the e-mail of the account whose API token jira-api-token is' },
  'jira-api-token': { kind: 'secret', description: 'Jira Cloud: an API token, with jira-username (a secret; masked)' },
  'jira-pat': {
    kind: 'secret',
    description: 'Jira Server or Data Center: a personal access token, instead of jira-username and jira-api-token (a secret; masked)'
  },
  'jira-project-keys': {
    kind: 'list',
    pattern: { re: PROJECT_KEY, expected: 'Jira project keys: a letter, then 1 to 9 letters, digits or `_`' },
    description: 'Only keys of these Jira projects count, one per line or comma-separated (default: any project)'
  },
  'jira-sources': {
    kind: 'list',
    pattern: { re: /^(commit|branch|pull-request)$/, expected: '`commit`, `branch` or `pull-request`' },
    description:
      "Where issue keys are looked for: commit (its message), branch (its name), pull-request (the title and body of the commit's pull requests); default all three"
  },
  'jira-issue-fields': {
    kind: 'list',
    pattern: { re: /^[A-Za-z0-9_.:*-]{1,100}$/, expected: 'Jira field names such as `summary`, `status` or `customfield_10010`, or `*all`' },
    description: 'Fields of each issue to record (default: none; *all for every field)'
  },
  'require-issues': {
    kind: 'boolean',
    default: 'false',
    description: 'true fails the step, after recording, when no issue key is found or a referenced issue does not exist'
  }
} as const satisfies InputSpecs

interface Settings {
  baseUrl: string
  credentials: JiraCredentials
  projectKeys: string[]
  sources: Source[]
  /** Whether `jira-sources` was given: a source asked for must be readable; a default one may be skipped. */
  sourcesGiven: boolean
  fields: string[]
  requireIssues: boolean
}

const SIGN_IN = '`jira-username` with `jira-api-token` (Jira Cloud), or `jira-pat` (Server or Data Center)'

function readCredentials(inputs: InputReader<typeof INPUTS>): JiraCredentials {
  const username = inputs.string('jira-username')
  const apiToken = headerCredential('jira-api-token', inputs.string('jira-api-token'), 'a Jira API token')
  const pat = headerCredential('jira-pat', inputs.string('jira-pat'), 'a Jira personal access token')
  if (pat !== undefined) {
    if (username !== undefined || apiToken !== undefined)
      throw inputs.fail('jira-pat', `given with \`${username !== undefined ? 'jira-username' : 'jira-api-token'}\`: Jira is signed in to one way`, SIGN_IN)
    return { pat }
  }
  if (apiToken === undefined)
    throw inputs.fail('jira-api-token', username === undefined ? 'no Jira credentials given' : 'required with `jira-username` but not given', SIGN_IN)
  if (username === undefined)
    throw inputs.fail('jira-username', 'required with `jira-api-token` but not given', 'the e-mail of the Atlassian account the API token belongs to')
  // Basic sends `username:token`: a colon in the name would move where the token starts.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  if (/[:\u0000-\u001f\u007f]/.test(username))
    throw inputs.fail('jira-username', 'contains a colon or a control character', 'the e-mail of the Atlassian account')
  // The header carries both together; the runner masks that spelling too.
  core.setSecret(Buffer.from(`${username}:${apiToken}`).toString('base64'))
  return { username, apiToken }
}

function readSettings(inputs: InputReader<typeof INPUTS>): Settings {
  const credentials = readCredentials(inputs)
  const given = inputs.list('jira-sources') as Source[]
  return {
    baseUrl: serverUrlInput('jira-base-url', inputs.required('jira-base-url'), 'https://acme.atlassian.net'),
    credentials,
    projectKeys: inputs.list('jira-project-keys'),
    sources: given.length > 0 ? [...new Set(given)] : [...SOURCES],
    sourcesGiven: given.length > 0,
    fields: inputs.list('jira-issue-fields'),
    requireIssues: inputs.boolean('require-issues') ?? false
  }
}

/** A text searched for keys, and what it is, for the summary. */
interface Text {
  source: string
  text: string
}

async function commitMessage(tools: ServiceTools, commit: string): Promise<string> {
  const local = await gitCommitInfo(tools.context, commit, undefined, tools.log)
  if (local.message !== undefined && local.message !== null) return local.message
  const remote = await gitCommitInfo(tools.context, commit, await tools.github(), tools.log)
  if (typeof remote.message === 'string') return remote.message
  throw invalidInput(
    'commit',
    `commit ${commit} is not in the clone at ${tools.context.workspace}, and GitHub's API did not give its message`,
    'a commit of the checkout (`fetch-depth: 0` fetches them all), or `jira-sources` without `commit`'
  )
}

/** The pull requests' titles and bodies; a source left to its default is skipped when GitHub cannot be read. */
async function pullRequests(tools: ServiceTools, commit: string, asked: boolean): Promise<PullRequestText[]> {
  const api = await tools.github()
  if (!api) {
    if (asked)
      throw invalidInput(
        'github-token',
        'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)',
        'a token that can read pull requests, for `jira-sources: pull-request`'
      )
    tools.log.info('The GitHub API is not available: issue keys in pull requests are not looked for')
    return []
  }
  // The run's own pull request, when the run is one's and about its commit.
  const own = tools.context.event.pull_request as { head?: { sha?: string } } | undefined
  const ownApplies = own !== undefined && (commit === tools.context.sha || commit === own.head?.sha)
  try {
    return await pullRequestTexts(api, commit, ownApplies ? own : undefined)
  } catch (err) {
    if (asked || !isKnownError(err)) throw err
    tools.log.warning(`Issue keys in pull requests were not looked for: ${err.message}`)
    return []
  }
}

async function searchedTexts(s: Settings, tools: ServiceTools, commit: string | undefined): Promise<Text[]> {
  const texts: Text[] = []
  if (s.sources.includes('commit')) {
    if (!commit) throw invalidInput('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the commit whose message names the issues')
    texts.push({ source: 'commit message', text: await commitMessage(tools, commit) })
  }
  if (s.sources.includes('branch') && tools.context.branch) texts.push({ source: 'branch', text: tools.context.branch })
  if (s.sources.includes('pull-request') && commit) {
    for (const pr of await pullRequests(tools, commit, s.sourcesGiven)) texts.push({ source: `pull request #${pr.number}`, text: `${pr.title}\n${pr.body}` })
  }
  return texts
}

/** A failure of Jira's, said with the input that can fix it. */
function jiraFailure(err: unknown, s: Settings): unknown {
  if (!(err instanceof JiraError)) return err
  const options = { cause: err, status: err.status }
  if (err.about === 'credentials') {
    const input = 'pat' in s.credentials ? 'jira-pat' : 'jira-api-token'
    const expected =
      'pat' in s.credentials
        ? 'a personal access token Jira accepts'
        : 'an API token of `jira-username` that Jira accepts (tokens expire; check the account too)'
    return new ActionError(
      err.kind,
      `input \`${input}\`: ${err.message}; expected ${expected}. Nothing was recorded: a refused credential is not a missing issue`,
      options
    )
  }
  if (err.about === 'base-url') return new ActionError(err.kind, `input \`jira-base-url\`: ${err.message}`, options)
  return new ActionError(err.kind, err.message, options)
}

function verdictWords(keys: string[], missing: string[]): string {
  if (keys.length === 0) return 'no Jira issue key found'
  if (missing.length === 0) return `${keys.length} issue${keys.length === 1 ? '' : 's'} referenced, all exist`
  return `${missing.length} of ${keys.length} referenced issue${keys.length === 1 ? '' : 's'} missing (${missing.join(', ')})`
}

/**
 * The Jira issues a change names, in its commit message, its branch and its pull requests,
 * each looked up in Jira. Compliant when at least one is named and every one exists.
 */
export default attestationOperation({
  name: 'attest-jira',
  title: 'Jira issues',
  description: 'Record the Jira issues the commit, its branch and its pull requests name, each looked up in Jira: compliant when every one exists',
  inputs: INPUTS,
  outputs: {
    issues: 'The issue keys found, comma-separated',
    missing_issues: 'The keys of issues Jira does not have, comma-separated',
    compliant: 'true or false: whether at least one issue is referenced and every one exists'
  },
  endpoint: attestJira,
  read: (inputs) => readSettings(inputs),
  async evidence(s, attestation, tools) {
    const commit = attestation.commit ?? tools.context.sha
    const texts = await searchedTexts(s, tools, commit)
    const keys = findIssueKeys(
      texts.map((t) => t.text),
      s.projectKeys
    )
    if (keys.length > MAX_KEYS)
      throw invalidInput(
        'jira-project-keys',
        `${keys.length} candidate issue keys found in ${texts.map((t) => t.source).join(', ')} (${keys.slice(0, 5).join(', ')}, …), more than the ${MAX_KEYS} looked up`,
        'the keys of the Jira projects whose issues count, or `jira-sources` narrowed to where the issues are named'
      )
    const api = new JiraApi(s.baseUrl, s.credentials, { timeoutMs: tools.common.timeoutSeconds * 1000, maxRetries: tools.common.maxRetries, log: tools.log })
    const results: JiraResult[] = []
    try {
      if (keys.length > 0) await api.checkCredentials()
      for (const key of keys) results.push(await api.issue(key, s.fields))
    } catch (err) {
      throw jiraFailure(err, s)
    }
    const missing = results.filter((r) => !r.issue_exists).map((r) => r.issue_id)
    const compliant = keys.length > 0 && missing.length === 0
    const where = (key: string) =>
      texts
        .filter((t) => findIssueKeys([t.text], s.projectKeys).includes(key))
        .map((t) => t.source)
        .join(', ')
    const facts: SummarySection['facts'] = [
      ['Issues', verdictWords(keys, missing)],
      ['Searched', texts.length > 0 ? texts.map((t) => t.source).join(', ') : 'nothing: no source had text'],
      ['Projects', s.projectKeys.join(', ')]
    ]
    const why =
      keys.length === 0
        ? `no Jira issue key found in ${texts.map((t) => t.source).join(', ') || s.sources.join(', ')}`
        : `missing Jira issues: ${missing.join(', ')}`
    return {
      data: { jira_results: results },
      compliant,
      outputs: { issues: keys.join(','), missing_issues: missing.join(','), compliant: String(compliant) },
      summary: (prepared) => {
        const section = attestationSummary('Jira issues', attestation, prepared, tools, compliant, [
          ...facts,
          ...attestationFacts(attestation, prepared, tools.context)
        ])
        return {
          ...section,
          verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${verdictWords(keys, missing)}; recorded in trail ${prepared.trail}` },
          ...(results.length > 0 && {
            table: {
              head: ['Issue', 'Exists', 'Found in', 'Summary'],
              rows: [...results]
                .sort((a, b) => Number(a.issue_exists) - Number(b.issue_exists))
                .map((r) => [
                  link(r.issue_url, r.issue_id),
                  r.issue_exists ? 'yes' : 'no',
                  where(r.issue_id),
                  typeof r.issue_fields?.summary === 'string' ? r.issue_fields.summary : ''
                ])
            }
          })
        }
      },
      failure:
        s.requireIssues && !compliant
          ? new ActionError('non_compliant', `Jira attestation \`${attestation.name}\` is not compliant: ${why} (recorded; \`require-issues\` is true)`)
          : undefined
    }
  }
})
