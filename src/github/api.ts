import type { Log } from '../log.js'
import type { RunContext } from './context.js'

/** GitHub API calls are a bonus: short, and never allowed to hold the step up. */
const API_TIMEOUT_MS = 10_000

/** Pages of a list are read up to this many items: enough for any real pull request or review list. */
export const MAX_LIST_ITEMS = 1000
const PAGE = 100

export interface GitHubApi {
  get(route: string, params: Record<string, string | number>): Promise<unknown>
  /** Every item of a list, page by page, up to `maxItems`. */
  list(route: string, params: Record<string, string | number>, maxItems?: number): Promise<unknown[]>
}

/** Pages through a list with `get`, bounded in pages as well as items. */
export async function listPages(get: GitHubApi['get'], route: string, params: Record<string, string | number>, maxItems = MAX_LIST_ITEMS): Promise<unknown[]> {
  const items: unknown[] = []
  for (let page = 1; items.length < maxItems && page <= Math.ceil(maxItems / PAGE); page++) {
    const data = await get(route, { ...params, per_page: PAGE, page })
    if (!Array.isArray(data)) throw new Error(`${route} answered something other than a list`)
    items.push(...data)
    if (data.length < PAGE) break
  }
  return items.slice(0, maxItems)
}

/**
 * A GitHub API client, or `undefined` when there is no token or repository to use it with.
 * @actions/github (Octokit) is loaded only here, by the operations that need it.
 */
export async function gitHubApi(ctx: RunContext, token: string | undefined, log: Log): Promise<GitHubApi | undefined> {
  if (!token) {
    log.debug('github-token is empty: commit details come from the local clone only')
    return undefined
  }
  if (!ctx.repository) {
    log.debug('GITHUB_REPOSITORY is not set: the GitHub API is not used')
    return undefined
  }
  // The real undici, registered for the toolkit's imports (see src/vendor/undici-on-demand.cjs).
  const undici = await import('../../node_modules/undici/index.js')
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('evidence-action.undici')] ??= undici
  const { getOctokit } = await import('@actions/github')
  const octokit = getOctokit(token, { baseUrl: ctx.apiUrl })
  const [owner, repo] = ctx.repository.split('/')
  const get: GitHubApi['get'] = async (route, params) => {
    const response = await octokit.request(route, { owner, repo, ...params, request: { signal: AbortSignal.timeout(API_TIMEOUT_MS) } })
    return response.data
  }
  return { get, list: (route, params, maxItems) => listPages(get, route, params, maxItems) }
}
