import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { OPERATIONS } from '../../src/action/operations.js'
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js'
import { encodeMultipart } from '../../src/clients/service/multipart.js'
import { CATALOGUE } from '../../src/clients/service/catalogue/index.js'
import { ACTION_CASES, ANSWERS, gitHubAnswer, trackerAnswer } from './action-cases.js'
import { NOT_SERVED_YET, SANDBOX_CASES, type SandboxCase } from './sandbox-cases.js'
import { endpointOf, requestProblems, responseProblems } from '../helpers/contract.js'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { Recorder } from '../helpers/recorder.js'
import { runAction } from '../helpers/run-action.js'
import { pushEnv } from '../helpers/workflow.js'

const byId = new Map(CATALOGUE.map((e) => [e.id, e]))
const entry = (id: string) => {
  const endpoint = byId.get(id)
  if (!endpoint) throw new Error(`${id} is not in the catalogue`)
  return endpoint
}

describe('the catalogue and its cases', () => {
  it('has one entry per id and per method and path', () => {
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length)
    expect(new Set(CATALOGUE.map((e) => `${e.method} ${e.path}`)).size).toBe(CATALOGUE.length)
  })

  it('has an action case for every entry an operation calls', async () => {
    const called = new Set<string>()
    for (const load of Object.values(OPERATIONS)) {
      const op = await load()
      if (op.endpoint) called.add(op.endpoint.id)
    }
    expect([...called].filter((id) => !(id in ACTION_CASES))).toEqual([])
    expect(Object.keys(ACTION_CASES).filter((id) => !byId.has(id))).toEqual([])
  })

  it('has a sandbox case for every entry, and every case files under a real entry', () => {
    expect(CATALOGUE.map((e) => e.id).filter((id) => !(id in SANDBOX_CASES) && !NOT_SERVED_YET.has(id))).toEqual([])
    expect(Object.keys(SANDBOX_CASES).filter((id) => !byId.has(id))).toEqual([])
  })
})

describe('requests the bundled action sends conform to the published document', () => {
  let recorder: Recorder
  let repo: GitRepo
  let env: Record<string, string>

  beforeAll(async () => {
    recorder = await new Recorder((req) => {
      const github = gitHubAnswer(req.url) ?? trackerAnswer(req.url, env.GITHUB_SHA)
      if (github) return github
      const id = endpointOf(CATALOGUE, req.method, req.url)?.endpoint.id ?? ''
      return ANSWERS[id]?.(req.body) ?? { status: 201, body: 'OK' }
    }).start()
    repo = makeGitRepo()
    // The stand-in answers GitHub's API too, for the operations that read evidence from it.
    env = { ...pushEnv(repo), GITHUB_API_URL: recorder.baseUrl.replace(/\/api\/v2$/, '') }
    writeFileSync(path.join(repo.dir, 'app.bin'), 'app')
    writeFileSync(path.join(repo.dir, 'schema.json'), '{"type": "object"}')
    writeFileSync(path.join(repo.dir, 'policy.yaml'), '_schema: https://kosli.com/schemas/policy/environment/v1\n')
    writeFileSync(
      path.join(repo.dir, 'template.yaml'),
      'version: 1\ntrail:\n  attestations:\n    - name: review\n      type: generic\n  artifacts:\n    - name: app\n'
    )
    mkdirSync(path.join(repo.dir, 'results'))
    writeFileSync(
      path.join(repo.dir, 'results', 'unit.xml'),
      '<testsuites><testsuite name="unit" tests="1" failures="0" errors="0" skipped="0" time="0.1"><testcase name="t"/></testsuite></testsuites>'
    )
  })
  afterAll(() => recorder.stop())

  const cases = Object.entries(ACTION_CASES).flatMap(([id, list]) => list.map((c) => [id, c.name, c] as const))
  it.each(cases)('%s: %s', async (id, _name, c) => {
    recorder.requests.length = 0
    const runtime = await c.runtime?.()
    const standIn = recorder.baseUrl.replace(/\/api\/v2$/, '')
    const given = Object.fromEntries(Object.entries(c.inputs).map(([name, value]) => [name, value.replace('<STAND-IN>', standIn)]))
    const run = await runAction(
      { 'api-key': 'k', org: 'acme', 'base-url': recorder.baseUrl, 'github-token': '', ...given, ...runtime?.inputs },
      { ...env, ...runtime?.env }
    ).finally(() => runtime?.stop())
    expect(run.stdout).not.toContain('::error')
    expect(run.code).toBe(0)
    const toService = recorder.requests.filter((r) => r.url.startsWith('/api/v2/'))
    expect(toService).toHaveLength(1)
    const [req] = toService
    const matched = endpointOf(CATALOGUE, req.method, req.url)
    expect(matched?.endpoint.id).toBe(id)
    expect(await requestProblems(entry(id), req, matched!.params)).toEqual([])
  })
})

