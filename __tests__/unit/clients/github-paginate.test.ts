import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { gitHubApi, nextPage, type GitHubApi } from '../../../src/clients/github/api.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { silentLog } from '../../../src/util/log.js'
import { Recorder, type Reply } from '../../helpers/recorder.js'

// A list of `total` numbers, served `size` to a page, each page linking the next at `linkTo`.
let server: Recorder
let elsewhere: Recorder
let api: GitHubApi
let total = 0
let size = 100
let linkTo = ''

beforeEach(async () => {
  total = 0
  size = 100
  elsewhere = await new Recorder(() => ({ status: 200, body: [-1] })).start()
  server = await new Recorder((req): Reply => {
    const url = new URL(req.url, 'http://x')
    const page = Number(url.searchParams.get('page') ?? 1)
    const items = Array.from({ length: total }, (_, i) => i).slice((page - 1) * size, page * size)
    const more = page * size < total
    url.searchParams.set('page', String(page + 1))
    const link = `<${linkTo}${url.pathname}${url.search}>; rel="next", <${linkTo}/last>; rel="last"`
    return { status: 200, body: items, headers: more ? { link } : undefined }
  }).start()
  linkTo = server.baseUrl.replace('/api/v2', '')
  const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: linkTo })
  api = (await gitHubApi(ctx, 'ghs_token', silentLog))!
})
afterEach(async () => {
  await server.stop()
  await elsewhere.stop()
})

const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews'

describe('paginate', () => {
  it('asks for 100 a page and follows the next links to the end', async () => {
    total = 250
    expect(await api.paginate(route, { pull_number: 7 })).toEqual(Array.from({ length: 250 }, (_, i) => i))
    expect(server.requests.map((r) => r.url)).toEqual([
      '/repos/acme/shop/pulls/7/reviews?per_page=100',
      '/repos/acme/shop/pulls/7/reviews?per_page=100&page=2',
      '/repos/acme/shop/pulls/7/reviews?per_page=100&page=3'
    ])
  })

  it('stops once maxItems are in hand', async () => {
    total = 5000
    expect(await api.paginate(route, { pull_number: 7 }, { maxItems: 150 })).toHaveLength(150)
    expect(server.requests).toHaveLength(2)
  })

  it('reads at most 1000 items unless told otherwise, whatever the page size', async () => {
    total = 5000
    size = 30
    expect(await api.paginate(route, { pull_number: 7 })).toHaveLength(1000)
    expect(server.requests).toHaveLength(34)
  })

  it('never follows a link off the API, where the token would go too', async () => {
    total = 150
    linkTo = elsewhere.baseUrl.replace('/api/v2', '')
    expect(await api.paginate(route, { pull_number: 7 })).toHaveLength(100)
    expect(elsewhere.requests).toHaveLength(0)
  })

  it('refuses an answer that is not a list', async () => {
    server.respond(() => ({ status: 200, body: { total_count: 1, items: [1] } }))
    await expect(api.paginate(route, { pull_number: 7 })).rejects.toThrow('where a list was expected')
  })
})

describe('next page of a Link header', () => {
  it('finds rel="next" wherever it is', () => {
    expect(nextPage('<https://api.github.com/repositories/1/pulls?page=3>; rel="last", <https://api.github.com/repositories/1/pulls?page=2>; rel="next"')).toBe(
      'https://api.github.com/repositories/1/pulls?page=2'
    )
    expect(nextPage('<https://x/a?q=1,2>; rel="prev", <https://x/a?q=1,2&page=2>; rel=next')).toBe('https://x/a?q=1,2&page=2')
    expect(nextPage('<https://x/a?page=1>; rel="first"')).toBeUndefined()
    expect(nextPage(undefined)).toBeUndefined()
  })
})
