// Placeholder with the agreed signature; replaced by the github branch's implementation.
import type { GitHubApi } from './api.js'

export interface EnvironmentReviews {
  approved: { login: string; comment: string }[]
  rejected: { login: string; comment: string }[]
  environmentsFound: string[]
}

export async function environmentReviews(api: GitHubApi, runId: string, environment: string): Promise<EnvironmentReviews> {
  const data = (await api.get('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { run_id: runId })) as { state: string; comment: string; environments: { name: string }[]; user: { login: string } }[]
  const wanted = environment.toLowerCase()
  const mine = data.filter((r) => r.environments.some((e) => e.name.toLowerCase() === wanted))
  const pick = (state: string) => mine.filter((r) => r.state === state).map((r) => ({ login: r.user.login, comment: r.comment ?? '' }))
  return { approved: pick('approved'), rejected: pick('rejected'), environmentsFound: [...new Set(data.flatMap((r) => r.environments.map((e) => e.name)))] }
}
