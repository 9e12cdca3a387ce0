import http from 'node:http'
import { loadValidation } from '../clients/service/validate.js'
import type { AddressInfo, Socket } from 'node:net'
import { answerText } from './answer-text.js'
import { apiKeyOf } from './auth.js'
import { Database } from './db/database.js'
import { HttpError } from './http-error.js'
import { connectionOf } from './connection.js'
import { BodyBudget, errorAnswer, type Answer } from './receive.js'
import { isPagePath, Pages } from './pages/pages.js'
import { buildRouter } from './routes.js'
import type { Router } from './router.js'
import { parseTarget, type Target } from './target.js'

export { MAX_BODY_BYTES, MAX_BUFFERED_BYTES, MAX_BUFFERED_PER_ORG } from './receive.js'
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

/** A local emulator of the service's API v2, for trying pipelines and for tests. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // The catalogue's checks run synchronously inside each request's transaction.
  await loadValidation()
  const database = Database.open(options.dataFile)
  const log = options.log ?? (() => {})
  let baseUrl = ''
  const router = buildRouter(database, () => baseUrl.slice(0, -API_PREFIX.length))
  const apiKeys = new Set(options.apiKeys ?? [])
  const pages = new Pages({ db: database, origin: () => baseUrl.slice(0, -API_PREFIX.length) }, apiKeys, log)
  const budget = new BodyBudget()

  /** The organization a path is for: every path that names one has it second, below the prefix. */
  function orgOf(path: string): string {
    const segment = path.slice(API_PREFIX.length).split('/')[2] ?? ''
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  }

  function answer(req: http.IncomingMessage, target: Target, body: Buffer): Answer {
    // Node's own refusal of a missing Host has no body; this one has the service's.
    if (req.httpVersion === '1.1' && req.headers.host === undefined) throw new HttpError(400, 'An HTTP/1.1 request needs a Host header')
    if ((req.method === 'GET' || req.method === 'HEAD') && target.path === '/ready') return { status: 200, body: 'OK' }
    // The web app's pages, at the addresses the action prints, with their own answer to a missing key.
    if ((req.method === 'GET' || req.method === 'HEAD') && isPagePath(target.path)) return pages.answer(target, req.headers.authorization)
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
    return errorAnswer(500, 'Internal sandbox error')
  }

  function reply(req: http.IncomingMessage, res: http.ServerResponse, answer: Answer): void {
    if (res.headersSent || res.destroyed) return
    // A page or a download is sent as made (bounded where it is made); anything else is JSON.
    const { answer: sent, text, tooLarge } = answer.type === undefined ? answerText(answer) : { answer, text: answer.body as string | Buffer, tooLarge: false }
    if (tooLarge) log(`answer too large, refused: ${req.method} ${(req.url ?? '').slice(0, 200)}`)
    const { status, headers, close } = sent
    // For HEAD, Node sends the headers (the length of the GET's body included) and drops the body.
    res.writeHead(status, {
      ...headers,
      'content-type': sent.type ?? 'application/json',
      'content-length': Buffer.byteLength(text),
      ...(close && { connection: 'close' })
    })
    res.end(text)
    log(`${req.method} ${(req.url ?? '').slice(0, 200)} ${status}`)
  }

  /** Answers a request in its connection's order; `refusal`, when given, is its answer whatever it asks. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse, refusal?: Answer): void {
    let target: Target | HttpError
    try {
      target = parseTarget(req.url ?? '')
    } catch (err) {
      target = err as HttpError
    }
    const receiving = budget.receive(req, target instanceof HttpError ? '' : orgOf(target.path))
    connectionOf(req.socket).enqueue(
      receiving,
      (body) => {
        let result: Answer
        if (!Buffer.isBuffer(body)) result = { ...body, close: true }
        else if (refusal) result = refusal
        else {
          try {
            if (target instanceof HttpError) throw target
            result = answer(req, target, body)
          } catch (err) {
            result = failure(err)
          }
        }
        reply(req, res, result)
      },
      res,
      (err) => {
        log(`internal error: ${(err as Error)?.stack ?? String(err)}`)
        res.destroy()
      }
    )
  }

  const rawAnswer = (status: number, reason: string, message: string, headers = '') => {
    const text = JSON.stringify({ message, errors: {} })
    return `HTTP/1.1 ${status} ${reason}\r\n${headers}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`
  }

  const server = http.createServer({ requireHostHeader: false }, (req, res) => serve(req, res))
  // Node's own parser refuses some requests before any handler runs (a header too large, a bad
  // request line); they get the service's error body too, not an empty one, and only after the
  // requests read before them on the connection have been answered.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy()
    const [status, reason] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request']
    const message = `${reason}: ${err.code ?? err.message}`
    connectionOf(socket).last(errorAnswer(status, message, true), () => socket.end(rawAnswer(status, reason, message)))
  })
  // Without a listener Node closes a CONNECT's connection without a word.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy())
    const message = 'CONNECT is not allowed: the sandbox is not a proxy'
    connectionOf(socket).last(errorAnswer(405, message, true), () =>
      socket.end(rawAnswer(405, 'Method Not Allowed', message, 'allow: GET, HEAD, PUT, POST, PATCH, DELETE\r\n'))
    )
  })
  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const expect = String(req.headers.expect).slice(0, 100)
    serve(req, res, errorAnswer(417, `Expect: ${expect} is not supported; only 100-continue is`, true))
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
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close(() => {
          try {
            database.close()
            resolve()
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)))
          }
        })
        server.closeIdleConnections()
        // In-flight requests finish (their writes are committed before they are answered); then go.
        setTimeout(() => server.closeAllConnections(), 2000).unref()
      }))
  }
}
