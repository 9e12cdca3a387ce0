import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { gitHubApi, type GitHubApi } from '../../../src/clients/github/api.js'
import { reviewCommits, ReviewLimitError } from '../../../src/clients/github/code-review.js'
import { commitRange, CommitRangeError } from '../../../src/clients/github/commit-range.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { coAuthors, displayName, loginOfNoReply } from '../../../src/clients/github/people.js'
import { silentLog } from '../../../src/util/log.js'
import { ADA, bulkHistory, GitHistory, GRACE } from '../../helpers/git-history.js'
import { startGitHubStandIn, type GitHubStandIn, type PullCommit, type PullRequest, type Review } from '../../helpers/github-api.js'
import { tempDir } from '../../helpers/tree.js'

// The four-eyes rule over a range of commits, read from a loopback stand-in of GitHub's REST
// API, and the range itself, from a clone (whole or shallow) or GitHub's compare API.

let github: GitHubStandIn
let api: GitHubApi

beforeEach(async () => {
  github = await startGitHubStandIn()
  api = (await gitHubApi(readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.url }), 'ghs_token', silentLog))!
})
afterEach(() => github.stop())

const sha = (n: number) => n.toString(16).padStart(40, '0')
const at = (minute: number) => new Date(Date.UTC(2026, 0, 2, 9, minute)).toISOString().replace('.000', '')

const pull = (number: number, author = 'ada', overrides: Partial<PullRequest> = {}): PullRequest => ({
  number,
  html_url: `https://github.com/acme/shop/pull/${number}`,
  state: 'closed',
  title: `Change ${number}`,
  user: { login: author },
  created_at: '2026-01-01T10:00:00Z',
  merged_at: '2026-01-02T10:00:00Z',
  merge_commit_sha: sha(0xfff),
  head: { ref: `change-${number}` },
  ...overrides
})

const review = (login: string, state: string, minute: number, type?: string): Review => ({
  user: { login, ...(type && { type }) },
  state,
  submitted_at: at(minute)
})

const pullCommit = (commitSha: string, login: string | null, options: { message?: string; email?: string; committer?: string } = {}): PullCommit => ({
  sha: commitSha,
  html_url: `https://github.com/acme/shop/commit/${commitSha}`,
  author: login ? { login } : null,
  ...(options.committer && { committer: { login: options.committer } }),
  commit: {
    message: options.message ?? 'A change',
    author: { name: login ?? 'Someone', email: options.email ?? `${login ?? 'someone'}@example.com`, date: '2026-01-01T09:00:00Z' }
  }
})

/** One merged pull request holding `commits`, each listed by GitHub as in it. */
function pullRequestOf(number: number, commits: PullCommit[], reviews: Review[], author = 'ada', overrides: Partial<PullRequest> = {}): void {
  for (const c of commits) github.state.pulls[c.sha] = { items: [...(github.state.pulls[c.sha]?.items ?? []), pull(number, author, overrides)] }
  github.state.commits[number] = commits
  github.state.reviews[number] = reviews
}

const judge = (...shas: string[]) =>
  reviewCommits(
    api,
    shas.map((s) => ({ sha: s })),
    { log: silentLog, sleep: async () => {} }
  )

