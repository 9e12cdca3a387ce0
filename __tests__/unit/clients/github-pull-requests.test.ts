import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { gitHubApi, type GitHubApi } from '../../../src/clients/github/api.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { hasIndependentApproval, pullRequestsForCommit } from '../../../src/clients/github/pull-requests.js'
import { silentLog } from '../../../src/util/log.js'
import { published } from '../../../src/clients/service/catalogue/shapes.js'
import { schemaProblems } from '../../../src/clients/service/validate.js'
import { startGitHubStandIn, type GitHubStandIn, type PullCommit, type PullRequest, type Review } from '../../helpers/github-api.js'

const SHA = 'a'.repeat(40)
const MERGE = 'b'.repeat(40)
let github: GitHubStandIn
let api: GitHubApi

beforeEach(async () => {
  github = await startGitHubStandIn()
  const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.url })
  api = (await gitHubApi(ctx, 'ghs_token', silentLog))!
})
afterEach(() => github.stop())

const pull = (number: number, overrides: Partial<PullRequest> = {}): PullRequest => ({
  number,
  html_url: `https://github.com/acme/shop/pull/${number}`,
  state: 'closed',
  title: `Change ${number}`,
  user: { login: 'ada' },
  created_at: '2026-01-01T10:00:00Z',
  merged_at: '2026-01-02T10:00:00Z',
  merge_commit_sha: MERGE,
  head: { ref: `change-${number}` },
  ...overrides
})

const review = (login: string, state: string, at: string): Review => ({ user: { login }, state, submitted_at: at })

const commit = (n: number, message = `Change ${n}\n\nWhy it changed`): PullCommit => ({
  sha: String(n).repeat(40).slice(0, 40),
  html_url: `https://github.com/acme/shop/commit/${String(n).repeat(40).slice(0, 40)}`,
  author: { login: 'ada' },
  parents: [{ sha: 'c'.repeat(40) }],
  commit: {
    message,
    author: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-01-01T09:00:00Z' },
    verification: { verified: true, reason: 'valid' }
  }
})

const noWait = { log: silentLog, sleep: async () => {} }

describe('pull requests of a commit', () => {
  it('maps a merged pull request, its approvers and commits, as the service takes them', async () => {
    github.state.pulls[SHA] = { items: [pull(7)] }
    github.state.reviews[7] = [review('grace', 'APPROVED', '2026-01-02T09:00:00Z')]
    github.state.commits[7] = [
      commit(1),
      { ...commit(2, 'Unsigned'), author: null, commit: { ...commit(2, 'Unsigned').commit, verification: { verified: false, reason: 'unsigned' } } }
    ]
    const found = await pullRequestsForCommit(api, SHA, noWait)
    expect(found).toEqual([
      {
        url: 'https://github.com/acme/shop/pull/7',
        state: 'MERGED',
        author: 'ada',
        title: 'Change 7',
        created_at: 1767261600,
        merged_at: 1767348000,
        head_ref: 'change-7',
        merge_commit: MERGE,
        approvers: [{ username: 'grace', state: 'APPROVED', timestamp: 1767344400 }],
        commits: [
          {
            sha1: '1'.repeat(40),
            message: 'Change 1',
            author: 'Ada Lovelace <ada@example.com>',
            author_username: 'ada',
            timestamp: 1767258000,
            url: `https://github.com/acme/shop/commit/${'1'.repeat(40)}`,
            parents: ['c'.repeat(40)],
            branch: 'change-7',
            verified: true,
            signature_state: 'VALID'
          },
          {
            sha1: '2'.repeat(40),
            message: 'Unsigned',
            author: 'Ada Lovelace <ada@example.com>',
            author_username: null,
            timestamp: 1767258000,
            url: `https://github.com/acme/shop/commit/${'2'.repeat(40)}`,
            parents: ['c'.repeat(40)],
            branch: 'change-7',
            verified: false,
            signature_state: 'UNSIGNED'
          }
        ]
      }
    ])
    expect(await schemaProblems(published('FoundPullRequestV2'), found[0])).toEqual([])
    expect(github.requests.map((r) => new URL(r.url, github.url).pathname)).toEqual(
      expect.arrayContaining([`/repos/acme/shop/commits/${SHA}/pulls`, '/repos/acme/shop/pulls/7/reviews', '/repos/acme/shop/pulls/7/commits'])
    )
    expect(github.requests[0].headers.authorization).toBe('token ghs_token')
  })

  it('tells open and closed-unmerged pull requests apart, with no merge commit for either', async () => {
    github.state.pulls[SHA] = { items: [pull(8, { state: 'open', merged_at: null }), pull(9, { state: 'closed', merged_at: null })] }
    const found = await pullRequestsForCommit(api, SHA, noWait)
    expect(found.map((pr) => [pr.state, pr.merged_at, pr.merge_commit])).toEqual([
      ['OPEN', null, null],
      ['CLOSED', null, null]
    ])
    for (const pr of found) expect(await schemaProblems(published('FoundPullRequestV2'), pr)).toEqual([])
  })

  it('reads reviews and commits from the repository a pull request belongs to', async () => {
    github.state.pulls[SHA] = { items: [pull(3, { base: { repo: { name: 'shop-upstream', owner: { login: 'acme-org' } } } })] }
    await pullRequestsForCommit(api, SHA, noWait)
    const paths = github.requests.map((r) => new URL(r.url, github.url).pathname)
    expect(paths).toContain('/repos/acme-org/shop-upstream/pulls/3/reviews')
    expect(paths).toContain('/repos/acme-org/shop-upstream/pulls/3/commits')
  })
})

