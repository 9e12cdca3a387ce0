import { readFileSync } from 'node:fs'

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
  /** The webhook payload of the triggering event; `{}` when there is none. */
  event: Record<string, unknown>
}

type Env = Record<string, string | undefined>

export function readRunContext(env: Env = process.env): RunContext {
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const repository = env.GITHUB_REPOSITORY || undefined
  const runId = env.GITHUB_RUN_ID || undefined
  const ref = env.GITHUB_REF || undefined
  const branch = env.GITHUB_HEAD_REF || (ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined)
  return {
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
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    event: readEvent(env.GITHUB_EVENT_PATH)
  }
}

function readEvent(file: string | undefined): Record<string, unknown> {
  if (!file) return {}
  try {
    const payload = JSON.parse(readFileSync(file, 'utf8')) as unknown
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function commitUrl(ctx: RunContext, sha: string): string | undefined {
  return ctx.repository ? `${ctx.serverUrl}/${ctx.repository}/commit/${sha}` : undefined
}

export function repositoryUrl(ctx: RunContext): string | undefined {
  return ctx.repository ? `${ctx.serverUrl}/${ctx.repository}` : undefined
}
