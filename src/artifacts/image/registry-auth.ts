import type { Log } from '../../util/log.js'
import { ArtifactError } from '../errors.js'
import type { Challenge } from './challenge.js'
import type { Credentials } from './credentials.js'
import { withoutQuery } from '../../http/bounded-body.js'
import type { HttpSession } from './http.js'

export interface AuthContext {
  session: HttpSession
  /** The registry's origin: `https://ghcr.io`. */
  registry: string
  /** The repository path the token must let us pull. */
  repository: string
  credentials?: Credentials
  log: Log
}

const MAX_TOKEN_BYTES = 1 << 20

/** Where to find credentials, said once for every message that needs them. */
export const CREDENTIAL_ADVICE =
  'registry credentials (a username and password, a `docker login` in this job, or for ghcr.io a GitHub token with read access to the package)'

/**
 * The `Authorization` value that answers the registry's challenge, as the distribution spec
 * describes: Bearer by fetching a token from the realm for the repository's pull scope, Basic
 * with the credentials themselves.
 */
export async function answerChallenge(challenges: Challenge[], context: AuthContext): Promise<string> {
  const bearer = challenges.find((c) => c.scheme === 'bearer')
  const basic = challenges.find((c) => c.scheme === 'basic')
  const { credentials, session } = context
  if (bearer) {
    if (credentials?.registryToken) return `Bearer ${credentials.registryToken}`
    return `Bearer ${await fetchToken(bearer, context)}`
  }
  if (basic) {
    if (!credentials?.username || !credentials.password) {
      throw new ArtifactError(
        `${session.subject}: ${new URL(context.registry).host} asks for a username and password (HTTP Basic) and none was found; give ${CREDENTIAL_ADVICE}`
      )
    }
    return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
  }
  const schemes = challenges.map((c) => c.scheme).join(', ') || 'none'
  throw new ArtifactError(
    `${session.subject}: ${new URL(context.registry).host} requires authentication but offers no scheme this action answers (offered: ${schemes}; supported: Bearer, Basic)`
  )
}

async function fetchToken(challenge: Challenge, context: AuthContext): Promise<string> {
  const { session, credentials, log } = context
  const registryHost = new URL(context.registry).host
  const realm = realmUrl(challenge, context)
  const params = new URLSearchParams()
  if (challenge.params.service) params.set('service', challenge.params.service)
  // Our own pull scope, as Docker and the reference client ask: the challenge's scope may ask
  // for more (push) than read-only credentials are granted.
  params.set('scope', `repository:${context.repository}:pull`)
  const sendsSecret = !!(credentials?.identityToken || (credentials?.username && credentials.password))
  if (sendsSecret && realm.protocol !== 'https:' && !isLoopbackHost(realm.hostname)) {
    throw new ArtifactError(
      `${session.subject}: ${registryHost} names a token service at ${realm.origin}, which is not HTTPS; the credentials are not sent there`
    )
  }
  let response
  if (credentials?.identityToken) {
    params.set('grant_type', 'refresh_token')
    params.set('refresh_token', credentials.identityToken)
    params.set('client_id', 'evidence-action')
    response = await session.request({
      method: 'POST',
      url: realm.href,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: params.toString(),
      maxBytes: MAX_TOKEN_BYTES
    })
  } else {
    if (credentials?.username) params.set('account', credentials.username)
    for (const [k, v] of params) realm.searchParams.append(k, v)
    const authorization =
      credentials?.username && credentials.password ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}` : undefined
    response = await session.request({ method: 'GET', url: realm.href, authorization, maxBytes: MAX_TOKEN_BYTES })
  }
  log.debug(
    `token from ${withoutQuery(realm.href)} for repository:${context.repository}:pull (${credentials ? `with ${credentials.source}` : 'anonymous'}): HTTP ${response.status}`
  )
  if (response.status === 401 || response.status === 403) {
    const who = credentials ? `refused ${credentials.source}` : 'refused an anonymous request'
    throw new ArtifactError(
      `${session.subject}: the token service of ${registryHost} (${realm.host}) ${who} (HTTP ${response.status}); check ${credentials ? 'that these credentials are current and may pull this repository' : `that the image is public, or give ${CREDENTIAL_ADVICE}`}`
    )
  }
  if (response.status !== 200) {
    throw new ArtifactError(
      `${session.subject}: the token service of ${registryHost} (${realm.host}) answered HTTP ${response.status}; check that the registry is healthy and try again`
    )
  }
  const token = tokenFrom(response.body)
  if (!token) throw new ArtifactError(`${session.subject}: the token service of ${registryHost} (${realm.host}) answered without a token`)
  return token
}

function realmUrl(challenge: Challenge, context: AuthContext): URL {
  const realm = challenge.params.realm
  const host = new URL(context.registry).host
  let url: URL | undefined
  try {
    url = realm ? new URL(realm) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ArtifactError(
      `${context.session.subject}: ${host} asks for a bearer token but names no usable token service (realm ${JSON.stringify(realm ?? '')})`
    )
  }
  return url
}

function tokenFrom(body: Buffer): string | undefined {
  try {
    const json = JSON.parse(body.toString('utf8')) as { token?: unknown; access_token?: unknown }
    const token = typeof json.token === 'string' && json.token ? json.token : json.access_token
    return typeof token === 'string' && token ? token : undefined
  } catch {
    return undefined
  }
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}
