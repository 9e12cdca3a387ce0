import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the stand-in serves one request for the package: whole, cut short, or stalled. */
export type Serving = 'whole' | 'cut' | 'stall' | 'not-found'

/**
 * A loopback stand-in of the service that answers an audit package of `bytes` bytes, made as it
 * is sent (1 MiB of random bytes, repeated), with the stream's backpressure: it never holds the
 * package, so a test can ask for one far larger than the heap it gives the action. `sha256` is
 * the digest of what a whole answer sent.
 */
export class PackageServer {
  readonly requests: { url: string; accept?: string; authorization?: string }[] = []
  sha256 = ''
  baseUrl = ''
  private readonly server = http.createServer((req, res) => this.answer(req, res))
  private readonly block = randomBytes(1024 * 1024)

  constructor(
    private readonly bytes: number,
    /** How each request in turn is served; the last one repeats. */
    private readonly plan: Serving[] = ['whole']
  ) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v2`
    return this
  }

  stop(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.requests.push({ url: req.url ?? '', accept: req.headers.accept, authorization: req.headers.authorization })
    const serving = this.plan[Math.min(this.requests.length - 1, this.plan.length - 1)]
    if (serving === 'not-found') {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: 'Trail not found', errors: {} }))
      return
    }
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(this.bytes) })
    const stopAt = serving === 'whole' ? this.bytes : Math.floor(this.bytes / 2)
    const hash = createHash('sha256')
    let sent = 0
    const pump = () => {
      while (sent < stopAt) {
        const piece = this.block.subarray(0, Math.min(this.block.length, stopAt - sent))
        sent += piece.length
        hash.update(piece)
        if (!res.write(piece)) return void res.once('drain', pump)
      }
      if (serving === 'whole') {
        this.sha256 = hash.digest('hex')
        res.end()
      } else if (serving === 'cut') res.destroy()
      // 'stall': nothing more is sent; the client's deadline must end it.
    }
    pump()
  }
}
