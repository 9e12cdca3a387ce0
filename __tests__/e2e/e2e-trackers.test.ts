import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { startGitHubStandIn, type GitHubStandIn } from '../helpers/github-api.js'
import { startJiraStandIn, type JiraStandIn } from '../helpers/jira-api.js'
import { Recorder } from '../helpers/recorder.js'
import { kosliInstalled, runReferenceClient, sentRequest } from '../helpers/reference-client.js'
import { runAction, type ActionRun } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { reportTask, startSonarStandIn, type SonarGate, type SonarStandIn, type SonarState } from '../helpers/sonar-api.js'
import { pushEnv } from '../helpers/workflow.js'

// attest-sonar and attest-jira as the runner runs them (dist/index.js), against loopback
// stand-ins of SonarQube's and Jira's REST APIs, recording in the sandbox (which evaluates them
// as the service does), or, where nothing may be sent, in a recorder that counts what came.
const KEY = 'sandbox-key'
const FP = 'e'.repeat(64)
const OLD = 'f'.repeat(40)
const TEMPLATE = 'version: 1\ntrail:\n  attestations:\n  - name: sonar\n    type: sonar\n  - name: jira\n    type: jira\n  artifacts:\n  - name: app\n'
const ERROR_GATE: SonarGate = {
  status: 'ERROR',
  conditions: [
    { status: 'ERROR', metricKey: 'new_coverage', comparator: 'LT', errorThreshold: '80', actualValue: '71.3' },
    { status: 'ERROR', metricKey: 'new_security_rating', comparator: 'GT', errorThreshold: '1', actualValue: '3' },
    { status: 'OK', metricKey: 'new_bugs', comparator: 'GT', errorThreshold: '0', actualValue: '0' }
  ]
}
const OK_GATE: SonarGate = { status: 'OK', conditions: [{ status: 'OK', metricKey: 'new_bugs', comparator: 'GT', errorThreshold: '0', actualValue: '0' }] }

let sb: RunningSandbox
let service: Recorder
let sonar: SonarStandIn
let jira: JiraStandIn
let github: GitHubStandIn
let repo: GitRepo
let sha: string
let env: Record<string, string>

/** A commit whose message names Jira issues, on top of the clone's history. */
function commit(dir: string, message: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Ada',
        GIT_AUTHOR_EMAIL: 'ada@example.com',
        GIT_COMMITTER_NAME: 'Ada',
        GIT_COMMITTER_EMAIL: 'ada@example.com',
        HOME: dir
      },
      encoding: 'utf8'
    }).trim()
  git('commit', '-q', '--allow-empty', '-m', message)
  return git('rev-parse', 'HEAD')
}

function sonarState(revision: string, gate = ERROR_GATE): SonarState {
  return {
    ...sonar.state,
    token: 'sonar-token',
    tasks: { T1: { id: 'T1', componentKey: 'acme_shop', componentName: 'Shop', analysisId: 'A1', status: 'SUCCESS', branch: 'main', branchType: 'BRANCH' } },
    analyses: { acme_shop: [{ key: 'A1', date: '2026-01-02T10:07:00+0000', revision }] },
    gates: { A1: gate },
    pullRequests: { acme_shop: [] },
    echoCredentials: false,
    basicOnly: false
  }
}

beforeAll(async () => {
  sb = await startSandbox(['--quiet', '--api-key', KEY])
  service = await new Recorder(() => ({ status: 201, body: 'OK' })).start()
  sonar = await startSonarStandIn()
  jira = await startJiraStandIn()
  github = await startGitHubStandIn()
  repo = makeGitRepo(2)
  sha = commit(repo.dir, 'SHOP-7 Add checkout\n\nFixes shop-9, see CVE-2026-41284')
  env = { ...pushEnv(repo), GITHUB_SHA: sha }
  mkdirSync(path.join(repo.dir, '.scannerwork'))
})
afterAll(async () => {
  await Promise.all([sb?.stop(), service?.stop(), sonar?.stop(), jira?.stop(), github?.stop()])
})
beforeEach(() => {
  Object.assign(sonar.state, sonarState(sha))
  writeFileSync(path.join(repo.dir, '.scannerwork', 'report-task.txt'), reportTask(sonar.url, 'acme_shop', 'T1'))
  jira.state.issues = { 'SHOP-7': { id: '10007', fields: { summary: 'Checkout', status: { name: 'In Progress' } } } }
  Object.assign(jira.state, { refusal: 'status', echoCredentials: false, apiToken: 'jira-api-token', pat: 'jira-pat' })
  github.state.pulls = {}
  service.requests.length = 0
  sonar.reset()
  jira.requests.length = 0
})

