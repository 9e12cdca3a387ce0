// A step opens its connection to the service while it still waits on other work, so the first
// request goes out on a connection already made (src/clients/service/open-ahead.ts).
import { afterEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import https from 'node:https'
import net, { type AddressInfo, type Socket } from 'node:net'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openAhead } from '../../../src/clients/service/open-ahead.js'
import { ServiceClient } from '../../../src/clients/service/client.js'
import { upsertFlow } from '../../../src/clients/service/catalogue/flows.js'
import { attestGeneric } from '../../../src/clients/service/catalogue/attestations.js'
import { silentLog } from '../../../src/util/log.js'
import { makeTestCa } from '../../helpers/tls.js'

interface Server {
  url: string
  /** Each connection the server took, in order. */
  connections: Socket[]
  /** For each request, the index of the connection it came on. */
  requests: number[]
  close: () => Promise<void>
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

/** What the server does with a connection as it comes (the nth, from 0). */
type OnConnection = (socket: Socket, n: number) => void

async function serve(secure = false, onConnection: OnConnection = () => {}): Promise<Server> {
  const ca = secure ? makeTestCa(mkdtempSync(path.join(os.tmpdir(), 'open-ahead-'))) : undefined
  const connections: Socket[] = []
  const requests: number[] = []
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A connection the test closed as the request came was never read.
    if (req.socket.destroyed) return
    requests.push(connections.indexOf(req.socket))
    res.end('ok')
  }
  const server = ca ? https.createServer({ cert: ca.cert, key: ca.key }, handler) : http.createServer(handler)
  server.on(ca ? 'secureConnection' : 'connection', (socket: Socket) => {
    connections.push(socket)
    // The test's own end of each connection must not hold the process open for the count below.
    socket.unref()
    onConnection(socket, connections.length - 1)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const s: Server = {
    url: `${ca ? 'https' : 'http'}://${ca ? 'localhost' : '127.0.0.1'}:${port}`,
    connections,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  servers.push(s)
  return Object.assign(s, { ca: ca?.ca })
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(done()).toBe(true)
}

function get(url: string, agent: http.Agent): Promise<string> {
  const module = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    const req = module.request(url, { agent }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve(text))
    })
    req.on('error', reject)
    req.end()
  })
}

const sockets = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length

