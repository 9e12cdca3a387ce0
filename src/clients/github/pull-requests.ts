import { GitHubError } from './errors.js'
import type { Log } from '../../util/log.js'
import type { FoundPullRequest } from '../service/catalogue/attestations.js'
import type { GitCommitInfo } from '../service/catalogue/types.js'
import type { GitHubApi, GitHubParams } from './api.js'
import { gitHubError, gitHubMessage, requestStatus, type GitHubRead } from './errors.js'
import { coAuthors, type Person } from './people.js'
import { approversFromReviews, latestVerdicts, type LatestVerdict, type ReviewResponse } from './reviews.js'
import { unixSeconds } from './time.js'

export { hasIndependentApproval } from './reviews.js'

/** GitHub lists at most this many commits of a pull request, however it is paged. */
const MAX_PR_COMMITS = 250
/**
 * A commit merged to the default branch has one; one on a branch, the few open against it.
 * Beyond this, each would cost two more lists for nothing a reader could use.
 */
const MAX_PULLS = 100
/** However many looks a caller asks for: the step must not wait on GitHub for minutes. */
const MAX_ATTEMPTS = 10
const SHA1 = /^[0-9a-f]{40}$/

export interface PullRequestLookOptions {
  /** Looks at the list while GitHub lists none: it lists a just-merged pull request late. */
  attempts?: number
  /** The wait between two looks. */
  delayMs?: number
  /** How to wait; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>
  log?: Log
}

const QUIET: Log = { info: () => {}, debug: () => {}, warning: () => {}, error: () => {} }
const DEFAULTS = { attempts: 3, delayMs: 5_000, sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) }

/** A pull request as `GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls` lists it. */
export interface PullResponse {
  number: number
  html_url: string
  state?: string
  title?: string | null
  user?: { login?: string; type?: string } | null
  created_at: string
  merged_at?: string | null
  merge_commit_sha?: string | null
  head?: { ref?: string } | null
  base?: { ref?: string; repo?: { name?: string; owner?: { login?: string } | null } | null } | null
}

/** A commit as `GET /repos/{owner}/{repo}/pulls/{pull_number}/commits` lists it. */
interface CommitResponse {
  sha: string
  html_url?: string
  author?: { login?: string; type?: string } | null
  committer?: { login?: string; type?: string } | null
  parents?: { sha: string }[]
  commit?: {
    message?: string
    author?: { name?: string; email?: string; date?: string } | null
    committer?: { name?: string; email?: string } | null
    verification?: { verified?: boolean; reason?: string } | null
  }
}

/**
 * The pull requests that contain a commit, each with its approvers and commits, as the
 * service's `pull_requests` take them. None found is an empty list, after looking again.
 */
export async function pullRequestsForCommit(api: GitHubApi, sha: string, options: PullRequestLookOptions = {}): Promise<FoundPullRequest[]> {
  const log = options.log ?? QUIET
  const pulls = await listPulls(api, sha, {
    attempts: options.attempts ?? DEFAULTS.attempts,
    delayMs: options.delayMs ?? DEFAULTS.delayMs,
    sleep: options.sleep ?? DEFAULTS.sleep,
    log
  })
  const found: FoundPullRequest[] = []
  for (const pull of pulls) found.push((await readPullRequest(api, pull, log)).found)
  return found
}

/** The pull requests GitHub lists for a commit, unread; none is an empty list, after looking `attempts` times. */
export async function pullsOfCommit(api: GitHubApi, sha: string, options: PullRequestLookOptions = {}): Promise<PullResponse[]> {
  return listPulls(api, sha, {
    attempts: options.attempts ?? DEFAULTS.attempts,
    delayMs: options.delayMs ?? DEFAULTS.delayMs,
    sleep: options.sleep ?? DEFAULTS.sleep,
    log: options.log ?? QUIET
  })
}

/** Who made the commits of a pull request: each commit's author, committer and credited co-authors. */
export interface CommitPeople {
  sha: string
  author: Person
  committer: Person
  coAuthors: Person[]
}

/** A pull request read whole: as the service records it, and what a review rule needs besides. */
export interface PullRequestDetail {
  found: FoundPullRequest
  /** Its author's account. */
  author: Person
  /** Each reviewer's latest verdict, approvals or not. */
  verdicts: LatestVerdict[]
  commits: CommitPeople[]
}

/** `owner/repo#number`: one pull request, however many commits list it. */
export function pullKey(pull: PullResponse): string {
  const params = pullRepository(pull)
  const [owner, repo] = params.owner !== undefined ? [params.owner, params.repo] : pull.html_url.split('/').slice(3, 5)
  return `${String(owner).toLowerCase()}/${String(repo).toLowerCase()}#${pull.number}`
}

export function isMerged(pull: PullResponse): boolean {
  return unixSeconds(pull.merged_at) !== undefined
}

async function listPulls(api: GitHubApi, sha: string, options: Required<PullRequestLookOptions>): Promise<PullResponse[]> {
  const read: GitHubRead = { what: `the pull requests of commit ${sha}`, permissions: ['contents: read', 'pull-requests: read'] }
  const asked = Number.isFinite(options.attempts) ? Math.floor(options.attempts) : DEFAULTS.attempts
  const attempts = Math.min(Math.max(1, asked), MAX_ATTEMPTS)
  for (let look = 1; ; look++) {
    const list = () => api.paginate('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, { maxItems: MAX_PULLS })
    const pulls = (await request(list, read, (err) => unknownCommit(err, sha))) as PullResponse[]
    if (pulls.length >= MAX_PULLS)
      options.log.warning(`commit ${sha} is in ${MAX_PULLS} or more pull requests: the attestation records the first ${MAX_PULLS} GitHub lists`)
    if (pulls.length > 0 && look > 1) options.log.debug(`GitHub listed the pull requests of commit ${sha} on look ${look}`)
    if (pulls.length > 0 || look >= attempts) return unique(pulls)
    options.log.info(
      `GitHub lists no pull request for commit ${sha} yet (look ${look} of ${attempts}); it can list a just-merged one late, so looking again in ${Math.round(options.delayMs / 1000)} s`
    )
    await options.sleep(options.delayMs)
  }
}

/** A pull request with its reviews and commits (two lists, each paged). */
export async function readPullRequest(api: GitHubApi, pull: PullResponse, log: Log = QUIET): Promise<PullRequestDetail> {
  const head = pull.head?.ref ?? ''
  const params: GitHubParams = { ...pullRepository(pull), pull_number: pull.number }
  const what = `pull request #${pull.number}`
  const [reviews, commits] = await Promise.all([
    request(() => api.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params), {
      what: `the reviews of ${what}`,
      permissions: ['pull-requests: read']
    }),
    request(() => api.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', params, { maxItems: MAX_PR_COMMITS }), {
      what: `the commits of ${what}`,
      permissions: ['contents: read', 'pull-requests: read']
    })
  ])
  if (commits.length >= MAX_PR_COMMITS)
    log.warning(`${pull.html_url}: GitHub lists only the first ${MAX_PR_COMMITS} commits of a pull request; the attestation records those`)
  const merged = unixSeconds(pull.merged_at)
  const found: FoundPullRequest = {
    url: pull.html_url,
    // As the reference client records it: GitHub's GraphQL names, where merged is a state of its own.
    state: merged !== undefined ? 'MERGED' : pull.state?.toLowerCase() === 'open' ? 'OPEN' : 'CLOSED',
    // A deleted account shows as `ghost` on GitHub.
    author: pull.user?.login ?? 'ghost',
    title: pull.title ?? '',
    created_at: unixSeconds(pull.created_at) ?? 0,
    merged_at: merged ?? null,
    head_ref: head,
    // The branch it merges into, as the reference client records it.
    ...(pull.base?.ref && { base_ref: pull.base.ref }),
    // Until it is merged, `merge_commit_sha` is only GitHub's test merge: not a commit of the history.
    merge_commit: merged !== undefined && SHA1.test(pull.merge_commit_sha ?? '') ? pull.merge_commit_sha! : null,
    approvers: approversFromReviews(reviews as ReviewResponse[]),
    commits: (commits as CommitResponse[]).map((c) => commitInfo(c, head))
  }
  return {
    found,
    author: { login: pull.user?.login ?? 'ghost', type: pull.user?.type },
    verdicts: latestVerdicts(reviews as ReviewResponse[]),
    commits: (commits as CommitResponse[]).map(commitPeople)
  }
}

