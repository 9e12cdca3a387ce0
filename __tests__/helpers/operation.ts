import { actionAdvice } from '../../src/action/advice.js'
import type { GitHubApi } from '../../src/clients/github/api.js'
import { readRunContext } from '../../src/clients/github/context.js'
import { silentLog } from '../../src/util/log.js'
import { OPERATIONS } from '../../src/action/operations.js'
import type { OperationResult, ServiceTools } from '../../src/action/types.js'
import { ServiceClient } from '../../src/clients/service/client.js'
import { WebApp } from '../../src/clients/service/web-app.js'
import { readCommon } from '../../src/action/settings.js'
import { inputsOf } from './inputs.js'

export const BASE = 'https://app.kosli.com/api/v2'
export const SHA = '1'.repeat(40)

/** One operation, in-process, as main would run it: inputs read, then the work with its tools. */
export async function runOperation(values: Record<string, string>, options: { baseDir?: string; github?: GitHubApi } = {}): Promise<OperationResult> {
  const inputs = inputsOf({ 'api-key': 'k', org: 'acme', ...values }, options.baseDir)
  const common = readCommon(inputs)
  const op = await OPERATIONS[values.operation]()
  const work = await op.prepare(inputs, common)
  const context = readRunContext({
    GITHUB_SHA: SHA,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: '7',
    GITHUB_ACTOR: 'octo',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_WORKSPACE: '/nonexistent'
  })
  const tools: ServiceTools = {
    common,
    org: 'acme',
    app: new WebApp(common.baseUrl),
    client: new ServiceClient({ ...common, log: silentLog, advise: actionAdvice, sleep: async () => {} }),
    context,
    log: silentLog,
    github: async () => options.github
  }
  return 'local' in work ? work.local(tools) : work.service(tools)
}
