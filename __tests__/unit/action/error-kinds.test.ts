// Error kinds tell the truth: `invalid_input` only when nothing was sent, `rejected` for a
// request the service refused (in its own words, with advice for the status), `conflict` for
// 409 as the interface says, and `runner` for a runner that cannot keep the step's files.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nock from 'nock'
import { actionAdvice } from '../../../src/action/advice.js'
import { ActionError } from '../../../src/action/errors.js'
import { errorKindForStatus } from '../../../src/util/errors.js'
import { run } from '../../../src/action/main.js'
import { writeRunnerTempFile } from '../../../src/action/runner-temp.js'
import { statusFailure } from '../../../src/clients/service/failure.js'
import type { EncodedRequest } from '../../../src/clients/service/request.js'
import { inputsOf } from '../../helpers/inputs.js'
import { parseOutputFile, ROOT } from '../../helpers/run-action.js'
import { tempDir } from '../../helpers/tree.js'

const BASE = 'https://kinds.example/api/v2'
const request = { method: 'POST', path: '/attestations/acme/shop/trail/t1/generic' } as EncodedRequest
const failure = (status: number, body: unknown) => statusFailure(request, status, JSON.stringify(body), 'application/json', 1, actionAdvice)

describe('a status the service answered', () => {
  it('is never invalid_input: every 4xx without a kind of its own is rejected', () => {
    for (const status of [400, 405, 406, 411, 413, 414, 415, 418, 422]) expect([status, errorKindForStatus(status)]).toEqual([status, 'rejected'])
    expect(errorKindForStatus(409)).toBe('conflict')
    expect(errorKindForStatus(401)).toBe('auth')
    expect(errorKindForStatus(404)).toBe('not_found')
  })

  it('422: the service’s words, the field it refused, and what to check', () => {
    const err = failure(422, { message: 'Input payload validation failed', errors: { attestation_name: "'unit tests' does not match the template" } })
    expect(err.kind).toBe('rejected')
    expect(err.message).toContain("The service said: Input payload validation failed — attestation_name: 'unit tests' does not match the template.")
    expect(err.message).toContain('The service refused the value of the field named above')
  })

  it('400: the service’s words, and to check the inputs behind them', () => {
    const err = failure(400, { message: 'Attestation type coverage: .line > 80 is false' })
    expect(err.kind).toBe('rejected')
    expect(err.message).toContain('The service said: Attestation type coverage: .line > 80 is false.')
    expect(err.message).toContain("The service's words above say what it could not take")
  })

  it('409 stays conflict, with advice about the clash', () => {
    const err = failure(409, { message: 'Environment named production already exists with another type' })
    expect(err.kind).toBe('conflict')
    expect(err.message).toContain('The service said: Environment named production already exists with another type.')
    expect(err.message).toContain('choose another name')
  })
})

