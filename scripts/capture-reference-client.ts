// Stores the request the service's reference client (Kosli CLI) sends for each case of
// __tests__/contract/reference-cases.ts, where __tests__/reference-client-golden.test.ts
// compares the action's with it on any machine. Needs Node 24 and the reference client, which
// `npm ci` installs on Linux x64 only:
//
//   npm run capture-reference-client
//
// which is `node --experimental-transform-types --no-warnings --import ./scripts/ts-loader.mjs scripts/capture-reference-client.ts`.
// The client talks to stand-ins on 127.0.0.1 and nothing else (see runReferenceClient); every
// run is bounded in time. The folder ends up holding exactly one file per case; running this
// again gives the same files.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeWorkspace, referenceCases } from '../__tests__/contract/reference-cases.js'
import { Recorder } from '../__tests__/helpers/recorder.js'
import { KOSLI, kosliInstalled } from '../__tests__/helpers/reference-client.js'
import { answer, clientRequest, FIXTURES, REFERENCE_CLIENT_VERSION, type ReferenceFixture } from '../__tests__/helpers/reference-runs.js'
import { removeTree } from '../__tests__/helpers/tree.js'

if (!kosliInstalled) {
  console.error(`The reference client is not at ${KOSLI}: \`npm ci\` installs it on Linux x64 only.`)
  process.exit(2)
}
const installed = (JSON.parse(readFileSync(path.join(path.dirname(KOSLI), '..', 'package.json'), 'utf8')) as { version: string }).version
if (installed !== REFERENCE_CLIENT_VERSION) {
  console.error(`The reference client installed is ${installed}, package.json pins ${REFERENCE_CLIENT_VERSION}: run \`npm ci\` first.`)
  process.exit(2)
}

const recorder = await new Recorder(answer).start()
const workspace = makeWorkspace()
try {
  const cases = referenceCases(workspace.sha, workspace.jiraSha)
  for (const c of cases) {
    const request = await clientRequest(c, workspace, recorder)
    const fixture: ReferenceFixture = { case: c.name, about: c.about, reference_client: installed, command: ['kosli', ...c.cli], request }
    writeFileSync(path.join(FIXTURES, `${c.name}.json`), `${JSON.stringify(fixture, null, 2)}\n`)
    console.log(`${c.name}: ${request.method} ${request.path}`)
  }
  const kept = new Set(cases.map((c) => `${c.name}.json`))
  for (const file of readdirSync(FIXTURES).filter((f) => !kept.has(f))) {
    rmSync(path.join(FIXTURES, file))
    console.log(`removed ${file}: no case writes it`)
  }
} finally {
  await recorder.stop()
  removeTree(workspace.dir)
}
