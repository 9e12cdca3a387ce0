import type { TokenCredential } from '@azure/identity'
import { RuntimeError } from '../errors.js'
import { azure } from './errors.js'
import type { AzureOptions } from './options.js'
import { plainRequest, type TextAnswer } from './pipeline.js'

/** The Entra ID scope the reference client's registry client asks a token for. */
const ACR_AAD_SCOPE = 'https://containerregistry.azure.net/.default'
const ACR_API_VERSION = '2021-07-01'
/** The one manifest type the reference client accepts: the digest is of that manifest. */
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json'
const DIGEST = /^sha256:([a-f0-9]{64})$/

export interface ImageReference {
  registry: string
  repository: string
  /** A tag, or `sha256:<hex>` for an image named by digest. */
  reference: string
}

/**
 * An image name split as the reference client splits it: the registry is everything before
 * the first `/`; then `@sha256:` or the first `:` starts the reference, `latest` by default.
 * Undefined for a name without a registry (`nginx:1`), which no registry client can ask.
 */
export function parseImageName(image: string): ImageReference | undefined {
  const slash = image.indexOf('/')
  if (slash < 0) return undefined
  const registry = image.slice(0, slash)
  const rest = image.slice(slash + 1)
  const at = rest.indexOf('@sha256:')
  if (at >= 0) return { registry, repository: rest.slice(0, at), reference: rest.slice(at + 1) }
  const colon = rest.indexOf(':')
  if (colon >= 0) return { registry, repository: rest.slice(0, colon), reference: rest.slice(colon + 1) }
  return { registry, repository: rest, reference: 'latest' }
}

/**
 * Reads image digests from Azure Container Registry as the reference client does: the
 * manifest of the image's tag as a Docker v2 manifest (its Docker-Content-Digest), confirmed by
 * the registry's own record of that manifest. Tokens go by ACR's exchange: an Entra ID token
 * for a registry refresh token, that for an access token per scope the registry's challenge
 * names. One per report: tokens are kept for its other apps.
 */
export class AcrDigests {
  private readonly refreshTokens = new Map<string, Promise<string>>()
  private readonly accessTokens = new Map<string, Promise<string>>()

  constructor(
    private readonly credential: TokenCredential,
    private readonly options: AzureOptions
  ) {}

  /** The image's digest (64 hex) as the registry gives it. */
  async digest(image: string, app: string): Promise<string> {
    const ref = parseImageName(image)
    if (!ref)
      throw new RuntimeError(
        'not_found',
        `app ${app} runs image \`${image}\`, which names no registry: its digest is read from Azure Container Registry (as the reference client reads it), so the image must be named \`<registry>.azurecr.io/<repository>:<tag>\``
      )
    const what = `app ${app}: Azure Container Registry ${ref.registry}`
    const base = `https://${ref.registry}`
    const manifest = await this.get(what, `${base}/v2/${ref.repository}/manifests/${ref.reference}`, DOCKER_MANIFEST)
    const contentDigest = manifest.headers.get('docker-content-digest') ?? ''
    if (!DIGEST.test(contentDigest))
      throw new RuntimeError('server', `${what} gave no sha256 Docker-Content-Digest for \`${image}\` (got \`${contentDigest.slice(0, 100)}\`)`)
    const props = await this.get(what, `${base}/acr/v1/${ref.repository}/_manifests/${contentDigest}?api-version=${ACR_API_VERSION}`, 'application/json')
    let recorded: unknown
    try {
      recorded = (JSON.parse(props.body) as { manifest?: { digest?: unknown } }).manifest?.digest
    } catch {
      // Said below, with what was expected.
    }
    const hex = typeof recorded === 'string' ? DIGEST.exec(recorded)?.[1] : undefined
    if (!hex) throw new RuntimeError('server', `${what} gave no manifest digest for \`${image}\` in its manifest properties`)
    return hex
  }

