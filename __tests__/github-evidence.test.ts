import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { gitHubApi, type GitHubApi } from '../src/github/api.js'
import { readRunContext } from '../src/github/context.js'
import { environmentReviews } from '../src/github/environment-reviews.js'
import { hasIndependentApproval, pullRequestsForCommit } from '../src/github/pull-requests.js'
import { silentLog } from '../src/log.js'
import { startGitHubStandIn, type GitHubStandIn, type PullRequest } from './helpers/github-api.js'

const SHA = 'a'.repeat(40)
const LATE = 'b'.repeat(40)
let github: GitHubStandIn
let api: GitHubApi

const pull = (number: number, extra: Partial<PullRequest> = {}): PullRequest => ({
  number,
  html_url: `https://github.com/acme/shop/pull/${number}`,
  state: 'closed',
  title: `Change ${number}`,
  user: { login: 'ada' },
  created_at: '2026-01-01T10:00:00Z',
  merged_at: '2026-01-02T10:00:00Z',
  merge_commit_sha: SHA,
  head: { ref: `feature-${number}` },
  ...extra
})

beforeAll(async () => {
  github = await startGitHubStandIn({ pulls: {}, reviews: {}, commits: {}, runApprovals: {} })
  const context = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.url })
  api = (await gitHubApi(context, 'gh-token', silentLog))!
})
afterAll(() => github.stop())
beforeEach(() => {
  github.requests.length = 0
  Object.assign(github.state, { pulls: {}, reviews: {}, commits: {}, runApprovals: {}, refuse: undefined })
})

describe('pull requests that contain a commit', () => {
  it('are recorded with their approvers and commits, as the reference client records them', async () => {
    github.state.pulls[SHA] = { items: [pull(7)] }
    github.state.reviews[7] = [
      { user: { login: 'grace' }, state: 'APPROVED', submitted_at: '2026-01-02T09:00:00Z' },
      { user: { login: 'linus' }, state: 'APPROVED', submitted_at: '2026-01-02T08:00:00Z' },
      { user: { login: 'linus' }, state: 'CHANGES_REQUESTED', submitted_at: '2026-01-02T08:30:00Z' },
      { user: { login: 'ken' }, state: 'COMMENTED', submitted_at: '2026-01-02T08:40:00Z' }
    ]
    github.state.commits[7] = [
      { sha: 'c'.repeat(40), html_url: 'https://github.com/acme/shop/commit/ccc', author: { login: 'ada' }, commit: { message: 'Add checkout\n\nLong body', author: { name: 'Ada', email: 'ada@example.com', date: '2026-01-01T09:00:00Z' }, verification: { verified: true, reason: 'valid' } } }
    ]
    const [pr] = await pullRequestsForCommit(api, SHA, { log: silentLog })
    expect(pr).toEqual({
      url: 'https://github.com/acme/shop/pull/7',
      state: 'MERGED',
      author: 'ada',
      title: 'Change 7',
      created_at: 1767261600,
      merged_at: 1767348000,
      head_ref: 'feature-7',
      merge_commit: SHA,
      approvers: [{ username: 'grace', state: 'APPROVED', timestamp: 1767344400 }],
      commits: [{ sha1: 'c'.repeat(40), message: 'Add checkout', author: 'Ada <ada@example.com>', author_username: 'ada', timestamp: 1767258000, branch: 'feature-7', url: 'https://github.com/acme/shop/commit/ccc', verified: true, signature_state: 'VALID' }]
    })
    expect(github.requests.every((r) => r.authorization === 'token gh-token' || r.authorization === 'Bearer gh-token')).toBe(true)
  })

  it('reads every page, and no more than it needs', async () => {
    github.state.pulls[SHA] = { items: [pull(8, { merged_at: null, state: 'open', merge_commit_sha: 'd'.repeat(40) })] }
    github.state.commits[8] = Array.from({ length: 130 }, (_, i) => ({ sha: i.toString(16).padStart(40, '0'), html_url: 'u', author: null, commit: { message: 'm', author: { name: 'A', email: 'a@x', date: '2026-01-01T00:00:00Z' } } }))
    const [pr] = await pullRequestsForCommit(api, SHA, { log: silentLog })
    expect(pr.commits).toHaveLength(130)
    expect(pr.state).toBe('OPEN')
    expect(pr.merge_commit).toBeNull()
    expect('merged_at' in pr).toBe(false)
    expect(github.requests.filter((r) => r.url.includes('/pulls/8/commits')).map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('looks again, a bounded number of times, before deciding there is none', async () => {
    github.state.pulls[LATE] = { after: 2, items: [pull(9)] }
    const waits: number[] = []
    const found = await pullRequestsForCommit(api, LATE, { log: silentLog, sleep: async (ms) => void waits.push(ms) })
    expect(found).toHaveLength(1)
    expect(waits).toHaveLength(1)
    const none = await pullRequestsForCommit(api, 'e'.repeat(40), { log: silentLog, attempts: 3, sleep: async (ms) => void waits.push(ms) })
    expect(none).toEqual([])
    expect(github.requests.filter((r) => r.url.includes(`/commits/${'e'.repeat(40)}/pulls`))).toHaveLength(3)
  })

  it('counts only an approval by someone other than the author', () => {
    const base = { url: 'u', state: 'MERGED', author: 'ada', title: 't', created_at: 1, head_ref: 'h', commits: [] }
    expect(hasIndependentApproval({ ...base, approvers: [{ username: 'ada', state: 'APPROVED' }] })).toBe(false)
    expect(hasIndependentApproval({ ...base, approvers: [{ username: 'grace', state: 'APPROVED' }] })).toBe(true)
    expect(hasIndependentApproval({ ...base, approvers: [] })).toBe(false)
  })

  it.each([
    [403, 'the job needs `permissions: pull-requests: read (and contents: read)`'],
    [401, 'GitHub refused the token']
  ])('says what to give the token when GitHub answers %i', async (status, message) => {
    github.state.refuse = status
    await expect(pullRequestsForCommit(api, SHA, { log: silentLog })).rejects.toThrow(message)
  })
})

describe("a run's deployment reviews", () => {
  it('are the approved and rejected reviews for the environment, whatever its case', async () => {
    github.state.runApprovals['42'] = [
      { state: 'approved', comment: 'ship it', user: { login: 'grace' }, environments: [{ name: 'Production' }] },
      { state: 'rejected', comment: 'not yet', user: { login: 'linus' }, environments: [{ name: 'staging' }] }
    ]
    expect(await environmentReviews(api, '42', 'production')).toEqual({ approved: [{ login: 'grace', comment: 'ship it' }], rejected: [], environmentsFound: ['Production', 'staging'] })
    expect((await environmentReviews(api, '42', 'staging')).rejected).toEqual([{ login: 'linus', comment: 'not yet' }])
  })

  it('need actions: read', async () => {
    github.state.refuse = 403
    await expect(environmentReviews(api, '42', 'production')).rejects.toThrow('`permissions: actions: read`')
  })
})
