import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import { ActionError, missingApiKey } from '../errors.js'
import type { Log } from '../log.js'
import { USER_AGENT } from '../version.js'
import { encodeQuery, expandPath, type AnyEndpoint, type BodyOf, type ParamsOf, type QueryOf, type QueryValue, type ResponseOf } from './endpoint.js'
import { statusFailure, transportFailure, ServiceError } from './failure.js'
import { encodeMultipart } from './multipart.js'
import { redactor } from './redact.js'
import { wireHeaders, type EncodedRequest, type MultipartPart } from './request.js'
import { isRetryable, retryDelayMs, type AttemptOutcome } from './retry.js'
import { isFilePart, problemText, requestProblems, responseProblems } from './validate.js'

export type AuthScheme = 'bearer' | 'basic'

export interface ClientOptions {
  baseUrl: string
  apiKey?: string
  authScheme: AuthScheme
  timeoutSeconds: number
  maxRetries: number
  dryRun: boolean
  log: Log
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
  text?: string
}

/** Service answers larger than this are refused rather than buffered without end. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024

/** An answer past the limit: a verdict about this request, not a fault to retry. */
class AnswerTooLarge extends Error {}
const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

type Attempt = { ok: true; status: number; text: string; contentType?: string; retryAfter?: string } | { ok: false; error: unknown; timedOut: boolean }

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
  private readonly http = new HttpClient(USER_AGENT, [], { allowRedirects: false, allowRetries: false, keepAlive: false })
  private readonly redact: (text: string) => string

  constructor(private readonly options: ClientOptions) {
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
    const problems = await requestProblems(endpoint, pathParams, query, body)
    if (problems.length > 0) {
      throw new ActionError(
        'invalid_input',
        `${endpoint.method} ${endpoint.path}: the request does not match what the service accepts: ${problemText(problems)}`
      )
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

  /** Calls an endpoint of the catalogue and returns its parsed answer. */
  async call<E extends AnyEndpoint>(endpoint: E, params: CallParams<E>, body?: BodyOf<E>): Promise<CallResult<ResponseOf<E>>> {
    const result = await this.send(await this.encode(endpoint, params, body))
    if (!result.dryRun && result.data !== undefined) {
      // The live service may answer more or less than its document says; say so for
      // whoever debugs, and let the operation read what is there.
      const problems = await responseProblems(endpoint, result.status, result.data)
      if (problems.length > 0)
        this.options.log.debug(`${endpoint.method} ${endpoint.path}: the answer differs from the published shape: ${problemText(problems)}`)
    }
    return result as CallResult<ResponseOf<E>>
  }

  /** Sends an encoded request (a call, or a saved one being replayed). */
  async send(request: EncodedRequest): Promise<CallResult<unknown>> {
    const url = this.options.baseUrl + request.path
    if (this.options.dryRun) {
      this.printDryRun(url, request)
      this.last = { method: request.method, url, dryRun: true }
      return { status: 0, text: '', dryRun: true }
    }
    if (!this.options.apiKey) throw missingApiKey('this call')
    const { maxRetries, log } = this.options
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
    const random = this.options.random ?? Math.random
    let attempts = 0
    for (;;) {
      attempts++
      this.last = { method: request.method, url, dryRun: false }
      log.debug(`${request.method} ${url} (attempt ${attempts} of ${maxRetries + 1})`)
      const result = await this.attempt(url, request)
      const outcome: AttemptOutcome = result.ok
        ? { kind: 'status', status: result.status, retryAfter: result.retryAfter }
        : { kind: 'error', code: (result.error as NodeJS.ErrnoException)?.code, timedOut: result.timedOut }
      if (result.ok) {
        Object.assign(this.last, { status: result.status, text: result.text })
        if (result.status >= 200 && result.status < 300) {
          return { status: result.status, text: result.text, data: parseJson(result.text), dryRun: false }
        }
      }
      if (attempts > maxRetries || !isRetryable(request.retry, outcome)) {
        if (result.ok) throw statusFailure(request, result.status, result.text, result.contentType, attempts)
        throw transportFailure(request, attempts, result.timedOut, this.options.timeoutSeconds, result.error)
      }
      const delay = retryDelayMs(attempts, result.ok ? result.retryAfter : undefined, random)
      const why = result.ok
        ? `HTTP ${result.status}`
        : result.timedOut
          ? 'a timeout'
          : `a network error (${(result.error as NodeJS.ErrnoException)?.code ?? 'unknown'})`
      log.info(`${request.method} ${request.path}: attempt ${attempts} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`)
      await sleep(delay)
    }
  }

  private authorization(): string {
    const { apiKey = '', authScheme } = this.options
    return authScheme === 'basic' ? `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` : `Bearer ${apiKey}`
  }

  private async attempt(url: string, request: EncodedRequest): Promise<Attempt> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000)
    try {
      let target = url
      for (let redirects = 0; ; redirects++) {
        const response = await this.http.requestRaw(this.requestInfo(target, request, controller.signal), request.body ? Readable.from([request.body]) : null)
        const message = response.message
        const status = message.statusCode ?? 0
        const text = this.redact(await readBody(message, controller.signal))
        if (REDIRECT_STATUSES.has(status) && message.headers.location) {
          const next = new URL(message.headers.location, target)
          // The key goes only where the user pointed it: another origin never sees it.
          if (next.origin !== this.origin) {
            throw new ServiceError(
              'network',
              `${request.method} ${request.path}: the service redirected to ${next.origin}, a different host than \`${this.origin}\`; refused so the API key is not sent there. Set \`base-url\` to the service's real address.`,
              { request, attempts: 1, status }
            )
          }
          if (redirects >= MAX_REDIRECTS)
            throw new ServiceError('network', `${request.method} ${request.path}: more than ${MAX_REDIRECTS} redirects`, { request, attempts: 1, status })
          target = next.href
          continue
        }
        return { ok: true, status, text, contentType: message.headers['content-type'], retryAfter: message.headers['retry-after'] }
      }
    } catch (error) {
      // A refused redirect is a verdict, not a transient fault: never retried.
      if (error instanceof ServiceError) throw error
      if (error instanceof AnswerTooLarge) {
        throw new ServiceError(
          'server',
          `${request.method} ${request.path}: the service's answer is larger than ${MAX_RESPONSE_BYTES / (1024 * 1024)} MiB; refused rather than read whole. Check \`base-url\`: this is not an answer the service gives.`,
          { request, attempts: 1 }
        )
      }
      return { ok: false, error, timedOut: controller.signal.aborted }
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * The toolkit client's request, prepared here so it carries our deadline's abort signal; its
   * agent is the toolkit's, which honours HTTPS_PROXY and NO_PROXY.
   */
  private requestInfo(target: string, request: EncodedRequest, signal: AbortSignal) {
    const parsedUrl = new URL(target)
    const secure = parsedUrl.protocol === 'https:'
    const headers: Record<string, string | number> = { ...wireHeaders(request), authorization: this.authorization() }
    if (request.body) headers['content-length'] = request.body.length
    return {
      parsedUrl,
      httpModule: secure ? https : http,
      options: {
        host: parsedUrl.hostname.replace(/^\[|\]$/g, ''),
        port: parsedUrl.port ? Number(parsedUrl.port) : secure ? 443 : 80,
        path: parsedUrl.pathname + parsedUrl.search,
        method: request.method,
        headers,
        agent: this.http.getAgent(target),
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
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function readBody(message: http.IncomingMessage, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    // The first cause wins: destroying the stream fires its own close events, which must not
    // turn "too large" into "connection closed".
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      reject(err)
      message.destroy()
    }
    if (signal.aborted) return fail(new Error('aborted'))
    signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true })
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_RESPONSE_BYTES) fail(new AnswerTooLarge())
      else chunks.push(chunk)
    })
    message.on('end', () => {
      if (settled) return
      settled = true
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
    message.on('error', fail)
    message.on('aborted', () => fail(new Error('connection closed before the response ended')))
  })
}
