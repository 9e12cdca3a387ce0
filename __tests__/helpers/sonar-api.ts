import { Recorder, type RecordedRequest, type Reply } from './recorder.js'

/**
 * A loopback stand-in of the parts of SonarQube's Web API (Cloud and Server) that the action and
 * the reference client read, answering with the shapes SonarQube documents: the compute-engine
 * task of an analysis (`api/ce/task`, in progress for a few polls, then done), the analyses of a
 * project's branch (`api/project_analyses/search`), its pull requests
 * (`api/project_pull_requests/list`), its tasks (`api/ce/activity`) and the quality gate of an
 * analysis or a pull request (`api/qualitygates/project_status`). A token other than `token` is
 * refused with 401, as SonarQube refuses one. Change `state` between requests to change its
 * answers.
 */

export type TaskStatus = 'PENDING' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'CANCELED'

export interface SonarTask {
  id: string
  componentKey: string
  componentName: string
  /** Set once the task has succeeded. */
  analysisId?: string
  status: TaskStatus
  branch?: string
  branchType?: 'BRANCH' | 'PULL_REQUEST'
  pullRequest?: string
  /** How many polls are answered IN_PROGRESS (without `analysisId`) before `status`. */
  pendingPolls?: number
}

export interface SonarAnalysis {
  key: string
  /** As SonarQube writes it: `2026-01-02T10:07:00+0000`. */
  date: string
  revision: string
  /** The branch it is of; the project's main branch when not given. */
  branch?: string
}

export interface SonarCondition {
  status: 'OK' | 'WARN' | 'ERROR'
  metricKey: string
  comparator: 'GT' | 'LT'
  errorThreshold?: string
  warningThreshold?: string
  actualValue?: string
}

export interface SonarGate {
  status: 'OK' | 'WARN' | 'ERROR' | 'NONE'
  conditions: SonarCondition[]
}

export interface SonarPullRequest {
  key: string
  title: string
  branch: string
  base: string
  analysisDate: string
  commit: { sha: string }
}

export interface SonarState {
  /** The only token accepted, as `Bearer TOKEN` or as Basic's `TOKEN:` (Server before 10.0). */
  token: string
  /** The name of every project's main branch. */
  mainBranch: string
  tasks: Record<string, SonarTask>
  /** By project key. */
  analyses: Record<string, SonarAnalysis[]>
  /** By analysis key, or `PROJECT#PR` for a pull request's gate. */
  gates: Record<string, SonarGate>
  /** By project key. */
  pullRequests: Record<string, SonarPullRequest[]>
  /** A refusal that quotes what it was given, as a misconfigured proxy in front of SonarQube might. */
  echoCredentials?: boolean
  /** SonarQube Server before 10.0 takes a token as Basic only, and refuses Bearer. */
  basicOnly?: boolean
}

export interface SonarStandIn {
  /** `http://127.0.0.1:PORT`, no trailing slash: the server URL. */
  url: string
  state: SonarState
  requests: RecordedRequest[]
  /** How many times task `id` was polled. */
  polls(id: string): number
  /** Forgets the requests and polls so far: a task with `pendingPolls` is pending again. */
  reset(): void
  stop(): Promise<void>
}

export function emptySonarState(): SonarState {
  return { token: 'sonar-token', mainBranch: 'main', tasks: {}, analyses: {}, gates: {}, pullRequests: {} }
}

const errors = (status: number, msg: string): Reply => ({ status, body: { errors: [{ msg }] } })

