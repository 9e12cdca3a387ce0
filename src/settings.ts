import { statSync } from 'node:fs'
import { invalidInput } from './errors.js'
import type { Inputs } from './inputs.js'
import type { AuthScheme } from './service/client.js'
import { PATTERNS } from './service/patterns.js'
import { REGIONS, resolveBaseUrl } from './service/url.js'

export const ON_ERROR = ['fail', 'warn'] as const
export type OnError = (typeof ON_ERROR)[number]

/** The inputs every operation shares, read and checked once. */
export interface CommonSettings {
  apiKey?: string
  org?: string
  baseUrl: string
  authScheme: AuthScheme
  dryRun: boolean
  timeoutSeconds: number
  maxRetries: number
  onError: OnError
  githubToken?: string
  /** `working-directory`, absolute. */
  baseDir: string
}

export function readCommon(inputs: Inputs): CommonSettings {
  const workingDirectory = inputs.optional('working-directory')
  if (workingDirectory !== undefined && !isDirectory(inputs.baseDir)) {
    throw invalidInput('working-directory', `${inputs.baseDir} is not a directory`, 'an existing directory, absolute or relative to the workspace')
  }
  return {
    apiKey: inputs.optional('api-key'),
    org: inputs.optional('org', PATTERNS.pathName),
    baseUrl: resolveBaseUrl(inputs.oneOf('region', REGIONS, 'eu') ?? 'eu', inputs.optional('base-url')),
    authScheme: inputs.oneOf('auth-scheme', ['bearer', 'basic'] as const, 'bearer') ?? 'bearer',
    dryRun: inputs.boolean('dry-run') ?? false,
    timeoutSeconds: inputs.integer('timeout-seconds', { min: 1, max: 3600 }) ?? 30,
    maxRetries: inputs.integer('max-retries', { min: 0, max: 10 }) ?? 3,
    onError: inputs.oneOf('on-error', ON_ERROR, 'fail') ?? 'fail',
    githubToken: inputs.optional('github-token'),
    baseDir: inputs.baseDir
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return false
  }
}
