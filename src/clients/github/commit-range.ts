import path from 'node:path'
import { FileError, readBoundedFile } from '../../util/files.js'
import type { Log } from '../../util/log.js'
import type { GitHubApi } from './api.js'
import type { RunContext } from './context.js'
import { gitHubError, requestStatus } from './errors.js'
import { git, hasCommit } from './git.js'
import type { Person } from './people.js'
import { LibraryError } from '../../util/errors.js'

/**
 * More commits than a release carries, and what one step can read the pull requests of within
 * GitHub's rate limits; a larger range is a mistaken `oldest-commit` more often than not.
 */
export const MAX_RANGE_COMMITS = 10_000
/** GitHub's largest page of a comparison. */
const COMPARE_PAGE = 100
/** The clone's list of cut-off commits is one line per commit: far below this. */
const MAX_SHALLOW_FILE_BYTES = 16 * 1024 * 1024
const FIELD = '\x1f'

/** One commit of a range, with who wrote and committed it when the source says. */
export interface RangeCommit {
  sha: string
  author?: Person
  committer?: Person
}

export interface CommitRange {
  /** Newest first. */
  commits: RangeCommit[]
  /** Where the list came from: the local clone, GitHub's compare API, or no list (one commit, or none). */
  source: 'clone' | 'github' | 'commit'
}

/**
 * Why a range cannot be listed: the oldest commit is not an ancestor of the newest, the range
 * is larger than asked, or neither the clone nor GitHub holds it.
 */
export class CommitRangeError extends LibraryError {
  constructor(
    readonly reason: 'not-ancestor' | 'too-many' | 'unavailable',
    message: string,
    options: { cause?: unknown } = {}
  ) {
    super('invalid_input', message, options)
    this.name = 'CommitRangeError'
  }
}

/**
 * The commits from `newest` back to, not including, `oldest`, newest first; only `newest`
 * without an oldest. The clone answers when it holds the whole range (a shallow clone may
 * hold part of it: then it does not answer), else GitHub's compare API. At most `maxCommits`.
 */
export async function commitRange(
  ctx: RunContext,
  newest: string,
  oldest: string | undefined,
  api: GitHubApi | undefined,
  log: Log,
  maxCommits = MAX_RANGE_COMMITS
): Promise<CommitRange> {
  if (oldest === undefined) {
    const one = (await gitLog(ctx.workspace, [newest, '-1']))?.[0] ?? { sha: newest }
    return { commits: [one], source: 'commit' }
  }
  if (newest === oldest) return { commits: [], source: 'commit' }
  const local = await fromClone(ctx.workspace, newest, oldest, maxCommits)
  if (local) return { commits: local, source: 'clone' }
  log.debug(`commits ${oldest}..${newest} are not all in the local clone; asking GitHub's compare API`)
  if (!api)
    throw new CommitRangeError(
      'unavailable',
      `the commits from ${oldest} to ${newest} are not all in the local clone, and no GitHub token is available to ask GitHub`
    )
  return { commits: await fromCompare(api, newest, oldest, maxCommits), source: 'github' }
}

/** The range from the clone, or undefined when the clone cannot tell it whole. */
async function fromClone(cwd: string, newest: string, oldest: string, maxCommits: number): Promise<RangeCommit[] | undefined> {
  if (!(await hasCommit(cwd, newest)) || !(await hasCommit(cwd, oldest))) return undefined
  const shallow = (await git(cwd, ['rev-parse', '--is-shallow-repository']))?.trim() === 'true'
  const ancestor = (await git(cwd, ['merge-base', '--is-ancestor', oldest, newest])) !== undefined
  // A full history answers for certain; a cut one may only lack the path between the two.
  if (!ancestor) {
    if (shallow) return undefined
    throw new CommitRangeError('not-ancestor', `commit ${oldest} is not an ancestor of ${newest}`)
  }
  const commits = await gitLog(cwd, [`--max-count=${maxCommits + 1}`, newest, `^${oldest}`])
  if (commits === undefined) return undefined
  if (commits.length > maxCommits) throw tooMany(oldest, newest, maxCommits, `more than ${maxCommits}`)
  if (shallow && (await cutOff(cwd, commits))) return undefined
  return commits
}

