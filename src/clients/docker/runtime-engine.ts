import { errorKindForStatus } from '../../util/errors.js'
import { TransportError } from '../../http/transport-error.js'
import { RuntimeError, badArgument } from '../runtimes/errors.js'
import { DockerEngine, daemonMessage } from './engine.js'
import { DockerHostError, dockerEndpoint, type DockerEndpoint } from './host.js'

export interface EngineOptions {
  /** `DOCKER_HOST` as the Docker CLI reads it; the environment's when not given. */
  host?: string
  env: NodeJS.ProcessEnv
  /** The limit of one request, answer included. */
  timeoutMs: number
}

/** The Docker Engine API as report-docker-env reads it: JSON answers, 404 as "no such thing", failures as runtime errors. */
export class DockerRuntime {
  readonly endpoint: DockerEndpoint
  private readonly engine: DockerEngine

  constructor(private readonly options: EngineOptions) {
    try {
      this.endpoint = dockerEndpoint(options.host === undefined ? options.env : { ...options.env, DOCKER_HOST: options.host })
    } catch (err) {
      if (err instanceof DockerHostError) throw badArgument('host', err.message, err.expected)
      throw err
    }
    this.engine = new DockerEngine(this.endpoint)
  }

  /** The JSON answer of `GET path`; `undefined` for 404, which callers read as "no such thing". */
  async get(path: string, maxBytes: number): Promise<unknown> {
    const { status, body } = await this.answer(path, maxBytes)
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

  private async answer(path: string, maxBytes: number) {
    try {
      return await this.engine.get(path, { maxBytes, timeoutMs: this.options.timeoutMs })
    } catch (err) {
      if (!(err instanceof TransportError)) throw err
      if (err.code === 'ETOOLARGE') throw new RuntimeError('server', `the Docker daemon at ${this.endpoint.display} ${err.message}`)
      throw new RuntimeError(
        err.timedOut ? 'timeout' : 'network',
        `cannot read the Docker daemon at ${this.endpoint.display}: ${err.message}; check that Docker runs there (\`docker-host\`, else DOCKER_HOST)`,
        { cause: err }
      )
    }
  }
}
