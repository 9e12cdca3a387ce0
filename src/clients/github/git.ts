import { execFile } from 'node:child_process'

/** Runs git in the clone; `undefined` when git fails (no clone, object missing, no git). */
export function git(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
      resolve(error ? undefined : stdout)
    })
  })
}

export async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== undefined
}
