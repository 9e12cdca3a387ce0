import http from 'node:http'
import { isIP } from 'node:net'
import type https from 'node:https'
import type tls from 'node:tls'
import { errorKindForStatus } from '../../../util/errors.js'
import { USER_AGENT } from '../../../util/version.js'
import { withRetries } from '../../../http/retry.js'
import { TransportError } from '../../../http/transport-error.js'
import { badArgument, RuntimeError } from '../errors.js'
import { readJsonBody } from './body.js'
import { target, type Authorization, type Target } from './credentials.js'
import type { KubeconfigDocument } from './kubeconfig.js'
import { proxyFromEnvironment } from './env-proxy.js'
import { isSocks, parseProxy, proxyAddress, proxyAuthorization, type Proxy } from './proxy.js'

/**
 * Of one answer, the bytes read (after decompression): a page of 2,000 pods is a few MB of JSON,
 * tens with large pods; past this the list is refused rather than held.
 */
export const MAX_ANSWER_BYTES = 256 << 20
/** Of an answer that refuses the request, the part read for its message. */
const MAX_ERROR_BYTES = 64 << 10
/** client-go's own limit of the tries an overloaded API asks for with `Retry-After`. */
const MAX_RETRIES = 10

/** An answer: a 200's JSON, or a refusal and when, if ever, the API asked to be tried again. */
type Answer = { json: unknown } | { status: number; body: Buffer; retryAfterSeconds?: number }

export interface ClusterOptions {
  document: KubeconfigDocument
  /** The limit of one request, its answer's body included, and of an exec credential plugin's run. */
  timeoutMs: number
  /** Of one answer, the bytes read: MAX_ANSWER_BYTES unless a test asks for less. */
  maxAnswerBytes?: number
}

/** What requests go out with: Node's http, or its https for a TLS server. */
interface Transport {
  request(options: https.RequestOptions): http.ClientRequest
  Agent: new (options: https.AgentOptions) => http.Agent
}

/**
 * The Kubernetes API of the kubeconfig's cluster, for the few GETs a report makes: Node's own
 * HTTP client, with the cluster's TLS (its CA, `insecure-skip-tls-verify`, `tls-server-name`),
 * its `proxy-url` (else the environment's HTTPS_PROXY, HTTP_PROXY and NO_PROXY, as Go reads
 * them), and the user's credentials as the official client gets them (token, client
 * certificate, exec plugin, auth-provider, basic). Each request, its answer included, is
 * bounded in time and size; a failure is a RuntimeError in the user's words.
 */
export class KubernetesApi {
  /** A server over TLS, the only kind the user's credentials go to. */
  private readonly secure: boolean

  private constructor(
    private readonly options: ClusterOptions,
    private readonly target: Target,
    private readonly base: URL,
    private readonly tls: tls.ConnectionOptions,
    private readonly transport: Transport,
    private readonly agent: http.Agent,
    /** The HTTP(S) proxy that forwards each request to a plain-HTTP server, when there is one. */
    private readonly forwarder?: Proxy
  ) {
    this.secure = base.protocol === 'https:'
  }

  /** Checks the kubeconfig's cluster and user for use; no request is sent yet. */
  static async connect(options: ClusterOptions): Promise<KubernetesApi> {
    const chosen = target(options.document, options.timeoutMs)
    const { cluster } = chosen
    const base = new URL(cluster.server)
    if (base.protocol === 'http:' && !cluster.skipTLSVerify)
      // As the official client: plain HTTP only when the kubeconfig says TLS is not wanted (and then no credentials go).
      throw badArgument(
        'kubeconfig',
        `cluster \`${cluster.name}\` has an http:// server, and no \`insecure-skip-tls-verify: true\``,
        'an https:// server, or `insecure-skip-tls-verify: true` for plain HTTP'
      )
    const tlsOptions: tls.ConnectionOptions = {}
    if (cluster.caData) tlsOptions.ca = Buffer.from(cluster.caData, 'base64')
    if (cluster.skipTLSVerify) tlsOptions.rejectUnauthorized = false
    if (cluster.tlsServerName) tlsOptions.servername = cluster.tlsServerName
    // As client-go: the cluster's `proxy-url` wins; without one, Go's ProxyFromEnvironment.
    const proxy = cluster.proxyUrl ? parseProxy(cluster.name, cluster.proxyUrl) : proxyFromEnvironment(base)
    const secure = base.protocol === 'https:'
    // As Go's transport: an http:// server's requests go to an HTTP(S) proxy whole, for it to
    // forward (a proxy may allow CONNECT to port 443 alone); CONNECT is for TLS, and SOCKS for all.
    const forwarder = proxy && !secure && !isSocks(proxy) ? proxy : undefined
    // Node's TLS stack takes milliseconds to load: only for a server, or a proxy, that speaks it.
    const transport: Transport = secure || forwarder?.url.protocol === 'https:' ? (await import('node:https')).default : http
    const agent =
      proxy && !forwarder
        ? (await import('./tunnel.js')).proxyAgent(transport.Agent, secure, proxy, options.timeoutMs)
        : new transport.Agent({ keepAlive: true })
    return new KubernetesApi(options, chosen, base, tlsOptions, transport, agent, forwarder)
  }

