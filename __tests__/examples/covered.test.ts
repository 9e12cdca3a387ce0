// The project's rule: every workflow example in the docs is run by a test. This holds the pages
// to it: each ```yaml block of the README, of docs/ and of every operation's page is run, by
// e2e/quick-start.test.ts or by a case of the *-cases.ts beside this file (run by the other tests here); a new
// operation's example, or a new block on a page, fails here until a case runs it.
import { describe, expect, it } from '@jest/globals'
import { OPERATIONS } from '../../src/action/operations.js'
import { examplePages, workflowExamples } from '../helpers/examples.js'
import { OUTSIDE_CASES } from './outside-cases.js'
import { RUNTIME_CASES } from './runtime-cases.js'
import { SETTINGS_CASES } from './settings-cases.js'
import { TRAIL_CASES } from './trail-cases.js'

/** Run by e2e/quick-start.test.ts: the README's quick start and sandbox job, and docs/pipeline.md's pipeline. */
const RUN_BY_QUICK_START = ['README.md#1', 'README.md#2', 'docs/pipeline.md#1']
const CASES = { ...TRAIL_CASES, ...SETTINGS_CASES, ...RUNTIME_CASES, ...OUTSIDE_CASES }

describe('the published examples', () => {
  const published = examplePages().flatMap((page) => workflowExamples(page).map((e) => e.key))

  it('are each run by a test', () => {
    expect(published.filter((key) => !(key in CASES) && !RUN_BY_QUICK_START.includes(key))).toEqual([])
  })

  it('are what the cases run: no case for a block that is gone', () => {
    expect([...Object.keys(CASES), ...RUN_BY_QUICK_START].filter((key) => !published.includes(key))).toEqual([])
  })

  it('include one on every operation’s page', () => {
    const operations = Object.keys(OPERATIONS)
    expect(operations.length).toBeGreaterThan(40)
    expect(operations.filter((op) => workflowExamples(`${op}/README.md`).length === 0)).toEqual([])
  })
})
