// Running git in the clone (src/clients/github/git.ts): a commit's answer comes back through a
// file rather than a pipe (2 ms less set-up in every step that reads a commit), leaving nothing
// behind; a range's log keeps the pipe.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { git, hasCommit } from '../../../src/clients/github/git.js'
import { makeGitRepo } from '../../helpers/git-repo.js'

const saved = { PATH: process.env.PATH, RUNNER_TEMP: process.env.RUNNER_TEMP }
let temp: string
/** A git that says whether its standard output is a file (Node's pipe is a socket), and exits with the status given as its first argument. */
let fakeGitDir: string

beforeEach(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'git-answer-'))
  temp = path.join(root, 'runner-temp')
  fakeGitDir = path.join(root, 'bin')
  mkdirSync(temp)
  mkdirSync(fakeGitDir)
  const fake = path.join(fakeGitDir, 'git')
  writeFileSync(fake, '#!/bin/sh\nif [ -f /dev/stdout ]; then echo "a file"; else echo "not a file"; fi\nexit "$1"\n')
  chmodSync(fake, 0o755)
  process.env.RUNNER_TEMP = temp
})
afterEach(() => {
  process.env.PATH = saved.PATH
  if (saved.RUNNER_TEMP === undefined) delete process.env.RUNNER_TEMP
  else process.env.RUNNER_TEMP = saved.RUNNER_TEMP
})

const withFakeGit = () => (process.env.PATH = `${fakeGitDir}${path.delimiter}${saved.PATH}`)
const openFds = () => readdirSync('/proc/self/fd').length

describe('git', () => {
  it('hands a small answer back through a file, unlinked at once: nothing is left in RUNNER_TEMP', async () => {
    withFakeGit()
    expect(await git(temp, ['0'], { small: true })).toBe('a file\n')
    expect(readdirSync(temp)).toEqual([])
    expect(await git(temp, ['0'])).toBe('not a file\n')
  })

  it('falls back to a pipe where no file can be made', async () => {
    withFakeGit()
    process.env.RUNNER_TEMP = path.join(temp, 'missing')
    expect(await git(temp, ['0'], { small: true })).toBe('not a file\n')
  })

  it('gives nothing for a failed git, or none at all, and keeps no file open', async () => {
    withFakeGit()
    const before = openFds()
    expect(await git(temp, ['1'], { small: true })).toBeUndefined()
    process.env.PATH = path.join(temp, 'no-git-here')
    expect(await git(temp, ['status'], { small: true })).toBeUndefined()
    // A clone that is not a folder: Node refuses the spawn itself.
    const file = path.join(temp, 'a-file')
    writeFileSync(file, '')
    expect(await git(file, ['status'], { small: true })).toBeUndefined()
    expect(openFds()).toBe(before)
  })

  // Spawn's own `timeout` is cleared only when the child exits: with no git to start, its timer
  // held the step for the whole minute.
  it('leaves nothing holding the step when git cannot start', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    const before = timers()
    process.env.PATH = path.join(temp, 'no-git-here')
    expect(await git(temp, ['status'], { small: true })).toBeUndefined()
    expect(await git(temp, ['status'])).toBeUndefined()
    expect(timers()).toBe(before)
  })

  it('reads a real commit the same either way', async () => {
    const repo = makeGitRepo()
    const args = ['show', '-s', '--format=%H%x00%P%x00%an <%ae>%x00%at%x00%B', repo.commits[1]]
    const viaFile = await git(repo.dir, args, { small: true })
    expect(viaFile).toBe(await git(repo.dir, args))
    expect(viaFile?.startsWith(`${repo.commits[1]}\0${repo.commits[0]}\0`)).toBe(true)
    expect(await hasCommit(repo.dir, repo.commits[1])).toBe(true)
    expect(await hasCommit(repo.dir, 'e'.repeat(40))).toBe(false)
  })
})