/** True when a commit of the list is where a shallow clone's history stops: its parents are missing. */
async function cutOff(cwd: string, commits: RangeCommit[]): Promise<boolean> {
  const file = (await git(cwd, ['rev-parse', '--git-path', 'shallow']))?.trim()
  if (!file) return true
  let boundary: Set<string>
  try {
    boundary = new Set(readBoundedFile(path.resolve(cwd, file), MAX_SHALLOW_FILE_BYTES).toString('utf8').split('\n'))
  } catch (err) {
    if (err instanceof FileError) return true
    throw err
  }
  return commits.some((c) => boundary.has(c.sha))
}

async function gitLog(cwd: string, args: string[]): Promise<RangeCommit[] | undefined> {
  const out = await git(cwd, ['log', `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce`, ...args, '--'])
  if (out === undefined) return undefined
  return out
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [sha, authorName, authorEmail, committerName, committerEmail] = line.split(FIELD)
      return { sha, author: { name: authorName, email: authorEmail }, committer: { name: committerName, email: committerEmail } }
    })
}

/** A commit as the compare API lists it. */
interface CompareCommit {
  sha: string
  author?: { login?: string; type?: string } | null
  committer?: { login?: string; type?: string } | null
  commit?: { author?: { name?: string; email?: string } | null; committer?: { name?: string; email?: string } | null }
}

interface Comparison {
  status?: string
  total_commits?: number
  commits?: CompareCommit[]
}

/**
 * The range from `GET /repos/{owner}/{repo}/compare/{oldest}...{newest}`, page after page (it
 * lists oldest first), at most as many pages as the range needs and the limit allows.
 */
async function fromCompare(api: GitHubApi, newest: string, oldest: string, maxCommits: number): Promise<RangeCommit[]> {
  const read = { what: `the commits from ${oldest} to ${newest}`, permissions: ['contents: read'] }
  const page = async (n: number): Promise<Comparison> => {
    try {
      return (await api.get('GET /repos/{owner}/{repo}/compare/{basehead}', {
        basehead: `${oldest}...${newest}`,
        per_page: COMPARE_PAGE,
        page: n
      })) as Comparison
    } catch (err) {
      // 404: GitHub has no such commit (or no common history); the clone had not either.
      const why = requestStatus(err) === 404 ? 'GitHub does not know one of the two commits' : (gitHubError(err, read) as Error).message
      throw new CommitRangeError(
        'unavailable',
        `the commits from ${oldest} to ${newest} are not all in the local clone, and GitHub did not list them: ${why}`,
        {
          cause: err
        }
      )
    }
  }
  const first = await page(1)
  if (first.status === 'diverged' || first.status === 'behind')
    throw new CommitRangeError('not-ancestor', `commit ${oldest} is not an ancestor of ${newest} (GitHub compares them as ${first.status})`)
  if (first.status === 'identical') return []
  const total = first.total_commits
  if (total !== undefined && total > maxCommits) throw tooMany(oldest, newest, maxCommits, String(total))
  const pages = Math.min(Math.ceil((total ?? maxCommits + 1) / COMPARE_PAGE), Math.ceil((maxCommits + 1) / COMPARE_PAGE))
  const listed = [...(first.commits ?? [])]
  for (let n = 2; n <= pages && (first.commits?.length ?? 0) >= COMPARE_PAGE; n++) {
    const more = (await page(n)).commits ?? []
    listed.push(...more)
    if (more.length < COMPARE_PAGE) break
  }
  // Pages can shift while they are read: a commit listed twice is one.
  const seen = new Set<string>()
  const commits = listed.filter((c) => typeof c.sha === 'string' && !seen.has(c.sha) && seen.add(c.sha)).map(rangeCommit)
  if (commits.length > maxCommits) throw tooMany(oldest, newest, maxCommits, `more than ${maxCommits}`)
  return commits.reverse()
}

function rangeCommit(c: CompareCommit): RangeCommit {
  const person = (account: CompareCommit['author'], git: { name?: string; email?: string } | null | undefined): Person => ({
    login: account?.login,
    type: account?.type,
    name: git?.name,
    email: git?.email
  })
  return { sha: c.sha, author: person(c.author, c.commit?.author), committer: person(c.committer, c.commit?.committer) }
}

function tooMany(oldest: string, newest: string, maxCommits: number, count: string): CommitRangeError {
  return new CommitRangeError('too-many', `the range from ${oldest} to ${newest} holds ${count} commits, more than the ${maxCommits} one run reads`)
}
