import { errorKindForStatus, jsonKindOf } from '../../util/errors.js'
import { withoutQuery } from '../../http/bounded-body.js'
import { TransportError } from '../../http/transport-error.js'
import { RestClient, type RestAnswer, type RestOptions } from '../rest/client.js'
import { apiUrl } from '../rest/url.js'
import { SonarError } from './errors.js'

/**
 * The few calls of SonarQube's Web API an attestation needs, as SonarQube Cloud and Server
 * document them. The token goes as Bearer (Cloud, and Server 10.0 and later); a self-hosted
 * Server that refuses it is asked once more with Basic (`token:`), as Server before 10.0 takes
 * tokens, and the scheme that worked is kept for the rest of the run. Cloud is never sent Basic.
 */

/** A compute-engine task, as `api/ce/task` and `api/ce/activity` give it. */
export interface SonarTask {
  id: string
  status: string
  componentKey?: string
  componentName?: string
  analysisId?: string
  branch?: string
  branchType?: string
  pullRequest?: string
  errorMessage?: string
}

export interface SonarAnalysis {
  key: string
  date: string
  revision?: string
}

export interface SonarPullRequest {
  key: string
  analysisDate?: string
  commit?: { sha?: string }
}

export interface SonarCondition {
  status?: string
  metricKey?: string
  comparator?: string
  errorThreshold?: string
  actualValue?: string
}

export interface SonarProjectStatus {
  status: string
  conditions: SonarCondition[]
}

