// The Kosli CLI's variables stand in for inputs not given: an input always wins, `DRY_RUN` as
// a token means dry run, KOSLI_API_TOKEN is masked before anything is printed, and a value
// from a variable that is wrong is refused naming both the variable and the input.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nock from 'nock'
import { describeSources } from '../../../src/action/cli-environment.js'
import { ActionError } from '../../../src/action/errors.js'
import { COMMON_INPUTS } from '../../../src/action/input-groups.js'
import { actionInputs } from '../../../src/action/inputs.js'
import { run } from '../../../src/action/main.js'
import { readerOf } from '../../../src/action/reader.js'
import { readCommon } from '../../../src/action/settings.js'
import begin from '../../../src/operations/begin-trail.js'
import { inputsOf } from '../../helpers/inputs.js'
import { parseOutputFile } from '../../helpers/run-action.js'
import { tempDir } from '../../helpers/tree.js'

const TOKEN = 'cli-env-token-7f3a9c'
const common = (values: Record<string, string>, env: Record<string, string>) => readCommon(inputsOf(values, process.cwd(), env))

function refusal(fn: () => unknown): ActionError {
  try {
    fn()
  } catch (err) {
    if (err instanceof ActionError) return err
    throw err
  }
  throw new Error('not refused')
}

describe('precedence', () => {
  it('fills each setting from its variable when the input is not given', () => {
    const settings = common({}, { KOSLI_API_TOKEN: TOKEN, KOSLI_ORG: 'acme', KOSLI_HOST: 'https://kosli.example', KOSLI_DRY_RUN: 'true' })
    expect(settings).toMatchObject({ apiKey: TOKEN, org: 'acme', baseUrl: 'https://kosli.example/api/v2', dryRun: true })
  })

  it('an input always wins over its variable', () => {
    const env = { KOSLI_API_TOKEN: TOKEN, KOSLI_ORG: 'acme', KOSLI_HOST: 'https://kosli.example', KOSLI_DRY_RUN: 'true' }
    const settings = common({ 'api-key': 'input-key', org: 'other', 'base-url': 'https://given.example', 'dry-run': 'false' }, env)
    expect(settings).toMatchObject({ apiKey: 'input-key', org: 'other', baseUrl: 'https://given.example/api/v2', dryRun: false })
  })

  it('an empty variable is no value: the region and the defaults stay', () => {
    expect(common({ region: 'us' }, { KOSLI_HOST: ' ', KOSLI_ORG: '' })).toMatchObject({
      org: undefined,
      baseUrl: 'https://app.us.kosli.com/api/v2',
      dryRun: false
    })
    // KOSLI_HOST names the service, as `base-url` does: the region is the fallback of both.
    expect(common({ region: 'us' }, { KOSLI_HOST: 'https://app.kosli.com' }).baseUrl).toBe('https://app.kosli.com/api/v2')
  })

  it('flow and trail: the input, else the variable, else (trail) the default', () => {
    const read = (values: Record<string, string>, env: Record<string, string>) => {
      const inputs = readerOf(inputsOf(values, process.cwd(), env), begin.inputs)
      return { flow: inputs.required('flow'), trail: inputs.string('trail') }
    }
    expect(read({}, { KOSLI_FLOW: 'shop', KOSLI_TRAIL: 'release-1' })).toEqual({ flow: 'shop', trail: 'release-1' })
    expect(read({ flow: 'web', trail: 't2' }, { KOSLI_FLOW: 'shop', KOSLI_TRAIL: 'release-1' })).toEqual({ flow: 'web', trail: 't2' })
    expect(read({ flow: 'web' }, {})).toEqual({ flow: 'web', trail: undefined })
  })

  it('says where each setting came from, and nothing when every one was an input', () => {
    const inputs = inputsOf({ org: 'acme', flow: 'shop' }, process.cwd(), { KOSLI_API_TOKEN: TOKEN, KOSLI_FLOW: 'other', KOSLI_TRAIL: 't' })
    readCommon(inputs)
    const reader = readerOf(inputs, begin.inputs)
    reader.required('flow')
    reader.string('trail')
    expect(inputs.sources()).toEqual([
      ['api-key', 'KOSLI_API_TOKEN'],
      ['org', 'input'],
      ['flow', 'input'],
      ['trail', 'KOSLI_TRAIL']
    ])
    const said = describeSources(inputs.sources())!
    expect(said).toBe('from the environment: `api-key` (`KOSLI_API_TOKEN`), `trail` (`KOSLI_TRAIL`); from inputs: `org`, `flow`')
    expect(said).not.toContain(TOKEN)
    expect(describeSources([['org', 'input']])).toBeUndefined()
  })
})