  /**
   * The JSON of GET `path` (with its query), parsed, when the API answers 200: else the API's
   * refusal, no answer in time, or no connection, as a RuntimeError. `onHead` sees a list's
   * members before its items (its metadata) as soon as they come. As client-go, a 429 or 5xx
   * that says when to come back (`Retry-After` in seconds: API Priority and Fairness sheds load
   * this way) is tried again then, up to 10 times; all of it within the one time limit.
   */
  async get(path: string, onHead?: (head: Record<string, unknown>) => void): Promise<unknown> {
    const deadline = Date.now() + this.options.timeoutMs
    // Transport failures are thrown as RuntimeErrors, verdicts the loop never tries again.
    const { outcome, attempts } = await withRetries(() => this.attempt(path, deadline, onHead), {
      maxRetries: MAX_RETRIES,
      transient: (answer) => retryAfterSeconds(answer) !== undefined,
      delayMs: (_, answer) => (retryAfterSeconds(answer) ?? 0) * 1000,
      canWait: (delayMs) => Date.now() + delayMs < deadline
    })
    if (outcome instanceof TransportError) throw outcome
    if ('json' in outcome) return outcome.json
    throw refused(outcome.status, outcome.body, this.secure ? this.target.user?.name : null, attempts - 1, outcome.retryAfterSeconds)
  }

  /** One request and its answer: the JSON of a 200, else what the refusal said. */
  private async attempt(path: string, deadline: number, onHead?: (head: Record<string, unknown>) => void): Promise<Answer> {
    // As kubectl (clientcmd): the user's credentials go to a server over TLS only; an http://
    // server gets none, and no exec plugin runs for it.
    const auth = this.secure ? await this.target.authorize() : { headers: {} }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()))
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = this.open(path, auth, controller.signal)
        request.on('response', resolve)
        request.on('error', reject)
        request.end()
      })
      const status = response.statusCode ?? 0
      if (status !== 200) {
        // As client-go: only whole seconds, and only from an API that is overloaded or failing.
        const header = response.headers['retry-after']
        const retryAfterSeconds = (status === 429 || status >= 500) && header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined
        return { status, body: await errorBody(response, controller.signal), retryAfterSeconds }
      }
      const limit = this.options.maxAnswerBytes ?? MAX_ANSWER_BYTES
      const body = await readJsonBody(response, controller.signal, limit, onHead)
      return { json: JSON.parse(body.toString('utf8')) as unknown }
    } catch (err) {
      if (err instanceof RuntimeError) throw err
      throw failure(err, path, controller.signal.aborted, this.options.timeoutMs)
    } finally {
      clearTimeout(timer)
    }
  }

  /** Closes the connections kept for the next request. */
  close(): void {
    this.agent.destroy()
  }

  private open(path: string, auth: Authorization, signal: AbortSignal): http.ClientRequest {
    const base = this.base
    // A server may have a path of its own (a Rancher or proxy prefix): the API's paths go under it.
    const onServer = `${base.pathname.replace(/\/$/, '')}${path}`
    const headers = { accept: 'application/json', 'accept-encoding': 'gzip', 'user-agent': USER_AGENT, ...auth.headers }
    if (this.forwarder) {
      // The whole URL to the proxy, the server's name as Host; a proxy that speaks TLS is checked as
      // Go checks it, with the cluster's TLS settings (and by its own name, unless tls-server-name says otherwise).
      const { host, port } = proxyAddress(this.forwarder)
      const authorization = proxyAuthorization(this.forwarder)
      return this.transport.request({
        ...(this.forwarder.url.protocol === 'https:' && { ...this.tls, servername: this.tls.servername ?? (isIP(host) ? undefined : host) }),
        method: 'GET',
        host,
        port,
        path: `${base.protocol}//${base.host}${onServer}`,
        headers: { host: base.host, ...headers, ...(authorization && { 'proxy-authorization': authorization }) },
        agent: this.agent,
        signal
      })
    }
    const options: https.RequestOptions = {
      ...this.tls,
      method: 'GET',
      host: base.hostname.replace(/^\[|\]$/g, ''),
      port: base.port || (this.secure ? 443 : 80),
      path: onServer,
      headers,
      agent: this.agent,
      signal
    }
    if (auth.cert) options.cert = auth.cert
    if (auth.key) options.key = auth.key
    return this.transport.request(options)
  }
}

