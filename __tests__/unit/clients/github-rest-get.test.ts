import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { gitHubGet, routeUrl } from '../../../src/clients/github/rest-get.js'
import { gitHubError, requestStatus } from '../../../src/clients/github/errors.js'
import { silentLog } from '../../../src/util/log.js'
import { Recorder } from '../../helpers/recorder.js'

// The one GET an attestation makes of GitHub (its commit), without Octokit: the request as
// Octokit built it, and its failures in the shape `gitHubError` reads.
const TOKEN = 'ghs_rest_get_token'
const READ = { what: 'commit abc', permissions: ['contents: read'] }
let github: Recorder
let other: Recorder

beforeAll(async () => {
  github = await new Recorder().start()
  other = await new Recorder(() => ({ status: 200, body: { stolen: true } })).start()
})
afterAll(async () => {
  await github.stop()
  await other.stop()
})
beforeEach(() => {
  github.requests.length = 0
  other.requests.length = 0
})

const get = (apiUrl = github.baseUrl) => gitHubGet(apiUrl, TOKEN, silentLog, 5_000)

async function failure(work: Promise<unknown>): Promise<Error & { status?: number }> {
  try {
    await work
  } catch (err) {
    return err as Error & { status?: number }
  }
  throw new Error('it did not fail')
}

describe('routeUrl', () => {
  it('fills the placeholders, encoded, and gives the other params as the query', () => {
    expect(
      routeUrl('https://ghe.example.com/api/v3', 'GET /repos/{owner}/{repo}/compare/{basehead}', {
        owner: 'acme',
        repo: 'a b',
        basehead: 'x...y',
        per_page: 100,
        page: 2
      })
    ).toBe('https://ghe.example.com/api/v3/repos/acme/a%20b/compare/x...y?per_page=100&page=2')
    expect(() => routeUrl('https://api.github.com', 'POST /repos/{owner}', { owner: 'a' })).toThrow('not a GET route')
    expect(() => routeUrl('https://api.github.com', 'GET /repos/{owner}/{repo}', { owner: 'a' })).toThrow('no value for {repo}')
  })
})

describe('gitHubGet', () => {
  it("sends the token as Octokit did, and gives the answer's JSON with the token removed", async () => {
    github.respond(() => ({ status: 200, body: { sha: 'abc', echo: `token ${TOKEN}` } }))
    expect(await get()('GET /repos/{owner}/{repo}/commits/{ref}', { owner: 'acme', repo: 'shop', ref: 'abc' })).toEqual({ sha: 'abc', echo: 'token ***' })
    expect(github.requests.map((r) => [r.url, r.headers.authorization, r.headers.accept])).toEqual([
      ['/api/v2/repos/acme/shop/commits/abc', `token ${TOKEN}`, 'application/vnd.github+json']
    ])
  })

  it('follows one redirect within the API (a renamed repository), never one that leaves it', async () => {
    github.respond((req) =>
      req.url.includes('/repos/acme/old/')
        ? { status: 301, body: { message: 'Moved Permanently' }, headers: { location: `${github.baseUrl}/repositories/42/commits/abc` } }
        : { status: 200, body: { sha: 'abc' } }
    )
    expect(await get()('GET /repos/{owner}/{repo}/commits/{ref}', { owner: 'acme', repo: 'old', ref: 'abc' })).toEqual({ sha: 'abc' })
    expect(github.requests.map((r) => r.url)).toEqual(['/api/v2/repos/acme/old/commits/abc', '/api/v2/repositories/42/commits/abc'])

    github.requests.length = 0
    github.respond(() => ({ status: 302, body: { message: 'Found' }, headers: { location: `${other.baseUrl}/steal` } }))
    const away = await failure(get()('GET /repos/{owner}/{repo}/commits/{ref}', { owner: 'acme', repo: 'shop', ref: 'abc' }))
    expect([away.status, away.message]).toEqual([302, 'Found'])
    expect(other.requests).toEqual([])

    // A second redirect is not followed either.
    github.requests.length = 0
    github.respond(() => ({ status: 301, body: { message: 'Moved Permanently' }, headers: { location: `${github.baseUrl}/repositories/42/again` } }))
    expect((await failure(get()('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'shop' }))).status).toBe(301)
    expect(github.requests).toHaveLength(2)
  })

  it("fails in the shape gitHubError reads: GitHub's status and message, or no answer at all", async () => {
    github.respond(() => ({ status: 404, body: { message: 'Not Found' } }))
    const missing = await failure(get()('GET /repos/{owner}/{repo}/commits/{ref}', { owner: 'acme', repo: 'shop', ref: 'abc' }))
    expect([missing.message, requestStatus(missing)]).toEqual(['Not Found', 404])
    expect(gitHubError(missing, READ)).toMatchObject({
      kind: 'invalid_input',
      message: expect.stringContaining('GitHub answered 404 (Not Found) for commit abc')
    })

    const unreachable = await failure(get('http://127.0.0.1:9')('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'shop' }))
    expect(requestStatus(unreachable)).toBeUndefined()
    expect(gitHubError(unreachable, READ)).toMatchObject({
      kind: 'network',
      message: expect.stringContaining("could not reach GitHub's API while reading commit abc")
    })
  })
})
