import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { openConnection } from '../../src/sandbox/db/sqlite.js'
import { CATALOGUE } from '../../src/clients/service/catalogue/index.js'
import { endpointOf, responseProblems } from './contract.js'
import { ROOT } from './run-action.js'

export interface RunningSandbox {
  baseUrl: string
  child: ChildProcess
  output: () => string
  stop(signal?: NodeJS.Signals): Promise<number | null>
  /** Calls the sandbox with a key (Bearer) unless `auth` says otherwise. */
  call(method: string, path: string, body?: unknown, auth?: string | null): Promise<{ status: number; json: unknown }>
  /** Sends multipart form data: strings as JSON parts, `{filename, content}` as files. */
  upload(method: string, path: string, parts: Record<string, string | { filename: string; content: string }>): Promise<{ status: number; json: unknown }>
}

/** Starts the bundled sandbox on a free loopback port, as a user would. */
export async function startSandbox(args: string[] = []): Promise<RunningSandbox> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'sandbox.js'), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      const url = /^(http:\/\/\S+\/api\/v2)$/m.exec(out)?.[1]
      if (url) resolve(url)
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const answer = async (response: Response) => {
    const text = await response.text()
    return { status: response.status, json: text ? JSON.parse(text) : undefined }
  }
  return {
    baseUrl,
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
    async call(method, p, body, auth = 'Bearer sandbox-key') {
      const headers: Record<string, string> = {}
      if (auth) headers.authorization = auth
      if (body !== undefined) headers['content-type'] = 'application/json'
      return answer(
        await fetch(baseUrl + p, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) })
      )
    },
    async upload(method, p, parts) {
      const form = new FormData()
      for (const [name, value] of Object.entries(parts)) {
        if (typeof value === 'string') form.append(name, new Blob([value], { type: 'application/json' }))
        else form.append(name, new Blob([value.content]), value.filename)
      }
      return answer(await fetch(baseUrl + p, { method, headers: { authorization: 'Bearer sandbox-key' }, body: form }))
    }
  }
}

type Rows = Record<string, unknown>[]
const parsed = (text: unknown) => (typeof text === 'string' ? JSON.parse(text) : null)

/**
 * What a sandbox stored for an organization, read from its database file (the sandbox may be
 * running: the file is opened read-only beside it), in the shape the end-to-end tests check.
 */
export function storedState(file: string, org: string) {
  const db = openConnection(file, { readOnly: true })
  try {
    const all = (sql: string) => db.prepare(sql).all(org) as Rows
    const environments = Object.fromEntries(
      all('SELECT * FROM environments WHERE org = ?').map((e) => {
        const snapshots = (db.prepare('SELECT idx, created_at FROM snapshots WHERE org = ? AND env = ? ORDER BY idx').all(org, e.name as string) as Rows).map(
          (s) => ({
            index: s.idx,
            from: s.created_at,
            artifacts: (
              db
                .prepare('SELECT name, fingerprint, creation_timestamp FROM snapshot_artifacts WHERE org = ? AND env = ? AND idx = ? ORDER BY name')
                .all(org, e.name as string, s.idx as number) as Rows
            ).map((a) => ({ name: a.name, fingerprint: a.fingerprint, creationTimestamp: a.creation_timestamp }))
          })
        )
        return [
          e.name,
          {
            ...e,
            include_scaling: e.include_scaling === 1,
            archived: e.archived === 1,
            included_environments: parsed(e.included_environments),
            policies: parsed(e.policies),
            snapshots
          }
        ]
      })
    )
    const flows = Object.fromEntries(all('SELECT * FROM flows WHERE org = ?').map((f) => [f.name, { ...f, template: f.template_yaml ?? parsed(f.template) }]))
    const approvals: Record<string, unknown[]> = {}
    for (const a of all('SELECT flow, record FROM approvals WHERE org = ? ORDER BY number')) (approvals[a.flow as string] ??= []).push(parsed(a.record))
    const overrides = all('SELECT * FROM attestations WHERE org = ? AND override = 1 ORDER BY seq').map((a) => ({
      flow: a.flow,
      trail: a.trail,
      ...parsed(a.data)
    }))
    const attestationTypes = Object.fromEntries(
      all('SELECT v.* FROM attestation_type_versions v WHERE v.org = ? ORDER BY v.version').map((v) => [
        v.name,
        { name: v.name, description: v.description, evaluator: parsed(v.evaluator), type_schema: parsed(v.type_schema) }
      ])
    )
    return { environments, flows, approvals, overrides, attestationTypes }
  } finally {
    db.close()
  }
}

export interface Exchange {
  method: string
  url: string
  status: number
  body: unknown
}

/**
 * A proxy in front of the sandbox that records every exchange, so a test can hold each answer
 * to the published document (or, where the document lacks the endpoint, the spec's schema in
 * the catalogue), as a validating proxy of the document would.
 */
export class ValidatingProxy {
  readonly exchanges: Exchange[] = []
  private server?: http.Server
  origin = ''

  constructor(private readonly target: string) {}

  async start(): Promise<this> {
    const target = new URL(this.target)
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
          const parts: Buffer[] = []
          answer.on('data', (c: Buffer) => parts.push(c))
          answer.on('end', () => {
            const text = Buffer.concat(parts).toString('utf8')
            let body: unknown = text
            try {
              body = text === '' ? undefined : JSON.parse(text)
            } catch {
              // Not JSON: recorded as text, which the check then refuses.
            }
            this.exchanges.push({ method: req.method ?? '', url: req.url ?? '', status: answer.statusCode ?? 0, body })
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            res.end(Buffer.concat(parts))
          })
        })
        upstream.on('error', () => res.destroy())
        upstream.end(Buffer.concat(chunks))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections()
      this.server?.close(() => resolve())
    })
  }

  /** What is wrong with the exchanges recorded since `from`: a path no entry serves, a 5xx, an answer off its schema. */
  async problems(from = 0): Promise<string[]> {
    const problems: string[] = []
    for (const x of this.exchanges.slice(from)) {
      if (!x.url.startsWith('/api/v2/')) continue
      const endpoint = endpointOf(CATALOGUE, x.method, x.url)?.endpoint
      if (!endpoint) problems.push(`${x.method} ${x.url}: no catalogue entry serves it`)
      else if (x.status >= 500) problems.push(`${x.method} ${x.url}: ${x.status}`)
      else problems.push(...(await responseProblems(endpoint, x.status, x.body)).map((p) => `${x.method} ${x.url}: ${p}`))
    }
    return problems
  }
}
