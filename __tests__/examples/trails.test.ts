// The published examples of flows, trails, artifacts and evidence, each taken from its page
// when the test runs and run as GitHub's runner runs it, against a fresh sandbox; each must
// succeed and leave what it says it records (a published example that fails or records
// nothing is a bug). The cases: trail-cases.ts.
import { runCases } from './cases.js'
import { TRAIL_CASES } from './trail-cases.js'

runCases('the examples of flows, trails and evidence', TRAIL_CASES)
