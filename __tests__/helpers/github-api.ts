import { Recorder, type RecordedRequest, type Reply } from './recorder.js'

/**
 * A loopback stand-in of the parts of GitHub's REST API the action reads evidence from: the
 * pull requests of a commit, their reviews and commits, a run's deployment reviews, and the
 * comparison of two commits of a history (`compare/{base}...{head}`). It
 * pages as GitHub does (`per_page` up to 100, default 30; `page` from 1; a `Link` header with
 * `next`, `last`, `first`, `prev`), and can refuse as GitHub does. In-process tests build a
 * `gitHubApi` on it through the run context's `apiUrl`; end-to-end tests set `GITHUB_API_URL`
 * to its `url`. Change `state` between requests to change its answers. It also takes GitHub
 * Enterprise's layout (`/api/v3/...`), and answers, from the same state, the one GraphQL query
 * the reference client sends for a commit's pull requests, so both can be given the same ones.
 */

/** A pull request as `GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls` lists it (the fields read). */
export interface PullRequest {
  number: number
  html_url: string
  /** `open` or `closed`; merged pull requests are `closed` with `merged_at` set. */
  state: string
  title: string
  /** Markdown; null when empty. */
  body?: string | null
  user: { login: string } | null
  created_at: string
  merged_at: string | null
  merge_commit_sha: string | null
  head: { ref: string }
  /** The repository the pull request belongs to; the action reads reviews and commits there. */
  base?: { ref?: string; repo?: { name: string; owner: { login: string } } }
}

export interface Review {
  /** `type` is `User` or `Bot`, as GitHub gives it. */
  user: { login: string; type?: string } | null
  /** APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED or PENDING. */
  state: string
  /** Absent on PENDING reviews. */
  submitted_at?: string
  body?: string
}

export interface PullCommit {
  sha: string
  html_url: string
  author: { login: string; type?: string } | null
  committer?: { login: string; type?: string } | null
  parents?: { sha: string }[]
  commit: {
    message: string
    author: { name: string; email: string; date: string }
    committer?: { name: string; email: string; date: string }
    verification?: { verified: boolean; reason: string }
  }
}

/** A commit of the repository's history, for comparisons: its parents, and who made it as GitHub links them. */
export interface HistoryCommit {
  parents: string[]
  author?: { login: string; type?: string } | null
  committer?: { login: string; type?: string } | null
  commit?: { author: { name: string; email: string }; committer: { name: string; email: string } }
}

export interface RunApproval {
  /** `approved`, `rejected`, or `pending` (a comment without a decision). */
  state: string
  comment: string
  user: { login: string } | null
  environments: { name: string }[]
}

export type GitHubRoute = 'pulls' | 'reviews' | 'commits' | 'approvals' | 'compare'

export interface Failure {
  status: number
  /** GitHub's `message`; a usual one for the status when not given. */
  message?: string
  headers?: Record<string, string>
  /** Fail only this many requests, then answer normally; every one when not given. */
  times?: number
}

export interface GitHubState {
  /**
   * By commit SHA; `appearsOnLook: n` (or `after: n`) answers an empty list to the looks before
   * the n-th, as GitHub lists a just-merged pull request late.
   */
  pulls: Record<string, { items: PullRequest[]; appearsOnLook?: number; after?: number }>
  /** By pull request number, oldest first as GitHub lists them. */
  reviews: Record<number, Review[]>
  commits: Record<number, PullCommit[]>
  /** By run id; a run not here is 404, as GitHub answers for a run it does not have. */
  runApprovals: Record<string, RunApproval[]>
  /**
   * The repository's commits by SHA, oldest first (the order comparisons list them in); a
   * comparison of a commit not here is 404, as GitHub answers for one it does not have.
   */
  history?: Record<string, HistoryCommit>
  /** The only token accepted (`Authorization: token …` or `Bearer …`); any when not set. */
  token?: string
  /** Answer every request with this status. */
  refuse?: number
  /** Answer one kind of request with a failure. */
  fail?: Partial<Record<GitHubRoute, Failure>>
}

export interface GitHubStandIn {
  /** For `GITHUB_API_URL` or `RunContext.apiUrl`: `http://127.0.0.1:PORT`, no trailing slash. */
  url: string
  state: GitHubState
  /** Every request received, in order (method, path with query, headers). */
  requests: RecordedRequest[]
  /** How many times the pull requests of `sha` were looked for (requests for their first page). */
  looks(sha: string): number
  stop(): Promise<void>
}

