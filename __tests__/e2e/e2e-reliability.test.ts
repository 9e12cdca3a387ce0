import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { Recorder } from '../helpers/recorder.js'
import { runAction } from '../helpers/run-action.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'rel-secret-KEY-0a1b2c3d'
const BASIC = Buffer.from(`${KEY}:`).toString('base64')
let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  recorder = await new Recorder().start()
  repo = makeGitRepo()
  env = { ...pushEnv(repo), ACTIONS_STEP_DEBUG: 'true' }
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
})

const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': recorder.baseUrl, 'max-retries': '0' })

function leaks(text: string): boolean {
  return text.includes(KEY) || text.includes(BASIC)
}

describe('on-error: warn and replay', () => {
  it('saves a failed write, warns, exits 0, then replays it byte for byte', async () => {
    recorder.respond(() => ({ status: 503, body: { message: 'Service Unavailable' } }))
    const spoolDir = mkdtempSync(path.join(os.tmpdir(), 'spool-'))
    const failed = await runAction(
      { ...common(), 'auth-scheme': 'basic', operation: 'upsert-attestation-type', 'type-name': 'coverage', 'jq-rules': '.x > 1', 'on-error': 'warn' },
      { ...env, RUNNER_TEMP: spoolDir }
    )
    expect(failed.code).toBe(0)
    expect(failed.stdout).toMatch(/::warning::POST \/custom-attestation-types\/acme failed with HTTP 503 after 1 attempt/)
    // It already goes on and saved the request: the advice is not to set what is set.
    expect(failed.stdout).toMatch(/The service failed; try again later\. The request was saved to /)
    expect(failed.stdout).not.toContain('use `on-error: warn`')
    expect(failed.outputs.error_kind).toBe('server')
    expect(failed.outputs.status).toBe('503')
    const spool = failed.outputs.spool_file
    expect(spool.startsWith(spoolDir)).toBe(true)
    const saved = readFileSync(spool, 'utf8')
    expect(leaks(saved)).toBe(false)
    const record = JSON.parse(saved)
    expect(record).toMatchObject({
      method: 'POST',
      path: '/custom-attestation-types/acme',
      headers: { 'content-type': expect.stringMatching(/^multipart\/form-data; boundary=/) }
    })
    expect(record.parts.map((p: { name: string }) => p.name)).toEqual(['data_json'])
    expect(record.headers.authorization).toBeUndefined()
    expect(leaks(failed.all)).toBe(false)
    const original = recorder.requests[0]

    recorder.requests.length = 0
    recorder.respond(() => ({ status: 201, body: 'created' }))
    const replayed = await runAction({ operation: 'replay', 'api-key': 'a-new-key', 'base-url': recorder.baseUrl, 'spool-file': spool }, env)
    expect(replayed.code).toBe(0)
    expect(recorder.requests).toHaveLength(1)
    expect(recorder.requests[0].method).toBe('POST')
    expect(recorder.requests[0].url).toBe(original.url)
    expect(recorder.requests[0].body).toBe(original.body)
    expect(recorder.requests[0].headers['content-type']).toBe(original.headers['content-type'])
    expect(recorder.requests[0].headers.authorization).toBe('Bearer a-new-key')
    expect(replayed.outputs.delivered).toBe('1')
    expect(existsSync(spool)).toBe(false)
  })

  it('replays a folder, keeping what still fails', async () => {
    const spoolDir = mkdtempSync(path.join(os.tmpdir(), 'spool-'))
    recorder.respond(() => ({ status: 500, body: { message: 'boom' } }))
    for (const environment of ['one', 'two']) {
      const run = await runAction({ ...common(), operation: 'report-server-env', environment, 'on-error': 'warn' }, { ...env, RUNNER_TEMP: spoolDir })
      expect(run.code).toBe(0)
    }
    const folder = path.join(spoolDir, 'evidence-spool')
    expect(readdirSync(folder)).toHaveLength(2)
    recorder.requests.length = 0
    recorder.respond((req) => (req.url.includes('/one/') ? { status: 200, body: 'ok' } : { status: 404, body: { message: 'Environment not found' } }))
    const replay = await runAction({ operation: 'replay', 'api-key': KEY, 'base-url': recorder.baseUrl, 'spool-file': folder, 'max-retries': '0' }, env)
    expect(replay.code).toBe(1)
    expect(replay.outputs.delivered).toBe('1')
    expect(replay.outputs.remaining).toBe('1')
    expect(replay.outputs.error_kind).toBe('not_found')
    expect(readdirSync(folder)).toHaveLength(1)
    expect(replay.summary).toContain('failed: not_found (HTTP 404), kept for a later replay')
  })

  it('fails on bad input even under warn', async () => {
    const run = await runAction({ ...common(), operation: 'approve', flow: 'f', fingerprint: 'nothex', 'on-error': 'warn' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.spool_file).toBeUndefined()
  })

  it('refuses a file that is not a spool file', async () => {
    const run = await runAction({ operation: 'replay', 'api-key': KEY, 'base-url': recorder.baseUrl, 'spool-file': path.join(repo.dir, 'file.txt') }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('input `spool-file`')
    expect(recorder.requests).toHaveLength(0)
  })
})

describe('faults', () => {
  it('retries 503 honouring Retry-After, then succeeds', async () => {
    recorder.respond((_r, i) => (i < 2 ? { status: 503, body: {}, headers: { 'Retry-After': '1' } } : { status: 200, body: 'ok' }))
    const started = Date.now()
    const run = await runAction({ ...common(), 'max-retries': '3', operation: 'upsert-flow', flow: 'f' }, env)
    expect(run.code).toBe(0)
    expect(recorder.requests).toHaveLength(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
    expect(run.outputs.status).toBe('200')
  })

  it('bounds a hung service by timeout-seconds and says so', async () => {
    recorder.respond(() => 'hang')
    const run = await runAction({ ...common(), 'timeout-seconds': '1', 'max-retries': '1', operation: 'search', 'search-value': 'abcdef' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('timeout')
    expect(run.stdout).toContain('no complete answer within 1 s')
    expect(run.stdout).toContain('after 2 attempts')
  })

  it('summarizes an HTML error page', async () => {
    recorder.respond(() => ({
      status: 502,
      raw: '<!DOCTYPE html><html><head><title>Bad Gateway</title></head><body>' + '<p>noise</p>'.repeat(500) + '</body></html>'
    }))
    const run = await runAction({ ...common(), operation: 'upsert-flow', flow: 'f' }, env)
    expect(run.stdout).toContain('an HTML page titled "Bad Gateway"')
    expect(run.stdout).not.toContain('<p>noise</p>')
  })

  it('says what to check on 401', async () => {
    recorder.respond(() => ({ status: 401, body: { message: 'Invalid API key' } }))
    const run = await runAction({ ...common(), operation: 'upsert-flow', flow: 'f' }, env)
    expect(run.outputs.error_kind).toBe('auth')
    expect(run.stdout).toMatch(/Invalid API key.*api-key.*region/)
    expect(leaks(run.all)).toBe(false)
  })

  it('refuses to send the key to another host on redirect', async () => {
    recorder.respond(() => ({ status: 307, headers: { Location: 'http://localhost:1/api/v2/flows/acme' } }))
    const run = await runAction({ ...common(), operation: 'upsert-flow', flow: 'f' }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('redirected to http://localhost:1')
    expect(recorder.requests).toHaveLength(1)
  })
})

describe('the key never leaks, with step debug on', () => {
  it.each(['bearer', 'basic'])('in logs, dry-run, errors, outputs and the summary (%s)', async (scheme) => {
    recorder.respond(() => ({ status: 400, body: { message: 'Invalid', errors: { name: 'bad' } } }))
    for (const extra of [{}, { 'dry-run': 'true' }] as Record<string, string>[]) {
      const run = await runAction(
        { ...common(), 'auth-scheme': scheme, operation: 'update-environment', environment: 'production', description: 'x', ...extra },
        env
      )
      expect(run.stdout).toContain('::debug::')
      expect(leaks(run.all)).toBe(false)
    }
  })
})

describe('a service that echoes the key', () => {
  it.each(['bearer', 'basic'])('never gets it into the outputs, the summary, the log or a saved request (%s)', async (scheme) => {
    recorder.respond((req) => ({
      status: 503,
      body: { message: `rejected ${req.headers.authorization}`, errors: { key: KEY, basic: BASIC, url: encodeURIComponent(KEY) } }
    }))
    const spoolDir = mkdtempSync(path.join(os.tmpdir(), 'spool-'))
    const run = await runAction(
      { ...common(), 'auth-scheme': scheme, operation: 'update-environment', environment: 'production', description: 'x', 'on-error': 'warn' },
      { ...env, RUNNER_TEMP: spoolDir }
    )
    expect(run.code).toBe(0)
    expect(run.outputs.response).toContain('rejected')
    expect(leaks(run.all)).toBe(false)
    expect(leaks(readFileSync(run.outputs.spool_file, 'utf8'))).toBe(false)
  })
})

describe('proxies', () => {
  it('sends service traffic through HTTPS_PROXY, and not for NO_PROXY hosts', async () => {
    const connects: string[] = []
    const proxy = http.createServer()
    proxy.on('connect', (req, socket) => {
      connects.push(req.url ?? '')
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    try {
      // `.invalid` never resolves (RFC 6761): whatever happens, nothing leaves the machine.
      const service = {
        'api-key': KEY,
        org: 'acme',
        'base-url': 'https://evidence.invalid',
        'max-retries': '0',
        'timeout-seconds': '2',
        operation: 'search',
        'search-value': 'abcdef'
      }
      const via = await runAction(service, { ...env, HTTPS_PROXY: proxyUrl })
      expect(via.code).toBe(1)
      expect(connects).toEqual(['evidence.invalid:443'])
      const direct = await runAction(service, { ...env, HTTPS_PROXY: proxyUrl, NO_PROXY: 'evidence.invalid' })
      expect(direct.outputs.error_kind).toBe('network')
      expect(connects).toHaveLength(1)
    } finally {
      proxy.close()
    }
  })
})
