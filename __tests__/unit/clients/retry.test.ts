import { describe, expect, it } from '@jest/globals'
import { BACKOFF_CAP_MS, isRetryable, parseRetryAfter, retryDelayMs, RETRY_AFTER_CAP_MS } from '../../../src/clients/service/retry.js'

describe('what is retried', () => {
  it.each([408, 429, 500, 502, 503, 504])('an idempotent request on %i', (status) => expect(isRetryable('idempotent', { kind: 'status', status })).toBe(true))
  it.each([400, 401, 403, 404, 409, 422, 501])('never %i', (status) => {
    expect(isRetryable('idempotent', { kind: 'status', status })).toBe(false)
    expect(isRetryable('when-unprocessed', { kind: 'status', status })).toBe(false)
  })
  it.each([
    [429, true],
    [503, true],
    [500, false],
    [502, false],
    [504, false],
    [408, false]
  ])('a request retried only when unprocessed, on %i: %s', (status, expected) =>
    expect(isRetryable('when-unprocessed', { kind: 'status', status })).toBe(expected)
  )

  it('retries a request that may not repeat only when the connection never opened', () => {
    expect(isRetryable('when-unprocessed', { kind: 'error', code: 'ECONNREFUSED', timedOut: false })).toBe(true)
    expect(isRetryable('when-unprocessed', { kind: 'error', code: 'ENOTFOUND', timedOut: false })).toBe(true)
    expect(isRetryable('when-unprocessed', { kind: 'error', code: 'ECONNRESET', timedOut: false })).toBe(false)
    expect(isRetryable('when-unprocessed', { kind: 'error', timedOut: true })).toBe(false)
    expect(isRetryable('idempotent', { kind: 'error', code: 'ECONNRESET', timedOut: false })).toBe(true)
    expect(isRetryable('idempotent', { kind: 'error', timedOut: true })).toBe(true)
  })
})

describe('how long to wait', () => {
  it('backs off exponentially with jitter, capped', () => {
    expect(retryDelayMs(1, undefined, () => 0)).toBe(500)
    expect(retryDelayMs(1, undefined, () => 1)).toBe(1000)
    expect(retryDelayMs(3, undefined, () => 1)).toBe(4000)
    expect(retryDelayMs(10, undefined, () => 1)).toBe(BACKOFF_CAP_MS)
  })

  it('honours Retry-After in seconds or as a date, capped', () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect(parseRetryAfter('12', now)).toBe(12_000)
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5_000)
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(retryDelayMs(1, '86400', Math.random, now)).toBe(RETRY_AFTER_CAP_MS)
  })
})