/** SonarQube lists at most this many analyses on a page; the newest come first. */
export const ANALYSES_PAGE = 500
/** Answers past this are refused unread: the largest, 500 analyses, is far smaller. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

const isCloud = (server: string) => /(^|\.)sonarcloud\.io$/i.test(new URL(server).hostname)

export class SonarApi {
  private readonly rest: RestClient
  private scheme: 'bearer' | 'basic' | undefined

  constructor(
    readonly server: string,
    private readonly token: string,
    options: Omit<RestOptions, 'maxBytes' | 'secrets'>
  ) {
    this.rest = new RestClient({ ...options, maxBytes: MAX_ANSWER_BYTES, secrets: [token] })
    if (isCloud(server)) this.scheme = 'bearer'
  }

  /** The task the scanner submitted; its status until it is done, then its analysis. */
  async task(id: string): Promise<SonarTask> {
    let data: unknown
    try {
      data = await this.get('api/ce/task', { id }, `analysis task ${id}`)
    } catch (err) {
      // A task the server does not know was submitted elsewhere, or long ago: the report is at fault.
      if (err instanceof SonarError && err.status === 404) throw new SonarError('not_found', err.message, { about: 'report', status: 404, cause: err })
      throw err
    }
    const task = (data as { task?: unknown }).task
    if (!isTask(task)) throw this.shape('api/ce/task', 'a `task` with an `id` and a `status`', task)
    return task
  }

  /** The project's newest tasks, newest first; `api/ce/activity` takes no branch. */
  async activity(project: string): Promise<SonarTask[]> {
    const data = await this.get('api/ce/activity', { component: project, ps: '100' }, `the analysis tasks of project ${project}`)
    const tasks = (data as { tasks?: unknown }).tasks
    if (!Array.isArray(tasks)) throw this.shape('api/ce/activity', 'a `tasks` list', tasks)
    return tasks.filter(isTask)
  }

  /** The newest analyses of a branch (the project's main branch when none is named), newest first. */
  async analyses(project: string, branch: string | undefined): Promise<SonarAnalysis[]> {
    const what = `the analyses of project ${project}${branch ? ` on branch ${branch}` : ''}`
    const data = await this.get('api/project_analyses/search', { project, branch, ps: String(ANALYSES_PAGE) }, what)
    const analyses = (data as { analyses?: unknown }).analyses
    if (!Array.isArray(analyses)) throw this.shape('api/project_analyses/search', 'an `analyses` list', analyses)
    return analyses.filter(
      (a): a is SonarAnalysis =>
        typeof a === 'object' && a !== null && typeof (a as SonarAnalysis).key === 'string' && typeof (a as SonarAnalysis).date === 'string'
    )
  }

  /** The project's pull requests, each with its newest analysis's date and commit. */
  async pullRequests(project: string): Promise<SonarPullRequest[]> {
    const data = await this.get('api/project_pull_requests/list', { project }, `the pull requests of project ${project}`)
    const list = (data as { pullRequests?: unknown }).pullRequests
    if (!Array.isArray(list)) throw this.shape('api/project_pull_requests/list', 'a `pullRequests` list', list)
    return list.filter((p): p is SonarPullRequest => typeof p === 'object' && p !== null && typeof (p as SonarPullRequest).key === 'string')
  }

  /** The quality gate of an analysis, or of a pull request's newest analysis. */
  async qualityGate(of: { analysisId: string } | { project: string; pullRequest: string }): Promise<SonarProjectStatus> {
    const query = 'analysisId' in of ? { analysisId: of.analysisId } : { projectKey: of.project, pullRequest: of.pullRequest }
    const what = 'analysisId' in of ? `the quality gate of analysis ${of.analysisId}` : `the quality gate of pull request ${of.pullRequest}`
    const data = await this.get('api/qualitygates/project_status', query, what)
    const status = (data as { projectStatus?: unknown }).projectStatus as Partial<SonarProjectStatus> | undefined
    if (!status || typeof status !== 'object' || typeof status.status !== 'string')
      throw this.shape('api/qualitygates/project_status', 'a `projectStatus` with a `status`', status)
    const conditions = Array.isArray(status.conditions) ? status.conditions.filter((c) => typeof c === 'object' && c !== null) : []
    return { status: status.status, conditions }
  }

  private async get(path: string, query: Record<string, string | undefined>, what: string): Promise<unknown> {
    const url = apiUrl(this.server, path, query)
    let scheme = this.scheme ?? 'bearer'
    let answer = await this.send(url, scheme, what)
    if (this.scheme === undefined && answer.status === 401) {
      scheme = 'basic'
      answer = await this.send(url, scheme, what)
    }
    // A scheme that was not refused is the server's: kept, so it is not probed again.
    if (this.scheme === undefined && answer.status !== 401) this.scheme = scheme
    if (answer.status >= 300 && answer.status < 400)
      throw new SonarError(
        'invalid_input',
        `${this.host} redirected ${withoutQuery(url)} to ${answer.location ?? 'another address'}; not followed, so the token is not sent elsewhere: use the address it redirects to`,
        { about: 'server', status: answer.status }
      )
    if (answer.status >= 400) throw this.refusal(answer, what)
    if (answer.json === undefined || typeof answer.json !== 'object' || answer.json === null || Array.isArray(answer.json))
      throw new SonarError(
        'server',
        `${this.host} answered ${withoutQuery(url)} with ${answer.json === undefined ? 'something that is not JSON' : jsonKindOf(answer.json)}, not SonarQube's answer: check the server URL`,
        {
          about: 'server',
          status: answer.status
        }
      )
    return answer.json
  }

  private async send(url: string, scheme: 'bearer' | 'basic', what: string): Promise<RestAnswer> {
    const authorization = scheme === 'bearer' ? `Bearer ${this.token}` : `Basic ${Buffer.from(`${this.token}:`).toString('base64')}`
    try {
      return await this.rest.get(url, { authorization })
    } catch (err) {
      if (!(err instanceof TransportError)) throw err
      const kind = err.timedOut ? 'timeout' : 'network'
      throw new SonarError(kind, `could not get ${what} from SonarQube at ${this.host}: ${err.message}`, { cause: err })
    }
  }

  private get host(): string {
    return new URL(this.server).host
  }

  /** SonarQube's own words for a refusal: `errors[0].msg`, when it gives any. */
  private refusal(answer: RestAnswer, what: string): SonarError {
    const said = (answer.json as { errors?: { msg?: unknown }[] } | undefined)?.errors?.[0]?.msg
    const words = typeof said === 'string' && said ? `: ${said}` : ''
    const status = answer.status
    if (status === 401)
      return new SonarError('auth', `SonarQube at ${this.host} refused the token while reading ${what} (HTTP 401${words})`, { about: 'token', status })
    if (status === 403)
      return new SonarError('forbidden', `SonarQube at ${this.host} does not let the token read ${what} (HTTP 403${words})`, { about: 'token', status })
    return new SonarError(errorKindForStatus(status), `SonarQube at ${this.host} failed to give ${what} (HTTP ${status}${words})`, { status })
  }

  private shape(path: string, expected: string, got: unknown): SonarError {
    return new SonarError('server', `SonarQube at ${this.host} answered ${path} without ${expected} (got ${jsonKindOf(got)}): check the server URL`, {
      about: 'server'
    })
  }
}

function isTask(value: unknown): value is SonarTask {
  return typeof value === 'object' && value !== null && typeof (value as SonarTask).id === 'string' && typeof (value as SonarTask).status === 'string'
}
