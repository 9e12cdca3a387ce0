import type { Log } from '../../util/log.js'
import { ArtifactError } from '../errors.js'
import { sha256Hex } from '../sha256.js'
import { parseChallenges } from './challenge.js'
import type { Credentials } from './credentials.js'
import { isPlainHttpAnswer, type HttpResponse, type HttpSession } from './http.js'
import { apiHost, manifestReference, type ImageReference } from './reference.js'
import { answerChallenge, CREDENTIAL_ADVICE, isLoopbackHost } from './registry-auth.js'

/**
 * Every manifest and index type a registry may hold an image as. Indexes are accepted, so a
 * multi-arch tag answers with the index digest, as Docker, Kubernetes and the reference client
 * report it; leaving them out would let a registry pick one platform's manifest instead.
 */
export const MANIFEST_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json'
]
const SCHEMA1 = /^application\/vnd\.docker\.distribution\.manifest\.v1\+(prettyjws|json)$/
/** Manifests are a few KiB; the registry spec lets servers refuse above 4 MiB. */
export const MAX_MANIFEST_BYTES = 4 << 20
const SHA256_HEX = /^[a-f0-9]{64}$/

export interface RegistryOptions {
  session: HttpSession
  credentials?: Credentials
  log: Log
}

/** The SHA-256 digest (64 hex, no prefix) of the manifest the registry serves for `ref`. */
export async function registryDigest(ref: ImageReference, options: RegistryOptions): Promise<string> {
  return new ManifestReader(ref, options).digest()
}

class ManifestReader {
  private scheme: 'https' | 'http' = 'https'
  private authorization?: string
  private readonly host: string
  private readonly session: HttpSession

  constructor(
    private readonly ref: ImageReference,
    private readonly options: RegistryOptions
  ) {
    this.host = apiHost(ref)
    this.session = options.session
  }

  async digest(): Promise<string> {
    let response = await this.send('HEAD')
    // A registry without HEAD on manifests still serves GET.
    if (response.status === 405 || response.status === 501) response = await this.send('GET')
    this.check(response)
    const type = mediaType(response)
    if (type && (SCHEMA1.test(type) || type === 'text/html')) throw this.notAManifest(type)
    let digest = this.headerDigest(response)
    if (digest === undefined) {
      this.options.log.debug(`${this.host} sent no Docker-Content-Digest; the digest is the SHA-256 of the manifest it serves`)
      if (response.body.length === 0) {
        response = await this.send('GET')
        this.check(response)
      }
      digest = this.bodyDigest(response)
    }
    if (this.ref.digest && `sha256:${digest}` !== this.ref.digest) {
      throw new ArtifactError(
        `${this.session.subject}: ${this.host} answered with the manifest sha256:${digest}, not the digest asked for; the registry is not serving this image faithfully`
      )
    }
    return digest
  }

  private get origin(): string {
    return `${this.scheme}://${this.host}`
  }

  private get url(): string {
    return `${this.origin}/v2/${this.ref.path}/manifests/${manifestReference(this.ref)}`
  }

  /** A manifest request, answering the registry's challenge once if it sends one. */
  private async send(method: 'HEAD' | 'GET'): Promise<HttpResponse> {
    const request = () =>
      this.session.request({
        method,
        url: this.url,
        headers: { accept: MANIFEST_TYPES.join(', ') },
        authorization: this.authorization,
        maxBytes: MAX_MANIFEST_BYTES
      })
    let response = await this.firstContact(request)
    if (response.status === 401 && this.authorization === undefined) {
      let challenges = parseChallenges(response.headers['www-authenticate'])
      // Some registries challenge only on /v2/ itself, as Docker's clients first ask there.
      if (challenges.length === 0)
        challenges = parseChallenges((await this.session.request({ method: 'GET', url: `${this.origin}/v2/`, maxBytes: 1 << 16 })).headers['www-authenticate'])
      this.authorization = await answerChallenge(challenges, {
        session: this.session,
        registry: this.origin,
        repository: this.ref.path,
        credentials: this.options.credentials,
        log: this.options.log
      })
      response = await request()
    }
    return response
  }

  /**
   * HTTPS, except for a registry on this machine that speaks plain HTTP (a `registry` service
   * container on localhost:5000), which Docker also reaches without TLS.
   */
  private async firstContact(request: () => Promise<HttpResponse>): Promise<HttpResponse> {
    try {
      return await request()
    } catch (error) {
      if (this.scheme !== 'https' || !isLoopbackHost(new URL(`https://${this.host}`).hostname) || !isPlainHttpAnswer(error)) throw error
      this.options.log.debug(`${this.host} speaks plain HTTP; it is on this machine, so it is read without TLS`)
      this.scheme = 'http'
      return request()
    }
  }

