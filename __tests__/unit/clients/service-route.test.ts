// How the service client's requests leave when no proxy applies: straight through Node's own
// agent, as the toolkit would send them (then neither TLS nor the toolkit's HTTP client is
// loaded for an http:// service, which the action allows only on loopback, where no proxy
// applies). The proxies themselves are tested on the bundle (e2e-reliability): in-process,
// nock's guard refuses any host but loopback before a proxy is asked.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ServiceClient } from '../../../src/clients/service/client.js'
import { upsertFlow } from '../../../src/clients/service/catalogue/flows.js'
import type { Log } from '../../../src/util/log.js'
import { Recorder } from '../../helpers/recorder.js'

const KEY = 'route-key-4d3c2b'
const quiet: Log = { info: () => undefined, debug: () => undefined, warning: () => undefined, error: () => undefined }
const PROXY_VARS = ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy', 'NO_PROXY', 'no_proxy']
let saved: Record<string, string | undefined>

beforeEach(() => {
  saved = Object.fromEntries(PROXY_VARS.map((name) => [name, process.env[name]]))
  for (const name of PROXY_VARS) delete process.env[name]
})
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const client = (baseUrl: string) =>
  new ServiceClient({ baseUrl, apiKey: KEY, authScheme: 'bearer', timeoutSeconds: 5, maxRetries: 0, dryRun: false, log: quiet })

const flow = { name: 'shop', description: 'The shop', visibility: 'private' as const, template: ['artifact'] }

/** A proxy that records each tunnel asked of it and refuses it. */
async function refusingProxy(): Promise<{ url: string; connects: string[]; close: () => void }> {
  const connects: string[] = []
  const proxy = http.createServer()
  proxy.on('connect', (req, socket) => {
    connects.push(req.url ?? '')
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, connects, close: () => proxy.close() }
}

describe('the service client, without a proxy', () => {
  it('sends the request as the toolkit would: its headers, its length, its body, and reads the answer', async () => {
    const recorder = await new Recorder().start()
    try {
      recorder.respond(() => ({ status: 201, body: 'shop' }))
      const result = await client(recorder.baseUrl).call(upsertFlow, { org: 'acme' }, flow)
      expect([result.status, result.data]).toEqual([201, 'shop'])
      const [req] = recorder.requests
      expect(req.method).toBe('PUT')
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`)
      expect(req.headers['content-type']).toBe('application/json')
      expect(req.headers['content-length']).toBe(String(Buffer.byteLength(req.body)))
      expect(req.headers.connection).toBe('close')
      expect(JSON.parse(req.body)).toMatchObject({ name: 'shop', description: 'The shop' })
    } finally {
      await recorder.stop()
    }
  })

  it('a loopback service is reached directly even with a proxy set', async () => {
    const proxy = await refusingProxy()
    const recorder = await new Recorder().start()
    try {
      process.env.HTTP_PROXY = proxy.url
      recorder.respond(() => ({ status: 201, body: 'shop' }))
      expect((await client(recorder.baseUrl).call(upsertFlow, { org: 'acme' }, flow)).status).toBe(201)
      expect(proxy.connects).toEqual([])
    } finally {
      proxy.close()
      await recorder.stop()
    }
  })
})