  /** A GET answered 200, through the registry's token challenge when it asks for one. */
  private async get(what: string, url: string, accept: string): Promise<TextAnswer> {
    const service = new URL(url).host
    const ask = (token?: string) =>
      azure(what, () => plainRequest(this.options, { url, method: 'GET', headers: { accept, ...(token && { authorization: `Bearer ${token}` }) } }))
    let answer = await ask()
    if (answer.status === 401) {
      const challenge = parseChallenge(answer.headers.get('www-authenticate') ?? '')
      if (!challenge.scope) throw new RuntimeError('server', `${what} asked for a token without naming its scope`)
      answer = await ask(await this.accessToken(what, service, challenge.service ?? service, challenge.scope))
    }
    if (answer.status === 200) return answer
    throw registryError(what, url, answer)
  }

  private accessToken(what: string, host: string, service: string, scope: string): Promise<string> {
    const key = `${host}\0${scope}`
    let token = this.accessTokens.get(key)
    if (!token) {
      token = this.refreshToken(what, host, service).then((refresh) =>
        this.form(
          what,
          `https://${host}/oauth2/token?api-version=${ACR_API_VERSION}`,
          { grant_type: 'refresh_token', service, scope, refresh_token: refresh },
          'access_token'
        )
      )
      this.accessTokens.set(key, token)
    }
    return token
  }

  private refreshToken(what: string, host: string, service: string): Promise<string> {
    let token = this.refreshTokens.get(host)
    if (!token) {
      token = azure(what, () => this.credential.getToken(ACR_AAD_SCOPE, { requestOptions: { timeout: this.options.timeoutMs } })).then((aad) => {
        if (!aad) throw new RuntimeError('auth', `${what}: Microsoft Entra ID gave no token`)
        return this.form(
          what,
          `https://${host}/oauth2/exchange?api-version=${ACR_API_VERSION}`,
          { grant_type: 'access_token', service, access_token: aad.token },
          'refresh_token'
        )
      })
      this.refreshTokens.set(host, token)
    }
    return token
  }

  private async form(what: string, url: string, fields: Record<string, string>, field: 'refresh_token' | 'access_token'): Promise<string> {
    const answer = await azure(what, () =>
      plainRequest(this.options, {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(fields).toString()
      })
    )
    if (answer.status !== 200) throw registryError(what, url, answer)
    let value: unknown
    try {
      value = (JSON.parse(answer.body) as Record<string, unknown>)[field]
    } catch {
      // Said below.
    }
    if (typeof value !== 'string' || value === '') throw new RuntimeError('server', `${what} gave no ${field.replace('_', ' ')}`)
    return value
  }
}

/** `Bearer realm="…",service="…",scope="…"`'s parameters. */
export function parseChallenge(header: string): Record<string, string> {
  const params: Record<string, string> = {}
  for (const m of header.replace(/^\s*Bearer\s+/i, '').matchAll(/([A-Za-z_]+)="([^"]*)"/g)) params[m[1]] = m[2]
  return params
}

function registryError(what: string, url: string, answer: TextAnswer): RuntimeError {
  let detail = ''
  try {
    const errors = (JSON.parse(answer.body) as { errors?: { code?: string; message?: string }[] }).errors ?? []
    detail = errors.map((e) => `${e.code ?? ''}: ${e.message ?? ''}`.slice(0, 200)).join('; ')
  } catch {
    detail = answer.body.slice(0, 200)
  }
  const path = new URL(url).pathname
  const said = `${what} answered HTTP ${answer.status} to ${path}${detail ? ` (${detail})` : ''}`
  if (answer.status === 401) return new RuntimeError('auth', `${said}; check that the app registration may pull from the registry (AcrPull)`)
  if (answer.status === 403) return new RuntimeError('forbidden', `${said}; grant the app registration the AcrPull role on the registry`)
  if (answer.status === 404) return new RuntimeError('not_found', said)
  if (answer.status === 429) return new RuntimeError('rate_limited', said)
  return new RuntimeError(answer.status >= 500 ? 'server' : 'invalid_input', said)
}
