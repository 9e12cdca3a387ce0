import { LibraryError, errorKindForStatus, type ErrorKind } from '../../util/errors.js'
import { TransportError } from '../../http/transport-error.js'
import { RestClient, type RestAnswer, type RestOptions } from '../rest/client.js'
import { apiUrl } from '../rest/url.js'
import type { JiraResult } from '../service/catalogue/attestations.js'

/**
 * The two calls of Jira's REST API v2 an attestation needs: who the credentials are
 * (`myself`), and an issue with the fields asked for. Jira Cloud takes an account's e-mail and
 * API token as Basic; Server and Data Center take a personal access token as Bearer.
 */

export type JiraCredentials = { username: string; apiToken: string } | { pat: string }

/** Something Jira said or did that stops the attestation; `about` tells the operation which input to name. */
export class JiraError extends LibraryError {
  readonly about?: 'credentials' | 'base-url'

  constructor(kind: ErrorKind, message: string, options: { about?: JiraError['about']; status?: number; cause?: unknown } = {}) {
    super(kind, message, options)
    this.name = 'JiraError'
    this.about = options.about
  }
}

/** An issue with every field (`*all`) can be large; past this it is no issue Jira sends. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024
/**
 * Jira answers every field when none is named, so a name no field has asks for none, as the
 * reference client asks.
 */
const NO_FIELDS = 'evidence-action-no-fields'

function authorization(credentials: JiraCredentials): string {
  return 'pat' in credentials ? `Bearer ${credentials.pat}` : `Basic ${Buffer.from(`${credentials.username}:${credentials.apiToken}`).toString('base64')}`
}

/** Every spelling of the credentials an answer could echo. */
export function credentialSecrets(credentials: JiraCredentials): string[] {
  if ('pat' in credentials) return [credentials.pat]
  const pair = `${credentials.username}:${credentials.apiToken}`
  return [credentials.apiToken, pair, Buffer.from(pair).toString('base64')]
}

export class JiraApi {
  private readonly rest: RestClient
  private readonly headers: Record<string, string>

  constructor(
    readonly baseUrl: string,
    private readonly credentials: JiraCredentials,
    options: Omit<RestOptions, 'maxBytes' | 'secrets'>
  ) {
    this.rest = new RestClient({ ...options, maxBytes: MAX_ANSWER_BYTES, secrets: credentialSecrets(credentials) })
    this.headers = { authorization: authorization(credentials) }
  }

  private get host(): string {
    return new URL(this.baseUrl).host
  }

  private get who(): string {
    return 'pat' in this.credentials ? 'the personal access token' : `the API token of ${this.credentials.username}`
  }

  /**
   * Whether Jira accepts the credentials, asked once before any issue: Jira answers an issue it
   * will not show with 404, as it answers one that does not exist, so a refused credential
   * would otherwise pass for missing issues.
   */
  async checkCredentials(): Promise<void> {
    const answer = await this.send(apiUrl(this.baseUrl, 'rest/api/2/myself'), 'who the credentials are')
    if (answer.status === 200 && isObject(answer.json)) return
    if (answer.status === 401 || answer.status === 403)
      throw new JiraError(answer.status === 401 ? 'auth' : 'forbidden', `Jira at ${this.host} refused ${this.who} (HTTP ${answer.status}${said(answer)})`, {
        about: 'credentials',
        status: answer.status
      })
    if (answer.status === 404 || (answer.status === 200 && !isObject(answer.json)) || (answer.status >= 300 && answer.status < 400))
      throw new JiraError(
        'invalid_input',
        `${this.host} answered ${answer.status}${said(answer)} for /rest/api/2/myself, which every Jira has: the URL is not Jira's base URL`,
        { about: 'base-url', status: answer.status }
      )
    throw this.failure(answer, 'who the credentials are')
  }

  /** An issue, with the fields asked for (`*all` for every one); one Jira does not have is recorded as not existing. */
  async issue(key: string, fields: string[]): Promise<JiraResult> {
    const result: JiraResult = { issue_id: key, issue_url: apiUrl(this.baseUrl, `browse/${encodeURIComponent(key)}`), issue_exists: false }
    const url = apiUrl(this.baseUrl, `rest/api/2/issue/${encodeURIComponent(key)}`, { fields: fields.length > 0 ? fields.join(',') : NO_FIELDS })
    const answer = await this.send(url, `issue ${key}`)
    if (answer.status === 404) return result
    if (answer.status === 401 || answer.status === 403)
      throw new JiraError(
        answer.status === 401 ? 'auth' : 'forbidden',
        `Jira at ${this.host} refused ${this.who} while reading issue ${key} (HTTP ${answer.status}${said(answer)})`,
        {
          about: 'credentials',
          status: answer.status
        }
      )
    if (answer.status !== 200 || !isObject(answer.json)) throw this.failure(answer, `issue ${key}`)
    const given = answer.json.fields
    return { ...result, issue_exists: true, issue_fields: isObject(given) ? given : {} }
  }

  private async send(url: string, what: string): Promise<RestAnswer> {
    try {
      return await this.rest.get(url, this.headers)
    } catch (err) {
      if (!(err instanceof TransportError)) throw err
      throw new JiraError(err.timedOut ? 'timeout' : 'network', `could not read ${what} from Jira at ${this.host}: ${err.message}`, { cause: err })
    }
  }

  private failure(answer: RestAnswer, what: string): JiraError {
    if (answer.status >= 300 && answer.status < 400)
      return new JiraError(
        'invalid_input',
        `${this.host} redirected the request for ${what}${answer.location ? ` to ${answer.location}` : ''}; not followed, so the credentials are not sent elsewhere: use the address it redirects to`,
        {
          about: 'base-url',
          status: answer.status
        }
      )
    const kind = answer.status === 200 ? 'server' : errorKindForStatus(answer.status)
    const got = answer.status === 200 ? ' (not the JSON object Jira sends)' : said(answer)
    return new JiraError(kind, `Jira at ${this.host} failed to give ${what} (HTTP ${answer.status}${got})`, { status: answer.status })
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Jira's own words for a refusal (`errorMessages`), short. */
function said(answer: RestAnswer): string {
  const messages = isObject(answer.json) ? answer.json.errorMessages : undefined
  const first = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined
  return first ? `: ${first.slice(0, 200)}` : ''
}
