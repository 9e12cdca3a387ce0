import http from 'node:http'
import type { Agent as HttpsAgent } from 'node:https'
import { HttpClient, getProxyUrl } from '@actions/http-client'
import type { Log } from '../../util/log.js'
import { USER_AGENT } from '../../util/version.js'
import { encodeQuery, expandPath, type AnyEndpoint, type BodyOf, type ParamsOf, type QueryOf, type QueryValue, type ResponseOf } from './endpoint.js'
import { MissingApiKeyError, statusFailure, transportFailure, ServiceError } from './failure.js'
import { encodeMultipart } from './multipart.js'
import { jsonDepth } from '../../util/json-depth.js'
import { redactor, redactValue } from '../../http/redact.js'
import { wireHeaders, type EncodedRequest, type MultipartPart } from './request.js'
import { isRetryable, retryDelayMs } from './retry.js'
import { readBoundedBody } from '../../http/bounded-body.js'
import { withRetries } from '../../http/retry.js'
import { TransportError } from '../../http/transport-error.js'
import { isFilePart, problemText, requestProblems, responseProblems } from './validate.js'
import { loadEndpointChecks } from './prebuilt-checks.js'
import { formatBytes } from '../../util/text.js'
import { LibraryError } from '../../util/errors.js'
import { NO_ADVICE, type Advise, type AdviceTopic } from './advice.js'
import { closedUnderRequest, openAhead } from './open-ahead.js'

export type AuthScheme = 'bearer' | 'basic'

export interface ClientOptions {
  baseUrl: string
  apiKey?: string
  authScheme: AuthScheme
  timeoutSeconds: number
  maxRetries: number
  dryRun: boolean
  log: Log
  /** What to do after a failure, in the caller's words (the action names its inputs). */
  advise?: Advise
  /**
   * Work for the moment the first request is on its way: the step has nothing else to do until
   * the service answers (loading what it writes once the answer is in).
   */
  whileWaiting?: () => void
  /** Injected so tests can run backoff without waiting. */
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

/** What a call gave back: the final attempt's status and text, and the parsed answer. */
export interface CallResult<R> {
  status: number
  text: string
  data?: R
  dryRun: boolean
}

/** The last request sent, for the summary's common rows and the `status`/`response` outputs. */
export interface LastCall {
  method: string
  url: string
  dryRun: boolean
  status?: number
  /** The answer's text for the `response` output: empty when larger than MAX_RESPONSE_OUTPUT. */
  text?: string
}

/** Whether a call's operation reads the answer (then one it cannot read is an error), or only needs it sent. */
export interface CallOptions {
  /**
   * The operation concludes from the answer: then an answer that is empty or not JSON is an
   * error, and so is one this check finds wrong (it names what is missing). It checks what the
   * operation reads, not the whole published shape, from which the live service may differ.
   */
  reads?: (data: unknown) => string | undefined
  /**
   * The largest answer the endpoint can give, when far below the general MAX_RESPONSE_BYTES
   * (e.g. one commit SHA): a larger one is refused as it arrives, never buffered and parsed.
   */
  maxAnswerBytes?: number
}

/**
 * The `response` output holds an answer up to this size; a larger one is left out (with a
 * warning) rather than written whole into GITHUB_OUTPUT, where every later step would load it.
 */
export const MAX_RESPONSE_OUTPUT = 1024 * 1024

/** An answer nested deeper than this is no answer of the service, and would overflow recursive checks. */
const MAX_ANSWER_DEPTH = 256

/** Service answers larger than this are refused rather than buffered without end. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024

/** A failed download's error body is read up to this size, for its message. */
const MAX_ERROR_BYTES = 1024 * 1024

/** A file an endpoint answered with, saved where the caller said. */
export interface DownloadResult {
  status: number
  bytes: number
  dryRun: boolean
}

/** An answer past the limit: a verdict about this request, not a fault to retry. */
class AnswerTooLarge extends Error {}
const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** One attempt's answer, whatever its status. */
interface Answer {
  status: number
  text: string
  data?: unknown
  contentType?: string
  retryAfter?: string
}

/** Parameters of a call: the endpoint's path parameters, and any of its query parameters. */
export type CallParams<E> = ParamsOf<E> & Partial<QueryOf<E>>

/**
 * The one way to the service: it calls catalogue entries, never hand-built paths. It checks
 * the request against the entry before anything leaves, then handles base URL, auth,
 * timeouts, retries and the service's own error messages. The key never leaves this class
 * except in the Authorization header, and only to the configured base URL's origin.
 */
export class ServiceClient {
  last?: LastCall
  private readonly origin: string
  /** How requests leave, settled at the first: see `requestInfo`. */
  private routing?: Promise<Route>
  private readonly redact: (text: string) => string

