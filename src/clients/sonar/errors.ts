import type { ErrorKind } from '../../util/errors.js'
import { LibraryError } from '../../util/errors.js'

/**
 * Something SonarQube said or did that stops the attestation. The library knows nothing of the
 * action's inputs: `about` tells the operation which one to name (the token it refused, the
 * server that is not SonarQube, the analysis that is of another commit).
 */
export class SonarError extends LibraryError {
  readonly about?: 'token' | 'server' | 'report' | 'revision' | 'branch'

  constructor(kind: ErrorKind, message: string, options: { about?: SonarError['about']; status?: number; cause?: unknown } = {}) {
    super(kind, message, options)
    this.name = 'SonarError'
    this.about = options.about
  }
}

/** A scanner's `report-task.txt` the action cannot use; the operation names the input and the file. */
export class ReportTaskError extends LibraryError {
  constructor(message: string) {
    super('invalid_input', message)
    this.name = 'ReportTaskError'
  }
}
