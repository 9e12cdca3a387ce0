import { errorKindForStatus, LibraryError } from '../../util/errors.js'

/** What GitHub's API, or the run's GitHub context, failed to give: with its kind, naming no input. */
export class GitHubError extends LibraryError {
  constructor(kind: ConstructorParameters<typeof LibraryError>[0], message: string, options: { cause?: unknown; status?: number } = {}) {
    super(kind, message, options)
    this.name = 'GitHubError'
  }
}

/** What a failed request was reading, for its message, and what lets a job's token read it. */
export interface GitHubRead {
  /** "the pull requests of commit 1a2b3c4": what the user was waiting for. */
  what: string
  /** The job `permissions` entries GITHUB_TOKEN needs for it, e.g. `actions: read`. */
  permissions: string[]
}

/** What Octokit's RequestError carries; fakes in tests may throw the same shape. */
interface RequestFailure extends Error {
  status: number
  response?: { headers?: Record<string, unknown>; data?: unknown }
}

function isRequestFailure(err: unknown): err is RequestFailure {
  return err instanceof Error && typeof (err as { status?: unknown }).status === 'number'
}

/** The HTTP status GitHub answered a failed request with; undefined when none came back. */
export function requestStatus(err: unknown): number | undefined {
  return isRequestFailure(err) && err.response ? err.status : undefined
}

/**
 * A failed GitHub request as an error the user can act on: the ones the user can fix (a token
 * refused, a permission missing, a repository out of sight) name `github-token` and the
 * permission to add. Anything that is not a failed request is returned as is: it is a bug.
 */
export function gitHubError(err: unknown, read: GitHubRead): unknown {
  if (err instanceof LibraryError || !isRequestFailure(err)) return err
  const { status, response } = err
  const said = gitHubMessage(err)
  const permissions = read.permissions.map((p) => `\`${p}\``).join(' and ')
  if (!response) {
    const timedOut = /timeout|aborted/i.test(`${err.name} ${(err.cause as Error | undefined)?.name ?? ''} ${err.message}`)
    return timedOut
      ? new GitHubError('timeout', `GitHub's API did not answer in time while reading ${read.what}`, { cause: err })
      : new GitHubError('network', `could not reach GitHub's API while reading ${read.what}: ${said}`, { cause: err })
  }
  if (isRateLimited(status, response.headers ?? {}, said)) {
    return new GitHubError(
      'rate_limited',
      `GitHub's API rate limit stopped reading ${read.what} (${status} ${said})${resetTime(response.headers ?? {})}; run the job again later`,
      { cause: err, status }
    )
  }
  if (status === 401) {
    return new GitHubError(
      'invalid_input',
      `input \`github-token\`: GitHub did not accept the token while reading ${read.what} (401 ${said}); expected a valid token, such as \`\${{ github.token }}\``,
      { cause: err, status }
    )
  }
  if (status === 403) {
    return new GitHubError(
      'invalid_input',
      `input \`github-token\`: the token may not read ${read.what} (403 ${said}); add ${permissions} to the job's \`permissions:\` (a job that lists permissions gets none of those it leaves out), or pass a token that can read them`,
      { cause: err, status }
    )
  }
  if (status === 404) {
    return new GitHubError(
      'invalid_input',
      `input \`github-token\`: GitHub answered 404 (${said}) for ${read.what}: it does not exist, or the token cannot see this repository; add ${permissions} to the job's \`permissions:\`, or pass a token that can read this repository`,
      { cause: err, status }
    )
  }
  return new GitHubError(errorKindForStatus(status), `GitHub's API failed while reading ${read.what} (${status} ${said})`, { cause: err, status })
}

/** GitHub's own `message`, without the documentation link Octokit appends. */
export function gitHubMessage(err: Error & { response?: { data?: unknown } }): string {
  const data = err.response?.data
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') return (data as { message: string }).message
  return err.message
}

/** GitHub answers an exhausted (primary or secondary) rate limit with 403 or 429, not only 429. */
function isRateLimited(status: number, headers: Record<string, unknown>, said: string): boolean {
  if (status === 429) return true
  return status === 403 && (String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined || /rate limit/i.test(said))
}

function resetTime(headers: Record<string, unknown>): string {
  const reset = Number(headers['x-ratelimit-reset'])
  return Number.isFinite(reset) && reset > 0 ? `; it resets at ${new Date(reset * 1000).toISOString()}` : ''
}
