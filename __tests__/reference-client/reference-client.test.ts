import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { makeWorkspace, referenceCases } from '../contract/reference-cases.js'
import { Recorder } from '../helpers/recorder.js'
import { kosliInstalled, requestDifferences } from '../helpers/reference-client.js'
import { actionRequest, answer, clientRequest, FIXTURES, undeclared, type ReferenceFixture } from '../helpers/reference-runs.js'
import { removeTree } from '../helpers/tree.js'

// The action and the service's reference client record the same evidence side by side, live,
// against one recording stand-in, from one clone and one runner environment; their requests are
// compared field by field. The reference client's must also be the one stored for the offline
// comparison (reference-client-golden.test.ts): else the fixtures are stale, and
// `npm run capture-reference-client` renews them.
if (!kosliInstalled) console.warn('the reference client is not installed (it is an optional dependency for Linux x64): the side-by-side comparison was not run')

const workspace = makeWorkspace()
const cases = referenceCases(workspace.sha, workspace.jiraSha)
let recorder: Recorder

beforeAll(async () => {
  recorder = await new Recorder(answer).start()
})
afterAll(async () => {
  await recorder.stop()
  removeTree(workspace.dir)
})

const sideBySide = kosliInstalled ? describe : describe.skip

sideBySide('the same evidence as the reference client sends it, live', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const theirs = await clientRequest(c, workspace, recorder)
    const stored = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as ReferenceFixture
    expect(theirs).toEqual(stored.request)
    const ours = await actionRequest(c, workspace, recorder)
    expect(undeclared(c, requestDifferences(theirs, ours))).toEqual({ unexpected: [], gone: [] })
  })
})