  private whileWaiting: (() => void) | undefined
  /** A request has gone out (or is on its way): no connection is opened ahead after it. */
  private requested = false

  constructor(private readonly options: ClientOptions) {
    this.whileWaiting = options.whileWaiting
    this.origin = new URL(options.baseUrl).origin
    this.redact = redactor([options.apiKey])
  }

  get baseUrl(): string {
    return this.options.baseUrl
  }

  /** Checks a request against its catalogue entry and encodes it as it will be sent. */
  async encode<E extends AnyEndpoint>(endpoint: E, params: CallParams<E>, body?: BodyOf<E>): Promise<EncodedRequest> {
    const pathParams: Record<string, string> = {}
    const query: Record<string, QueryValue | undefined> = {}
    const given: Record<string, QueryValue | undefined> = params
    for (const [name, value] of Object.entries(given)) {
      if (name in endpoint.params) pathParams[name] = value as string
      else query[name] = value
    }
    await loadEndpointChecks(endpoint)
    const problems = await requestProblems(endpoint, pathParams, query, body)
    if (problems.length > 0) {
      throw new RequestShapeError(`${endpoint.method} ${endpoint.path}: the request does not match what the service accepts: ${problemText(problems)}`)
    }
    const encoded: EncodedRequest = {
      endpoint: endpoint.id,
      method: endpoint.method,
      path: expandPath(endpoint, pathParams) + encodeQuery(query),
      retry: endpoint.retry
    }
    if (endpoint.body?.type === 'json') {
      encoded.contentType = 'application/json'
      encoded.body = Buffer.from(JSON.stringify(body))
    } else if (endpoint.body?.type === 'multipart') {
      const parts = multipartParts(body as Record<string, unknown>)
      const multipart = encodeMultipart(parts)
      encoded.contentType = multipart.contentType
      encoded.body = multipart.body
      encoded.parts = parts
    }
    return encoded
  }

  /**
   * Calls an endpoint of the catalogue and returns its parsed answer. With `reads`, the
   * operation draws a conclusion from the answer: an answer that is empty, not JSON, or not of
   * the endpoint's published shape is then a `server` error, never read as "nothing found".
   */
  async call<E extends AnyEndpoint>(endpoint: E, params: CallParams<E>, body?: BodyOf<E>, options: CallOptions = {}): Promise<CallResult<ResponseOf<E>>> {
    const request = await this.encode(endpoint, params, body)
    const result = await this.send(request, options.maxAnswerBytes)
    if (result.dryRun) return result as CallResult<ResponseOf<E>>
    if (result.data === undefined) {
      if (options.reads) throw this.unreadable(request, result, describeUnreadable(result.text))
      return result as CallResult<ResponseOf<E>>
    }
    const wrong = options.reads?.(result.data)
    if (wrong) throw this.unreadable(request, result, wrong)
    const problems = await responseProblems(endpoint, result.status, result.data)
    // The live service may answer more or less than its document says; say so for whoever debugs.
    if (problems.length > 0)
      this.options.log.debug(`${endpoint.method} ${endpoint.path}: the answer differs from the published shape: ${problemText(problems)}`)
    return result as CallResult<ResponseOf<E>>
  }

  /** A sentence of advice, with its leading space, or nothing. */
  private advice(topic: AdviceTopic): string {
    const text = (this.options.advise ?? NO_ADVICE)(topic)
    return text ? ` ${text}` : ''
  }

  private unreadable(request: EncodedRequest, result: CallResult<unknown>, why: string): ServiceError {
    return new ServiceError(
      'server',
      `${request.method} ${request.path}: the service answered HTTP ${result.status}, but not with an answer this action can read: ${why}. Nothing was concluded from it.${this.advice('foreign-answer')}`,
      { request, attempts: 1, status: result.status }
    )
  }

