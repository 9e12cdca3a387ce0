import type { Log } from '../../util/log.js'
import type { GitHubApi } from './api.js'
import { MAX_RANGE_COMMITS, type RangeCommit } from './commit-range.js'
import { fourEyes, type FourEyesVerdict } from './four-eyes.js'
import { displayName, isWebFlow, type Person } from './people.js'
import { isMerged, pullKey, pullsOfCommit, readPullRequest, type PullRequestDetail, type PullResponse } from './pull-requests.js'
import { LibraryError } from '../../util/errors.js'

/** One commit of a range, judged: reviewed when one of its merged pull requests passes the four-eyes rule. */
export interface CommitReview {
  sha: string
  /** The pull request that decided: the one that passes, else the first merged one, else the first found. */
  pullRequest?: { url: string; title: string }
  /** Every pull request GitHub lists for it, or that lists it among its commits. */
  pullRequests: string[]
  /** Who wrote it: the login (else name), bots and GitHub's web merges said so. */
  author: string
  /** The approvers that count, of the deciding pull request. */
  approvers: string[]
  reviewed: boolean
  /** Why it is not reviewed; empty when it is. */
  why: string
}

/** How much one range may cost: GitHub's rate limits and the step's time are both finite. */
export interface ReviewLimits {
  /** Requests for lists (each paged within its own bounds) over the whole range. */
  maxLists: number
  /** The whole reading, from the first request to the last. */
  deadlineMs: number
  /**
   * Commits looked up at once. Each lookup beyond the first may be of a commit that a pull
   * request being read would have answered for: more at once is faster, and costs more of the
   * token's hourly requests (GitHub also asks for few requests at once).
   */
  concurrency: number
}

/**
 * Per commit, one list of pull requests (skipped for a commit that a passing pull request
 * already lists), and per merged pull request two lists (reviews, commits): 3 lists a commit
 * at most, when every commit was squashed from a pull request of its own, and two more looks
 * for the newest. The largest range then fits; only a runaway (a commit in many pull requests)
 * does not.
 */
export const REVIEW_LIMITS: ReviewLimits = { maxLists: 3 * MAX_RANGE_COMMITS + 2, deadlineMs: 30 * 60_000, concurrency: 2 }

/** The range cost more than its limits allow; nothing was concluded. */
export class ReviewLimitError extends LibraryError {
  constructor(
    message: string,
    readonly reason: 'lists' | 'deadline'
  ) {
    super(reason === 'deadline' ? 'timeout' : 'server', message)
    this.name = 'ReviewLimitError'
  }
}

