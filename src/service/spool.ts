import { randomBytes } from 'node:crypto'
import { lstatSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FileProblem, readBoundedFile } from '../files.js'
import type { HttpMethod, RetrySafety } from './endpoint.js'
import { wireHeaders, type EncodedRequest } from './request.js'

export const SPOOL_FORMAT = 'evidence-action-spool/v1'
/** A saved request is at most a 10 MB attachment and its JSON, written as base64 at worst. */
export const SPOOL_FILE_MAX_BYTES = 16 * 1024 * 1024
/** Marks a file a replay is sending now: no other replay picks it up. */
const CLAIMED = '.sending-'

/** A part as a person reads it in the file: JSON documents whole, files by name and size. */
export interface SpooledPart {
  name: string
  filename?: string
  contentType?: string
  content?: string
  bytes: number
}

/**
 * A request that failed, saved so it can be replayed. It holds the exact body that was sent and
 * no credentials: the replay authenticates with whatever key is current.
 */
export interface SpoolRecord {
  format: typeof SPOOL_FORMAT
  savedAt: string
  operation: string
  baseUrl: string
  /** The catalogue entry the request was built from. */
  endpoint?: string
  method: HttpMethod
  path: string
  retry?: RetrySafety
  /** Every header sent but `Authorization`. */
  headers: Record<string, string>
  /** Exactly the bytes sent, as text when they are text; a replay sends these again. */
  body?: string
  /** The bytes sent, when they are not text (a binary attachment). */
  bodyBase64?: string
  /** The parts of a multipart body, for reading; the body above is what is replayed. */
  parts?: SpooledPart[]
  error: { kind: string; message: string; status?: number }
}

/** Text that survives a round trip through UTF-8 is kept readable; anything else as base64. */
function bodyFields(body: Buffer | undefined): Pick<SpoolRecord, 'body' | 'bodyBase64'> {
  if (body === undefined) return {}
  const text = body.toString('utf8')
  return Buffer.from(text, 'utf8').equals(body) ? { body: text } : { bodyBase64: body.toString('base64') }
}

/** Saves a request that failed under `on-error: warn`, under `$RUNNER_TEMP`; returns its path. */
export async function saveSpool(request: EncodedRequest, about: Pick<SpoolRecord, 'operation' | 'baseUrl' | 'error'>): Promise<string> {
  const dir = path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'evidence-spool')
  await mkdir(dir, { recursive: true })
  const savedAt = new Date().toISOString()
  const file = path.join(dir, `${savedAt.replace(/[:.]/g, '-')}-${about.operation}-${process.pid}-${randomBytes(3).toString('hex')}.json`)
  const full: SpoolRecord = {
    format: SPOOL_FORMAT,
    savedAt,
    ...about,
    endpoint: request.endpoint,
    method: request.method,
    path: request.path,
    retry: request.retry,
    headers: wireHeaders(request),
    ...bodyFields(request.body),
    parts: request.parts?.map((p) => ({
      name: p.name,
      filename: p.filename,
      contentType: p.contentType,
      bytes: typeof p.content === 'string' ? Buffer.byteLength(p.content) : p.content.length,
      ...(p.filename === undefined && { content: String(p.content) })
    }))
  }
  await writeFile(file, JSON.stringify(full, null, 2) + '\n', { mode: 0o600, flag: 'wx' })
  return file
}

export function toEncoded(record: SpoolRecord): EncodedRequest {
  const body =
    record.bodyBase64 !== undefined ? Buffer.from(record.bodyBase64, 'base64') : record.body !== undefined ? Buffer.from(record.body, 'utf8') : undefined
  return {
    endpoint: record.endpoint ?? `${record.method} ${record.path}`,
    method: record.method,
    path: record.path,
    // Files saved before the catalogue carry no safety: POST was the one never repeated blindly.
    retry: record.retry ?? (record.method === 'POST' ? 'when-unprocessed' : 'idempotent'),
    contentType: record.headers?.['content-type'],
    body
  }
}

const METHODS: HttpMethod[] = ['GET', 'PUT', 'POST', 'PATCH']

/** A spool file's record, or why it is not one. */
export function readSpool(file: string): SpoolRecord {
  let record: SpoolRecord
  try {
    record = JSON.parse(readBoundedFile(file, SPOOL_FILE_MAX_BYTES).toString('utf8')) as SpoolRecord
  } catch (err) {
    if (err instanceof FileProblem) throw err
    throw new FileProblem(file, `${file} is not JSON (${(err as Error).message})`)
  }
  const valid =
    record?.format === SPOOL_FORMAT &&
    METHODS.includes(record.method) &&
    typeof record.path === 'string' &&
    record.path.startsWith('/') &&
    typeof record.baseUrl === 'string' &&
    typeof record.headers === 'object' &&
    record.headers !== null &&
    (record.body === undefined || typeof record.body === 'string') &&
    (record.bodyBase64 === undefined || typeof record.bodyBase64 === 'string')
  if (!valid) throw new FileProblem(file, `${file} is not a spool file of format ${SPOOL_FORMAT}`)
  return record
}

/** What a spool target holds: the saved requests to send, and claims left by an interrupted replay. */
export interface SpoolListing {
  files: string[]
  abandoned: string[]
}

/** One spool file, or the `.json` files of a folder, oldest first (their names start with the time). */
export function listSpool(target: string): SpoolListing {
  const info = lstatSync(target, { throwIfNoEntry: false })
  if (!info) throw new FileProblem(target, `${target} does not exist`)
  if (info.isFile()) return { files: [target], abandoned: [] }
  if (!info.isDirectory()) throw new FileProblem(target, `${target} is not a regular file or a folder`)
  let names: string[]
  try {
    names = readdirSync(target).sort()
  } catch (err) {
    throw new FileProblem(target, `${target} cannot be listed (${(err as NodeJS.ErrnoException).code})`)
  }
  return {
    files: names.filter((n) => n.endsWith('.json')).map((n) => path.join(target, n)),
    abandoned: names.filter((n) => n.includes(`.json${CLAIMED}`)).map((n) => path.join(target, n))
  }
}

/**
 * Takes a file for this replay by renaming it, which is atomic: of two replays racing for it,
 * one gets it and the other finds it gone. `undefined` when another replay took it first.
 */
export function claimSpool(file: string): string | undefined {
  const claimed = `${file}${CLAIMED}${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    renameSync(file, claimed)
    return claimed
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    throw new FileProblem(file, `${file} cannot be claimed for sending (${code}): the folder must be writable, so that a delivered request is never sent twice`)
  }
}

/** Puts a file that was not delivered back where the next replay finds it. */
export function releaseSpool(claimed: string, file: string): void {
  renameSync(claimed, file)
}

/** Removes a delivered file; if that fails it stays claimed, so no replay sends it again. */
export function finishSpool(claimed: string): boolean {
  try {
    rmSync(claimed)
    return true
  } catch {
    return false
  }
}
