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

/**
 * A credential goes into an HTTP header: anything but printable ASCII there is refused by the
 * client or mangled on the way, so it would fail on every attempt. It is refused here instead,
 * without echoing any of it.
 */
function credential(inputs: Inputs, name: string, what: string): string | undefined {
  const value = inputs.optional(name)
  if (value === undefined) return undefined
  const bad = [...value].findIndex((ch) => !/^[\x21-\x7e]$/.test(ch))
  if (bad !== -1) {
    const ch = value.codePointAt(bad)!
    const kind =
      ch === 0x0a || ch === 0x0d
        ? 'a line break'
        : ch === 0x20
          ? 'a space'
          : ch < 0x20 || ch === 0x7f
            ? 'a control character'
            : 'a character outside printable ASCII'
    throw invalidInput(
      name,
      `contains ${kind} at position ${bad + 1} (the value is not shown)`,
      `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`
    )
  }
  return value
}

export function readCommon(inputs: Inputs): CommonSettings {
  const workingDirectory = inputs.optional('working-directory')
  if (workingDirectory !== undefined && !isDirectory(inputs.baseDir)) {
    throw invalidInput('working-directory', `${inputs.baseDir} is not a directory`, 'an existing directory, absolute or relative to the workspace')
  }
  return {
    apiKey: credential(inputs, 'api-key', 'the API key'),
    org: inputs.optional('org', PATTERNS.pathName),
    baseUrl: resolveBaseUrl(inputs.oneOf('region', REGIONS, 'eu') ?? 'eu', inputs.optional('base-url')),
    authScheme: inputs.oneOf('auth-scheme', ['bearer', 'basic'] as const, 'bearer') ?? 'bearer',
    dryRun: inputs.boolean('dry-run') ?? false,
    timeoutSeconds: inputs.integer('timeout-seconds', { min: 1, max: 3600 }) ?? 30,
    maxRetries: inputs.integer('max-retries', { min: 0, max: 10 }) ?? 3,
    onError: inputs.oneOf('on-error', ON_ERROR, 'fail') ?? 'fail',
    githubToken: credential(inputs, 'github-token', 'a GitHub token'),
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
