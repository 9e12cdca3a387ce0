import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { actionAdvice } from '../../../src/action/advice.js'
import nock from 'nock'
import type { Log } from '../../../src/util/log.js'
import { ServiceClient, type ClientOptions } from '../../../src/clients/service/client.js'
import { createApproval, type ApprovalInput } from '../../../src/clients/service/catalogue/approvals.js'
import { latestCommit } from '../../../src/clients/service/catalogue/artifacts.js'
import { reportServer } from '../../../src/clients/service/catalogue/environments.js'
import { upsertFlow, type FlowInput } from '../../../src/clients/service/catalogue/flows.js'
import { search } from '../../../src/clients/service/catalogue/queries.js'
import { ServiceError, MissingApiKeyError } from '../../../src/clients/service/failure.js'
import { Recorder } from '../../helpers/recorder.js'

const BASE = 'https://app.kosli.com/api/v2'
const KEY = 'secret-key-123'

function capture(): Log & { lines: string[] } {
  const lines: string[] = []
  return { lines, info: (m) => lines.push(m), debug: (m) => lines.push(m), warning: (m) => lines.push(m), error: (m) => lines.push(m) }
}

function client(options: Partial<ClientOptions> = {}, sleeps: number[] = []): ServiceClient {
  return new ServiceClient({
    baseUrl: BASE,
    apiKey: KEY,
    authScheme: 'bearer',
    timeoutSeconds: 5,
    maxRetries: 3,
    dryRun: false,
    log: capture(),
    advise: actionAdvice,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    random: () => 0.5,
    ...options
  })
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise
  } catch (err) {
    expect(err).toBeInstanceOf(ServiceError)
    return err as ServiceError
  }
  throw new Error('expected a failure')
}

const APPROVAL: ApprovalInput = { artifact_fingerprint: 'a'.repeat(64), description: '', src_commit_list: ['1'.repeat(40)] }
const FLOW: FlowInput = { name: 'f', description: '', template: [] }
const searchAbcde = { org: 'acme', search_value: 'abcde' }

afterEach(() => nock.cleanAll())

