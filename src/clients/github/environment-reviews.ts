import type { GitHubApi } from './api.js'
import { gitHubError } from './errors.js'

export interface EnvironmentReview {
  login: string
  /** What the reviewer wrote; empty when nothing. */
  comment: string
}

export interface EnvironmentReviews {
  /** Who approved this run's deployment to the environment, each once, in GitHub's order. */
  approved: EnvironmentReview[]
  /** Who rejected it. */
  rejected: EnvironmentReview[]
  /** Every environment this run's reviews were for, as GitHub spells them: to say what was found instead. */
  environmentsFound: string[]
}

/** An entry of `GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals`. */
interface ApprovalResponse {
  state?: string
  comment?: string | null
  user?: { login?: string } | null
  environments?: ({ name?: string } | null)[] | null
}

/**
 * The deployment reviews of a workflow run for one environment, read from the run's review
 * history. GitHub compares environment names without regard to case, and so does this.
 */
export async function environmentReviews(api: GitHubApi, runId: string | number, environment: string): Promise<EnvironmentReviews> {
  let history: ApprovalResponse[]
  try {
    history = (await api.paginate('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { run_id: runId })) as ApprovalResponse[]
  } catch (err) {
    throw gitHubError(err, { what: `the deployment reviews of workflow run ${runId}`, permissions: ['actions: read'] })
  }
  const wanted = environment.toLowerCase()
  const found = new Map<string, string>()
  const reviews: EnvironmentReviews = { approved: [], rejected: [], environmentsFound: [] }
  for (const entry of history) {
    const names = (entry.environments ?? []).map((e) => e?.name).filter((n): n is string => typeof n === 'string' && n !== '')
    for (const name of names) if (!found.has(name.toLowerCase())) found.set(name.toLowerCase(), name)
    const login = entry.user?.login
    // `pending` entries are comments left without a decision: neither approval nor rejection.
    const state = entry.state?.toLowerCase()
    const list = state === 'approved' ? reviews.approved : state === 'rejected' ? reviews.rejected : undefined
    if (!login || !list || !names.some((n) => n.toLowerCase() === wanted)) continue
    // Each job that deploys to the environment is reviewed on its own: a reviewer counts once.
    if (!list.some((r) => r.login.toLowerCase() === login.toLowerCase())) list.push({ login, comment: entry.comment ?? '' })
  }
  reviews.environmentsFound = [...found.values()]
  return reviews
}
