import net from 'node:net'
import tls from 'node:tls'
import { TransportError } from '../../../http/transport-error.js'

/**
 * A minimal HTTP/1.1 client for many GETs to one origin over a few keep-alive connections:
 * requests written as one string, answers parsed straight from the socket's chunks (status,
 * headers, then a body framed by Content-Length, chunked, or the connection's end), each body
 * chunk handed on as it arrives. Why not `http.request`: 2,000 GETs of 10 bytes from a bare
 * loopback Node server, 16 at a time, took 0.6-0.7 s of CPU with Node's client (ClientRequest,
 * IncomingMessage, their streams, the agent) and 0.1-0.2 s with a raw socket; on the S3 bench
 * (scripts/bench-runtimes.js) the action went from 2.0 s to 1.2 s with this client.
 */
export interface Origin {
  protocol: 'http:' | 'https:'
  hostname: string
  port: number
}

export interface ResponseHead {
  status: number
  /** Header names in lower case; a repeated header's values joined by `, `. */
  headers: Map<string, string>
}

/** A body chunk: a view of the socket's buffer, to be used before the call returns. */
export type BodySink = (chunk: Buffer) => void

/**
 * A failure of the connection or of the answer's framing: the request may be sent again. The
 * action's one transport error, with the code always set (`TimeoutError` for no answer in time,
 * the name the SDK's own retry logic reads).
 */
export class HttpTransportError extends TransportError {
  declare readonly code: string
  constructor(code: string, message: string, options?: { cause?: unknown; beforeAnswer?: boolean }) {
    super(message, { code, timedOut: code === 'TimeoutError', cause: options?.cause, beforeAnswer: options?.beforeAnswer })
    this.name = code === 'TimeoutError' ? 'TimeoutError' : 'HttpTransportError'
  }
}

/** Of an answer's status line and headers, the part read: S3's are a few hundred bytes. */
const MAX_HEAD_BYTES = 64 * 1024
/** A chunk-size line or trailer line longer than this is not HTTP. */
const MAX_LINE_BYTES = 4 * 1024
const CRLF2 = Buffer.from('\r\n\r\n')
const READ_BUFFER_BYTES = 64 * 1024

interface Pending {
  resolve(head: ResponseHead): void
  reject(err: Error): void
  sink: (head: ResponseHead) => BodySink
}

type State = 'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailer' | 'until-close' | 'idle'

/** One connection; one request at a time (no pipelining). */
class Connection {
  readonly socket: net.Socket
  private state: State = 'idle'
  private pending?: Pending
  private head?: ResponseHead
  private body?: BodySink
  private carry: Buffer = Buffer.alloc(0)
  private remaining = 0
  private keepAlive = false
  private received = 0
  /** A byte of the answer to the pending request came. */
  private answered = false
  closed = false

