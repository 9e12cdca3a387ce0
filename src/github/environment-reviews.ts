import type { GitHubApi } from './api.js'
import { gitHubRefusal } from './errors.js'

export interface Review {
  login: string
  comment: string
}

export interface EnvironmentReviews {
  approved: Review[]
  rejected: Review[]
  /** Every environment some review of this run was for: what to name when none is for the one asked. */
  environmentsFound: string[]
}

interface RestApproval {
  state: string
  comment?: string | null
  user?: { login?: string } | null
  environments?: { name?: string }[]
}

/**
 * The reviews of this run's deployments to one GitHub environment (a job behind required
 * reviewers), from the run's review history. Names compare without regard to case, as GitHub
 * compares environment names.
 */
export async function environmentReviews(api: GitHubApi, runId: string, environment: string): Promise<EnvironmentReviews> {
  let history: RestApproval[]
  try {
    history = (await api.get('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { run_id: runId })) as RestApproval[]
  } catch (err) {
    throw gitHubRefusal(err, `the deployment reviews of run ${runId}`, 'actions: read')
  }
  const wanted = environment.toLowerCase()
  const forWanted = history.filter((r) => (r.environments ?? []).some((e) => e.name?.toLowerCase() === wanted))
  const pick = (state: string) => forWanted.filter((r) => r.state === state && r.user?.login).map((r) => ({ login: r.user!.login!, comment: r.comment ?? '' }))
  return {
    approved: pick('approved'),
    rejected: pick('rejected'),
    environmentsFound: [...new Set(history.flatMap((r) => (r.environments ?? []).map((e) => e.name ?? '')).filter(Boolean))]
  }
}
