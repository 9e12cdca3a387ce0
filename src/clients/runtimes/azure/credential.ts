import type { TokenCredential } from '@azure/identity'
import { RuntimeError } from '../errors.js'
import { clientOptions, type AzureOptions } from './options.js'
import { plainRequest } from './pipeline.js'

/** The audience azure/login asks GitHub's OIDC token for: what Entra ID federation trusts. */
const FEDERATION_AUDIENCE = 'api://AzureADTokenExchange'

/** How the credential was found, for the summary. */
export type CredentialSource = 'client secret' | 'GitHub OIDC federation' | 'workload identity token file'

/**
 * The job's Azure credential: the app registration's secret when given (the reference client's
 * only way); else a federated token, as azure/login uses without a secret: the workload
 * identity file AZURE_FEDERATED_TOKEN_FILE names, or GitHub's OIDC token for the job
 * (`permissions: id-token: write`).
 */
export async function azureCredential(options: AzureOptions): Promise<{ credential: TokenCredential; source: CredentialSource }> {
  const identity = await import('@azure/identity')
  const common = clientOptions(options)
  if (options.clientSecret)
    return { credential: new identity.ClientSecretCredential(options.tenantId, options.clientId, options.clientSecret, common), source: 'client secret' }
  const tokenFile = options.env.AZURE_FEDERATED_TOKEN_FILE
  if (tokenFile)
    return {
      credential: new identity.WorkloadIdentityCredential({ ...common, tenantId: options.tenantId, clientId: options.clientId, tokenFilePath: tokenFile }),
      source: 'workload identity token file'
    }
  const url = options.env.ACTIONS_ID_TOKEN_REQUEST_URL
  const bearer = options.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN
  if (url && bearer)
    return {
      credential: new identity.ClientAssertionCredential(options.tenantId, options.clientId, () => githubOidcToken(url, bearer, options), common),
      source: 'GitHub OIDC federation'
    }
  throw new RuntimeError(
    'auth',
    'no Azure credentials in the job: give `azure-client-secret` (or AZURE_CLIENT_SECRET), or use OIDC federation as azure/login does: grant the job `permissions: id-token: write` and give the app registration a federated credential for this repository'
  )
}

/** The job's GitHub OIDC token for Entra ID, asked of the runner as azure/login asks it. */
async function githubOidcToken(requestUrl: string, bearer: string, options: AzureOptions): Promise<string> {
  const url = new URL(requestUrl)
  url.searchParams.set('audience', FEDERATION_AUDIENCE)
  const answer = await plainRequest(options, { url: url.toString(), method: 'GET', headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } })
  const value = answer.status === 200 ? (safeJson(answer.body) as { value?: unknown } | undefined)?.value : undefined
  if (typeof value !== 'string' || value === '')
    throw new RuntimeError(
      'auth',
      `GitHub gave no OIDC token for Azure federation (HTTP ${answer.status}); grant the job \`permissions: id-token: write\`, or give \`azure-client-secret\``
    )
  return value
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
