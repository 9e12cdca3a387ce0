import { adviceFor } from './advice.js'
import { ActionError, invalidInput, isKnownError, missingApiKey, type ErrorKind } from './errors.js'
import { gitHubApi, type GitHubApi } from '../clients/github/api.js'
import { commitUrl, readRunContext, type RunContext } from '../clients/github/context.js'
import { actionInputs, type Inputs } from './inputs.js'
import { actionLog, type Log } from '../util/log.js'
import * as core from '@actions/core'
import { preloadOutputs, setOutput } from './outputs.js'
import { OPERATIONS, OPERATION_NAMES } from './operations.js'
import { SECRET_INPUTS } from './registry.js'
import { failureTitle } from './titles.js'
import type { Needs, OperationResult, Tools } from './types.js'
import { ServiceClientOnDemand, type ServiceCalls } from '../clients/service/client-on-demand.js'
import { MissingApiKeyError, ServiceError } from '../clients/service/failure.js'
import { readCommon, type CommonSettings } from './settings.js'
import { requestFacts, symbol, withRunLinks, writeSummary, type SummarySection } from './summary.js'
import { WebApp } from '../clients/service/web-app.js'
import { describeSources } from './cli-environment.js'
import { literalDefault } from './declare.js'
import { SERVICE_INPUTS } from './input-groups.js'
import type { AnyEndpoint } from '../clients/service/endpoint.js'

/** The defaults the root action gives inputs that only the operations calling the service read. */
const ROOT_DEFAULTS = Object.fromEntries(Object.entries(SERVICE_INPUTS).map(([name, spec]) => [name, literalDefault(spec)]))

/**
 * Loads the client, opens its connection and loads the endpoint's checks while the step waits.
 * One import after the other, as jest's module linker cannot take two imports of one graph at a
 * time; a failure here is the first call's to say.
 */
async function preloadService(client: ServiceClientOnDemand, endpoint: AnyEndpoint | undefined): Promise<void> {
  try {
    await (await client.load()).connectAhead()
    if (!endpoint) return
    const { loadEndpointChecks } = await import('../clients/service/prebuilt-checks.js')
    await loadEndpointChecks(endpoint)
  } catch {
    // Said by the call that needs them.
  }
}

/** What the error boundary needs to know of how far the run got. */
interface RunState {
  operation: string
  inputs: Inputs
  context: RunContext
  log: Log
  common?: CommonSettings
  client?: ServiceCalls
  /** Whether to write a job summary: known first, so even an early failure is summarized. */
  summary: boolean
  /** The operation already wrote its own summary, failure included. */
  wroteSummary: boolean
}

/**
 * One run of the action, and its single error boundary: every failure ends here as one
 * message, an `error_kind`, and either a failed step or, under `on-error: warn`, a warning
 * with the unsent request saved.
 */
export async function run(inputs: Inputs = actionInputs(SECRET_INPUTS), log: Log = actionLog): Promise<void> {
  const state: RunState = { operation: '', inputs, context: readRunContext(), log, summary: true, wroteSummary: false }
  try {
    state.summary = inputs.boolean('summary') ?? true
    state.operation = inputs.required('operation')
    const load = OPERATIONS[state.operation]
    if (!load) {
      throw invalidInput('operation', `\`${state.operation}\` is not an operation`, `one of ${OPERATION_NAMES.map((n) => `\`${n}\``).join(', ')}`)
    }
    const common = (state.common = readCommon(inputs))
    log.debug(`${state.operation}: ${JSON.stringify({ ...common, apiKey: common.apiKey && '***', githubToken: common.githubToken && '***' })}`)
    const op = await load()
    const work = await op.prepare(inputs, common)
    const sources = describeSources(inputs.sources())
    if (sources) log.info(`Settings ${sources}`)
    for (const name of inputs.unused(ROOT_DEFAULTS))
      log.warning(`input \`${name}\` is not used by \`${state.operation}\` and is ignored; check its spelling, or whether it belongs to another step`)
    checkNeeds(state.operation, op.needs, common, state.context)
    let api: Promise<GitHubApi | undefined> | undefined
    const tools: Tools = {
      common,
      context: state.context,
      log,
      github: () => (api ??= op.needs.github === 'none' ? Promise.resolve(undefined) : gitHubApi(state.context, common.githubToken, log))
    }
    let result: OperationResult
    if ('local' in work) result = await work.local(tools)
    else {
      // The client and the request's checks load, and the client's connection opens, at the first
      // moment the step waits (on git, GitHub, or the runtime it reports), not before the operation
      // has asked for what it waits for: the HTTP stack is most of start-up, and the handshake a
      // round trip or two. A request sent sooner loads them itself, on a connection of its own.
      const endpoint = op.endpoint
      const client = (state.client = new ServiceClientOnDemand(common.baseUrl, async () => {
        const { ServiceClient } = await import('../clients/service/client.js')
        // While the first request is on its way rather than after the answer: what writing an output needs.
        return new ServiceClient({ ...common, log, advise: adviceFor(common.onError), whileWaiting: preloadOutputs })
      }))
      const preload = setImmediate(() => void preloadService(client, endpoint))
      try {
        result = await work.service({ ...tools, client, org: common.org ?? '', app: new WebApp(common.baseUrl) })
      } finally {
        // Work that ended before it first waited needs no connection.
        clearImmediate(preload)
      }
    }
    for (const [name, value] of Object.entries(result.outputs)) setOutput(name, String(value))
    setResponseOutputs(state.client)
    const section = state.client?.last?.dryRun
      ? { ...result.summary, verdict: { ok: undefined, text: 'Dry run: the request was checked and printed, nothing was sent' }, record: undefined }
      : result.summary
    // What was recorded, in plain words, where a person reading the log looks first.
    log.info(`${symbol(section.verdict)} ${section.title}: ${section.verdict.text}${section.record ? `\n  ${section.record.href}` : ''}`)
    if (state.summary) {
      summarize(section, state)
      state.wroteSummary = true
    }
    if (result.failure) throw result.failure
    setOutput('error_kind', '')
  } catch (error) {
    await fail(error, state)
  }
}

