import type { ErrorKind } from '../../action/errors.js'

/**
 * Something SonarQube said or did that stops the attestation. The library knows nothing of the
 * action's inputs: `about` tells the operation which one to name (the token it refused, the
 * server that is not SonarQube, the analysis that is of another commit).
 */
export class SonarError extends Error {
  readonly kind: ErrorKind
  readonly about?: 'token' | 'server' | 'report' | 'revision' | 'branch'
  readonly status?: number

  constructor(kind: ErrorKind, message: string, options: { about?: SonarError['about']; status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'SonarError'
    this.kind = kind
    this.about = options.about
    this.status = options.status
  }
}

/** A scanner's `report-task.txt` the action cannot use; the operation names the input and the file. */
export class ReportTaskProblem extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ReportTaskProblem'
  }
}
