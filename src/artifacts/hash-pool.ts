import crypto, { createHash } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { ActionError } from '../errors.js'

/** Below this many files a helper thread costs more to start than it saves. */
const PARALLEL_THRESHOLD = 64
const DIGEST_BYTES = 32

const BUFFER_BYTES = 1 << 20
const buffer = Buffer.allocUnsafe(BUFFER_BYTES)
type OneShotHash = (algorithm: string, data: Buffer, encoding: 'buffer') => Buffer
const oneShot = (crypto as { hash?: OneShotHash }).hash

/**
 * Hashes a file synchronously through one reusable buffer: no stat and no allocation per
 * file, and no hash object at all for a file that fits the buffer. A regular file's read
 * comes back short only at its end, which saves the final empty read. The helper threads run
 * the same steps (their copy is the source text below).
 */
export function hashFileSync(file: string): Buffer {
  const fd = openSync(file, 'r')
  try {
    const first = readSync(fd, buffer, 0, BUFFER_BYTES, null)
    if (first < BUFFER_BYTES && oneShot) return oneShot('sha256', buffer.subarray(0, first), 'buffer')
    const hash = createHash('sha256').update(buffer.subarray(0, first))
    if (first === BUFFER_BYTES) {
      let n: number
      while ((n = readSync(fd, buffer, 0, BUFFER_BYTES, null)) > 0) hash.update(buffer.subarray(0, n))
    }
    return hash.digest()
  } finally {
    closeSync(fd)
  }
}

// Shared state: the next file to claim, how many are done, and the first file that failed.
const NEXT = 0
const DONE = 1
const FAILED = 2

// The helper thread is plain JavaScript kept as text, so the bundler has nothing to rewrite.
// Threads claim files one at a time from a shared counter, so a few large files never leave
// one thread idle while another works, and write raw digests into shared memory.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads')
const crypto = require('node:crypto')
const { openSync, readSync, closeSync } = require('node:fs')
const SIZE = 1 << 20
const { files, state: stateBuffer, digests: digestBuffer } = workerData
const state = new Int32Array(stateBuffer)
const digests = new Uint8Array(digestBuffer)
const buffer = Buffer.allocUnsafe(SIZE)
for (let i = Atomics.add(state, ${NEXT}, 1); i < files.length; i = Atomics.add(state, ${NEXT}, 1)) {
  let fd
  try {
    fd = openSync(files[i], 'r')
    const first = readSync(fd, buffer, 0, SIZE, null)
    let digest
    if (first < SIZE && crypto.hash) {
      digest = crypto.hash('sha256', buffer.subarray(0, first), 'buffer')
    } else {
      const hash = crypto.createHash('sha256').update(buffer.subarray(0, first))
      let n
      if (first === SIZE) while ((n = readSync(fd, buffer, 0, SIZE, null)) > 0) hash.update(buffer.subarray(0, n))
      digest = hash.digest()
    }
    digests.set(digest, i * ${DIGEST_BYTES})
  } catch {
    Atomics.compareExchange(state, ${FAILED}, 0, i + 1)
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
  Atomics.add(state, ${DONE}, 1)
  Atomics.notify(state, ${DONE})
}
`

function helperCount(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
  return Math.max(1, Math.min(cores - 1, 3))
}

/**
 * SHA-256 of many files, in order, on every core. This thread starts hashing at once; helper
 * threads join as soon as they have started, all taking files from one queue.
 */
export async function hashFiles(files: string[]): Promise<string[]> {
  const stateBuffer = new SharedArrayBuffer(3 * 4)
  const digests = new SharedArrayBuffer(files.length * DIGEST_BYTES)
  const state = new Int32Array(stateBuffer)
  const view = new Uint8Array(digests)
  const workers: Worker[] = []
  if (files.length >= PARALLEL_THRESHOLD) {
    for (let i = 0; i < helperCount(); i++) {
      workers.push(new Worker(WORKER_SOURCE, { eval: true, workerData: { files, state: stateBuffer, digests } }))
    }
  }
  try {
    for (let i = Atomics.add(state, NEXT, 1); i < files.length; i = Atomics.add(state, NEXT, 1)) {
      if (Atomics.load(state, FAILED) !== 0) break
      view.set(hashOrExplain(files[i]), i * DIGEST_BYTES)
      Atomics.add(state, DONE, 1)
    }
    // Helpers may still be finishing the files they claimed; one not yet started finds none.
    for (let done = Atomics.load(state, DONE); done < files.length && Atomics.load(state, FAILED) === 0; done = Atomics.load(state, DONE)) {
      Atomics.wait(state, DONE, done, 100)
    }
    const failed = Atomics.load(state, FAILED)
    // Hashing the failed file again here turns its error into one with this thread's message.
    if (failed !== 0) {
      hashOrExplain(files[failed - 1])
      throw new ActionError('invalid_input', `cannot read ${files[failed - 1]} to fingerprint it`)
    }
  } finally {
    for (const worker of workers) void worker.terminate()
  }
  const result: string[] = new Array(files.length)
  for (let i = 0; i < files.length; i++) result[i] = Buffer.from(digests, i * DIGEST_BYTES, DIGEST_BYTES).toString('hex')
  return result
}

function hashOrExplain(file: string): Buffer {
  try {
    return hashFileSync(file)
  } catch (err) {
    throw new ActionError('invalid_input', `cannot read ${file} to fingerprint it (${(err as NodeJS.ErrnoException).code ?? String(err)})`)
  }
}
