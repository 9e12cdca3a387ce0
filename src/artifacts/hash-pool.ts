import { createHash } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { ActionError } from '../errors.js'
import { sha256Bytes } from './sha256.js'

/** Below this many files a helper thread costs more to start than it saves. */
const PARALLEL_THRESHOLD = 64
/** Files found by the walk are handed to the helpers in batches of this size. */
const BATCH = 256
const DIGEST_BYTES = 32
const BUFFER_BYTES = 1 << 20

// Shared state: the next file to claim, and the first file that failed (index + 1).
const NEXT = 0
const FAILED = 1

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
    if (first < BUFFER_BYTES) return sha256Bytes(buffer.subarray(0, first))
    const hash = createHash('sha256').update(buffer.subarray(0, first))
    let n: number
    while ((n = readSync(fd, buffer, 0, BUFFER_BYTES, null)) > 0) hash.update(buffer.subarray(0, n))
    return hash.digest()
  } finally {
    closeSync(fd)
  }
}

// The helper thread is plain JavaScript kept as text, so the bundler has nothing to rewrite.
// It serves any number of jobs (one per directory fingerprint): it receives each job's files
// in batches, claims them one at a time from the job's shared counter, so no thread idles
// while another has a few large files, and at the job's end sends back what it hashed.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const crypto = require('node:crypto')
const { openSync, readSync, closeSync } = require('node:fs')
const SIZE = ${BUFFER_BYTES}
const buffer = Buffer.allocUnsafe(SIZE)
const jobs = new Map()
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
function work(job) {
  const { state, files, indices, digests } = job
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
  let job = jobs.get(message.id)
  if (!job) jobs.set(message.id, (job = { state: new Int32Array(message.state), files: [], indices: [], digests: [] }))
  for (const file of message.files) job.files.push(file)
  work(job)
  if (message.end) {
    jobs.delete(message.id)
    parentPort.postMessage({ id: message.id, indices: Int32Array.from(job.indices), digests: Buffer.concat(job.digests) })
  }
})
`

interface JobResult {
  id: number
  indices: Int32Array
  digests: Uint8Array
}

/**
 * Helper threads for the whole run, started once a walk has found enough files to be worth
 * them and kept for later fingerprints (a report of many directories pays the start once)
 * until `stopHashHelpers`. Between jobs they are unreferenced, so they never hold a finished
 * run open.
 */
class Helpers {
  private readonly workers: Worker[] = []
  private readonly waiting = new Map<number, { pending: number; results: JobResult[]; resolve: (r: JobResult[]) => void; reject: (e: unknown) => void }>()

  get started(): boolean {
    return this.workers.length > 0
  }

  start(): void {
    if (this.started) return
    const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
    for (let i = 0; i < Math.max(1, Math.min(cores - 1, 3)); i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true })
      worker.on('message', (result: JobResult) => {
        const wait = this.waiting.get(result.id)
        if (!wait) return
        wait.results.push(result)
        if (--wait.pending === 0) {
          this.waiting.delete(result.id)
          if (this.waiting.size === 0) this.idle()
          wait.resolve(wait.results)
        }
      })
      worker.on('error', (err) => {
        for (const wait of this.waiting.values()) wait.reject(err)
        this.waiting.clear()
      })
      this.workers.push(worker)
    }
    this.idle()
  }

  /** Idle helpers must not keep a finished run alive; busy ones must, or their answer is lost. */
  private idle(): void {
    for (const worker of this.workers) worker.unref()
  }

  send(id: number, state: SharedArrayBuffer, files: string[], end: boolean): void {
    for (const worker of this.workers) worker.postMessage({ id, state, files, end })
  }

  /** Ends the helpers; the next job that needs them starts new ones. */
  async stop(): Promise<void> {
    const workers = this.workers.splice(0)
    await Promise.all(workers.map((w) => w.terminate()))
  }

  /** What every helper hashed for a job, once they have all seen its end. */
  results(id: number): Promise<JobResult[]> {
    for (const worker of this.workers) worker.ref()
    return new Promise((resolve, reject) => this.waiting.set(id, { pending: this.workers.length, results: [], resolve, reject }))
  }
}

const helpers = new Helpers()
let nextJob = 1

/** Ends the helper threads, if any were started; call when no more fingerprints are coming. */
export function stopHashHelpers(): Promise<void> {
  return helpers.stop()
}

/**
 * SHA-256 of the files a walk finds, in the order found, on every core. Helper threads hash
 * while the walk goes on; when it ends, this thread joins them, all claiming files from one
 * shared counter.
 */
export class HashPool {
  private readonly id = nextJob++
  private readonly files: string[] = []
  private readonly shared = new SharedArrayBuffer(2 * 4)
  private readonly state = new Int32Array(this.shared)
  private handedOut = 0
  private closed = false

  /** Queues a file; returns its index in the result. */
  add(file: string): number {
    const index = this.files.push(file) - 1
    if (!helpers.started && this.files.length === PARALLEL_THRESHOLD) helpers.start()
    if (helpers.started && this.files.length - this.handedOut >= BATCH) this.handOut(false)
    return index
  }

  /** Hashes what is left and returns every digest as hex, in the order the files were added. */
  async digests(): Promise<string[]> {
    const { files, state } = this
    const theirs = helpers.started ? helpers.results(this.id) : Promise.resolve([])
    if (helpers.started) this.handOut(true)
    const digests = Buffer.allocUnsafe(files.length * DIGEST_BYTES)
    try {
      for (;;) {
        const i = Atomics.load(state, NEXT)
        if (i >= files.length || Atomics.load(state, FAILED) !== 0) break
        if (Atomics.compareExchange(state, NEXT, i, i + 1) !== i) continue
        hashOrExplain(files[i]).copy(digests, i * DIGEST_BYTES)
      }
    } catch (err) {
      this.close()
      throw err
    }
    for (const { indices, digests: part } of await theirs) {
      indices.forEach((index, k) => digests.set(part.subarray(k * DIGEST_BYTES, (k + 1) * DIGEST_BYTES), index * DIGEST_BYTES))
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

  /** Abandons the job: helpers skip what is left of it and drop it. */
  close(): void {
    if (this.closed) return
    this.closed = true
    Atomics.store(this.state, FAILED, -1)
    if (helpers.started && this.handedOut > 0) {
      void helpers.results(this.id).catch(() => {})
      this.handOut(true)
    }
  }

  private handOut(end: boolean): void {
    const batch = this.files.slice(this.handedOut)
    this.handedOut = this.files.length
    helpers.send(this.id, this.shared, batch, end)
  }
}

function hashOrExplain(file: string): Buffer {
  try {
    return hashFileSync(file)
  } catch (err) {
    throw new ActionError('invalid_input', `cannot read ${file} to fingerprint it (${(err as NodeJS.ErrnoException).code ?? String(err)})`)
  }
}
