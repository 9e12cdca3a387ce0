import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { makeWorkspace, referenceCases } from './reference-cases.js'
import { Recorder } from '../helpers/recorder.js'
import { requestDifferences } from '../helpers/reference-client.js'
import { actionRequest, answer, FIXTURES, REFERENCE_CLIENT_VERSION, undeclared, type ReferenceFixture } from '../helpers/reference-runs.js'
import { removeTree } from '../helpers/tree.js'

// The action's request for the same evidence as each stored request of the reference client
// (scripts/capture-reference-client.ts), field by field, on any machine: no reference client
// needed. The clone's commits are fixed, so its SHAs are the ones stored.
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

const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as ReferenceFixture

describe('the stored requests of the reference client', () => {
  it('are one per case, and nothing else', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual(cases.map((c) => `${c.name}.json`).sort())
  })

  it.each(cases.map((c) => [c.name, c] as const))('%s: stored from the pinned reference client, for this command', (name, c) => {
    const stored = fixture(name)
    expect({ client: stored.reference_client, command: stored.command }).toEqual({ client: REFERENCE_CLIENT_VERSION, command: ['kosli', ...c.cli] })
  })
})

describe('the same evidence as the reference client sends it', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const ours = await actionRequest(c, workspace, recorder)
    expect(undeclared(c, requestDifferences(fixture(name).request, ours))).toEqual({ unexpected: [], gone: [] })
  })
})
