import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Recorder, type Reply } from '../../helpers/recorder.js'
import { runAction } from '../../helpers/run-action.js'

const KEY = 'answers-secret-KEY-9f8e7d'
const FP = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'
let recorder: Recorder

beforeAll(async () => {
  recorder = await new Recorder().start()
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
})

const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': recorder.baseUrl, 'max-retries': '0' })

/** One artifact as the published document has it. */
function artifact(i: number, history: unknown[] = []) {
  return {
    fingerprint: FP,
    name: `app-${i}`,
    has_provenance: true,
    git_commit: 'abc1234',
    pipeline: 'ci',
    flow: 'shop',
    trail: 'main',
    template_reference_name: 'app',
    build_url: 'https://ci.example/1',
    commit_url: 'https://git.example/c',
    compliance_state: 'COMPLIANT',
    running_in: [],
    exited_from: [],
    html_url: 'https://app.example/a',
    api_url: 'https://api.example/a',
    history
  }
}

describe('assert-artifact never passes on an answer it cannot read', () => {
  const unreadable: [string, Reply, RegExp][] = [
    ['null', { status: 200, body: null }, /it is null, not an object/],
    ['an empty body', { status: 200 }, /it is empty/],
    ['an HTML page', { status: 200, raw: '<html><head><title>Sign in</title></head></html>' }, /an HTML page titled "Sign in"/],
    ['broken JSON', { status: 200, raw: '{not json', headers: { 'content-type': 'application/json' } }, /it is not JSON/],
    ['an array', { status: 200, body: [] }, /it is an array, not an object/],
    ['an object without the verdict', { status: 200, body: { message: 'ok' } }, /it has no `compliant` true or false/],
    ['a verdict that is not a boolean', { status: 200, body: { compliant: 'yes' } }, /it has no `compliant` true or false/]
  ]
  it.each(unreadable)('HTTP 200 with %s fails with error_kind server, no compliant output, no "dry run"', async (_, reply, why) => {
    recorder.respond(() => reply)
    const run = await runAction({ ...common(), operation: 'assert-artifact', fingerprint: FP })
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('server')
    expect(run.outputs.compliant).toBeUndefined()
    expect(run.stdout).toMatch(why)
    expect(run.stdout).toMatch(
      /::error::GET \/asserts\/acme\/fingerprint\/[0-9a-f]{64}: the service answered HTTP 200, but not with an answer this action can read/
    )
    expect(run.summary).not.toMatch(/dry run/i)
    expect(run.all).not.toMatch(/unexpected error/i)
  })

  it('still reads a well-formed answer', async () => {
    recorder.respond(() => ({
      status: 200,
      body: { fingerprint: FP, flow: 'shop', trail: 'main', compliant: true, compliance_status: null, html_url: 'https://app.example/a', scope: 'flow' }
    }))
    const run = await runAction({ ...common(), operation: 'assert-artifact', fingerprint: FP })
    expect(run.code).toBe(0)
    expect(run.outputs.compliant).toBe('true')
    expect(run.outputs.error_kind).toBe('')
  })
})

describe('search and latest-commit read only answers of their shape', () => {
  it('search: an answer without `artifacts` is a server error, not "no artifact found"', async () => {
    recorder.respond(() => ({ status: 200, body: { results: [] } }))
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('server')
    expect(run.stdout).toMatch(/it has no `artifacts` list/)
    expect(run.summary).not.toMatch(/No artifact found/)
  })

  it('latest-commit: an HTML page is a server error, not "no commit known"', async () => {
    recorder.respond(() => ({ status: 200, raw: '<!doctype html><title>Proxy</title>' }))
    const run = await runAction({ ...common(), operation: 'latest-commit', flow: 'shop', fingerprint: FP })
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('server')
    expect(run.outputs.latest_commit).toBeUndefined()
  })

  it('latest-commit: an answer far larger than one SHA is refused as it arrives', async () => {
    recorder.respond(() => ({ status: 200, body: { latest_commit: null, x: 'y'.repeat(200 * 1024) } }))
    const run = await runAction({ ...common(), operation: 'latest-commit', flow: 'shop', fingerprint: FP })
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('server')
    expect(run.stdout).toMatch(/larger than 64 KiB; refused rather than read whole/)
  })
})

describe('large answers stay out of outputs and the summary', () => {
  it('search: over 1 MiB, `response` and `artifacts` are left empty with a warning; the summary lists 50 rows and how many more', async () => {
    const history = Array.from({ length: 200 }, (_, i) => i)
    const artifacts = Array.from({ length: 3000 }, (_, i) => artifact(i, history))
    recorder.respond(() => ({ status: 200, body: { artifacts } }))
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(0)
    expect(run.outputs.response).toBe('')
    expect(run.outputs.artifacts).toBe('')
    expect(run.outputs.compliance_state).toBe('COMPLIANT')
    expect(run.outputs.status).toBe('200')
    expect(run.stdout).toMatch(/::warning::GET \/search\/acme\/sha\/abcdef1: the answer is [\d.]+ MiB, more than the 1 MiB the `response` output holds/)
    expect(run.stdout).toMatch(/::warning::search: the list of 3000 artifacts is [\d.]+ MiB as JSON, more than the 1 MiB the `artifacts` output holds/)
    expect(run.summary).toMatch(/… and 2950 more/)
    expect(run.summary.match(/app-\d+/g)).toHaveLength(50)
    expect(run.summary.length).toBeLessThan(64 * 1024)
  })

  it('search: a small answer is given whole', async () => {
    recorder.respond(() => ({ status: 200, body: { artifacts: [artifact(1)] } }))
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'abcdef1' })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.outputs.artifacts)).toEqual([artifact(1)])
    expect(JSON.parse(run.outputs.response)).toEqual({ artifacts: [artifact(1)] })
    expect(run.summary).not.toMatch(/more<\/td>/)
  })
})
