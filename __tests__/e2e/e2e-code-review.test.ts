import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ADA, GitHistory, GRACE } from '../helpers/git-history.js'
import { startGitHubStandIn, type GitHubStandIn, type GitHubState, type PullCommit, type PullRequest, type Review } from '../helpers/github-api.js'
import { runAction } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'

// The bundled action, as the runner runs it, judging every commit of a release by its pull
// requests on a loopback stand-in of GitHub's API, and recording the verdict in the sandbox.
const KEY = 'code-review-key'
let sb: RunningSandbox
let github: GitHubStandIn
let repo: GitHistory

/**
 * v1 (released) → f1, f2 merged as pull request 1 (approved by grace) → a commit pushed
 * straight to main → g1 merged as pull request 2 (approved only by its author, ada). A side
 * branch never merged holds `stray`.
 */
function buildRepository(): GitHistory {
  const r = new GitHistory()
  r.commit('v1')
  r.checkout('feature-1', true)
  r.commit('f1')
  r.commit('f2')
  r.checkout('main')
  r.merge('merge-1', 'feature-1', GRACE)
  r.commit('direct', ADA)
  r.checkout('feature-2', true)
  r.commit('g1')
  r.checkout('main')
  r.merge('merge-2', 'feature-2', ADA)
  r.checkout('stray-branch', true)
  r.commit('stray')
  r.checkout('main')
  writeFileSync(path.join(r.dir, 'app.bin'), 'the app\n')
  return r
}

const pull = (number: number, merge: string): PullRequest => ({
  number,
  html_url: `https://github.com/acme/shop/pull/${number}`,
  state: 'closed',
  title: `Change ${number}`,
  user: { login: 'ada' },
  created_at: '2026-01-01T10:00:00Z',
  merged_at: '2026-01-02T10:00:00Z',
  merge_commit_sha: merge,
  head: { ref: `feature-${number}` }
})
const pullCommit = (sha: string): PullCommit => ({
  sha,
  html_url: `https://github.com/acme/shop/commit/${sha}`,
  author: { login: 'ada' },
  commit: { message: 'A change', author: { name: ADA.name, email: ADA.email, date: '2026-01-01T09:00:00Z' } }
})
const approval = (login: string): Review => ({ user: { login }, state: 'APPROVED', submitted_at: '2026-01-02T09:00:00Z' })

function pullRequests(): void {
  const one = pull(1, repo.sha('merge-1'))
  const two = pull(2, repo.sha('merge-2'))
  for (const label of ['f1', 'f2', 'merge-1']) github.state.pulls[repo.sha(label)] = { items: [one] }
  for (const label of ['g1', 'merge-2']) github.state.pulls[repo.sha(label)] = { items: [two] }
  github.state.commits[1] = [pullCommit(repo.sha('f1')), pullCommit(repo.sha('f2'))]
  github.state.commits[2] = [pullCommit(repo.sha('g1'))]
  github.state.reviews[1] = [approval('grace')]
  github.state.reviews[2] = [approval('ada')]
}

beforeAll(async () => {
  sb = await startSandbox(['--quiet', '--api-key', KEY])
  github = await startGitHubStandIn()
  repo = buildRepository()
  pullRequests()
  github.state.history = repo.history()
})
afterAll(async () => {
  await github?.stop()
  await sb?.stop()
})

const head = () => repo.sha('merge-2')

function envFor(workspace: string, runnerTemp = tempDir('runner-temp-')): Record<string, string> {
  return {
    GITHUB_WORKSPACE: workspace,
    GITHUB_SHA: head(),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1001',
    GITHUB_API_URL: github.url,
    RUNNER_TEMP: runnerTemp
  }
}

/** An org of its own for each test, with the flow and the head commit's trail begun. */
async function org(name: string): Promise<Record<string, string>> {
  const common = { 'api-key': KEY, org: name, 'base-url': sb.baseUrl, 'github-token': 'gh-token', flow: 'shop' }
  expect((await sb.call('PUT', `/flows/${name}`, { name: 'shop', description: '', template: ['app'] }, `Bearer ${KEY}`)).status).toBeLessThan(300)
  expect((await runAction({ ...common, operation: 'begin-trail' }, envFor(repo.dir))).code).toBe(0)
  return common
}

