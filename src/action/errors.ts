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

/**
 * A bad input: the message always names the input and the expected form, and the environment
 * variable the value came from when the input was not given (`KOSLI_FLOW` for `flow`).
 */
export function invalidInput(input: string, problem: string, expected?: string, variable?: string): ActionError {
  const tail = expected ? `; expected ${expected}` : ''
  const name = variable ? `\`${variable}\` (standing in for input \`${input}\`)` : `input \`${input}\``
  return new ActionError('invalid_input', `${name}: ${problem}${tail}`)
}

export function missingApiKey(neededBy: string): ActionError {
  return invalidInput(
    'api-key',
    `required by ${neededBy} but not given, nor \`KOSLI_API_TOKEN\` in the environment`,
    'the API key from a secret, e.g. `api-key: ${{ secrets.EVIDENCE_API_KEY }}`'
  )
}

/** The runner's own files: a step cannot work around a `RUNNER_TEMP` or `GITHUB_OUTPUT` it may not write. */
export function runnerProblem(what: string, variable: 'RUNNER_TEMP' | 'GITHUB_OUTPUT', file: string, err: unknown): ActionError {
  const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
  return new ActionError(
    'runner',
    `${what}: ${file} cannot be written (${code}); the runner's ${variable} must name a place this step may write, on a disk with room`,
    { cause: err }
  )
}

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
