import type { IncomingMessage } from 'node:http'
import { HttpClient } from '@actions/http-client'
import { BasicCredentialHandler, BearerCredentialHandler } from '@actions/http-client/lib/auth'
import type { RequestOptions } from '@actions/http-client/lib/interfaces'
import { missingApiKey } from '../errors.js'
import type { Log } from '../log.js'
import { USER_AGENT } from '../version.js'
import { statusFailure, transportFailure, ServiceError } from './failure.js'
import { encodeMultipart } from './multipart.js'
import { wireHeaders, type EncodedRequest, type ServiceRequest, type ServiceResponse } from './request.js'
import { isRetryable, retryDelayMs, type AttemptOutcome } from './retry.js'
import { checkBody } from './validate.js'

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

/** Service answers larger than this are refused rather than buffered without end. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024
const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

type Attempt =
  | { ok: true; status: number; text: string; contentType?: string; retryAfter?: string }
  | { ok: false; error: unknown; timedOut: boolean }

/**
 * The one way to the service: base URL, auth, timeouts, retries and the service's own error
 * messages. The key never leaves this class except in the Authorization header, and only to
 * the configured base URL's origin.
 */
export class ServiceClient {
  /** The final attempt of the last call: the `status` and `response` outputs. */
  last?: { status: number; text: string }
  private readonly origin: string

  constructor(private readonly options: ClientOptions) {
    this.origin = new URL(options.baseUrl).origin
  }

  get baseUrl(): string {
    return this.options.baseUrl
  }

  /** Checks the body against the spec's schema and encodes it as it will be sent. */
  async encode(request: ServiceRequest): Promise<EncodedRequest> {
    const query = request.query && Object.keys(request.query).length > 0 ? `?${new URLSearchParams(request.query).toString()}` : ''
    const encoded: EncodedRequest = { method: request.method, path: request.path + query }
    if (request.json !== undefined) {
      if (request.schema) await checkBody(request.schema, request.json, `${request.method} ${request.path}`)
      encoded.contentType = 'application/json'
      encoded.body = JSON.stringify(request.json)
    } else if (request.multipart) {
      const { body, contentType } = encodeMultipart(request.multipart)
      encoded.contentType = contentType
      encoded.body = body
      encoded.parts = request.multipart
    }
    return encoded
  }

  async send(request: ServiceRequest): Promise<ServiceResponse> {
    return this.sendEncoded(await this.encode(request))
  }

  async sendEncoded(request: EncodedRequest): Promise<ServiceResponse> {
    const url = this.options.baseUrl + request.path
    if (this.options.dryRun) {
      this.printDryRun(url, request)
      return { status: 0, text: '', dryRun: true }
    }
    if (!this.options.apiKey) {
      throw missingApiKey('this call')
    }
    const { maxRetries, log } = this.options
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
    const random = this.options.random ?? Math.random
    let attempts = 0
    for (;;) {
      attempts++
      this.last = undefined
      log.debug(`${request.method} ${url} (attempt ${attempts} of ${maxRetries + 1})`)
      const result = await this.attempt(url, request)
      const outcome: AttemptOutcome = result.ok
        ? { kind: 'status', status: result.status, retryAfter: result.retryAfter }
        : { kind: 'error', code: (result.error as NodeJS.ErrnoException)?.code, timedOut: result.timedOut }
      if (result.ok) {
        this.last = { status: result.status, text: result.text }
        if (result.status >= 200 && result.status < 300) {
          return { status: result.status, text: result.text, json: parseJson(result.text), dryRun: false }
        }
      }
      if (attempts > maxRetries || !isRetryable(request.method, outcome)) {
        if (result.ok) throw statusFailure(request, result.status, result.text, result.contentType, attempts)
        throw transportFailure(request, attempts, result.timedOut, this.options.timeoutSeconds, result.error)
      }
      const delay = retryDelayMs(attempts, result.ok ? result.retryAfter : undefined, random)
      const why = result.ok ? `HTTP ${result.status}` : result.timedOut ? 'a timeout' : `a network error (${(result.error as NodeJS.ErrnoException)?.code ?? 'unknown'})`
      log.info(`${request.method} ${request.path}: attempt ${attempts} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`)
      await sleep(delay)
    }
  }

  private async attempt(url: string, request: EncodedRequest): Promise<Attempt> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000)
    try {
      let target = url
      for (let redirects = 0; ; redirects++) {
        const client = this.httpClient(controller.signal)
        const response = await client.request(request.method, target, request.body ?? null, wireHeaders(request))
        const message = response.message
        const status = message.statusCode ?? 0
        const text = await readBody(message, controller.signal)
        if (REDIRECT_STATUSES.has(status) && message.headers.location) {
          const next = new URL(message.headers.location, target)
          // The key goes only where the user pointed it: another origin never sees it.
          if (next.origin !== this.origin) {
            throw new ServiceError('network', `${request.method} ${request.path}: the service redirected to ${next.origin}, a different host than \`${this.origin}\`; refused so the API key is not sent there. Set \`base-url\` to the service's real address.`, { request, attempts: 1, status })
          }
          if (redirects >= MAX_REDIRECTS) throw new ServiceError('network', `${request.method} ${request.path}: more than ${MAX_REDIRECTS} redirects`, { request, attempts: 1, status })
          target = next.href
          continue
        }
        const retryAfter = message.headers['retry-after']
        return { ok: true, status, text, contentType: message.headers['content-type'], retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter }
      }
    } catch (error) {
      // A refused redirect is a verdict, not a transient fault: never retried.
      if (error instanceof ServiceError) throw error
      return { ok: false, error, timedOut: controller.signal.aborted }
    } finally {
      clearTimeout(timer)
    }
  }

  private httpClient(signal: AbortSignal): HttpClient {
    const { apiKey = '', authScheme, timeoutSeconds } = this.options
    const auth = authScheme === 'basic' ? new BasicCredentialHandler(apiKey, '') : new BearerCredentialHandler(apiKey)
    // The toolkit client has no per-request deadline; this handler hands it our abort signal.
    const deadline = {
      prepareRequest(options: RequestOptions & { signal?: AbortSignal }) {
        options.signal = signal
      },
      canHandleAuthentication: () => false,
      handleAuthentication: () => Promise.reject(new Error('not supported'))
    }
    return new HttpClient(USER_AGENT, [auth, deadline as never], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: false,
      socketTimeout: timeoutSeconds * 1000
    })
  }

  private printDryRun(url: string, request: EncodedRequest): void {
    const scheme = this.options.authScheme === 'basic' ? 'Basic' : 'Bearer'
    const lines = [`[dry-run] ${request.method} ${url}`, `Authorization: ${scheme} ***`]
    if (request.contentType) lines.push(`Content-Type: ${request.contentType}`)
    if (request.body !== undefined) lines.push('', prettyBody(request))
    this.options.log.info(lines.join('\n'))
  }
}

function prettyBody(request: EncodedRequest): string {
  if (request.contentType === 'application/json' && request.body) return JSON.stringify(JSON.parse(request.body), null, 2)
  return request.body ?? ''
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function readBody(message: IncomingMessage, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const fail = (err: Error) => {
      message.destroy()
      reject(err)
    }
    if (signal.aborted) return fail(new Error('aborted'))
    signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true })
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_RESPONSE_BYTES) fail(new Error(`response larger than ${MAX_RESPONSE_BYTES} bytes`))
      else chunks.push(chunk)
    })
    message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    message.on('error', fail)
    message.on('aborted', () => fail(new Error('connection closed before the response ended')))
  })
}
