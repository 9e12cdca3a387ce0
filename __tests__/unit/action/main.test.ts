import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nock from 'nock'
import type { Log } from '../../../src/util/log.js'
import { run } from '../../../src/action/main.js'
import { OPERATIONS } from '../../../src/action/operations.js'
import { localOperation, serviceOperation } from '../../../src/action/types.js'
import { search } from '../../../src/clients/service/catalogue/queries.js'
import { inputsOf } from '../../helpers/inputs.js'
import { parseOutputFile } from '../../helpers/run-action.js'
import { tempDir } from '../../helpers/tree.js'

const BASE = 'https://evidence.example/api/v2'
// One summary file for the suite, emptied per test.
const SUMMARY = path.join(tempDir('main-summary-'), 'summary')
let dir: string
let stdout: string
let logged: string[]

function log(): Log {
  const say = (m: string) => void logged.push(m)
  return { info: say, debug: say, warning: say, error: say }
}

const outputs = () => parseOutputFile(readFileSync(path.join(dir, 'output'), 'utf8'))
const summary = () => readFileSync(SUMMARY, 'utf8')

async function runWith(values: Record<string, string>): Promise<void> {
  await run(inputsOf({ 'base-url': BASE, ...values }, dir), log())
}

beforeEach(() => {
  dir = tempDir('main-')
  writeFileSync(path.join(dir, 'output'), '')
  writeFileSync(SUMMARY, '')
  process.env.GITHUB_OUTPUT = path.join(dir, 'output')
  process.env.GITHUB_STEP_SUMMARY = SUMMARY
  process.env.RUNNER_TEMP = dir
  stdout = ''
  logged = []
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk)
    return true
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  process.exitCode = undefined
  nock.cleanAll()
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'RUNNER_TEMP']) delete process.env[name]
})

describe('the error boundary', () => {
  it('names the operations when the one given is not one of them', async () => {
    await runWith({ operation: 'deploy' })
    expect(process.exitCode).toBe(1)
    expect(stdout).toContain('::error::input `operation`: `deploy` is not an operation; expected one of `create-flow`, `begin-trail`, `attest-artifact`')
    expect(outputs().error_kind).toBe('invalid_input')
    expect(summary()).toContain('<h3>❌ Evidence action failed</h3>')
  })

  it("reports an error that is not the action's own as unexpected, with its stack for debugging", async () => {
    OPERATIONS['explode'] = async () =>
      localOperation({
        name: 'explode',
        title: 'Explosion',
        description: 'Throws',
        inputs: {},
        outputs: {},
        read: () => ({}),
        run: async () => {
          throw new TypeError('boom')
        }
      })
    try {
      await runWith({ operation: 'explode' })
    } finally {
      delete OPERATIONS['explode']
    }
    expect(process.exitCode).toBe(1)
    expect(stdout).toContain('::error::unexpected error: boom')
    expect(logged.some((line) => line.startsWith('TypeError: boom'))).toBe(true)
  })
})

describe('what an operation needs, checked before it runs', () => {
  it('requires org where the endpoint has one, before any request', async () => {
    await runWith({ operation: 'search', 'api-key': 'k', 'search-value': 'abcdef' })
    expect(stdout).toContain('::error::input `org`: required by `search` but not given')
    expect(nock.pendingMocks()).toEqual([])
  })

  it('requires the key outside dry-run, and not in it', async () => {
    await runWith({ operation: 'search', org: 'acme', 'search-value': 'abcdef' })
    expect(stdout).toContain('::error::input `api-key`: required by `search` but not given')
    process.exitCode = undefined
    stdout = ''
    await runWith({ operation: 'search', org: 'acme', 'search-value': 'abcdef', 'dry-run': 'true' })
    expect(process.exitCode).toBeUndefined()
    expect(logged.join('\n')).toContain(`[dry-run] GET ${BASE}/search/acme/sha/abcdef`)
    expect(summary()).toContain('nothing sent')
  })

  it('requires neither for a local operation', async () => {
    writeFileSync(path.join(dir, 'a.txt'), 'a')
    await runWith({ operation: 'fingerprint', 'artifact-path': 'a.txt' })
    expect(process.exitCode).toBeUndefined()
    expect(outputs().fingerprint).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb')
  })

  it('requires a GitHub token for an operation that takes its evidence from GitHub', async () => {
    OPERATIONS['from-github'] = async () =>
      serviceOperation({
        name: 'from-github',
        title: 'From GitHub',
        description: 'Reads GitHub',
        inputs: {},
        outputs: {},
        endpoint: search,
        github: 'required',
        read: () => ({}),
        run: async () => ({ outputs: {}, summary: { title: 't', verdict: { ok: true, text: 'done' }, facts: [] } })
      })
    try {
      await runWith({ operation: 'from-github', org: 'acme', 'api-key': 'k' })
    } finally {
      delete OPERATIONS['from-github']
    }
    expect(stdout).toContain('::error::input `github-token`: required by `from-github`')
  })

  it('warns about inputs the operation does not read', async () => {
    writeFileSync(path.join(dir, 'a.txt'), 'a')
    await runWith({ operation: 'fingerprint', 'artifact-path': 'a.txt', enviroment: 'prod' })
    expect(logged).toContain('input `enviroment` is not used by `fingerprint` and is ignored; check its spelling, or whether it belongs to another step')
  })
})

describe('on-error: warn', () => {
  it('turns a failed write into a warning with the request saved, and exit 0', async () => {
    nock(BASE).put('/environments/acme/prod/report/server').reply(503, { message: 'down' })
    await runWith({ operation: 'report-server-env', org: 'acme', 'api-key': 'k', environment: 'prod', 'on-error': 'warn', 'max-retries': '0' })
    expect(process.exitCode).toBeUndefined()
    expect(stdout).toMatch(/::warning::PUT \/environments\/acme\/prod\/report\/server failed with HTTP 503.*saved to .*replay/)
    const out = outputs()
    expect(out).toMatchObject({ error_kind: 'server', status: '503' })
    expect(JSON.parse(readFileSync(out.spool_file, 'utf8'))).toMatchObject({ endpoint: 'reportServer', method: 'PUT', retry: 'idempotent' })
    expect(summary()).toContain('on-error is warn')
  })

  it('still fails on bad input, which no retry can fix', async () => {
    await runWith({ operation: 'report-server-env', org: 'acme', 'api-key': 'k', environment: 'bad name', 'on-error': 'warn' })
    expect(process.exitCode).toBe(1)
    expect(outputs().error_kind).toBe('invalid_input')
    expect(outputs().spool_file).toBeUndefined()
  })
})

describe('a successful run', () => {
  it('sets the outputs and ends the summary with the request and its answer', async () => {
    nock(BASE).get('/search/acme/sha/abcdef').reply(200, { artifacts: [] })
    await runWith({ operation: 'search', org: 'acme', 'api-key': 'k', 'search-value': 'abcdef' })
    expect(process.exitCode).toBeUndefined()
    expect(outputs()).toMatchObject({ status: '200', response: '{"artifacts":[]}', error_kind: '', artifacts: '[]' })
    expect(summary().replace(/<wbr>/g, '')).toContain(`GET ${BASE}/search/acme/sha/abcdef`)
    expect(summary()).toContain('HTTP 200')
    // Its own section alone: the toolkit's buffer kept nothing of the earlier steps in this process.
    expect(summary().match(/<h3>/g)).toHaveLength(1)
  })
})