  constructor(
    origin: Origin,
    timeoutMs: number,
    private readonly done: (connection: Connection, reusable: boolean) => void
  ) {
    const options = { host: origin.hostname, port: origin.port }
    if (origin.protocol === 'https:') {
      // SNI is a host name, never an address.
      this.socket = tls.connect({ ...options, servername: net.isIP(origin.hostname) ? undefined : origin.hostname, ALPNProtocols: ['http/1.1'] })
      this.socket.on('data', (chunk: Buffer) => this.onData(chunk))
    } else {
      // Plain TCP reads into one buffer per connection instead of a new one per read.
      const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES)
      this.socket = net.connect({
        ...options,
        onread: {
          buffer,
          callback: (read: number) => {
            this.onData(buffer.subarray(0, read))
            return true
          }
        }
      })
    }
    this.socket.setNoDelay(true)
    this.socket.setTimeout(timeoutMs)
    // One limit for the connection's life (re-arming it per request measured as costly as parsing):
    // a request waits no longer than it for any byte, and a connection idle that long is closed.
    this.socket.on('timeout', () =>
      this.pending
        ? this.fail(new HttpTransportError('TimeoutError', `no answer for ${timeoutMs / 1000} s (after ${this.received} bytes of the body)`))
        : this.destroy()
    )
    this.socket.on('error', (err: NodeJS.ErrnoException) =>
      this.fail(new HttpTransportError(err.code ?? 'ECONNRESET', err.message, { cause: err, beforeAnswer: !this.answered }))
    )
    this.socket.on('close', () => this.onClose())
  }

  send(request: string, pending: Pending): void {
    this.pending = pending
    this.state = 'head'
    this.carry = Buffer.alloc(0)
    this.received = 0
    this.answered = false
    this.socket.write(request, 'latin1')
  }

  destroy(): void {
    this.closed = true
    this.socket.destroy()
  }

  private onData(chunk: Buffer): void {
    this.answered = true
    if (!this.pending) {
      // Bytes nobody asked for (a server's notice before it closes an idle connection): not reusable.
      this.destroy()
      return
    }
    try {
      this.parse(chunk)
    } catch (err) {
      this.fail(err as Error)
    }
  }

  private parse(input: Buffer): void {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, input]) : input
    this.carry = Buffer.alloc(0)
    let at = 0
    while (at < data.length && this.pending) {
      switch (this.state) {
        case 'head': {
          const end = data.indexOf(CRLF2, at)
          if (end < 0) {
            if (data.length - at > MAX_HEAD_BYTES) throw new HttpTransportError('EPROTO', `an answer's head is longer than ${MAX_HEAD_BYTES} bytes`)
            this.carry = Buffer.from(data.subarray(at))
            return
          }
          const text = data.toString('latin1', at, end)
          at = end + 4
          this.startBody(text)
          break
        }
        case 'length': {
          const take = Math.min(this.remaining, data.length - at)
          this.give(data.subarray(at, at + take))
          at += take
          this.remaining -= take
          if (this.remaining === 0) this.complete()
          break
        }
        case 'until-close': {
          this.give(data.subarray(at))
          at = data.length
          break
        }
        case 'chunk-data': {
          const take = Math.min(this.remaining, data.length - at)
          this.give(data.subarray(at, at + take))
          at += take
          this.remaining -= take
          if (this.remaining === 0) this.state = 'chunk-end'
          break
        }
        case 'chunk-size':
        case 'chunk-end':
        case 'trailer': {
          const end = data.indexOf('\r\n', at)
          if (end < 0) {
            if (data.length - at > MAX_LINE_BYTES) throw new HttpTransportError('EPROTO', 'a chunked body has a line too long')
            this.carry = Buffer.from(data.subarray(at))
            return
          }
          const line = data.toString('latin1', at, end)
          at = end + 2
          this.onLine(line)
          break
        }
        case 'idle':
          break
      }
    }
    // More than the answer framed: the connection cannot be trusted for another request.
    if (at < data.length && !this.pending) this.destroy()
  }

  private onLine(line: string): void {
    if (this.state === 'chunk-end') {
      if (line !== '') throw new HttpTransportError('EPROTO', 'a chunk of the body does not end where its size says')
      this.state = 'chunk-size'
    } else if (this.state === 'chunk-size') {
      const size = /^([0-9a-fA-F]{1,12})(?:;.*)?$/.exec(line.trim())
      if (!size) throw new HttpTransportError('EPROTO', `a chunked body has a bad chunk size \`${line.slice(0, 40)}\``)
      this.remaining = parseInt(size[1], 16)
      this.state = this.remaining === 0 ? 'trailer' : 'chunk-data'
    } else if (line === '') this.complete() // the empty line after any trailers
  }

  private startBody(text: string): void {
    const lines = text.split('\r\n')
    const status = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(lines[0])
    if (!status) throw new HttpTransportError('EPROTO', `not an HTTP/1.x answer: \`${lines[0].slice(0, 40)}\``)
    const code = Number(status[2])
    // An interim answer (100 Continue, 103 Early Hints): the real one follows.
    if (code >= 100 && code < 200) return
    const headers = new Map<string, string>()
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':')
      if (colon <= 0) continue
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      const before = headers.get(name)
      headers.set(name, before === undefined ? value : `${before}, ${value}`)
    }
    const connection = (headers.get('connection') ?? '').toLowerCase()
    this.keepAlive = status[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive')
    this.head = { status: code, headers }
    this.body = this.pending!.sink(this.head)
    const encoding = (headers.get('transfer-encoding') ?? '').toLowerCase()
    const length = headers.get('content-length')
    // No body whatever the headers say (RFC 9112 6.3).
    if (code === 204 || code === 304) this.complete()
    else if (encoding.includes('chunked')) this.state = 'chunk-size'
    else if (length !== undefined) {
      if (!/^\d{1,15}$/.test(length)) throw new HttpTransportError('EPROTO', `a bad Content-Length \`${length.slice(0, 40)}\``)
      this.remaining = Number(length)
      this.state = 'length'
      if (this.remaining === 0) this.complete()
    } else {
      this.state = 'until-close'
      this.keepAlive = false
    }
  }

  private give(chunk: Buffer): void {
    if (chunk.length === 0) return
    this.received += chunk.length
    this.body!(chunk)
  }

  private complete(): void {
    const pending = this.pending!
    const head = this.head!
    this.pending = undefined
    this.head = undefined
    this.body = undefined
    this.state = 'idle'
    this.done(this, this.keepAlive && !this.closed)
    pending.resolve(head)
  }

  private fail(err: Error): void {
    const pending = this.pending
    this.pending = undefined
    this.destroy()
    this.done(this, false)
    pending?.reject(err)
  }

  private onClose(): void {
    this.closed = true
    if (!this.pending) return this.done(this, false)
    if (this.state === 'until-close') return this.complete()
    const what = this.head ? `after ${this.received} bytes of the body` : 'before an answer'
    this.fail(
      new HttpTransportError('ECONNRESET', `the connection closed ${what}${this.state === 'length' ? ` (${this.remaining} more were announced)` : ''}`, {
        beforeAnswer: !this.answered
      })
    )
  }
}

