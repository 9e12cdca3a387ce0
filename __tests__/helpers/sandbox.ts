import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './run-action.js'

export interface RunningSandbox {
  baseUrl: string
  child: ChildProcess
  output: () => string
  stop(signal?: NodeJS.Signals): Promise<number | null>
  /** Calls the sandbox with a key (Bearer) unless `auth` says otherwise. */
  call(method: string, path: string, body?: unknown, auth?: string | null): Promise<{ status: number; json: unknown }>
}

/** Starts the bundled sandbox on a free loopback port, as a user would. */
export async function startSandbox(args: string[] = []): Promise<RunningSandbox> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'sandbox.js'), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString()
      const url = /^(http:\/\/\S+\/api\/v2)$/m.exec(out)?.[1]
      if (url) resolve(url)
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    baseUrl,
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      child.kill(signal)
      return exited
    },
    async call(method, p, body, auth = 'Bearer sandbox-key') {
      const headers: Record<string, string> = {}
      if (auth) headers.authorization = auth
      if (body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(baseUrl + p, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) })
      const text = await response.text()
      return { status: response.status, json: text ? JSON.parse(text) : undefined }
    }
  }
}
