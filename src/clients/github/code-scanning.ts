import { GitHubError } from './errors.js'
import type { GitHubApi } from './api.js'
import { gitHubError } from './errors.js'

/** An alert as `GET /repos/{owner}/{repo}/code-scanning/alerts` lists it, as far as it is read. */
export interface CodeScanningAlert {
  number?: number
  html_url?: string
  state?: string
  rule?: { id?: string | null; severity?: string | null; security_severity_level?: string | null; description?: string | null } | null
  tool?: { name?: string | null; version?: string | null } | null
  most_recent_instance?: { ref?: string; commit_sha?: string; location?: { path?: string; start_line?: number } } | null
}

/**
 * More open alerts than a repository's gate should meet: past it the list is refused rather
 * than counted short, which could pass a gate the whole list fails.
 */
export const MAX_ALERTS = 5000

/**
 * The open code-scanning alerts of `ref` (`refs/heads/main`, `refs/pull/7/merge`), every page,
 * within the API's time and page bounds. A token that may not read them is an error naming
 * `security-events: read`.
 */
export async function openCodeScanningAlerts(api: GitHubApi, ref: string): Promise<CodeScanningAlert[]> {
  const what = `the open code-scanning alerts of ${ref}`
  let alerts: unknown[]
  try {
    alerts = await api.paginate('GET /repos/{owner}/{repo}/code-scanning/alerts', { ref, state: 'open' }, { maxItems: MAX_ALERTS + 1 })
  } catch (err) {
    throw gitHubError(err, { what, permissions: ['security-events: read'] })
  }
  if (alerts.length > MAX_ALERTS)
    throw new GitHubError(
      'invalid_input',
      `GitHub lists more than ${MAX_ALERTS} ${what}; the action counts at most ${MAX_ALERTS}: give the SARIF files instead`
    )
  return alerts.filter((a): a is CodeScanningAlert => typeof a === 'object' && a !== null)
}
