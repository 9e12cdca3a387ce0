import type { Log } from '../log.js'
import type { RunContext } from './context.js'

/** GitHub API calls are a bonus: short, and never allowed to hold the step up. */
const API_TIMEOUT_MS = 10_000

export interface GitHubApi {
  get(route: string, params: Record<string, string | number>): Promise<unknown>
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
  return {
    async get(route, params) {
      const response = await octokit.request(route, { owner, repo, ...params, request: { signal: AbortSignal.timeout(API_TIMEOUT_MS) } })
      return response.data
    }
  }
}
