import * as core from '@actions/core'
import { ActionError, type ErrorKind } from './errors.js'
import { gitHubApi, type GitHubApi } from './github/api.js'
import { readRunContext } from './github/context.js'
import { actionInputs, type Inputs } from './inputs.js'
import { actionLog, type Log } from './log.js'
import { OPERATIONS, OPERATION_NAMES } from './operations/index.js'
import type { OperationTools } from './operations/types.js'
import { ServiceClient } from './service/client.js'
import { ServiceError } from './service/failure.js'
import { saveSpool } from './service/spool.js'
import { readCommon, type CommonSettings } from './settings.js'
import { writeSummary } from './summary.js'

export interface RunOptions {
  inputs?: Inputs
  log?: Log
}

/**
 * One run of the action, and its single error boundary: every failure ends here as one
 * message, an `error_kind`, and either a failed step or, under `on-error: warn`, a warning
 * with the unsent request saved.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  const log = options.log ?? actionLog
  let common: CommonSettings | undefined
  let client: ServiceClient | undefined
  let operation = ''
  try {
    const inputs = options.inputs ?? actionInputs()
    operation = inputs.required('operation')
    const load = OPERATIONS[operation]
    if (!load) {
      throw new ActionError('invalid_input', `input \`operation\`: \`${operation}\` is not an operation; expected one of ${OPERATION_NAMES.map((n) => `\`${n}\``).join(', ')}`)
    }
    common = readCommon(inputs)
    log.debug(`${operation}: ${JSON.stringify({ ...common, apiKey: common.apiKey && '***', githubToken: common.githubToken && '***' })}`)
    const op = await load()
    const settings = await op.read(inputs, common)
    if (op.service && op.needsOrg !== false && !common.org) {
      throw new ActionError('invalid_input', `input \`org\`: required by \`${operation}\` but not given; expected the organization's name in the service`)
    }
    if (op.service && !common.dryRun && !common.apiKey) {
      throw new ActionError('invalid_input', `input \`api-key\`: required by \`${operation}\` but not given; expected the API key from a secret, e.g. \`api-key: \${{ secrets.EVIDENCE_API_KEY }}\``)
    }
    const activeClient = new ServiceClient({ ...common, log })
    client = activeClient
    const context = readRunContext()
    let api: Promise<GitHubApi | undefined> | undefined
    const settingsForTools = common
    const tools: OperationTools = {
      common: settingsForTools,
      client: activeClient,
      context,
      log,
      github: () => (api ??= gitHubApi(context, settingsForTools.githubToken, log))
    }
    const result = await op.run(settings as never, tools)
    for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, String(value))
    if (activeClient.last) {
      core.setOutput('response', activeClient.last.text)
      core.setOutput('status', String(activeClient.last.status))
    }
    if (common.summary) await writeSummary(result.summary)
    if (result.failure) throw result.failure
    core.setOutput('error_kind', '')
  } catch (error) {
    await fail(error, { operation, common, client, log })
  }
}

async function fail(error: unknown, state: { operation: string; common?: CommonSettings; client?: ServiceClient; log: Log }): Promise<void> {
  const kind: ErrorKind = error instanceof ActionError ? error.kind : 'invalid_input'
  const message = error instanceof ActionError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`
  if (!(error instanceof ActionError) && error instanceof Error && error.stack) state.log.debug(error.stack)
  core.setOutput('error_kind', kind)
  if (state.client?.last) {
    core.setOutput('response', state.client.last.text)
    core.setOutput('status', String(state.client.last.status))
  }
  // Bad input is a workflow bug and always fails; `warn` covers what the service did.
  const warnOnly = state.common?.onError === 'warn' && kind !== 'invalid_input'
  if (!warnOnly) {
    core.setFailed(message)
    return
  }
  let note = ''
  if (error instanceof ServiceError && error.request.method !== 'GET') {
    const file = await saveSpool({
      operation: state.operation,
      baseUrl: state.common!.baseUrl,
      method: error.request.method,
      path: error.request.path,
      contentType: error.request.contentType,
      body: error.request.body,
      error: { kind, message, ...(error.status !== undefined && { status: error.status }) }
    })
    core.setOutput('spool_file', file)
    note = ` The request was saved to ${file}; send it later with \`operation: replay\`.`
  }
  core.warning(`${message}${note}`)
}