  /** Sends an encoded request (a call, or a saved one being replayed). */
  async send(request: EncodedRequest, maxAnswerBytes = MAX_RESPONSE_BYTES): Promise<CallResult<unknown>> {
    const url = this.options.baseUrl + request.path
    if (this.options.dryRun) {
      this.printDryRun(url, request)
      this.last = { method: request.method, url, dryRun: true }
      return { status: 0, text: '', dryRun: true }
    }
    if (!this.options.apiKey) throw new MissingApiKeyError(`${request.method} ${request.path}`)
    const { maxRetries, log } = this.options
    const random = this.options.random ?? Math.random
    const settled = await withRetries(
      (attempt) => {
        this.last = { method: request.method, url, dryRun: false }
        log.debug(`${request.method} ${url} (attempt ${attempt} of ${maxRetries + 1})`)
        return this.attempt(url, request, Math.min(maxAnswerBytes, MAX_RESPONSE_BYTES))
      },
      {
        maxRetries,
        transient: (o) =>
          isRetryable(
            request.retry,
            o instanceof TransportError ? { kind: 'error', code: o.code, timedOut: o.timedOut } : { kind: 'status', status: o.status, retryAfter: o.retryAfter }
          ),
        delayMs: (retry, o) => retryDelayMs(retry, o instanceof TransportError ? undefined : o.retryAfter, random),
        onRetry: (o, delay, attempt) => {
          const why = o instanceof TransportError ? (o.timedOut ? 'a timeout' : `a network error (${o.code ?? 'unknown'})`) : `HTTP ${o.status}`
          log.info(`${request.method} ${request.path}: attempt ${attempt} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`)
        },
        sleep: this.options.sleep
      }
    )
    const { outcome, attempts } = settled
    if (outcome instanceof TransportError)
      throw transportFailure(request, attempts, outcome.timedOut, this.options.timeoutSeconds, outcome.cause ?? outcome, this.options.advise)
    if (outcome.status >= 200 && outcome.status < 300) return { status: outcome.status, text: outcome.text, data: outcome.data, dryRun: false }
    throw statusFailure(request, outcome.status, outcome.text, outcome.contentType, attempts, this.options.advise)
  }

  /** The answer as the `response` output gives it: whole up to MAX_RESPONSE_OUTPUT, else left out with a warning. */
  private responseOutput(request: EncodedRequest, text: string): string {
    if (text.length <= MAX_RESPONSE_OUTPUT / 4 || Buffer.byteLength(text) <= MAX_RESPONSE_OUTPUT) return text
    this.options.log.warning(
      `${request.method} ${request.path}: the answer is ${formatBytes(Buffer.byteLength(text))}, more than the ${formatBytes(MAX_RESPONSE_OUTPUT)} the \`response\` output holds; that output is left empty.`
    )
    return ''
  }

  /**
   * The answer's text and, when it is JSON, its value, both without the key: the text is redacted
   * as sent, then the decoded value too (a key written with `\uXXXX` escapes shows only there).
   * When the decoded value held the key, the text becomes the redacted value re-encoded.
   */
  private readAnswer(raw: string): { text: string; data?: unknown } {
    const text = this.redact(raw)
    const parsed = parseJson(text)
    if (parsed === undefined) {
      // Not JSON: escapes a JSON encoder would write can still spell the key.
      if (!text.includes('\\')) return { text }
      const decoded = unescapeJson(text)
      const safe = this.redact(decoded)
      return { text: safe === decoded ? text : safe }
    }
    const { value, changed } = redactValue(parsed, this.redact)
    return changed ? { text: JSON.stringify(value), data: value } : { text, data: value }
  }

  private authorization(): string {
    const { apiKey = '', authScheme } = this.options
    return authScheme === 'basic' ? `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` : `Bearer ${apiKey}`
  }

  /**
   * Opens the connection the first request will take, for a step to call while it still waits on
   * other work: the handshake's round trips are then off the step's path. Not for a dry run, a
   * missing key (nothing will be sent) or a proxy (the toolkit's tunnel connects).
   */
  async connectAhead(): Promise<void> {
    const { baseUrl, dryRun, apiKey } = this.options
    if (dryRun || !apiKey || this.requested) return
    const { agentFor, direct } = await (this.routing ??= route(baseUrl))
    // A request that went out meanwhile has its connection: another would go unused.
    if (direct && !this.requested) openAhead(agentFor(baseUrl), new URL(baseUrl))
  }

  /** Runs `whileWaiting` once, after the request's own work on the main thread (connecting, writing). */
  private waiting(): void {
    const work = this.whileWaiting
    this.whileWaiting = undefined
    if (work) setImmediate(work)
  }

