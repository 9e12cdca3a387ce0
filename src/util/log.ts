import * as runner from '../action/runner.js'

/** Where a problem is, for annotations on a file's line. */
export interface Place {
  file: string
  line?: number
  column?: number
}

/** Where operations and the client write; tests pass their own to read what was said. */
export interface Log {
  info(message: string): void
  debug(message: string): void
  warning(message: string): void
  /** An error annotation that does not by itself fail the step. */
  error(message: string, place?: Place): void
}

export const actionLog: Log = {
  info: (m) => runner.info(m),
  debug: (m) => runner.debug(m),
  warning: (m) => runner.warning(m),
  error: (m, place) => runner.error(m, place ?? {})
}

export const silentLog: Log = { info: () => {}, debug: () => {}, warning: () => {}, error: () => {} }
