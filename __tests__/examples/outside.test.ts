// The published examples that reach systems outside the service (SonarQube, Jira, Sigstore,
// ghcr.io), each taken from its page when the test runs and run as GitHub's runner runs it,
// against a fresh sandbox and loopback stand-ins reached as a user's job reaches them; each
// must succeed and record what it says. The cases: outside-cases.ts.
import { runCases } from './cases.js'
import { OUTSIDE_CASES } from './outside-cases.js'

runCases('the examples that reach outside systems', OUTSIDE_CASES)
