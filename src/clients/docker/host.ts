import os from 'node:os'
import path from 'node:path'
import { readBoundedFile } from '../../util/files.js'
import { LibraryError } from '../../util/errors.js'

const HOST_EXPECTED = 'unix:///path/to/docker.sock, npipe:////./pipe/docker_engine or tcp://host:port'

/** A `DOCKER_HOST` that names no way to the daemon; `expected` is its valid form, for the caller's message. */
export class DockerHostError extends LibraryError {
  constructor(message: string) {
    super('invalid_input', message)
    this.name = 'DockerHostError'
  }

  readonly expected = HOST_EXPECTED
}

/** How to reach the Docker Engine API: a local socket, or TCP with or without TLS. */
export type DockerEndpoint =
  { kind: 'socket'; socketPath: string; display: string } | { kind: 'tcp'; origin: string; display: string; tls?: { ca?: Buffer; cert?: Buffer; key?: Buffer } }

const DEFAULT_HOST = 'unix:///var/run/docker.sock'

/**
 * `DOCKER_HOST` as the Docker CLI reads it. TLS follows `DOCKER_TLS_VERIFY` and
 * `DOCKER_CERT_PATH`, but the daemon's certificate is always verified: a fingerprint read
 * from an unauthenticated daemon proves nothing.
 */
export function dockerEndpoint(env: NodeJS.ProcessEnv): DockerEndpoint {
  const host = env.DOCKER_HOST?.trim() || DEFAULT_HOST
  const fail = (why: string) => new DockerHostError(`DOCKER_HOST "${host}" ${why}`)
  const scheme = /^([a-z]+):\/\//.exec(host)?.[1]
  if (scheme === 'unix') {
    const socketPath = host.slice('unix://'.length)
    if (!socketPath) throw fail('names no socket path')
    return { kind: 'socket', socketPath, display: host }
  }
  if (scheme === 'npipe') {
    return { kind: 'socket', socketPath: host.slice('npipe://'.length).replace(/\//g, '\\'), display: host }
  }
  if (scheme === 'tcp' || scheme === 'http' || scheme === 'https') {
    let url: URL
    try {
      url = new URL(host.replace(/^tcp:/, 'http:'))
    } catch {
      throw fail('is not a valid address')
    }
    const tls = scheme === 'https' || !!env.DOCKER_TLS_VERIFY || !!env.DOCKER_CERT_PATH
    const origin = `${tls ? 'https' : 'http'}://${url.host}`
    return { kind: 'tcp', origin, display: host, tls: tls ? clientCertificates(env) : undefined }
  }
  throw fail(`uses a scheme this action cannot reach the daemon by (${scheme ?? 'none'}); use unix://, npipe:// or tcp://`)
}

function clientCertificates(env: NodeJS.ProcessEnv): { ca?: Buffer; cert?: Buffer; key?: Buffer } {
  const dir = env.DOCKER_CERT_PATH || path.join(env.HOME || os.homedir(), '.docker')
  const read = (name: string) => {
    try {
      // A PEM file is a few kilobytes: a bound keeps a FIFO or a huge file from stalling the run.
      return readBoundedFile(path.join(dir, name), 1024 * 1024)
    } catch {
      return undefined
    }
  }
  return { ca: read('ca.pem'), cert: read('cert.pem'), key: read('key.pem') }
}
