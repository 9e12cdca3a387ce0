import { readBoundedBody, withoutQuery } from '../../http/bounded-body.js'
import { redactor, redactValue } from '../../http/redact.js'
import { withRetries } from '../../http/retry.js'
import { toolkitClient } from '../../http/toolkit-client.js'
import { TransportError } from '../../http/transport-error.js'
import type { Log } from '../../util/log.js'

/**
 * GET requests to the JSON REST API of an outside system the action reads evidence from
 * (SonarQube, Jira): each attempt within its time, each answer within its size, transient
 * failures tried again a bounded number of times, redirects never followed (the credentials
 * would go with them), and every secret the answer may echo removed before anything reads it.
 */

export interface RestOptions {
  /** One attempt's limit. */
  timeoutMs: number
  /** Tries after the first, for failures that may pass (a reset connection, 429, 502, 503, 504). */
  maxRetries: number
  /** Larger answers are refused as they arrive, never buffered whole. */
  maxBytes: number
  /** What an answer may echo (tokens, the Authorization header's spellings) and nothing may show. */
  secrets: string[]
  log: Log
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

export interface RestAnswer {
  status: number
  /** The answer's text, secrets removed. */
  text: string
  /** The parsed answer when it is JSON, secrets removed from every string in it. */
  json?: unknown
  /** Where a redirect pointed, which is not followed. */
  location?: string
  /** The answer's headers, as Node gives them (names in lower case). */
  headers: Record<string, string | string[] | undefined>
}

const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'EAI_AGAIN', 'ECONNABORTED', 'UND_ERR_SOCKET'])
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504])
const FIRST_DELAY_MS = 1000
const MAX_DELAY_MS = 10_000

export class RestClient {
  readonly redact: (text: string) => string
  private readonly sleep: (ms: number) => Promise<void>
  private readonly now: () => number

  constructor(private readonly options: RestOptions) {
    this.redact = redactor(options.secrets)
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.now = options.now ?? Date.now
  }

  /**
   * One GET, tried again on transient failures while `deadline` (epoch ms) allows; each attempt
   * ends by the deadline too. The answer's status is the caller's to judge.
   */
  async get(url: string, headers: Record<string, string>, deadline = Infinity): Promise<RestAnswer> {
    const { outcome } = await withRetries(
      (): Promise<RestAnswer> => this.once(url, headers, Math.max(1, Math.min(this.options.timeoutMs, deadline - this.now()))),
      {
        maxRetries: this.options.maxRetries,
        transient: (o) =>
          o instanceof TransportError ? o.timedOut || (o.code !== undefined && TRANSIENT_CODES.has(o.code)) : TRANSIENT_STATUSES.has(o.status),
        delayMs: (retry) => Math.min(FIRST_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS),
        canWait: (delay) => this.now() + delay < deadline,
        onRetry: (o, delay) =>
          this.options.log.debug(
            `GET ${withoutQuery(url)}: ${o instanceof TransportError ? o.message : `HTTP ${o.status}`}; trying again in ${delay / 1000} s`
          ),
        sleep: this.sleep
      }
    )
    if (outcome instanceof TransportError) throw outcome
    return outcome
  }

  private async once(url: string, headers: Record<string, string>, timeoutMs: number): Promise<RestAnswer> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    this.options.log.debug(`GET ${withoutQuery(url)}`)
    try {
      const client = toolkitClient(controller.signal)
      const response = await client.request('GET', url, null, { accept: 'application/json', ...headers })
      const maxBytes = this.options.maxBytes
      const body = await readBoundedBody(
        response.message,
        controller.signal,
        maxBytes,
        () => new TransportError(`sent an answer larger than ${maxBytes} bytes; refused unread`, { code: 'ETOOLARGE', origin: new URL(url).origin })
      )
      const text = this.redact(body.toString('utf8'))
      const status = response.message.statusCode ?? 0
      const location = response.message.headers.location
      let json: unknown
      try {
        // An escaped spelling of a secret (`\u0074oken`) is seen only once decoded.
        json = text === '' ? undefined : redactValue(JSON.parse(text), this.redact).value
      } catch {
        json = undefined
      }
      return { status, text, json, headers: response.message.headers, ...(location !== undefined && { location: this.redact(location) }) }
    } catch (err) {
      if (err instanceof TransportError) throw err
      const timedOut = controller.signal.aborted
      const code = (err as NodeJS.ErrnoException).code
      const why = timedOut ? `no answer within ${Math.round(timeoutMs / 100) / 10} s` : this.redact((err as Error).message)
      throw new TransportError(why, { timedOut, code: timedOut ? 'ETIMEDOUT' : code, origin: new URL(url).origin, cause: err })
    } finally {
      clearTimeout(timer)
    }
  }
}
