import { Exclusions } from '../../../artifacts/exclusions.js'
import { cleanSegments } from './bucket-tree.js'

/** Connections at least: what measured alike on loopback, where latency hides nothing. */
const MIN_CONNECTIONS = 16
/** Connections at most: each holds a socket's chunk (64 KiB), so 4 MiB in all. */
const MAX_CONNECTIONS = 64

/**
 * Objects read at once, for a round trip of `roundTripMs`: each connection waits a round trip
 * per object, and an object of a few hundred kB arrives in about half a millisecond on a fast
 * link, so hiding a round trip of R ms takes about 2R connections.
 */
export function connectionsFor(roundTripMs: number): number {
  if (!Number.isFinite(roundTripMs)) return MIN_CONNECTIONS
  return Math.min(MAX_CONNECTIONS, Math.max(MIN_CONNECTIONS, Math.ceil(roundTripMs * 2)))
}

/**
 * The hashes of a bucket's objects, each started as soon as the listing shows its key and the
 * root `.kosli_ignore` is known to leave it in, at most `limit` at a time. The walk then takes
 * them in its own order; a key it needs that was not started is started then.
 */
export class ObjectHashes {
  private readonly started = new Map<string, Promise<string>>()
  private readonly waiting: string[] = []
  private exclusions?: Exclusions
  private active = 0
  private readonly queue: (() => void)[] = []
  /** The first read that failed: the listing stops at it. */
  failure: Error | undefined

  constructor(
    private readonly hashOf: (key: string) => Promise<string>,
    private readonly limit: number
  ) {}

  /** A key the listing keeps: started now when the exclusions are known, else when they are. */
  seen(key: string): void {
    if (this.exclusions) this.startIfKept(key, this.exclusions)
    else this.waiting.push(key)
  }

  /** The root `.kosli_ignore` is read (or known absent): every key seen so far that it keeps starts. */
  settle(exclusions: Exclusions): void {
    this.exclusions = exclusions
    for (const key of this.waiting) this.startIfKept(key, exclusions)
    this.waiting.length = 0
  }

  hash(key: string): Promise<string> {
    return this.started.get(key) ?? this.start(key)
  }

  private startIfKept(key: string, exclusions: Exclusions): void {
    const segments = cleanSegments(key)
    if (!segments || segments.length === 0) return
    // A file is left out when it, or any folder it is in, is excluded, as the walk leaves it.
    if (!exclusions.empty && segments.some((_, i) => exclusions.excludes(segments.slice(0, i + 1)))) return
    void this.start(key)
  }

  private start(key: string): Promise<string> {
    const hash = this.limited(() => this.hashOf(key))
    hash.catch((err: unknown) => (this.failure ??= err instanceof Error ? err : new Error(String(err))))
    this.started.set(key, hash)
    return hash
  }

  /** At most `limit` at once: a slot freed goes straight to the next waiting, so none slips in between. */
  private async limited<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve))
    else this.active++
    try {
      return await fn()
    } finally {
      const next = this.queue.shift()
      if (next) next()
      else this.active--
    }
  }
}
