import { RestClient } from '../rest/client.js'
import { TransportError } from '../../http/transport-error.js'
import type { Log } from '../../util/log.js'
import { gitHubMessage } from './errors.js'

/** A route's values: its placeholders', then the query's. */
type RouteParams = Record<string, string | number>

/** A commit with its files' patches is the largest answer read this way: GitHub caps a commit at 300 files. */
const MAX_ANSWER_BYTES = 64 << 20
/** GitHub moves a renamed repository's routes with one redirect. */
const MAX_REDIRECTS = 1

/**
 * One GET of GitHub's REST API through the toolkit's HTTP client, as Octokit would send it: the
 * route's `{name}` placeholders filled, the other params as the query, the token as Octokit's
 * token scheme. A failure is thrown in the shape of Octokit's RequestError (`status`, and
 * `response` when GitHub answered), which `gitHubError` turns into words. Reading a commit this
 * way spares an attestation loading Octokit and undici: 26 ms of such a step (npm run bench,
 * steps, with a github-token).
 */
export function gitHubGet(apiUrl: string, token: string, log: Log, timeoutMs: number): (route: string, params: RouteParams) => Promise<unknown> {
  const rest = new RestClient({ timeoutMs, maxRetries: 1, maxBytes: MAX_ANSWER_BYTES, secrets: [token], log })
  const headers = { accept: 'application/vnd.github+json', authorization: `token ${token}`, 'x-github-api-version': '2022-11-28' }
  return async (route, params) => {
    const deadline = Date.now() + timeoutMs
    let url = routeUrl(apiUrl, route, params)
    for (let redirects = 0; ; redirects++) {
      let answer
      try {
        answer = await rest.get(url, headers, deadline)
      } catch (err) {
        if (!(err instanceof TransportError)) throw err
        // As Octokit's RequestError for a request that got no answer: a status, no response.
        throw Object.assign(new Error(err.message, { cause: err }), { name: err.timedOut ? 'TimeoutError' : 'HttpError', status: 500 })
      }
      if (answer.status >= 200 && answer.status < 300) return answer.json
      const next = answer.location ? new URL(answer.location, url) : undefined
      // The token goes only where the API is: a redirect elsewhere is not followed.
      if (next && answer.status >= 300 && answer.status < 400 && redirects < MAX_REDIRECTS && next.href.startsWith(`${apiUrl}/`)) {
        url = next.href
        continue
      }
      const failure = Object.assign(new Error(`HTTP ${answer.status}`), {
        name: 'HttpError',
        status: answer.status,
        response: { headers: answer.headers, data: answer.json ?? answer.text }
      })
      // GitHub's own words, as Octokit's message has them.
      failure.message = gitHubMessage(failure)
      throw failure
    }
  }
}

/** A route (`GET /repos/{owner}/{repo}/commits/{ref}`) as a URL: placeholders encoded, the rest of `params` the query. */
export function routeUrl(apiUrl: string, route: string, params: RouteParams): string {
  const [method, path] = route.split(' ')
  if (method !== 'GET' || !path) throw new Error(`not a GET route: ${route}`)
  const rest: RouteParams = { ...params }
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name]
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`)
    delete rest[name]
    return encodeURIComponent(String(value))
  })
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)])).toString()
  return `${apiUrl}${filled}${query ? `?${query}` : ''}`
}
