import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { HistoryCommit } from './github-api.js'
import { tempDir } from './tree.js'

export type Who = { name: string; email: string }

export const ADA: Who = { name: 'Ada Lovelace', email: 'ada@example.com' }
export const GRACE: Who = { name: 'Grace Hopper', email: 'grace@example.com' }
/** Who GitHub names as committer of what it merges or makes on its web pages. */
export const WEB_FLOW: Who = { name: 'GitHub', email: 'noreply@github.com' }

/**
 * A real clone whose history a test writes commit by commit, branches and merges included,
 * with fixed dates (so fixed SHAs on every run). Commits are named by a label.
 */
export class GitHistory {
  readonly dir = tempDir('history-')
  private readonly shas = new Map<string, string>()
  private tick = 0

  constructor() {
    this.git(ADA, ['init', '-q', '-b', 'main'])
  }

  private git(author: Who, args: string[], committer: Who = author): string {
    const date = `${1767225600 + this.tick * 60} +0000`
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_CONFIG_NOSYSTEM: '1',
        HOME: this.dir
      }
    }).trim()
  }

  /** A commit on the current branch, by `author` (committed by `committer`, default the author). */
  commit(label: string, author: Who = ADA, options: { committer?: Who; message?: string } = {}): string {
    this.tick++
    this.git(author, ['commit', '-q', '--allow-empty', '-m', options.message ?? label], options.committer)
    return this.label(label)
  }

  /** Starts `branch` at the current commit and switches to it; or switches back to an existing one. */
  checkout(branch: string, create = false): void {
    this.git(ADA, ['checkout', '-q', ...(create ? ['-b'] : []), branch])
  }

  /** A merge commit of `branch` into the current branch, as GitHub's merge button makes one: by whoever pressed it, committed by GitHub. */
  merge(label: string, branch: string, by: Who = GRACE): string {
    this.tick++
    this.git(by, ['merge', '-q', '--no-ff', '-m', label, branch], WEB_FLOW)
    return this.label(label)
  }

  private label(label: string): string {
    const sha = this.git(ADA, ['rev-parse', 'HEAD'])
    this.shas.set(label, sha)
    return sha
  }

  sha(label: string): string {
    const sha = this.shas.get(label)
    if (!sha) throw new Error(`no commit labelled ${label}`)
    return sha
  }

  /** A shallow clone of it, `depth` commits deep, as `actions/checkout` makes by default. */
  shallowClone(depth = 1): string {
    const dir = tempDir('shallow-')
    execFileSync('git', ['clone', '-q', '--depth', String(depth), `file://${this.dir}`, dir])
    return dir
  }

  /** Its commits as GitHub's stand-in compares them, oldest first, authors linked to logins by address. */
  history(logins: Record<string, string> = { [ADA.email]: 'ada', [GRACE.email]: 'grace', [WEB_FLOW.email]: 'web-flow' }): Record<string, HistoryCommit> {
    const out = this.git(ADA, ['log', '--all', '--reverse', '--topo-order', '--format=%H%x1f%P%x1f%an%x1f%ae%x1f%cn%x1f%ce'])
    const history: Record<string, HistoryCommit> = {}
    for (const line of out.split('\n').filter(Boolean)) {
      const [sha, parents, an, ae, cn, ce] = line.split('\x1f')
      const account = (email: string) => (logins[email] ? { login: logins[email] } : null)
      history[sha] = {
        parents: parents ? parents.split(' ') : [],
        author: account(ae),
        committer: account(ce),
        commit: { author: { name: an, email: ae }, committer: { name: cn, email: ce } }
      }
    }
    return history
  }
}

/** A clone of `count` commits in a row, written at once by `git fast-import`; their SHAs, oldest first. */
export function bulkHistory(count: number): { dir: string; shas: string[] } {
  const dir = tempDir('bulk-')
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir })
  const stream: string[] = []
  for (let i = 1; i <= count; i++) {
    const message = `Change ${i}\n`
    stream.push(
      `commit refs/heads/main\nmark :${i}\ncommitter Ada Lovelace <ada@example.com> ${1767225600 + i} +0000\ndata ${Buffer.byteLength(message)}\n${message}`
    )
    if (i > 1) stream.push(`from :${i - 1}\n`)
    stream.push('\n')
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: stream.join(''), maxBuffer: 64 * 1024 * 1024 })
  execFileSync('git', ['reset', '-q', '--hard', 'main'], { cwd: dir })
  const shas = execFileSync('git', ['rev-list', '--reverse', 'main'], { cwd: path.resolve(dir), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .trim()
    .split('\n')
  return { dir, shas }
}
