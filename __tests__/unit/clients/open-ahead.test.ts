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

async function serve(secure = false): Promise<Server> {
  const ca = secure ? makeTestCa(mkdtempSync(path.join(os.tmpdir(), 'open-ahead-'))) : undefined
  const connections: Socket[] = []
  const requests: number[] = []
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    requests.push(connections.indexOf(req.socket))
    res.end('ok')
  }
  const server = ca ? https.createServer({ cert: ca.cert, key: ca.key }, handler) : http.createServer(handler)
  server.on(ca ? 'secureConnection' : 'connection', (socket: Socket) => {
    connections.push(socket)
    // The test's own end of each connection must not hold the process open for the count below.
    socket.unref()
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

describe('the service client', () => {
  const client = (baseUrl: string, more: { dryRun?: boolean; apiKey?: string } = {}) =>
    new ServiceClient({ baseUrl, apiKey: 'k', authScheme: 'bearer', timeoutSeconds: 5, maxRetries: 0, dryRun: false, log: silentLog, ...more })

  it('connects ahead to the service, and its first call goes out on that connection', async () => {
    const server = await serve()
    const service = client(server.url)
    await service.connectAhead()
    await until(() => server.connections.length === 1)
    const flow = { name: 'shop', description: 'The shop', visibility: 'private' as const, template: ['artifact'] }
    expect((await service.call(upsertFlow, { org: 'acme' }, flow)).status).toBe(200)
    expect(server.requests).toEqual([0])
  })

  it('never for a dry run, nor without a key: nothing will be sent', async () => {
    const server = await serve()
    await client(server.url, { dryRun: true }).connectAhead()
    await client(server.url, { apiKey: undefined }).connectAhead()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.connections).toHaveLength(0)
  })
})