const review = (common: Record<string, string>, extra: Record<string, string> = {}) => ({
  ...common,
  operation: 'attest-code-review',
  'attestation-name': 'code-review',
  ...extra
})

async function recorded(name: string): Promise<{ status: number; json: Record<string, unknown> }> {
  // Every version of the attestation, newest first.
  const answer = await sb.call('GET', `/attestations/${name}/shop/trail/${head()}/code-review`, undefined, `Bearer ${KEY}`)
  return { status: answer.status, json: ((answer.json as Record<string, unknown>[] | undefined) ?? [])[0] }
}

const UNREVIEWED = () => ['merge-2', 'g1', 'direct'].map((l) => repo.sha(l))

describe('attest-code-review', () => {
  it('records every commit since oldest-commit, the unreviewed ones first, and attaches the table', async () => {
    const common = await org('cr1')
    const temp = tempDir('runner-temp-')
    const run = await runAction(review(common, { 'oldest-commit': repo.sha('v1') }), envFor(repo.dir, temp))
    expect(run.stdout).not.toContain('::error')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ commits: '6', unreviewed_commits: UNREVIEWED().join(','), compliant: 'false', trail: head() })

    const { status, json } = await recorded('cr1')
    expect(status).toBe(200)
    expect(json.is_compliant).toBe(false)
    const report = (json.user_data as { code_review: { table: { sha: string; verdict: string; why?: string; approvers: string[] }[]; listed_by: string } })
      .code_review
    expect(report.listed_by).toBe('local clone')
    expect(report.table.map((r) => r.sha)).toEqual([...UNREVIEWED(), ...['merge-1', 'f2', 'f1'].map((l) => repo.sha(l))])
    expect(report.table[0]).toMatchObject({
      verdict: 'not reviewed',
      why: 'approved only by ada (its author)',
      pull_request: 'https://github.com/acme/shop/pull/2'
    })
    expect(report.table[2]).toMatchObject({ sha: repo.sha('direct'), pull_request: null, author: 'ada', why: 'no pull request: pushed straight to the branch' })
    expect(report.table[3]).toMatchObject({ verdict: 'reviewed', approvers: ['grace'], author: 'Grace Hopper (via web-flow)' })

    // The attachment is the whole report, as written beside the run.
    expect(json.attachments).toEqual(['code-review.json'])
    const [dir] = readdirSync(temp).filter((d) => d.startsWith('code-review-'))
    const file = readFileSync(path.join(temp, dir, 'code-review.json'))
    expect(json.evidence_archive_fingerprint).toBe(createHash('sha256').update(file).digest('hex'))
    expect(JSON.parse(file.toString()).table).toEqual(report.table)

    // One screen: the verdict, then which commits were not reviewed, before the rest.
    const summary = run.summary
    expect(summary).toContain('Not compliant: 3 of 6 commits not reviewed')
    expect(summary.indexOf('Not reviewed')).toBeLessThan(summary.indexOf('Flow / trail'))
    for (const sha of UNREVIEWED()) expect(summary).toContain(`https://github.com/acme/shop/commit/${sha}`)
    const rows = summary.slice(summary.indexOf('<th>Commit</th>')).split('<tr>').slice(1)
    expect(rows.slice(0, 3).every((r) => r.includes('❌ not reviewed'))).toBe(true)
    expect(rows.slice(3).every((r) => r.includes('✅ reviewed'))).toBe(true)
  })

  it('is compliant when every commit of the range is reviewed', async () => {
    const common = await org('cr2')
    const run = await runAction(review(common, { 'oldest-commit': repo.sha('v1'), commit: repo.sha('merge-1') }), envFor(repo.dir))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ commits: '3', unreviewed_commits: '', compliant: 'true' })
    expect((await recorded('cr2')).json.is_compliant).toBe(true)
    expect(run.summary).toContain('Compliant: all 3 commits reviewed')
  })

  it("starts after the commit of this flow's newest artifact running in since-environment", async () => {
    const common = await org('cr3')
    await sb.call('PUT', `/environments/cr3`, { name: 'production', type: 'server', description: '' }, `Bearer ${KEY}`)
    const artifact = {
      ...common,
      operation: 'attest-artifact',
      'artifact-name': 'app',
      'artifact-path': 'app.bin',
      commit: repo.sha('v1'),
      trail: repo.sha('v1')
    }
    expect((await runAction({ ...common, operation: 'begin-trail', trail: repo.sha('v1') }, envFor(repo.dir))).code).toBe(0)
    expect((await runAction(artifact, envFor(repo.dir))).code).toBe(0)
    expect((await runAction({ ...common, operation: 'report-server-env', environment: 'production', paths: 'app.bin' }, envFor(repo.dir))).code).toBe(0)

    const run = await runAction(review(common, { 'since-environment': 'production' }), envFor(repo.dir))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ commits: '6', unreviewed_commits: UNREVIEWED().join(',') })
    const report = ((await recorded('cr3')).json.user_data as { code_review: Record<string, unknown> }).code_review
    expect(report).toMatchObject({
      oldest_commit: repo.sha('v1'),
      since_environment: { environment: 'production', snapshot: 1, artifact: expect.any(String), commit: repo.sha('v1') }
    })
    expect(run.summary).toContain('running in <code>production</code>')
  })

  it.each([
    ['nothing ever reported there', 'staging', null, '`since-environment` and `flow`', 'does not exist in organization'],
    ['only an artifact of no flow running there', 'qa', 'other.bin', '`since-environment` and `flow`', 'nothing of flow `shop` runs'],
    ['an artifact built from a commit `commit` does not descend from', 'canary', 'app.bin', '`since-environment` and `commit`', 'is not an ancestor']
  ])('refuses since-environment with %s, and records nothing', async (_what, environment, file, inputs, problem) => {
    const name = `cr-${environment}`
    const common = await org(name)
    await sb.call('PUT', `/environments/${name}`, { name: environment, type: 'server', description: '' }, `Bearer ${KEY}`)
    if (environment === 'canary') {
      const stray = { ...common, trail: repo.sha('stray') }
      expect((await runAction({ ...stray, operation: 'begin-trail' }, envFor(repo.dir))).code).toBe(0)
      expect(
        (
          await runAction(
            { ...stray, operation: 'attest-artifact', 'artifact-name': 'app', 'artifact-path': 'app.bin', commit: repo.sha('stray') },
            envFor(repo.dir)
          )
        ).code
      ).toBe(0)
    }
    if (file) {
      writeFileSync(path.join(repo.dir, 'other.bin'), 'something else\n')
      expect((await runAction({ ...common, operation: 'report-server-env', environment, paths: file }, envFor(repo.dir))).code).toBe(0)
    }
    const run = await runAction(review(common, { 'since-environment': environment }), envFor(repo.dir))
    expect(run.code).toBe(1)
    // The service was asked: no bad input, which would say nothing was sent. It answered 404, or
    // named an artifact whose commit `commit` does not descend from, a clash with what it holds.
    expect(run.outputs.error_kind).toBe(problem === 'is not an ancestor' ? 'conflict' : 'not_found')
    expect(run.stdout).toContain(`inputs ${inputs}`)
    expect(run.stdout).toContain(problem)
    expect((await recorded(name)).status).toBe(404)
  })

  it('covers commit alone in a dry run, which does not read what runs in since-environment, and sends nothing', async () => {
    const common = await org('cr-dry')
    const run = await runAction(review(common, { 'since-environment': 'production', 'dry-run': 'true' }), envFor(repo.dir))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ commits: '1', unreviewed_commits: head() })
    expect(run.stdout).toContain('[dry-run] GET')
    expect(run.stdout).toContain('dry run: the latest snapshot of `production` is not read')
    expect(run.summary).toContain('a dry run does not read what runs in <code>production</code>')
    expect((await recorded('cr-dry')).status).toBe(404)
  })

  // `github.event.before` is 40 zeros on a branch's first push: there was nothing before it.
  it("takes GitHub's null commit as oldest-commit for none: commit alone, said so", async () => {
    const common = await org('cr-null')
    const run = await runAction(review(common, { 'oldest-commit': '0'.repeat(40) }), envFor(repo.dir))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ commits: '1', unreviewed_commits: head() })
    expect(run.stdout).toContain("`oldest-commit` is GitHub's null commit")
    expect((await recorded('cr-null')).status).toBe(200)
  })

  it('reads the range from the compare API on a shallow clone', async () => {
    const common = await org('cr4')
    const run = await runAction(review(common, { 'oldest-commit': repo.sha('v1') }), envFor(repo.shallowClone()))
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ commits: '6', unreviewed_commits: UNREVIEWED().join(',') })
    const report = ((await recorded('cr4')).json.user_data as { code_review: Record<string, unknown> }).code_review
    expect(report.listed_by).toBe("GitHub's compare API")
  })

  const refusals: [string, GitHubState['fail'], (shallow: string) => string, string[]][] = [
    ['`contents: read`, on a shallow clone', { compare: { status: 403 } }, (shallow) => shallow, ['`contents: read`', 'fetch-depth: 0']],
    ['`pull-requests: read`', { pulls: { status: 403 } }, () => repo.dir, ['`pull-requests: read`']]
  ]
  it.each(refusals)('names the permission the token lacks, %s, and records nothing', async (_what, fail, workspace, named) => {
    const common = await org(`cr-403-${Object.keys(fail!)[0]}`)
    github.state.fail = fail
    try {
      const run = await runAction(review(common, { 'oldest-commit': repo.sha('v1') }), envFor(workspace(repo.shallowClone())))
      expect(run.code).toBe(1)
      expect(run.outputs.error_kind).toBe('invalid_input')
      for (const words of named) expect(run.stdout).toContain(words)
      expect(run.stdout).toContain('403')
      expect((await recorded(common.org)).status).toBe(404)
    } finally {
      github.state.fail = undefined
    }
  })

  it.each([
    ['an oldest commit the newest does not descend from', { 'oldest-commit': 'stray' }, 'inputs `oldest-commit` and `commit`'],
    [
      'both oldest-commit and since-environment',
      { 'oldest-commit': 'v1', 'since-environment': 'production' },
      'input `since-environment`: given together with `oldest-commit`'
    ],
    ['a short oldest-commit', { 'oldest-commit': 'abc1234' }, 'input `oldest-commit`']
  ])('refuses %s, and sends nothing', async (_what, given, message) => {
    const common = await org(`cr-bad-${Object.keys(given).length}-${message.length}`)
    const inputs = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, k === 'oldest-commit' && v !== 'abc1234' ? repo.sha(v) : v]))
    const run = await runAction(review(common, inputs), envFor(repo.dir))
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain(message)
    expect((await recorded(common.org)).status).toBe(404)
  })

  it('refuses a range of more than 10,000 commits from the first page of the comparison, and sends nothing', async () => {
    const common = await org('cr-large')
    const saved = github.state.history
    const fake = (n: number) => `b${n.toString(16).padStart(39, '0')}`
    github.state.history = Object.fromEntries(Array.from({ length: 10_002 }, (_, i) => [fake(i), { parents: i === 0 ? [] : [fake(i - 1)] }]))
    try {
      const run = await runAction(review(common, { 'oldest-commit': fake(0), commit: fake(10_001) }), envFor(repo.shallowClone()))
      expect(run.code).toBe(1)
      expect(run.outputs.error_kind).toBe('invalid_input')
      expect(run.stdout).toContain('input `oldest-commit`')
      expect(run.stdout).toContain('holds 10001 commits, more than the 10000')
      expect(github.requests.filter((r) => r.url.includes(`/compare/${fake(0)}`))).toHaveLength(1)
      expect((await recorded(common.org)).status).toBe(404)
    } finally {
      github.state.history = saved
    }
  })
})
