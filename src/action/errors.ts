/** The `error_kind` output: one word a later step can branch on. */
export type ErrorKind =
  | 'invalid_input'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  /** The service answered, and its verdict is "not compliant" (assert-artifact). */
  | 'non_compliant'

/**
 * The one error type whose message is meant for the user. Anything else reaching the error
 * boundary is a bug and is reported as such.
 */
export class ActionError extends Error {
  readonly kind: ErrorKind
  /** HTTP status of the final attempt, when a response was received. */
  readonly status?: number

  constructor(kind: ErrorKind, message: string, options: { cause?: unknown; status?: number } = {}) {
    super(message, { cause: options.cause })
    this.name = 'ActionError'
    this.kind = kind
    this.status = options.status
  }
}

/** A bad input: the message always names the input and the expected form. */
export function invalidInput(input: string, problem: string, expected?: string): ActionError {
  const tail = expected ? `; expected ${expected}` : ''
  return new ActionError('invalid_input', `input \`${input}\`: ${problem}${tail}`)
}

export function missingApiKey(neededBy: string): ActionError {
  return invalidInput('api-key', `required by ${neededBy} but not given`, 'the API key from a secret, e.g. `api-key: ${{ secrets.EVIDENCE_API_KEY }}`')
}

export function errorKindForStatus(status: number): ErrorKind {
  if (status === 401) return 'auth'
  if (status === 403) return 'forbidden'
  if (status === 404 || status === 410) return 'not_found'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate_limited'
  if (status === 408) return 'timeout'
  if (status >= 500) return 'server'
  return 'invalid_input'
}

/** How a JSON value reads in a message: "an array", "null", "a string". */
export function jsonKindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
