import * as core from '@actions/core'

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

/** An annotation on a file's line, as the runner takes it. */
export function annotation(place?: Place): core.AnnotationProperties {
  return place ? { file: place.file, startLine: place.line, startColumn: place.column } : {}
}

/** The runner's log, through @actions/core: plain lines, and annotations as workflow commands. */
export const actionLog: Log = {
  info: (m) => core.info(m),
  debug: (m) => core.debug(m),
  warning: (m) => core.warning(m),
  error: (m, place) => core.error(m, annotation(place))
}

export const silentLog: Log = { info: () => {}, debug: () => {}, warning: () => {}, error: () => {} }
