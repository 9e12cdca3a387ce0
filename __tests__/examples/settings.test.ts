// The published examples of what evidence is judged by (flows, types, environments, policies,
// tags, the allowlist), of the gates and of the queries, each taken from its page when the test
// runs and run as GitHub's runner runs it, against a fresh sandbox holding what an earlier job
// made; each must succeed and leave or answer what it says. The cases: settings-cases.ts.
import { runCases } from './cases.js'
import { SETTINGS_CASES } from './settings-cases.js'

runCases('the examples of settings, gates and queries', SETTINGS_CASES)
