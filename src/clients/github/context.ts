import { GitHubError } from './errors.js'
import { FileError, readBoundedFile } from '../../util/files.js'
import { formatBytes } from '../../util/text.js'

/** What the runner tells every step about the workflow run, read from its environment. */
export interface RunContext {
  serverUrl: string
  apiUrl: string
  /** `owner/repo`. */
  repository?: string
  repositoryId?: string
  sha?: string
  ref?: string
  /** The branch the run is on: the PR's head branch on pull requests. */
  branch?: string
  actor?: string
  runId?: string
  runUrl?: string
  workspace: string
  /**
   * The webhook payload of the triggering event; `{}` when there is none. Read when first asked
   * for, so a run that does not need it never reads it, and a problem with it is an error of
   * the run that needs it.
   */
  readonly event: Record<string, unknown>
}

type Env = Record<string, string | undefined>

export function readRunContext(env: Env = process.env): RunContext {
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const repository = env.GITHUB_REPOSITORY || undefined
  const runId = env.GITHUB_RUN_ID || undefined
  const ref = env.GITHUB_REF || undefined
  const branch = env.GITHUB_HEAD_REF || (ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined)
  let event: Record<string, unknown> | undefined
  // Taken now: loading @actions/github hides the variable for a moment (see importWithoutEvent).
  const eventPath = env.GITHUB_EVENT_PATH
  const context = {
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    repository,
    repositoryId: env.GITHUB_REPOSITORY_ID || undefined,
    sha: env.GITHUB_SHA || undefined,
    ref,
    branch,
    actor: env.GITHUB_ACTOR || undefined,
    runId,
    runUrl: repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    workspace: env.GITHUB_WORKSPACE || process.cwd()
  }
  return Object.defineProperty(context, 'event', {
    get: () => (event ??= readEvent(eventPath)),
    enumerable: false
  }) as RunContext
}

/** GitHub sends no webhook payload past 25 MB; the runner's copy is the same payload. */
export const MAX_EVENT_BYTES = 25 * 1024 * 1024
const EVENT_EXPECTED = `the runner's event payload: a JSON file of at most ${formatBytes(MAX_EVENT_BYTES)}`

/** JSON values a payload may hold: a push of 2,048 commits holds some 50,000; parsed, each takes 100 bytes or more. */
const MAX_EVENT_VALUES = 1_000_000

/** How many values JSON text holds, about: its objects, arrays and commas outside strings. */
function countValues(content: Buffer): number {
  let count = 0
  let inString = false
  for (let i = 0; i < content.length; i++) {
    const byte = content[i]
    if (inString) {
      if (byte === 0x5c) i++
      else if (byte === 0x22) inString = false
    } else if (byte === 0x22) inString = true
    else if (byte === 0x7b || byte === 0x5b || byte === 0x2c) count++
  }
  return count
}

/**
 * The event payload, read as every other file is (a regular file, within its limit: never a
 * FIFO, a device or a file of /proc). None, or a path that does not exist, is no payload, as
 * outside a workflow; anything else wrong with it is an error naming GITHUB_EVENT_PATH.
 */
function readEvent(file: string | undefined): Record<string, unknown> {
  if (!file) return {}
  let content: Buffer
  try {
    content = readBoundedFile(file, MAX_EVENT_BYTES)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    if (err.message === `${file} does not exist`) return {}
    throw new GitHubError('invalid_input', `GITHUB_EVENT_PATH: ${err.message}; expected ${EVENT_EXPECTED}`)
  }
  const values = countValues(content)
  if (values > MAX_EVENT_VALUES)
    throw new GitHubError(
      'invalid_input',
      `GITHUB_EVENT_PATH: ${file} holds more than ${MAX_EVENT_VALUES} JSON values, more than any webhook payload (parsed, it would not fit in memory); expected ${EVENT_EXPECTED}`
    )
  let payload: unknown
  try {
    payload = JSON.parse(content.toString('utf8'))
  } catch {
    // Not the parser's words: they quote the file, which is not for the log if it is not the payload.
    throw new GitHubError('invalid_input', `GITHUB_EVENT_PATH: ${file} is not JSON; expected ${EVENT_EXPECTED}`)
  }
  return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {}
}

export function commitUrl(ctx: RunContext, sha: string): string | undefined {
  return ctx.repository ? `${ctx.serverUrl}/${ctx.repository}/commit/${sha}` : undefined
}

export function repositoryUrl(ctx: RunContext): string | undefined {
  return ctx.repository ? `${ctx.serverUrl}/${ctx.repository}` : undefined
}

/**
 * GitHub's null commit: what it gives as the commit before a push that created its branch
 * (`github.event.before`), where there was no earlier tip.
 */
export function isNullCommit(sha: string | undefined): boolean {
  return sha !== undefined && /^0{40}$/.test(sha)
}
