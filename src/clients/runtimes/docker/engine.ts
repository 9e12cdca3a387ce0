import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { ArtifactError } from '../../../artifacts/errors.js'
import { dockerEndpoint, type DockerEndpoint } from '../../../artifacts/image/docker-host.js'
import { errorKindForStatus } from '../../../action/errors.js'
import { RuntimeError, badArgument } from '../errors.js'

export interface EngineOptions {
  /** `DOCKER_HOST` as the Docker CLI reads it; the environment's when not given. */
  host?: string
  env: NodeJS.ProcessEnv
  /** The limit of one request, answer included. */
  timeoutMs: number
}

const HOST_EXPECTED = 'unix:///path/to/docker.sock, npipe:////./pipe/docker_engine or tcp://host:port'

/** Reads the Docker Engine API: GET only, every answer within its time and size. */
export class DockerEngine {
  readonly endpoint: DockerEndpoint

  constructor(private readonly options: EngineOptions) {
    try {
      this.endpoint = dockerEndpoint(options.host === undefined ? options.env : { ...options.env, DOCKER_HOST: options.host })
    } catch (err) {
      if (err instanceof ArtifactError) throw badArgument('host', err.message, HOST_EXPECTED)
      throw err
    }
  }

  /** The JSON answer of `GET path`; `undefined` for 404, which callers read as "no such thing". */
  async get(path: string, maxBytes: number): Promise<unknown> {
    const { status, body } = await this.request(path, maxBytes)
    if (status === 404) return undefined
    if (status !== 200) {
      throw new RuntimeError(
        status >= 500 ? 'server' : errorKindForStatus(status),
        `the Docker daemon at ${this.endpoint.display} answered GET ${path} with HTTP ${status}${daemonMessage(body)}`
      )
    }
    try {
      return JSON.parse(body.toString('utf8'))
    } catch {
      throw new RuntimeError(
        'server',
        `the Docker daemon at ${this.endpoint.display} answered GET ${path} with something other than JSON; check that it is a Docker Engine`
      )
    }
  }

  private request(path: string, maxBytes: number): Promise<{ status: number; body: Buffer }> {
    const { endpoint } = this
    const budget = this.options.timeoutMs
    return new Promise((resolve, reject) => {
      let settled = false
      const fail = (kind: 'timeout' | 'network', why: string, cause?: unknown) => {
        if (settled) return
        settled = true
        reject(
          new RuntimeError(
            kind,
            `cannot read the Docker daemon at ${endpoint.display}: ${why}; check that Docker runs there (\`docker-host\`, else DOCKER_HOST)`,
            {
              cause
            }
          )
        )
      }
      const options: https.RequestOptions = { method: 'GET', path, headers: { host: 'docker', accept: 'application/json' } }
      let request: http.ClientRequest
      if (endpoint.kind === 'socket') request = http.request({ ...options, agent: new SocketAgent(endpoint.socketPath) })
      else {
        const url = new URL(endpoint.origin)
        const target = { ...options, host: url.hostname, port: url.port, headers: { ...options.headers, host: url.host } }
        request = endpoint.tls ? https.request({ ...target, ...endpoint.tls }) : http.request(target)
      }
      // One timer for the whole exchange: a daemon that answers its headers and then stalls is no better.
      const timer = setTimeout(() => {
        fail('timeout', `no answer within ${budget / 1000} s`)
        request.destroy()
      }, budget)
      request.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer)
        fail('network', error.code ?? error.message, error)
      })
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) {
            clearTimeout(timer)
            if (!settled) {
              settled = true
              reject(new RuntimeError('server', `the Docker daemon at ${endpoint.display} answered GET ${path} with more than ${maxBytes} bytes; refused`))
            }
            request.destroy()
          } else chunks.push(chunk)
        })
        response.on('end', () => {
          clearTimeout(timer)
          if (settled) return
          settled = true
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) })
        })
        response.on('error', (error) => {
          clearTimeout(timer)
          fail('network', (error as NodeJS.ErrnoException).code ?? error.message, error)
        })
        response.on('close', () => {
          clearTimeout(timer)
          if (!response.complete) fail('network', 'the connection closed before the answer ended')
        })
      })
      request.end()
    })
  }
}

function daemonMessage(body: Buffer): string {
  try {
    const message = (JSON.parse(body.toString('utf8')) as { message?: unknown }).message
    return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : ''
  } catch {
    return ''
  }
}

/** Dials the socket itself: interceptors that wrap every request's agent keep this, but drop `socketPath`. */
class SocketAgent extends http.Agent {
  constructor(private readonly socketPath: string) {
    super({ keepAlive: false })
  }

  override createConnection(): net.Socket {
    return net.connect(this.socketPath)
  }
}
