import { ArtifactError } from '../errors.js'

/**
 * An image reference as the distribution reference grammar reads it, normalised as Docker,
 * Kubernetes and the reference client name it: `nginx` is `docker.io/library/nginx:latest`.
 */
export interface ImageReference {
  /** As the user wrote it: what every message names. */
  readonly original: string
  /** `host[:port]` of the canonical name; `docker.io` for Docker Hub. */
  readonly domain: string
  /** Repository path within the registry: `library/nginx`, `team/app`. */
  readonly path: string
  readonly tag?: string
  /** `sha256:<64 hex>`; the tag, if both are given, is only a label (as Docker reads it). */
  readonly digest?: string
}

export const DOCKER_HUB = 'docker.io'
/** Docker Hub's registry API is not served at docker.io itself. */
const DOCKER_HUB_API = 'registry-1.docker.io'
const LEGACY_DOCKER_HUB = 'index.docker.io'
const DEFAULT_TAG = 'latest'
const MAX_PATH_LENGTH = 255

export const EXPECTED_REFERENCE = 'an image reference such as `registry.example.com/team/app:1.2`, `ghcr.io/org/app@sha256:<64 hex>` or `nginx`'

// The grammar of github.com/distribution/reference, piece by piece.
const ALPHANUMERIC = '[a-z0-9]+'
const SEPARATOR = '(?:[._]|__|[-]+)'
const PATH_COMPONENT = `${ALPHANUMERIC}(?:${SEPARATOR}${ALPHANUMERIC})*`
const REMOTE_NAME = `${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])'
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`
const DOMAIN = `${HOST}(?::[0-9]+)?`
const TAG = '[\\w][\\w.-]{0,127}'
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}'
const FULL = new RegExp(`^(${DOMAIN})/(${REMOTE_NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`)
const IMAGE_ID = /^(?:sha256:)?[a-f0-9]{64}$/
const SHA256_DIGEST = /^sha256:[a-f0-9]{64}$/

export function parseImageReference(input: string): ImageReference {
  const fail = (problem: string) => new ArtifactError(`"${input}" is not a valid image reference: ${problem}`, EXPECTED_REFERENCE)
  if (input === '') throw fail('it is empty')
  if (/\s/.test(input)) throw fail('it contains whitespace')
  if (IMAGE_ID.test(input)) throw fail('it is an image ID, not a name; give the repository and tag or digest')
  const [domain, remainder] = splitDomain(input)
  const port = /:([0-9]+)$/.exec(domain)?.[1]
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535 && port.length <= 5)) {
    throw fail(`the registry port "${port}" is not a port number from 1 to 65535`)
  }
  const repository = /^[^:@]*/.exec(remainder)![0]
  if (repository.toLowerCase() !== repository) {
    throw fail(`repository names must be lowercase (got "${repository}"); a registry host needs a "." or a ":port", or to be "localhost"`)
  }
  const match = FULL.exec(`${domain}/${remainder}`)
  if (!match) throw fail(grammarProblem(remainder))
  const [, , path, tag, digest] = match
  if (path.length > MAX_PATH_LENGTH) throw fail(`the repository name is longer than ${MAX_PATH_LENGTH} characters`)
  if (digest !== undefined && !SHA256_DIGEST.test(digest)) {
    throw fail(`the digest "${digest}" is not sha256:<64 lowercase hex>; only SHA-256 digests are fingerprints`)
  }
  return { original: input, domain, path, tag: tag ?? (digest ? undefined : DEFAULT_TAG), digest }
}

/**
 * The first component is a registry host only if it looks like one: a dot, a port or
 * `localhost`. Anything else is a Docker Hub namespace, as every Docker client reads it.
 */
function splitDomain(input: string): [string, string] {
  const slash = input.indexOf('/')
  let domain = DOCKER_HUB
  let remainder = input
  if (slash !== -1) {
    const first = input.slice(0, slash)
    if (first === 'localhost' || /[.:]/.test(first)) {
      domain = first === LEGACY_DOCKER_HUB ? DOCKER_HUB : first
      remainder = input.slice(slash + 1)
    }
  }
  if (domain === DOCKER_HUB && !remainder.includes('/')) remainder = `library/${remainder}`
  return [domain, remainder]
}

function grammarProblem(remainder: string): string {
  const at = remainder.indexOf('@')
  const named = at === -1 ? remainder : remainder.slice(0, at)
  const colon = named.lastIndexOf(':')
  const tag = colon === -1 ? undefined : named.slice(colon + 1)
  if (tag !== undefined && !new RegExp(`^${TAG}$`).test(tag)) {
    return `the tag "${tag}" is not 1 to 128 letters, digits, "_", "." or "-" (not starting with "." or "-")`
  }
  if (at !== -1 && !new RegExp(`^${DIGEST}$`).test(remainder.slice(at + 1))) {
    return `the digest "${remainder.slice(at + 1)}" is not sha256:<64 lowercase hex>`
  }
  return 'check the registry host, the repository path (lowercase letters, digits and single "." "_" "__" or "-" between them, components separated by "/") and the tag'
}

/** `host[:port]` to call for the registry API. */
export function apiHost(ref: ImageReference): string {
  return ref.domain === DOCKER_HUB ? DOCKER_HUB_API : ref.domain
}

/** The full repository name: `docker.io/library/nginx`. */
export function repositoryName(ref: ImageReference): string {
  return `${ref.domain}/${ref.path}`
}

/** The digest if there is one, else the tag: what the manifest URL names. */
export function manifestReference(ref: ImageReference): string {
  return ref.digest ?? ref.tag!
}

/** The canonical string: `docker.io/library/nginx:latest`, `host/app@sha256:…`. */
export function canonicalReference(ref: ImageReference): string {
  return ref.digest ? `${repositoryName(ref)}@${ref.digest}` : `${repositoryName(ref)}:${ref.tag}`
}

/** An image ID as `docker images --no-trunc` shows it, with or without `sha256:`. */
export function isImageId(input: string): boolean {
  return IMAGE_ID.test(input)
}
