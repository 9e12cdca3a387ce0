import type { ActionError } from './errors.js'
import type { GitHubApi } from '../clients/github/api.js'
import type { RunContext } from '../clients/github/context.js'
import type { Inputs } from './inputs.js'
import type { Log } from '../util/log.js'
import type { ServiceCalls } from '../clients/service/client-on-demand.js'
import type { AnyEndpoint } from '../clients/service/endpoint.js'
import type { WebApp } from '../clients/service/web-app.js'
import type { CommonSettings } from './settings.js'
import type { SummarySection } from './summary.js'
import type { InputSpecs, OutputSpecs } from './declare.js'
import { ORG_INPUT, RUN_INPUTS, RUN_OUTPUTS, SERVICE_INPUTS, SERVICE_OUTPUTS } from './input-groups.js'
import { readerOf, type InputReader } from './reader.js'

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
  client: ServiceCalls
  /** The organization; checked present when the endpoint has an `{org}`, else empty. */
  org: string
  /** Addresses of records in the service's web app, for people to follow. */
  app: WebApp
}

export interface OperationResult<O extends OutputSpecs = OutputSpecs> {
  /** Only declared outputs: one the declaration lacks is a type error. */
  outputs: { [K in keyof O]?: string | number }
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
 * needs the client too, which `main` loads only once the work first waits, or calls it (its HTTP
 * stack costs start-up time).
 */
export type Work = { local: (tools: Tools) => Promise<OperationResult> } | { service: (tools: ServiceTools) => Promise<OperationResult> }

/** What an operation is, for people and for the generated `action.yml` files. */
export interface Declaration<I extends InputSpecs = InputSpecs, O extends OutputSpecs = OutputSpecs> {
  /** The `operation` input's value, and the name of its own action's folder. */
  name: string
  /** What it makes, in words: "JUnit test results"; a failure reads "<title> failed". */
  title: string
  /** One line: what it records or does. */
  description: string
  /** Its own inputs (shared groups spread in); the run and service inputs come with its kind. */
  inputs: I
  /** Its own outputs; `error_kind` and the service's come with its kind. */
  outputs: O
}

/**
 * One operation, with its settings already bound: `prepare` reads and checks every input
 * (nothing is sent yet) and returns the work to do once `main` has checked what it needs.
 * `inputs` and `outputs` are complete here: its own and those its kind brings.
 */
export interface Operation extends Declaration {
  needs: Needs
  /** The service endpoint it calls, when it calls one. */
  endpoint?: AnyEndpoint
  prepare(inputs: Inputs, common: CommonSettings): Promise<Work>
}

interface Definition<I extends InputSpecs, O extends OutputSpecs, S, T> extends Declaration<I, O> {
  read(inputs: InputReader<I>, common: CommonSettings): S | Promise<S>
  run(settings: S, tools: T): Promise<OperationResult<O>>
}

type Kind = 'service' | 'local' | 'saved'

/** The inputs and outputs an operation of this kind has besides its own. */
function withKind(def: Declaration, kind: Kind, org: boolean): Pick<Declaration, 'inputs' | 'outputs'> {
  const service = kind !== 'local'
  return {
    inputs: { ...RUN_INPUTS, ...(service && SERVICE_INPUTS), ...(org && ORG_INPUT), ...def.inputs },
    outputs: { ...(service && SERVICE_OUTPUTS), ...RUN_OUTPUTS, ...def.outputs }
  }
}

function operation<I extends InputSpecs, O extends OutputSpecs, S, T>(
  def: Definition<I, O, S, T>,
  kind: Kind,
  needs: Needs,
  endpoint: AnyEndpoint | undefined,
  work: (run: (tools: T) => Promise<OperationResult>) => Work
): Operation {
  return {
    name: def.name,
    title: def.title,
    description: def.description,
    ...withKind(def, kind, needs.org),
    needs,
    endpoint,
    prepare: async (inputs, common) => {
      const settings = await def.read(readerOf(inputs, def.inputs), common)
      return work((tools) => def.run(settings, tools))
    }
  }
}

/** An operation that calls one endpoint of the catalogue. */
export function serviceOperation<const I extends InputSpecs, const O extends OutputSpecs, S>(
  def: Definition<I, O, S, ServiceTools> & { endpoint: AnyEndpoint; github?: GitHubUse }
): Operation {
  const needs: Needs = { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' }
  return operation(def, 'service', needs, def.endpoint, (run) => ({ service: run }))
}

/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
export function savedRequestsOperation<const I extends InputSpecs, const O extends OutputSpecs, S>(def: Definition<I, O, S, ServiceTools>): Operation {
  return operation(def, 'saved', { org: false, apiKey: true, github: 'none' }, undefined, (run) => ({ service: run }))
}

/** An operation that never calls the service (fingerprint). */
export function localOperation<const I extends InputSpecs, const O extends OutputSpecs, S>(def: Definition<I, O, S, Tools>): Operation {
  return operation(def, 'local', { org: false, apiKey: false, github: 'none' }, undefined, (run) => ({ local: run }))
}
