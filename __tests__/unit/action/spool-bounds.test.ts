import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SPOOL_FORMAT, type SpoolRecord } from '../../../src/clients/service/spool.js'
import { Recorder } from '../../helpers/recorder.js'
import { runAction } from '../../helpers/run-action.js'
import { tempDir } from '../../helpers/tree.js'

let recorder: Recorder

beforeAll(async () => {
  recorder = await new Recorder(() => ({ status: 500, body: 'down' })).start()
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
  recorder.respond(() => ({ status: 500, body: 'down' }))
})

const failing = { operation: 'report-server-env', environment: 'prod', 'api-key': 'k', org: 'acme', 'on-error': 'warn', 'max-retries': '0' }
const withBase = (inputs: Record<string, string>) => ({ ...inputs, 'base-url': recorder.baseUrl })

describe('a spool that cannot be written is said plainly', () => {
  it('RUNNER_TEMP is a file', async () => {
    const file = path.join(tempDir('rt-'), 'not-a-folder')
    writeFileSync(file, 'x')
    const run = await runAction(withBase(failing), { RUNNER_TEMP: file })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('was not saved for replay')
    expect(run.stdout).toContain('ENOTDIR')
    expect(run.all).not.toMatch(/\n\s+at /)
    expect(run.all).not.toContain('unexpected error')
    expect(run.outputs.error_kind).toBe('server')
    expect(run.outputs.spool_file).toBe('')
  })

  it('RUNNER_TEMP is under /proc, where no folder can be made', async () => {
    const run = await runAction(withBase(failing), { RUNNER_TEMP: '/proc' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('was not saved for replay')
    expect(run.all).not.toMatch(/\n\s+at /)
  })
})

describe('a job summary that cannot be written is a warning', () => {
  it('on success the step still succeeds', async () => {
    recorder.respond(() => ({ status: 201, body: '{}' }))
    const run = await runAction(withBase({ ...failing, 'on-error': 'fail' }), { GITHUB_STEP_SUMMARY: tempDir('sum-') })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/::warning::The job summary was not written/)
    expect(run.all).not.toMatch(/\n\s+at /)
  })

  it('on failure the step fails for its own reason', async () => {
    const run = await runAction(withBase({ ...failing, 'on-error': 'fail' }), { GITHUB_STEP_SUMMARY: tempDir('sum-') })
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('server')
    expect(run.stdout).toMatch(/::warning::The job summary was not written/)
    expect(run.all).not.toContain('unexpected error')
  })
})

function record(overrides: Partial<SpoolRecord>): SpoolRecord {
  return {
    format: SPOOL_FORMAT,
    savedAt: new Date(0).toISOString(),
    operation: 'report-server-env',
    baseUrl: recorder.baseUrl,
    endpoint: 'reportServer',
    method: 'PUT',
    path: '/environments/acme/prod/report/server',
    retry: 'idempotent',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'server', artifacts: [] }),
    error: { kind: 'server', message: 'HTTP 503' },
    ...overrides
  }
}

const replay = (target: string) => runAction({ operation: 'replay', 'api-key': 'k', 'base-url': recorder.baseUrl, 'spool-file': target, 'max-retries': '0' })

describe('replay checks a spool file fully, and renames nothing it should not', () => {
  it.each([
    ['a path that climbs out of the API', { path: '/../../../etc/x' }, 'leave the API'],
    ['a percent-encoded climb', { path: '/environments/%2e%2e/%2E%2E/x' }, 'leave the API'],
    ['an empty segment', { path: '//evil.example/x' }, 'leave the API'],
    ['a path without a leading slash', { path: 'environments/acme' }, 'does not start with'],
    ['bodyBase64 that is not base64', { body: undefined, bodyBase64: '!!!not base64!!!' }, 'not valid base64'],
    ['a header with a line break', { headers: { 'content-type': 'application/json\r\nX-Evil: 1' } }, 'not a spool file']
  ])('%s is failed, not sent, and keeps its name', async (_what, overrides, reason) => {
    recorder.respond(() => ({ status: 201, body: 'ok' }))
    const folder = tempDir('spool-')
    writeFileSync(path.join(folder, 'saved.json'), JSON.stringify(record(overrides)))
    const run = await replay(folder)
    expect(recorder.requests).toHaveLength(0)
    expect(run.code).toBe(1)
    expect(run.outputs.failed).toBe('1')
    expect(run.stdout).toContain(reason)
    expect(readdirSync(folder)).toEqual(['saved.json'])
    expect(run.all).not.toContain('unexpected error')
  })

  it('a file not named *.json is not claimed', async () => {
    const folder = tempDir('spool-')
    const file = path.join(folder, 'passwd')
    writeFileSync(file, 'root:x:0:0:root:/root:/bin/bash\n')
    const run = await replay(file)
    expect(recorder.requests).toHaveLength(0)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('*.json')
    expect(readdirSync(folder)).toEqual(['passwd'])
  })

  it('a .json file that is not a spool file keeps its name', async () => {
    const folder = tempDir('spool-')
    mkdirSync(path.join(folder, 'sub'))
    writeFileSync(path.join(folder, 'other.json'), '{"a": 1}')
    const run = await replay(path.join(folder, 'other.json'))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('not a spool file')
    expect(readdirSync(folder).sort()).toEqual(['other.json', 'sub'])
  })

  it('a valid file with a query in its path is still delivered', async () => {
    recorder.respond(() => ({ status: 201, body: 'ok' }))
    const folder = tempDir('spool-')
    writeFileSync(
      path.join(folder, 'saved.json'),
      JSON.stringify(record({ path: '/environments/acme/prod/report/server?x=1', body: undefined, bodyBase64: Buffer.from('{}').toString('base64') }))
    )
    const run = await replay(folder)
    expect(run.code).toBe(0)
    expect(recorder.requests.map((r) => r.url)).toEqual(['/api/v2/environments/acme/prod/report/server?x=1'])
    expect(readdirSync(folder)).toEqual([])
  })
})
