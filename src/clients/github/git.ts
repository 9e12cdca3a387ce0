import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, fstatSync, openSync, readSync, unlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The most a git answer read here may be: a `git log` of a long range is a few MiB. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
/** A git that waits on a lock or a hook must not hold the step. */
const GIT_TIMEOUT_MS = 60_000

let answers = 0

/**
 * A new file, already unlinked, for git to write its answer to. A pipe costs a step 2 ms of
 * set-up before git even starts (Node wraps it in a socket and its streams), a file descriptor
 * none. `undefined` where that cannot be done: Windows cannot unlink an open file, and a name
 * that exists already (O_EXCL) is never written through.
 */
function answerFile(): number | undefined {
  if (process.platform === 'win32') return undefined
  const file = path.join(process.env.RUNNER_TEMP || os.tmpdir(), `evidence-action-git-${process.pid}-${Date.now()}-${answers++}`)
  let fd: number | undefined
  try {
    fd = openSync(file, 'wx+', 0o600)
    unlinkSync(file)
    return fd
  } catch {
    if (fd !== undefined) closeSync(fd)
    return undefined
  }
}

/** The answer git wrote to `fd`, or `undefined` when it is over the bound. Closes `fd`. */
function readAnswer(fd: number): string | undefined {
  try {
    const { size } = fstatSync(fd)
    if (size > MAX_OUTPUT_BYTES) return undefined
    const bytes = Buffer.allocUnsafe(size)
    let read = 0
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read)
      if (n === 0) break
      read += n
    }
    return bytes.subarray(0, read).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

/**
 * Runs git in the clone; `undefined` when git fails (no clone, object missing, no git, too long an answer).
 * `small`: the answer is one object's (a commit's header and message), so it goes to a file rather
 * than a pipe. A range's log keeps the pipe, which stops git at the bound instead of after it.
 */
export function git(cwd: string, args: string[], options: { small?: boolean } = {}): Promise<string | undefined> {
  const fd = options.small ? answerFile() : undefined
  return new Promise((resolve) => {
    let settled = false
    const settle = (answer: () => string | undefined) => {
      if (settled) return
      settled = true
      try {
        resolve(answer())
      } catch {
        resolve(undefined)
      }
    }
    const closeAnswer = () => {
      if (fd !== undefined) closeSync(fd)
      return undefined
    }
    let child: ChildProcess
    try {
      child = spawn('git', args, {
        cwd,
        // Only stdout is read, so stdin and stderr are not connected: each pipe is set-up work in every step that reads a commit.
        stdio: ['ignore', fd ?? 'pipe', 'ignore'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        // Not spawn's `timeout`: its timer is cleared only when git exits, so a git that never
        // started (none on PATH) held the step for the whole minute. This one holds nothing.
        signal: AbortSignal.timeout(GIT_TIMEOUT_MS),
        killSignal: 'SIGKILL'
      })
    } catch {
      // A clone that is not a folder, or an argument Node refuses.
      settle(closeAnswer)
      return
    }
    if (fd !== undefined) {
      child.once('error', () => settle(closeAnswer))
      child.once('close', (code) => settle(() => (code === 0 ? readAnswer(fd) : closeAnswer())))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL')
      else chunks.push(chunk)
    })
    child.once('error', () => settle(() => undefined))
    child.once('close', (code) => settle(() => (code === 0 && size <= MAX_OUTPUT_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined)))
  })
}

export async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`], { small: true })) !== undefined
}