  private async attempt(url: string, request: EncodedRequest, maxAnswerBytes: number): Promise<Answer> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000)
    try {
      const message = await this.open(url, request, controller.signal, maxAnswerBytes)
      const status = message.statusCode ?? 0
      const body = (await readBoundedBody(message, controller.signal, maxAnswerBytes, () => new AnswerTooLarge())).toString('utf8')
      const { text, data } = this.readAnswer(body)
      Object.assign(this.last ?? {}, { status, text: this.responseOutput(request, text) })
      return { status, text, data, contentType: message.headers['content-type'], retryAfter: message.headers['retry-after'] }
    } catch (error) {
      throw this.attemptFailure(request, error, controller.signal, maxAnswerBytes)
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * What ends an attempt that threw: a refused redirect or an oversized answer as they are (a
   * verdict, never retried), anything else as a TransportError, which may be tried again.
   */
  private attemptFailure(request: EncodedRequest, error: unknown, signal: AbortSignal, maxAnswerBytes: number): Error {
    if (error instanceof ServiceError) return error
    if (error instanceof AnswerTooLarge || (downloads && error instanceof downloads.DownloadTooLarge))
      return new ServiceError(
        'server',
        `${request.method} ${request.path}: the service's answer is larger than ${formatBytes(maxAnswerBytes)}; refused rather than read whole: this is not an answer the service gives.${this.advice('foreign-answer')}`,
        { request, attempts: 1 }
      )
    return new TransportError((error as Error)?.message ?? String(error), {
      code: (error as NodeJS.ErrnoException)?.code,
      timedOut: signal.aborted,
      origin: this.origin,
      cause: error
    })
  }

  /**
   * Sends the request and follows redirects within the configured origin; the answer's body is
   * left unread for the caller. A redirect elsewhere is refused, so the key stays with its service.
   */
  private async open(url: string, request: EncodedRequest, signal: AbortSignal, maxAnswerBytes: number, accept?: string): Promise<http.IncomingMessage> {
    let target = url
    for (let redirects = 0; ; redirects++) {
      const sent = sendRaw(await this.requestInfo(target, request, signal, accept), request.body)
      this.waiting()
      const message = await sent
      const status = message.statusCode ?? 0
      if (!REDIRECT_STATUSES.has(status) || !message.headers.location) return message
      // A redirect's own body is read and dropped, bounded as any answer is.
      await readBoundedBody(message, signal, maxAnswerBytes, () => new AnswerTooLarge())
      const next = new URL(message.headers.location, target)
      // The key goes only where the user pointed it: another origin never sees it.
      if (next.origin !== this.origin) {
        throw new ServiceError(
          'network',
          `${request.method} ${request.path}: the service redirected to ${next.origin}, a different host than \`${this.origin}\`; refused so the API key is not sent there.${this.advice('other-host')}`,
          { request, attempts: 1, status }
        )
      }
      if (redirects >= MAX_REDIRECTS)
        throw new ServiceError('network', `${request.method} ${request.path}: more than ${MAX_REDIRECTS} redirects`, { request, attempts: 1, status })
      target = next.href
    }
  }

  /**
   * Calls an endpoint whose answer is a file (an audit package), saving it to `file` as it
   * arrives: it is never held in memory, whatever its size. Checked, authorised, retried and
   * redirected as `call` is; `timeout-seconds` bounds the wait for the answer and every silence
   * within it, so a large file that keeps arriving is not cut off, and a stalled one is.
   */
  async download<E extends AnyEndpoint>(
    endpoint: E,
    params: CallParams<E>,
    file: string,
    options: { maxBytes: number; accept: string }
  ): Promise<DownloadResult> {
    const request = await this.encode(endpoint, params)
    const url = this.options.baseUrl + request.path
    if (this.options.dryRun) {
      this.printDryRun(url, request)
      this.last = { method: request.method, url, dryRun: true }
      return { status: 0, bytes: 0, dryRun: true }
    }
    if (!this.options.apiKey) throw new MissingApiKeyError(`${request.method} ${request.path}`)
    const { maxRetries, log } = this.options
    const random = this.options.random ?? Math.random
    const settled = await withRetries(
      (attempt) => {
        this.last = { method: request.method, url, dryRun: false }
        log.debug(`${request.method} ${url} (attempt ${attempt} of ${maxRetries + 1})`)
        return this.downloadAttempt(url, request, file, options)
      },
      {
        maxRetries,
        transient: (o) =>
          isRetryable(
            request.retry,
            o instanceof TransportError ? { kind: 'error', code: o.code, timedOut: o.timedOut } : { kind: 'status', status: o.status, retryAfter: o.retryAfter }
          ),
        delayMs: (retry, o) => retryDelayMs(retry, o instanceof TransportError ? undefined : o.retryAfter, random),
        onRetry: (o, delay, attempt) => {
          const why = o instanceof TransportError ? (o.timedOut ? 'a timeout' : `a network error (${o.code ?? 'unknown'})`) : `HTTP ${o.status}`
          log.info(`${request.method} ${request.path}: attempt ${attempt} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`)
        },
        sleep: this.options.sleep
      }
    )
    const { outcome, attempts } = settled
    if (outcome instanceof TransportError)
      throw transportFailure(request, attempts, outcome.timedOut, this.options.timeoutSeconds, outcome.cause ?? outcome, this.options.advise)
    if (outcome.status >= 200 && outcome.status < 300) return { status: outcome.status, bytes: outcome.bytes ?? 0, dryRun: false }
    throw statusFailure(request, outcome.status, outcome.text, outcome.contentType, attempts, this.options.advise)
  }

  /** One try of a download: a 2xx answer saved to the file, or another answer's text for its message. */
  private async downloadAttempt(
    url: string,
    request: EncodedRequest,
    file: string,
    options: { maxBytes: number; accept: string }
  ): Promise<Answer & { bytes?: number }> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000)
    let limit = MAX_ERROR_BYTES
    try {
      const message = await this.open(url, request, controller.signal, MAX_ERROR_BYTES, options.accept)
      const status = message.statusCode ?? 0
      const answer = { status, contentType: message.headers['content-type'], retryAfter: message.headers['retry-after'] }
      if (status >= 200 && status < 300) {
        limit = options.maxBytes
        downloads ??= await import('./download.js')
        // The deadline restarts with every chunk: it bounds silence, not the whole transfer.
        const bytes = await downloads.saveAnswer(message, file, { signal: controller.signal, maxBytes: options.maxBytes, onProgress: () => timer.refresh() })
        Object.assign(this.last ?? {}, { status, text: '' })
        return { ...answer, text: '', bytes }
      }
      const { text } = this.readAnswer((await readBoundedBody(message, controller.signal, MAX_ERROR_BYTES, () => new AnswerTooLarge())).toString('utf8'))
      Object.assign(this.last ?? {}, { status, text: this.responseOutput(request, text) })
      return { ...answer, text }
    } catch (error) {
      throw this.attemptFailure(request, error, controller.signal, limit)
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * The request, with our deadline's abort signal. A proxy (HTTPS_PROXY, HTTP_PROXY, NO_PROXY)
   * is honoured by the toolkit's agent; without one, Node's own agent is what the toolkit would
   * give, so the toolkit (and TLS, for an http:// service) is loaded only when a proxy applies.
   */
  private async requestInfo(target: string, request: EncodedRequest, signal: AbortSignal, accept?: string): Promise<RawRequest> {
    this.requested = true
    const parsedUrl = new URL(target)
    const secure = parsedUrl.protocol === 'https:'
    const { httpModule, agentFor } = await (this.routing ??= route(target))
    const headers: Record<string, string | number> = { ...wireHeaders(request), ...(accept && { accept }), authorization: this.authorization() }
    if (request.body) headers['content-length'] = request.body.length
    return {
      httpModule,
      options: {
        host: parsedUrl.hostname.replace(/^\[|\]$/g, ''),
        port: parsedUrl.port ? Number(parsedUrl.port) : secure ? 443 : 80,
        path: parsedUrl.pathname + parsedUrl.search,
        method: request.method,
        headers,
        agent: agentFor(target),
        signal,
        timeout: this.options.timeoutSeconds * 1000
      }
    }
  }

  private printDryRun(url: string, request: EncodedRequest): void {
    const scheme = this.options.authScheme === 'basic' ? 'Basic' : 'Bearer'
    const lines = [`[dry-run] ${request.method} ${url}`, `Authorization: ${scheme} ***`]
    if (request.contentType) lines.push(`Content-Type: ${request.contentType}`)
    if (request.body !== undefined) lines.push('', prettyBody(request))
    this.options.log.info(lines.join('\n'))
  }
}

/** The file writer of `download`, loaded by the first download: a call never needs it. */
let downloads: typeof import('./download.js') | undefined

/** The module and agent every request of a client goes by (redirects stay on the origin, so on its scheme). */
interface Route {
  httpModule: Pick<typeof http, 'request'>
  agentFor: (target: string) => http.Agent | HttpsAgent
  /** No proxy: the agent connects to the service itself. */
  direct: boolean
}

interface RawRequest {
  httpModule: Route['httpModule']
  options: http.RequestOptions
}

/** The toolkit's own agent options: no keep-alive, sockets as many as Node's global agent allows. */
const AGENT_OPTIONS = { keepAlive: false, maxSockets: http.globalAgent.maxSockets }

async function route(target: string): Promise<Route> {
  const secure = target.startsWith('https:')
  const httpModule: Route['httpModule'] = secure ? (await import('node:https')).default : http
  if (getProxyUrl(target) === '') {
    const agent = secure ? new (await import('node:https')).Agent(AGENT_OPTIONS) : new http.Agent(AGENT_OPTIONS)
    return { httpModule, agentFor: () => agent, direct: true }
  }
  const toolkit = new HttpClient(USER_AGENT, [], { allowRedirects: false, allowRetries: false, keepAlive: false })
  return { httpModule, agentFor: (target) => toolkit.getAgent(target), direct: false }
}

/**
 * One request and its answer's head, as the toolkit's `requestRaw` makes it: a socket idle for
 * three minutes ends the request (the caller's deadline usually comes first).
 */
function sendRaw(raw: RawRequest, body: Buffer | undefined): Promise<http.IncomingMessage> {
  const { httpModule, options } = raw
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (error: Error | undefined, message?: http.IncomingMessage) => {
      if (settled) return
      settled = true
      if (error) reject(error)
      else resolve(message!)
    }
    const req = httpModule.request(options, (message) => settle(undefined, message))
    let socket: import('node:net').Socket | undefined
    req.on('socket', (s) => (socket = s))
    req.setTimeout(3 * 60000, () => {
      socket?.end()
      settle(new Error(`Request timeout: ${options.path}`))
    })
    req.on('error', (error) => {
      if (!settled && closedUnderRequest(options.agent, error)) {
        settled = true
        sendRaw(raw, body).then(resolve, reject)
      } else settle(error)
    })
    req.end(body)
  })
}