function commitPeople(c: CommitResponse): CommitPeople {
  const person = (account: CommitResponse['author'], git: { name?: string; email?: string } | null | undefined): Person => ({
    login: account?.login,
    type: account?.type,
    name: git?.name,
    email: git?.email
  })
  return {
    sha: c.sha,
    author: person(c.author, c.commit?.author),
    committer: person(c.committer, c.commit?.committer),
    coAuthors: coAuthors(c.commit?.message)
  }
}

/** The repository a pull request belongs to, which may not be the run's own. */
function pullRepository(pull: PullResponse): GitHubParams {
  const repo = pull.base?.repo
  return repo?.name && repo.owner?.login ? { owner: repo.owner.login, repo: repo.name } : {}
}

function commitInfo(c: CommitResponse, branch: string): GitCommitInfo {
  const author = c.commit?.author
  const verification = c.commit?.verification
  const info: GitCommitInfo = {
    sha1: c.sha,
    // The headline, as the reference client records a pull request's commits.
    message: c.commit?.message?.split('\n', 1)[0].trim() ?? null,
    author: author?.name !== undefined || author?.email !== undefined ? `${author?.name ?? ''} <${author?.email ?? ''}>` : null,
    author_username: c.author?.login ?? null,
    timestamp: unixSeconds(author?.date) ?? null,
    url: c.html_url ?? null,
    parents: c.parents?.map((p) => p.sha) ?? null,
    branch
  }
  if (verification && typeof verification.verified === 'boolean') {
    info.verified = verification.verified
    // GraphQL's names (VALID, UNSIGNED...), which the reference client sends; REST has them in lower case.
    if (verification.reason) info.signature_state = verification.reason.toUpperCase()
  }
  return info
}

async function request<T>(call: () => Promise<T>, read: GitHubRead, special?: (err: unknown) => GitHubError | undefined): Promise<T> {
  try {
    return await call()
  } catch (err) {
    throw special?.(err) ?? gitHubError(err, read)
  }
}

/** GitHub answers 422 for a commit it does not have: pushed nowhere, or mistyped. */
function unknownCommit(err: unknown, sha: string): GitHubError | undefined {
  if (requestStatus(err) !== 422) return undefined
  return new GitHubError(
    'invalid_input',
    `input \`commit\`: GitHub does not know commit ${sha} in this repository (422 ${gitHubMessage(err as Error)}); expected a commit pushed to GitHub`,
    { cause: err, status: 422 }
  )
}

/** Pages can shift while they are read; a pull request listed twice is one. */
function unique(pulls: PullResponse[]): PullResponse[] {
  const seen = new Set<string>()
  return pulls.filter((p) => !seen.has(p.html_url) && seen.add(p.html_url))
}
