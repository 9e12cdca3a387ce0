import http from 'node:http'
import { loadValidation } from '../service/validate.js'
import type { AddressInfo, Socket } from 'node:net'
import { apiKeyOf } from './auth.js'
import { Database } from './db/database.js'
import { HttpError } from './http-error.js'
import { buildRouter } from './routes.js'
import type { Router } from './router.js'
import { parseTarget } from './target.js'

/** Bodies past this are refused with 413; the largest real request is a multipart upload. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024
/** All bodies being received at once, together: past this, new bytes are refused with 503. */
export const MAX_BUFFERED_BYTES = 64 * 1024 * 1024
/** Requests waiting behind one another on one connection (HTTP pipelining). */
const MAX_QUEUED_PER_CONNECTION = 32
const API_PREFIX = '/api/v2'

export interface SandboxOptions {
  host?: string
  port?: number
  dataFile?: string
  /** Accepted keys; any non-empty key when empty. */
  apiKeys?: string[]
  log?: (line: string) => void
}

export interface Sandbox {
  baseUrl: string
  database: Database
  router: Router
  close(): Promise<void>
}

interface Answer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** A local emulator of the service's API v2, for trying pipelines and for tests. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // The catalogue's checks run synchronously inside each request's transaction.
  await loadValidation()
  const database = Database.open(options.dataFile)
  const log = options.log ?? (() => {})
  let baseUrl = ''
  const router = buildRouter(database, () => baseUrl.slice(0, -API_PREFIX.length))
  const apiKeys = new Set(options.apiKeys ?? [])
  let buffered = 0

  function answer(req: http.IncomingMessage, body: Buffer): Answer {
    const target = parseTarget(req.url ?? '')
    if ((req.method === 'GET' || req.method === 'HEAD') && target.path === '/ready') return { status: 200, body: 'OK' }
    const key = apiKeyOf(req.headers.authorization)
    if (apiKeys.size > 0 && !apiKeys.has(key)) throw new HttpError(401, 'Invalid API key')
    if (!target.path.startsWith(API_PREFIX + '/')) throw new HttpError(404, `No such path: ${target.path.slice(0, 200)}`)
    return router.dispatch({
      method: req.method ?? 'GET',
      path: target.path.slice(API_PREFIX.length),
      query: target.query,
      contentType: req.headers['content-type'] ?? '',
      body
    })
  }

  function failure(err: unknown): Answer {
    if (err instanceof HttpError) return { status: err.status, body: { message: err.message, errors: err.errors }, headers: err.headers }
    log(`internal error: ${(err as Error)?.stack ?? String(err)}`)
    return { status: 500, body: { message: 'Internal sandbox error', errors: {} } }
  }

  function reply(req: http.IncomingMessage, res: http.ServerResponse, { status, body, headers }: Answer, close = false): void {
    if (res.headersSent || res.destroyed) return
    const text = JSON.stringify(body)
    // For HEAD, Node sends the headers (the length of the GET's body included) and drops the body.
    res.writeHead(status, {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...(close && { connection: 'close' })
    })
    res.end(text)
    log(`${req.method} ${(req.url ?? '').slice(0, 200)} ${status}`)
  }

  /** The whole body, or a refusal: 413 past the request limit, 503 past what all requests may hold. */
  function receive(req: http.IncomingMessage): Promise<Buffer | Answer> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = []
      let size = 0
      let settled = false
      const release = () => {
        buffered -= size
        size = 0
      }
      // A refused body is still read to its end (and dropped): a client still sending when the
      // answer comes and the connection closes would see a broken pipe instead of the answer.
      let refusal: Answer | undefined
      const refuse = (answer: Answer) => {
        settled = true
        refusal = answer
        release()
        chunks.length = 0
        req.resume()
      }
      req.on('data', (chunk: Buffer) => {
        if (settled) return
        if (size + chunk.length > MAX_BODY_BYTES)
          return refuse({ status: 413, body: { message: `Request body larger than ${MAX_BODY_BYTES} bytes`, errors: {} } })
        if (buffered + chunk.length > MAX_BUFFERED_BYTES)
          return refuse({ status: 503, body: { message: 'The sandbox is receiving too much at once; try again', errors: {} } })
        size += chunk.length
        buffered += chunk.length
        chunks.push(chunk)
      })
      req.on('end', () => {
        if (refusal) return resolve(refusal)
        if (settled) return
        settled = true
        const body = Buffer.concat(chunks)
        release()
        resolve(body)
      })
      const cutShort = () => {
        release()
        resolve({ status: 400, body: { message: 'The request body was cut short', errors: {} } })
      }
      req.on('error', cutShort)
      // After 'end' this settles nothing; before it, the client went away mid-body.
      req.on('close', cutShort)
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
        refuse({ status: 413, body: { message: `Request body larger than ${MAX_BODY_BYTES} bytes`, errors: {} } })
    })
  }

  // Requests on one connection are answered in the order they came, each from the state its
  // predecessors left: a GET pipelined behind a PUT sees the PUT.
  const queues = new WeakMap<Socket, { tail: Promise<void>; waiting: number }>()
  const server = http.createServer((req, res) => {
    const socket = req.socket
    const queue = queues.get(socket) ?? { tail: Promise.resolve(), waiting: 0 }
    queues.set(socket, queue)
    const received = receive(req)
    if (queue.waiting >= MAX_QUEUED_PER_CONNECTION) {
      void received.then(() => reply(req, res, { status: 429, body: { message: 'Too many requests pipelined on one connection', errors: {} } }, true))
      return
    }
    queue.waiting++
    queue.tail = queue.tail
      .then(async () => {
        const body = await received
        let result: Answer
        let close = false
        if (Buffer.isBuffer(body)) {
          try {
            result = answer(req, body)
          } catch (err) {
            result = failure(err)
          }
        } else {
          result = body
          close = true
        }
        reply(req, res, result, close)
      })
      .catch((err: unknown) => {
        log(`internal error: ${(err as Error)?.stack ?? String(err)}`)
        res.destroy()
      })
      .finally(() => queue.waiting--)
  })
  // Node's own parser refuses some requests before any handler runs (a header too large, a bad
  // request line); they get the service's error body too, not an empty one.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || (err as { code?: string }).code === 'ECONNRESET') return socket.destroy()
    const [status, reason] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request']
    const text = JSON.stringify({ message: `${reason}: ${err.code ?? err.message}`, errors: {} })
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`
    )
  })
  server.headersTimeout = 30_000
  server.requestTimeout = 120_000
  server.maxHeadersCount = 200

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => resolve())
    })
  } catch (err) {
    database.close()
    throw err
  }
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  baseUrl = `http://${host}:${address.port}${API_PREFIX}`
  let closing: Promise<void> | undefined
  return {
    baseUrl,
    database,
    router,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          database.close()
          resolve()
        })
        server.closeIdleConnections()
        // In-flight requests finish (their writes are committed before they are answered); then go.
        setTimeout(() => server.closeAllConnections(), 2000).unref()
      }))
  }
}