/** The checks every operation would otherwise repeat, from what it declares it needs. */
function checkNeeds(operation: string, needs: Needs, common: CommonSettings, context: RunContext): void {
  if (needs.org && !common.org)
    throw invalidInput('org', `required by \`${operation}\` but not given, nor \`KOSLI_ORG\` in the environment`, "the organization's name in the service")
  if (needs.apiKey && !common.dryRun && !common.apiKey) throw missingApiKey(`\`${operation}\``)
  if (needs.github === 'required') {
    if (!common.githubToken)
      throw invalidInput(
        'github-token',
        `required by \`${operation}\`, which reads its evidence from GitHub, but empty`,
        'a token that can read the repository, e.g. the default `${{ github.token }}`'
      )
    if (!context.repository)
      throw new ActionError(
        'invalid_input',
        `\`${operation}\` reads its evidence from GitHub, but GITHUB_REPOSITORY is not set: run it in a GitHub Actions workflow`
      )
  }
}

function setResponseOutputs(client: ServiceCalls | undefined): void {
  if (client?.last?.status === undefined) return
  setOutput('response', client.last.text ?? '')
  setOutput('status', String(client.last.status))
}

function summarize(section: SummarySection, state: RunState): void {
  const { context, client } = state
  const withRequest: SummarySection = {
    ...section,
    facts: [...section.facts, ['Settings', describeSources(state.inputs.sources())], ...requestFacts(client?.last)]
  }
  writeSummary(withRunLinks(withRequest, { runUrl: context.runUrl, sha: context.sha, commitUrl: context.sha ? commitUrl(context, context.sha) : undefined }))
}

async function fail(thrown: unknown, state: RunState): Promise<void> {
  // A library's error names no input; the one it stands for is named here.
  const error = thrown instanceof MissingApiKeyError ? missingApiKey(thrown.neededBy) : thrown
  const known = isKnownError(error)
  const kind: ErrorKind = known ? error.kind : 'invalid_input'
  const message = known ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`
  if (!known && error instanceof Error && error.stack) state.log.debug(error.stack)
  try {
    setOutput('error_kind', kind)
    setResponseOutputs(state.client)
  } catch (err) {
    // The runner's output file is broken: the step still fails with its own reason, said below.
    if (!(err instanceof ActionError)) throw err
    state.log.warning(err.message)
  }
  // Bad input is a workflow bug, and a runner that cannot keep files the job's: both always fail;
  // `warn` covers what the service did.
  const warnOnly = state.common?.onError === 'warn' && kind !== 'invalid_input' && kind !== 'runner'
  let spoolFile: string | undefined
  if (warnOnly && state.common && error instanceof ServiceError && error.request.method !== 'GET') {
    // Loaded only to save a request: a step that succeeds never needs it.
    const { saveSpool } = await import('../clients/service/spool.js')
    spoolFile = await saveSpool(error.request, {
      operation: state.operation,
      baseUrl: state.common.baseUrl,
      error: { kind, message, ...(error.status !== undefined && { status: error.status }) }
    })
    setOutput('spool_file', spoolFile)
  }
  if (state.summary && !state.wroteSummary) {
    summarize(
      {
        title: `${failureTitle(state.operation)}${warnOnly ? ' (the job goes on: on-error is warn)' : ''}`,
        verdict: { ok: false, text: message },
        facts: [
          ['Error kind', kind],
          ['Saved request', spoolFile ? `${spoolFile} (send it later with operation: replay)` : undefined]
        ]
      },
      state
    )
  }
  if (!warnOnly) {
    core.setFailed(message)
    return
  }
  core.warning(spoolFile ? `${message} The request was saved to ${spoolFile}; send it later with \`operation: replay\`.` : message)
}
