import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import type http from 'node:http'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A download past its bound: a verdict about this answer, not a fault to retry. */
export class DownloadTooLarge extends Error {}

export interface SaveOptions {
  /** Ended (the file removed) when it aborts: the caller's deadline. */
  signal: AbortSignal
  /** Called on every chunk: the caller's deadline counts silence, not the whole transfer. */
  onProgress: () => void
  maxBytes: number
}

/**
 * Writes an answer's body to `file` as it arrives, chunk by chunk: memory holds a chunk or two
 * whatever the size (the stream's backpressure stops reading while the disk catches up). It is
 * written beside the file first and renamed when complete, so `file` never holds half an answer;
 * a failed or cut-off transfer leaves nothing behind. Returns the bytes written.
 */
export async function saveAnswer(message: http.IncomingMessage, file: string, options: SaveOptions): Promise<number> {
  const partial = `${file}.partial`
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > options.maxBytes) return done(new DownloadTooLarge())
      options.onProgress()
      done(null, chunk)
    }
  })
  try {
    // `flags: 'w'` truncates what an earlier attempt left; mode 0600: an audit package is the org's evidence.
    await pipeline(message, counter, createWriteStream(partial, { flags: 'w', mode: 0o600 }), { signal: options.signal })
    // A connection that closed early ends the stream without an error: the length says so.
    const declared = Number(message.headers['content-length'])
    if (Number.isSafeInteger(declared) && declared >= 0 && declared !== bytes) throw new Error(`the connection closed after ${bytes} of ${declared} bytes`)
    if (!message.complete) throw new Error(`the connection closed after ${bytes} bytes, before the answer ended`)
    await rename(partial, file)
    return bytes
  } catch (err) {
    message.destroy()
    await rm(partial, { force: true })
    throw err
  }
}
