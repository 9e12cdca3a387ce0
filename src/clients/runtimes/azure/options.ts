import type { PipelinePolicy } from '@azure/core-rest-pipeline'

/** Where and as whom every Azure call of one report is made, and how long each may take. */
export interface AzureOptions {
  tenantId: string
  clientId: string
  /** Absent: the job's OIDC federation (azure/login's way) or a workload identity token file. */
  clientSecret?: string
  subscriptionId: string
  resourceGroup: string
  env: NodeJS.ProcessEnv
  timeoutMs: number
  maxRetries: number
}

/**
 * The options every Azure SDK client and pipeline of the report is made with. Each attempt of
 * each call is bounded by `timeoutMs` (the pipeline's own timeout is per request, retries
 * included); the SDK's default policies honour HTTPS_PROXY/NO_PROXY, and Node's TLS the
 * NODE_EXTRA_CA_CERTS it read at start.
 */
export function clientOptions(options: Pick<AzureOptions, 'timeoutMs' | 'maxRetries'>) {
  const timeout: { position: 'perRetry'; policy: PipelinePolicy } = {
    position: 'perRetry',
    policy: {
      name: 'evidenceActionTimeout',
      sendRequest: (request, next) => {
        if (!request.timeout || request.timeout > options.timeoutMs) request.timeout = options.timeoutMs
        return next(request)
      }
    }
  }
  return {
    retryOptions: { maxRetries: options.maxRetries, retryDelayInMs: 500, maxRetryDelayInMs: 8000 },
    additionalPolicies: [timeout],
    userAgentOptions: { userAgentPrefix: 'evidence-action' }
  }
}
