import type { IncomingHttpHeaders } from 'node:http'
import { rootCertificates } from 'node:tls'
import { readBoundedBody, withoutQuery } from '../../http/bounded-body.js'
import { withRetries } from '../../http/retry.js'
import { toolkitClient } from '../../http/toolkit-client.js'
import { TransportError } from '../../http/transport-error.js'
import type { Log } from '../../util/log.js'
import { ArtifactError } from '../errors.js'
import { seconds, type Deadline } from './deadline.js'

export interface HttpRequest {
  method: 'GET' | 'HEAD' | 'POST'
  url: string
  headers?: Record<string, string>
  /** Sent to the request's own origin only: a redirect elsewhere goes without it. */
  authorization?: string
  body?: string
  /** Larger answers are refused, not buffered. */
  maxBytes: number
}

export interface HttpResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  /** Where the answer finally came from, after redirects. */
  url: string
}

export interface HttpOptions {
  deadline: Deadline
  log: Log
  /** Trusted in addition to Node's roots; users give theirs with NODE_EXTRA_CA_CERTS. */
  ca?: string | Buffer
  /** What the messages are about: `image "ghcr.io/org/app:1"`. */
  subject: string
  sleep?: (ms: number) => Promise<void>
}

const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])
/** Transient: worth another try. A refused connection or an unknown host is not. */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNABORTED', 'UND_ERR_SOCKET'])
const RETRY_STATUSES = new Set([502, 503, 504])
const RETRY_DELAYS_MS = [1000, 3000]

/**
 * Requests to a registry, its token service or the Docker daemon over TCP: every request
 * within the deadline, every answer within its size, redirects followed by hand so
 * credentials never leave the origin they were meant for.
 */
export class HttpSession {
  private readonly ca?: string[]

  constructor(private readonly options: HttpOptions) {
    if (options.ca) this.ca = [...rootCertificates, options.ca.toString()]
  }

  get subject(): string {
    return this.options.subject
  }

  /** One request, retried on transient failures while the deadline allows. */
  async request(request: HttpRequest): Promise<HttpResponse> {
    const { deadline, log } = this.options
    const { outcome } = await withRetries(() => this.follow(request), {
      maxRetries: RETRY_DELAYS_MS.length,
      transient: (o) => (o instanceof TransportError ? !!o.code && RETRY_CODES.has(o.code) && !o.timedOut : RETRY_STATUSES.has(o.status)),
      delayMs: (retry) => RETRY_DELAYS_MS[retry - 1],
      canWait: (delay) => deadline.remainingMs() > delay,
      onRetry: (o, delay) =>
        log.debug(
          `${request.method} ${withoutQuery(request.url)}: ${o instanceof TransportError ? o.code : `HTTP ${o.status}`}; trying again in ${seconds(delay)}`
        ),
      sleep: this.options.sleep
    })
    if (outcome instanceof TransportError) throw this.describe(outcome)
    return outcome
  }

  private async follow(request: HttpRequest): Promise<HttpResponse> {
    const origin = new URL(request.url).origin
    let url = request.url
    let method = request.method
    let body = request.body
    for (let redirects = 0; ; redirects++) {
      const target = new URL(url)
      const headers: Record<string, string> = { ...request.headers }
      if (request.authorization && target.origin === origin) headers.authorization = request.authorization
      const response = await this.once(method, url, headers, body, request.maxBytes)
      const location = response.headers.location
      if (!REDIRECTS.has(response.status) || !location) return response
      const next = new URL(location, url)
      if (redirects >= MAX_REDIRECTS) throw new ArtifactError(`${this.subject}: ${target.host} redirected more than ${MAX_REDIRECTS} times`)
      if ((target.protocol === 'https:' && next.protocol !== 'https:') || !/^https?:$/.test(next.protocol)) {
        throw new ArtifactError(`${this.subject}: ${target.host} redirected to ${next.protocol}//${next.host}, which is not HTTPS; refused`)
      }
      // A POST body carries a secret (an identity token): it is never replayed to another host.
      if (body !== undefined && response.status !== 303 && next.origin !== origin) {
        throw new ArtifactError(`${this.subject}: ${target.host} redirected a token request to ${next.host}; refused, so the credentials are not sent there`)
      }
      this.options.log.debug(`${method} ${withoutQuery(url)}: redirected to ${withoutQuery(next.href)}`)
      if (response.status === 303 && method === 'POST') {
        method = 'GET'
        body = undefined
      }
      url = next.href
    }
  }

