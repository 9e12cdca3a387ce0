import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import type http from 'node:http'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import v8 from 'node:v8'
import vm from 'node:vm'

/** A download past its bound: a verdict about this answer, not a fault to retry. */
export class DownloadTooLarge extends Error {}

/** Every this many bytes received, the chunks already written are collected (see `collector`). */
export const COLLECT_EVERY_BYTES = 2 * 1024 * 1024

type Collect = (options?: { type?: 'major' | 'minor' }) => void
let collect: Collect | null | undefined

/**
 * Each chunk a socket reads is a new buffer outside V8's heap, freed only when a collection
 * finds its wrapper dead; V8 schedules collections by its heap, which a download barely touches,
 * so written chunks pile up: tens of megabytes on a fast link, whatever the file's size. A young
 * collection every COLLECT_EVERY_BYTES frees them, and costs well under a millisecond. The
 * collector is V8's own, reached as its flag allows; where it cannot be, downloads work as before.
 */
function collector(): Collect | null {
  if (collect !== undefined) return collect
  try {
    v8.setFlagsFromString('--expose-gc')
    collect = (vm.runInNewContext('gc') as Collect | undefined) ?? null
  } catch {
    collect = null
  }
  return collect
}

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
  let sinceCollected = 0
  const gc = collector()
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > options.maxBytes) return done(new DownloadTooLarge())
      sinceCollected += chunk.length
      if (gc && sinceCollected >= COLLECT_EVERY_BYTES) {
        sinceCollected = 0
        gc({ type: 'minor' })
      }
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
