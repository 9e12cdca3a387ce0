import * as core from '@actions/core'

/** Where operations and the client write; tests pass their own to read what was said. */
export interface Log {
  info(message: string): void
  debug(message: string): void
  warning(message: string): void
}

export const actionLog: Log = {
  info: (m) => core.info(m),
  debug: (m) => core.debug(m),
  warning: (m) => core.warning(m)
}

export const silentLog: Log = { info: () => {}, debug: () => {}, warning: () => {} }