describe('ServiceClient', () => {
  it('sends a JSON body with bearer auth and a User-Agent naming the action', async () => {
    const scope = nock(BASE, {
      reqheaders: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'user-agent': /^evidence-action\/\d+\.\d+\.\d+/ }
    })
      .put('/environments/acme/prod/report/server', { type: 'server', artifacts: [] })
      .reply(201, '"created"')
    const response = await client().call(reportServer, { org: 'acme', env_name: 'prod' }, { type: 'server', artifacts: [] })
    expect(response).toMatchObject({ status: 201, data: 'created', dryRun: false })
    scope.done()
  })

  it('sends the legacy Basic header with the colon after the key', async () => {
    const scope = nock(BASE, { reqheaders: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` } })
      .get('/search/acme/sha/abcdef')
      .reply(200, { artifacts: [] })
    await client({ authScheme: 'basic' }).call(search, { org: 'acme', search_value: 'abcdef' })
    scope.done()
  })

  it('puts the query after the path', async () => {
    const scope = nock(BASE).get('/artifacts/acme/f/abcde/latest_commit').query({ branch: 'main' }).reply(200, { latest_commit: null })
    await client().call(latestCommit, { org: 'acme', flow_name: 'f', fingerprint: 'abcde', branch: 'main' })
    scope.done()
  })

  it('turns the service error body into the message, without the key', async () => {
    nock(BASE)
      .post('/approvals/acme/f')
      .reply(400, { message: 'Invalid approval', errors: { src_commit_list: 'must not be empty' } })
    const err = await failure(client().call(createApproval, { org: 'acme', flow_name: 'f' }, APPROVAL))
    // Sent and refused: its own kind, never `invalid_input`, which says nothing was sent.
    expect(err.kind).toBe('rejected')
    expect(err.status).toBe(400)
    expect(err.message).toContain('POST /approvals/acme/f failed with HTTP 400 after 1 attempt')
    expect(err.message).toContain('Invalid approval')
    expect(err.message).toContain('src_commit_list: must not be empty')
    expect(err.message).not.toContain(KEY)
  })

  it('says what to check on 401 and 404', async () => {
    nock(BASE).get('/search/acme/sha/abcde').reply(401, { message: 'Unauthorized' })
    expect((await failure(client().call(search, searchAbcde))).message).toMatch(/api-key.*region/)
    nock(BASE).put('/environments/acme/gone/report/server').reply(404, { message: 'Environment not found' })
    const err = await failure(client().call(reportServer, { org: 'acme', env_name: 'gone' }, { type: 'server', artifacts: [] }))
    expect(err.kind).toBe('not_found')
    expect(err.message).toContain('archived')
  })

  it('summarizes an HTML error page instead of dumping it', async () => {
    nock(BASE)
      .put('/flows/acme')
      .times(4)
      .reply(502, '<html><head><title>502 Bad Gateway</title></head><body>' + 'x'.repeat(5000) + '</body></html>', { 'content-type': 'text/html' })
    const err = await failure(client().call(upsertFlow, { org: 'acme' }, FLOW))
    expect(err.kind).toBe('server')
    expect(err.message).toContain('an HTML page titled "502 Bad Gateway"')
    expect(err.message).not.toContain('xxxxxxxx')
    expect(err.attempts).toBe(4)
  })

  it('retries 503 with backoff and succeeds', async () => {
    const sleeps: number[] = []
    nock(BASE).put('/flows/acme').reply(503).put('/flows/acme').reply(503).put('/flows/acme').reply(200, '"ok"')
    const response = await client({}, sleeps).call(upsertFlow, { org: 'acme' }, FLOW)
    expect(response.status).toBe(200)
    expect(sleeps).toEqual([750, 1500])
  })

  it('honours Retry-After in seconds and caps it', async () => {
    const sleeps: number[] = []
    nock(BASE)
      .get('/search/acme/sha/abcde')
      .reply(429, {}, { 'Retry-After': '7' })
      .get('/search/acme/sha/abcde')
      .reply(429, {}, { 'Retry-After': '3600' })
      .get('/search/acme/sha/abcde')
      .reply(200, {})
    await client({}, sleeps).call(search, searchAbcde)
    expect(sleeps).toEqual([7000, 60000])
  })

  it('never retries a POST that may have been processed', async () => {
    nock(BASE).post('/approvals/acme/f').reply(500, { message: 'boom' })
    const err = await failure(client().call(createApproval, { org: 'acme', flow_name: 'f' }, APPROVAL))
    expect(err.attempts).toBe(1)
  })

  it('retries a POST answered 429 or 503', async () => {
    nock(BASE).post('/approvals/acme/f').reply(503).post('/approvals/acme/f').reply(429).post('/approvals/acme/f').reply(201, {})
    expect((await client().call(createApproval, { org: 'acme', flow_name: 'f' }, APPROVAL)).status).toBe(201)
  })

  it.each([400, 401, 403, 404, 422])('never retries %i', async (status) => {
    nock(BASE).put('/flows/acme').reply(status, { message: 'no' })
    expect((await failure(client().call(upsertFlow, { org: 'acme' }, FLOW))).attempts).toBe(1)
  })

  it('stops after max-retries', async () => {
    nock(BASE).get('/search/acme/sha/abcde').times(3).reply(500)
    const err = await failure(client({ maxRetries: 2 }).call(search, searchAbcde))
    expect(err.attempts).toBe(3)
    expect(err.message).toContain('after 3 attempts')
  })

  it('refuses a redirect to another host, so the key stays home', async () => {
    nock(BASE).get('/search/acme/sha/abcde').reply(302, '', { Location: 'https://evil.example.com/steal' })
    const err = await failure(client().call(search, searchAbcde))
    expect(err.message).toContain('redirected to https://evil.example.com')
  })

  it('follows a redirect on the same host', async () => {
    nock(BASE)
      .get('/search/acme/sha/abcde')
      .reply(307, '', { Location: `${BASE}/search/acme/sha/abcdef` })
    nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
      .get('/search/acme/sha/abcdef')
      .reply(200, { artifacts: [] })
    expect((await client().call(search, searchAbcde)).status).toBe(200)
  })

  it('refuses a body the spec would refuse, before sending', async () => {
    const err = await client()
      .call(reportServer, { org: 'a', env_name: 'b' }, { type: 'server', artifacts: [{ digests: { x: 'nothex' }, creationTimestamp: 1 }] })
      .catch((e: Error) => e)
    expect((err as Error).message).toContain('does not match what the service accepts')
    expect(nock.pendingMocks()).toEqual([])
  })

  it('prints the request in dry-run, with the key redacted, and sends nothing', async () => {
    const log = capture()
    const response = await client({ dryRun: true, log }).call(upsertFlow, { org: 'acme' }, FLOW)
    expect(response).toMatchObject({ status: 0, dryRun: true })
    const printed = log.lines.join('\n')
    expect(printed).toContain(`[dry-run] PUT ${BASE}/flows/acme`)
    expect(printed).toContain('Authorization: Bearer ***')
    expect(printed).toContain('"name": "f"')
    expect(nock.pendingMocks()).toEqual([])
    expect(printed).not.toContain(KEY)
  })

  it('needs a key outside dry-run, and says so without naming an input (the action names it)', async () => {
    const call = client({ apiKey: undefined }).call(search, searchAbcde)
    await expect(call).rejects.toThrow(MissingApiKeyError)
    await expect(call).rejects.toThrow('no API key was given, so GET /search/acme/sha/abcde was not sent')
  })
})

describe('ServiceClient against a loopback server', () => {
  let recorder: Recorder
  beforeAll(async () => {
    recorder = await new Recorder().start()
  })
  afterAll(() => recorder.stop())

  // The service answers only once the work has run: a client that ran it before sending, or only
  // after the answer, would see this call time out.
  it('runs whileWaiting once, while its first request waits for the answer', async () => {
    recorder.requests.length = 0
    let ran = 0
    let waited: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (waited = resolve))
    recorder.respond(async () => {
      await waiting
      return { status: 200, body: '{"ok":true}' }
    })
    const service = client({
      baseUrl: recorder.baseUrl,
      timeoutSeconds: 5,
      maxRetries: 0,
      whileWaiting: () => {
        ran++
        expect(recorder.requests.length).toBeLessThanOrEqual(1)
        waited()
      }
    })
    await service.call(upsertFlow, { org: 'acme' }, FLOW)
    await service.call(upsertFlow, { org: 'acme' }, FLOW)
    expect([ran, recorder.requests.length]).toEqual([1, 2])
  })

  it('bounds each attempt by timeout-seconds', async () => {
    recorder.respond(() => 'hang')
    const err = await failure(client({ baseUrl: recorder.baseUrl, timeoutSeconds: 1, maxRetries: 1 }).call(search, searchAbcde))
    expect(err.kind).toBe('timeout')
    expect(err.attempts).toBe(2)
    expect(err.message).toContain('no complete answer within 1 s')
  })

  it('does not retry a POST whose connection was reset', async () => {
    recorder.requests.length = 0
    recorder.respond(() => 'reset')
    const err = await failure(client({ baseUrl: recorder.baseUrl }).call(createApproval, { org: 'acme', flow_name: 'f' }, APPROVAL))
    expect(err.kind).toBe('network')
    expect(recorder.requests).toHaveLength(1)
  })

  it('retries a PUT whose connection was reset', async () => {
    recorder.requests.length = 0
    recorder.respond((_req, i) => (i === 0 ? 'reset' : { status: 200, body: 'ok' }))
    const response = await client({ baseUrl: recorder.baseUrl }).call(upsertFlow, { org: 'acme' }, FLOW)
    expect(response.status).toBe(200)
    expect(recorder.requests).toHaveLength(2)
  })

  it('refuses an answer past 64 MiB as what it is, and does not retry it', async () => {
    recorder.requests.length = 0
    recorder.respond(() => ({ status: 200, raw: 'x'.repeat(64 * 1024 * 1024 + 1) }))
    // Time enough for the stand-in to make 64 MiB on a loaded machine: a timeout would be retried.
    const err = await failure(client({ baseUrl: recorder.baseUrl, timeoutSeconds: 60 }).call(search, searchAbcde))
    expect(err.kind).toBe('server')
    expect(err.message).toContain("the service's answer is larger than 64 MiB")
    expect(recorder.requests).toHaveLength(1)
  })

  it('retries a POST when nothing listens', async () => {
    const sleeps: number[] = []
    const err = await failure(
      client({ baseUrl: 'http://127.0.0.1:9/api/v2', maxRetries: 2 }, sleeps).call(createApproval, { org: 'acme', flow_name: 'f' }, APPROVAL)
    )
    expect(err.kind).toBe('network')
    expect(err.attempts).toBe(3)
    expect(err.message).toContain('ECONNREFUSED')
  })
})
