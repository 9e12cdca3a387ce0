import { afterEach, describe, expect, it } from '@jest/globals'
import net from 'node:net'
import { Http1Pool, HttpTransportError, type ResponseHead } from '../../../src/clients/runtimes/aws/http1.js'

// The minimal HTTP/1.1 client the S3 objects are read with, against loopback servers that
// answer byte for byte as scripted: each framing of a body, connections kept or not, and the
// ways an answer goes wrong.

interface Scripted {
  port: number
  connections: number
  requests: string[]
  close(): Promise<void>
}

/** A server that hands each request's head (GETs have no body) and its socket to `answer`. */
async function scripted(answer: (socket: net.Socket, request: string, index: number) => void): Promise<Scripted> {
  const sockets = new Set<net.Socket>()
  const state = { connections: 0, requests: [] as string[] }
  const server = net.createServer((socket) => {
    state.connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffered = ''
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1')
      for (let end = buffered.indexOf('\r\n\r\n'); end >= 0; end = buffered.indexOf('\r\n\r\n')) {
        const request = buffered.slice(0, end)
        buffered = buffered.slice(end + 4)
        state.requests.push(request)
        answer(socket, request, state.requests.length - 1)
      }
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const servers = {
    port: (server.address() as net.AddressInfo).port,
    get connections() {
      return state.connections
    },
    requests: state.requests,
    close: () => {
      for (const s of sockets) s.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
  opened.push(servers)
  return servers
}

const opened: Scripted[] = []
const pools: Http1Pool[] = []
afterEach(async () => {
  for (const p of pools.splice(0)) p.close()
  for (const s of opened.splice(0)) await s.close()
})

function pool(port: number, timeoutMs = 5000, maxConnections = 4): Http1Pool {
  const p = new Http1Pool({ protocol: 'http:', hostname: '127.0.0.1', port }, { maxConnections, timeoutMs })
  pools.push(p)
  return p
}

/** GETs `path`, its body gathered. */
async function fetchBody(p: Http1Pool, path: string, headers: Record<string, string> = { host: 'h' }): Promise<{ head: ResponseHead; body: string }> {
  const chunks: Buffer[] = []
  const head = await p.get(path, headers, () => (chunk) => chunks.push(Buffer.from(chunk)))
  return { head, body: Buffer.concat(chunks).toString('utf8') }
}

const ok = (body: string, extra = '') => `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`

describe('Http1Pool', () => {
  it('reads bodies framed by Content-Length, one connection kept for request after request', async () => {
    const server = await scripted((socket, request) => socket.write(ok(`body of ${request.split(' ')[1]}`, 'ETag: "e"\r\n')))
    const p = pool(server.port)
    for (const path of ['/a', '/b%20c', '/d/e']) {
      const { head, body } = await fetchBody(p, path, { host: '127.0.0.1:1', 'x-amz-date': '20260105T100000Z' })
      expect(head.status).toBe(200)
      expect(head.headers.get('etag')).toBe('"e"')
      expect(body).toBe(`body of ${path}`)
    }
    expect(server.connections).toBe(1)
    expect(server.requests[1]).toBe('GET /b%20c HTTP/1.1\r\nhost: 127.0.0.1:1\r\nx-amz-date: 20260105T100000Z')
  })

  it('reads a chunked body (extensions, trailers, chunks split across packets) and keeps the connection', async () => {
    const server = await scripted((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhel')
      setTimeout(() => socket.write('lo\r\n6\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n'), 20)
    })
    const p = pool(server.port)
    expect((await fetchBody(p, '/1')).body).toBe('hello world')
    expect((await fetchBody(p, '/2')).body).toBe('hello world')
    expect(server.connections).toBe(1)
  })

  it('reads a body without length to the connection’s end, and opens another connection for the next request', async () => {
    const server = await scripted((socket) => socket.end('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nall of it'))
    const p = pool(server.port)
    expect((await fetchBody(p, '/1')).body).toBe('all of it')
    expect((await fetchBody(p, '/2')).body).toBe('all of it')
    expect(server.connections).toBe(2)
  })

  it('does not reuse a connection the server said it closes, nor one that sent more than it framed', async () => {
    const server = await scripted((socket, _request, i) => socket.write(i === 0 ? ok('one', 'Connection: close\r\n') : `${ok('two')}surplus`))
    const p = pool(server.port)
    expect((await fetchBody(p, '/1')).body).toBe('one')
    expect((await fetchBody(p, '/2')).body).toBe('two')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await fetchBody(p, '/3')).body).toBe('two')
    expect(server.connections).toBe(3)
  })

  it('sends a request again, on a new connection, when a kept connection closes before answering it', async () => {
    // The server answers the first request on each connection and drops the next one unanswered,
    // as a server does that closes an idle connection just as a request arrives.
    const perConnection = new WeakMap<net.Socket, number>()
    const server = await scripted((socket) => {
      const n = perConnection.get(socket) ?? 0
      perConnection.set(socket, n + 1)
      if (n === 0) socket.write(ok('answered'))
      else socket.destroy()
    })
    const p = pool(server.port)
    expect((await fetchBody(p, '/1')).body).toBe('answered')
    expect((await fetchBody(p, '/2')).body).toBe('answered')
    expect(server.requests).toHaveLength(3)
    expect(server.connections).toBe(2)
  })

  it('does not send again a request whose new connection closed before answering', async () => {
    const server = await scripted((socket) => socket.destroy())
    const err = await fetchBody(pool(server.port), '/x').catch((e: unknown) => e)
    expect(err).toMatchObject({ code: 'ECONNRESET', beforeAnswer: true })
    expect(server.requests).toHaveLength(1)
  })

  it('skips an interim 100 Continue and takes a 204 as bodiless', async () => {
    const server = await scripted((socket, _r, i) =>
      socket.write(i === 0 ? `HTTP/1.1 100 Continue\r\n\r\n${ok('after')}` : 'HTTP/1.1 204 No Content\r\nContent-Length: 99\r\n\r\n')
    )
    const p = pool(server.port)
    expect(await fetchBody(p, '/1')).toMatchObject({ body: 'after', head: { status: 200 } })
    expect(await fetchBody(p, '/2')).toMatchObject({ body: '', head: { status: 204 } })
  })

  it('gives an error answer’s status, headers and body to the sink', async () => {
    const server = await scripted((socket) => socket.write('HTTP/1.1 403 Forbidden\r\nContent-Length: 7\r\nContent-Type: application/xml\r\n\r\n<Error>'))
    const { head, body } = await fetchBody(pool(server.port), '/x')
    expect(head.status).toBe(403)
    expect(head.headers.get('content-type')).toBe('application/xml')
    expect(body).toBe('<Error>')
  })

  it('fails a body cut short, saying how much came', async () => {
    const server = await scripted((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n0123456789'))
    const err = await fetchBody(pool(server.port), '/cut').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpTransportError)
    expect((err as HttpTransportError).code).toBe('ECONNRESET')
    expect((err as Error).message).toMatch(/after 10 bytes of the body \(990 more were announced\)/)
  })

  it.each([
    ['before any answer', ''],
    ['in the middle of a body', 'HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\npartial']
  ])('fails as a timeout when the server stalls %s', async (_when, sent) => {
    const server = await scripted((socket) => sent && socket.write(sent))
    const err = await fetchBody(pool(server.port, 300), '/stall').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpTransportError)
    expect((err as HttpTransportError).code).toBe('TimeoutError')
    expect((err as Error).name).toBe('TimeoutError')
  })

  it.each([
    ['not HTTP', 'SSH-2.0-OpenSSH\r\n\r\n', /not an HTTP\/1.x answer/],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', /bad chunk size/],
    ['a chunk longer than its size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n', /does not end where its size says/],
    ['a bad Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: 1e3\r\n\r\n', /bad Content-Length/],
    ['a head without end', `HTTP/1.1 200 OK\r\nX: ${'a'.repeat(70_000)}`, /head is longer than/]
  ])('refuses an answer with %s', async (_what, sent, message) => {
    const server = await scripted((socket) => socket.write(sent))
    await expect(fetchBody(pool(server.port), '/bad')).rejects.toThrow(message)
  })

  it('stops reading when the sink refuses a chunk, and does not reuse that connection', async () => {
    const server = await scripted((socket) => socket.write(ok('x'.repeat(100))))
    const p = pool(server.port)
    const refused = new Error('too large')
    await expect(
      p.get('/big', { host: 'h' }, () => () => {
        throw refused
      })
    ).rejects.toBe(refused)
    expect((await fetchBody(p, '/again')).body).toBe('x'.repeat(100))
    expect(server.connections).toBe(2)
  })

  it('sends no header that would split the request', () => {
    const p = pool(1)
    expect(() => p.get('/', { host: 'h', 'x-amz-security-token': 'a\r\nX-Injected: 1' }, () => () => undefined)).toThrow(/cannot be sent/)
    expect(() => p.get('/', { 'bad name': 'v' }, () => () => undefined)).toThrow(/cannot be sent/)
  })
})
