import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { readBoundedBody } from '../../http/bounded-body.js'
import { TransportError } from '../../http/transport-error.js'
import type { DockerEndpoint } from './host.js'

/** The Docker Engine API's answer: its status and body, for the caller to judge. */
export interface EngineAnswer {
  status: number
  body: Buffer
}

/**
 * The one client of the Docker Engine API, for what runs in Docker (report-docker-env) and for
 * an image's repo digest (fingerprints): GET only, one timer for the whole exchange (a daemon
 * that answers its headers and then stalls is no better), every answer within its size. Plain
 * node:http, since the toolkit client reaches no unix socket and a local daemon needs no proxy.
 * A failure to get an answer is a TransportError; each caller says it in its own words.
 */
export class DockerEngine {
  constructor(readonly endpoint: DockerEndpoint) {}

  async get(path: string, limits: { maxBytes: number; timeoutMs: number }): Promise<EngineAnswer> {
    const origin = this.endpoint.display
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs)
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = this.open(path, controller.signal)
        request.on('response', resolve)
        request.on('error', reject)
        request.end()
      })
      const tooLarge = () => new TransportError(`answered GET ${path} with more than ${limits.maxBytes} bytes; refused`, { code: 'ETOOLARGE', origin })
      const body = await readBoundedBody(response, controller.signal, limits.maxBytes, tooLarge)
      return { status: response.statusCode ?? 0, body }
    } catch (error) {
      if (error instanceof TransportError) throw error
      const timedOut = controller.signal.aborted
      const code = timedOut ? 'ETIMEDOUT' : (error as NodeJS.ErrnoException).code
      throw new TransportError(timedOut ? `no answer within ${limits.timeoutMs / 1000} s` : (code ?? (error as Error).message), {
        code,
        timedOut,
        origin,
        cause: error
      })
    } finally {
      clearTimeout(timer)
    }
  }

  private open(path: string, signal: AbortSignal): http.ClientRequest {
    const { endpoint } = this
    const options: https.RequestOptions = { method: 'GET', path, headers: { host: 'docker', accept: 'application/json' }, signal }
    if (endpoint.kind === 'socket') return http.request({ ...options, agent: new SocketAgent(endpoint.socketPath) })
    const url = new URL(endpoint.origin)
    const target = { ...options, host: url.hostname, port: url.port, headers: { ...options.headers, host: url.host } }
    return endpoint.tls ? https.request({ ...target, ...endpoint.tls }) : http.request(target)
  }
}

/** The daemon's own words in an error answer (`{"message": …}`), with a leading `: `, or nothing. */
export function daemonMessage(body: Buffer): string {
  try {
    const message = (JSON.parse(body.toString('utf8')) as { message?: unknown }).message
    return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : ''
  } catch {
    return ''
  }
}

/**
 * Dials the daemon's socket itself rather than through `socketPath`: HTTP interceptors that
 * wrap every request's agent (nock, in this project's tests) keep a custom agent's dialling
 * but drop `socketPath` and connect to localhost:80 instead.
 */
class SocketAgent extends http.Agent {
  constructor(private readonly socketPath: string) {
    super({ keepAlive: false })
  }

  override createConnection(): net.Socket {
    return net.connect(this.socketPath)
  }
}
