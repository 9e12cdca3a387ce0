// The sandbox's local Sigstore (src/sandbox/sigstore) as a process of its own, for the demo:
// the runner's OIDC token endpoint for one workflow run, a Fulcio, a Rekor and GitHub's
// artifact attestations API on a free loopback port. Prints one line of JSON (its addresses,
// the variables the runner sets for a job with `id-token: write`, and its trusted root); stops
// on SIGTERM or SIGINT.
//
//   node --experimental-transform-types --import ./scripts/ts-loader.mjs scripts/local-sigstore.ts '<run JSON>' [github-token]
import { startLocalSigstore } from '../src/sandbox/sigstore/server.js'
import type { WorkflowRun } from '../src/sandbox/sigstore/oidc.js'

const run = JSON.parse(process.argv[2] ?? '{}') as WorkflowRun
const sigstore = await startLocalSigstore(run, { githubToken: process.argv[3] })
const { fulcioUrl, rekorUrl, githubApiUrl, runnerEnv, trustedRoot } = sigstore
console.log(JSON.stringify({ fulcioUrl, rekorUrl, githubApiUrl, runnerEnv, trustedRoot }))
const stop = () => void sigstore.stop().then(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
