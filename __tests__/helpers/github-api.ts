import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the stand-in knows: pull requests by the commits they contain, and a run's deployment reviews. */
export interface GitHubState {
  /** Pull requests listing each commit; `after` makes a list appear only on that look (GitHub lists merges late). */
  pulls: Record<string, { after?: number; items: PullRequest[] }>
  reviews: Record<number, { user: { login: string }; state: string; submitted_at: string }[]>
  commits: Record<number, { sha: string; html_url: string; author: { login: string } | null; commit: { message: string; author: { name: string; email: string; date: string }; verification?: { verified: boolean; reason: string } } }[]>
  runApprovals: Record<string, { state: string; comment: string; user: { login: string }; environments: { name: string }[] }[]>
  /** Answer every request with this status instead (401, 403...). */
  refuse?: number
}

export interface PullRequest {
  number: number
  html_url: string
  state: string
  title: string
  user: { login: string }
  created_at: string
  merged_at: string | null
  merge_commit_sha: string | null
  head: { ref: string }
}

export interface GitHubStandIn {
  /** For `GITHUB_API_URL`. */
  url: string
  state: GitHubState
  requests: { method: string; url: string; authorization?: string }[]
  stop(): Promise<void>
}

/** One page of a list, as GitHub pages it (`per_page`, `page` from 1). */
function page<T>(items: T[], url: URL): T[] {
  const perPage = Number(url.searchParams.get('per_page') ?? 30)
  const number = Number(url.searchParams.get('page') ?? 1)
  return items.slice((number - 1) * perPage, number * perPage)
}

/** A loopback stand-in of the parts of GitHub's REST API the action reads evidence from. */
export async function startGitHubStandIn(state: GitHubState): Promise<GitHubStandIn> {
  const requests: GitHubStandIn['requests'] = []
  const looks = new Map<string, number>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://github')
    requests.push({ method: req.method ?? '', url: url.pathname + url.search, authorization: req.headers.authorization })
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (state.refuse) return reply(state.refuse, { message: 'Resource not accessible by integration' })
    let m: RegExpExecArray | null
    if ((m = /^\/repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]{40})\/pulls$/.exec(url.pathname))) {
      const entry = state.pulls[m[1]]
      const look = (looks.get(m[1]) ?? 0) + 1
      looks.set(m[1], look)
      return reply(200, entry && look >= (entry.after ?? 1) ? page(entry.items, url) : [])
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews$/.exec(url.pathname))) return reply(200, page(state.reviews[Number(m[1])] ?? [], url))
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/commits$/.exec(url.pathname))) return reply(200, page(state.commits[Number(m[1])] ?? [], url))
    if ((m = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/approvals$/.exec(url.pathname))) return reply(200, state.runApprovals[m[1]] ?? [])
    return reply(404, { message: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
