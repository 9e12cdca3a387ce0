/**
 * The time one fingerprint may take, shared by every request it makes: each request gets at
 * most `perRequestMs`, and never more than what is left of the whole.
 */
export class Deadline {
  private readonly end: number

  constructor(
    readonly totalMs: number,
    private readonly perRequestMs: number,
    private readonly now: () => number = Date.now
  ) {
    this.end = now() + totalMs
  }

  remainingMs(): number {
    return Math.max(0, this.end - this.now())
  }

  /** The budget of the next request; 0 when the whole is spent. */
  nextRequestMs(): number {
    return Math.min(this.perRequestMs, this.remainingMs())
  }

  /** Whether a request given `ms` was cut short by the whole, not by its own limit. */
  limitedByTotal(ms: number): boolean {
    return ms < this.perRequestMs
  }
}

export const DEFAULT_TOTAL_MS = 120_000
export const PER_REQUEST_MS = 30_000

export function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`
}
