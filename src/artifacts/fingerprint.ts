import { createHash } from 'node:crypto'
import { lstatSync, statSync } from 'node:fs'
import os from 'node:os'
import { ArtifactError } from './errors.js'
import { Exclusions } from './exclusions.js'
import { hashFile, hashFileReadingAhead, kindOf } from './file-hash.js'
import { hashHelpers, type Invited } from './helpers.js'
import { fromThreadError, Job, joinPieces, MAIN_THREAD, type Pieces } from './walk.js'
export { hashFile } from './file-hash.js'
export { stopHashHelpers } from './helpers.js'

export type ArtifactType = 'file' | 'dir'

/** Below this many entries a helper thread costs more to start than it saves. */
const PARALLEL_THRESHOLD = 64
/** Threads for one fingerprint at most, the main one included. */
const MAX_THREADS = 32
/** From this size a lone file may be read ahead while hashed, when there is a second core. */
const READ_AHEAD_BYTES = 8 << 20

const EXPECTED = 'a file or directory to fingerprint'

export interface DirOptions {
  /** Threads at most, this one included; by default one per core this process may use. */
  threads?: number
  /** Told how many files each thread hashed (this one first, then each helper that joined). */
  onFinish?: (filesByThread: number[]) => void
}

/**
 * The directory fingerprint of the algorithm: for each entry in depth-first, byte-sorted
 * order, the hash of its name and then of its content (files and links to files) or of its
 * link text (links to directories).
 *
 * This thread starts the walk alone. Once it has found PARALLEL_THRESHOLD entries and has work
 * to share, it invites helper threads, one per further core (`os.availableParallelism()`,
 * which honours CPU affinity and cgroup limits), and from then on all of them
 * walk and hash together (see walk.ts); this thread joins their digest text at the end.
 */
export async function fingerprintDir(root: string, exclude: string[] = [], options: DirOptions = {}): Promise<string> {
  const exclusions = Exclusions.forRoot(root, exclude)
  const { spec, job } = Job.create(root, exclusions)
  const threads = Math.max(1, Math.min(options.threads ?? os.availableParallelism(), MAX_THREADS))
  let invited: Invited | undefined
  if (threads > 1) {
    job.onPush = () => {
      if (job.seen < PARALLEL_THRESHOLD || !job.tasks.pending) return
      job.onPush = undefined
      invited = hashHelpers().invite(spec, threads - 1, job)
    }
  }
  for (;;) {
    const seen = job.tasks.signalSeen
    if (job.runUntilIdle() !== 'idle') break
    // The helpers still have tasks (and may push more). Wait for a sign from them; when none
    // comes for a while, let the event loop see whether one of them died.
    if (!job.tasks.wait(seen, 20)) await new Promise(setImmediate)
  }
  const joined = job.tasks.close()
  const reports = invited ? await invited.reports(joined) : []
  const failed = job.tasks.failedThread
  if (failed === MAIN_THREAD) throw job.error
  const pieces: Pieces = job.pieces
  for (const report of reports) {
    if (report.error) throw fromThreadError(report.error)
    for (const [key, value] of report.pieces!) pieces.set(key, value)
  }
  if (failed !== 0) throw new Error(`fingerprint thread ${failed} failed without saying why`)
  options.onFinish?.([job.files, ...reports.map((r) => r.files)])
  const hash = createHash('sha256')
  joinPieces(pieces, hash)
  return hash.digest('hex')
}

/** A file or directory fingerprint; `type` forces one reading, else the path decides. */
export async function fingerprintArtifact(target: string, options: { type?: ArtifactType; exclude?: string[] } = {}): Promise<string> {
  // Synchronous: a lone small file then needs no round trip through libuv's threads (whose
  // start costs more than the whole fingerprint).
  let stats
  try {
    stats = statSync(target)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT'
        ? isLink(target)
          ? 'is a broken symlink'
          : 'does not exist'
        : code === 'EACCES' || code === 'EPERM'
          ? `cannot be read: permission denied (${code})`
          : `cannot be read (${code})`
    throw new ArtifactError(`${target} ${why}`, EXPECTED, { cause: err })
  }
  // Checked before the type: a FIFO or device is never read, whatever it was taken for.
  if (!stats.isFile() && !stats.isDirectory()) throw new ArtifactError(`${target} is not a regular file: it is ${kindOf(stats)}`, EXPECTED)
  const type = options.type ?? (stats.isDirectory() ? 'dir' : 'file')
  if (type === 'dir' && !stats.isDirectory()) throw new ArtifactError(`${target} is not a directory, but the artifact type is \`dir\``, EXPECTED)
  if (type === 'file' && !stats.isFile()) throw new ArtifactError(`${target} is not a file, but the artifact type is \`file\``, EXPECTED)
  if (type === 'dir') return fingerprintDir(target, options.exclude ?? [])
  return stats.size >= READ_AHEAD_BYTES && os.availableParallelism() > 1 ? hashFileReadingAhead(target) : hashFile(target)
}

function isLink(target: string): boolean {
  try {
    return lstatSync(target).isSymbolicLink()
  } catch {
    return false
  }
}