describe('approvers: the latest verdict of each reviewer', () => {
  it('counts a reviewer by their latest verdict; comments and drafts change nothing', async () => {
    github.state.pulls[SHA] = { items: [pull(7)] }
    github.state.reviews[7] = [
      review('grace', 'APPROVED', '2026-01-02T01:00:00Z'),
      review('linus', 'CHANGES_REQUESTED', '2026-01-02T02:00:00Z'),
      review('grace', 'CHANGES_REQUESTED', '2026-01-02T03:00:00Z'),
      review('linus', 'APPROVED', '2026-01-02T04:00:00Z'),
      review('Margaret', 'APPROVED', '2026-01-02T05:00:00Z'),
      review('margaret', 'COMMENTED', '2026-01-02T06:00:00Z'),
      review('barbara', 'APPROVED', '2026-01-02T05:30:00Z'),
      review('barbara', 'DISMISSED', '2026-01-02T07:00:00Z'),
      review('edsger', 'COMMENTED', '2026-01-02T08:00:00Z'),
      { user: { login: 'alan' }, state: 'PENDING' }
    ]
    const [pr] = await pullRequestsForCommit(api, SHA, noWait)
    expect(pr.approvers).toEqual([
      { username: 'linus', state: 'APPROVED', timestamp: 1767326400 },
      { username: 'Margaret', state: 'APPROVED', timestamp: 1767330000 }
    ])
  })

  it('does not count the author approving their own pull request', async () => {
    github.state.pulls[SHA] = { items: [pull(7, { user: { login: 'Ada' } }), pull(8)] }
    github.state.reviews[7] = [review('ada', 'APPROVED', '2026-01-02T01:00:00Z')]
    github.state.reviews[8] = [review('ada', 'APPROVED', '2026-01-02T01:00:00Z'), review('grace', 'APPROVED', '2026-01-02T02:00:00Z')]
    const [own, other] = await pullRequestsForCommit(api, SHA, noWait)
    expect(own.approvers).toEqual([{ username: 'ada', state: 'APPROVED', timestamp: 1767315600 }])
    expect(hasIndependentApproval(own)).toBe(false)
    expect(hasIndependentApproval(other)).toBe(true)
  })

  it('needs an approval, not just any review, by someone else', () => {
    const base = { author: 'ada' }
    expect(hasIndependentApproval({ ...base, approvers: [] })).toBe(false)
    expect(hasIndependentApproval({ ...base, approvers: null })).toBe(false)
    expect(hasIndependentApproval({ ...base, approvers: [{ username: 'grace', state: 'CHANGES_REQUESTED' }] })).toBe(false)
    expect(hasIndependentApproval({ ...base, approvers: [{ username: 'grace', state: 'APPROVED' }] })).toBe(true)
  })
})

describe('paging', () => {
  it('follows every page of the reviews and commits', async () => {
    github.state.pulls[SHA] = { items: [pull(7)] }
    github.state.reviews[7] = Array.from({ length: 230 }, (_, i) => review(`reviewer-${i}`, 'APPROVED', new Date(Date.UTC(2026, 0, 2, 0, i)).toISOString()))
    github.state.commits[7] = Array.from({ length: 120 }, (_, i) => commit(i % 10))
    const [pr] = await pullRequestsForCommit(api, SHA, noWait)
    expect(pr.approvers).toHaveLength(230)
    expect(pr.commits).toHaveLength(120)
    const reviewPages = github.requests.filter((r) => r.url.includes('/reviews'))
    expect(reviewPages.map((r) => new URL(r.url, github.url).searchParams.get('page') ?? '1')).toEqual(['1', '2', '3'])
  })

  it('stops at the 250 commits GitHub lists of a pull request, and says so', async () => {
    github.state.pulls[SHA] = { items: [pull(7)] }
    github.state.commits[7] = Array.from({ length: 400 }, (_, i) => commit(i % 10))
    const warnings: string[] = []
    const [pr] = await pullRequestsForCommit(api, SHA, { ...noWait, log: { ...silentLog, warning: (m) => warnings.push(m) } })
    expect(pr.commits).toHaveLength(250)
    expect(github.requests.filter((r) => r.url.includes('/commits?'))).toHaveLength(3)
    expect(warnings.join('\n')).toContain('only the first 250 commits')
  })

  it('reads at most 100 pull requests of one commit, and says so', async () => {
    github.state.pulls[SHA] = { items: Array.from({ length: 130 }, (_, i) => pull(i + 1, { state: 'open', merged_at: null })) }
    const warnings: string[] = []
    const found = await pullRequestsForCommit(api, SHA, { ...noWait, log: { ...silentLog, warning: (m) => warnings.push(m) } })
    expect(found).toHaveLength(100)
    expect(warnings.join('\n')).toContain('the first 100 GitHub lists')
  })
})

