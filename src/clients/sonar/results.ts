import type { Log } from '../../util/log.js'
import type { SonarResults } from '../service/catalogue/attestations.js'
import { apiUrl } from '../rest/url.js'
import type { SonarAnalysis, SonarApi, SonarCondition, SonarPullRequest, SonarTask } from './api.js'
import { SonarError } from './errors.js'

/**
 * The analysis an attestation is about, found, waited for, checked against the commit, and
 * described as the service's `sonar_results` take it (the reference client's fields and
 * names: a task's id and status, the analysis's date and revision, the project, the branch or
 * pull request, and the quality gate with each condition).
 */

/** Where the analysis is found: the task a scanner submitted, or the project and what was scanned. */
export type SonarScan = { task: string; dashboardUrl?: string; projectKey?: string } | { project: string; branch?: string; pullRequest?: string }

export interface Expectations {
  /** The revisions the analysis may be of: the commit, and on a pull request's run its head. */
  revisions: string[]
  /** Given by the user: the task's analysis must be of this branch, or of this pull request. */
  branch?: string
  pullRequest?: string
}

export interface Waiting {
  /** How long to wait, in all, for SonarQube to finish the analysis. */
  ms: number
  log: Log
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

const PENDING = new Set(['PENDING', 'IN_PROGRESS'])
const FIRST_LOOK_MS = 1000
const LONGEST_LOOK_MS = 30_000

type Look<T> = { done: T } | { pending: string }

/**
 * Looks until `look` is done, waiting between looks (1 s, doubling, at most 30 s) for at most
 * `waiting.ms` in all; then a `timeout` that says what was last seen. With no time to wait, one look.
 */
async function waitFor<T>(look: () => Promise<Look<T>>, waiting: Waiting): Promise<T> {
  const now = waiting.now ?? Date.now
  const sleep = waiting.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const deadline = now() + waiting.ms
  let delay = FIRST_LOOK_MS
  for (;;) {
    const seen = await look()
    if ('done' in seen) return seen.done
    const left = deadline - now()
    if (left <= 0) throw new SonarError('timeout', `${seen.pending}, after waiting ${Math.round(waiting.ms / 1000)} s for SonarQube to finish the analysis`)
    const pause = Math.min(delay, left)
    waiting.log.info(`${seen.pending}; looking again in ${Math.ceil(pause / 1000)} s (${Math.ceil(left / 1000)} s of waiting left)`)
    await sleep(pause)
    delay = Math.min(delay * 2, LONGEST_LOOK_MS)
  }
}

const short = (sha: string) => sha.slice(0, 12)

function conditionsOf(conditions: SonarCondition[]): SonarResults['qualityGate']['conditions'] {
  return conditions.map((c) => ({
    metric: c.metricKey ?? '',
    errorThreshold: c.errorThreshold ?? '',
    operator: c.comparator ?? '',
    ...(c.actualValue ? { value: c.actualValue } : {}),
    status: c.status ?? ''
  }))
}

/** What a task says of the branch or pull request it analysed, as `sonar_results` record it. */
function scopeOf(task: SonarTask | undefined, fallbackBranch?: string): Pick<SonarResults, 'branch' | 'pullRequest'> {
  if (task?.pullRequest) return { pullRequest: task.pullRequest }
  if (task?.branch) return { branch: { name: task.branch, ...(task.branchType && { type: task.branchType }) } }
  return fallbackBranch ? { branch: { name: fallbackBranch } } : {}
}

function whatWasScanned(task: SonarTask): string {
  return task.pullRequest ? `pull request ${task.pullRequest}` : task.branch ? `branch ${task.branch}` : "the project's main branch"
}

/** The task of a scanner's report: waited for, then its analysis, checked to be of the commit. */
async function fromTask(
  api: SonarApi,
  scan: { task: string; dashboardUrl?: string; projectKey?: string },
  expected: Expectations,
  waiting: Waiting
): Promise<SonarResults> {
  const task = await waitFor<SonarTask>(async () => {
    const t = await api.task(scan.task)
    return PENDING.has(t.status) ? { pending: `SonarQube is still processing analysis task ${t.id} (${t.status})` } : { done: t }
  }, waiting)
  if (task.status !== 'SUCCESS' || !task.analysisId) {
    const why = task.errorMessage ? `: ${task.errorMessage}` : ''
    throw new SonarError('server', `analysis task ${task.id} ended ${task.status} on SonarQube${why}, without an analysis to attest`)
  }
  const project = task.componentKey ?? scan.projectKey
  if (!project) throw new SonarError('server', `analysis task ${task.id} names no project (componentKey)`, { about: 'server' })
  if (expected.pullRequest !== undefined && task.pullRequest !== expected.pullRequest)
    throw new SonarError('invalid_input', `analysis task ${task.id} is of ${whatWasScanned(task)}, not of pull request ${expected.pullRequest}`, {
      about: 'branch'
    })
  if (expected.branch !== undefined && (task.pullRequest || task.branch !== expected.branch))
    throw new SonarError('invalid_input', `analysis task ${task.id} is of ${whatWasScanned(task)}, not of branch ${expected.branch}`, { about: 'branch' })

  let analysedAt: string | undefined
  let revision: string | undefined
  if (task.pullRequest) {
    const pr = (await api.pullRequests(project)).find((p) => p.key === task.pullRequest)
    if (!pr) throw new SonarError('not_found', `SonarQube lists no pull request ${task.pullRequest} of project ${project}, which task ${task.id} analysed`)
    analysedAt = pr.analysisDate
    revision = pr.commit?.sha
  } else {
    const analysis = (await api.analyses(project, task.branch)).find((a) => a.key === task.analysisId)
    if (!analysis)
      throw new SonarError(
        'not_found',
        `analysis ${task.analysisId} (task ${task.id}) is not among the newest analyses of project ${project} on ${whatWasScanned(task)}: SonarQube may have deleted it`
      )
    analysedAt = analysis.date
    revision = analysis.revision
  }
  if (!revision || !expected.revisions.includes(revision))
    throw new SonarError(
      'invalid_input',
      `the analysis of task ${task.id} (${whatWasScanned(task)} of project ${project}) is of revision ${revision ? short(revision) : '(none given)'}, not of commit ${short(expected.revisions[0])}`,
      { about: 'revision' }
    )
  const gate = await api.qualityGate(task.pullRequest ? { project, pullRequest: task.pullRequest } : { analysisId: task.analysisId })
  return {
    serverUrl: api.server,
    taskId: task.id,
    status: task.status,
    analysedAt: analysedAt ?? '',
    revision,
    project: {
      key: project,
      ...(task.componentName && { name: task.componentName }),
      url: scan.dashboardUrl ?? apiUrl(api.server, 'dashboard', { id: project })
    },
    ...scopeOf(task),
    qualityGate: { status: gate.status, conditions: conditionsOf(gate.conditions) }
  }
}

/** A project's analysis of the commit, on a branch or of a pull request, waited for until SonarQube lists it. */
async function fromProject(
  api: SonarApi,
  scan: { project: string; branch?: string; pullRequest?: string },
  expected: Expectations,
  waiting: Waiting
): Promise<SonarResults> {
  const { project } = scan
  const commit = short(expected.revisions[0])
  if (scan.pullRequest !== undefined) {
    const pullRequest = scan.pullRequest
    const pr = await waitFor<SonarPullRequest & { sha: string }>(async () => {
      const found = (await api.pullRequests(project)).find((p) => p.key === pullRequest)
      if (!found) return { pending: `SonarQube lists no analysis of pull request ${pullRequest} of project ${project} yet` }
      const sha = found.commit?.sha
      if (!sha || !expected.revisions.includes(sha))
        return {
          pending: `the newest analysis of pull request ${pullRequest} of project ${project} is of revision ${sha ? short(sha) : '(none given)'}, not of commit ${commit}`
        }
      return { done: { ...found, sha } }
    }, waiting)
    // The newest task of the pull request is the one behind its newest analysis.
    const task = (await api.activity(project)).find((t) => t.pullRequest === pullRequest)
    const gate = await api.qualityGate({ project, pullRequest })
    return results(api, project, task, pr.analysisDate ?? '', pr.sha, { pullRequest }, gate)
  }
  const where = scan.branch ? `branch ${scan.branch}` : 'the main branch'
  const analysis = await waitFor<SonarAnalysis>(async () => {
    const found = (await api.analyses(project, scan.branch)).find((a) => a.revision !== undefined && expected.revisions.includes(a.revision))
    return found ? { done: found } : { pending: `SonarQube lists no analysis of commit ${commit} among the newest analyses of project ${project} on ${where}` }
  }, waiting)
  const task = (await api.activity(project)).find((t) => t.analysisId === analysis.key)
  const gate = await api.qualityGate({ analysisId: analysis.key })
  return results(api, project, task, analysis.date, analysis.revision!, scopeOf(task, scan.branch), gate)
}

function results(
  api: SonarApi,
  project: string,
  task: SonarTask | undefined,
  analysedAt: string,
  revision: string,
  scope: Pick<SonarResults, 'branch' | 'pullRequest'>,
  gate: { status: string; conditions: SonarCondition[] }
): SonarResults {
  return {
    serverUrl: api.server,
    // Without a task listed for the analysis, empty, as the reference client records it.
    taskId: task?.id ?? '',
    status: task?.status ?? '',
    analysedAt,
    revision,
    project: { key: project, ...(task?.componentName && { name: task.componentName }), url: apiUrl(api.server, 'dashboard', { id: project }) },
    ...scope,
    qualityGate: { status: gate.status, conditions: conditionsOf(gate.conditions) }
  }
}

/** The analysis behind `scan`, of one of `expected.revisions`, with its quality gate. */
export async function sonarResults(api: SonarApi, scan: SonarScan, expected: Expectations, waiting: Waiting): Promise<SonarResults> {
  return 'task' in scan ? fromTask(api, scan, expected, waiting) : fromProject(api, scan, expected, waiting)
}