  private check(response: HttpResponse): void {
    const { status } = response
    if (status === 200) return
    const subject = this.session.subject
    const credentials = this.options.credentials
    const using = credentials ? `with ${credentials.source}` : 'without credentials'
    const what = this.ref.digest ? `digest ${this.ref.digest}` : `tag "${this.ref.tag}"`
    if (status === 401) {
      throw new ArtifactError(
        `${subject}: ${this.host} refused access ${using} (HTTP 401); check that repository "${this.ref.path}" exists and ${credentials ? 'that these credentials may pull it' : `is public, or give ${CREDENTIAL_ADVICE}`}`
      )
    }
    if (status === 403) {
      throw new ArtifactError(
        `${subject}: ${this.host} forbids pulling repository "${this.ref.path}" ${using} (HTTP 403); check that ${credentials ? 'these credentials have read access to it' : `it is public, or give ${CREDENTIAL_ADVICE}`}`
      )
    }
    if (status === 404) {
      throw new ArtifactError(
        `${subject}: ${this.host} has no manifest for ${what} in repository "${this.ref.path}" (HTTP 404); check the repository name and the ${this.ref.digest ? 'digest' : 'tag'}, and that the image was pushed${registryError(response)}`
      )
    }
    if (status === 429) {
      throw new ArtifactError(
        `${subject}: ${this.host} is rate-limiting requests (HTTP 429)${credentials ? '' : '; requests with credentials usually get a higher limit'}; try again later`
      )
    }
    throw new ArtifactError(
      `${subject}: ${this.host} answered the manifest request with HTTP ${status}${registryError(response)}; check that the registry is healthy and try again`
    )
  }

  private headerDigest(response: HttpResponse): string | undefined {
    const header = response.headers['docker-content-digest']
    const value = Array.isArray(header) ? header[0] : header
    if (!value) return undefined
    const [algorithm, hex] = value.trim().split(':', 2)
    if (algorithm !== 'sha256') {
      throw new ArtifactError(
        `${this.session.subject}: ${this.host} identifies the manifest by a ${algorithm} digest (${value}); only SHA-256 digests are fingerprints`
      )
    }
    if (!SHA256_HEX.test(hex ?? ''))
      throw new ArtifactError(`${this.session.subject}: ${this.host} sent a malformed Docker-Content-Digest header (${JSON.stringify(value)})`)
    if (response.body.length > 0 && sha256Hex(response.body) !== hex) {
      throw new ArtifactError(
        `${this.session.subject}: ${this.host} sent a manifest whose SHA-256 is not the digest it announced (${value}); the registry or a proxy in between altered it`
      )
    }
    return hex
  }

  /** Without a header, the manifest's own bytes are the digest, once they are shown to be one. */
  private bodyDigest(response: HttpResponse): string {
    let manifest: { schemaVersion?: unknown; mediaType?: unknown }
    try {
      manifest = JSON.parse(response.body.toString('utf8')) as typeof manifest
    } catch {
      throw this.notAManifest(mediaType(response) ?? 'unknown content')
    }
    const type = typeof manifest?.mediaType === 'string' ? manifest.mediaType : mediaType(response)
    if (manifest?.schemaVersion !== 2 || !type || !MANIFEST_TYPES.includes(type)) throw this.notAManifest(type ?? 'unknown content')
    return sha256Hex(response.body)
  }

  private notAManifest(type: string): ArtifactError {
    const why = SCHEMA1.test(type)
      ? 'a Docker schema 1 manifest, a deprecated format without a stable digest; push the image again with a current Docker or build tool'
      : `${type}, not an image manifest or index; check the registry host`
    return new ArtifactError(`${this.session.subject}: ${this.host} answered with ${why}`)
  }
}

function mediaType(response: HttpResponse): string | undefined {
  return response.headers['content-type']?.split(';')[0].trim().toLowerCase() || undefined
}

/** The registry's own error code and message, when it sent one. */
function registryError(response: HttpResponse): string {
  try {
    const json = JSON.parse(response.body.toString('utf8')) as { errors?: { code?: string; message?: string }[] }
    const first = json.errors?.[0]
    return first ? ` (the registry says ${[first.code, first.message].filter(Boolean).join(': ')})` : ''
  } catch {
    return ''
  }
}
