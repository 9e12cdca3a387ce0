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

/** A bad input: the message always names the input and the expected form. */
export function invalidInput(input: string, problem: string, expected?: string): ActionError {
  const tail = expected ? `; expected ${expected}` : ''
  return new ActionError('invalid_input', `input \`${input}\`: ${problem}${tail}`)
}

export function missingApiKey(neededBy: string): ActionError {
  return invalidInput('api-key', `required by ${neededBy} but not given`, 'the API key from a secret, e.g. `api-key: ${{ secrets.EVIDENCE_API_KEY }}`')
}

/** An error whose message is meant for the user, with its kind: the action's own or a library's. */
export function isKnownError(error: unknown): error is ActionError | LibraryError {
  return error instanceof ActionError || error instanceof LibraryError
}
