import { errorKindForStatus, LibraryError } from '../../util/errors.js'
import type { EncodedRequest } from './request.js'
import { clip } from '../../util/text.js'
import { NO_ADVICE, type Advise, type AdviceTopic } from './advice.js'

/** What the service told us went wrong, from its `{message, errors}` body or whatever it sent. */
export function describeFailureBody(text: string, contentType: string | undefined): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  try {
    const body = JSON.parse(trimmed) as unknown
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const { message, errors, detail } = body as Record<string, unknown>
      const parts: string[] = []
      if (typeof message === 'string') parts.push(message)
      if (errors && typeof errors === 'object' && Object.keys(errors).length > 0) {
        parts.push(
          Object.entries(errors as Record<string, unknown>)
            .map(([field, why]) => `${field}: ${typeof why === 'string' ? why : JSON.stringify(why)}`)
            .join('; ')
        )
      }
      if (parts.length === 0 && detail !== undefined) parts.push(typeof detail === 'string' ? detail : JSON.stringify(detail))
      if (parts.length > 0) return parts.join(' — ')
    }
    if (typeof body === 'string') return body
    return clipLine(trimmed)
  } catch {
    // An HTML error page from a proxy or load balancer: its title says enough.
    if (/html/i.test(contentType ?? '') || /^<(!doctype|html)/i.test(trimmed)) {
      const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim()
      return `an HTML page${title ? ` titled "${title}"` : ''} (${Buffer.byteLength(text)} bytes), not a service answer`
    }
    return clipLine(trimmed)
  }
}

function clipLine(text: string): string {
  return clip(text.replace(/\s+/g, ' '), 203, { count: true })
}

/** A path below a flow (`/trails/{org}/{flow_name}…` and the like). */
const WITHIN_FLOW = /^\/(trails|attestations|artifacts|approvals)\/[^/?]+\/[^/?]+/

/**
 * Which name was likely missing. Recording anything in a flow (a trail, an attestation) that
 * answers 404 most often means the flow was never created; a lookup's 404 is about what it
 * looked up.
 */
function missing(request: EncodedRequest): AdviceTopic {
  if (request.path.startsWith('/environments/')) return 'missing-environment'
  return request.method !== 'GET' && WITHIN_FLOW.test(request.path) ? 'missing-flow' : 'missing-record'
}

/** What to do next, where the status makes it knowable. */
function topic(status: number, request: EncodedRequest): AdviceTopic | undefined {
  switch (status) {
    case 401:
      return 'credentials'
    case 403:
      return 'permission'
    case 404:
    case 410:
      return missing(request)
    case 409:
      return 'conflict'
    case 422:
      return 'refused-field'
    case 429:
      return 'rate-limited'
    default:
      if (status >= 500) return 'server-failed'
      // Every other 4xx is a request the service refused after it was sent: 400, 405, 413, 415…
      return status >= 400 && status !== 408 ? 'refused-request' : undefined
  }
}

function attemptsText(attempts: number): string {
  return `${attempts} attempt${attempts === 1 ? '' : 's'}`
}

/** A failure that carries the request, so it can be saved and replayed. */
export class ServiceError extends LibraryError {
  readonly request: EncodedRequest
  readonly attempts: number

  constructor(
    kind: ConstructorParameters<typeof LibraryError>[0],
    message: string,
    details: { request: EncodedRequest; attempts: number; status?: number; cause?: unknown }
  ) {
    super(kind, message, { status: details.status, cause: details.cause })
    this.name = 'ServiceError'
    this.request = details.request
    this.attempts = details.attempts
  }
}

export function statusFailure(
  request: EncodedRequest,
  status: number,
  text: string,
  contentType: string | undefined,
  attempts: number,
  advise: Advise = NO_ADVICE
): ServiceError {
  const said = describeFailureBody(text, contentType)
  const parts = [`${request.method} ${request.path} failed with HTTP ${status} after ${attemptsText(attempts)}.`]
  if (said) parts.push(`The service said: ${said}.`)
  const about = topic(status, request)
  const next = about && advise(about)
  if (next) parts.push(next)
  return new ServiceError(errorKindForStatus(status), parts.join(' '), { request, attempts, status })
}

export function transportFailure(
  request: EncodedRequest,
  attempts: number,
  timedOut: boolean,
  timeoutSeconds: number,
  cause: unknown,
  advise: Advise = NO_ADVICE
): ServiceError {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code
  const what = timedOut ? `no complete answer within ${timeoutSeconds} s` : `a network error (${code ?? (cause as Error)?.message ?? String(cause)})`
  const next = advise(timedOut ? 'slow' : 'unreachable')
  return new ServiceError(
    timedOut ? 'timeout' : 'network',
    `${request.method} ${request.path} failed: ${what} after ${attemptsText(attempts)}.${next ? ` ${next}` : ''}`,
    {
      request,
      attempts,
      cause
    }
  )
}

/** A call with no API key to send: nothing was sent. The action names its input where it knows which. */
export class MissingApiKeyError extends LibraryError {
  constructor(readonly neededBy: string) {
    super('invalid_input', `no API key was given, so ${neededBy} was not sent`)
    this.name = 'MissingApiKeyError'
  }
}