describe('dry run, as the client reads it', () => {
  it('an API token of DRY_RUN means dry run, and is no key to send', () => {
    expect(common({}, { KOSLI_API_TOKEN: 'DRY_RUN' })).toMatchObject({ apiKey: undefined, dryRun: true })
    expect(common({ 'api-key': 'DRY_RUN' }, {})).toMatchObject({ apiKey: undefined, dryRun: true })
    // A token cannot be sent as DRY_RUN whatever `dry-run` says.
    expect(common({ 'dry-run': 'false' }, { KOSLI_API_TOKEN: 'DRY_RUN' }).dryRun).toBe(true)
    // Only that exact word: a key that merely contains it is a key.
    expect(common({}, { KOSLI_API_TOKEN: 'DRY_RUNx' })).toMatchObject({ apiKey: 'DRY_RUNx', dryRun: false })
  })

  it('KOSLI_DRY_RUN reads the booleans the client reads; anything else is refused, naming the variable and the input', () => {
    for (const yes of ['true', 'TRUE', '1', 't']) expect(common({}, { KOSLI_DRY_RUN: yes }).dryRun).toBe(true)
    for (const no of ['false', 'False', '0', 'f']) expect(common({}, { KOSLI_DRY_RUN: no }).dryRun).toBe(false)
    const err = refusal(() => common({}, { KOSLI_DRY_RUN: 'yes' }))
    expect(err.kind).toBe('invalid_input')
    expect(err.message).toBe('`KOSLI_DRY_RUN` (standing in for input `dry-run`): `yes` (3 characters) is not a boolean; expected `true` or `false`')
  })
})

describe('values from variables are checked as the inputs are', () => {
  it('KOSLI_HOST: as base-url, named', () => {
    const err = refusal(() => common({}, { KOSLI_HOST: 'http://kosli.example' }))
    expect(err.message).toContain('`KOSLI_HOST` (standing in for input `base-url`): plain http to `kosli.example`')
    // A value given as the input is named as the input.
    expect(refusal(() => common({ 'base-url': 'http://kosli.example' }, {})).message).toMatch(/^input `base-url`: plain http/)
  })

  it('KOSLI_ORG and KOSLI_FLOW against their patterns; KOSLI_API_TOKEN as a credential, never echoed', () => {
    expect(refusal(() => common({}, { KOSLI_ORG: 'a/b' })).message).toMatch(
      /^`KOSLI_ORG` \(standing in for input `org`\): `a\/b` \(3 characters\) is not valid/
    )
    const flow = refusal(() => readerOf(inputsOf({}, process.cwd(), { KOSLI_FLOW: 'no spaces' }), begin.inputs).required('flow'))
    expect(flow.message).toMatch(/^`KOSLI_FLOW` \(standing in for input `flow`\)/)
    const key = refusal(() => common({}, { KOSLI_API_TOKEN: `${TOKEN}\n` + 'x' }))
    expect(key.message).toMatch(/^`KOSLI_API_TOKEN` \(standing in for input `api-key`\): contains a line break/)
    expect(key.message).not.toContain(TOKEN)
  })

  it('a required input neither given nor in its variable names both', () => {
    const err = refusal(() => readerOf(inputsOf({}, process.cwd(), {}), begin.inputs).required('flow'))
    expect(err.message).toMatch(/^input `flow`: required but not given, nor `KOSLI_FLOW` in the environment/)
  })
})

