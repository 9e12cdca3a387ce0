import type { IncomingMessage } from 'node:http'

/**
 * An answer's body, refused once it passes `maxBytes` (by its declared length, or as it
 * arrives) and abandoned when `signal` aborts: an outside server cannot make the action hold
 * more than it asked for, nor wait past its deadline. `tooLarge` makes the caller's own error.
 */
export function readBoundedBody(message: IncomingMessage, signal: AbortSignal, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const fail = (error: Error) => {
      message.destroy()
      reject(error)
    }
    if (Number(message.headers['content-length']) > maxBytes) return fail(tooLarge())
    if (signal.aborted) return fail(new Error('aborted'))
    signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true })
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) fail(tooLarge())
      else chunks.push(chunk)
    })
    message.on('end', () => resolve(Buffer.concat(chunks)))
    message.on('error', fail)
    message.on('aborted', () => fail(new Error('the connection closed before the answer ended')))
  })
}

/** A URL as logs show it: without its query, which may hold a token or what the user searched for. */
export function withoutQuery(url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`
}