/** The parts of a multipart body: JSON documents as text, then the files. */
function multipartParts(body: Record<string, unknown>): MultipartPart[] {
  const parts: MultipartPart[] = []
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    // As the reference client sends them: JSON parts bare, files as octet streams under their base name.
    if (isFilePart(value)) parts.push({ name, filename: value.filename, contentType: 'application/octet-stream', content: value.content })
    else parts.push({ name, content: JSON.stringify(value) })
  }
  return parts
}

/** A dry run shows JSON pretty, and of a multipart body its parts, files by name and size. */
function prettyBody(request: EncodedRequest): string {
  if (request.parts) {
    return request.parts
      .map((p) =>
        p.filename !== undefined ? `[part ${p.name}: file ${p.filename}, ${p.content.length} bytes]` : `[part ${p.name}]\n${pretty(String(p.content))}`
      )
      .join('\n')
  }
  return request.contentType === 'application/json' && request.body ? pretty(request.body.toString('utf8')) : (request.body?.toString('utf8') ?? '')
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '' || jsonDepth(text) > MAX_ANSWER_DEPTH) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Text with the escapes JSON allows (`\uXXXX`, `\/`, ...) decoded, to look for the key in it. */
function unescapeJson(text: string): string {
  return text.replace(/\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))/g, (_, hex: string | undefined, ch: string | undefined) =>
    hex !== undefined ? String.fromCharCode(parseInt(hex, 16)) : (({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' } as Record<string, string>)[ch!] ?? ch!)
  )
}

/** Why a 2xx answer cannot be read, in a few words: empty, an HTML page, not JSON. */
function describeUnreadable(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return 'it is empty'
  if (/^<(!doctype|html)/i.test(trimmed)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed.slice(0, 4096))?.[1]?.trim()
    return `it is an HTML page${title ? ` titled "${title.slice(0, 80)}"` : ''}, not JSON`
  }
  if (jsonDepth(text) > MAX_ANSWER_DEPTH) return `it nests deeper than ${MAX_ANSWER_DEPTH} levels`
  return `it is not JSON (${Buffer.byteLength(text)} bytes starting \`${trimmed.slice(0, 40).replace(/\s+/g, ' ')}\`)`
}

/** A request that does not match its endpoint, found before anything was sent. */
export class RequestShapeError extends LibraryError {
  constructor(message: string) {
    super('invalid_input', message)
    this.name = 'RequestShapeError'
  }
}
