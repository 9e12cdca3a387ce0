import { GitHubError } from './errors.js'
import { jsonKindOf } from '../../util/errors.js'
import type { Log } from '../../util/log.js'
import type { RunContext } from './context.js'

/** GitHub API calls are a bonus: short, and never allowed to hold the step up. */
const API_TIMEOUT_MS = 10_000
/** A whole list, every page of it, within this: pages each within their own timeout still add up. */
const LIST_TIMEOUT_MS = 60_000
/** GitHub's largest page: the fewest requests for a list. */
const PER_PAGE = 100
/** Enough for any real list of pull requests, reviews or commits; more would only be a runaway. */
export const MAX_LIST_ITEMS = 1000

export type GitHubParams = Record<string, string | number>

export interface PageOptions {
  /** Stop once this many items are in hand (default {@link MAX_LIST_ITEMS}). */
  maxItems?: number
  /** Where a page that is an object keeps its items (`attestations` of `{"attestations": [...]}`). */
  itemsKey?: string
}

export interface GitHubApi {
  /** One request; `owner` and `repo` default to the run's repository. */
  get(route: string, params: GitHubParams): Promise<unknown>
  /** One write (`POST …`) with a JSON body; `owner` and `repo` default to the run's repository. */
  post(route: string, params: GitHubParams, body: Record<string, unknown>): Promise<unknown>
  /**
   * The items of a list endpoint, page after page as GitHub links them (`Link: rel="next"`),
   * at most `maxItems` of them.
   */
  paginate(route: string, params: GitHubParams, options?: PageOptions): Promise<unknown[]>
}

interface Octokit {
  request(route: string, params?: Record<string, unknown>): Promise<{ data: unknown; headers: Record<string, string | number | undefined> }>
}

/**
 * @actions/github, loaded without letting it read the event payload: on loading it reads the
 * file GITHUB_EVENT_PATH names whole and unchecked (a FIFO would hang the step, /dev/zero
 * exhaust memory), for a `context` the action never uses. The action reads the payload itself,
 * bounded, when it needs it (see `readRunContext`).
 */
async function importWithoutEvent(): Promise<typeof import('@actions/github')> {
  const eventPath = process.env.GITHUB_EVENT_PATH
  delete process.env.GITHUB_EVENT_PATH
  try {
    return await import('@actions/github')
  } finally {
    if (eventPath !== undefined) process.env.GITHUB_EVENT_PATH = eventPath
  }
}

/** Octokit for the token, on the real undici, registered for the toolkit's imports (see src/vendor/undici-on-demand.cjs). */
async function loadOctokit(token: string, apiUrl: string): Promise<Octokit> {
  const undici = await import('undici6')
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('evidence-action.undici')] ??= undici
  const { getOctokit } = await importWithoutEvent()
  return getOctokit(token, { baseUrl: apiUrl })
}

/**
 * A GitHub API client, or `undefined` when there is no token or repository to use it with.
 * Octokit is loaded only for a write or a list, by the operations that make one.
 */
export function gitHubApi(ctx: RunContext, token: string | undefined, log: Log): Promise<GitHubApi | undefined> {
  // A promise still, as its callers await it: what loads, loads at the first write or list.
  return Promise.resolve(clientFor(ctx, token, log))
}

function clientFor(ctx: RunContext, token: string | undefined, log: Log): GitHubApi | undefined {
  if (!token) {
    log.debug('github-token is empty: commit details come from the local clone only')
    return undefined
  }
  if (!ctx.repository) {
    log.debug('GITHUB_REPOSITORY is not set: the GitHub API is not used')
    return undefined
  }
  const [owner, repo] = ctx.repository.split('/')
  // One GET (an attestation's commit, a compare) through the toolkit's client; Octokit, on
  // undici, is loaded for writes and lists alone. Each loads at its first use: main imports this
  // module, and a step that never asks GitHub loads neither.
  let getter: Promise<(route: string, params: GitHubParams) => Promise<unknown>> | undefined
  const get = () => (getter ??= import('./rest-get.js').then(({ gitHubGet }) => gitHubGet(ctx.apiUrl, token, log, API_TIMEOUT_MS)))
  let loaded: Promise<Octokit> | undefined
  const octokit = () => (loaded ??= loadOctokit(token, ctx.apiUrl))
  return {
    get: async (route, params) => (await get())(route, { owner, repo, ...params }),
    async post(route, params, body) {
      const response = await (await octokit()).request(route, { owner, repo, ...params, ...body, request: { signal: AbortSignal.timeout(API_TIMEOUT_MS) } })
      return response.data
    },
    paginate: async (route, params, options = {}) => paginate(await octokit(), ctx.apiUrl, route, { owner, repo, ...params }, options, log)
  }
}

async function paginate(octokit: Octokit, apiUrl: string, route: string, params: GitHubParams, options: PageOptions, log: Log): Promise<unknown[]> {
  const maxItems = options.maxItems ?? MAX_LIST_ITEMS
  const itemsOf = (data: unknown) => (options.itemsKey && data && typeof data === 'object' ? (data as Record<string, unknown>)[options.itemsKey] : data)
  const whole = AbortSignal.timeout(LIST_TIMEOUT_MS)
  const signal = () => AbortSignal.any([AbortSignal.timeout(API_TIMEOUT_MS), whole])
  const items: unknown[] = []
  let response = await octokit.request(route, { ...params, per_page: PER_PAGE, request: { signal: signal() } })
  // Each page must add an item, so there are at most maxItems pages even if the server pages by one.
  for (;;) {
    const page = itemsOf(response.data)
    if (!Array.isArray(page)) {
      throw new GitHubError('server', `GitHub's API answered ${route} with ${jsonKindOf(page)} where a list was expected`)
    }
    items.push(...(page as unknown[]))
    const next = nextPage(response.headers.link)
    if (items.length >= maxItems || next === undefined || page.length === 0) {
      if (next !== undefined && items.length >= maxItems) log.debug(`${route}: read the first ${maxItems} items only`)
      break
    }
    // The token goes with every request: never follow a link that leaves the API.
    if (!next.startsWith(`${apiUrl}/`)) {
      log.debug(`${route}: not following a next page outside ${apiUrl} (${next})`)
      break
    }
    // Octokit reads `:name` in a URL as a placeholder and drops it; encoded, the colon is the same URL to GitHub.
    response = await octokit.request(`GET ${next.replace(/:(?=[a-z])/gi, '%3A')}`, { request: { signal: signal() } })
  }
  return items.slice(0, maxItems)
}

/** The `rel="next"` URL of a `Link` header (RFC 8288), as GitHub writes it. */
export function nextPage(link: string | number | undefined): string | undefined {
  if (typeof link !== 'string') return undefined
  for (const part of link.split(/,(?=\s*<)/)) {
    const target = /^\s*<([^>]*)>/.exec(part)?.[1]
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(part)?.[1]
    if (target && rel?.toLowerCase().split(/\s+/).includes('next')) return target
  }
  return undefined
}