/** Keep-alive connections to one origin, at most `maxConnections` open. */
export class Http1Pool {
  private readonly idle: Connection[] = []
  private readonly open = new Set<Connection>()
  private closed = false

  constructor(
    private readonly origin: Origin,
    private readonly options: { maxConnections: number; timeoutMs: number }
  ) {}

  /**
   * GET `path` with `headers` (names and values already checked). `sink` sees the answer's
   * status and headers and returns where its body goes; resolves when the body has all come.
   */
  get(path: string, headers: Record<string, string>, sink: (head: ResponseHead) => BodySink): Promise<ResponseHead> {
    if (this.closed) throw new Error('the connections are closed')
    let request = `GET ${path} HTTP/1.1\r\n`
    for (const [name, value] of Object.entries(headers)) {
      if (/[\r\n]/.test(value) || /[^!#$%&'*+.^_`|~0-9A-Za-z-]/.test(name)) throw new Error(`header ${name} cannot be sent`)
      request += `${name}: ${value}\r\n`
    }
    request += '\r\n'
    return this.send(request, sink, false)
  }

  /**
   * Sends on an idle connection, else a new one. A kept connection the server closed while it
   * waited fails before any answer: the request then goes once more, on a new connection,
   * without counting as a retry (as browsers and Go's client do for idempotent requests).
   */
  private send(request: string, sink: (head: ResponseHead) => BodySink, fresh: boolean): Promise<ResponseHead> {
    let connection = fresh ? undefined : this.idle.pop()
    while (connection?.closed) connection = this.idle.pop()
    const reused = connection !== undefined
    if (!connection) {
      if (this.open.size >= this.options.maxConnections) throw new Error(`more than ${this.options.maxConnections} requests at once`)
      connection = new Connection(this.origin, this.options.timeoutMs, (c, reusable) => this.release(c, reusable))
      this.open.add(connection)
    }
    const c = connection
    const sent = new Promise<ResponseHead>((resolve, reject) => c.send(request, { resolve, reject, sink }))
    if (!reused) return sent
    return sent.catch((err: unknown) => {
      if (err instanceof HttpTransportError && err.beforeAnswer && err.code !== 'TimeoutError' && !this.closed) return this.send(request, sink, true)
      throw err
    })
  }

  /** Closes every connection, cutting the requests on them short; no request is sent after. */
  close(): void {
    this.closed = true
    for (const c of this.open) c.destroy()
    this.open.clear()
    this.idle.length = 0
  }

  private release(connection: Connection, reusable: boolean): void {
    if (reusable && !this.closed) {
      this.idle.push(connection)
      return
    }
    connection.destroy()
    this.open.delete(connection)
    const i = this.idle.indexOf(connection)
    if (i >= 0) this.idle.splice(i, 1)
  }
}
