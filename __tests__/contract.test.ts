import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { contractProblems } from './helpers/contract.js'
import { makeGitRepo, type GitRepo } from './helpers/git-repo.js'
import { Recorder } from './helpers/recorder.js'
import { runAction } from './helpers/run-action.js'
import { pushEnv } from './helpers/workflow.js'

let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  recorder = await new Recorder((req) => {
    if (req.url.includes('/latest_commit')) return { status: 200, body: { latest_commit: null } }
    if (req.url.includes('/search/')) return { status: 200, body: { artifacts: [] } }
    if (req.url.startsWith('/api/v2/approvals')) return { status: 201, body: JSON.parse(req.body) }
    return { status: 201, body: 'OK' }
  }).start()
  repo = makeGitRepo()
  env = pushEnv(repo)
  writeFileSync(path.join(repo.dir, 'app.bin'), 'app')
  writeFileSync(path.join(repo.dir, 'schema.json'), '{"type": "object"}')
})
afterAll(() => recorder.stop())

// Every request an operation sends, checked against the service's published OpenAPI document.
const cases: [string, Record<string, string>][] = [
  ['report-server-env', { environment: 'production', paths: 'app.bin' }],
  ['report-server-env (empty)', { environment: 'production' }],
  ['approve', { flow: 'shop-api', 'artifact-path': 'app.bin', environment: 'production', 'oldest-commit': '' }],
  ['approve (full)', { flow: 'shop-api', fingerprint: 'a'.repeat(64), description: 'release', comment: 'ok', 'user-data': '{"k": 1}' }],
  ['override-attestation', { flow: 'shop-api', trail: 'main', 'attestation-name': 'tests', 'original-attestation-type': 'custom:coverage', reason: 'r', compliant: 'false', fingerprint: 'b'.repeat(64), 'target-artifacts': 'api,web', 'external-urls': '{"doc": {"href": "https://x", "fingerprint": "' + 'c'.repeat(64) + '"}}', annotations: '{"a": "b"}', 'user-data': '[1]' }],
  ['upsert-flow', { flow: 'shop-api' }],
  ['upsert-attestation-type', { 'type-name': 'coverage', 'jq-rules': '.x > 1', 'type-schema': 'schema.json', description: 'd' }],
  ['search', { 'search-value': 'abcdef' }],
  ['latest-commit', { flow: 'shop-api', fingerprint: 'd'.repeat(64), branch: 'main' }]
]

describe('requests conform to the published OpenAPI document', () => {
  it.each(cases)('%s', async (name, inputs) => {
    recorder.requests.length = 0
    const run = await runAction({ operation: name.split(' ')[0], 'api-key': 'k', org: 'acme', 'base-url': recorder.baseUrl, ...inputs }, env)
    expect(run.stdout).not.toContain('::error')
    expect(run.code).toBe(0)
    expect(recorder.requests).toHaveLength(1)
    expect(await contractProblems(recorder.requests[0])).toEqual([])
  })
})

describe('the contract check itself', () => {
  it('catches what the document refuses', async () => {
    const req = (method: string, url: string, body: unknown) => ({ method, url, headers: {}, body: JSON.stringify(body) })
    expect(await contractProblems(req('POST', '/api/v2/approvals/acme/f', { artifact_fingerprint: 'a'.repeat(64), src_commit_list: [] }))).toEqual([expect.stringContaining('description')])
    expect(await contractProblems(req('PUT', '/api/v2/flows/acme', { name: 'f', description: '', template: [] }))).toEqual([expect.stringContaining('visibility')])
    expect(await contractProblems(req('PUT', '/api/v2/nowhere', {}))).toEqual([expect.stringContaining('not in the published document')])
  })
})
