import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { gitHubApi, type GitHubApi } from '../../../src/clients/github/api.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { environmentReviews } from '../../../src/clients/github/environment-reviews.js'
import { silentLog } from '../../../src/util/log.js'
import { startGitHubStandIn, type GitHubStandIn, type RunApproval } from '../../helpers/github-api.js'

const RUN = '4242'
let github: GitHubStandIn
let api: GitHubApi

beforeEach(async () => {
  github = await startGitHubStandIn()
  const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.url })
  api = (await gitHubApi(ctx, 'ghs_token', silentLog))!
})
afterEach(() => github.stop())

const entry = (login: string, state: string, environments: string[], comment = ''): RunApproval => ({
  state,
  comment,
  user: { login },
  environments: environments.map((name) => ({ name }))
})

describe('deployment reviews of a run', () => {
  it('gives the approvals for the environment, matching its name in any case', async () => {
    github.state.runApprovals[RUN] = [entry('grace', 'approved', ['Production'], 'ship it'), entry('linus', 'approved', ['staging'])]
    expect(await environmentReviews(api, RUN, 'production')).toEqual({
      approved: [{ login: 'grace', comment: 'ship it' }],
      rejected: [],
      environmentsFound: ['Production', 'staging']
    })
    expect(new URL(github.requests[0].url, github.url).pathname).toBe(`/repos/acme/shop/actions/runs/${RUN}/approvals`)
  })

  it('reports rejections apart from approvals', async () => {
    github.state.runApprovals[RUN] = [entry('grace', 'approved', ['production']), entry('linus', 'rejected', ['production'], 'not yet')]
    expect(await environmentReviews(api, RUN, 'production')).toMatchObject({
      approved: [{ login: 'grace', comment: '' }],
      rejected: [{ login: 'linus', comment: 'not yet' }]
    })
  })

  it('counts a review that covers several environments for each of them', async () => {
    github.state.runApprovals[RUN] = [entry('grace', 'approved', ['staging', 'production'])]
    expect((await environmentReviews(api, RUN, 'staging')).approved).toEqual([{ login: 'grace', comment: '' }])
    expect((await environmentReviews(api, RUN, 'production')).approved).toEqual([{ login: 'grace', comment: '' }])
  })

  it('counts a reviewer once, and a comment without a decision not at all', async () => {
    github.state.runApprovals[RUN] = [
      entry('grace', 'approved', ['production'], 'first job'),
      entry('Grace', 'approved', ['production'], 'second job'),
      entry('linus', 'pending', ['production'], 'looking')
    ]
    expect(await environmentReviews(api, RUN, 'production')).toEqual({
      approved: [{ login: 'grace', comment: 'first job' }],
      rejected: [],
      environmentsFound: ['production']
    })
  })

  it('finds nothing in a run without reviews, and says which environments it did find', async () => {
    github.state.runApprovals[RUN] = []
    expect(await environmentReviews(api, RUN, 'production')).toEqual({ approved: [], rejected: [], environmentsFound: [] })
    github.state.runApprovals[RUN] = [entry('grace', 'approved', ['staging'])]
    expect(await environmentReviews(api, RUN, 'production')).toEqual({ approved: [], rejected: [], environmentsFound: ['staging'] })
  })

  it('reads every page of a long history', async () => {
    github.state.runApprovals[RUN] = Array.from({ length: 150 }, (_, i) => entry(`reviewer-${i}`, 'approved', ['production']))
    expect((await environmentReviews(api, RUN, 'production')).approved).toHaveLength(150)
    expect(github.requests).toHaveLength(2)
  })
})

describe('GitHub refusing', () => {
  it('names github-token and `actions: read` on 403', async () => {
    github.state.fail = { approvals: { status: 403 } }
    const failure = environmentReviews(api, RUN, 'production')
    await expect(failure).rejects.toMatchObject({ kind: 'invalid_input', status: 403 })
    await expect(failure).rejects.toThrow(
      /^input `github-token`: the token may not read the deployment reviews of workflow run 4242 \(403 Resource not accessible by integration\); add `actions: read` to the job's `permissions:`/
    )
  })

  it('names github-token and `actions: read` on 404', async () => {
    const failure = environmentReviews(api, '999', 'production')
    await expect(failure).rejects.toMatchObject({ kind: 'invalid_input', status: 404 })
    await expect(failure).rejects.toThrow(
      /input `github-token`: GitHub answered 404 \(Not Found\) for the deployment reviews of workflow run 999.*`actions: read`/
    )
  })

  it('reports a request that timed out as such, through any GitHubApi', async () => {
    // What Octokit throws when the request's AbortSignal.timeout fires.
    const timedOut = Object.assign(new Error('The operation was aborted due to timeout'), { status: 500, cause: new DOMException('timed out', 'TimeoutError') })
    const fake: GitHubApi = { get: async () => [], post: async () => ({}), paginate: async () => Promise.reject(timedOut) }
    await expect(environmentReviews(fake, RUN, 'production')).rejects.toMatchObject({
      kind: 'timeout',
      message: "GitHub's API did not answer in time while reading the deployment reviews of workflow run 4242"
    })
  })

  it('lets a bug through as it is', async () => {
    const bug = new TypeError('x is not a function')
    const fake: GitHubApi = { get: async () => [], post: async () => ({}), paginate: async () => Promise.reject(bug) }
    await expect(environmentReviews(fake, RUN, 'production')).rejects.toBe(bug)
  })

  it('reports a GitHub it cannot reach as a network failure', async () => {
    const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: 'http://127.0.0.1:9' })
    const unreachable = (await gitHubApi(ctx, 'ghs_token', silentLog))!
    await expect(environmentReviews(unreachable, RUN, 'production')).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringContaining('could not reach GitHub')
    })
  })
})
