import { statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readBoundedFile } from '../../util/files.js'
import type { Log } from '../../util/log.js'
import { ArtifactError } from '../errors.js'
import { DOCKER_HUB, type ImageReference } from './reference.js'

/** What the registry may be shown, and where it came from (named in messages, never shown). */
export interface Credentials {
  username?: string
  password?: string
  /** An OAuth2 refresh token `docker login` keeps for some registries (Azure, for one). */
  identityToken?: string
  /** A bearer token for the registry itself, used as is. */
  registryToken?: string
  source: string
}

export interface CredentialOptions {
  username?: string
  password?: string
  githubToken?: string
  env: NodeJS.ProcessEnv
  log: Log
}

const GHCR = 'ghcr.io'
/** The names `docker login` and its config files use for Docker Hub. */
const DOCKER_HUB_ALIASES = new Set([DOCKER_HUB, 'index.docker.io', 'registry-1.docker.io'])

interface AuthEntry {
  auth?: unknown
  username?: unknown
  password?: unknown
  identitytoken?: unknown
  registrytoken?: unknown
}

interface DockerConfig {
  auths?: Record<string, AuthEntry>
  credsStore?: unknown
  credHelpers?: Record<string, unknown>
}

/**
 * The credentials for the image's registry, first found wins: the ones given, the job's
 * Docker config (as `docker login` and docker/login-action leave it), the GitHub token for
 * ghcr.io; none means anonymous.
 */
export function resolveCredentials(ref: ImageReference, options: CredentialOptions): Credentials | undefined {
  const { username, password, githubToken, log } = options
  if (username || password) {
    if (!username || !password) {
      throw new ArtifactError(
        `registry credentials for image "${ref.original}" need both a username and a password; only the ${username ? 'username' : 'password'} was given`
      )
    }
    return { username, password, source: 'the registry username and password given' }
  }
  const fromConfig = fromDockerConfig(ref, options.env, log)
  if (fromConfig) return fromConfig
  if (githubToken && hostKey(ref.domain) === GHCR) {
    return { username: options.env.GITHUB_ACTOR || 'github-actions', password: githubToken, source: 'the GitHub token' }
  }
  return undefined
}

/** A Docker config holds a few credentials; one far larger is not one. */
const DOCKER_CONFIG_MAX_BYTES = 1024 * 1024

export function dockerConfigPath(env: NodeJS.ProcessEnv): string {
  if (env.DOCKER_CONFIG) return path.join(env.DOCKER_CONFIG, 'config.json')
  return path.join(env.HOME || os.homedir(), '.docker', 'config.json')
}

function fromDockerConfig(ref: ImageReference, env: NodeJS.ProcessEnv, log: Log): Credentials | undefined {
  const file = dockerConfigPath(env)
  let config: DockerConfig
  try {
    // No config is the common case, not a problem worth a word.
    if (!statSync(file, { throwIfNoEntry: false })) return undefined
    config = JSON.parse(readBoundedFile(file, DOCKER_CONFIG_MAX_BYTES).toString('utf8')) as DockerConfig
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ENOTDIR')
      log.warning(`The Docker config ${file} cannot be read (${code ?? (error as Error).message}); its credentials are not used for image "${ref.original}".`)
    return undefined
  }
  if (typeof config !== 'object' || config === null) return undefined
  const host = hostKey(ref.domain)
  const matches = Object.entries(isRecord(config.auths) ? config.auths : {}).filter(([key]) => hostKey(key) === host)
  // An exact key first: `ghcr.io` before `https://ghcr.io/v2/`.
  matches.sort(([a], [b]) => Number(b === ref.domain) - Number(a === ref.domain))
  for (const [key, entry] of matches) {
    const credentials = fromEntry(entry, `the Docker config ${file} (auths["${key}"])`)
    if (credentials === 'malformed') {
      log.warning(
        `The Docker config ${file} has an entry for ${key} whose "auth" is not base64 of "username:password"; it is not used for image "${ref.original}".`
      )
    } else if (credentials) {
      return credentials
    }
  }
  const helper =
    Object.entries(isRecord(config.credHelpers) ? config.credHelpers : {}).find(([key]) => hostKey(key) === host)?.[1] ??
    (matches.length > 0 ? config.credsStore : undefined)
  if (typeof helper === 'string' && helper !== '') {
    log.warning(
      `The Docker config ${file} keeps the credentials for ${ref.domain} in the credential helper docker-credential-${helper}, which this action does not run; ` +
        `image "${ref.original}" is read with other credentials or anonymously. Log in so that the credentials are written to the config file, or give the registry username and password.`
    )
  }
  return undefined
}

function fromEntry(entry: AuthEntry, source: string): Credentials | 'malformed' | undefined {
  if (!isRecord(entry)) return undefined
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
  const registryToken = text(entry.registrytoken)
  if (registryToken) return { registryToken, source }
  let username = text(entry.username)
  let password = text(entry.password)
  const auth = text(entry.auth)
  if (auth) {
    const decoded = Buffer.from(auth, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon <= 0) return 'malformed'
    username = decoded.slice(0, colon)
    password = decoded.slice(colon + 1)
  }
  const identityToken = text(entry.identitytoken)
  if (identityToken) return { username, identityToken, source }
  if (username && password) return { username, password, source }
  return undefined
}

/** A config key or registry domain as one host: no scheme, no path, Docker Hub under one name. */
export function hostKey(key: string): string {
  const host = key
    .replace(/^[a-z]+:\/\//i, '')
    .split('/')[0]
    .toLowerCase()
  return DOCKER_HUB_ALIASES.has(host) ? DOCKER_HUB : host
}

function isRecord(value: unknown): value is Record<string, never> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