/** When an answer asked to be tried again, in seconds; undefined for any other outcome. */
const retryAfterSeconds = (answer: Answer | TransportError): number | undefined =>
  answer instanceof TransportError || !('status' in answer) ? undefined : answer.retryAfterSeconds

/** Of a refusal, what can be read of its body for the API's message: nothing when it is too long or broken. */
async function errorBody(response: http.IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  try {
    return await readJsonBody(response, signal, MAX_ERROR_BYTES)
  } catch {
    return Buffer.alloc(0)
  }
}

/**
 * The API's refusal, in the user's words; the API's own `message` said, and the tries it asked
 * for. `user` is null when no credentials were sent (a plain-HTTP server).
 */
function refused(status: number, body: Buffer, user: string | undefined | null, retries: number, retryAfterSeconds?: number): RuntimeError {
  const message = apiMessage(body)
  if (status === 401 && user === null)
    return new RuntimeError(
      'auth',
      `the Kubernetes API asks for credentials (HTTP 401)${message}, which go to an https:// server only, as kubectl sends them; give the cluster's https:// address`
    )
  if (status === 401)
    return new RuntimeError(
      'auth',
      `the Kubernetes API refused the credentials (HTTP 401)${message}; check the kubeconfig's user${user ? ` \`${user}\`` : ''}, or renew its token`
    )
  if (status === 403)
    return new RuntimeError(
      'forbidden',
      `the Kubernetes API forbids this account to list pods or namespaces (HTTP 403)${message}; grant it list on pods (and namespaces, for patterns)`
    )
  const tried = retries > 0 ? `, after ${retries} more ${retries === 1 ? 'try' : 'tries'} it asked for` : ''
  const later =
    retryAfterSeconds === undefined
      ? ''
      : retries >= MAX_RETRIES
        ? `; it still asked to come back in ${retryAfterSeconds} s`
        : `; it asked to come back in ${retryAfterSeconds} s, past \`timeout-seconds\``
  return new RuntimeError(errorKindForStatus(status), `the Kubernetes API answered HTTP ${status}${message}${tried}${later}`)
}

function failure(err: unknown, path: string, timedOut: boolean, timeoutMs: number): RuntimeError {
  const e = err as NodeJS.ErrnoException
  const what = `GET ${path.split('?')[0]}`
  if (timedOut || e.name === 'TimeoutError' || e.code === 'ABORT_ERR')
    return new RuntimeError('timeout', `the Kubernetes API did not answer ${what} in time (${timeoutMs / 1000} s, \`timeout-seconds\`)`, { cause: err })
  if (e.code === 'ETOOLARGE') return new RuntimeError('server', `the Kubernetes API answered ${what} with ${e.message}; refused`, { cause: err })
  if (e.code === 'EBADGZIP') return new RuntimeError('server', `the Kubernetes API answered ${what} with ${e.message}`, { cause: err })
  if (err instanceof SyntaxError)
    return new RuntimeError('server', `the Kubernetes API answered ${what} with JSON that does not parse: ${err.message}`, { cause: err })
  const why = e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message
  return new RuntimeError('network', `cannot reach the Kubernetes API: ${why.slice(0, 500)}`, { cause: err })
}

function apiMessage(body: Buffer): string {
  try {
    const message = (JSON.parse(body.toString('utf8')) as { message?: unknown } | null)?.message
    return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : ''
  } catch {
    return ''
  }
}
