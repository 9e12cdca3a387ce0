import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ActionError } from '../errors.js'
import type { HttpMethod, RetrySafety } from './endpoint.js'
import { wireHeaders, type EncodedRequest } from './request.js'

export const SPOOL_FORMAT = 'evidence-action-spool/v1'

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
  const file = path.join(dir, `${savedAt.replace(/[:.]/g, '-')}-${about.operation}-${process.pid}.json`)
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
  await writeFile(file, JSON.stringify(full, null, 2) + '\n', { mode: 0o600 })
  return file
}

export function toEncoded(record: SpoolRecord): EncodedRequest {
  const body = record.bodyBase64 !== undefined ? Buffer.from(record.bodyBase64, 'base64') : record.body !== undefined ? Buffer.from(record.body, 'utf8') : undefined
  return {
    endpoint: record.endpoint ?? `${record.method} ${record.path}`,
    method: record.method,
    path: record.path,
    // Files saved before the catalogue carry no safety: POST was the one never repeated blindly.
    retry: record.retry ?? (record.method === 'POST' ? 'when-unprocessed' : 'idempotent'),
    contentType: record.headers['content-type'],
    body
  }
}

const METHODS: HttpMethod[] = ['GET', 'PUT', 'POST', 'PATCH']

/** Reads one spool file, or every `.json` file of a folder, oldest first. */
export async function loadSpool(target: string, input = 'spool-file'): Promise<{ file: string; record: SpoolRecord }[]> {
  let files: string[]
  try {
    const info = await stat(target)
    files = info.isDirectory()
      ? (await readdir(target)).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(target, f))
      : [target]
  } catch (err) {
    throw new ActionError('invalid_input', `input \`${input}\`: cannot read ${target} (${(err as NodeJS.ErrnoException).code}); expected a spool file or a folder of them, as written by \`on-error: warn\``)
  }
  const loaded = []
  for (const file of files) {
    let record: SpoolRecord
    try {
      record = JSON.parse(await readFile(file, 'utf8')) as SpoolRecord
    } catch (err) {
      throw new ActionError('invalid_input', `input \`${input}\`: ${file} is not JSON (${(err as Error).message}); expected a spool file written by \`on-error: warn\``)
    }
    if (record?.format !== SPOOL_FORMAT || !METHODS.includes(record.method) || typeof record.path !== 'string' || !record.path.startsWith('/')) {
      throw new ActionError('invalid_input', `input \`${input}\`: ${file} is not a spool file of format ${SPOOL_FORMAT}`)
    }
    loaded.push({ file, record })
  }
  return loaded
}
