import type { Log } from '../../util/log.js'
import { ArtifactError } from '../errors.js'
import { seconds, type Deadline } from './deadline.js'
import { DockerEngine, daemonMessage } from '../../clients/docker/engine.js'
import { DockerHostError, dockerEndpoint, type DockerEndpoint } from '../../clients/docker/host.js'
import { TransportError } from '../../http/transport-error.js'
import { canonicalReference, isImageId, parseImageReference, repositoryName, type ImageReference } from './reference.js'

export interface DaemonOptions {
  env: NodeJS.ProcessEnv
  deadline: Deadline
  log: Log
}

/** `docker image inspect` of an image with many tags and history is still well under this. */
const MAX_INSPECT_BYTES = 8 << 20
const SHA256_HEX = /^[a-f0-9]{64}$/

/**
 * The image's repo digest as the local Docker daemon records it: the manifest digest the
 * registry gave when the image was pushed or pulled. Only a digest recorded for the very
 * repository named (host and port included) counts.
 */
export async function daemonDigest(input: string, options: DaemonOptions): Promise<string> {
  if (isImageId(input)) return digestForId(input, options)
  const ref = parseImageReference(input)
  const subject = `image "${input}"`
  const inspect = await inspectImage(canonicalReference(ref), subject, options)
  const recorded = repoDigests(inspect, subject)
  const mine = recorded.filter((r) => r.name === repositoryName(ref))
  if (ref.digest) {
    if (mine.some((r) => `sha256:${r.hex}` === ref.digest)) return ref.digest.slice('sha256:'.length)
    const known = recorded.length > 0 ? ` (its repo digests: ${recorded.map((r) => r.text).join(', ')})` : ''
    throw new ArtifactError(
      `${subject}: the Docker daemon records no repo digest ${ref.digest} for ${repositoryName(ref)}${known}; fingerprint it from the registry with the oci artifact type`
    )
  }
  const digests = [...new Set(mine.map((r) => r.hex))]
  if (digests.length === 1) return digests[0]
  if (digests.length > 1) {
    throw new ArtifactError(
      `${subject}: the Docker daemon records ${digests.length} repo digests for ${repositoryName(ref)} (${digests.map((d) => `sha256:${d}`).join(', ')}), so which one the tag means is unknown; ` +
        'fingerprint it from the registry with the oci artifact type, or name the image by digest'
    )
  }
  throw new ArtifactError(
    `${subject}: the Docker daemon has the image but no repo digest for ${repositoryName(ref)}${others(recorded, ref)}; a repo digest exists only once the image is pushed to or pulled from that repository. ` +
      'Push it first, or fingerprint it from the registry with the oci artifact type'
  )
}

/** An image ID names no repository: its repo digests must all agree. */
async function digestForId(input: string, options: DaemonOptions): Promise<string> {
  const id = input.startsWith('sha256:') ? input : `sha256:${input}`
  const subject = `image ${id}`
  const digests = [...new Set(repoDigests(await inspectImage(id, subject, options), subject).map((r) => r.hex))]
  if (digests.length === 1) return digests[0]
  if (digests.length === 0)
    throw new ArtifactError(
      `${subject}: the Docker daemon records no repo digest for it; push it first, or fingerprint it from the registry with the oci artifact type`
    )
  throw new ArtifactError(
    `${subject}: the image has different repo digests in different repositories (${digests.map((d) => `sha256:${d}`).join(', ')}); name the image by repository and tag or digest`
  )
}

interface RepoDigest {
  name: string
  hex: string
  text: string
}

function repoDigests(inspect: unknown, subject: string): RepoDigest[] {
  const list = (inspect as { RepoDigests?: unknown })?.RepoDigests
  if (list !== undefined && list !== null && !Array.isArray(list)) throw new ArtifactError(`${subject}: the Docker daemon's answer has no readable RepoDigests`)
  const result: RepoDigest[] = []
  for (const text of (list ?? []) as unknown[]) {
    if (typeof text !== 'string') continue
    try {
      const parsed = parseImageReference(text)
      if (parsed.digest && SHA256_HEX.test(parsed.digest.slice(7))) result.push({ name: repositoryName(parsed), hex: parsed.digest.slice(7), text })
    } catch {
      // A repo digest this action cannot read names some other repository, not this one.
    }
  }
  return result
}

function others(recorded: RepoDigest[], ref: ImageReference): string {
  const rest = recorded.filter((r) => r.name !== repositoryName(ref))
  return rest.length > 0 ? ` (it has repo digests for other repositories only: ${rest.map((r) => r.text).join(', ')})` : ''
}

async function inspectImage(name: string, subject: string, options: DaemonOptions): Promise<unknown> {
  const endpoint = daemonEndpoint(options.env)
  const path = `/images/${name.split('/').map(encodeURIComponent).join('/')}/json`
  options.log.debug(`GET ${path} from the Docker daemon at ${endpoint.display}`)
  const { status, body } = await get(endpoint, path, subject, options.deadline)
  if (status === 404) {
    throw new ArtifactError(
      `${subject}: the Docker daemon at ${endpoint.display} has no such image; pull or build it in this job first, or fingerprint it from the registry with the oci artifact type`
    )
  }
  if (status !== 200) {
    throw new ArtifactError(`${subject}: the Docker daemon at ${endpoint.display} answered HTTP ${status}${daemonMessage(body)}`)
  }
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    throw new ArtifactError(
      `${subject}: the Docker daemon at ${endpoint.display} answered with something other than JSON; check that DOCKER_HOST points at a Docker Engine`
    )
  }
}

/** DOCKER_HOST read as the Docker CLI reads it; a wrong one is the artifact's problem here. */
function daemonEndpoint(env: NodeJS.ProcessEnv): DockerEndpoint {
  try {
    return dockerEndpoint(env)
  } catch (err) {
    if (err instanceof DockerHostError) throw new ArtifactError(err.message, err.expected)
    throw err
  }
}

async function get(endpoint: DockerEndpoint, path: string, subject: string, deadline: Deadline): Promise<{ status: number; body: Buffer }> {
  const budget = deadline.nextRequestMs()
  try {
    return await new DockerEngine(endpoint).get(path, { maxBytes: MAX_INSPECT_BYTES, timeoutMs: budget })
  } catch (err) {
    if (!(err instanceof TransportError)) throw err
    const why = err.timedOut ? `no answer within ${seconds(budget)}` : (err.code ?? err.message)
    throw new ArtifactError(
      `${subject}: cannot reach the Docker daemon at ${endpoint.display}: ${why}; check that Docker is running and DOCKER_HOST is right, or fingerprint the image from the registry with the oci artifact type, which needs no daemon`,
      undefined,
      { cause: err }
    )
  }
}
