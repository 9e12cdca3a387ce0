import { silentLog, type Log } from '../../util/log.js'
import { ArtifactError } from '../errors.js'
import { resolveCredentials } from './credentials.js'
import { Deadline, DEFAULT_TOTAL_MS, PER_REQUEST_MS } from './deadline.js'
import { daemonDigest } from './docker-daemon.js'
import { HttpSession } from './http.js'
import { parseImageReference } from './reference.js'
import { registryDigest } from './registry.js'

export type ImageSource = 'oci' | 'docker'

export interface ImageFingerprintOptions {
  /** `oci`: the registry's manifest digest. `docker`: the local daemon's repo digest. */
  type: ImageSource
  /** Registry credentials, both or neither; first choice when given. */
  username?: string
  password?: string
  /** Used for ghcr.io when neither credentials nor a Docker login for it are found. */
  githubToken?: string
  /** DOCKER_CONFIG, HOME, DOCKER_HOST, DOCKER_TLS_VERIFY, DOCKER_CERT_PATH, GITHUB_ACTOR; process.env by default. */
  env?: NodeJS.ProcessEnv
  /** The whole fingerprint, every request included; each request gets at most 30 s of it. */
  timeoutMs?: number
  log?: Log
  /** A CA trusted in addition to Node's roots (tests); users set NODE_EXTRA_CA_CERTS. */
  ca?: string | Buffer
  /** Injected by tests so retries need not wait. */
  sleep?: (ms: number) => Promise<void>
}

export { EXPECTED_REFERENCE, parseImageReference } from './reference.js'
export type { ImageReference } from './reference.js'

/**
 * The fingerprint of a container image, as 64 lowercase hex characters (the digest without
 * `sha256:`), the same the reference client gives: the manifest or index digest the registry
 * serves (`oci`), or the repo digest the local Docker daemon recorded (`docker`). Everything
 * the user can fix is an `ArtifactError` that names the image.
 */
export async function fingerprintImage(reference: string, options: ImageFingerprintOptions): Promise<string> {
  const env = options.env ?? process.env
  const log = options.log ?? silentLog
  const totalMs = options.timeoutMs ?? DEFAULT_TOTAL_MS
  const deadline = new Deadline(totalMs, Math.min(PER_REQUEST_MS, totalMs))
  if (options.type === 'docker') return daemonDigest(reference, { env, deadline, log })
  if (options.type !== 'oci') throw new ArtifactError(`image "${reference}": unknown image source "${String(options.type)}"`, 'oci or docker')
  const ref = parseImageReference(reference)
  const credentials = resolveCredentials(ref, { username: options.username, password: options.password, githubToken: options.githubToken, env, log })
  log.debug(`image "${reference}": registry credentials: ${credentials?.source ?? 'none (anonymous)'}`)
  const session = new HttpSession({ deadline, log, ca: options.ca, subject: `image "${reference}"`, sleep: options.sleep })
  return registryDigest(ref, { session, credentials, log })
}
