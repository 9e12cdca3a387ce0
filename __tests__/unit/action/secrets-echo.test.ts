import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Recorder, type RecordedRequest } from '../../helpers/recorder.js'
import { runAction, type ActionRun } from '../../helpers/run-action.js'
import { redactor, redactValue } from '../../../src/http/redact.js'

const KEY = 'echo-secret-KEY-1a2b3c4d'
let recorder: Recorder

beforeAll(async () => {
  recorder = await new Recorder().start()
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
})

/** The key the request carried, as the service saw it (Bearer, or Basic's "KEY:"). */
function keyOf(req: RecordedRequest): string {
  const auth = String(req.headers.authorization ?? '')
  if (auth.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString('utf8').replace(/:$/, '')
  return auth.replace(/^Bearer /, '')
}

/** Every character as a JSON `\uXXXX` escape, as a service's JSON encoder may write it. */
const escaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')

function leaks(run: ActionRun, key: string, spool = ''): string[] {
  const basic = Buffer.from(`${key}:`).toString('base64')
  const spellings = [key, basic, basic.replace(/=+$/, ''), escaped(key)]
  const texts = { all: run.all.replace(/^::add-mask::.*$/gm, ''), summary: run.summary, outputs: JSON.stringify(run.outputs), spool }
  return Object.entries(texts).flatMap(([where, text]) => spellings.filter((s) => text.includes(s)).map((s) => `${where}: ${s}`))
}

const common = (key = KEY) => ({ 'api-key': key, org: 'acme', 'base-url': recorder.baseUrl, 'max-retries': '0' })

function artifactEchoing(k: string) {
  return {
    fingerprint: k,
    name: 'app',
    has_provenance: true,
    git_commit: 'abc',
    pipeline: 'ci',
    flow: 'shop',
    trail: 'main',
    template_reference_name: 'app',
    build_url: 'https://ci.example/1',
    commit_url: 'https://git.example/c',
    compliance_state: k,
    running_in: [k],
    exited_from: [],
    html_url: 'https://app.example/a',
    api_url: 'https://api.example/a',
    history: [{ [k]: k }]
  }
}

describe('a key the service echoes JSON-escaped is redacted once decoded', () => {
  it('in the error of a failed search (HTTP 500)', async () => {
    recorder.respond((req) => ({ status: 500, raw: `{"message":"key is ${escaped(keyOf(req))}"}`, headers: { 'content-type': 'application/json' } }))
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/The service said: key is \*\*\*/)
    expect(leaks(run, KEY)).toEqual([])
  })

  it('in the outputs and summary of a successful search (HTTP 200)', async () => {
    recorder.respond((req) => ({
      status: 200,
      raw: JSON.stringify({ message: 'KEYMARK', artifacts: [artifactEchoing('KEYMARK')] })
        .split('KEYMARK')
        .join(escaped(keyOf(req))),
      headers: { 'content-type': 'application/json' }
    }))
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(0)
    expect(run.outputs.compliance_state).toBe('***')
    expect(JSON.parse(run.outputs.artifacts)[0].history).toEqual([{ '***': '***' }])
    expect(JSON.parse(run.outputs.response).message).toBe('***')
    expect(leaks(run, KEY)).toEqual([])
  })

  it('in the warning and the saved request of a write under on-error: warn, with Basic auth', async () => {
    recorder.respond((req) => ({
      status: 503,
      raw: `{"message":"got ${escaped(String(req.headers.authorization))} for ${escaped(keyOf(req))}"}`,
      headers: { 'content-type': 'application/json' }
    }))
    const run = await runAction(
      {
        ...common(),
        'auth-scheme': 'basic',
        operation: 'attest-generic',
        flow: 'shop',
        trail: 'main',
        'attestation-name': 'lint',
        compliant: 'true',
        'on-error': 'warn'
      },
      {}
    )
    expect(run.code).toBe(0)
    expect(run.outputs.error_kind).toBe('server')
    expect(run.stdout).toMatch(/::warning::.*got Basic \*\*\* for \*\*\*/)
    const { readFileSync } = await import('node:fs')
    const spool = run.outputs.spool_file ? readFileSync(run.outputs.spool_file, 'utf8') : ''
    expect(leaks(run, KEY, spool)).toEqual([])
  })

  it('in a non-JSON answer that spells it with escapes', async () => {
    recorder.respond((req) => ({ status: 502, raw: `upstream said \\"${escaped(keyOf(req))}\\" and failed` }))
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(1)
    expect(leaks(run, KEY)).toEqual([])
  })
})

describe('a key shorter than 4 characters is redacted where it stands alone', () => {
  it('key `ab` echoed in an answer is not in `response`, outputs or the summary; `about` is left as it is', async () => {
    recorder.respond((req) => ({
      status: 200,
      body: { artifacts: [{ ...artifactEchoing('x'), compliance_state: `key ${keyOf(req)} here`, name: 'about-ab', pipeline: keyOf(req) }] }
    }))
    const run = await runAction({ ...common('ab'), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(0)
    expect(run.outputs.compliance_state).toBe('key *** here')
    const artifact = JSON.parse(run.outputs.artifacts)[0]
    expect(artifact.pipeline).toBe('***')
    expect(artifact.name).toBe('about-***')
    for (const text of [run.outputs.response, run.outputs.artifacts, run.summary]) {
      expect(text).not.toMatch(/(?<![A-Za-z0-9])ab(?![A-Za-z0-9])/)
    }
  })
})

describe('redactor and redactValue', () => {
  it('redact every string of a decoded value, property names included, without copying when clean', () => {
    const redact = redactor([KEY])
    const clean = { a: ['x', { b: 1 }] }
    expect(redactValue(clean, redact)).toEqual({ value: clean, changed: false })
    const dirty = { [KEY]: [`pre ${KEY}`, { n: KEY }], ok: 1 }
    const out = redactValue(dirty, redact)
    expect(out.changed).toBe(true)
    expect(out.value).toEqual({ '***': ['pre ***', { n: '***' }], ok: 1 })
  })

  it('redacts the Basic spelling base64("KEY:") and a short key only as a whole word', () => {
    expect(redactor([KEY])(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`)).toBe('Basic ***')
    const short = redactor(['k'])
    expect(short('ok k "k" k1 a-k')).toBe('ok *** "***" k1 a-***')
  })
})