function credentialOf(req: RecordedRequest, basicOnly: boolean | undefined): string | undefined {
  const auth = String(req.headers.authorization ?? '')
  if (auth.startsWith('Bearer ')) return basicOnly ? undefined : auth.slice(7)
  if (auth.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString('utf8').replace(/:$/, '')
  return undefined
}

export async function startSonarStandIn(initial: Partial<SonarState> = {}): Promise<SonarStandIn> {
  const state: SonarState = { ...emptySonarState(), ...initial }
  const polled = new Map<string, number>()

  const taskView = (task: SonarTask, pending: boolean) => ({
    id: task.id,
    type: 'REPORT',
    componentId: `AX-${task.componentKey}`,
    componentKey: task.componentKey,
    componentName: task.componentName,
    componentQualifier: 'TRK',
    ...(!pending && task.analysisId && { analysisId: task.analysisId }),
    status: pending ? 'IN_PROGRESS' : task.status,
    submittedAt: '2026-01-02T10:06:00+0000',
    ...(task.branch && { branch: task.branch, branchType: task.branchType ?? 'BRANCH' }),
    ...(task.pullRequest && { pullRequest: task.pullRequest }),
    logs: false,
    hasScannerContext: true,
    warningCount: 0,
    warnings: []
  })

  const answer = (req: RecordedRequest): Reply => {
    const url = new URL(req.url, 'http://127.0.0.1')
    const given = credentialOf(req, state.basicOnly)
    if (given !== state.token) {
      // SonarQube answers a refused token with 401 and no body; some proxies say more.
      return state.echoCredentials ? { status: 401, raw: `refused ${String(req.headers.authorization)} (token ${given})` } : { status: 401, raw: '' }
    }
    const q = (name: string) => url.searchParams.get(name) ?? undefined
    switch (url.pathname) {
      case '/api/ce/task': {
        const task = state.tasks[q('id') ?? '']
        if (!task) return errors(404, `No activity found for task '${q('id')}'`)
        const n = (polled.get(task.id) ?? 0) + 1
        polled.set(task.id, n)
        return { status: 200, body: { task: taskView(task, n <= (task.pendingPolls ?? 0)) } }
      }
      case '/api/ce/activity': {
        const key = q('component')
        const tasks = Object.values(state.tasks).filter((t) => t.componentKey === key)
        return { status: 200, body: { tasks: tasks.map((t) => taskView(t, false)), paging: { pageIndex: 1, pageSize: 100, total: tasks.length } } }
      }
      case '/api/project_analyses/search': {
        const project = q('project') ?? ''
        if (!(project in state.analyses)) return errors(404, `Component key '${project}' not found`)
        const branch = q('branch') ?? state.mainBranch
        const size = Math.min(Number(q('ps') ?? 100), 500)
        const found = state.analyses[project].filter((a) => (a.branch ?? state.mainBranch) === branch)
        return {
          status: 200,
          body: {
            paging: { pageIndex: 1, pageSize: size, total: found.length },
            analyses: found.slice(0, size).map((a) => ({
              key: a.key,
              date: a.date,
              projectVersion: '1.0',
              revision: a.revision,
              manualNewCodePeriodBaseline: false,
              events: []
            }))
          }
        }
      }
      case '/api/project_pull_requests/list': {
        const project = q('project') ?? ''
        if (!(project in state.pullRequests)) return errors(404, `Project '${project}' not found`)
        return {
          status: 200,
          body: {
            pullRequests: state.pullRequests[project].map((pr) => ({
              ...pr,
              status: { qualityGateStatus: state.gates[`${project}#${pr.key}`]?.status ?? 'NONE', bugs: 0, vulnerabilities: 0, codeSmells: 0 },
              target: pr.base
            }))
          }
        }
      }
      case '/api/qualitygates/project_status': {
        const analysis = q('analysisId')
        const key = analysis ?? `${q('projectKey')}#${q('pullRequest')}`
        const gate = state.gates[key]
        if (!gate) return errors(404, analysis ? `Analysis with id '${analysis}' is not found` : `Pull request '${q('pullRequest')}' is not found`)
        return {
          status: 200,
          body: { projectStatus: { status: gate.status, ignoredConditions: false, conditions: gate.conditions, periods: [] } }
        }
      }
      default:
        return errors(404, 'Unknown url')
    }
  }

  const recorder = await new Recorder(answer).start()
  return {
    url: recorder.baseUrl.replace(/\/api\/v2$/, ''),
    state,
    requests: recorder.requests,
    polls: (id) => polled.get(id) ?? 0,
    reset: () => {
      polled.clear()
      recorder.requests.length = 0
    },
    stop: () => recorder.stop()
  }
}

/** A scanner's `report-task.txt` for task `task` of `project` on the stand-in at `url`. */
export function reportTask(url: string, project: string, task: string, extra: Record<string, string> = {}): string {
  const fields = {
    projectKey: project,
    serverUrl: url,
    serverVersion: '10.6.0.92116',
    dashboardUrl: `${url}/dashboard?id=${project}`,
    ceTaskId: task,
    ceTaskUrl: `${url}/api/ce/task?id=${task}`,
    ...extra
  }
  return Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')
    .concat('\n')
}
