import { lstatSync, readdirSync, readlinkSync, statSync, type Dirent } from 'node:fs'
import path from 'node:path'
import { ArtifactError } from './errors.js'
import { Exclusions } from './exclusions.js'
import { hashFile, kindOf, notRegularFile, READABLE, readError } from './file-hash.js'
import { SharedTasks } from './shared-tasks.js'
import { sha256Hex } from './sha256.js'

/**
 * The directory walk of the fingerprint algorithm, run by every fingerprint thread at once.
 *
 * The work is a set of tasks: list a directory, or hash a run of a large directory's entries.
 * Tasks wait in one stack in shared memory (shared-tasks.ts); each thread (the main one and the helpers) takes
 * the newest, does it, and pushes the tasks it finds (each subdirectory, and the runs of a
 * large directory) for any thread to take. So the walk itself (readdir, lstat, readlink) is
 * spread over the threads with the hashing, and a thread never waits while there is work.
 *
 * What a task produces is its piece of the digest text, in walk order, with a gap for each
 * subdirectory or run done elsewhere: `[text, key, text, key, text]`, kept by key. The main
 * thread joins the pieces, filling each gap with the piece under its key, into the one digest.
 */

/** Entries per task: a directory with more hands the rest out in runs of this many. */
const RUN = 256

export const MAIN_THREAD = 1

/** What every thread needs to take part in one directory fingerprint. */
export interface JobSpec {
  root: string
  exclude: string[]
  ignoreLines: string[]
  memory: SharedArrayBuffer
}

/** Digest text pieces by key: `[text, key, text, …, text]`; the root directory's key is ''. */
export type Pieces = Map<string, string[]>

/** The main thread's message to a helper: take part in this job. */
export interface Invitation {
  id: number
  spec: JobSpec
}

/** A helper's message at the end of a job it took part in. */
export interface Report {
  id: number
  /** Files this helper hashed. */
  files: number
  pieces?: Pieces
  error?: ThreadError
}

/** An error as it crosses between threads. */
export interface ThreadError {
  name: string
  message: string
  expected?: string
  argument?: 'exclude'
  stack?: string
}

export function toThreadError(err: unknown): ThreadError {
  if (err instanceof ArtifactError) return { name: err.name, message: err.message, expected: err.expected, argument: err.argument, stack: err.stack }
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack }
  return { name: 'Error', message: String(err) }
}

export function fromThreadError(e: ThreadError): Error {
  if (e.name === 'ArtifactError') return new ArtifactError(e.message, e.expected, { argument: e.argument })
  const err = new Error(`fingerprint thread: ${e.message}`)
  if (e.stack) err.stack = e.stack
  return err
}

// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const ASCII = /^[\x00-\x7f]*$/

/** Entries by the UTF-8 bytes of their names, as the reference client orders them. */
function sortByNameBytes(entries: Dirent[]): Dirent[] {
  // For ASCII names code-unit order is byte order, and far cheaper to compute.
  if (entries.every((e) => ASCII.test(e.name))) return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const keys = new Map(entries.map((e) => [e, Buffer.from(e.name, 'utf8')]))
  return entries.sort((a, b) => Buffer.compare(keys.get(a)!, keys.get(b)!))
}

/** An entry's kind as one letter: directory, file, symlink, other (FIFO, socket, device), unknown. */
function kindLetter(entry: Dirent): string {
  if (entry.isDirectory()) return 'd'
  if (entry.isFile()) return 'f'
  if (entry.isSymbolicLink()) return 'l'
  if (entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice()) return 'o'
  // Some file systems do not report types in directory listings: the entry is asked later.
  return '?'
}

/** One thread's part in one directory fingerprint. */
export class Job {
  readonly pieces: Pieces = new Map()
  /** Files this thread hashed. */
  files = 0
  /** Entries this thread found in the directories it listed. */
  seen = 0
  /** What this thread failed with, when it failed first. */
  error?: unknown
  /** Called whenever this thread pushes a task for others (the main thread decides on helpers then). */
  onPush?: () => void
  readonly tasks: SharedTasks

