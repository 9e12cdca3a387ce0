import type { Log } from '../../util/log.js'
import type { GitCommitInfo } from '../service/catalogue/types.js'
import type { GitHubApi } from './api.js'
import { commitUrl, type RunContext } from './context.js'
import { git } from './git.js'

// The author's time, as the reference client reports it (not the committer's).
const FORMAT = ['%H', '%P', '%an <%ae>', '%at', '%B'].join('%x00')

/** Reads of the clone begun ahead of need, each taken by the next `gitCommitInfo` of its commit. */
const begun = new Map<string, Promise<string | undefined>>()
const readKey = (ctx: RunContext, sha: string) => `${ctx.workspace}\0${sha}`

function readLocal(ctx: RunContext, sha: string): Promise<string | undefined> {
  return git(ctx.workspace, ['show', '-s', `--format=${FORMAT}`, sha])
}

/**
 * Starts reading a commit from the clone, so `git` runs while the step does other work; the
 * next `gitCommitInfo` of that commit takes the answer. The read never fails: a missing commit
 * or clone reads as nothing, as there.
 */
export function beginCommitRead(ctx: RunContext, sha: string | undefined): void {
  if (sha && !begun.has(readKey(ctx, sha))) begun.set(readKey(ctx, sha), readLocal(ctx, sha))
}

/**
 * What the clone knows of a commit, enriched by the GitHub API with what only GitHub knows
 * (the author's login, signature verification). Either source may be missing; the record is
 * as complete as the two allow.
 */
export async function gitCommitInfo(ctx: RunContext, sha: string, api: GitHubApi | undefined, log: Log): Promise<GitCommitInfo> {
  const info: GitCommitInfo = { sha1: sha, branch: ctx.branch, url: commitUrl(ctx, sha) }
  const key = readKey(ctx, sha)
  const ahead = begun.get(key)
  begun.delete(key)
  const local = await (ahead ?? readLocal(ctx, sha))
  if (local !== undefined) {
    const [, parents, author, timestamp, message] = local.split('\0')
    Object.assign(info, {
      parents: parents.trim() === '' ? [] : parents.trim().split(' '),
      author,
      timestamp: Number(timestamp),
      message: message.trim()
    })
  } else {
    log.debug(`commit ${sha} is not in the local clone at ${ctx.workspace}: its details come from the GitHub API, if reachable`)
  }
  if (!api) return dropUndefined(info)
  try {
    const data = (await api.get('GET /repos/{owner}/{repo}/commits/{ref}', { ref: sha })) as CommitResponse
    const verification = data.commit?.verification
    Object.assign(info, {
      author_username: data.author?.login ?? undefined,
      verified: verification?.verified,
      signature_state: verification?.reason
    })
    if (local === undefined) {
      const author = data.commit?.author
      Object.assign(info, {
        message: data.commit?.message,
        author: author ? `${author.name} <${author.email}>` : undefined,
        timestamp: author?.date ? Math.floor(Date.parse(author.date) / 1000) : undefined,
        parents: data.parents?.map((p) => p.sha)
      })
    }
  } catch (err) {
    log.debug(`GitHub API did not give details of commit ${sha} (${(err as Error).message}); using what the clone knows`)
  }
  return dropUndefined(info)
}

interface CommitResponse {
  author?: { login?: string } | null
  parents?: { sha: string }[]
  commit?: {
    message?: string
    author?: { name?: string; email?: string; date?: string }
    verification?: { verified?: boolean; reason?: string }
  }
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
