import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SPOOL_FORMAT, type SpoolRecord } from '../../src/clients/service/spool.js'
import { Recorder } from '../helpers/recorder.js'
import { ROOT, runAction } from '../helpers/run-action.js'
import { tempDir } from '../helpers/tree.js'

const KEY = 'replay-key-7f3a'
let recorder: Recorder

beforeAll(async () => {
  recorder = await new Recorder(() => ({ status: 201, body: 'ok' })).start()
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
  recorder.respond(() => ({ status: 201, body: 'ok' }))
})

/** A folder of saved requests, as `on-error: warn` leaves them: one per environment. */
function spoolFolder(environments: string[], baseUrl = recorder.baseUrl): string {
  const folder = path.join(tempDir('spool-'), 'evidence-spool')
  mkdirSync(folder)
  environments.forEach((environment, i) => {
    const record: SpoolRecord = {
      format: SPOOL_FORMAT,
      savedAt: new Date(0).toISOString(),
      operation: 'report-server-env',
      baseUrl,
      endpoint: 'reportServer',
      method: 'PUT',
      path: `/environments/acme/${environment}/report/server`,
      retry: 'idempotent',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'server', artifacts: [] }),
      error: { kind: 'server', message: 'HTTP 503' }
    }
    writeFileSync(path.join(folder, `2026-01-01-${String(i).padStart(3, '0')}-${environment}.json`), JSON.stringify(record))
  })
  return folder
}

const replay = (folder: string, extra: Record<string, string> = {}) =>
  runAction({ operation: 'replay', 'api-key': KEY, 'base-url': recorder.baseUrl, 'spool-file': folder, 'max-retries': '0', ...extra })
const sentPaths = () => recorder.requests.map((r) => r.url).sort()

describe('replay never sends a request twice', () => {
  it('when two replays of one folder race, each request goes exactly once', async () => {
    const environments = Array.from({ length: 12 }, (_, i) => `env${i}`)
    const folder = spoolFolder(environments)
    // Slow answers keep both replays busy at once.
    recorder.respond(() => new Promise((resolve) => setTimeout(() => resolve({ status: 201, body: 'ok' }), 20)))
    const [a, b] = await Promise.all([replay(folder), replay(folder)])
    expect(sentPaths()).toEqual(environments.map((e) => `/api/v2/environments/acme/${e}/report/server`).sort())
    expect(Number(a.outputs.delivered) + Number(b.outputs.delivered)).toBe(environments.length)
    expect([a.code, b.code]).toEqual([0, 0])
    expect(readdirSync(folder)).toEqual([])
  })

  it('cannot mark a request sent in a read-only folder, so it sends none of them', async () => {
    const folder = spoolFolder(['one', 'two'])
    if (spawnSync('unshare', ['--mount', '--map-root-user', 'true']).status !== 0) {
      console.warn('no mount namespace here (unshare --mount): the read-only folder case was not run')
      return
    }
    // A read-only copy of the folder, in a mount namespace of the child's own (bash, not sh:
    // sh drops the runner's INPUT_SPOOL-FILE, whose name is not a shell identifier).
    const mounted = path.join(tempDir('ro-'), 'spool')
    mkdirSync(mounted)
    const script = `mount -t tmpfs none "${mounted}" && cp "${folder}"/*.json "${mounted}"/ && mount -o remount,ro "${mounted}" && exec "$0" "$@"`
    const run = await runAction({ operation: 'replay', 'api-key': KEY, 'base-url': recorder.baseUrl, 'spool-file': mounted }, {}, 'unshare', [
      '--mount',
      '--map-root-user',
      'bash',
      '-c',
      script,
      process.execPath,
      path.join(ROOT, 'dist', 'index.js')
    ])
    expect(recorder.requests).toHaveLength(0)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ delivered: '0', failed: '2', error_kind: 'invalid_input' })
    expect(run.stdout).toContain('cannot be claimed for sending (EROFS)')
  })
})

describe('replay never stops early', () => {
  it('goes on past a corrupt file and a failing request, and says what happened to each', async () => {
    const folder = spoolFolder(['one', 'two', 'three'])
    writeFileSync(path.join(folder, '2026-01-01-001-two.json'), '{"format": "evidence-action-spool/v1", "meth')
    recorder.respond((req) => (req.url.includes('/three/') ? { status: 404, body: { message: 'Environment not found' } } : { status: 201, body: 'ok' }))
    const run = await replay(folder)
    expect(sentPaths()).toEqual(['/api/v2/environments/acme/one/report/server', '/api/v2/environments/acme/three/report/server'])
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ delivered: '1', failed: '2', remaining: '2' })
    expect(run.summary).toMatch(/001-two\.json.*failed:.*is not JSON/)
    expect(run.summary).toMatch(/002-three\.json.*failed: not_found/)
    expect(readdirSync(folder).sort()).toEqual(['2026-01-01-001-two.json', '2026-01-01-002-three.json'])
  })
})

describe('replay sends a request only where it was meant to go', () => {
  it('refuses a request saved for another service, unless replay-to says where', async () => {
    const folder = spoolFolder(['one'], 'https://app.kosli.com/api/v2')
    const refused = await replay(folder)
    expect(recorder.requests).toHaveLength(0)
    expect(refused.code).toBe(1)
    expect(refused.stdout).toContain('saved for https://app.kosli.com/api/v2, not')
    expect(refused.stdout).toContain('`replay-to`')
    const sent = await replay(folder, { 'replay-to': recorder.baseUrl })
    expect(sent.code).toBe(0)
    expect(sentPaths()).toEqual(['/api/v2/environments/acme/one/report/server'])
    expect(recorder.requests[0].headers.authorization).toBe(`Bearer ${KEY}`)
  })
})
