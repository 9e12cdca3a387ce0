import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TestCa } from './tls.js'

export interface Recorded {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

export type Handler = (req: Recorded, res: http.ServerResponse) => void

export interface StandIn {
  /** `127.0.0.1:<port>`. */
  host: string
  origin: string
  requests: Recorded[]
  /** What the server does; each test sets its own. */
  handle: Handler
  stop(): Promise<void>
}

/**
 * A loopback server that records every request and answers as the test scripts it: for the
 * registry behaviours a real registry will not show on demand (no digest header, redirects,
 * failures, slowness).
 */
export async function startStandIn(ca?: TestCa): Promise<StandIn> {
  const standIn = {
    requests: [] as Recorded[],
    handle: ((_req, res) => res.writeHead(500).end()) as Handler
  }
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      standIn.requests.push(recorded)
      standIn.handle(recorded, res)
    })
  }
  const server = ca ? https.createServer({ cert: ca.cert, key: ca.key }, listener) : http.createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(standIn, {
    host,
    origin: `${ca ? 'https' : 'http'}://${host}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  })
}