describe('the four-eyes rule, per commit', () => {
  it('counts a merged pull request approved by another person', async () => {
    pullRequestOf(7, [pullCommit(sha(1), 'ada')], [review('grace', 'APPROVED', 1)])
    expect(await judge(sha(1))).toEqual([
      {
        sha: sha(1),
        pullRequest: { url: 'https://github.com/acme/shop/pull/7', title: 'Change 7' },
        pullRequests: ['https://github.com/acme/shop/pull/7'],
        author: 'ada',
        approvers: ['grace'],
        reviewed: true,
        why: ''
      }
    ])
  })

  it('does not count a commit pushed straight to the branch', async () => {
    const [one] = await judge(sha(2))
    expect(one).toMatchObject({ reviewed: false, why: 'no pull request: pushed straight to the branch', pullRequests: [], approvers: [] })
    expect(one.pullRequest).toBeUndefined()
  })

  it('does not count an approval by the pull request’s author', async () => {
    pullRequestOf(8, [pullCommit(sha(3), 'ada')], [review('ada', 'APPROVED', 1)])
    expect((await judge(sha(3)))[0]).toMatchObject({ reviewed: false, approvers: [], why: 'approved only by ada (its author)' })
  })

  it('does not count an approval by the author of one of its commits', async () => {
    pullRequestOf(9, [pullCommit(sha(4), 'ada'), pullCommit(sha(5), 'grace')], [review('grace', 'APPROVED', 1)])
    expect((await judge(sha(4)))[0]).toMatchObject({ reviewed: false, why: 'approved only by grace (an author or committer of its commits)' })
  })

  it('does not count an approval by a committer of one of its commits', async () => {
    pullRequestOf(10, [pullCommit(sha(6), 'ada', { committer: 'Grace' })], [review('grace', 'APPROVED', 1)])
    expect((await judge(sha(6)))[0]).toMatchObject({ reviewed: false })
  })

  it.each([
    ['a no-reply address', 'Co-authored-by: Grace Hopper <1234+grace@users.noreply.github.com>', []],
    [
      "the address of another commit GitHub links to the approver's account",
      'Co-authored-by: G. Hopper <grace@navy.example>',
      [pullCommit(sha(8), 'grace', { email: 'grace@navy.example' })]
    ]
  ])('does not count an approval by a co-author credited by %s', async (_how, trailer, others) => {
    const commits = [pullCommit(sha(7), 'ada', { message: `Pair on it\n\n${trailer}\n` }), ...others]
    pullRequestOf(11, commits, [review('grace', 'APPROVED', 1)])
    expect((await judge(sha(7)))[0]).toMatchObject({ reviewed: false, why: 'approved only by grace (an author or committer of its commits)' })
  })

  it('counts another approver beside an excluded one', async () => {
    pullRequestOf(12, [pullCommit(sha(9), 'ada')], [review('ada', 'APPROVED', 1), review('linus', 'APPROVED', 2)])
    expect((await judge(sha(9)))[0]).toMatchObject({ reviewed: true, approvers: ['linus'] })
  })

  it('does not count an approval followed by a request for changes from the same reviewer', async () => {
    pullRequestOf(13, [pullCommit(sha(10), 'ada')], [review('grace', 'APPROVED', 1), review('grace', 'COMMENTED', 2), review('grace', 'CHANGES_REQUESTED', 3)])
    expect((await judge(sha(10)))[0]).toMatchObject({ reviewed: false, why: 'no standing approval: grace requested changes' })
  })

  it('counts an approval given again after changes were requested', async () => {
    pullRequestOf(14, [pullCommit(sha(11), 'ada')], [review('grace', 'CHANGES_REQUESTED', 1), review('grace', 'APPROVED', 3)])
    expect((await judge(sha(11)))[0]).toMatchObject({ reviewed: true, approvers: ['grace'] })
  })

  it('does not count a dismissed approval', async () => {
    pullRequestOf(15, [pullCommit(sha(12), 'ada')], [review('grace', 'DISMISSED', 1)])
    expect((await judge(sha(12)))[0]).toMatchObject({ reviewed: false, why: "no standing approval: grace's review was dismissed" })
  })

  it('does not count an approval by a bot', async () => {
    pullRequestOf(16, [pullCommit(sha(13), 'ada')], [review('github-actions[bot]', 'APPROVED', 1, 'Bot'), review('helper', 'APPROVED', 2, 'Bot')])
    expect((await judge(sha(13)))[0]).toMatchObject({ reviewed: false, why: 'approved only by github-actions[bot] (a bot), helper (a bot)' })
  })

  it('does not count an approved pull request that is still open, nor read its reviews', async () => {
    pullRequestOf(17, [pullCommit(sha(14), 'ada')], [review('grace', 'APPROVED', 1)], 'ada', { state: 'open', merged_at: null })
    expect((await judge(sha(14)))[0]).toMatchObject({ reviewed: false, why: 'not merged (open)' })
    expect(github.requests.some((r) => r.url.includes('/pulls/17/'))).toBe(false)
  })

  it('counts a commit when one of its merged pull requests passes, and names that one', async () => {
    pullRequestOf(18, [pullCommit(sha(15), 'ada')], [review('ada', 'APPROVED', 1)])
    pullRequestOf(19, [pullCommit(sha(15), 'ada')], [review('grace', 'APPROVED', 1)])
    expect((await judge(sha(15)))[0]).toMatchObject({
      reviewed: true,
      pullRequest: { url: 'https://github.com/acme/shop/pull/19' },
      pullRequests: ['https://github.com/acme/shop/pull/18', 'https://github.com/acme/shop/pull/19']
    })
  })

  it('names a bot author and a commit GitHub made as such', async () => {
    const made = await reviewCommits(
      api,
      [
        { sha: sha(16), author: { login: 'dependabot[bot]', type: 'Bot' } },
        { sha: sha(17), author: { name: 'Ada Lovelace', email: 'ada@example.com' }, committer: { name: 'GitHub', email: 'noreply@github.com' } },
        { sha: sha(18), author: { login: 'ada', email: 'ada@example.com' } }
      ],
      { log: silentLog, sleep: async () => {} }
    )
    expect(made.map((m) => m.author)).toEqual(['dependabot[bot]', 'ada (via web-flow)', 'ada'])
    expect(displayName({ login: 'web-flow' })).toBe('GitHub (web-flow)')
    expect(displayName({ login: 'renovate', type: 'Bot' })).toBe('renovate (bot)')
  })

  it('looks again for the newest commit’s pull requests only: GitHub lists a just-merged one late', async () => {
    pullRequestOf(20, [pullCommit(sha(19), 'ada')], [review('grace', 'APPROVED', 1)])
    github.state.pulls[sha(19)].appearsOnLook = 2
    const [newest, older] = await judge(sha(19), sha(20))
    expect(newest.reviewed).toBe(true)
    expect(github.looks(sha(19))).toBe(2)
    expect(older.reviewed).toBe(false)
    expect(github.looks(sha(20))).toBe(1)
  })

  it('names the permission when the token may not read pull requests', async () => {
    github.state.fail = { reviews: { status: 403 } }
    pullRequestOf(21, [pullCommit(sha(21), 'ada')], [])
    await expect(judge(sha(21))).rejects.toThrow(/input `github-token`.*403.*`pull-requests: read`/)
  })

  it('stops reading the other commits once one fails', async () => {
    pullRequestOf(22, [pullCommit(sha(300), 'ada')], [])
    github.state.fail = { reviews: { status: 500 } }
    const range = [sha(300), ...Array.from({ length: 60 }, (_, i) => sha(301 + i))]
    await expect(judge(...range)).rejects.toMatchObject({ kind: 'server' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(github.requests.filter((r) => r.url.includes('/pulls')).length).toBeLessThan(30)
  })

  it('stops past its limit of requests, before reading on', async () => {
    const failure = reviewCommits(
      api,
      Array.from({ length: 10 }, (_, i) => ({ sha: sha(100 + i) })),
      { log: silentLog, limits: { maxLists: 5, concurrency: 1 }, sleep: async () => {} }
    )
    await expect(failure).rejects.toThrow(ReviewLimitError)
    await expect(failure).rejects.toThrow('needs more than 5 requests to GitHub')
    expect(github.requests.length).toBeLessThanOrEqual(5)
  })

  it('stops past its time, before reading on', async () => {
    let clock = 0
    const failure = reviewCommits(
      api,
      Array.from({ length: 3 }, (_, i) => ({ sha: sha(200 + i) })),
      { log: silentLog, limits: { deadlineMs: 60_000, concurrency: 1 }, now: () => (clock += 45_000), sleep: async () => {} }
    )
    await expect(failure).rejects.toMatchObject({ reason: 'deadline' })
  })
})

describe('people', () => {
  it('reads co-authors from trailers, and logins from no-reply addresses', () => {
    expect(coAuthors('Fix\n\nCo-authored-by: Grace <1234+grace@users.noreply.github.com>\nco-authored-by: Lee <lee@example.com>')).toEqual([
      { name: 'Grace', email: '1234+grace@users.noreply.github.com', login: 'grace' },
      { name: 'Lee', email: 'lee@example.com', login: undefined }
    ])
    expect(loginOfNoReply('grace@users.noreply.github.com')).toBe('grace')
    expect(loginOfNoReply('grace@example.com')).toBeUndefined()
  })
})

describe('a range of 250 commits', () => {
  it('reads every page, each pull request once, and fewer lists than commits', async () => {
    // 50 pull requests of 5 commits each, merged in turn; the last one approved only by its author.
    const history: Record<string, { parents: string[]; author: { login: string } }> = { [sha(0x10000)]: { parents: [], author: { login: 'ada' } } }
    let parent = sha(0x10000)
    for (let p = 1; p <= 50; p++) {
      const commits = Array.from({ length: 5 }, (_, i) => pullCommit(sha(p * 100 + i), 'ada'))
      for (const c of commits) {
        history[c.sha] = { parents: [parent], author: { login: 'ada' } }
        parent = c.sha
      }
      // The first pull request's approval comes after 150 comments: on the reviews' second page.
      const reviews =
        p === 1
          ? [...Array.from({ length: 150 }, (_, i) => review('lee', 'COMMENTED', i % 50)), review('grace', 'APPROVED', 55)]
          : [review(p === 50 ? 'ada' : 'grace', 'APPROVED', 1)]
      pullRequestOf(p, commits, reviews)
    }
    github.state.history = history
    const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.url, GITHUB_WORKSPACE: tempDir() })
    const range = await commitRange(ctx, parent, sha(0x10000), api, silentLog)
    expect(range.source).toBe('github')
    expect(range.commits).toHaveLength(250)
    expect(range.commits[0].sha).toBe(parent)
    expect(github.requests.filter((r) => r.url.includes('/compare/')).map((r) => new URL(r.url, github.url).searchParams.get('page'))).toEqual(['1', '2', '3'])

    const reviews = await reviewCommits(api, range.commits, { log: silentLog, sleep: async () => {} })
    expect(reviews.filter((r) => !r.reviewed).map((r) => r.sha)).toEqual(Array.from({ length: 5 }, (_, i) => sha(5004 - i)))
    expect(reviews.find((r) => r.sha === sha(100))).toMatchObject({ reviewed: true, approvers: ['grace'] })
    const firstPages = (what: string) =>
      github.requests.filter((r) => new RegExp(`/pulls/\\d+/${what}`).test(r.url) && (new URL(r.url, github.url).searchParams.get('page') ?? '1') === '1')
    const read = firstPages('reviews').map((r) => /\/pulls\/(\d+)\//.exec(r.url)![1])
    expect(read).toHaveLength(50)
    expect(new Set(read).size).toBe(50)
    expect(firstPages('commits')).toHaveLength(50)
    expect(github.requests.filter((r) => r.url.includes('/pulls/1/reviews'))).toHaveLength(2)
    const lookups = github.requests.filter((r) => /\/commits\/[0-9a-f]{40}\/pulls/.test(r.url)).length
    expect(lookups).toBeLessThan(250)
    expect(lookups).toBeGreaterThanOrEqual(50)
  })
})

describe('the range of commits', () => {
  let repo: GitHistory
  beforeEach(() => {
    repo = new GitHistory()
    repo.commit('base')
    repo.checkout('feature', true)
    repo.commit('f1')
    repo.commit('f2', GRACE)
    repo.checkout('main')
    repo.commit('hotfix')
    repo.merge('merge', 'feature')
    repo.checkout('side', true)
    repo.commit('side')
    repo.checkout('main')
    repo.commit('head')
  })
  const ctx = (workspace: string) => readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.url, GITHUB_WORKSPACE: workspace })

  it('comes from the whole clone, newest first, with who made each commit', async () => {
    const range = await commitRange(ctx(repo.dir), repo.sha('head'), repo.sha('base'), api, silentLog)
    expect(range.source).toBe('clone')
    expect(new Set(range.commits.map((c) => c.sha))).toEqual(new Set(['head', 'merge', 'hotfix', 'f2', 'f1'].map((l) => repo.sha(l))))
    expect(range.commits[0]).toEqual({ sha: repo.sha('head'), author: { name: ADA.name, email: ADA.email }, committer: { name: ADA.name, email: ADA.email } })
    expect(github.requests).toHaveLength(0)
  })

  it('is only the commit without an oldest one, and empty from a commit to itself', async () => {
    expect((await commitRange(ctx(repo.dir), repo.sha('head'), undefined, api, silentLog)).commits.map((c) => c.sha)).toEqual([repo.sha('head')])
    expect((await commitRange(ctx(repo.dir), repo.sha('head'), repo.sha('head'), api, silentLog)).commits).toEqual([])
  })

  it('refuses an oldest commit the newest does not descend from, in the clone and on GitHub', async () => {
    await expect(commitRange(ctx(repo.dir), repo.sha('head'), repo.sha('side'), api, silentLog)).rejects.toMatchObject({ reason: 'not-ancestor' })
    github.state.history = repo.history()
    const shallow = repo.shallowClone()
    await expect(commitRange(ctx(shallow), repo.sha('head'), repo.sha('side'), api, silentLog)).rejects.toMatchObject({
      reason: 'not-ancestor',
      message: expect.stringContaining('diverged')
    })
  })

  it('asks the compare API when a shallow clone lacks part of the range', async () => {
    github.state.history = repo.history()
    const shallow = repo.shallowClone(2)
    const range = await commitRange(ctx(shallow), repo.sha('head'), repo.sha('base'), api, silentLog)
    expect(range.source).toBe('github')
    expect(range.commits.map((c) => c.sha).sort()).toEqual(['head', 'merge', 'hotfix', 'f2', 'f1'].map((l) => repo.sha(l)).sort())
    expect(range.commits[0]).toMatchObject({ sha: repo.sha('head'), author: { login: 'ada' } })
  })

  it('takes a shallow clone deep enough for the range, asking nothing', async () => {
    const shallow = repo.shallowClone(3)
    const range = await commitRange(ctx(shallow), repo.sha('head'), repo.sha('merge'), api, silentLog)
    expect(range).toMatchObject({ source: 'clone', commits: [{ sha: repo.sha('head') }] })
    expect(github.requests).toHaveLength(0)
  })

  it('says why when neither the shallow clone nor GitHub can list it', async () => {
    const shallow = repo.shallowClone()
    await expect(commitRange(ctx(shallow), repo.sha('head'), repo.sha('base'), undefined, silentLog)).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringContaining('no GitHub token')
    })
    github.state.history = repo.history()
    github.state.fail = { compare: { status: 403 } }
    await expect(commitRange(ctx(shallow), repo.sha('head'), repo.sha('base'), api, silentLog)).rejects.toThrow(/403.*`contents: read`/)
  })

  it('refuses more commits than the limit, from the clone and from GitHub', async () => {
    await expect(commitRange(ctx(repo.dir), repo.sha('head'), repo.sha('base'), api, silentLog, 4)).rejects.toMatchObject({ reason: 'too-many' })
    github.state.history = repo.history()
    const shallow = repo.shallowClone()
    const failure = commitRange(ctx(shallow), repo.sha('head'), repo.sha('base'), api, silentLog, 4)
    await expect(failure).rejects.toBeInstanceOf(CommitRangeError)
    await expect(failure).rejects.toThrow('holds 5 commits, more than the 4')
    // Refused from the first page's total: nothing more was read.
    expect(github.requests.filter((r) => r.url.includes('/compare/'))).toHaveLength(1)
  })

  it('refuses a clone range of more than 10,000 commits', async () => {
    const bulk = bulkHistory(10_002)
    await expect(commitRange(ctx(bulk.dir), bulk.shas[10_001], bulk.shas[0], api, silentLog)).rejects.toThrow('holds more than 10000 commits')
    expect((await commitRange(ctx(bulk.dir), bulk.shas[10_001], bulk.shas[1], api, silentLog)).commits).toHaveLength(10_000)
  })
})
