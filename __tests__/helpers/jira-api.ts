import { Recorder, type RecordedRequest, type Reply } from './recorder.js'

/**
 * A loopback stand-in of the parts of Jira's REST API v2 (Cloud, Server and Data Center) that
 * the action and the reference client read, answering with the shapes Atlassian documents: an
 * issue (`GET /rest/api/2/issue/{key}`, with only the `fields` asked for, or every one for
 * `*all`), 404 with `errorMessages` for an issue it does not have, and the caller
 * (`GET /rest/api/2/myself`). Credentials are Basic `username:apiToken` (Cloud) or Bearer `pat`
 * (Server, Data Center); others are refused with 401, or, as Jira Cloud does for a request it
 * treats as anonymous, answered as if the caller may see no issue (`refusal: 'anonymous'`).
 */

export interface JiraIssue {
  id: string
  fields: Record<string, unknown>
}

export interface JiraState {
  username: string
  apiToken: string
  pat: string
  /** By key. */
  issues: Record<string, JiraIssue>
  /** How refused credentials are answered: 401 on every request, or as anonymous (404 for an issue, 401 for `myself`). */
  refusal: 'status' | 'anonymous'
  /** A refusal that quotes what it was given, as a misconfigured proxy in front of Jira might. */
  echoCredentials?: boolean
}

export interface JiraStandIn {
  /** `http://127.0.0.1:PORT`, no trailing slash: the base URL. */
  url: string
  state: JiraState
  requests: RecordedRequest[]
  stop(): Promise<void>
}

export function emptyJiraState(): JiraState {
  return { username: 'dana@example.com', apiToken: 'jira-api-token', pat: 'jira-pat', issues: {}, refusal: 'status' }
}

const NOT_FOUND = { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} }

export async function startJiraStandIn(initial: Partial<JiraState> = {}): Promise<JiraStandIn> {
  const state: JiraState = { ...emptyJiraState(), ...initial }
  let origin = ''

  const accepted = (req: RecordedRequest): boolean => {
    const auth = String(req.headers.authorization ?? '')
    if (auth === `Bearer ${state.pat}`) return true
    return auth === `Basic ${Buffer.from(`${state.username}:${state.apiToken}`).toString('base64')}`
  }

  const answer = (req: RecordedRequest): Reply => {
    const url = new URL(req.url, 'http://127.0.0.1')
    const ok = accepted(req)
    const refused: Reply = state.echoCredentials
      ? { status: 401, raw: `refused ${String(req.headers.authorization)}` }
      : { status: 401, body: { errorMessages: ['You are not authenticated. Authentication required to perform this operation.'], errors: {} } }
    if (url.pathname === '/rest/api/2/myself') {
      if (!ok) return refused
      return {
        status: 200,
        body: { self: `${origin}/rest/api/2/user?accountId=5b10a2844c20165700ede21g`, accountId: '5b10a2844c20165700ede21g', displayName: 'Dana' }
      }
    }
    const match = /^\/rest\/api\/2\/issue\/([^/]+)$/.exec(url.pathname)
    if (!match) return { status: 404, body: { errorMessages: ['null for uri'], errors: {} } }
    if (!ok && state.refusal === 'status') return refused
    const key = decodeURIComponent(match[1])
    const issue = state.issues[key]
    if (!ok || !issue) return { status: 404, body: NOT_FOUND }
    const asked = (url.searchParams.get('fields') ?? '*all').split(',').filter(Boolean)
    const all = asked.includes('*all')
    const fields = Object.fromEntries(Object.entries(issue.fields).filter(([name]) => all || asked.includes(name)))
    return {
      status: 200,
      body: {
        expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations',
        id: issue.id,
        self: `${origin}/rest/api/2/issue/${issue.id}`,
        key,
        fields
      }
    }
  }

  const recorder = await new Recorder(answer).start()
  origin = recorder.baseUrl.replace(/\/api\/v2$/, '')
  return { url: origin, state, requests: recorder.requests, stop: () => recorder.stop() }
}
