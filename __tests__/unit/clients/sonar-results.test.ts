import { afterEach, describe, expect, it } from '@jest/globals'
import type { Log } from '../../../src/util/log.js'
import { SonarApi } from '../../../src/clients/sonar/api.js'
import { SonarError } from '../../../src/clients/sonar/errors.js'
import { parseReportTask } from '../../../src/clients/sonar/report-task.js'
import { sonarResults, type Expectations, type SonarScan } from '../../../src/clients/sonar/results.js'
import { startSonarStandIn, type SonarGate, type SonarStandIn, type SonarState } from '../../helpers/sonar-api.js'

// The library that finds, waits for and checks a SonarQube analysis, against the loopback
// stand-in of SonarQube's Web API, with a clock of its own: waiting is counted, never done.
const SHA = 'a'.repeat(40)
const OLD = 'b'.repeat(40)
const PROJECT = 'acme_shop'
const GATE: SonarGate = {
  status: 'ERROR',
  conditions: [{ status: 'ERROR', metricKey: 'new_coverage', comparator: 'LT', errorThreshold: '80', actualValue: '71.3' }]
}
const lines: string[] = []
const log: Log = { info: (m) => lines.push(m), debug: () => {}, warning: (m) => lines.push(m), error: (m) => lines.push(m) }
let sonar: SonarStandIn | undefined

afterEach(async () => {
  await sonar?.stop()
  sonar = undefined
  lines.length = 0
})

/** A clock that advances only when slept on, and remembers every sleep. */
function clock() {
  let now = 1_000_000
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
    }
  }
}

function baseState(sha = SHA): Partial<SonarState> {
  return {
    tasks: { T1: { id: 'T1', componentKey: PROJECT, componentName: 'Shop', analysisId: 'A1', status: 'SUCCESS', branch: 'main', branchType: 'BRANCH' } },
    analyses: { [PROJECT]: [{ key: 'A1', date: '2026-01-02T10:07:00+0000', revision: sha }] },
    gates: { A1: GATE, [`${PROJECT}#7`]: { status: 'OK', conditions: [] } },
    pullRequests: { [PROJECT]: [{ key: '7', title: 'x', branch: 'x', base: 'main', analysisDate: '2026-01-02T10:08:00+0000', commit: { sha } }] }
  }
}

async function run(state: Partial<SonarState>, scan: SonarScan, waitMs: number, expected: Partial<Expectations> = {}, token = 'sonar-token') {
  sonar = await startSonarStandIn(state)
  const c = clock()
  const api = new SonarApi(sonar.url, token, { timeoutMs: 5000, maxRetries: 0, log, now: c.now, sleep: c.sleep })
  const outcome = await sonarResults(api, scan, { revisions: [SHA], ...expected }, { ms: waitMs, log, now: c.now, sleep: c.sleep }).then(
    (results) => ({ results, error: undefined }),
    (error: unknown) => ({ results: undefined, error: error as SonarError })
  )
  return { ...outcome, sleeps: c.sleeps, paths: sonar.requests.map((r) => r.url.split('?')[0]) }
}