describe('answers of the sandbox conform to the published document', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 })
  })
  afterAll(() => sandbox.close())

  async function send(method: string, urlPath: string, body?: unknown, multipart?: SandboxCase['request']['multipart']) {
    const headers: Record<string, string> = { authorization: 'Bearer contract-key' }
    let payload: Buffer | string | undefined
    if (multipart) {
      const encoded = encodeMultipart(
        Object.entries(multipart).map(([name, value]) =>
          typeof value === 'string' ? { name, content: value, contentType: 'application/json' } : { name, ...value }
        )
      )
      headers['content-type'] = encoded.contentType
      payload = encoded.body
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(sandbox.baseUrl + urlPath, { method, headers, body: payload })
    // A download (an audit package) is bytes: its shape is the endpoint's own test's to check.
    if (response.headers.get('content-type') === 'application/gzip') return { status: response.status, json: undefined }
    const text = await response.text()
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined }
  }

  const cases = Object.entries(SANDBOX_CASES).flatMap(([id, list]) => list.map((c) => [id, c.name, c] as const))
  it.each(cases)('%s: %s', async (id, _name, c) => {
    await c.setup?.((method, p, body, multipart) => send(method, p, body, multipart))
    const answer = await send(c.request.method, c.request.path, c.request.body, c.request.multipart)
    expect({ status: answer.status, body: answer.json }).toEqual({ status: c.status, body: answer.json })
    expect(endpointOf(CATALOGUE, c.request.method, `/api/v2${c.request.path}`)?.endpoint.id).toBe(id)
    expect(await responseProblems(entry(id), answer.status, answer.json)).toEqual([])
  })
})

describe('the contract check itself', () => {
  const req = (method: string, url: string, body: unknown) => ({
    method,
    url,
    headers: {},
    body: JSON.stringify(body) ?? '',
    raw: Buffer.from(JSON.stringify(body) ?? '')
  })

  it('catches a request the document refuses', async () => {
    const approval = entry('createApproval')
    expect(
      await requestProblems(approval, req('POST', '/api/v2/approvals/acme/f', { artifact_fingerprint: 'a'.repeat(64), src_commit_list: [] }), {
        org: 'acme',
        flow_name: 'f'
      })
    ).toEqual([expect.stringContaining('description')])
    expect(
      await requestProblems(entry('reportServer'), req('PUT', '/api/v2/environments/acme/prod/report/server', { artifacts: [{ digests: { a: 'x' } }] }), {
        org: 'acme',
        env_name: 'prod'
      })
    ).toEqual([expect.stringMatching(/creationTimestamp|pattern/)])
    expect(
      await requestProblems(entry('latestCommit'), req('GET', '/api/v2/artifacts/acme/f/abcd/latest_commit', undefined), {
        org: 'acme',
        flow_name: 'f',
        fingerprint: 'abcd'
      })
    ).toEqual([expect.stringContaining('fingerprint')])
  })

  it('catches an answer the document refuses', async () => {
    expect(await responseProblems(entry('search'), 200, { resolved_to: null })).toEqual([expect.stringContaining('artifacts')])
    expect(await responseProblems(entry('getEnvironment'), 404, { errors: {} })).toEqual([expect.stringContaining('message')])
    expect(await responseProblems(entry('listSnapshots'), 202, [])).toEqual([expect.stringContaining('not an answer the document lists')])
  })
})