const SONAR_INPUTS = { operation: 'attest-sonar', flow: 'shop', 'attestation-name': 'sonar', 'sonar-token': 'sonar-token' }
const JIRA_INPUTS = {
  operation: 'attest-jira',
  flow: 'shop',
  'attestation-name': 'jira',
  'jira-username': 'dana@example.com',
  'jira-api-token': 'jira-api-token'
}
const toService = () => ({ 'api-key': KEY, org: 'acme', 'base-url': service.baseUrl, 'max-retries': '0' })
const jiraInputs = () => ({ ...JIRA_INPUTS, 'jira-base-url': jira.url })

/** An organization of its own in the sandbox, with the template flow and the commit's trail begun. */
async function org(name: string): Promise<Record<string, string>> {
  const common = { 'api-key': KEY, org: name, 'base-url': sb.baseUrl }
  const flow = await sb.upload('PUT', `/flows/${name}/template_file`, {
    data_json: JSON.stringify({ name: 'shop', description: 'Shop' }),
    template_file: { filename: 'template.yml', content: TEMPLATE }
  })
  expect(flow.status).toBe(201)
  expect((await runAction({ ...common, operation: 'begin-trail', flow: 'shop' }, env)).code).toBe(0)
  return common
}

const stored = async (name: string, attestation: string) =>
  (await sb.call('GET', `/attestations/${name}/shop/trail/${sha}/${attestation}`, undefined, `Bearer ${KEY}`)).json as Record<string, unknown>[]
const trailState = async (name: string) =>
  ((await sb.call('GET', `/trails/${name}/shop/${sha}`, undefined, `Bearer ${KEY}`)).json as { compliance_state: string }).compliance_state

/** The verdict line of the summary: the first line after the heading. */
const verdictOf = (run: ActionRun) => run.summary.split('\n').find((line) => /Compliant|Not compliant/.test(line)) ?? ''