  private async once(method: string, url: string, headers: Record<string, string>, body: string | undefined, maxBytes: number): Promise<HttpResponse> {
    const { deadline, log } = this.options
    const budget = deadline.nextRequestMs()
    const origin = new URL(url).origin
    if (budget <= 0) throw new TransportError(`no time left of ${seconds(deadline.totalMs)}`, { code: 'ETIMEDOUT', origin, timedOut: true })
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), budget)
    log.debug(`${method} ${withoutQuery(url)}`)
    try {
      const client = toolkitClient(controller.signal, this.ca)
      const response = await client.request(method, url, body ?? null, headers)
      const message = response.message
      const data = method === 'HEAD' ? Buffer.alloc(0) : await readBoundedBody(message, controller.signal, maxBytes, () => tooLarge(origin, maxBytes))
      if (method === 'HEAD') message.resume()
      return { status: message.statusCode ?? 0, headers: message.headers, body: data, url }
    } catch (error) {
      if (error instanceof TransportError || error instanceof ArtifactError) throw error
      const code = (error as NodeJS.ErrnoException).code
      const timedOut = controller.signal.aborted
      const why = timedOut
        ? `no answer within ${seconds(budget)}${deadline.limitedByTotal(budget) ? ` (the whole fingerprint may take ${seconds(deadline.totalMs)})` : ''}`
        : (error as Error).message
      throw new TransportError(why, { code: timedOut ? 'ETIMEDOUT' : code, origin, timedOut, cause: error })
    } finally {
      clearTimeout(timer)
    }
  }

  /** A transport failure as the user reads it: what could not be reached and what to check. */
  describe(error: TransportError): ArtifactError {
    const host = new URL(error.origin).host
    const code = error.code ?? ''
    if (code === 'ETOOLARGE') return new ArtifactError(`${this.subject}: ${host} ${error.message}`, undefined, { cause: error })
    let advice: string
    if (error.timedOut) advice = `${error.message}; check that ${host} is reachable from the runner`
    else if (code === 'ECONNREFUSED') advice = `the connection was refused; check the host and port, and that the registry is running`
    else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') advice = `the host name does not resolve; check the registry host in the image reference`
    else if (TLS_TRUST.has(code))
      advice = `its TLS certificate is not trusted (${code}); if it uses a private CA, give the CA certificate to Node with the NODE_EXTRA_CA_CERTS environment variable`
    else if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') advice = `its TLS certificate is not for this host name (${code}); check the registry host`
    else advice = `${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`
    return new ArtifactError(`${this.subject}: cannot get an answer from ${host}: ${advice}`, undefined, { cause: error })
  }
}

const TLS_TRUST = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED'
])

/** TLS spoken to a plain-HTTP server: the one failure that says the server has no TLS. */
export function isPlainHttpAnswer(error: unknown): boolean {
  const cause = error instanceof ArtifactError ? error.cause : error
  if (!(cause instanceof TransportError)) return false
  return (
    cause.code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
    cause.code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG' ||
    /wrong version number|packet length too long/i.test(cause.message)
  )
}

function tooLarge(origin: string, maxBytes: number): TransportError {
  return new TransportError(`sent an answer larger than ${maxBytes} bytes, far more than a manifest or token needs; refused unread`, {
    code: 'ETOOLARGE',
    origin
  })
}
