import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { runnerProblem } from '../../action/errors.js'
import os from 'node:os'
import path from 'node:path'
import type { CommitReview } from '../../clients/github/code-review.js'
import type { CommitRange } from '../../clients/github/commit-range.js'
import { commitUrl, type RunContext } from '../../clients/github/context.js'
import { PART_MAX_BYTES } from '../../clients/service/catalogue/shapes.js'
import { hash, link, type Cell, type SummarySection } from '../../action/summary.js'
import { clip } from '../../util/text.js'
import type { RunningArtifact } from './since-environment.js'

/** The attached file: every commit, however many. */
export const REPORT_FILE = 'code-review.json'
/** What an auditor sees at once: the unreviewed commits first, then as many reviewed as fit. */
const SUMMARY_ROWS = 25
/** Commits named one by one in the summary's facts, unreviewed ones; the rest are counted. */
const NAMED_UNREVIEWED = 20
/** Left in `data_json` for the common fields (commit, repository, links) beside `user_data`. */
const COMMON_FIELDS_ROOM = 64 * 1024

export const RULE =
  'reviewed: a merged pull request whose reviewer, as their latest verdict, approved it (not dismissed, not followed by a request for changes), and is neither its author nor an author, committer or co-author of its commits, nor a bot'

/** Where the range starts: a commit given, or what runs in an environment. */
export interface RangeStart {
  oldest?: string
  since?: RunningArtifact
  /** `since-environment` was given, but a dry run does not read it. */
  sinceUnread?: string
}

/** One row of the table, as recorded. */
export interface ReviewRow {
  sha: string
  pull_request: string | null
  author: string
  approvers: string[]
  verdict: 'reviewed' | 'not reviewed'
  why?: string
}

export interface CodeReviewReport {
  commit: string
  oldest_commit: string | null
  since_environment?: { environment: string; snapshot: number; artifact: string; fingerprint: string; commit: string }
  /** Where the commits were listed from. */
  listed_by: 'local clone' | "GitHub's compare API" | 'commit alone'
  rule: string
  commits: number
  reviewed: number
  unreviewed_commits: string[]
  /** Unreviewed commits first, each list newest first. */
  table: ReviewRow[]
  /** In `user_data`, when the whole table would not fit the record: the rows left out (they are in the attached file). */
  table_rows_omitted?: number
}

/** Unreviewed first, keeping the range's order (newest first) within each. */
export function ordered(reviews: CommitReview[]): CommitReview[] {
  return [...reviews.filter((r) => !r.reviewed), ...reviews.filter((r) => r.reviewed)]
}

function row(review: CommitReview): ReviewRow {
  return {
    sha: review.sha,
    pull_request: review.pullRequest?.url ?? null,
    author: review.author,
    approvers: review.approvers,
    verdict: review.reviewed ? 'reviewed' : 'not reviewed',
    ...(!review.reviewed && { why: review.why })
  }
}

const LISTED_BY: Record<CommitRange['source'], CodeReviewReport['listed_by']> = {
  clone: 'local clone',
  github: "GitHub's compare API",
  commit: 'commit alone'
}

export function codeReviewReport(newest: string, start: RangeStart, range: CommitRange, reviews: CommitReview[]): CodeReviewReport {
  const unreviewed = reviews.filter((r) => !r.reviewed).map((r) => r.sha)
  const since = start.since
  return {
    commit: newest,
    oldest_commit: start.oldest ?? since?.commit ?? null,
    ...(since && {
      since_environment: {
        environment: since.environment,
        snapshot: since.snapshot,
        artifact: since.name,
        fingerprint: since.fingerprint,
        commit: since.commit
      }
    }),
    listed_by: LISTED_BY[range.source],
    rule: RULE,
    commits: reviews.length,
    reviewed: reviews.length - unreviewed.length,
    unreviewed_commits: unreviewed,
    table: ordered(reviews).map(row)
  }
}

/**
 * The report as `user_data` holds it: whole when it fits the record beside the user's own data,
 * else every unreviewed row and as many reviewed ones as fit (the attached file has them all).
 */
