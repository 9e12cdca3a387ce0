import type { IncomingMessage } from 'node:http'

/**
 * An answer's body, refused once it passes `maxBytes` (by its declared length, or as it
 * arrives) and abandoned when `signal` aborts: an outside server cannot make the action hold
 * more than it asked for, nor wait past its deadline. `tooLarge` makes the caller's own error;
 * the other failures reject with the stream's error, or `aborted`, for the caller to classify.
 */
export function readBoundedBody(message: IncomingMessage, signal: AbortSignal, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // With a Content-Length, the bytes go straight into one buffer (no list of chunks to join:
    // a large answer is held once, not twice); without one, chunks are joined at the end.
    const declared = Number(message.headers['content-length'])
    let whole = Number.isSafeInteger(declared) && declared >= 0 && declared <= maxBytes ? Buffer.allocUnsafe(declared) : undefined
    let chunks: Buffer[] = []
    let size = 0
    let settled = false
    // The first cause wins: destroying the stream fires its own close events, which must not
    // turn "too large" into "connection closed".
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      whole = undefined
      chunks = []
      reject(err)
      message.destroy()
    }
    if (Number.isSafeInteger(declared) && declared > maxBytes) return fail(tooLarge())
    if (signal.aborted) return fail(new Error('aborted'))
    signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true })
    message.on('data', (chunk: Buffer) => {
      if (settled) return
      if (size + chunk.length > maxBytes) return fail(tooLarge())
      if (whole && size + chunk.length <= whole.length) chunk.copy(whole, size)
      else {
        // More than declared: fall back to joining what came.
        if (whole) chunks.push(whole.subarray(0, size))
        whole = undefined
        chunks.push(chunk)
      }
      size += chunk.length
    })
    message.on('end', () => {
      if (settled) return
      settled = true
      const bytes = whole ? whole.subarray(0, size) : Buffer.concat(chunks, size)
      whole = undefined
      chunks = []
      resolve(bytes)
    })
    message.on('error', fail)
    message.on('aborted', () => fail(new Error('the connection closed before the answer ended')))
  })
}

/** A URL as logs show it: without its query, which may hold a token or what the user searched for. */
export function withoutQuery(url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`
}