describe('attest-sonar', () => {
  it("records the analysis of the scanner's report; the trail and the artifact's assert follow its gate", async () => {
    const common = await org('sonar1')
    expect((await runAction({ ...common, operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'app', fingerprint: FP }, env)).code).toBe(0)
    const failing = await runAction({ ...common, ...SONAR_INPUTS }, env)
    expect(failing.code).toBe(0)
    expect(failing.outputs).toMatchObject({ quality_gate: 'ERROR', compliant: 'false', error_kind: '' })
    expect(verdictOf(failing)).toContain('Not compliant: quality gate ERROR: 2 of 3 conditions failed')
    expect(failing.summary.indexOf('new_coverage')).toBeLessThan(failing.summary.indexOf('new_bugs'))
    const [record] = await stored('sonar1', 'sonar')
    expect(record).toMatchObject({ attestation_type: 'sonar', is_compliant: false, sonar_results: { revision: sha, qualityGate: { status: 'ERROR' } } })
    expect(await trailState('sonar1')).toBe('NON-COMPLIANT')

    sonar.state.gates.A1 = OK_GATE
    const passing = await runAction({ ...common, ...SONAR_INPUTS }, env)
    expect(passing.outputs).toMatchObject({ quality_gate: 'OK', compliant: 'true' })
    expect(verdictOf(passing)).toContain('Compliant: quality gate OK: 0 of 1 condition failed')
    expect(await trailState('sonar1')).toBe('INCOMPLETE')
    const jiraRun = await runAction({ ...common, ...jiraInputs(), 'jira-sources': 'commit', 'jira-project-keys': 'SHOP' }, env)
    expect(jiraRun.outputs).toMatchObject({ issues: 'SHOP-7,SHOP-9', missing_issues: 'SHOP-9', compliant: 'false' })
    jira.state.issues['SHOP-9'] = { id: '10009', fields: {} }
    expect((await runAction({ ...common, ...jiraInputs(), 'jira-sources': 'commit', 'jira-project-keys': 'SHOP' }, env)).outputs.compliant).toBe('true')
    expect(await trailState('sonar1')).toBe('COMPLIANT')
    const asserted = await runAction({ ...common, operation: 'assert-artifact', fingerprint: FP, flow: 'shop' }, env)
    expect(asserted.outputs.compliant).toBe('true')

    sonar.state.gates.A1 = { ...OK_GATE, status: 'WARN' }
    expect((await runAction({ ...common, ...SONAR_INPUTS }, env)).outputs).toMatchObject({ quality_gate: 'WARN', compliant: 'false' })
    expect(await trailState('sonar1')).toBe('NON-COMPLIANT')
    const refused = await runAction({ ...common, operation: 'assert-artifact', fingerprint: FP, flow: 'shop' }, env)
    expect(refused.code).toBe(1)
    expect(refused.outputs).toMatchObject({ compliant: 'false', error_kind: 'non_compliant' })
  })

  it('waits for the task SonarQube is still processing', async () => {
    sonar.state.tasks.T1.pendingPolls = 1
    const run = await runAction({ ...toService(), ...SONAR_INPUTS }, env)
    expect(run.code).toBe(0)
    expect(sonar.polls('T1')).toBe(2)
    expect(run.stdout).toContain('SonarQube is still processing analysis task T1 (IN_PROGRESS); looking again in 1 s')
  })

  it('refuses a report whose analysis is of another commit, and records nothing', async () => {
    Object.assign(sonar.state, sonarState(OLD))
    const run = await runAction({ ...toService(), ...SONAR_INPUTS }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain(`input \`sonar-report-task\`: ${path.join(repo.dir, '.scannerwork', 'report-task.txt')}:`)
    expect(run.stdout).toContain(`is of revision ${OLD.slice(0, 12)}, not of commit ${sha.slice(0, 12)}`)
    expect(service.requests).toEqual([])
  })

  const live = kosliInstalled ? it : it.skip
  live('where the reference client records the analysis of another commit (a deliberate difference)', async () => {
    Object.assign(sonar.state, sonarState(OLD))
    const run = await runReferenceClient(
      ['attest', 'sonar', '--name', 'sonar', '--flow', 'shop', '--trail', sha, '--sonar-api-token', 'sonar-token'],
      repo.dir,
      { ...env, CI: 'true' },
      service.baseUrl
    )
    expect(run.status).toBe(0)
    const sent = sentRequest(service.requests[0], repo.dir).parts?.data_json?.json as { sonar_results: { revision: string } }
    expect(sent.sonar_results.revision).toBe(OLD)
  })

  it('ends with a timeout within sonar-wait-seconds when the task never finishes, and records nothing', async () => {
    sonar.state.tasks.T1.pendingPolls = 1_000_000
    const run = await runAction({ ...toService(), ...SONAR_INPUTS, 'sonar-wait-seconds': '2' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('timeout')
    expect(run.stdout).toMatch(
      /still processing analysis task T1 \(IN_PROGRESS\), after waiting 2 s for SonarQube to finish the analysis; raise `sonar-wait-seconds`/
    )
    expect(sonar.polls('T1')).toBeGreaterThanOrEqual(2)
    expect(service.requests).toEqual([])
  })

  it('names the report when SonarQube does not know its task, and records nothing', async () => {
    writeFileSync(path.join(repo.dir, '.scannerwork', 'report-task.txt'), reportTask(sonar.url, 'acme_shop', 'T-elsewhere'))
    const run = await runAction({ ...toService(), ...SONAR_INPUTS }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('not_found')
    expect(run.stdout).toMatch(
      /input `sonar-report-task`: .*report-task\.txt: SonarQube at 127\.0\.0\.1:\d+ failed to give analysis task T-elsewhere \(HTTP 404: No activity found for task 'T-elsewhere'\)/
    )
    expect(service.requests).toEqual([])
  })

  it('names sonar-token when SonarQube refuses it, and records nothing', async () => {
    const run = await runAction({ ...toService(), ...SONAR_INPUTS, 'sonar-token': 'expired-token' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('auth')
    expect(run.stdout).toMatch(/input `sonar-token`: SonarQube at 127\.0\.0\.1:\d+ refused the token while reading analysis task T1 \(HTTP 401\)/)
    expect(service.requests).toEqual([])
  })

  it("finds the project's analysis of the commit without a report, on the run's branch", async () => {
    rmSync(path.join(repo.dir, '.scannerwork', 'report-task.txt'))
    sonar.state.analyses.acme_shop[0].branch = 'release'
    const run = await runAction(
      { ...toService(), ...SONAR_INPUTS, 'sonar-project-key': 'acme_shop', 'sonar-host-url': sonar.url },
      { ...env, GITHUB_REF: 'refs/heads/release', GITHUB_REF_NAME: 'release' }
    )
    expect(run.code).toBe(0)
    expect(sonar.requests.find((r) => r.url.startsWith('/api/project_analyses/search'))?.url).toContain('branch=release')
  })
})

describe('attest-sonar refuses bad input before anything is sent', () => {
  const report = (content: string) => {
    writeFileSync(path.join(repo.dir, 'report.txt'), content)
    return 'report.txt'
  }
  it.each<[string, () => Record<string, string>, RegExp]>([
    [
      'no report and no project key',
      () => {
        rmSync(path.join(repo.dir, '.scannerwork', 'report-task.txt'))
        return {}
      },
      /input `sonar-report-task`: not given, and none of \.scannerwork\/report-task\.txt, target\/sonar\/report-task\.txt, build\/sonar\/report-task\.txt exists/
    ],
    [
      'a report that does not exist',
      () => ({ 'sonar-report-task': 'missing/report-task.txt' }),
      /input `sonar-report-task`: .*missing\/report-task\.txt does not exist/
    ],
    ['an empty report', () => ({ 'sonar-report-task': report('') }), /input `sonar-report-task`: .*report\.txt is empty/],
    [
      'a file that is not a report',
      () => ({ 'sonar-report-task': report('<html>hello</html>\n') }),
      /input `sonar-report-task`: .*report\.txt has a line that is not `key=value`/
    ],
    ['a folder', () => ({ 'sonar-report-task': '.scannerwork' }), /input `sonar-report-task`: .*\.scannerwork is a directory/],
    ['a branch and a pull request', () => ({ 'sonar-branch': 'main', 'sonar-pull-request': '7' }), /input `sonar-pull-request`: given with `sonar-branch`/],
    [
      'plain http to another host',
      () => ({ 'sonar-host-url': 'http://sonar.example.com' }),
      /input `sonar-host-url`: plain http to `sonar\.example\.com` would send the token unencrypted/
    ],
    ['a token with a line break', () => ({ 'sonar-token': 'abc\ndef' }), /input `sonar-token`: contains a line break at position 4 \(the value is not shown\)/],
    ['no token', () => ({ 'sonar-token': '' }), /input `sonar-token`: required but not given/],
    ['a wait that is not a number', () => ({ 'sonar-wait-seconds': '5m' }), /input `sonar-wait-seconds`/],
    [
      'a pull request that is not a number',
      () => ({ 'sonar-pull-request': 'feature/x' }),
      /input `sonar-pull-request`: .* is not valid; expected a pull request number/
    ],
    [
      "a project key that is not the report's",
      () => ({ 'sonar-project-key': 'other', 'sonar-report-task': '.scannerwork/report-task.txt' }),
      /input `sonar-project-key`: `other` is not the project of/
    ]
  ])('%s', async (_, inputs, message) => {
    const run = await runAction({ ...toService(), ...SONAR_INPUTS, ...inputs() }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toMatch(message)
    expect(service.requests).toEqual([])
    expect(sonar.requests).toEqual([])
  })
})

describe('attest-jira', () => {
  it('records the issues the commit and its branch name; a missing one fails the step with require-issues, after recording', async () => {
    const common = await org('jira1')
    const branchEnv = { ...env, GITHUB_REF: 'refs/heads/OPS-3-checkout', GITHUB_REF_NAME: 'OPS-3-checkout' }
    const run = await runAction({ ...common, ...jiraInputs(), 'jira-issue-fields': 'summary', 'require-issues': 'true' }, branchEnv)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ issues: 'OPS-3,SHOP-7,SHOP-9', missing_issues: 'OPS-3,SHOP-9', compliant: 'false', error_kind: 'non_compliant' })
    expect(verdictOf(run)).toContain('Not compliant: 2 of 3 referenced issues missing (OPS-3, SHOP-9)')
    expect(run.stdout).toContain('missing Jira issues: OPS-3, SHOP-9 (recorded; `require-issues` is true)')
    const [record] = await stored('jira1', 'jira')
    expect(record).toMatchObject({ attestation_type: 'jira', is_compliant: false })
    expect(record.jira_results).toEqual([
      { issue_id: 'OPS-3', issue_url: `${jira.url}/browse/OPS-3`, issue_exists: false },
      { issue_id: 'SHOP-7', issue_url: `${jira.url}/browse/SHOP-7`, issue_exists: true, issue_fields: { summary: 'Checkout' } },
      { issue_id: 'SHOP-9', issue_url: `${jira.url}/browse/SHOP-9`, issue_exists: false }
    ])
  })

  it("finds keys in the titles and bodies of the commit's pull requests, and of the run's own pull request", async () => {
    github.state.pulls[sha] = {
      items: [
        {
          number: 4,
          html_url: 'https://github.com/acme/shop/pull/4',
          state: 'closed',
          title: 'Checkout',
          body: 'Part of OPS-4.',
          user: { login: 'ada' },
          created_at: '2026-01-01T10:00:00Z',
          merged_at: '2026-01-02T10:00:00Z',
          merge_commit_sha: sha,
          head: { ref: 'checkout' }
        }
      ]
    }
    const eventPath = path.join(repo.dir, '..', 'pr-event.json')
    writeFileSync(
      eventPath,
      JSON.stringify({
        pull_request: { number: 5, html_url: 'https://github.com/acme/shop/pull/5', title: 'OPS-5: the checkout', body: null, head: { sha: OLD } }
      })
    )
    const prEnv = {
      ...env,
      GITHUB_API_URL: github.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REF: 'refs/pull/5/merge',
      GITHUB_HEAD_REF: 'checkout'
    }
    const run = await runAction({ ...toService(), ...jiraInputs(), 'github-token': 'gh-token', 'jira-project-keys': 'OPS' }, prEnv)
    expect(run.code).toBe(0)
    expect(run.outputs.issues).toBe('OPS-4,OPS-5')
    expect(run.summary).toContain('pull request #4')
    expect(run.summary).toContain('pull request #5')
  })

  it('refuses to look up more than 100 candidate keys, before asking Jira anything', async () => {
    const keys = Array.from({ length: 101 }, (_, i) => `LOG-${i + 1}`).join(' ')
    github.state.pulls[sha] = {
      items: [
        {
          number: 6,
          html_url: 'https://github.com/acme/shop/pull/6',
          state: 'open',
          title: 'Logs',
          body: keys,
          user: { login: 'ada' },
          created_at: '2026-01-01T10:00:00Z',
          merged_at: null,
          merge_commit_sha: null,
          head: { ref: 'logs' }
        }
      ]
    }
    const run = await runAction(
      { ...toService(), ...jiraInputs(), 'github-token': 'gh-token', 'jira-sources': 'pull-request' },
      { ...env, GITHUB_API_URL: github.url }
    )
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain(
      'input `jira-project-keys`: 101 candidate issue keys found in pull request #6 (LOG-1, LOG-10, LOG-100, LOG-101, LOG-11, …), more than the 100 looked up'
    )
    expect(jira.requests).toEqual([])
    expect(service.requests).toEqual([])
  })

  it('with no key found records none, not compliant; require-issues then fails the step, after recording', async () => {
    const run = await runAction({ ...toService(), ...jiraInputs(), 'jira-project-keys': 'NONE', 'require-issues': 'true' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ issues: '', missing_issues: '', compliant: 'false', error_kind: 'non_compliant' })
    expect(verdictOf(run)).toContain('Not compliant: no Jira issue key found')
    expect(service.requests).toHaveLength(1)
    expect(jira.requests).toEqual([])
  })

  it.each([
    ['refuses them', 'status' as const, {}, 'jira-api-token'],
    ['answers as to anyone (404 for every issue)', 'anonymous' as const, {}, 'jira-api-token'],
    ['refuses a personal access token', 'status' as const, { 'jira-username': '', 'jira-api-token': '', 'jira-pat': 'old-pat' }, 'jira-pat']
  ])('names the credential when Jira %s, and records nothing: a refused credential is no missing issue', async (_, refusal, credentials, input) => {
    jira.state.refusal = refusal
    const run = await runAction({ ...toService(), ...jiraInputs(), 'jira-api-token': 'expired', ...credentials }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('auth')
    expect(run.stdout).toMatch(new RegExp(`input \`${input}\`: Jira at 127\\.0\\.0\\.1:\\d+ refused`))
    expect(service.requests).toEqual([])
  })

  const live = kosliInstalled ? it : it.skip
  live('where the reference client records refused credentials as missing issues (a deliberate difference)', async () => {
    jira.state.refusal = 'anonymous'
    const run = await runReferenceClient(
      [
        'attest',
        'jira',
        '--name',
        'jira',
        '--flow',
        'shop',
        '--trail',
        sha,
        '--commit',
        sha,
        '--jira-base-url',
        jira.url,
        '--jira-username',
        'dana@example.com',
        '--jira-api-token',
        'expired'
      ],
      repo.dir,
      { ...env, CI: 'true' },
      service.baseUrl
    )
    expect(run.status).toBe(0)
    const sent = sentRequest(service.requests[0], repo.dir).parts?.data_json?.json as { jira_results: { issue_id: string; issue_exists: boolean }[] }
    expect(sent.jira_results.find((r) => r.issue_id === 'SHOP-7')?.issue_exists).toBe(false)
  })
})

describe('attest-jira refuses bad input before anything is sent', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    [
      'no credentials',
      { 'jira-username': '', 'jira-api-token': '' },
      /input `jira-api-token`: no Jira credentials given; expected `jira-username` with `jira-api-token`/
    ],
    ['a token without a user name', { 'jira-username': '' }, /input `jira-username`: required with `jira-api-token` but not given/],
    ['a user name without a token', { 'jira-api-token': '' }, /input `jira-api-token`: required with `jira-username` but not given/],
    ['both ways of signing in', { 'jira-pat': 'pat' }, /input `jira-pat`: given with `jira-username`/],
    ['no base URL', { 'jira-base-url': '' }, /input `jira-base-url`: required but not given/],
    ['plain http to another host', { 'jira-base-url': 'http://jira.example.com' }, /input `jira-base-url`: plain http to `jira\.example\.com`/],
    ['credentials in the base URL', { 'jira-base-url': 'https://dana:secret@jira.example.com' }, /input `jira-base-url`: contains credentials/],
    ['a project key Jira cannot have', { 'jira-project-keys': 'SHOP, S' }, /input `jira-project-keys`: item `S` .* is not valid; expected Jira project keys/],
    [
      'a source that is not one',
      { 'jira-sources': 'commit, tag' },
      /input `jira-sources`: item `tag` .* is not valid; expected `commit`, `branch` or `pull-request`/
    ],
    ['pull requests asked for without GitHub', { 'jira-sources': 'pull-request' }, /input `github-token`: the GitHub API is not available/],
    ['a commit that is not in the clone', { commit: OLD, 'jira-sources': 'commit' }, /input `commit`: commit f{40} is not in the clone/],
    ['a token with a space', { 'jira-api-token': 'abc def' }, /input `jira-api-token`: contains a space at position 4/]
  ])('%s', async (_, inputs, message) => {
    const run = await runAction({ ...toService(), ...jiraInputs(), ...inputs }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toMatch(message)
    expect(service.requests).toEqual([])
    expect(jira.requests).toEqual([])
  })
})

/** Every spelling of a secret a log, summary, output or saved request could hold. */
function leaks(run: ActionRun, secrets: string[], spool = ''): string[] {
  const escaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
  const spellings = secrets.flatMap((s) => [
    s,
    Buffer.from(s).toString('base64').replace(/=+$/, ''),
    Buffer.from(`${s}:`).toString('base64').replace(/=+$/, ''),
    escaped(s)
  ])
  const texts = { all: run.all.replace(/^::add-mask::.*$/gm, ''), summary: run.summary, outputs: JSON.stringify(run.outputs), spool }
  return Object.entries(texts).flatMap(([where, text]) => spellings.filter((s) => text.includes(s)).map((s) => `${where}: ${s}`))
}

describe('tokens SonarQube or Jira echo stay out of the log, summary, outputs, the request and a saved request', () => {
  const SONAR_TOKEN = 'sonar-echo-TOKEN-9f8e7d'
  const JIRA_TOKEN = 'jira-echo-TOKEN-1a2b3c'
  const PAT = 'jira-echo-PAT-4d5e6f'

  beforeEach(() => {
    // The service fails, so the request is saved for replay, and can be read.
    service.respond(() => ({ status: 503, body: { message: 'unavailable' } }))
  })
  afterAll(() => service.respond(() => ({ status: 201, body: 'OK' })))

  it('sonar-token, as Bearer and Basic, in the task, the gate and a refusal', async () => {
    const basic = Buffer.from(`${SONAR_TOKEN}:`).toString('base64')
    Object.assign(sonar.state, { token: SONAR_TOKEN, basicOnly: true, echoCredentials: true })
    sonar.state.tasks.T1.componentName = `Shop ${SONAR_TOKEN} ${basic}`
    sonar.state.gates.A1 = {
      status: 'ERROR',
      conditions: [{ status: 'ERROR', metricKey: 'coverage', comparator: 'LT', errorThreshold: '80', actualValue: SONAR_TOKEN }]
    }
    const run = await runAction({ ...toService(), ...SONAR_INPUTS, 'sonar-token': SONAR_TOKEN, 'on-error': 'warn' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.error_kind).toBe('server')
    const spool = readFileSync(run.outputs.spool_file, 'utf8')
    expect(spool).toContain('Shop *** ***')
    expect(leaks(run, [SONAR_TOKEN], spool)).toEqual([])
    expect(leaks(run, [SONAR_TOKEN], service.requests.map((r) => r.body).join('\n'))).toEqual([])
  })

  it('sonar-token in a refusal that quotes the Authorization header', async () => {
    Object.assign(sonar.state, { echoCredentials: true })
    const run = await runAction({ ...toService(), ...SONAR_INPUTS, 'sonar-token': SONAR_TOKEN }, env)
    expect(run.outputs.error_kind).toBe('auth')
    expect(leaks(run, [SONAR_TOKEN])).toEqual([])
  })

  it('jira-api-token, and the Basic pair it goes in, in an issue and a refusal', async () => {
    const pair = Buffer.from(`dana@example.com:${JIRA_TOKEN}`).toString('base64')
    Object.assign(jira.state, { apiToken: JIRA_TOKEN })
    jira.state.issues['SHOP-7'].fields = { summary: `token ${JIRA_TOKEN}, header Basic ${pair}` }
    const run = await runAction({ ...toService(), ...jiraInputs(), 'jira-api-token': JIRA_TOKEN, 'jira-issue-fields': 'summary', 'on-error': 'warn' }, env)
    expect(run.outputs.error_kind).toBe('server')
    const spool = readFileSync(run.outputs.spool_file, 'utf8')
    expect(spool).toContain('token ***, header Basic ***')
    expect(leaks(run, [JIRA_TOKEN, `dana@example.com:${JIRA_TOKEN}`], spool)).toEqual([])

    jira.state.echoCredentials = true
    const refused = await runAction({ ...toService(), ...jiraInputs(), 'jira-api-token': `${JIRA_TOKEN}x` }, env)
    expect(refused.outputs.error_kind).toBe('auth')
    expect(leaks(refused, [`${JIRA_TOKEN}x`, `dana@example.com:${JIRA_TOKEN}x`])).toEqual([])
  })

  it('jira-pat in an issue', async () => {
    Object.assign(jira.state, { pat: PAT })
    jira.state.issues['SHOP-7'].fields = { summary: `pat ${PAT}` }
    const run = await runAction(
      { ...toService(), ...jiraInputs(), 'jira-username': '', 'jira-api-token': '', 'jira-pat': PAT, 'jira-issue-fields': '*all', 'on-error': 'warn' },
      env
    )
    const spool = readFileSync(run.outputs.spool_file, 'utf8')
    expect(spool).toContain('pat ***')
    expect(leaks(run, [PAT], spool)).toEqual([])
  })
})