describe('a run', () => {
  const BASE = 'https://kosli-env.example'
  let dir: string
  let stdout: string
  const saved = { ...process.env }

  beforeEach(() => {
    dir = tempDir('cli-env-')
    for (const name of ['output', 'summary']) writeFileSync(path.join(dir, name), '')
    Object.assign(process.env, { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STEP_SUMMARY: path.join(dir, 'summary'), RUNNER_TEMP: dir })
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
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  })

  it('masks KOSLI_API_TOKEN, and its Basic spelling, before anything else is printed', () => {
    Object.assign(process.env, { KOSLI_API_TOKEN: TOKEN, INPUT_OPERATION: 'begin-trail' })
    actionInputs(['api-key'])
    const basic = Buffer.from(`${TOKEN}:`).toString('base64')
    expect(stdout).toBe(`::add-mask::${TOKEN}\n::add-mask::${basic}\n`)
  })

  it('does not mask the word DRY_RUN, which is no secret', () => {
    Object.assign(process.env, { KOSLI_API_TOKEN: 'DRY_RUN' })
    actionInputs(['api-key'])
    expect(stdout).toBe('')
  })

  it('sends with the variables only, and says in the log and the summary where each setting came from', async () => {
    const env = { KOSLI_API_TOKEN: TOKEN, KOSLI_ORG: 'acme', KOSLI_FLOW: 'shop', KOSLI_TRAIL: 'r1', KOSLI_HOST: BASE }
    let auth: string | undefined
    let sent = ''
    const scope = nock(BASE)
      .put('/api/v2/trails/acme/shop')
      .reply(function (_uri, body) {
        auth = this.req.headers.authorization
        sent = typeof body === 'string' ? body : JSON.stringify(body)
        return [201, { name: 'r1' }]
      })
    await run(inputsOf({ operation: 'begin-trail', 'max-retries': '0' }, dir, env), {
      info: (m) => void (stdout += m + '\n'),
      debug: () => {},
      warning: (m) => void (stdout += m + '\n'),
      error: (m) => void (stdout += m + '\n')
    })
    scope.done()
    expect(process.exitCode).toBeUndefined()
    expect(auth).toBe(`Bearer ${TOKEN}`)
    expect(sent).toContain('"name":"r1"')
    expect(stdout).toContain(
      'Settings from the environment: `api-key` (`KOSLI_API_TOKEN`), `org` (`KOSLI_ORG`), `base-url` (`KOSLI_HOST`), `flow` (`KOSLI_FLOW`), `trail` (`KOSLI_TRAIL`)'
    )
    const summary = readFileSync(path.join(dir, 'summary'), 'utf8')
    expect(summary).toContain('<th align="left">Settings</th><td>from the environment: <code>api-key</code> (<code>KOSLI_API_TOKEN</code>)')
    const everything = stdout + summary + readFileSync(path.join(dir, 'output'), 'utf8')
    expect(everything).not.toContain(TOKEN)
    expect(parseOutputFile(readFileSync(path.join(dir, 'output'), 'utf8')).error_kind).toBe('')
  })

  it('refuses a missing org naming KOSLI_ORG, before any request', async () => {
    await run(inputsOf({ operation: 'begin-trail', flow: 'shop', 'base-url': BASE }, dir, { KOSLI_API_TOKEN: TOKEN }), {
      info: () => {},
      debug: () => {},
      warning: () => {},
      error: () => {}
    })
    expect(process.exitCode).toBe(1)
    expect(stdout).toContain('::error::input `org`: required by `begin-trail` but not given, nor `KOSLI_ORG` in the environment')
    expect(parseOutputFile(readFileSync(path.join(dir, 'output'), 'utf8')).error_kind).toBe('invalid_input')
  })
})

it('every common input a variable fills is one the action declares', () => {
  for (const name of ['api-key', 'org', 'base-url', 'dry-run']) expect(COMMON_INPUTS).toHaveProperty(name)
  // No default for dry-run: one in action.yml would always be given, and KOSLI_DRY_RUN never read.
  expect(COMMON_INPUTS['dry-run']).not.toHaveProperty('default')
})
