import { LibraryError, type ErrorKind } from '../util/errors.js'

export type { ErrorKind }

/**
 * The action's own error, whose message is meant for the user: an input refused, a verdict.
 * It and the libraries' errors (LibraryError) are what the error boundary reports as they are;
 * anything else reaching it is a bug and is reported as such.
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
    'the API key from a secret, e.g. `api-key: ${{ secrets.KOSLI_API_TOKEN }}`'
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

/** An error whose message is meant for the user, with its kind: the action's own or a library's. */
export function isKnownError(error: unknown): error is ActionError | LibraryError {
  return error instanceof ActionError || error instanceof LibraryError
}