export interface ReviewOptions {
  log: Log
  limits?: Partial<ReviewLimits>
  /** How to wait between looks at the newest commit's pull requests; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

/**
 * Reads the pull requests of every commit of a range (newest first) and judges each commit.
 * Each pull request is read once, however many commits it holds. Only the newest commit is
 * looked up again when GitHub lists none: GitHub can list a pull request merged just now late,
 * while an older commit without one was pushed straight to the branch.
 */
export async function reviewCommits(api: GitHubApi, commits: RangeCommit[], options: ReviewOptions): Promise<CommitReview[]> {
  const limits = { ...REVIEW_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const deadline = now() + limits.deadlineMs
  let lists = 0
  const spend = (count: number, what: string) => {
    if (now() > deadline)
      throw new ReviewLimitError(
        `reading the pull requests of ${commits.length} commits took longer than ${Math.round(limits.deadlineMs / 60_000)} minutes (stopped at ${what})`,
        'deadline'
      )
    lists += count
    if (lists > limits.maxLists)
      throw new ReviewLimitError(
        `reading the pull requests of ${commits.length} commits needs more than ${limits.maxLists} requests to GitHub (stopped at ${what})`,
        'lists'
      )
  }
  const details = new Map<string, Promise<PullRequestDetail>>()
  const verdicts = new Map<string, FourEyesVerdict>()
  /** Commit → the merged pull requests read so far that list it among their commits. */
  const listedIn = new Map<string, string[]>()
  const detail = (pull: PullResponse): Promise<PullRequestDetail> => {
    const key = pullKey(pull)
    let read = details.get(key)
    if (!read) {
      spend(2, `pull request ${pull.html_url}`)
      read = readPullRequest(api, pull, options.log).then((d) => {
        verdicts.set(key, fourEyes(d))
        for (const c of d.commits) listedIn.set(c.sha, [...(listedIn.get(c.sha) ?? []), key])
        return d
      })
      details.set(key, read)
    }
    return read
  }
  const passes = (sha: string) => (listedIn.get(sha) ?? []).some((key) => verdicts.get(key)?.reviewed)

  const reviewOne = async (commit: RangeCommit, newest: boolean): Promise<Judged> => {
    let keys: string[] = []
    if (!passes(commit.sha)) {
      spend(newest ? 3 : 1, `commit ${commit.sha}`)
      const pulls = await pullsOfCommit(api, commit.sha, { log: options.log, attempts: newest ? undefined : 1, sleep: options.sleep })
      // Reviews matter only once merged: an open or closed pull request is judged without them.
      await Promise.all(pulls.filter(isMerged).map(detail))
      for (const pull of pulls) if (!isMerged(pull)) verdicts.set(pullKey(pull), unmerged(pull))
      keys = pulls.map(pullKey)
    }
    keys = [...new Set([...keys, ...(listedIn.get(commit.sha) ?? [])])]
    const judged = keys.map((key) => verdicts.get(key)!).filter(Boolean)
    const deciding = judged.find((v) => v.reviewed) ?? judged.find((v) => v.merged) ?? judged[0]
    return {
      sha: commit.sha,
      ...(deciding && { pullRequest: { url: deciding.url, title: deciding.title } }),
      pullRequests: judged.map((v) => v.url),
      ...(await makers(commit, keys, details)),
      author: '',
      approvers: deciding?.approvers ?? [],
      reviewed: deciding?.reviewed ?? false,
      why: deciding ? (deciding.reviewed ? '' : deciding.why) : 'no pull request: pushed straight to the branch'
    }
  }

  const reviews: Judged[] = new Array<Judged>(commits.length)
  let next = 0
  let failed = false
  const worker = async () => {
    // One failure ends the reading: the others take no further commit.
    while (next < commits.length && !failed) {
      const index = next++
      try {
        reviews[index] = await reviewOne(commits[index], index === 0)
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, commits.length)) }, worker))
  options.log.debug(`read the pull requests of ${commits.length} commits with ${lists} list requests; ${details.size} pull requests read`)
  // Once all is read, so that a login learnt from one commit names another commit by the same address, whatever the order.
  const logins = new Map<string, string>()
  for (const r of reviews) if (r.by?.login && r.by.email) logins.set(r.by.email.toLowerCase(), r.by.login)
  return reviews.map(({ by, via, ...review }) => ({ ...review, author: authorName(by, via, logins) }))
}

/** A commit judged, with who made it still as persons. */
type Judged = CommitReview & { by?: Person; via?: Person }

function unmerged(pull: PullResponse): FourEyesVerdict {
  const state = pull.state?.toLowerCase() === 'open' ? 'open' : 'closed'
  return { url: pull.html_url, title: pull.title ?? '', merged: false, approvers: [], reviewed: false, why: `not merged (${state})` }
}

/** Who wrote and committed the commit: as the range says, with the login a pull request listing it links. */
async function makers(commit: RangeCommit, keys: string[], details: Map<string, Promise<PullRequestDetail>>): Promise<{ by?: Person; via?: Person }> {
  let by = commit.author
  let via = commit.committer
  if (!by?.login) {
    for (const key of keys) {
      const listed = (await details.get(key))?.commits.find((c) => c.sha === commit.sha)
      if (listed) {
        by = { ...by, ...dropEmpty(listed.author) }
        via = { ...via, ...dropEmpty(listed.committer) }
        break
      }
    }
  }
  return { by, via }
}

/**
 * Who wrote the commit, as a table shows it: GitHub's login where the range, a pull request or
 * another commit by the same address links one, else the name git records; a commit GitHub
 * made on its web pages says so.
 */
function authorName(by: Person | undefined, via: Person | undefined, logins: Map<string, string>): string {
  const author = by && !by.login && by.email ? { ...by, login: logins.get(by.email.toLowerCase()) } : by
  const name = displayName(author)
  return isWebFlow(via) && !isWebFlow(author) ? `${name} (via web-flow)` : name
}

function dropEmpty(person: Person): Person {
  return Object.fromEntries(Object.entries(person).filter(([, v]) => v !== undefined && v !== ''))
}
