import type { ActionError } from '../errors.js'
import type { GitHubApi } from '../github/api.js'
import type { RunContext } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import type { Log } from '../log.js'
import type { ServiceClient } from '../service/client.js'
import type { AnyEndpoint } from '../service/endpoint.js'
import type { WebApp } from '../service/web-app.js'
import type { CommonSettings } from '../settings.js'
import type { SummarySection } from '../summary.js'

/** What every operation may use besides its own settings. */
export interface Tools {
  common: CommonSettings
  context: RunContext
  log: Log
  /** The GitHub API when the token allows; loaded on first use. */
  github: () => Promise<GitHubApi | undefined>
}

/** What an operation that calls the service gets: the client, and `org` already checked. */
export interface ServiceTools extends Tools {
  client: ServiceClient
  /** The organization; checked present when the endpoint has an `{org}`, else empty. */
  org: string
  /** Addresses of records in the service's web app, for people to follow. */
  app: WebApp
}

export interface OperationResult {
  outputs: Record<string, string | number>
  summary: SummarySection
  /** A failure found after the work was done: outputs and summary are still written. */
  failure?: ActionError
}

/**
 * How an operation uses GitHub's API: not at all, to enrich what the clone knows when a token
 * allows, or as its source of evidence (then a missing token is an input error up front).
 */
export type GitHubUse = 'none' | 'optional' | 'required'

/** What `main` checks before an operation runs, derived from how it is defined. */
export interface Needs {
  org: boolean
  apiKey: boolean
  github: GitHubUse
}

/**
 * The work left once the inputs are read: local work needs only the run's tools; service work
 * needs the client too, which `main` loads only then (its HTTP stack costs start-up time).
 */
export type Work = { local: (tools: Tools) => Promise<OperationResult> } | { service: (tools: ServiceTools) => Promise<OperationResult> }

/**
 * One operation, with its settings already bound: `prepare` reads and checks every input
 * (nothing is sent yet) and returns the work to do once `main` has checked what it needs.
 */
export interface Operation {
  needs: Needs
  /** The service endpoint it calls, when it calls one. */
  endpoint?: AnyEndpoint
  prepare(inputs: Inputs, common: CommonSettings): Promise<Work>
}

interface Definition<S, T> {
  read(inputs: Inputs, common: CommonSettings): S | Promise<S>
  run(settings: S, tools: T): Promise<OperationResult>
}

/** Binds the settings `read` returns to `run`, so the registry holds one type for all. */
function bind<S>(def: Definition<S, ServiceTools>): Operation['prepare'] {
  return async (inputs, common) => {
    const settings = await def.read(inputs, common)
    return { service: (tools) => def.run(settings, tools) }
  }
}

/** An operation that calls one endpoint of the catalogue. */
export function serviceOperation<S>(def: Definition<S, ServiceTools> & { endpoint: AnyEndpoint; github?: GitHubUse }): Operation {
  return { endpoint: def.endpoint, needs: { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' }, prepare: bind(def) }
}

/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
export function savedRequestsOperation<S>(def: Definition<S, ServiceTools>): Operation {
  return { needs: { org: false, apiKey: true, github: 'none' }, prepare: bind(def) }
}

/** An operation that never calls the service (fingerprint). */
export function localOperation<S>(def: Definition<S, Tools>): Operation {
  return {
    needs: { org: false, apiKey: false, github: 'none' },
    prepare: async (inputs, common) => {
      const settings = await def.read(inputs, common)
      return { local: (tools) => def.run(settings, tools) }
    }
  }
}