describe('a connection opened ahead', () => {
  it('is made at once, and the first request goes out on it', async () => {
    const server = await serve()
    const agent = new http.Agent({ keepAlive: false })
    openAhead(agent, new URL(server.url))
    await until(() => server.connections.length === 1)
    expect(server.requests).toEqual([])
    expect(await get(`${server.url}/a`, agent)).toBe('ok')
    expect(await get(`${server.url}/b`, agent)).toBe('ok')
    expect(server.connections).toHaveLength(2)
    expect(server.requests).toEqual([0, 1])
  })

  it('over TLS: the handshake is done ahead, for the server name the request gives', async () => {
    const server = (await serve(true)) as Server & { ca: string }
    const agent = new https.Agent({ keepAlive: false, ca: server.ca })
    openAhead(agent, new URL(server.url))
    await until(() => server.connections.length === 1)
    expect(await get(`${server.url}/a`, agent)).toBe('ok')
    expect(server.connections).toHaveLength(1)
    expect(server.requests).toEqual([0])
  })

  it('holds no step open while it waits unused', async () => {
    const server = await serve()
    // The connections of the tests before have closed.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const before = sockets()
    openAhead(new http.Agent({ keepAlive: false }), new URL(server.url))
    await until(() => server.connections.length === 1)
    expect(sockets()).toBe(before)
    // The count sees a connection that would hold the process open.
    const held = net.connect(Number(new URL(server.url).port), '127.0.0.1')
    await until(() => server.connections.length === 2)
    expect(sockets()).toBe(before + 1)
    held.destroy()
  })

  it('older than its limit: dropped, and the request takes a new connection', async () => {
    const server = await serve()
    const agent = new http.Agent({ keepAlive: false })
    openAhead(agent, new URL(server.url), 30)
    await until(() => server.connections.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(await get(`${server.url}/a`, agent)).toBe('ok')
    expect(server.requests).toEqual([1])
  })

  // Servers answer a connection that says nothing for too long with 408, then close it.
  it("that the server answered unasked: dropped, its answer never read as the request's", async () => {
    const server = await serve(false, (socket, n) => {
      if (n === 0) socket.write('HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\n\r\n')
    })
    const agent = new http.Agent({ keepAlive: false })
    openAhead(agent, new URL(server.url))
    await until(() => server.connections.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await get(`${server.url}/a`, agent)).toBe('ok')
    expect(server.requests).toEqual([1])
  })

  // Node tries each address a name resolves to (IPv6, then IPv4), each on a new handle.
  it('holds no step open when its first address fails and the next is tried', async () => {
    const server = await serve()
    const port = Number(new URL(server.url).port)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const before = sockets()
    const lookup = (_host: string, _options: unknown, callback: (error: null, addresses: { address: string; family: number }[]) => void) =>
      callback(null, [
        { address: '127.0.0.2', family: 4 },
        { address: '127.0.0.1', family: 4 }
      ])
    openAhead(new http.Agent({ keepAlive: false, lookup, autoSelectFamily: true }), new URL(`http://two-addresses.test:${port}`))
    await until(() => server.connections.length === 1)
    expect(sockets()).toBe(before)
  })

  it('closed by the server before the request: the request takes a new connection', async () => {
    const server = await serve()
    const agent = new http.Agent({ keepAlive: false })
    openAhead(agent, new URL(server.url))
    await until(() => server.connections.length === 1)
    server.connections[0].destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await get(`${server.url}/a`, agent)).toBe('ok')
    expect(server.requests).toEqual([1])
  })

  it('to nothing listening: no error until a request meets its own', async () => {
    const server = await serve()
    const gone = server.url
    await server.close()
    const agent = new http.Agent({ keepAlive: false })
    openAhead(agent, new URL(gone))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(get(`${gone}/a`, agent)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('is not given to a request elsewhere', async () => {
    const [first, second] = [await serve(), await serve()]
    const agent = new http.Agent({ keepAlive: false })
    openAhead(agent, new URL(first.url))
    await until(() => first.connections.length === 1)
    expect(await get(`${second.url}/a`, agent)).toBe('ok')
    expect(second.requests).toEqual([0])
    expect(await get(`${first.url}/a`, agent)).toBe('ok')
    expect(first.requests).toEqual([1])
  })
})

const flow = { name: 'shop', description: 'The shop', visibility: 'private' as const, template: ['artifact'] }

describe('the service client', () => {
  const client = (baseUrl: string, more: { dryRun?: boolean; apiKey?: string } = {}) =>
    new ServiceClient({ baseUrl, apiKey: 'k', authScheme: 'bearer', timeoutSeconds: 5, maxRetries: 0, dryRun: false, log: silentLog, ...more })

  it('connects ahead to the service, and its first call goes out on that connection', async () => {
    const server = await serve()
    const service = client(server.url)
    await service.connectAhead()
    await until(() => server.connections.length === 1)
    expect((await service.call(upsertFlow, { org: 'acme' }, flow)).status).toBe(200)
    expect(server.requests).toEqual([0])
  })

  // A server's idle limit may close the connection as the request goes out on it: the server
  // never read the request, which goes again on a new connection, whatever the endpoint's retries.
  it('sends the request again on a new connection when the one opened ahead closes under it', async () => {
    const server = await serve(false, (socket, n) => {
      if (n === 0) socket.prependOnceListener('data', () => socket.destroy())
    })
    const service = client(server.url)
    await service.connectAhead()
    await until(() => server.connections.length === 1)
    expect(
      (
        await service.call(
          attestGeneric,
          { org: 'acme', flow_name: 'shop', trail_name: 't' },
          { data_json: { attestation_name: 'review', is_compliant: true } }
        )
      ).status
    ).toBe(200)
    expect(server.connections).toHaveLength(2)
    expect(server.requests).toEqual([1])
  })

  it('opens nothing ahead once a request has gone out', async () => {
    const server = await serve()
    const service = client(server.url)
    const call = service.call(upsertFlow, { org: 'acme' }, flow)
    await until(() => server.connections.length === 1)
    await service.connectAhead()
    expect((await call).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.connections).toHaveLength(1)
  })

  it('never for a dry run, nor without a key: nothing will be sent', async () => {
    const server = await serve()
    await client(server.url, { dryRun: true }).connectAhead()
    await client(server.url, { apiKey: undefined }).connectAhead()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.connections).toHaveLength(0)
  })
})
