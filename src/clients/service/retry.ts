import type { RetrySafety } from './endpoint.js'

/** Statuses that say "not now" rather than "not this request". */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504])
/** Statuses that prove the service did not act on the request, so even a POST may repeat. */
const UNPROCESSED_STATUSES = new Set([429, 503])
/** Errors raised before a connection existed: nothing reached the service. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'])

export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 30_000
/** A `Retry-After` longer than this is cut to it: a job should not idle for an hour. */
export const RETRY_AFTER_CAP_MS = 60_000

export type AttemptOutcome = { kind: 'status'; status: number; retryAfter?: string } | { kind: 'error'; code?: string; timedOut: boolean }

/** Whether another attempt is safe: idempotent requests broadly, the others only when unprocessed. */
export function isRetryable(safety: RetrySafety, outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'status') {
    if (safety === 'when-unprocessed') return UNPROCESSED_STATUSES.has(outcome.status)
    return RETRYABLE_STATUSES.has(outcome.status)
  }
  // A timed-out or reset request may have been processed; only a refused connection proves not.
  if (safety === 'when-unprocessed') return !outcome.timedOut && outcome.code !== undefined && NOT_CONNECTED_CODES.has(outcome.code)
  return true
}

/** Full-jitter exponential backoff, unless the service named its own delay. */
export function retryDelayMs(retry: number, retryAfter: string | undefined, random: () => number, now = Date.now()): number {
  const asked = parseRetryAfter(retryAfter, now)
  if (asked !== undefined) return Math.min(asked, RETRY_AFTER_CAP_MS)
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (retry - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v) * 1000
  const date = Date.parse(v)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