export function userDataReport(report: CodeReviewReport, userData: unknown): CodeReviewReport {
  const budget = PART_MAX_BYTES - COMMON_FIELDS_ROOM - (userData === undefined ? 0 : Buffer.byteLength(JSON.stringify(userData)))
  let size = Buffer.byteLength(JSON.stringify({ ...report, table: [], table_rows_omitted: report.table.length }))
  let kept = 0
  for (const r of report.table) {
    const more = Buffer.byteLength(JSON.stringify(r)) + 1
    if (size + more > budget) break
    size += more
    kept++
  }
  return kept === report.table.length ? report : { ...report, table: report.table.slice(0, kept), table_rows_omitted: report.table.length - kept }
}

/**
 * The whole report, written where the runner keeps a job's temporary files (else the system's,
 * when RUNNER_TEMP is unset or cannot be written), to be attached.
 */
export function writeReportFile(report: CodeReviewReport): string {
  const text = JSON.stringify(report, null, 2) + '\n'
  const places = [...new Set([process.env.RUNNER_TEMP, os.tmpdir()].filter((p): p is string => !!p))]
  let problem: unknown
  for (const place of places) {
    try {
      mkdirSync(place, { recursive: true })
      const file = path.join(mkdtempSync(path.join(place, 'code-review-')), REPORT_FILE)
      writeFileSync(file, text)
      return file
    } catch (err) {
      problem = err
    }
  }
  throw runnerProblem(`the report to attach, ${REPORT_FILE}, was not written`, 'RUNNER_TEMP', places.join(' or '), problem)
}

/** The summary's own facts: what was covered, and which commits were not reviewed, before anything else. */
export function reviewFacts(report: CodeReviewReport, start: RangeStart, context: RunContext): SummarySection['facts'] {
  const short = (sha: string) => sha.slice(0, 7)
  const unreviewed = report.unreviewed_commits
  const first = unreviewed.slice(0, NAMED_UNREVIEWED)
  // Several links side by side, when the repository gives each commit its page.
  const names: Cell = context.repository ? first.map((sha) => ({ href: commitUrl(context, sha)!, text: short(sha) })) : first.map(short).join(', ')
  const since = start.since
  const from = since
    ? `after ${short(since.commit)}, the commit of \`${since.name}\` running in \`${since.environment}\` (snapshot ${since.snapshot})`
    : start.oldest
      ? `after ${short(start.oldest)} (\`oldest-commit\`)`
      : start.sinceUnread
        ? `\`commit\` alone: a dry run does not read what runs in \`${start.sinceUnread}\``
        : '`commit` alone'
  return [
    ['Not reviewed', unreviewed.length === 0 ? 'none' : names],
    [
      'Not reviewed, besides',
      unreviewed.length > NAMED_UNREVIEWED ? `${unreviewed.length - NAMED_UNREVIEWED} more commits, in the attached ${REPORT_FILE}` : undefined
    ],
    ['Commits', `${report.commits} up to ${short(report.commit)}, ${from}; listed by the ${report.listed_by}`],
    ['Rule', RULE]
  ]
}

/** The table: unreviewed commits first, as many as one screen holds. */
export function reviewTable(reviews: CommitReview[], context: RunContext): NonNullable<SummarySection['table']> {
  const shown = ordered(reviews).slice(0, SUMMARY_ROWS)
  const rows = shown.map((r): Cell[] => [
    hash(r.sha, commitUrl(context, r.sha)),
    r.pullRequest ? link(r.pullRequest.url, clip(`#${r.pullRequest.url.split('/').pop()} ${r.pullRequest.title}`, 60)) : 'none',
    r.author,
    r.approvers.join(', ') || 'nobody',
    r.reviewed ? '✅ reviewed' : `❌ not reviewed: ${r.why}`
  ])
  const left = reviews.length - shown.length
  if (left > 0) {
    const allReviewed = shown.some((r) => r.reviewed)
    rows.push([`… ${left} more${allReviewed ? ', all reviewed' : ''}`, '', '', '', `every commit is in the attached ${REPORT_FILE}`])
  }
  return { head: ['Commit', 'Pull request', 'Author', 'Approved by', 'Verdict'], rows }
}