  private readonly thread: number
  private readonly root: string
  private readonly base: string
  private readonly exclusions: Exclusions

  constructor(spec: JobSpec, thread: number, exclusions?: Exclusions) {
    this.thread = thread
    this.tasks = new SharedTasks(spec.memory)
    this.root = spec.root
    this.base = spec.root.endsWith(path.sep) ? spec.root : spec.root + path.sep
    this.exclusions = exclusions ?? Exclusions.fromPatterns(spec.exclude, spec.ignoreLines)
  }

  /** A new job whose only task is the root directory. */
  static create(root: string, exclusions: Exclusions): { spec: JobSpec; job: Job } {
    const spec: JobSpec = { root, exclude: exclusions.exclude, ignoreLines: exclusions.ignoreLines, memory: SharedTasks.memory() }
    const job = new Job(spec, MAIN_THREAD, exclusions)
    job.push('D')
    return { spec, job }
  }

  /** A helper joins, unless the job is already closed (then it has nothing to do or report). */
  static join(spec: JobSpec, thread: number): Job | undefined {
    const job = new Job(spec, thread)
    return job.tasks.enter() ? job : undefined
  }

  /**
   * Does tasks until there are none to take: 'done' when no thread has any left, 'failed'
   * when one failed, 'idle' when others are still at theirs (and may push more).
   */
  runUntilIdle(): 'done' | 'failed' | 'idle' {
    const { tasks } = this
    for (;;) {
      if (tasks.failedThread !== 0) return 'failed'
      const task = tasks.pop()
      if (task === undefined) return tasks.finished ? 'done' : 'idle'
      try {
        this.run(task)
      } catch (err) {
        this.fail(err)
        return 'failed'
      }
      tasks.done()
    }
  }

  /** A helper's lifetime in the job: work, wait, work, until the end. */
  runToEnd(): 'done' | 'failed' {
    for (;;) {
      const seen = this.tasks.signalSeen
      const outcome = this.runUntilIdle()
      if (outcome !== 'idle') return outcome
      this.tasks.wait(seen, 1000)
    }
  }

  /** Stops every thread at its next task; the first failure is the one reported. */
  fail(err: unknown): void {
    if (this.tasks.fail(this.thread)) this.error = err
  }

  private push(task: string): void {
    this.tasks.push(task)
    this.onPush?.()
  }

  private absolute(rel: string): string {
    if (rel === '') return this.root
    return this.base + (path.sep === '/' ? rel : rel.split('/').join(path.sep))
  }

  /**
   * A task is 'D' + a directory's path relative to the root ('/'-separated, '' for the root),
   * or 'R' + that path, NUL, the run's first index, NUL, its kind letters, NUL, its names
   * joined by NUL (no name or path holds a NUL).
   */
  private run(task: string): void {
    if (task[0] === 'D') return this.list(task.slice(1))
    const [head, first, kinds, ...names] = task.split('\0')
    const rel = head.slice(1)
    this.pieces.set(runKey(rel, Number(first)), this.entries(rel, names, kinds))
  }

