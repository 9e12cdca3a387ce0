import { spawn, type ChildProcess } from 'node:child_process'

/** The most a git answer read here may be: a `git log` of a long range is a few MiB. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
/** A git that waits on a lock or a hook must not hold the step. */
const GIT_TIMEOUT_MS = 60_000

/**
 * Runs git in the clone; `undefined` when git fails (no clone, object missing, no git, too long
 * an answer). A step's own commit is read without git (object-store.ts): this is for what that
 * reader leaves, and for ranges of commits.
 */
export function git(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    let child: ChildProcess
    try {
      child = spawn('git', args, {
        cwd,
        // Only stdout is read, so stdin and stderr get no pipes.
        stdio: ['ignore', 'pipe', 'ignore'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        // Not spawn's `timeout`: its timer is cleared only when git exits, so a git that never
        // started (none on PATH) held the step for the whole minute. This one holds nothing.
        signal: AbortSignal.timeout(GIT_TIMEOUT_MS),
        killSignal: 'SIGKILL'
      })
    } catch {
      // A clone that is not a folder, or an argument Node refuses.
      resolve(undefined)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL')
      else chunks.push(chunk)
    })
    // A promise settles once: 'close' after 'error' changes nothing.
    child.once('error', () => resolve(undefined))
    child.once('close', (code) => resolve(code === 0 && size <= MAX_OUTPUT_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined))
  })
}

export async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== undefined
}
