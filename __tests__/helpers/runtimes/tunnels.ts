import http from 'node:http'
import net, { type AddressInfo, type Socket } from 'node:net'

/** A proxy on 127.0.0.1 that tunnels to loopback only, and remembers where each tunnel went. */
export interface Tunnel {
  url: string
  /** `host:port` of each tunnel asked for. */
  connects: string[]
  stop(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

function pipe(client: Socket, host: string, port: number, opened: () => void, refused: () => void): void {
  const upstream = net.connect({ host, port }, () => {
    opened()
    upstream.pipe(client)
    client.pipe(upstream)
  })
  upstream.on('error', () => {
    refused()
    client.destroy()
  })
  client.on('error', () => upstream.destroy())
  client.on('close', () => upstream.destroy())
}

async function listen(server: net.Server, sockets: Set<Socket>, connects: string[], scheme: string): Promise<Tunnel> {
  server.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connects,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}

/**
 * An HTTP proxy that takes CONNECT only; with `auth` (`user:password`), only with that Basic
 * Proxy-Authorization. `hosts` are names only it resolves (to a loopback address): a server
 * the client must not reach but through it, as Go never proxies loopback.
 */
export async function startConnectProxy(options: { auth?: string; hosts?: Record<string, string> } = {}): Promise<Tunnel> {
  const connects: string[] = []
  const sockets = new Set<Socket>()
  const server = http.createServer((_req, res) => res.writeHead(405).end('only CONNECT'))
  server.on('connect', (req: http.IncomingMessage, client: Socket) => {
    connects.push(req.url ?? '')
    client.on('error', () => client.destroy())
    if (options.auth && req.headers['proxy-authorization'] !== `Basic ${Buffer.from(options.auth).toString('base64')}`)
      return client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n')
    const at = (req.url ?? '').lastIndexOf(':')
    const asked = (req.url ?? '').slice(0, at).replace(/^\[|\]$/g, '')
    const host = options.hosts?.[asked] ?? asked
    if (!LOOPBACK.has(host)) return client.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    pipe(
      client,
      host,
      Number((req.url ?? '').slice(at + 1)),
      () => client.write('HTTP/1.1 200 Connection Established\r\n\r\n'),
      () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    )
  })
  return listen(server, sockets, connects, 'http')
}

/** A request an HTTP proxy forwarded: the URL asked for whole, its Host, its Proxy-Authorization. */
export interface Forwarded {
  url: string
  host?: string
  authorization?: string
}

/**
 * An HTTP proxy that forwards plain-HTTP requests (their whole URL in the request line) to
 * loopback servers and refuses CONNECT, as a proxy that tunnels to port 443 alone refuses a
 * tunnel to an API server's 6443 or 8080; with `auth`, only with that Basic Proxy-Authorization.
 */
export async function startForwardingProxy(options: { auth?: string } = {}): Promise<Tunnel & { forwarded: Forwarded[] }> {
  const connects: string[] = []
  const forwarded: Forwarded[] = []
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    const authorization = req.headers['proxy-authorization']
    forwarded.push({ url: req.url ?? '', host: req.headers.host, authorization })
    if (options.auth && authorization !== `Basic ${Buffer.from(options.auth).toString('base64')}`)
      return res.writeHead(407, { 'proxy-authenticate': 'Basic' }).end()
    let target: URL
    try {
      target = new URL(req.url ?? '')
    } catch {
      return res.writeHead(400).end('not a proxy request')
    }
    if (target.protocol !== 'http:' || !LOOPBACK.has(target.hostname.replace(/^\[|\]$/g, ''))) return res.writeHead(403).end()
    const headers = { ...req.headers }
    delete headers['proxy-authorization']
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: `${target.pathname}${target.search}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  server.on('connect', (req: http.IncomingMessage, client: Socket) => {
    connects.push(req.url ?? '')
    client.on('error', () => client.destroy())
    client.end('HTTP/1.1 403 Forbidden\r\n\r\n')
  })
  return Object.assign(await listen(server, sockets, connects, 'http'), { forwarded })
}

/** A SOCKS5 proxy without authentication (RFC 1928: CONNECT to an IPv4 address or a name). */
export async function startSocks5Proxy(): Promise<Tunnel> {
  const connects: string[] = []
  const sockets = new Set<Socket>()
  const server = net.createServer((client) => {
    let buffered = Buffer.alloc(0)
    let stage: 'greeting' | 'request' = 'greeting'
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk])
      if (stage === 'greeting') {
        if (buffered.length < 2 || buffered.length < 2 + buffered[1]) return
        buffered = buffered.subarray(2 + buffered[1])
        stage = 'request'
        client.write(Buffer.from([5, 0]))
      }
      if (buffered.length < 5) return
      const type = buffered[3]
      const addressLength = type === 1 ? 4 : type === 3 ? 1 + buffered[4] : 16
      if (buffered.length < 4 + addressLength + 2) return
      const host = type === 1 ? [...buffered.subarray(4, 8)].join('.') : type === 3 ? buffered.toString('latin1', 5, 5 + buffered[4]) : '::1'
      const port = buffered.readUInt16BE(4 + addressLength)
      client.off('data', onData)
      connects.push(`${host}:${port}`)
      const reply = (code: number) => Buffer.from([5, code, 0, 1, 0, 0, 0, 0, 0, 0])
      if (!LOOPBACK.has(host)) return client.end(reply(2))
      pipe(
        client,
        host,
        port,
        () => client.write(reply(0)),
        () => client.end(reply(5))
      )
    }
    client.on('data', onData)
    client.on('error', () => client.destroy())
  })
  return listen(server, sockets, connects, 'socks5')
}
