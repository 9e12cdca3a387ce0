import { apiKeyOf } from '../auth.js'
import { Evaluations } from '../domain/evidence.js'
import type { PageRequest } from './page-request.js'
import { HttpError } from '../http-error.js'
import type { Answer } from '../receive.js'
import type { Context } from '../request.js'
import type { Target } from '../target.js'
import { artifactPage } from './artifact.js'
import { attachmentDownload } from './attachment.js'
import { environmentPage } from './environment.js'
import { errorPage } from './error.js'
import { fingerprintPage } from './fingerprint.js'
import { flowPage } from './flow.js'
import { homePage } from './home.js'
import { trailPage } from './trail.js'

type PageHandler = (request: PageRequest) => Answer

/** The web app's addresses (src/service/web-app.ts makes the same ones), `{…}` a parameter. */
const ROUTES: [string, PageHandler][] = [
  ['/', homePage],
  ['/{org}', homePage],
  ['/{org}/flows/{flow}', flowPage],
  ['/{org}/flows/{flow}/trails/{trail}', trailPage],
  ['/{org}/flows/{flow}/trails/{trail}/attestations/{id}/attachment', attachmentDownload],
  ['/{org}/flows/{flow}/artifacts/{fingerprint}', artifactPage],
  ['/{org}/artifacts/{fingerprint}', fingerprintPage],
  ['/{org}/environments/{env}', environmentPage],
  ['/{org}/environments/{env}/snapshots/{index}', environmentPage]
]
const COMPILED = ROUTES.map(([path, handler]) => ({ segments: path.split('/').slice(1).filter(Boolean), handler }))

/** A path the pages answer: `/`, or one whose first segment is a name other than `api` (the API's). */
export function isPagePath(path: string): boolean {
  return path === '/' || (/^\/[^/]/.test(path) && path !== '/api' && !path.startsWith('/api/'))
}

function route(path: string): { handler: PageHandler; raw: string[] } | undefined {
  // `/acme/flows/shop/` is `/acme/flows/shop`; an empty segment anywhere else matches nothing.
  const parts = path.split('/').slice(1)
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  next: for (const { segments, handler } of COMPILED) {
    if (segments.length !== parts.length) continue
    const raw: string[] = []
    for (let i = 0; i < segments.length; i++) {
      if (!segments[i].startsWith('{')) {
        if (segments[i] !== parts[i]) continue next
      } else if (parts[i] === '') continue next
      else raw.push(parts[i])
    }
    return { handler, raw }
  }
  return undefined
}

/**
 * The read-only pages of what the sandbox holds, server-rendered from the same store and
 * domain code as the API. They take the API's credentials; when the sandbox was started
 * without `--api-key` they are open (it listens on 127.0.0.1 unless told otherwise).
 */
export class Pages {
  constructor(
    private readonly ctx: Context,
    private readonly apiKeys: ReadonlySet<string>,
    private readonly log: (line: string) => void
  ) {}

  private refused(authorization: string | undefined): boolean {
    if (this.apiKeys.size === 0) return false
    try {
      return !this.apiKeys.has(apiKeyOf(authorization))
    } catch {
      return true
    }
  }

  answer(target: Target, authorization: string | undefined): Answer {
    // Nothing but the question: a browser then asks for a user name (the key) and a password (anything).
    if (this.refused(authorization))
      return errorPage(401, 'Sign in with an API key of this sandbox as the user name; the password can be anything.', {
        'www-authenticate': 'Basic realm="evidence sandbox", charset="UTF-8"'
      })
    const found = route(target.path)
    if (!found) return errorPage(404, `No page at ${target.path.length > 200 ? `${target.path.slice(0, 197)}...` : target.path}`)
    let params: string[]
    try {
      params = found.raw.map((p) => decodeURIComponent(p))
    } catch {
      return errorPage(400, 'Malformed percent-encoding in the address')
    }
    try {
      return found.handler({ ctx: this.ctx, params, query: target.query, memo: new Evaluations() })
    } catch (err) {
      if (err instanceof HttpError) return errorPage(err.status, err.message)
      this.log(`internal error: ${(err as Error)?.stack ?? String(err)}`)
      return errorPage(500, 'The sandbox could not make this page; its log says why')
    }
  }
}
