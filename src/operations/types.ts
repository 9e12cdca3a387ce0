import type { ActionError } from '../errors.js'
import type { GitHubApi } from '../github/api.js'
import type { RunContext } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import type { Log } from '../log.js'
import type { ServiceClient } from '../service/client.js'
import type { CommonSettings } from '../settings.js'
import type { SummarySection } from '../summary.js'

/** What an operation may use besides its own settings. */
export interface OperationTools {
  common: CommonSettings
  client: ServiceClient
  context: RunContext
  log: Log
  /** The GitHub API when the token allows; loaded on first use. */
  github(): Promise<GitHubApi | undefined>
}

export interface OperationResult {
  outputs: Record<string, string | number>
  summary: SummarySection
  /** A failure found after the work was done: outputs and summary are still written. */
  failure?: ActionError
}

/**
 * One operation of the action. `read` checks every input before anything is sent, so a bad
 * value fails the step without a request; `run` does the work.
 */
export interface Operation<S = unknown> {
  name: string
  /** Calls the service: `api-key` is then required unless dry-run, and `org` too. */
  service: boolean
  /** `false` for an operation whose requests carry their own paths (replay). */
  needsOrg?: boolean
  read(inputs: Inputs, common: CommonSettings): S | Promise<S>
  run(settings: S, tools: OperationTools): Promise<OperationResult>
}

export function defineOperation<S>(operation: Operation<S>): Operation<S> {
  return operation
}
