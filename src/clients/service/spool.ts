import { randomBytes } from 'node:crypto'
import { lstatSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { warning } from '@actions/core'
import type { HttpMethod, RetrySafety } from './endpoint.js'
import { wireHeaders, type EncodedRequest } from './request.js'

export const SPOOL_FORMAT = 'evidence-action-spool/v1'
/** A saved request is at most a 10 MB attachment and its JSON, written as base64 at worst. */
export const SPOOL_FILE_MAX_BYTES = 16 * 1024 * 1024

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

/**
 * Creates a folder and its missing parents one level at a time: Node's `recursive` mkdir loops
 * for ever under `/proc`, where a folder can be neither found nor made. At most one step per
 * path component, so it always ends.
 */
export async function makeDirectory(dir: string): Promise<void> {
  const absolute = path.resolve(dir)
  const parts = absolute.split(path.sep).filter((p) => p !== '')
  let current = path.parse(absolute).root
  for (const part of parts) {
    current = path.join(current, part)
    try {
      await mkdir(current)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
  }
  const info = lstatSync(absolute, { throwIfNoEntry: false })
  if (!info?.isDirectory()) throw Object.assign(new Error(`${absolute} is not a folder`), { code: 'ENOTDIR' })
}

/**
 * Saves a request that failed under `on-error: warn`, under `$RUNNER_TEMP`; returns its path, or
 * `''` when it could not be saved, after saying so (what was not saved, why, and where).
 */
export async function saveSpool(request: EncodedRequest, about: Pick<SpoolRecord, 'operation' | 'baseUrl' | 'error'>): Promise<string> {
  const dir = path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'evidence-spool')
  const savedAt = new Date().toISOString()
  const file = path.join(dir, `${savedAt.replace(/[:.]/g, '-')}-${about.operation}-${process.pid}-${randomBytes(3).toString('hex')}.json`)
  try {
    await makeDirectory(dir)
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
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
    warning(
      `The failed request (${request.method} ${request.path}) was not saved for replay: ${file} could not be written (${code}); RUNNER_TEMP must name a writable folder`
    )
    return ''
  }
}
