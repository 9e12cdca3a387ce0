import { badArgument, RuntimeError } from '../errors.js'

/** What an Azure failure carries, whichever SDK layer raised it (identity, the REST pipeline, ARM). */
interface AzureFailure {
  name?: string
  code?: string
  statusCode?: number
  message?: string
  errorResponse?: { error?: string; errorDescription?: string }
  details?: { error?: { code?: string; message?: string } }
  /** MSAL's own detail, where its `message` only points to a web page. */
  errorMessage?: string
}

/** ARM codes that say an argument names nothing the subscription has. */
const NOT_FOUND_ARGUMENT: Record<string, string> = {
  ResourceGroupNotFound: 'resourceGroup',
  SubscriptionNotFound: 'subscriptionId',
  InvalidSubscriptionId: 'subscriptionId'
}

/** Entra ID (AADSTS) codes that name the argument at fault. */
const ENTRA_ARGUMENT: [RegExp, string, string][] = [
  [/AADSTS(90002|900023)\b/, 'tenantId', 'the directory (tenant) ID of the app registration, a GUID'],
  [/AADSTS700016\b/, 'clientId', 'the application (client) ID of an app registration in that tenant, a GUID']
]

const ENTRA_ERRORS = new Set([
  'AuthenticationError',
  'AggregateAuthenticationError',
  'CredentialUnavailableError',
  'ServerError',
  'ClientAuthError',
  'NetworkError'
])

const first = (text: string) => text.split(/\r?\n/)[0].slice(0, 400)

/**
 * An Azure SDK failure as the user reads it: refused credentials are `auth`, a denied role
 * `forbidden`, a resource group or subscription Azure does not know an error on the argument
 * that named it, an attempt past `timeout-seconds` a `timeout`.
 */
export function describeAzureError(err: unknown, what: string): Error {
  if (err instanceof RuntimeError) return err
  const e = (err ?? {}) as AzureFailure
  const name = e.name ?? ''
  const base = e.details?.error?.message ?? e.errorResponse?.errorDescription ?? e.message ?? String(err)
  const message = first(e.errorMessage && !base.includes(e.errorMessage) ? `${base} (${e.errorMessage})` : base)
  if (name === 'AbortError') return new RuntimeError('timeout', `${what}: Azure did not answer in time (\`timeout-seconds\`)`, { cause: err })
  // MSAL keeps no cause for a failed connection (a proxy refusing, a certificate not trusted): only its code says so.
  if (/\bnetwork_error\b/.test(message) || (e as { cause?: { errorCode?: string } }).cause?.errorCode === 'network_error')
    return new RuntimeError(
      'network',
      `${what}: cannot reach Microsoft Entra ID (network_error); check HTTPS_PROXY and NO_PROXY, and that NODE_EXTRA_CA_CERTS names the CA of a proxy that inspects TLS`,
      { cause: err }
    )
  // Entra ID's refusals come as identity's errors, or as MSAL's (ServerError) through the ARM client's token policy.
  if (ENTRA_ERRORS.has(name) || /\bAADSTS\d+/.test(message)) {
    for (const [re, argument, expected] of ENTRA_ARGUMENT) if (re.test(message)) return badArgument(argument, `Microsoft Entra ID: ${message}`, expected)
    if (e.statusCode !== undefined && e.statusCode >= 500)
      return new RuntimeError('server', `Microsoft Entra ID failed (HTTP ${e.statusCode}): ${message}`, { cause: err })
    if (e.statusCode === undefined && /ECONN|ENOTFOUND|EAI_AGAIN|socket hang up|certificate/i.test(message))
      return new RuntimeError('network', `cannot reach Microsoft Entra ID: ${message}`, { cause: err })
    const code = e.errorResponse?.error ?? (err as { errorCode?: string }).errorCode ?? name
    return new RuntimeError('auth', `Microsoft Entra ID refused the credentials (${code}): ${message}`, { cause: err })
  }
  const code = e.code ?? e.details?.error?.code ?? ''
  const status = e.statusCode
  if (NOT_FOUND_ARGUMENT[code]) return badArgument(NOT_FOUND_ARGUMENT[code], `${what}: ${message} (${code})`)
  if (status === 401) return new RuntimeError('auth', `${what}: Azure refused the token (HTTP 401${code ? `, ${code}` : ''}): ${message}`, { cause: err })
  if (status === 403)
    return new RuntimeError(
      'forbidden',
      `${what}: Azure denied the request (HTTP 403${code ? `, ${code}` : ''}): ${message}; grant the app registration a role that reads it`,
      {
        cause: err
      }
    )
  if (status === 404) return new RuntimeError('not_found', `${what}: ${message}${code ? ` (${code})` : ''}`, { cause: err })
  if (status === 429) return new RuntimeError('rate_limited', `${what}: Azure throttled the requests (HTTP 429): ${message}`, { cause: err })
  if (status !== undefined && status >= 500)
    return new RuntimeError('server', `${what}: Azure failed (HTTP ${status}${code ? `, ${code}` : ''}): ${message}`, { cause: err })
  if (status === undefined) return new RuntimeError('network', `${what}: cannot reach Azure: ${code ? `${code} ` : ''}${message}`, { cause: err })
  return new RuntimeError('invalid_input', `${what}: Azure answered HTTP ${status}${code ? ` (${code})` : ''}: ${message}`, { cause: err })
}

/** Runs one Azure call, its failure described for the user. */
export async function azure<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    throw describeAzureError(err, what)
  }
}