describe("a scanner's task", () => {
  it('is polled while SonarQube processes it, 1 s then 2 s apart, then its analysis and gate are read', async () => {
    const state = baseState()
    state.tasks!.T1.pendingPolls = 2
    const { results, sleeps, paths } = await run(state, { task: 'T1' }, 300_000)
    expect(sleeps).toEqual([1000, 2000])
    expect(paths).toEqual(['/api/ce/task', '/api/ce/task', '/api/ce/task', '/api/project_analyses/search', '/api/qualitygates/project_status'])
    expect(results).toMatchObject({
      taskId: 'T1',
      status: 'SUCCESS',
      analysedAt: '2026-01-02T10:07:00+0000',
      revision: SHA,
      project: { key: PROJECT, name: 'Shop' },
      branch: { name: 'main', type: 'BRANCH' },
      qualityGate: { status: 'ERROR', conditions: [{ metric: 'new_coverage', errorThreshold: '80', operator: 'LT', value: '71.3', status: 'ERROR' }] }
    })
    expect(lines.some((l) => l.includes('still processing analysis task T1 (IN_PROGRESS)'))).toBe(true)
  })

  it('that never finishes ends in a timeout after exactly the time allowed, the waits doubling up to it', async () => {
    const state = baseState()
    state.tasks!.T1.pendingPolls = 1000
    const { error, sleeps } = await run(state, { task: 'T1' }, 10_000)
    expect(sleeps).toEqual([1000, 2000, 4000, 3000])
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(10_000)
    expect(error).toBeInstanceOf(SonarError)
    expect(error?.kind).toBe('timeout')
    expect(error?.message).toMatch(/still processing analysis task T1 \(IN_PROGRESS\), after waiting 10 s/)
  })

  it('waits at most 30 s between looks', async () => {
    const state = baseState()
    state.tasks!.T1.pendingPolls = 1000
    const { sleeps } = await run(state, { task: 'T1' }, 120_000)
    expect(Math.max(...sleeps)).toBe(30_000)
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(120_000)
  })

  it('is looked at once when no wait is allowed', async () => {
    const state = baseState()
    state.tasks!.T1.pendingPolls = 1
    const { error, sleeps } = await run(state, { task: 'T1' }, 0)
    expect(sleeps).toEqual([])
    expect(error?.kind).toBe('timeout')
  })

  it('that failed is an error with what SonarQube said, and no gate is read', async () => {
    const state = baseState()
    state.tasks!.T1 = { ...state.tasks!.T1, status: 'FAILED', analysisId: undefined }
    const { error, paths } = await run(state, { task: 'T1' }, 0)
    expect(error?.message).toMatch(/analysis task T1 ended FAILED/)
    expect(paths).not.toContain('/api/qualitygates/project_status')
  })

  it('whose analysis is of another commit is refused, saying which revision it is of', async () => {
    const { error, paths } = await run(baseState(OLD), { task: 'T1' }, 0)
    expect(error).toMatchObject({ kind: 'invalid_input', about: 'revision' })
    expect(error?.message).toContain(`is of revision ${OLD.slice(0, 12)}, not of commit ${SHA.slice(0, 12)}`)
    expect(paths).not.toContain('/api/qualitygates/project_status')
  })

  it("of a pull request reads the pull request's analysis and gate", async () => {
    const state = baseState()
    state.tasks!.T1 = { ...state.tasks!.T1, branch: undefined, pullRequest: '7', branchType: 'PULL_REQUEST' }
    const { results, paths } = await run(state, { task: 'T1', dashboardUrl: 'https://sonar.example/dashboard?id=acme_shop&pullRequest=7' }, 0)
    expect(paths).toEqual(['/api/ce/task', '/api/project_pull_requests/list', '/api/qualitygates/project_status'])
    expect(results).toMatchObject({ pullRequest: '7', analysedAt: '2026-01-02T10:08:00+0000', qualityGate: { status: 'OK', conditions: [] } })
    expect(results?.branch).toBeUndefined()
    expect(results?.project.url).toBe('https://sonar.example/dashboard?id=acme_shop&pullRequest=7')
  })

  it('of another pull request than the one given is refused', async () => {
    const state = baseState()
    state.tasks!.T1 = { ...state.tasks!.T1, branch: undefined, pullRequest: '8' }
    const { error } = await run(state, { task: 'T1' }, 0, { pullRequest: '7' })
    expect(error).toMatchObject({ kind: 'invalid_input', about: 'branch' })
    expect(error?.message).toBe('analysis task T1 is of pull request 8, not of pull request 7')
  })

  it('of a branch searches that branch, where SonarQube keeps its analyses', async () => {
    const state = baseState()
    state.tasks!.T1.branch = 'release/2'
    state.analyses![PROJECT] = [{ key: 'A1', date: '2026-01-02T10:07:00+0000', revision: SHA, branch: 'release/2' }]
    const { results } = await run(state, { task: 'T1' }, 0)
    expect(sonar!.requests.find((r) => r.url.startsWith('/api/project_analyses/search'))?.url).toContain('branch=release%2F2')
    expect(results?.branch).toEqual({ name: 'release/2', type: 'BRANCH' })
  })
})

