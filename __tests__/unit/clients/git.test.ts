// Running git in the clone (src/clients/github/git.ts), for what the object-store reader leaves
// and for ranges of commits: nothing left open or holding the step when git fails or is missing.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { git, hasCommit } from '../../../src/clients/github/git.js'
import { makeGitRepo } from '../../helpers/git-repo.js'

const savedPath = process.env.PATH
let temp: string
/** A git that prints its arguments and exits with the status given as its first. */
let fakeGitDir: string

beforeEach(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'git-answer-'))
  fakeGitDir = path.join(temp, 'bin')
  mkdirSync(fakeGitDir)
  const fake = path.join(fakeGitDir, 'git')
  writeFileSync(fake, '#!/bin/sh\necho "$@"\nexit "$1"\n')
  chmodSync(fake, 0o755)
})
afterEach(() => {
  process.env.PATH = savedPath
})

const withFakeGit = () => (process.env.PATH = `${fakeGitDir}${path.delimiter}${savedPath}`)
const openFds = () => readdirSync('/proc/self/fd').length

describe('git', () => {
  it("gives git's answer, and nothing for a failed git, none at all, or a clone that is not a folder, keeping nothing open", async () => {
    withFakeGit()
    expect(await git(temp, ['0', 'show'])).toBe('0 show\n')
    // After a first child: libuv opens its child-signal pipe then, once for the process.
    const before = openFds()
    expect(await git(temp, ['1'])).toBeUndefined()
    process.env.PATH = path.join(temp, 'no-git-here')
    expect(await git(temp, ['status'])).toBeUndefined()
    // Node refuses the spawn itself.
    const file = path.join(temp, 'a-file')
    writeFileSync(file, '')
    expect(await git(file, ['status'])).toBeUndefined()
    // Node closes a failed child's pipe just after its 'error' event.
    for (let tries = 0; tries < 100 && openFds() !== before; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(openFds()).toBe(before)
  })

  // Spawn's own `timeout` is cleared only when the child exits: with no git to start, its timer
  // held the step for the whole minute.
  it('leaves nothing holding the step when git cannot start', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length
    const before = timers()
    process.env.PATH = path.join(temp, 'no-git-here')
    expect(await git(temp, ['status'])).toBeUndefined()
    expect(timers()).toBe(before)
  })

  it('reads a real commit, and tells a commit the clone has', async () => {
    const repo = makeGitRepo()
    const answer = await git(repo.dir, ['show', '-s', '--format=%H%x00%P', repo.commits[1]])
    expect(answer).toBe(`${repo.commits[1]}\0${repo.commits[0]}\n`)
    expect(await hasCommit(repo.dir, repo.commits[1])).toBe(true)
    expect(await hasCommit(repo.dir, 'e'.repeat(40))).toBe(false)
  })
})
