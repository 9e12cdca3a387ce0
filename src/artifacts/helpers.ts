import type { Worker } from 'node:worker_threads'
import { MAIN_THREAD, type Invitation, type Job, type JobSpec, type Report } from './walk.js'

/**
 * The fingerprint helper threads: started the first time a walk turns out large enough to be
 * worth them, kept for the rest of the run (a report of many directories pays the start once)
 * and shared by every directory fingerprint after, until `stopHashHelpers`. Between jobs they
 * are unreferenced, so they never hold a finished run open.
 */

/**
 * Where a helper's code is. The bundle has it as its own file beside the chunk that holds this
 * one (scripts/build.sh): an ES module under its own package.json, started from the CommonJS
 * bundle, where `import.meta.url` is the chunk's own file (webpack writes
 * `pathToFileURL(__filename)`). From the TypeScript sources (the tests), Node's type stripping
 * runs the module itself; its imports name the `.js` files TypeScript would emit, so a resolve
 * hook maps them back to the `.ts` beside them (so walk-worker.ts and what it imports keep to
 * syntax that can be stripped: no enums, no parameter properties; the thread tests fail
 * otherwise). Both are found at run time, not named as literals, so the bundler neither copies
 * nor rewrites them.
 */
const BUNDLED_ENTRY = 'fingerprint-worker/index.js'
const SOURCE_ENTRY = 'walk-worker.ts'
const FROM_SOURCES = `
const { registerHooks } = require('node:module')
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context)
    } catch (err) {
      if (err.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.endsWith('.js')) throw err
      return next(specifier.slice(0, -3) + '.ts', context)
    }
  }
})
import(require('node:worker_threads').workerData.entry)
`

function startHelper(thread: number): Worker {
  // Loaded when the first helper starts, never when the action starts.
  const { Worker } = process.getBuiltinModule('node:worker_threads')
  const here = import.meta.url
  const name = `fingerprint-${thread}`
  if (here.endsWith('.ts')) {
    return new Worker(FROM_SOURCES, { eval: true, name, workerData: { thread, entry: here.replace(/[^/]*$/, SOURCE_ENTRY) } })
  }
  return new Worker(new URL(here.replace(/[^/]*$/, BUNDLED_ENTRY)), { name, workerData: { thread } })
}

/** The helpers' part in one job, as the main thread sees it. */
export interface Invited {
  /** Every report of the helpers that joined, once all `joined` have come. */
  reports(joined: number): Promise<Report[]>
}

interface Waiting {
  job: Job
  reports: Report[]
  joined?: number
  resolve: (reports: Report[]) => void
  reject: (err: unknown) => void
}

class Helpers {
  private readonly workers: Worker[] = []
  private readonly waiting = new Map<number, Waiting>()
  private nextJob = 1

  /** Asks `count` helpers (started if need be) to join a job the main thread has begun. */
  invite(spec: JobSpec, count: number, job: Job): Invited {
    while (this.workers.length < count) this.workers.push(this.start(MAIN_THREAD + 1 + this.workers.length))
    const id = this.nextJob++
    let resolve!: (reports: Report[]) => void
    let reject!: (err: unknown) => void
    const done = new Promise<Report[]>((res, rej) => ((resolve = res), (reject = rej)))
    // Ended by `reports`: a rejection before then is seen there.
    done.catch(() => {})
    const waiting: Waiting = { job, reports: [], resolve, reject }
    this.waiting.set(id, waiting)
    const invitation: Invitation = { id, spec }
    for (const worker of this.workers.slice(0, count)) worker.postMessage(invitation)
    return {
      reports: (joined) => {
        waiting.joined = joined
        if (!this.waiting.has(id)) return done
        if (waiting.reports.length >= joined) this.finish(id)
        // Waiting on them: they must hold the run open until they answer.
        else for (const worker of this.workers) worker.ref()
        return done
      }
    }
  }

  /** Ends the helpers; the next job that needs them starts new ones. */
  async stop(): Promise<void> {
    const workers = this.workers.splice(0)
    await Promise.all(workers.map((w) => w.terminate()))
  }

  private start(thread: number): Worker {
    const worker = startHelper(thread)
    worker.unref()
    worker.on('message', (report: Report) => {
      const waiting = this.waiting.get(report.id)
      if (!waiting) return
      waiting.reports.push(report)
      if (waiting.joined !== undefined && waiting.reports.length >= waiting.joined) this.finish(report.id)
    })
    // A helper that dies takes its tasks with it: every job it may be in fails, and the
    // others end the next time one is needed.
    const broken = (err: Error) => {
      if (!this.workers.includes(worker)) return
      void this.stop()
      for (const [id, waiting] of this.waiting) {
        waiting.job.fail(err)
        this.waiting.delete(id)
        waiting.reject(err)
      }
    }
    worker.on('error', broken)
    worker.on('exit', (code) => broken(new Error(`a fingerprint thread stopped unexpectedly (exit code ${code})`)))
    return worker
  }

  private finish(id: number): void {
    const waiting = this.waiting.get(id)!
    this.waiting.delete(id)
    if (this.waiting.size === 0) for (const worker of this.workers) worker.unref()
    waiting.resolve(waiting.reports)
  }
}

let helpers: Helpers | undefined

export function hashHelpers(): Helpers {
  return (helpers ??= new Helpers())
}

/** Ends the helper threads, if any were started; call when no more fingerprints are coming. */
export function stopHashHelpers(): Promise<void> {
  return helpers?.stop() ?? Promise.resolve()
}
