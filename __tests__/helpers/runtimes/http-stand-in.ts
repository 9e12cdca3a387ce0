import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

export interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
  /** The common name of the client certificate the TLS handshake verified, if any. */
  clientCertificate?: string
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang'

export interface RuntimeStandIn {
  origin: string
  port: number
  requests: Seen[]
  /** Every request is left unanswered while true: a runtime that never answers. */
  hang: boolean
  stop(): Promise<void>
}

/**
 * A loopback HTTP(S) server for a runtime's API: records each request, answers by `route`;
 * with `gzip`, compresses every answer whose request accepts it, as the Kubernetes API does.
 */
export async function startHttpStandIn(
  route: (req: Seen) => Answer,
  tls?: { cert: string; key: string; ca?: string; requestCert?: boolean },
  options: { gzip?: boolean } = {}
): Promise<RuntimeStandIn> {
  const state = { requests: [] as Seen[], hang: false }
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const socket = req.socket as import('node:tls').TLSSocket
      const peer = socket.authorized ? socket.getPeerCertificate?.() : undefined
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        clientCertificate: peer?.subject?.CN as string | undefined
      }
      state.requests.push(seen)
      if (state.hang) return
      let answer: Answer
      try {
        answer = route(seen)
      } catch (err) {
        answer = { status: 500, body: { message: String(err) } }
      }
      if (answer === 'hang') return
      const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
      if (options.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        res.writeHead(answer.status, { 'content-type': 'application/json', 'content-encoding': 'gzip', ...answer.headers })
        return res.end(gzipSync(text))
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      res.end(text)
    })
  }
  const server = tls
    ? https.createServer({ cert: tls.cert, key: tls.key, ca: tls.ca, requestCert: tls.requestCert ?? false, rejectUnauthorized: false }, listener)
    : http.createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return Object.assign(state, {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  })
}
