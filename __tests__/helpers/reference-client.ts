import { execFile, execFileSync, spawn } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { parseMultipart } from '../../src/sandbox/multipart.js'
import type { RecordedRequest } from './recorder.js'
import { ROOT } from './run-action.js'

/** The service's reference client (Kosli CLI), an optional dependency installed on Linux x64 only. */
export const KOSLI = path.join(ROOT, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
export const kosliInstalled = existsSync(KOSLI)

export interface ClientRun {
  status: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * Runs the reference client against the stand-in at `baseUrl`, for org `acme`, never longer
 * than `timeoutMs`. Proxies point at a closed loopback port: the client reaches the stand-in
 * (Go never proxies loopback) and nothing else.
 */
export async function runReferenceClient(args: string[], cwd: string, env: Record<string, string>, baseUrl: string, timeoutMs = 30_000): Promise<ClientRun> {
  const host = baseUrl.replace(/\/api\/v2$/, '')
  const closed = 'http://127.0.0.1:9'
  // Not spawnSync: the stand-in answering the client may live in this very process.
  const child = spawn(KOSLI, [...args, '--host', host, '--org', 'acme', '--api-token', 'k', '--max-api-retries', '0'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, TZ: 'UTC', NO_COLOR: '1', HTTP_PROXY: closed, HTTPS_PROXY: closed, ...env },
    timeout: timeoutMs,
    killSignal: 'SIGKILL'
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (code, sig) => resolve([code, sig])))
  return { status, signal, stdout, stderr }
}

/** What a run of the client as a user runs it printed, and its exit code. */
export interface UserRun {
  code: number
  out: string
}

/**
 * Runs the client as a user would, against the service at `origin` (a sandbox, or a proxy
 * before one) with its key, as org `org`, from the clone `cwd`: its settings in KOSLI_*
 * variables, no update check, no retries.
 */
export function runClientAsUser(origin: string, home: string, cwd: string, org: string, args: string[]): Promise<UserRun> {
  return new Promise((resolve) => {
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: home,
      KOSLI_HOST: origin,
      KOSLI_API_TOKEN: 'sandbox-key',
      KOSLI_ORG: org,
      KOSLI_NO_UPDATE_CHECK: '1',
      KOSLI_MAX_API_RETRIES: '0'
    }
    execFile(KOSLI, args, { cwd, env, timeout: 30_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` })
    )
  })
}

/** A multipart part as compared: JSON parsed, text as text, an archive as its sorted file names. */
export interface SentPart {
  filename?: string
  /** The part's own `Content-Type`; stored since the fixtures record `partOrder`. */
  contentType?: string
  json?: unknown
  text?: string
  files?: string[]
}

/** A request reduced to what both sides must agree on; what must differ between runs is normalised away. */
export interface SentRequest {
  method: string
  path: string
  /** Sorted name/value pairs. */
  query: [string, string][]
  body?: unknown
  parts?: Record<string, SentPart>
  /** The parts' names in the order sent (fixtures stored before it was recorded lack it, and their content types). */
  partOrder?: string[]
}

function part(content: Buffer, filename: string | undefined, contentType: string | undefined): SentPart {
  const typed = contentType === undefined ? {} : { contentType }
  // gzip: the attachment archive, whose bytes (header, mtimes, order) differ by design; its names may not.
  if (content[0] === 0x1f && content[1] === 0x8b) {
    const files = execFileSync('tar', ['-tzf', '-'], { input: content, encoding: 'utf8' }).split('\n').filter(Boolean).sort()
    return { filename, ...typed, files }
  }
  const text = content.toString('utf8')
  if (filename === undefined) {
    try {
      return { ...typed, json: JSON.parse(text) }
    } catch {
      // A plain form field: compared as text.
    }
  }
  return { filename, ...typed, text }
}

/** Replaces every string (object keys included) by `fn` of it. */
function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value)
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn))
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [fn(k), mapStrings(v, fn)]))
  return value
}

/**
 * The request as compared and stored: the workspace's path (as given, as resolved, and without
 * its leading slash, as archive names have it) becomes `<WORKSPACE>`, a loopback port
 * `<PORT>`; multipart boundaries go with the parsing.
 */
export function sentRequest(req: RecordedRequest, workspace: string): SentRequest {
  const url = new URL(req.url, 'http://127.0.0.1')
  const sent: SentRequest = { method: req.method, path: url.pathname, query: [...url.searchParams.entries()].sort() }
  const type = req.headers['content-type'] ?? ''
  if (type.startsWith('multipart/')) {
    const parts = parseMultipart(req.raw, type)
    sent.parts = Object.fromEntries(parts.map((p) => [p.name, part(p.content, p.filename, p.contentType)] as const).sort(([a], [b]) => a.localeCompare(b)))
    sent.partOrder = parts.map((p) => p.name)
  } else if (req.raw.length > 0) sent.body = JSON.parse(req.body)
  const places = [...new Set([workspace, realpathSync(workspace)])].flatMap((p) => [p, p.slice(1)])
  return mapStrings(sent, (s) => places.reduce((out, p) => out.split(p).join('<WORKSPACE>'), s).replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<PORT>')) as SentRequest
}

/**
 * Where the action sends more than the reference client, on purpose: what the clone and GitHub
 * know beyond its fields, and the document's default for a server report's type.
 */
export const EXTRA = new Set([
  'git_commit_info.parents',
  'git_commit_info.author_username',
  'git_commit_info.verified',
  'git_commit_info.signature_state',
  'pull_requests.commits.parents',
  'repo_info.description',
  'type'
])

/**
 * Every field the reference client sends, we send with the same value; and nothing else but
 * EXTRA. Lists of one length are compared item by item, so EXTRA applies inside them too.
 */
export function differences(theirs: unknown, ours: unknown, at = ''): string[] {
  const list = (v: unknown): v is unknown[] => Array.isArray(v)
  if (list(theirs) && list(ours) && theirs.length === ours.length) return theirs.flatMap((item, i) => differences(item, ours[i], at ? `${at}.${i}` : `${i}`))
  if (theirs && ours && typeof theirs === 'object' && typeof ours === 'object' && !list(theirs) && !list(ours)) {
    const a = theirs as Record<string, unknown>
    const b = ours as Record<string, unknown>
    const out: string[] = []
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const where = at ? `${at}.${key}` : key
      if (!(key in a)) {
        if (!EXTRA.has(where.replace(/\.\d+\./g, '.'))) out.push(`${where}: we send ${JSON.stringify(b[key])}, the reference client nothing`)
      } else if (!(key in b)) out.push(`${where}: the reference client sends ${JSON.stringify(a[key])}, we nothing`)
      else out.push(...differences(a[key], b[key], where))
    }
    return out
  }
  return JSON.stringify(theirs) === JSON.stringify(ours) ? [] : [`${at}: the reference client sends ${JSON.stringify(theirs)}, we ${JSON.stringify(ours)}`]
}

/** Everything in which two requests differ, beyond EXTRA: the line, the query, the body or each part. */
export function requestDifferences(theirs: SentRequest, ours: SentRequest): string[] {
  const out: string[] = []
  if (`${theirs.method} ${theirs.path}` !== `${ours.method} ${ours.path}`)
    out.push(`request: the reference client sends ${theirs.method} ${theirs.path}, we ${ours.method} ${ours.path}`)
  if (JSON.stringify(theirs.query) !== JSON.stringify(ours.query))
    out.push(`query: the reference client sends ${JSON.stringify(theirs.query)}, we ${JSON.stringify(ours.query)}`)
  out.push(...differences(theirs.body, ours.body).map((d) => `body ${d}`))
  // A fixture stored before part order and content types were recorded is held to the rest only.
  const typed = theirs.partOrder !== undefined
  if (typed && JSON.stringify(theirs.partOrder) !== JSON.stringify(ours.partOrder))
    out.push(`part order: the reference client sends ${JSON.stringify(theirs.partOrder)}, we ${JSON.stringify(ours.partOrder)}`)
  for (const name of new Set([...Object.keys(theirs.parts ?? {}), ...Object.keys(ours.parts ?? {})])) {
    const { json: theirJson, ...theirFile } = theirs.parts?.[name] ?? {}
    const { json: ourJson, ...ourFile } = ours.parts?.[name] ?? {}
    if (!typed) delete ourFile.contentType
    if (!theirs.parts?.[name] || !ours.parts?.[name]) out.push(`part ${name}: ${theirs.parts?.[name] ? 'we send none' : 'the reference client sends none'}`)
    else out.push(...[...differences(theirJson, ourJson), ...differences(theirFile, ourFile)].map((d) => `part ${name} ${d}`))
  }
  return out
}
