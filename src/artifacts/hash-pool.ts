import crypto, { createHash } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { ActionError } from '../errors.js'

/** Below this many files a helper thread costs more to start than it saves. */
const PARALLEL_THRESHOLD = 64
/** Files found by the walk are handed to the helpers in batches of this size. */
const BATCH = 256
const DIGEST_BYTES = 32
const BUFFER_BYTES = 1 << 20

// Shared state: the next file to claim, and the first file that failed (index + 1).
const NEXT = 0
const FAILED = 1

type OneShotHash = (algorithm: string, data: Buffer, encoding: 'buffer') => Buffer
const oneShot = (crypto as { hash?: OneShotHash }).hash
const buffer = Buffer.allocUnsafe(BUFFER_BYTES)

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

// The helper thread is plain JavaScript kept as text, so the bundler has nothing to rewrite.
// It receives the walk's files in batches and claims them one at a time from the shared
// counter, so no thread idles while another has a few large files; at the end it sends back
// the digests of the files it hashed.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const crypto = require('node:crypto')
const { openSync, readSync, closeSync } = require('node:fs')
const SIZE = ${BUFFER_BYTES}
const state = new Int32Array(workerData.state)
const buffer = Buffer.allocUnsafe(SIZE)
const files = []
const indices = []
const digests = []
function hash(file) {
  const fd = openSync(file, 'r')
  try {
    const first = readSync(fd, buffer, 0, SIZE, null)
    if (first < SIZE && crypto.hash) return crypto.hash('sha256', buffer.subarray(0, first), 'buffer')
    const h = crypto.createHash('sha256').update(buffer.subarray(0, first))
    let n
    if (first === SIZE) while ((n = readSync(fd, buffer, 0, SIZE, null)) > 0) h.update(buffer.subarray(0, n))
    return h.digest()
  } finally {
    closeSync(fd)
  }
}
function work() {
  for (;;) {
    const i = Atomics.load(state, ${NEXT})
    if (i >= files.length || Atomics.load(state, ${FAILED}) !== 0) return
    if (Atomics.compareExchange(state, ${NEXT}, i, i + 1) !== i) continue
    try {
      digests.push(hash(files[i]))
      indices.push(i)
    } catch {
      Atomics.compareExchange(state, ${FAILED}, 0, i + 1)
    }
  }
}
parentPort.on('message', (message) => {
  for (const file of message.files) files.push(file)
  work()
  if (message.end) parentPort.postMessage({ indices: Int32Array.from(indices), digests: Buffer.concat(digests) })
})
`

function helperCount(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
  return Math.max(1, Math.min(cores - 1, 3))
}

/**
 * SHA-256 of the files a walk finds, in the order found, on every core. Helper threads start
 * once the walk has found enough files to be worth them and hash while the walk goes on; when
 * it ends, this thread joins them, all claiming files from one shared counter.
 */
export class HashPool {
  private readonly files: string[] = []
  private readonly state = new Int32Array(new SharedArrayBuffer(2 * 4))
  private readonly workers: Worker[] = []
  private readonly results: Promise<{ indices: Int32Array; digests: Uint8Array }>[] = []
  private handedOut = 0

  /** Queues a file; returns its index in the result. */
  add(file: string): number {
    const index = this.files.push(file) - 1
    if (this.workers.length === 0 && this.files.length === PARALLEL_THRESHOLD) this.spawn()
    if (this.workers.length > 0 && this.files.length - this.handedOut >= BATCH) this.handOut(false)
    return index
  }

  /** Hashes what is left and returns every digest as hex, in the order the files were added. */
  async digests(): Promise<string[]> {
    const { files, state } = this
    if (this.workers.length > 0) this.handOut(true)
    const digests = Buffer.allocUnsafe(files.length * DIGEST_BYTES)
    try {
      for (;;) {
        const i = Atomics.load(state, NEXT)
        if (i >= files.length || Atomics.load(state, FAILED) !== 0) break
        if (Atomics.compareExchange(state, NEXT, i, i + 1) !== i) continue
        hashOrExplain(files[i]).copy(digests, i * DIGEST_BYTES)
      }
      for (const { indices, digests: theirs } of await Promise.all(this.results)) {
        indices.forEach((index, k) => digests.set(theirs.subarray(k * DIGEST_BYTES, (k + 1) * DIGEST_BYTES), index * DIGEST_BYTES))
      }
    } finally {
      this.close()
    }
    const failed = Atomics.load(state, FAILED)
    if (failed !== 0) {
      // Hashing the failed file again here gives its error this thread's full message.
      hashOrExplain(files[failed - 1])
      throw new ActionError('invalid_input', `cannot read ${files[failed - 1]} to fingerprint it`)
    }
    const hex: string[] = new Array(files.length)
    for (let i = 0; i < files.length; i++) hex[i] = digests.toString('hex', i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES)
    return hex
  }

  /** Stops the helpers; those still starting or working are not waited for. */
  close(): void {
    for (const worker of this.workers) void worker.terminate()
  }

  private spawn(): void {
    for (let i = 0; i < helperCount(); i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { state: this.state.buffer } })
      this.workers.push(worker)
      this.results.push(
        new Promise((resolve, reject) => {
          worker.once('message', resolve)
          worker.once('error', reject)
        })
      )
    }
  }

  private handOut(end: boolean): void {
    const batch = this.files.slice(this.handedOut)
    this.handedOut = this.files.length
    for (const worker of this.workers) worker.postMessage({ files: batch, end })
  }
}

function hashOrExplain(file: string): Buffer {
  try {
    return hashFileSync(file)
  } catch (err) {
    throw new ActionError('invalid_input', `cannot read ${file} to fingerprint it (${(err as NodeJS.ErrnoException).code ?? String(err)})`)
  }
}
