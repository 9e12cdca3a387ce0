import { RuntimeError, badArgument } from '../errors.js'

/** How every AWS client is made: credentials as the SDK finds them in the job, each call bounded. */
export interface AwsOptions {
  /** The `aws-region` input; else the environment's, else the SDK's shared config. */
  region?: string
  env: NodeJS.ProcessEnv
  timeoutMs: number
  maxRetries: number
}

/** Clients' options: the SDK reads credentials and `AWS_ENDPOINT_URL_<SERVICE>` itself. */
export function clientConfig(options: AwsOptions) {
  const region = options.region ?? (options.env.AWS_REGION || options.env.AWS_DEFAULT_REGION || undefined)
  return {
    ...(region !== undefined && { region }),
    maxAttempts: options.maxRetries + 1,
    // Without throwOnRequestTimeout the SDK only warns when an answer is late, and waits on.
    requestHandler: { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs, throwOnRequestTimeout: true }
  }
}

/** Credentials the service does not know or cannot verify: not a matter of permissions. */
const REFUSED_CREDENTIALS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'UnrecognizedClientException',
  'InvalidClientTokenId',
  'InvalidSignatureException',
  'ExpiredToken',
  'ExpiredTokenException',
  'TokenRefreshRequired',
  'AuthFailure',
  'MissingAuthenticationToken',
  'MissingAuthenticationTokenException',
  'IncompleteSignature',
  'IncompleteSignatureException'
])
const FORBIDDEN = new Set(['AccessDenied', 'AccessDeniedException', 'UnauthorizedOperation', 'AllAccessDisabled', 'UnauthorizedException'])
const TIMEOUTS = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ETIMEDOUT'])

/** What a request needed: the IAM permission, and the resource it is granted on, for an answer that denies it. */
export interface Needed {
  /** e.g. `bucket my-site` */
  what: string
  /** e.g. `s3:ListBucket` */
  permission: string
  /** e.g. `arn:aws:s3:::my-site` */
  resource: string
}

/**
 * An AWS SDK failure as the user reads it. `notFound` names the argument a "no such thing"
 * answer is about (the bucket, a function), which the operation turns into an input error;
 * `needed` says, for a denied request, what was denied and which permission grants it.
 */
export function describeAwsError(err: unknown, service: string, notFound: Record<string, string> = {}, needed?: Needed): Error {
  if (err instanceof RuntimeError) return err
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } }
  const name = e.name ?? ''
  const status = e.$metadata?.httpStatusCode
  const message = (e.message ?? String(err)).slice(0, 400)
  if (name === 'CredentialsProviderError' || /could not load credentials/i.test(message))
    return new RuntimeError(
      'auth',
      `no AWS credentials found in the job (${message}); configure them in an earlier step, e.g. aws-actions/configure-aws-credentials with role-to-assume (OIDC)`,
      { cause: err }
    )
  if (/region is missing/i.test(message))
    return badArgument('region', 'no AWS region is set (no AWS_REGION, AWS_DEFAULT_REGION or shared config region)', 'an AWS region such as `eu-west-1`')
  if (REFUSED_CREDENTIALS.has(name) || status === 401)
    return new RuntimeError('auth', `AWS ${service} refused the credentials (${name || `HTTP ${status}`}: ${message}); check the job's AWS credentials`, {
      cause: err
    })
  if (FORBIDDEN.has(name) || status === 403)
    return new RuntimeError(
      'forbidden',
      needed
        ? `AWS ${service} denied ${needed.permission} on ${needed.what} (${name || 'HTTP 403'}: ${message}); grant the job's role ${needed.permission} on ${needed.resource}`
        : `AWS ${service} denied the request (${name || 'HTTP 403'}: ${message}); grant the role the read permission it names`,
      { cause: err }
    )
  for (const [errorName, argument] of Object.entries(notFound)) if (name === errorName) return badArgument(argument, `${message} (${name})`)
  if (TIMEOUTS.has(name) || TIMEOUTS.has(e.code ?? '') || /timed? ?out/i.test(message))
    return new RuntimeError('timeout', `AWS ${service} did not answer in time (\`timeout-seconds\`): ${message}`, { cause: err })
  if (status === undefined && (e.code || /ECONN|ENOTFOUND|EAI_AGAIN|socket hang up/.test(message)))
    return new RuntimeError('network', `cannot reach AWS ${service}: ${e.code ?? ''} ${message}`.replace(/ {2}/, ' '), { cause: err })
  if (status !== undefined && status >= 500) return new RuntimeError('server', `AWS ${service} failed (HTTP ${status}, ${name}): ${message}`, { cause: err })
  if (status === 404) return new RuntimeError('not_found', `AWS ${service}: ${name}: ${message}`, { cause: err })
  return new RuntimeError(status === undefined ? 'network' : 'invalid_input', `AWS ${service}: ${name ? `${name}: ` : ''}${message}`, { cause: err })
}

/** Runs an SDK call, its failure described for the user. */
export async function aws<T>(service: string, call: () => Promise<T>, notFound?: Record<string, string>, needed?: Needed): Promise<T> {
  try {
    return await call()
  } catch (err) {
    throw describeAwsError(err, service, notFound, needed)
  }
}

/** Pages of one listing at most: far past what one report could send. */
export const MAX_PAGES = 10_000
