import type { FoundPullRequest, PullRequestApprover } from '../service/catalogue/attestations.js'
import { unixSeconds } from './time.js'

/** A review as `GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews` lists it. */
export interface ReviewResponse {
  user?: { login?: string; type?: string } | null
  state?: string
  submitted_at?: string | null
}

/**
 * The states that say where a reviewer stands. A later COMMENTED review leaves an approval
 * standing, as on GitHub's own page; PENDING is a draft nobody else can see; a dismissed
 * approval comes back as DISMISSED, so it no longer counts.
 */
const VERDICTS = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED'])

/** Where a reviewer stands on a pull request: the latest of their verdicts. */
export interface LatestVerdict {
  username: string
  /** APPROVED, CHANGES_REQUESTED or DISMISSED. */
  state: string
  /** Unix seconds; 0 when GitHub gave no time. */
  at: number
  /** GitHub's account type of the reviewer (`User`, `Bot`), when it says. */
  type?: string
}

/**
 * Each reviewer's latest verdict, oldest first. A later COMMENTED review leaves a verdict
 * standing; a dismissed approval comes back as DISMISSED.
 */
export function latestVerdicts(reviews: ReviewResponse[]): LatestVerdict[] {
  const latest = new Map<string, LatestVerdict & { order: number }>()
  reviews.forEach((review, order) => {
    const username = review.user?.login
    const state = review.state?.toUpperCase()
    if (!username || !state || !VERDICTS.has(state)) return
    const at = unixSeconds(review.submitted_at) ?? 0
    // Logins are case-insensitive. GitHub lists reviews oldest first; the time decides when it can.
    const key = username.toLowerCase()
    const seen = latest.get(key)
    if (!seen || at > seen.at || (at === seen.at && order > seen.order))
      latest.set(key, { username, state, at, order, ...(review.user?.type !== undefined && { type: review.user.type }) })
  })
  return [...latest.values()].sort((a, b) => a.at - b.at || a.order - b.order).map(({ order: _order, ...verdict }) => verdict)
}

/**
 * The approvers of a pull request: each reviewer whose latest verdict is an approval, with
 * that review's time. As the reference client, only approvals are listed.
 */
export function approversFromReviews(reviews: ReviewResponse[]): PullRequestApprover[] {
  return latestVerdicts(reviews)
    .filter((v) => v.state === 'APPROVED')
    .map((v) => ({ username: v.username, state: v.state, timestamp: v.at || null }))
}

/** An approval by someone other than the pull request's author: what `require-approval` asks. */
export function hasIndependentApproval(pr: Pick<FoundPullRequest, 'author' | 'approvers'>): boolean {
  const author = pr.author.toLowerCase()
  return (pr.approvers ?? []).some((a) => a.state === 'APPROVED' && a.username.toLowerCase() !== author)
}
