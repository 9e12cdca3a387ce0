// The published examples that report what runs where (a server, Docker, Kubernetes, ECS,
// Lambda, S3, Azure, and docs/environment-reports.md's scheduled workflow) and the replay of a
// report the service could not take, each taken from its page when the test runs and run as
// GitHub's runner runs it, against a fresh sandbox and a loopback stand-in of its runtime; each
// must succeed and leave the snapshot it says. The cases: runtime-cases.ts.
import { runCases } from './cases.js'
import { RUNTIME_CASES } from './runtime-cases.js'

runCases('the examples of environment reports', RUNTIME_CASES)
