// Placeholder with the agreed signature; replaced by the github branch's implementation.
import type { FoundPullRequest } from '../service/catalogue/attestations.js'
import type { Log } from '../log.js'
import type { GitHubApi } from './api.js'

export async function pullRequestsForCommit(api: GitHubApi, sha: string, options: { log: Log }): Promise<FoundPullRequest[]> {
  options.log.debug(`pull requests of ${sha}`)
  const pulls = (await api.get('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha })) as { html_url: string; state: string; title: string; user: { login: string }; created_at: string; merged_at: string | null; head: { ref: string }; merge_commit_sha: string | null }[]
  return pulls.map((p) => ({ url: p.html_url, state: p.merged_at ? 'merged' : p.state, author: p.user.login, title: p.title, created_at: Date.parse(p.created_at) / 1000, merged_at: p.merged_at ? Date.parse(p.merged_at) / 1000 : null, head_ref: p.head.ref, merge_commit: p.merge_commit_sha, approvers: [], commits: [] }))
}

export function hasIndependentApproval(pr: FoundPullRequest): boolean {
  return (pr.approvers ?? []).some((a) => a.state === 'APPROVED' && a.username !== pr.author)
}
