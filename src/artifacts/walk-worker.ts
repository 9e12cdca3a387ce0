import { parentPort, workerData } from 'node:worker_threads'
import { Job, toThreadError, type Invitation, type Report } from './walk.js'

/**
 * A fingerprint helper thread: for each job it is invited to, it takes tasks with the other
 * threads until the job ends, then sends back the digest text it produced (or why it failed).
 * It serves jobs one after another for the whole run.
 */

const thread = (workerData as { thread: number }).thread
const port = parentPort!

port.on('message', ({ id, spec }: Invitation) => {
  const job = Job.join(spec, thread)
  // Closed before this thread came to it: the job ended without it, and nobody waits for it.
  if (!job) return
  const outcome = job.runToEnd()
  const report: Report =
    outcome === 'failed' && job.tasks.failedThread === thread
      ? { id, files: job.files, error: toThreadError(job.error) }
      : { id, files: job.files, pieces: job.pieces }
  port.postMessage(report)
})
