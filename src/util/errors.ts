/** The `error_kind` output: one word a later step can branch on. */
export type ErrorKind =
  /** Refused before anything was sent. */
  | 'invalid_input'
  /** The service refused the request it was sent (400, 422, and any other 4xx without a kind of its own). */
  | 'rejected'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  /** The runner's own files (`RUNNER_TEMP`, `GITHUB_OUTPUT`) cannot be written. */
  | 'runner'
  /** The service answered, and its verdict is "not compliant" (assert-artifact). */
  | 'non_compliant'

/**
 * What every library of the action (a client, a reader of evidence, the fingerprints) raises:
 * its own error, which carries a kind and names no input. Only the operations and the action's
 * runtime speak of inputs; they add the input's name where they know it, and the error
 * boundary reads the kind of any that reaches it.
 */
export class LibraryError extends Error {
  readonly kind: ErrorKind
  /** HTTP status of the answer it is about, when there was one. */
  readonly status?: number

  constructor(kind: ErrorKind, message: string, options: { cause?: unknown; status?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    // Each subclass names itself: a minified bundle renames classes.
    this.name = 'LibraryError'
    this.kind = kind
    this.status = options.status
  }
}

/** The kind an HTTP status says, for an answer that refused the request. */
export function errorKindForStatus(status: number): ErrorKind {
  if (status === 401) return 'auth'
  if (status === 403) return 'forbidden'
  if (status === 404 || status === 410) return 'not_found'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate_limited'
  if (status === 408) return 'timeout'
  if (status >= 500) return 'server'
  // An answer means the request was sent: whatever else the service refused, it was not "nothing sent".
  return 'rejected'
}

/** How a JSON value reads in a message: "an array", "null", "a string". */
export function jsonKindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
