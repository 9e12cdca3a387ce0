import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { makeWorkspace, referenceCases } from '../contract/reference-cases.js'
import { Recorder } from '../helpers/recorder.js'
import { actionRequest, answer, FIXTURES, type ReferenceFixture } from '../helpers/reference-runs.js'
import { removeTree } from '../helpers/tree.js'

// Where the action reads more than the reference client, what it records beyond it is only
// the addition: the case `attest-jira-pull-request` declares its `jira_results` different as a
// whole, so here the rest of them is held to the stored request item by item.
const workspace = makeWorkspace()
let recorder: Recorder

beforeAll(async () => {
  recorder = await new Recorder(answer).start()
})
afterAll(async () => {
  await recorder.stop()
  removeTree(workspace.dir)
})

type Issue = { issue_id: string }
const issuesOf = (request: ReferenceFixture['request']) => (request.parts?.data_json?.json as { jira_results: Issue[] }).jira_results

describe("keys in the commit's pull requests, beyond the reference client", () => {
  it("add their issues to the reference client's, which stay as it records them", async () => {
    const c = referenceCases(workspace.sha, workspace.jiraSha).find((x) => x.name === 'attest-jira-pull-request')!
    const stored = JSON.parse(readFileSync(path.join(FIXTURES, `${c.name}.json`), 'utf8')) as ReferenceFixture
    const theirs = issuesOf(stored.request)
    const ours = issuesOf(await actionRequest(c, workspace, recorder))
    expect(ours.map((i) => i.issue_id)).toEqual(['OPS-3', 'OPS-4', 'SHOP-12', 'SHOP-7', 'SHOP-9'])
    expect(theirs.map((i) => i.issue_id)).toEqual(['OPS-3', 'SHOP-12', 'SHOP-7', 'SHOP-9'])
    expect(ours.filter((i) => i.issue_id !== 'OPS-4')).toEqual(theirs)
  })
})
