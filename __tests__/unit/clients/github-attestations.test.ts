import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { gitHubApi, type GitHubApi } from '../../../src/clients/github/api.js'
import { listAttestations, MAX_ATTESTATIONS } from '../../../src/clients/github/attestations.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { GitHubError } from '../../../src/clients/github/errors.js'
import { silentLog } from '../../../src/util/log.js'
import { Recorder, type Reply } from '../../helpers/recorder.js'

// GitHub's list of an artifact's attestations: an object per page, `{"attestations": [...]}`,
// paged by cursors in the Link header.
const DIGEST = 'ab'.repeat(32)
let server: Recorder
let api: GitHubApi
let answer: (page: number, origin: string) => Reply

beforeAll(async () => {
  server = await new Recorder((req) => {
    const url = new URL(req.url, 'http://x')
    return answer(Number(url.searchParams.get('after') ?? 0), server.baseUrl.replace('/api/v2', ''))
  }).start()
  api = (await gitHubApi(readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: server.baseUrl.replace('/api/v2', '') }), 'ghs_token', silentLog))!
})
afterAll(() => server.stop())

// The colon as the digest has it: a link must be followed as it is, not read as a route.
const linkTo = (origin: string, page: number) => ({ link: `<${origin}/repos/acme/shop/attestations/sha256:${DIGEST}?after=${page}>; rel="next"` })

describe('listAttestations', () => {
  it("asks for the digest's provenance and follows the pages", async () => {
    answer = (page, origin) =>
      page === 0
        ? { status: 200, body: { attestations: [{ bundle: { a: 1 }, id: 1 }, { bundle: null }] }, headers: linkTo(origin, 1) }
        : { status: 200, body: { attestations: [{ bundle: { a: 2 }, id: 3 }] } }
    const before = server.requests.length
    expect(await listAttestations(api, DIGEST)).toEqual([{ bundle: { a: 1 }, id: 1 }, { bundle: undefined }, { bundle: { a: 2 }, id: 3 }])
    const [first, second] = server.requests.slice(before)
    // The colon encoded: Octokit would take `:…` written into a route for a placeholder.
    expect(new URL(first.url, 'http://x').pathname).toBe(`/repos/acme/shop/attestations/sha256%3A${DIGEST}`)
    expect(new URL(second.url, 'http://x').pathname).toBe(`/repos/acme/shop/attestations/sha256%3A${DIGEST}`)
    expect(first.url).toContain('predicate_type=provenance')
    expect(first.url).toContain('per_page=100')
  })

  it('stops at its limit even if every page links another', async () => {
    answer = (page, origin) => ({ status: 200, body: { attestations: [{ bundle: {}, id: page }] }, headers: linkTo(origin, page + 1) })
    expect(await listAttestations(api, DIGEST)).toHaveLength(MAX_ATTESTATIONS)
  })

  it('takes 404 for no attestations', async () => {
    answer = () => ({ status: 404, body: { message: 'Not Found' } })
    expect(await listAttestations(api, DIGEST)).toEqual([])
  })

  it('names the permission a 403 lacks', async () => {
    answer = () => ({ status: 403, body: { message: 'Resource not accessible by integration' } })
    const failure = listAttestations(api, DIGEST)
    await expect(failure).rejects.toThrow(GitHubError)
    await expect(failure).rejects.toThrow(`the token may not read the attestations of sha256:${DIGEST}`)
    await expect(failure).rejects.toThrow('add `attestations: read`')
  })

  it('refuses a page that is not a list of attestations', async () => {
    answer = () => ({ status: 200, body: { attestations: 'none' } })
    await expect(listAttestations(api, DIGEST)).rejects.toThrow('where a list was expected')
  })
})
