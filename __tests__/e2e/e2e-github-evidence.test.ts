import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { startGitHubStandIn, type GitHubStandIn, type PullRequest } from '../helpers/github-api.js'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { sha256 } from '../helpers/hash.js'
import { runAction } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { pushEnv } from '../helpers/workflow.js'

// The bundled action, as the runner runs it, taking evidence from a stand-in of GitHub's API
// and recording it in the sandbox: pull requests, and approvals from deployment reviews.
const KEY = 'github-evidence-key'
const RUN = '1001'
let sb: RunningSandbox
let github: GitHubStandIn
let repo: GitRepo
let env: Record<string, string>

const pull = (number: number, author: string): PullRequest => ({
  number,
  html_url: `https://github.com/acme/shop/pull/${number}`,
  state: 'closed',
  title: `Change ${number}`,
  user: { login: author },
  created_at: '2026-01-01T10:00:00Z',
  merged_at: '2026-01-02T10:00:00Z',
  merge_commit_sha: 'f'.repeat(40),
  head: { ref: `change-${number}` }
})

beforeAll(async () => {
  sb = await startSandbox(['--quiet', '--api-key', KEY])
  github = await startGitHubStandIn({ pulls: {}, reviews: {}, commits: {}, runApprovals: {} })
  repo = makeGitRepo(3)
  env = { ...pushEnv(repo), GITHUB_API_URL: github.url, GITHUB_RUN_ID: RUN }
  writeFileSync(path.join(repo.dir, 'app.bin'), 'the app\n')
})
afterAll(async () => {
  await github?.stop()
  await sb?.stop()
})

/** An org of its own for each test, with the flow and the commit's trail begun. */
async function org(name: string): Promise<Record<string, string>> {
  const common = { 'api-key': KEY, org: name, 'base-url': sb.baseUrl, 'github-token': 'gh-token' }
  expect((await sb.call('PUT', `/flows/${name}`, { name: 'shop', description: '', template: ['app'] }, `Bearer ${KEY}`)).status).toBeLessThan(300)
  expect((await runAction({ ...common, operation: 'begin-trail', flow: 'shop' }, env)).code).toBe(0)
  return common
}

const trail = () => repo.commits[2]
const attestation = async (name: string, attestationName: string) => {
  const answer = await sb.call('GET', `/attestations/${name}/shop/trail/${trail()}/${attestationName}`, undefined, `Bearer ${KEY}`)
  expect(answer.status).toBe(200)
  return answer.json as Record<string, unknown>
}

describe('attest-pull-request', () => {
  it('records the approved pull request behind the commit', async () => {
    const common = await org('pr1')
    github.state.pulls[trail()] = { items: [pull(7, 'ada')] }
    github.state.reviews[7] = [{ user: { login: 'grace' }, state: 'APPROVED', submitted_at: '2026-01-02T09:00:00Z' }]
    const run = await runAction({ ...common, operation: 'attest-pull-request', flow: 'shop', 'attestation-name': 'pr', 'require-approval': 'true' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ pull_requests: '1', pull_request_urls: 'https://github.com/acme/shop/pull/7', compliant: 'true' })
    expect(JSON.stringify(await attestation('pr1', 'pr'))).toContain('https://github.com/acme/shop/pull/7')
  })

  it('records one approved only by its author, and fails the step when an approval is required', async () => {
    const common = await org('pr2')
    github.state.pulls[trail()] = { items: [pull(8, 'ada')] }
    github.state.reviews[8] = [{ user: { login: 'ada' }, state: 'APPROVED', submitted_at: '2026-01-02T09:00:00Z' }]
    const run = await runAction({ ...common, operation: 'attest-pull-request', flow: 'shop', 'attestation-name': 'pr', 'require-approval': 'true' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ error_kind: 'non_compliant', compliant: 'false' })
    expect(run.stdout).toContain('not approved by someone other than its author: https://github.com/acme/shop/pull/8')
    await attestation('pr2', 'pr')
  })
})

describe("approvals from a protected environment's reviews", () => {
  const inputs = (common: Record<string, string>) => ({
    ...common,
    flow: 'shop',
    fingerprint: sha256('the app\n'),
    environment: 'production',
    'approvers-from': 'environment-reviews'
  })

  it("records the reviewers who approved this run's deployment", async () => {
    const common = await org('rev1')
    github.state.runApprovals[RUN] = [{ state: 'approved', comment: 'Ship it', user: { login: 'grace' }, environments: [{ name: 'production' }] }]
    const run = await runAction({ ...inputs(common), operation: 'attest-approval' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.approved_by).toBe('grace')
    const recorded = JSON.stringify(await attestation('rev1', 'approval'))
    expect(recorded).toContain('"approved_by":"grace"')
    expect(recorded).toContain('Ship it')
  })

  it.each([
    [
      'a rejected review',
      'rev2',
      [{ state: 'rejected', comment: 'Not yet', user: { login: 'linus' }, environments: [{ name: 'production' }] }],
      'non_compliant',
      'rejected by linus'
    ],
    [
      'no review for that environment',
      'rev3',
      [{ state: 'approved', comment: '', user: { login: 'grace' }, environments: [{ name: 'staging' }] }],
      'invalid_input',
      'reviews were found for `staging`'
    ],
    ['no review at all', 'rev4', [], 'invalid_input', 'this run has no deployment reviews at all']
  ])('refuses %s, and records nothing', async (_what, name, history, kind, message) => {
    const common = await org(name)
    github.state.runApprovals[RUN] = history
    for (const operation of ['attest-approval', 'approve']) {
      const run = await runAction({ ...inputs(common), operation }, env)
      expect(run.code).toBe(1)
      expect(run.outputs.error_kind).toBe(kind)
      expect(run.stdout).toContain(message)
    }
    expect((await sb.call('GET', `/attestations/${name}/shop/trail/${trail()}/approval`, undefined, `Bearer ${KEY}`)).status).toBe(404)
    expect((await sb.call('GET', `/approvals/${name}/shop`, undefined, `Bearer ${KEY}`)).json).toEqual([])
  })
})