const MESSAGES: Record<number, string> = {
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  422: 'Validation Failed',
  429: 'API rate limit exceeded',
  500: 'Server Error'
}

const ROUTES: { route: GitHubRoute; pattern: RegExp }[] = [
  { route: 'pulls', pattern: /^\/repos\/[^/]+\/[^/]+\/commits\/([^/]+)\/pulls$/ },
  { route: 'reviews', pattern: /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews$/ },
  { route: 'commits', pattern: /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/commits$/ },
  { route: 'approvals', pattern: /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/approvals$/ },
  { route: 'compare', pattern: /^\/repos\/[^/]+\/[^/]+\/compare\/([^/]+)$/ }
]

export function emptyGitHubState(): GitHubState {
  return { pulls: {}, reviews: {}, commits: {}, runApprovals: {} }
}

export async function startGitHubStandIn(initial: Partial<GitHubState> = {}): Promise<GitHubStandIn> {
  const state: GitHubState = { ...emptyGitHubState(), ...initial }
  const looks = new Map<string, number>()
  const failures = new Map<GitHubRoute, number>()
  let origin = ''
  const recorder = await new Recorder((req) => answer(req)).start()
  origin = new URL(recorder.baseUrl).origin

  function answer(req: RecordedRequest): Reply {
    const url = new URL(req.url, origin)
    if (state.refuse) return refusal({ status: state.refuse })
    if (state.token !== undefined && !new RegExp(`^(token|bearer) ${escape(state.token)}$`, 'i').test(String(req.headers.authorization ?? ''))) {
      return refusal({ status: 401 })
    }
    if (req.method === 'POST' && /^\/(api\/)?graphql$/.test(url.pathname)) return graphql(req)
    const route = url.pathname.replace(/^\/api\/v3(?=\/)/, '')
    const match = req.method === 'GET' ? ROUTES.map((r) => ({ route: r.route, key: r.pattern.exec(route)?.[1] })).find((m) => m.key !== undefined) : undefined
    if (!match) return refusal({ status: 404 })
    const key = decodeURIComponent(match.key!)
    if (match.route === 'pulls' && page(url).number === 1) looks.set(key, (looks.get(key) ?? 0) + 1)
    const failure = state.fail?.[match.route]
    if (failure) {
      const count = (failures.get(match.route) ?? 0) + 1
      failures.set(match.route, count)
      if (failure.times === undefined || count <= failure.times) return refusal(failure)
    }
    if (match.route === 'compare') return compare(key, url)
    const items = list(match.route, key)
    return items === undefined ? refusal({ status: 404 }) : paged(items, url)
  }

  /** Every commit `sha` descends from, itself included. */
  function ancestors(sha: string): Set<string> {
    const seen = new Set<string>()
    const todo = [sha]
    while (todo.length > 0) {
      const next = todo.pop()!
      if (seen.has(next)) continue
      seen.add(next)
      todo.push(...(state.history?.[next]?.parents ?? []))
    }
    return seen
  }

  /** `base...head`: the commits head has and base has not, oldest first, paged, with GitHub's status and total. */
  function compare(basehead: string, url: URL): Reply {
    const [base, head] = basehead.split('...')
    const history = state.history ?? {}
    if (!head || !history[base] || !history[head]) return refusal({ status: 404, message: 'Not Found' })
    const ofHead = ancestors(head)
    const ofBase = ancestors(base)
    const status = base === head ? 'identical' : ofHead.has(base) ? 'ahead' : ofBase.has(head) ? 'behind' : 'diverged'
    const shas = Object.keys(history).filter((sha) => ofHead.has(sha) && !ofBase.has(sha))
    const commits = shas.map((sha) => ({ sha, parents: history[sha].parents.map((p) => ({ sha: p })), ...pick(history[sha]) }))
    const one = paged(commits, url)
    const behind = [...ofBase].filter((sha) => !ofHead.has(sha)).length
    return { ...one, body: { status, ahead_by: commits.length, behind_by: behind, total_commits: commits.length, commits: one.body } }
  }

  /**
   * `associatedPullRequests` of a commit, in GraphQL's names: one page of everything, approved
   * reviews only. Exactly the fields the reference client selects: its GraphQL client refuses
   * any other.
   */
  function graphql(req: RecordedRequest): Reply {
    const { query, variables } = JSON.parse(req.body) as { query?: string; variables?: { commitSHA?: string } }
    if (!query?.includes('associatedPullRequests') || !variables?.commitSHA)
      return { status: 200, body: { errors: [{ message: 'the stand-in answers only the associatedPullRequests of a commit' }] } }
    const sha = variables.commitSHA
    looks.set(sha, (looks.get(sha) ?? 0) + 1)
    const onePage = { hasNextPage: false, endCursor: null }
    const nodes = (list('pulls', sha) as PullRequest[]).map((pull) => ({
      number: pull.number,
      repository: { name: pull.base?.repo?.name ?? pull.html_url.split('/')[4], owner: { login: pull.base?.repo?.owner.login ?? pull.html_url.split('/')[3] } },
      title: pull.title,
      state: pull.merged_at ? 'MERGED' : pull.state.toUpperCase(),
      headRefName: pull.head.ref,
      baseRefName: pull.base?.ref ?? '',
      url: pull.html_url,
      createdAt: pull.created_at,
      mergedAt: pull.merged_at,
      author: pull.user,
      commits: {
        nodes: (state.commits[pull.number] ?? []).map((c) => ({
          commit: {
            oid: c.sha,
            messageHeadline: c.commit.message.split('\n')[0],
            committedDate: c.commit.author.date,
            authoredDate: c.commit.author.date,
            url: c.html_url,
            author: { name: c.commit.author.name, email: c.commit.author.email, user: c.author },
            signature: c.commit.verification ? { isValid: c.commit.verification.verified, state: c.commit.verification.reason.toUpperCase() } : null
          }
        })),
        pageInfo: onePage
      },
      reviews: {
        nodes: (state.reviews[pull.number] ?? [])
          .filter((r) => r.state === 'APPROVED')
          .map((r) => ({ author: r.user, state: r.state, submittedAt: r.submitted_at })),
        pageInfo: onePage
      }
    }))
    return { status: 200, body: { data: { repository: { object: { associatedPullRequests: { nodes } } } } } }
  }

  function list(route: GitHubRoute, key: string): unknown[] | undefined {
    if (route === 'pulls') {
      const entry = state.pulls[key]
      return entry && (looks.get(key) ?? 0) >= (entry.appearsOnLook ?? entry.after ?? 1) ? entry.items : []
    }
    if (route === 'reviews') return state.reviews[Number(key)] ?? []
    if (route === 'commits') return state.commits[Number(key)] ?? []
    return state.runApprovals[key]
  }

  /** One page of a list, with the `Link` header GitHub sends when there is more than one. */
  function paged(items: unknown[], url: URL): Reply {
    const { number, size } = page(url)
    const last = Math.max(1, Math.ceil(items.length / size))
    const link = (n: number, rel: string) => {
      const target = new URL(url.pathname + url.search, origin)
      target.searchParams.set('page', String(n))
      return `<${target.href}>; rel="${rel}"`
    }
    const links = [
      number < last && link(number + 1, 'next'),
      number < last && link(last, 'last'),
      number > 1 && link(1, 'first'),
      number > 1 && link(number - 1, 'prev')
    ].filter(Boolean)
    return { status: 200, body: items.slice((number - 1) * size, number * size), headers: links.length > 0 ? { link: links.join(', ') } : {} }
  }

  return {
    url: origin,
    state,
    requests: recorder.requests,
    looks: (sha) => looks.get(sha) ?? 0,
    stop: () => recorder.stop()
  }
}

function pick(commit: HistoryCommit): Record<string, unknown> {
  return {
    author: commit.author ?? null,
    committer: commit.committer ?? null,
    ...(commit.commit && { commit: commit.commit })
  }
}

function page(url: URL): { number: number; size: number } {
  const size = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
  return { number: Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1), size }
}

function refusal(failure: Failure): Reply {
  const message = failure.message ?? MESSAGES[failure.status] ?? 'Error'
  return {
    status: failure.status,
    body: { message, documentation_url: 'https://docs.github.com/rest', status: String(failure.status) },
    headers: failure.headers
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
