import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
  /** The body's bytes, for multipart bodies that carry files. */
  raw: Buffer
}

export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Raw text instead of JSON. */
  raw?: string
}

export type Responder = (req: RecordedRequest, index: number) => Reply | 'hang' | 'reset' | Promise<Reply | 'hang' | 'reset'>

/** A loopback stand-in of the service that records every request and answers as scripted. */
export class Recorder {
  readonly requests: RecordedRequest[] = []
  private server = http.createServer((req, res) => this.handle(req, res))
  private sockets = new Set<import('node:net').Socket>()
  baseUrl = ''

  constructor(private responder: Responder = () => ({ status: 200, body: 'OK' })) {
    this.server.on('connection', (s) => {
      this.sockets.add(s)
      s.on('close', () => this.sockets.delete(s))
    })
  }

  respond(responder: Responder): void {
    this.responder = responder
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    const { port } = this.server.address() as AddressInfo
    this.baseUrl = `http://127.0.0.1:${port}/api/v2`
    return this
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw.toString('utf8'), raw }
      this.requests.push(recorded)
      // A responder that throws is a broken test: answer 500 with its message rather than hang.
      this.answer(req, res, recorded).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(String(err))
      })
    })
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse, recorded: RecordedRequest): Promise<void> {
    const reply = await this.responder(recorded, this.requests.length - 1)
    if (reply === 'hang') return
    if (reply === 'reset') {
      req.socket.destroy()
      return
    }
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
    res.writeHead(reply.status, { 'content-type': reply.raw !== undefined ? 'text/html' : 'application/json', ...reply.headers })
    res.end(text)
  }
}