describe('runs', () => {
  // One summary file for the suite, emptied per test.
  const SUMMARY = path.join(tempDir('kinds-summary-'), 'summary')
  let dir: string
  let stdout: string
  const log = { info: () => {}, debug: () => {}, warning: (m: string) => void (stdout += m + '\n'), error: () => {} }
  const outputs = () => parseOutputFile(readFileSync(path.join(dir, 'output'), 'utf8'))

  beforeEach(() => {
    dir = tempDir('kinds-')
    writeFileSync(path.join(dir, 'output'), '')
    writeFileSync(SUMMARY, '')
    Object.assign(process.env, { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STEP_SUMMARY: SUMMARY, RUNNER_TEMP: dir })
    stdout = ''
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk)
      return true
    })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    nock.cleanAll()
    process.exitCode = undefined
    for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'RUNNER_TEMP']) delete process.env[name]
  })

  const common = { 'api-key': 'k', org: 'acme', 'base-url': BASE, 'max-retries': '0' }

  it.each([400, 405, 409, 413, 415, 422])('no invalid_input after a request was sent: HTTP %i', async (status) => {
    const scope = nock(BASE)
      .put('/environments/acme')
      .reply(status, { message: `refused with ${status}` })
    await run(inputsOf({ ...common, operation: 'upsert-environment', environment: 'production', 'environment-type': 'server' }, dir), log)
    scope.done()
    expect(process.exitCode).toBe(1)
    expect(outputs()).toMatchObject({ status: String(status), error_kind: status === 409 ? 'conflict' : 'rejected' })
    expect(stdout).toContain(`The service said: refused with ${status}.`)
    expect(readFileSync(SUMMARY, 'utf8')).toContain(`<td>${status === 409 ? 'conflict' : 'rejected'}</td>`)
  })

  it('a rejected write is kept for replay under on-error: warn, as other service failures are', async () => {
    nock(BASE).put('/environments/acme').reply(422, { message: 'no' })
    await run(inputsOf({ ...common, 'on-error': 'warn', operation: 'upsert-environment', environment: 'production', 'environment-type': 'server' }, dir), log)
    expect(process.exitCode).toBeUndefined()
    expect(outputs()).toMatchObject({ error_kind: 'rejected' })
    expect(outputs().spool_file).toContain(path.join(dir, 'evidence-spool'))
  })

  it('a RUNNER_TEMP the schema cannot be saved in is the runner’s problem, even under on-error: warn', async () => {
    const notAFolder = path.join(dir, 'temp-is-a-file')
    writeFileSync(notAFolder, '')
    process.env.RUNNER_TEMP = notAFolder
    nock(BASE).get('/schemas/environment-policy/v1').reply(200, { type: 'object' })
    await run(inputsOf({ ...common, 'on-error': 'warn', operation: 'policy-schema' }, dir), log)
    expect(process.exitCode).toBe(1)
    expect(outputs().error_kind).toBe('runner')
    expect(stdout).toMatch(/::error::the policy schema was not saved: .*temp-is-a-file.* cannot be written \(ENOTDIR\); the runner's RUNNER_TEMP must name/)
  })

  it('a GITHUB_OUTPUT that cannot be written fails the step as the runner’s problem, said once', async () => {
    const folder = path.join(dir, 'output-is-a-folder')
    mkdirSync(folder)
    process.env.GITHUB_OUTPUT = folder
    writeFileSync(path.join(dir, 'app.bin'), 'app')
    await run(inputsOf({ operation: 'fingerprint', 'artifact-path': 'app.bin' }, dir), log)
    expect(process.exitCode).toBe(1)
    expect(stdout).toMatch(/::error::output `fingerprint` was not set: .*output-is-a-folder cannot be written \(EISDIR\); the runner's GITHUB_OUTPUT/)
    expect(stdout.match(/::error::/g)).toHaveLength(1)
    expect(readFileSync(SUMMARY, 'utf8')).toContain('<td>runner</td>')
  })

  it('writeRunnerTempFile says which file, and why, as a runner error', () => {
    process.env.RUNNER_TEMP = path.join(dir, 'output')
    let err: unknown
    try {
      writeRunnerTempFile('x-', 'evidence.json', '{}', 'the evidence to attach')
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(ActionError)
    expect(err).toMatchObject({ kind: 'runner', message: expect.stringContaining('the evidence to attach: ') })
  })
})

describe('every kind is documented', () => {
  const root = ROOT
  // The `ErrorKind` union as written: a type has no value to list at run time.
  const union = /export type ErrorKind =([\s\S]*?)\n\n/.exec(readFileSync(path.join(root, 'src/util/errors.ts'), 'utf8'))![1]
  const kinds = [...union.matchAll(/\| '([a-z_]+)'/g)].map((m) => m[1])

  it('in the README’s Troubleshooting table and in the error_kind output', () => {
    expect(kinds).toEqual(expect.arrayContaining(['invalid_input', 'rejected', 'runner', 'conflict']))
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const troubleshooting = readme.slice(readme.indexOf('## Troubleshooting'), readme.indexOf('\n## ', readme.indexOf('## Troubleshooting') + 1))
    for (const kind of kinds) expect([kind, troubleshooting.includes(`| \`${kind}\` |`)]).toEqual([kind, true])
    const action = readFileSync(path.join(root, 'action.yml'), 'utf8')
    const described = /error_kind:\n {4}description: '([^']*)'/.exec(action)![1]
    for (const kind of kinds) expect([kind, described.includes(kind)]).toEqual([kind, true])
  })
})