describe('a pull request GitHub lists late', () => {
  it('looks again when the list is empty, and finds it on the second look', async () => {
    github.state.pulls[SHA] = { items: [pull(7)], appearsOnLook: 2 }
    const waits: number[] = []
    const found = await pullRequestsForCommit(api, SHA, { log: silentLog, delayMs: 1234, sleep: async (ms) => void waits.push(ms) })
    expect(found.map((pr) => pr.url)).toEqual(['https://github.com/acme/shop/pull/7'])
    expect(github.looks(SHA)).toBe(2)
    expect(waits).toEqual([1234])
  })

  it('gives up after the attempts asked for: none is an empty list', async () => {
    const waits: number[] = []
    const found = await pullRequestsForCommit(api, SHA, { log: silentLog, attempts: 3, delayMs: 10, sleep: async (ms) => void waits.push(ms) })
    expect(found).toEqual([])
    expect(github.looks(SHA)).toBe(3)
    expect(waits).toEqual([10, 10])
  })

  it('looks at most ten times, however many attempts are asked for', async () => {
    await pullRequestsForCommit(api, SHA, { ...noWait, attempts: 1000 })
    expect(github.looks(SHA)).toBe(10)
  })
})

describe('GitHub refusing', () => {
  it('names github-token and the permissions to add on 403', async () => {
    github.state.fail = { pulls: { status: 403 } }
    const failure = pullRequestsForCommit(api, SHA, noWait)
    await expect(failure).rejects.toMatchObject({ kind: 'invalid_input', status: 403 })
    await expect(pullRequestsForCommit(api, SHA, noWait)).rejects.toThrow(
      /input `github-token`.*403 Resource not accessible by integration.*`contents: read` and `pull-requests: read`/
    )
  })

  it('names the permission for the reviews when only they are refused', async () => {
    github.state.pulls[SHA] = { items: [pull(7)] }
    github.state.fail = { reviews: { status: 403 } }
    await expect(pullRequestsForCommit(api, SHA, noWait)).rejects.toThrow(/the reviews of pull request #7.*`pull-requests: read`/)
  })

  it('says a 404 may be a repository the token cannot see', async () => {
    github.state.fail = { pulls: { status: 404 } }
    await expect(pullRequestsForCommit(api, SHA, noWait)).rejects.toThrow(/input `github-token`: GitHub answered 404 \(Not Found\).*cannot see this repository/)
  })

  it('says the token was not accepted on 401', async () => {
    github.state.token = 'the-right-one'
    await expect(pullRequestsForCommit(api, SHA, noWait)).rejects.toThrow(/input `github-token`: GitHub did not accept the token.*401 Bad credentials/)
  })

  it('names the commit when GitHub does not know it', async () => {
    github.state.fail = { pulls: { status: 422, message: `No commit found for SHA: ${SHA}` } }
    await expect(pullRequestsForCommit(api, SHA, noWait)).rejects.toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining('input `commit`: GitHub does not know commit')
    })
  })

  it('reports an exhausted rate limit as such, not as a missing permission', async () => {
    github.state.fail = {
      pulls: {
        status: 403,
        message: 'API rate limit exceeded for installation ID 1.',
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767261600' }
      }
    }
    const failure = pullRequestsForCommit(api, SHA, noWait)
    await expect(failure).rejects.toMatchObject({ kind: 'rate_limited' })
    await expect(failure).rejects.toThrow('resets at 2026-01-01T10:00:00.000Z')
  })

  it('reports GitHub failing as a server error', async () => {
    github.state.fail = { pulls: { status: 502, message: 'Bad gateway' } }
    await expect(pullRequestsForCommit(api, SHA, noWait)).rejects.toMatchObject({ kind: 'server', status: 502 })
  })
})
