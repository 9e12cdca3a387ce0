import type { Log } from '../log.js'
import type { FoundPullRequest, PullRequestApprover } from '../service/catalogue/attestations.js'
import type { GitCommitInfo } from '../service/catalogue/types.js'
import type { GitHubApi } from './api.js'
import { gitHubRefusal } from './errors.js'

interface RestPull {
  number: number
  html_url: string
  state: string
  title: string
  user: { login: string } | null
  created_at: string
  merged_at: string | null
  merge_commit_sha: string | null
  head: { ref: string }
}

interface RestReview {
  user: { login: string } | null
  state: string
  submitted_at?: string | null
}

interface RestCommit {
  sha: string
  html_url: string
  author: { login: string } | null
  commit: { message: string; author: { name?: string; email?: string; date?: string } | null; verification?: { verified?: boolean; reason?: string } | null }
}

const seconds = (date: string | null | undefined) => (date ? Math.floor(Date.parse(date) / 1000) : undefined)

/** The latest review of each reviewer decides: an approval later dismissed or overruled counts no more. */
function approvers(reviews: RestReview[]): PullRequestApprover[] {
  const latest = new Map<string, RestReview>()
  for (const review of reviews) {
    if (!review.user || !['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED'].includes(review.state)) continue
    latest.set(review.user.login, review)
  }
  return [...latest.values()].filter((r) => r.state === 'APPROVED').map((r) => ({ username: r.user!.login, state: 'APPROVED', timestamp: seconds(r.submitted_at) ?? null }))
}

/** A pull request's commit as the service records it; the message is its first line, as the reference client sends it. */
function commitInfo(commit: RestCommit, branch: string): GitCommitInfo {
  const author = commit.commit.author
  const verification = commit.commit.verification
  return {
    sha1: commit.sha,
    message: commit.commit.message.split('\n')[0],
    ...(author?.name !== undefined && { author: `${author.name} <${author.email ?? ''}>` }),
    ...(commit.author?.login && { author_username: commit.author.login }),
    ...(author?.date && { timestamp: seconds(author.date) }),
    branch,
    url: commit.html_url,
    ...(verification && { verified: verification.verified === true, signature_state: (verification.reason ?? '').toUpperCase() })
  }
}

async function evidenceOf(api: GitHubApi, pull: RestPull): Promise<FoundPullRequest> {
  const [reviews, commits] = await Promise.all([
    api.list('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { pull_number: pull.number }) as Promise<RestReview[]>,
    // GitHub lists at most 250 commits of a pull request.
    api.list('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', { pull_number: pull.number }, 250) as Promise<RestCommit[]>
  ])
  return {
    url: pull.html_url,
    // As the reference client names them: MERGED, OPEN or CLOSED.
    state: pull.merged_at ? 'MERGED' : pull.state.toUpperCase(),
    author: pull.user?.login ?? '',
    title: pull.title,
    created_at: seconds(pull.created_at) ?? 0,
    ...(pull.merged_at && { merged_at: seconds(pull.merged_at) }),
    head_ref: pull.head.ref,
    merge_commit: pull.merged_at ? pull.merge_commit_sha : null,
    approvers: approvers(reviews),
    commits: commits.map((c) => commitInfo(c, pull.head.ref))
  }
}

export interface LookOptions {
  log: Log
  /** How often to ask before deciding there is none: GitHub lists a just-merged pull request late. */
  attempts?: number
  delayMs?: number
  sleep?: (ms: number) => Promise<void>
}

/**
 * The pull requests that contain a commit, with their reviews and commits, from GitHub's REST
 * API (so GitHub Enterprise Server works as well as github.com). An empty list is asked for
 * again, a bounded number of times, before it is believed.
 */
export async function pullRequestsForCommit(api: GitHubApi, sha: string, options: LookOptions): Promise<FoundPullRequest[]> {
  const { log, attempts = 3, delayMs = 2000, sleep = (ms) => new Promise<void>((r) => setTimeout(r, ms)) } = options
  try {
    let pulls: RestPull[] = []
    for (let attempt = 1; attempt <= attempts; attempt++) {
      pulls = (await api.list('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, 100)) as RestPull[]
      if (pulls.length > 0 || attempt === attempts) break
      log.info(`No pull request lists commit ${sha.slice(0, 7)} yet; GitHub can be slow to list one just merged. Asking again in ${delayMs / 1000} s.`)
      await sleep(delayMs * attempt)
    }
    return await Promise.all(pulls.map((pull) => evidenceOf(api, pull)))
  } catch (err) {
    throw gitHubRefusal(err, `the pull requests of commit ${sha}`, 'pull-requests: read (and contents: read)')
  }
}

/** Approved by someone other than its author, in each reviewer's latest word. */
export function hasIndependentApproval(pr: FoundPullRequest): boolean {
  return (pr.approvers ?? []).some((a) => a.state === 'APPROVED' && a.username !== pr.author)
}