describe("a project's analysis of the commit", () => {
  it("of a pull request waits until the pull request's newest analysis is of the commit", async () => {
    sonar = await startSonarStandIn(baseState(OLD))
    const c = clock()
    const api = new SonarApi(sonar.url, sonar.state.token, { timeoutMs: 5000, maxRetries: 0, log })
    const s = sonar
    // The scan of this push finishes during the second wait.
    const sleep = async (ms: number) => {
      await c.sleep(ms)
      if (c.sleeps.length === 2) s.state.pullRequests[PROJECT][0].commit.sha = SHA
    }
    const results = await sonarResults(api, { project: PROJECT, pullRequest: '7' }, { revisions: [SHA] }, { ms: 60_000, log, now: c.now, sleep })
    expect(c.sleeps).toEqual([1000, 2000])
    expect(results).toMatchObject({ revision: SHA, pullRequest: '7', taskId: '' })
  })

  it('of a pull request whose analysis stays of an earlier push times out, saying of which revision it is', async () => {
    const { error } = await run(baseState(OLD), { project: PROJECT, pullRequest: '7' }, 5000)
    expect(error?.kind).toBe('timeout')
    expect(error?.message).toContain(
      `the newest analysis of pull request 7 of project ${PROJECT} is of revision ${OLD.slice(0, 12)}, not of commit ${SHA.slice(0, 12)}`
    )
  })

  it('on a branch is found by its revision, with the task that made it', async () => {
    const { results, paths } = await run(baseState(), { project: PROJECT, branch: 'main' }, 0)
    expect(paths).toEqual(['/api/project_analyses/search', '/api/ce/activity', '/api/qualitygates/project_status'])
    expect(results).toMatchObject({ taskId: 'T1', status: 'SUCCESS', revision: SHA, branch: { name: 'main', type: 'BRANCH' } })
  })

  it('on the main branch, of a commit SonarQube has not analysed, times out', async () => {
    const { error } = await run(baseState(OLD), { project: PROJECT }, 0)
    expect(error?.kind).toBe('timeout')
    expect(error?.message).toMatch(/no analysis of commit a{12} among the newest analyses of project acme_shop on the main branch/)
  })
})

describe('signing in to SonarQube', () => {
  it('falls back to Basic once for a Server that refuses Bearer, and keeps to it', async () => {
    const { results } = await run({ ...baseState(), basicOnly: true }, { task: 'T1' }, 0)
    expect(results?.revision).toBe(SHA)
    const schemes = sonar!.requests.map((r) => String(r.headers.authorization).split(' ')[0])
    expect(schemes).toEqual(['Bearer', 'Basic', 'Basic', 'Basic'])
  })

  it('a refused token is an auth error about the token, without the token in it even when SonarQube echoes it', async () => {
    const { error } = await run({ ...baseState(), token: 'another', echoCredentials: true }, { task: 'T1' }, 0, {}, 'refused-token-1234')
    expect(error).toMatchObject({ kind: 'auth', about: 'token', status: 401 })
    expect(error?.message).toMatch(/refused the token while reading analysis task T1 \(HTTP 401\)/)
    expect(error?.message).not.toContain('refused-token-1234')
    expect(sonar!.requests.map((r) => String(r.headers.authorization).split(' ')[0])).toEqual(['Bearer', 'Basic'])
  })
})

describe("a scanner's report-task.txt", () => {
  it('gives the server, the project and the task', () => {
    expect(
      parseReportTask(
        'projectKey=p\nserverUrl=https://sonarcloud.io\ndashboardUrl=https://sonarcloud.io/dashboard?id=p\nceTaskId=AZ1\nceTaskUrl=https://sonarcloud.io/api/ce/task?id=AZ1\n'
      )
    ).toEqual({
      projectKey: 'p',
      serverUrl: 'https://sonarcloud.io',
      dashboardUrl: 'https://sonarcloud.io/dashboard?id=p',
      ceTaskId: 'AZ1',
      ceTaskUrl: 'https://sonarcloud.io/api/ce/task?id=AZ1'
    })
  })

  it.each([
    ['no task', 'projectKey=p\nserverUrl=https://sonarcloud.io\n', /names no analysis task/],
    ['a line that is not key=value', 'this is not a report\n', /is not `key=value`/],
    ['a task id SonarQube does not give', 'ceTaskId=../../etc\n', /task id that is not one SonarQube gives/],
    ['binary content', 'ceTaskId=A\0B\n', /is binary/]
  ])('with %s is refused', (_, text, message) => {
    expect(() => parseReportTask(text)).toThrow(message)
  })
})
