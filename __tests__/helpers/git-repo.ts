import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LocalCommit } from '../../src/clients/github/commit-object.js'
import { tempDir } from './tree.js'

/** What `git show` says of a commit in the clone at `dir`: the reference for the action's own read of it. */
export function shownByGit(dir: string, sha: string): LocalCommit {
  const format = ['%P', '%an <%ae>', '%at', '%B'].join('%x00')
  const [parents, author, timestamp, message] = execFileSync('git', ['show', '-s', `--format=${format}`, sha], {
    cwd: dir,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8'
  }).split('\0')
  return { parents: parents.trim() === '' ? [] : parents.trim().split(' '), author, timestamp: Number(timestamp), message: message.trim() }
}

export interface GitRepo {
  dir: string
  /** Commit SHAs, oldest first. */
  commits: string[]
}

/** A real clone with a fixed history: the same author and dates on every run. */
export function makeGitRepo(count = 4): GitRepo {
  const dir = tempDir('repo-')
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Ada Lovelace',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada Lovelace',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: dir
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim()
  git('init', '-q', '-b', 'main')
  const commits: string[] = []
  for (let i = 1; i <= count; i++) {
    writeFileSync(path.join(dir, 'file.txt'), `version ${i}\n`)
    git('add', '.')
    const date = `2026-01-0${i}T10:00:00Z`
    execFileSync('git', ['commit', '-q', '-m', `Change ${i}\n\nBody of change ${i}`], {
      cwd: dir,
      env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
    })
    commits.push(git('rev-parse', 'HEAD'))
  }
  return { dir, commits }
}
