import { randomBytes } from 'node:crypto'
import { lstatSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { FileError, readBoundedFile } from '../../util/files.js'
import type { HttpMethod } from './endpoint.js'
import type { EncodedRequest } from './request.js'
import { SPOOL_FILE_MAX_BYTES, SPOOL_FORMAT, type SpoolRecord } from './spool.js'

/**
 * The replay's side of spool files: reading and checking them, and claiming each for sending.
 * Apart from spool.ts, which every run loads to save a failed request, so start-up stays small.
 */

/** Marks a file a replay is sending now: no other replay picks it up. */
const CLAIMED = '.sending-'

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

const METHODS: HttpMethod[] = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE']

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Why a saved path would not stay under the API's prefix once joined to the base URL, or
 * `undefined` when it is a plain path there: `/` then non-empty segments, none `.` or `..`
 * (written plainly or percent-encoded), no `\\`, `#` or control characters; a query after `?`.
 */
export function spoolPathProblem(saved: string): string | undefined {
  if (!saved.startsWith('/')) return 'it does not start with `/`'
  if (CONTROL.test(saved) || saved.includes('#') || saved.includes('\\')) return 'it holds control characters, `#` or `\\`'
  const question = saved.indexOf('?')
  const pathname = question === -1 ? saved : saved.slice(0, question)
  for (const segment of pathname.slice(1).split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return `the segment \`${segment}\` is not valid percent-encoding`
    }
    if (segment === '' || decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\'))
      return `the segment \`${segment}\` would leave the API's prefix (no empty, \`.\` or \`..\` segments)`
  }
  return undefined
}

/** A spool file's record, or why it is not one. */
export function readSpool(file: string): SpoolRecord {
  let record: SpoolRecord
  try {
    record = JSON.parse(readBoundedFile(file, SPOOL_FILE_MAX_BYTES).toString('utf8')) as SpoolRecord
  } catch (err) {
    if (err instanceof FileError) throw err
    throw new FileError(file, `${file} is not JSON (${(err as Error).message})`)
  }
  const valid =
    record !== null &&
    typeof record === 'object' &&
    record.format === SPOOL_FORMAT &&
    METHODS.includes(record.method) &&
    typeof record.path === 'string' &&
    typeof record.baseUrl === 'string' &&
    typeof record.headers === 'object' &&
    record.headers !== null &&
    !Array.isArray(record.headers) &&
    Object.values(record.headers).every((v) => typeof v === 'string' && !CONTROL.test(v)) &&
    (record.body === undefined || typeof record.body === 'string') &&
    (record.bodyBase64 === undefined || typeof record.bodyBase64 === 'string')
  if (!valid) throw new FileError(file, `${file} is not a spool file of format ${SPOOL_FORMAT}`)
  const pathProblem = spoolPathProblem(record.path)
  if (pathProblem) throw new FileError(file, `${file}: its \`path\` ${JSON.stringify(record.path.slice(0, 200))} is refused: ${pathProblem}`)
  if (record.bodyBase64 !== undefined) {
    if (record.body !== undefined) throw new FileError(file, `${file} has both \`body\` and \`bodyBase64\`; a spool file has one`)
    if (!BASE64.test(record.bodyBase64))
      throw new FileError(file, `${file}: its \`bodyBase64\` is not valid base64 (A–Z, a–z, 0–9, \`+\`, \`/\`, padded with \`=\` to a multiple of 4)`)
  }
  return record
}

/**
 * What can be checked of a spool file before it is claimed (renamed): a regular file (not a
 * link), named `*.json`, of at most SPOOL_FILE_MAX_BYTES. `undefined` when it may be claimed.
 */
export function unclaimableProblem(file: string): string | undefined {
  const info = lstatSync(file, { throwIfNoEntry: false })
  if (!info) return undefined
  if (!info.isFile()) return `${file} is not a regular file`
  if (!file.endsWith('.json')) return `${file} is not named \`*.json\`, as spool files are`
  if (info.size > SPOOL_FILE_MAX_BYTES) return `${file} is larger than ${SPOOL_FILE_MAX_BYTES} bytes, more than any spool file`
  return undefined
}

/** What a spool target holds: the saved requests to send, and claims left by an interrupted replay. */
export interface SpoolListing {
  files: string[]
  abandoned: string[]
}

/** One spool file, or the `.json` files of a folder, oldest first (their names start with the time). */
export function listSpool(target: string): SpoolListing {
  const info = lstatSync(target, { throwIfNoEntry: false })
  if (!info) throw new FileError(target, `${target} does not exist`)
  if (info.isFile()) return { files: [target], abandoned: [] }
  if (!info.isDirectory()) throw new FileError(target, `${target} is not a regular file or a folder`)
  let names: string[]
  try {
    names = readdirSync(target).sort()
  } catch (err) {
    throw new FileError(target, `${target} cannot be listed (${(err as NodeJS.ErrnoException).code})`)
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
    throw new FileError(file, `${file} cannot be claimed for sending (${code}): the folder must be writable, so that a delivered request is never sent twice`)
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
