import { statSync } from 'node:fs'
import { invalidInput, type ActionError } from './errors.js'
import { DRY_RUN_TOKEN } from './cli-environment.js'
import type { Inputs } from './inputs.js'
import type { ValueOf } from './declare.js'
import { COMMON_INPUTS } from './input-groups.js'
import { readerOf, type InputReader } from './reader.js'
import type { AuthScheme } from '../clients/service/client.js'
import { UrlError, resolveBaseUrl, type Region } from '../clients/service/url.js'

export type OnError = ValueOf<(typeof COMMON_INPUTS)['on-error']>

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
function credential(inputs: InputReader<typeof COMMON_INPUTS>, name: 'api-key' | 'github-token', what: string): string | undefined {
  const value = inputs.string(name)
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
    throw inputs.fail(
      name,
      `contains ${kind} at position ${bad + 1} (the value is not shown)`,
      `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`
    )
  }
  return value
}

export function readCommon(raw: Inputs): CommonSettings {
  const inputs = readerOf(raw, COMMON_INPUTS)
  if (inputs.path('working-directory') !== undefined && !isDirectory(inputs.baseDir)) {
    throw invalidInput('working-directory', `${inputs.baseDir} is not a directory`, 'an existing directory, absolute or relative to the workspace')
  }
  const key = credential(inputs, 'api-key', 'the API key')
  // As the client reads it: a token of `DRY_RUN` is no key but the wish to send nothing.
  const keySaysDryRun = key === DRY_RUN_TOKEN
  return {
    apiKey: keySaysDryRun ? undefined : key,
    org: inputs.string('org'),
    baseUrl: serviceBaseUrl('base-url', inputs.choice('region')!, inputs.string('base-url'), (problem, expected) => inputs.fail('base-url', problem, expected)),
    authScheme: inputs.choice('auth-scheme')!,
    // No declared default: one in action.yml would always be given, and `KOSLI_DRY_RUN` never read.
    dryRun: (inputs.boolean('dry-run') ?? false) || keySaysDryRun,
    timeoutSeconds: inputs.number('timeout-seconds')!,
    maxRetries: inputs.number('max-retries')!,
    onError: inputs.choice('on-error')!,
    githubToken: credential(inputs, 'github-token', 'a GitHub token'),
    baseDir: inputs.baseDir
  }
}

/** The service's base URL from an input that may hold one (`base-url`, `replay-to`); a bad one names it. */
export function serviceBaseUrl(
  input: string,
  region: Region,
  given: string | undefined,
  refuse: (problem: string, expected: string) => ActionError = (problem, expected) => invalidInput(input, problem, expected)
): string {
  try {
    return resolveBaseUrl(region, given)
  } catch (err) {
    if (err instanceof UrlError) throw refuse(err.message, err.expected)
    throw err
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return false
  }
}
