import http from 'node:http'
import https from 'node:https'
import net, { type AddressInfo, type Socket } from 'node:net'
import type { TestCa } from './tls.js'

/**
 * How a user's job reaches an outside host through its network's proxy, on loopback: an HTTPS
 * proxy (CONNECT) that takes a few named hosts (`acme.atlassian.net`, `ghcr.io`) to loopback
 * stand-ins, so an example that names a real host runs as written. A host whose stand-in speaks
 * TLS with a certificate for that name (a registry) is tunnelled to it; one that speaks plain
 * HTTP has TLS ended here, with a certificate of the test CA for its name. Every other host is
 * refused. The job trusts the CA as any job behind such a proxy does: NODE_EXTRA_CA_CERTS.
 */
export type HostRoute = { tunnelTo: number } | { forwardTo: string }

export interface HostProxy {
  url: string
  /** `host:port` of each CONNECT, refused ones too. */
  connects: string[]
  /** The job's variables: the proxy, loopback left out of it, and the CA. */
  env: Record<string, string>
  stop(): Promise<void>
}

/** The proxy, for `routes` by host name; `ca` must hold a certificate for each forwarded name. */
export async function startHostProxy(ca: TestCa, routes: Record<string, HostRoute>): Promise<HostProxy> {
  const connects: string[] = []
  const sockets = new Set<Socket>()
  const track = (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
    s.on('error', () => s.destroy())
  }
  // Plain-HTTP stand-ins behind TLS ended here: each request goes on as it came.
  const ending = https.createServer({ cert: ca.cert, key: ca.key }, (req, res) => {
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '')
    const route = routes[host]
    if (!route || !('forwardTo' in route)) return void res.writeHead(502).end(`no stand-in for ${host}`)
    const target = new URL(route.forwardTo)
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  const proxy = http.createServer((_req, res) => res.writeHead(405).end('only CONNECT'))
  proxy.on('connection', track)
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    connects.push(req.url ?? '')
    track(socket)
    const route = routes[(req.url ?? '').replace(/:\d+$/, '')]
    if (!route) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if ('tunnelTo' in route) {
      const upstream = net.connect(route.tunnelTo, '127.0.0.1', () => {
        upstream.write(head)
        socket.pipe(upstream).pipe(socket)
      })
      track(upstream)
      return
    }
    if (head.length > 0) socket.unshift(head)
    ending.emit('connection', socket)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  return {
    url,
    connects,
    env: { HTTPS_PROXY: url, NO_PROXY: '127.0.0.1,localhost', NODE_EXTRA_CA_CERTS: ca.caFile },
    stop: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
      ending.close()
    }
  }
}
