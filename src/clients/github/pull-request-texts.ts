import type { GitHubApi } from './api.js'
import { gitHubError } from './errors.js'

/** What a pull request says about itself: where a change names the issue behind it. */
export interface PullRequestText {
  number: number
  url: string
  title: string
  body: string
}

/** A commit is in one pull request, or a few; past this, more would only be noise to search. */
const MAX_PULLS = 30
/** GitHub keeps a body to 65,536 characters; a longer one is no body GitHub gave. */
const MAX_TEXT = 65_536

interface PullResponse {
  number?: number
  html_url?: string
  title?: string | null
  body?: string | null
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '')

/**
 * The titles and bodies of the pull requests that contain `sha`, in one bounded list read
 * (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`), and of `own`, the run's own pull request
 * as its event gives it, when the run is one's (GitHub lists none for a pull request's merge
 * commit, which is what such a run checks out).
 */
export async function pullRequestTexts(api: GitHubApi, sha: string, own?: unknown): Promise<PullRequestText[]> {
  let listed: unknown[]
  try {
    listed = await api.paginate('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, { maxItems: MAX_PULLS })
  } catch (err) {
    throw gitHubError(err, { what: `the pull requests of commit ${sha}`, permissions: ['contents: read', 'pull-requests: read'] })
  }
  const found: PullRequestText[] = []
  const pulls = [...(own && typeof own === 'object' ? [own as PullResponse] : []), ...(listed as PullResponse[])]
  for (const pull of pulls) {
    if (typeof pull?.number !== 'number' || found.some((p) => p.number === pull.number)) continue
    found.push({ number: pull.number, url: text(pull.html_url), title: text(pull.title), body: text(pull.body) })
  }
  return found
}
