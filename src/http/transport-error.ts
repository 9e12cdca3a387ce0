import { LibraryError } from '../util/errors.js'

/**
 * No answer at all, or none that could be read: the connection failed, timed out, or the answer
 * broke off or grew past its limit. Every HTTP client of the action raises this one error, so
 * one retry policy and one set of messages can read it; each client's caller turns it into its
 * own words (which system, what to check).
 */
export class TransportError extends LibraryError {
  /** The system's error code (`ECONNREFUSED`, `ETIMEDOUT`, `ETOOLARGE`, …), when there is one. */
  readonly code: string | undefined
  /** No answer came within the time allowed. */
  readonly timedOut: boolean
  /** The origin asked, for messages that name the host. */
  readonly origin: string
  /** The connection failed before any byte of an answer came: the server cannot have acted on it. */
  readonly beforeAnswer: boolean

  constructor(message: string, details: { code?: string; timedOut?: boolean; origin?: string; beforeAnswer?: boolean; cause?: unknown } = {}) {
    super(details.timedOut ? 'timeout' : 'network', message, { cause: details.cause })
    this.name = 'TransportError'
    this.code = details.code
    this.timedOut = details.timedOut ?? false
    this.origin = details.origin ?? ''
    this.beforeAnswer = details.beforeAnswer ?? false
  }
}
