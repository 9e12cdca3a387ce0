import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'

/** Of an answer's start, the part searched for its list's head: metadata is a few hundred bytes. */
const MAX_HEAD_BYTES = 64 << 10
const ITEMS = '"items":'

/**
 * An answer's body, decompressed as it comes when the API server gzipped it (a large list, when
 * asked: a tenth of the bytes on the wire), refused past `maxBytes` (decompressed) and abandoned
 * when `signal` aborts. `onHead` sees the JSON object's members before its `items` as soon as
 * they have come (the API writes a list's metadata first), so the next page can be asked for
 * while this one still arrives; failures reject with an Error whose `code` says which.
 */
export async function readJsonBody(
  response: IncomingMessage,
  signal: AbortSignal,
  maxBytes: number,
  onHead?: (head: Record<string, unknown>) => void
): Promise<Buffer> {
  const gzip = /^\s*gzip\s*$/i.test(response.headers['content-encoding'] ?? '')
  // Loaded only for a compressed answer: a loopback or small answer never is.
  const source: Readable = gzip ? response.pipe((await import('node:zlib')).createGunzip()) : response
  return new Promise<Buffer>((resolve, reject) => {
    let chunks: Buffer[] = []
    let size = 0
    let settled = false
    let peeking = onHead !== undefined
    // The first cause wins: destroying the streams fires their own errors, which must not replace it.
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      chunks = []
      reject(err)
      response.destroy()
      if (source !== response) source.destroy()
    }
    if (signal.aborted) return fail(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }))
    signal.addEventListener('abort', () => fail(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' })), { once: true })
    source.on('data', (chunk: Buffer) => {
      if (settled) return
      size += chunk.length
      if (size > maxBytes) return fail(Object.assign(new Error(`more than ${maxBytes} bytes`), { code: 'ETOOLARGE' }))
      chunks.push(chunk)
      if (peeking) {
        const head = listHead(chunks, size)
        if (head !== undefined || size > MAX_HEAD_BYTES) peeking = false
        if (head) onHead!(head)
      }
    })
    source.on('end', () => {
      if (settled) return
      settled = true
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size))
      chunks = []
    })
    source.on('error', (err: NodeJS.ErrnoException) =>
      fail(gzip && err.code?.startsWith('Z_') ? Object.assign(new Error(`a gzip body that does not decompress (${err.message})`), { code: 'EBADGZIP' }) : err)
    )
    if (source !== response) response.on('error', fail)
    response.on('aborted', () => fail(Object.assign(new Error('the connection closed before the answer ended'), { code: 'ECONNRESET' })))
  })
}

/**
 * The members of a list's JSON before `items` (kind, apiVersion, metadata), once they have all
 * come: `undefined` while they have not, `null` when the start is not a list head after all.
 */
function listHead(chunks: Buffer[], size: number): Record<string, unknown> | null | undefined {
  const start = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)).toString('utf8', 0, Math.min(size, MAX_HEAD_BYTES))
  const at = start.indexOf(ITEMS)
  if (at < 0) return size > MAX_HEAD_BYTES ? null : undefined
  try {
    const head = JSON.parse(`${start.slice(0, at).replace(/,\s*$/, '')}}`) as unknown
    return head && typeof head === 'object' && !Array.isArray(head) ? (head as Record<string, unknown>) : null
  } catch {
    return null
  }
}
