import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CommitReview } from '../../../src/clients/github/code-review.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { codeReviewReport, reviewFacts, reviewTable, userDataReport, writeReportFile } from '../../../src/operations/readers/code-review-report.js'
import { PART_MAX_BYTES } from '../../../src/clients/service/catalogue/shapes.js'
import { tempDir } from '../../helpers/tree.js'

// The code review's table, as user_data holds it, as attached, and as the summary shows it.

const sha = (n: number) => n.toString(16).padStart(40, '0')
const commit = (n: number, reviewed: boolean): CommitReview => ({
  sha: sha(n),
  pullRequest: { url: `https://github.com/acme/shop/pull/${n}`, title: `Change ${n}` },
  pullRequests: [`https://github.com/acme/shop/pull/${n}`],
  author: 'ada',
  approvers: reviewed ? ['grace'] : [],
  reviewed,
  why: reviewed ? '' : 'approved only by ada (its author)'
})
/** Newest first, every seventh not reviewed. */
const range = (count: number) => Array.from({ length: count }, (_, i) => commit(count - i, (count - i) % 7 !== 0))
const context = readRunContext({ GITHUB_REPOSITORY: 'acme/shop' })
const report = (reviews: CommitReview[]) => codeReviewReport(sha(9999), { oldest: sha(0) }, { commits: [], source: 'clone' }, reviews)

const savedTemp = process.env.RUNNER_TEMP
afterEach(() => {
  if (savedTemp === undefined) delete process.env.RUNNER_TEMP
  else process.env.RUNNER_TEMP = savedTemp
})

describe('the report', () => {
  it('lists the unreviewed commits first, each part newest first', () => {
    const whole = report(range(20))
    expect(whole.unreviewed_commits).toEqual([sha(14), sha(7)])
    expect(whole.table.map((r) => r.sha).slice(0, 3)).toEqual([sha(14), sha(7), sha(20)])
    expect(whole.table[0]).toEqual({
      sha: sha(14),
      pull_request: 'https://github.com/acme/shop/pull/14',
      author: 'ada',
      approvers: [],
      verdict: 'not reviewed',
      why: 'approved only by ada (its author)'
    })
    expect(whole.table[2]).not.toHaveProperty('why')
    expect(whole).toMatchObject({ commits: 20, reviewed: 18, oldest_commit: sha(0), listed_by: 'local clone' })
  })

  it('keeps user_data within the record: every unreviewed row, the reviewed ones that fit, and says how many are left out', () => {
    const whole = report(range(10_000))
    const kept = userDataReport(whole, { ticket: 'SHOP-1' })
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(PART_MAX_BYTES - 64 * 1024)
    expect(kept.table.length + kept.table_rows_omitted!).toBe(10_000)
    expect(kept.table.slice(0, whole.unreviewed_commits.length).every((r) => r.verdict === 'not reviewed')).toBe(true)
    expect(kept.unreviewed_commits).toHaveLength(1428)
    // Small enough: whole, and without the count.
    expect(userDataReport(report(range(30)), undefined)).toEqual(report(range(30)))
  })

  it('is written whole to attach, making RUNNER_TEMP when missing, else in the system’s temporary folder', () => {
    const whole = report(range(30))
    process.env.RUNNER_TEMP = path.join(tempDir(), 'not-yet')
    const made = writeReportFile(whole)
    expect(made.startsWith(process.env.RUNNER_TEMP)).toBe(true)
    expect(JSON.parse(readFileSync(made, 'utf8'))).toEqual(whole)
    const notAFolder = path.join(tempDir(), 'a-file')
    writeFileSync(notAFolder, '')
    process.env.RUNNER_TEMP = notAFolder
    expect(writeReportFile(whole).startsWith(os.tmpdir())).toBe(true)
  })
})

describe('the summary', () => {
  it('shows one screen: the unreviewed first, the rest counted, and names them in the facts', () => {
    const reviews = range(100)
    const table = reviewTable(reviews, context)
    expect(table.rows).toHaveLength(26)
    expect(table.rows.slice(0, 14).every((r) => typeof r[4] === 'string' && r[4].startsWith('❌ not reviewed'))).toBe(true)
    expect(table.rows[14][4]).toBe('✅ reviewed')
    expect(table.rows[25][0]).toBe('… 75 more, all reviewed')
    const facts = Object.fromEntries(reviewFacts(report(reviews), { oldest: sha(0) }, context))
    expect(facts['Not reviewed']).toHaveLength(14)
    expect(facts['Not reviewed, besides']).toBeUndefined()
    const many = Object.fromEntries(reviewFacts(report(range(500)), { oldest: sha(0) }, context))
    expect(many['Not reviewed']).toHaveLength(20)
    expect(many['Not reviewed, besides']).toBe('51 more commits, in the attached code-review.json')
  })
})
