import path from 'node:path'
import type { Log } from '../../util/log.js'
import type { GitCommitInfo } from '../service/catalogue/types.js'
import type { GitHubApi } from './api.js'
import { parseCommitObject, type LocalCommit } from './commit-object.js'
import { commitUrl, type RunContext } from './context.js'
import { readCommitObject } from './object-store.js'

// The author's time, as the reference client reports it (not the committer's).
const FORMAT = ['%P', '%an <%ae>', '%at', '%B'].join('%x00')

/** Reads of the clone begun ahead of need, each taken by the next `gitCommitInfo` of its commit. */
const begun = new Map<string, Promise<LocalCommit | undefined>>()
/** GitHub's answers asked for ahead of need, likewise. */
const asked = new Map<string, Promise<GitHubAnswer>>()
const readKey = (ctx: RunContext, sha: string) => `${ctx.workspace}\0${sha}`

/** What GitHub said of a commit: its record, or why there is none. */
interface GitHubAnswer {
  data?: CommitResponse
  error?: Error
}

function readLocal(ctx: RunContext, sha: string): Promise<LocalCommit | undefined> {
  const fromStore = readFromStore(ctx.workspace, sha)
  // Begun ahead and awaited later: a rejection (a chunk that failed to load) reads as nothing, never as an unhandled one.
  return fromStore ? Promise.resolve(fromStore) : readWithGit(ctx.workspace, sha).catch(() => undefined)
}

/**
 * The commit from the clone's `.git` folder, when it is plainly there (object-store.ts). A `.git`
 * that is a file (a worktree, a submodule) or missing has no `objects` folder to read: git reads it.
 */
function readFromStore(workspace: string, sha: string): LocalCommit | undefined {
  try {
    const content = readCommitObject(path.join(workspace, '.git'), sha)
    return content && parseCommitObject(content)
  } catch {
    // Never a failed step for a clone read here: git reads it instead.
    return undefined
  }
}

/** git's answer, for what the store reader leaves to it; loaded only then, with Node's child_process. */
async function readWithGit(workspace: string, sha: string): Promise<LocalCommit | undefined> {
  const { git } = await import('./git.js')
  // `^{commit}`: a tag, tree or blob of that name is no commit to read (and a blob could be any size).
  const answer = await git(workspace, ['show', '-s', `--format=${FORMAT}`, `${sha}^{commit}`])
  if (answer === undefined) return undefined
  const [parents, author, timestamp, message] = answer.split('\0')
  return { parents: parents.trim() === '' ? [] : parents.trim().split(' '), author, timestamp: Number(timestamp), message: message.trim() }
}

function askGitHub(api: GitHubApi, sha: string): Promise<GitHubAnswer> {
  return api.get('GET /repos/{owner}/{repo}/commits/{ref}', { ref: sha }).then(
    (data) => (data !== null && typeof data === 'object' ? { data } : { error: new Error('not a commit record') }),
    (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) })
  )
}

/**
 * Reads a commit from the clone, and with `api` asks GitHub for it; the next `gitCommitInfo` of
 * that commit takes the answers. The object store is read at once (object-store.ts, well under
 * a millisecond); git, where it is needed, and GitHub answer while the step does other work.
 * Neither fails here: a missing commit or clone reads as nothing, and GitHub's failure is said there.
 */
export function beginCommitRead(ctx: RunContext, sha: string | undefined, api?: GitHubApi): void {
  if (!sha) return
  const key = readKey(ctx, sha)
  if (!begun.has(key)) begun.set(key, readLocal(ctx, sha))
  if (api && !asked.has(key)) asked.set(key, askGitHub(api, sha))
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
  // Asked at once, not after git: GitHub's round trip is the longer wait, and needs nothing of the clone.
  let remote: Promise<GitHubAnswer> | undefined
  if (api) {
    remote = asked.get(key) ?? askGitHub(api, sha)
    asked.delete(key)
  }
  const local = await (ahead ?? readLocal(ctx, sha))
  if (local !== undefined) {
    Object.assign(info, local)
  } else {
    log.debug(`commit ${sha} is not in the local clone at ${ctx.workspace}: its details come from the GitHub API, if reachable`)
  }
  const answer = await remote
  if (answer?.error) log.debug(`GitHub API did not give details of commit ${sha} (${answer.error.message}); using what the clone knows`)
  const data = answer?.data
  if (!data) return dropUndefined(info)
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
