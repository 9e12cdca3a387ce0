/**
 * The tasks of one directory fingerprint, shared by every thread that works on it: a stack in
 * shared memory (any thread takes the newest task) and the counters that end the job, stop it
 * at the first failure, and let idle threads sleep until there is work. What a task means is
 * walk.ts's business; here it is a string.
 */

// The header of a job's shared memory: Int32 slots.
const LOCK = 0
/** Bytes used in the task stack. */
const TOP = 1
/** Tasks pushed and not yet done; 0 ends the job. */
const OUTSTANDING = 2
/** The number of the thread that failed first, or 0. */
const FAILED = 3
/** Bumped whenever a waiting thread should look again: new tasks, the end, a failure. */
const SIGNAL = 4
/** Helpers that joined the job; none may join once it is closed. */
const JOINED = 5
const CLOSED = 6
const HEADER_BYTES = 64
const STACK_BYTES = 1 << 20

const align4 = (n: number) => (n + 3) & ~3

export class SharedTasks {
  private readonly state: Int32Array
  private readonly stack: Buffer
  /** Tasks that did not fit the shared stack; moved there as it empties. Only this thread sees them. */
  private readonly overflow: string[] = []

  constructor(memory: SharedArrayBuffer) {
    this.state = new Int32Array(memory, 0, HEADER_BYTES / 4)
    this.stack = Buffer.from(memory, HEADER_BYTES)
  }

  static memory(): SharedArrayBuffer {
    return new SharedArrayBuffer(HEADER_BYTES + STACK_BYTES)
  }

  /** A task for any thread; it counts as outstanding until one calls `done` for it. */
  push(task: string): void {
    Atomics.add(this.state, OUTSTANDING, 1)
    if (!this.share(task)) this.overflow.push(task)
    this.signal(1)
  }

  /** The newest task, or undefined when none waits (others may still be at theirs). */
  pop(): string | undefined {
    while (this.overflow.length > 0 && this.share(this.overflow[this.overflow.length - 1])) this.overflow.pop()
    this.lock()
    const top = Atomics.load(this.state, TOP)
    let task: string | undefined
    if (top > 0) {
      const bytes = this.stack.readUInt32LE(top - 4)
      const start = top - 4 - align4(bytes)
      task = this.stack.toString('utf8', start, start + bytes)
      Atomics.store(this.state, TOP, start)
    }
    this.unlock()
    return task ?? this.overflow.pop()
  }

  /** A task taken is finished; the last one ends the job and wakes every thread. */
  done(): void {
    if (Atomics.sub(this.state, OUTSTANDING, 1) === 1) this.signal(Infinity)
  }

  get finished(): boolean {
    return Atomics.load(this.state, OUTSTANDING) === 0
  }

  /** Whether some task waits in the shared stack for a thread to take it. */
  get pending(): boolean {
    return Atomics.load(this.state, TOP) > 0
  }

  get failedThread(): number {
    return Atomics.load(this.state, FAILED)
  }

  /** Stops every thread at its next task; true for the first failure, the one reported. */
  fail(thread: number): boolean {
    const first = Atomics.compareExchange(this.state, FAILED, 0, thread) === 0
    this.signal(Infinity)
    return first
  }

  /** The value to wait on while idle; read it before looking for work, so no signal is missed. */
  get signalSeen(): number {
    return Atomics.load(this.state, SIGNAL)
  }

  /** Blocks until there may be work, or the job ended, or `ms` passed. */
  wait(seen: number, ms: number): boolean {
    return Atomics.wait(this.state, SIGNAL, seen, ms) !== 'timed-out'
  }

  /** A helper joins, unless the job is closed. */
  enter(): boolean {
    this.lock()
    const open = Atomics.load(this.state, CLOSED) === 0
    if (open) Atomics.add(this.state, JOINED, 1)
    this.unlock()
    return open
  }

  /** Lets no more helpers join; returns how many did, each of which will report. */
  close(): number {
    this.lock()
    Atomics.store(this.state, CLOSED, 1)
    const joined = Atomics.load(this.state, JOINED)
    this.unlock()
    return joined
  }

  private signal(count: number): void {
    Atomics.add(this.state, SIGNAL, 1)
    Atomics.notify(this.state, SIGNAL, count)
  }

  // A spin lock: what it guards takes a microsecond. A thread that cannot get it soon sleeps
  // a little, in case the holder was descheduled.
  private lock(): void {
    for (let spins = 0; Atomics.compareExchange(this.state, LOCK, 0, 1) !== 0; spins++) {
      if (spins > 100) Atomics.wait(this.state, LOCK, 1, 0.05)
    }
  }

  private unlock(): void {
    Atomics.store(this.state, LOCK, 0)
  }

  /** Puts a task on the shared stack: UTF-8 bytes, padding, then their length. */
  private share(task: string): boolean {
    const bytes = Buffer.byteLength(task)
    const size = align4(bytes) + 4
    this.lock()
    const top = Atomics.load(this.state, TOP)
    const fits = top + size <= this.stack.length
    if (fits) {
      this.stack.write(task, top, bytes, 'utf8')
      this.stack.writeUInt32LE(bytes, top + size - 4)
      Atomics.store(this.state, TOP, top + size)
    }
    this.unlock()
    return fits
  }
}