  private list(rel: string): void {
    const dir = this.absolute(rel)
    let listing: Dirent[]
    try {
      listing = readdirSync(dir, { withFileTypes: true })
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'EACCES' || code === 'EPERM') throw new ArtifactError(`cannot list ${dir}: permission denied (${code})`, READABLE, { cause: err })
      throw new ArtifactError(`cannot list ${dir} (${code ?? String(err)})`, READABLE, { cause: err })
    }
    const names: string[] = []
    let kinds = ''
    const segments = rel === '' ? [] : rel.split('/')
    for (const entry of sortByNameBytes(listing)) {
      if (!this.exclusions.empty && this.exclusions.excludes([...segments, entry.name])) continue
      names.push(entry.name)
      kinds += kindLetter(entry)
    }
    this.seen += names.length
    if (names.length <= RUN) {
      this.pieces.set(rel, this.entries(rel, names, kinds))
      return
    }
    // A large directory: the runs after the first go to the stack first, so other threads can
    // take them while this one does the first.
    const gaps: string[] = []
    for (let first = RUN; first < names.length; first += RUN) {
      const last = Math.min(first + RUN, names.length)
      this.push(`R${rel}\0${first}\0${kinds.slice(first, last)}\0${names.slice(first, last).join('\0')}`)
      gaps.push(runKey(rel, first), '')
    }
    const pieces = this.entries(rel, names.slice(0, RUN), kinds.slice(0, RUN))
    pieces.push(...gaps)
    this.pieces.set(rel, pieces)
  }

  /** The digest text of entries of one directory: `[text, key, text, …]`. */
  private entries(rel: string, names: string[], kinds: string): string[] {
    const pieces: string[] = []
    const dir = rel === '' ? this.base : this.absolute(rel) + path.sep
    let text = ''
    for (let i = 0; i < names.length; i++) {
      const name = names[i]
      const file = dir + name
      text += sha256Hex(name)
      let kind = kinds[i]
      if (kind === '?') kind = this.askKind(file)
      if (kind === 'd') {
        const child = rel === '' ? name : `${rel}/${name}`
        pieces.push(text, child)
        text = ''
        this.push(`D${child}`)
      } else if (kind === 'f') {
        text += this.hash(file)
      } else if (kind === 'l') {
        text += this.followLink(file)
      } else {
        throw notRegularFile(file, kindOf(this.lstat(file)))
      }
    }
    pieces.push(text)
    return pieces
  }

  private hash(file: string): string {
    const digest = hashFile(file)
    this.files++
    return digest
  }

  private lstat(file: string) {
    try {
      return lstatSync(file)
    } catch (err) {
      throw readError(file, err)
    }
  }

  private askKind(file: string): string {
    const stats = this.lstat(file)
    return stats.isDirectory() ? 'd' : stats.isFile() ? 'f' : stats.isSymbolicLink() ? 'l' : 'o'
  }

  /**
   * A link to a directory gives its link text; a link to a file, the file's content. A broken
   * link (or a loop) is an error naming it; so is a link to a FIFO, socket or device.
   */
  private followLink(link: string): string {
    let target
    try {
      target = statSync(link)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'EACCES' || code === 'EPERM') throw readError(link, err)
      let text = '?'
      try {
        text = readlinkSync(link)
      } catch {
        // the link vanished meanwhile; the message still names it
      }
      throw new ArtifactError(`broken symlink ${link} -> ${text} (${code}): its target cannot be fingerprinted; remove it or exclude it`, READABLE, {
        cause: err
      })
    }
    if (target.isDirectory()) {
      try {
        return sha256Hex(readlinkSync(link))
      } catch (err) {
        throw readError(link, err)
      }
    }
    if (target.isFile()) return this.hash(link)
    let text = '?'
    try {
      text = readlinkSync(link)
    } catch {
      // as above
    }
    throw notRegularFile(link, `a symlink to ${text}, ${kindOf(target)}`)
  }
}

function runKey(rel: string, first: number): string {
  return `${rel}\0${first}`
}

/** The directory's digest: its pieces joined in walk order, gaps filled, hashed. */
export function joinPieces(pieces: Pieces, hash: { update(text: string): unknown }): void {
  const piecesOf = (key: string): string[] => {
    const found = pieces.get(key)
    if (!found) throw new Error(`fingerprint: no digest text for ${JSON.stringify(key)}`)
    return found
  }
  const stack: { pieces: string[]; next: number }[] = [{ pieces: piecesOf(''), next: 0 }]
  while (stack.length > 0) {
    const top = stack[stack.length - 1]
    if (top.next >= top.pieces.length) {
      stack.pop()
      continue
    }
    const piece = top.pieces[top.next]
    // Even places hold text, odd places the key of what fills the gap there.
    if (top.next++ % 2 === 0) {
      if (piece !== '') hash.update(piece)
    } else {
      stack.push({ pieces: piecesOf(piece), next: 0 })
    }
  }
}
