import { expect } from '@jest/globals'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import type { Example } from './examples.js'
import { GitHistory, GRACE } from './git-history.js'
import { startGitHubStandIn, type GitHubStandIn } from './github-api.js'
import { runSubAction, type ActionRun } from './run-action.js'
import { startSandbox, type RunningSandbox } from './sandbox.js'
import { removeTree, tempDir } from './tree.js'
import { describeRun, runWorkflow, type JobResult, type StandIn, type StepResult } from './workflow-runner.js'

/** The key the sandbox takes, given to every example as the secret it names (KOSLI_API_TOKEN). */
export const KEY = 'examples-key-3f9c'
export const GITHUB_TOKEN = 'ghs_examplesStandInToken'
/** The organization every example names. */
export const ORG = 'acme'

/**
 * The repository every example's job has checked out (its history is fixed, so are its SHAs):
 * `v1`, the release running in production, then a change on the branch `SHOP-142-rounding`
 * merged as pull request 12 by grace, who approved it; the merge is the workflow's commit.
 */
export interface Repository {
  history: GitHistory
  released: string
  change: string
  head: string
}

function repository(): Repository {
  const history = new GitHistory()
  const released = history.commit('v1', undefined, { message: 'Release 1.4.1' })
  history.checkout('SHOP-142-rounding', true)
  const change = history.commit('change', undefined, { message: 'SHOP-142 Round totals half to even' })
  history.checkout('main')
  const head = history.merge('merge', 'SHOP-142-rounding', GRACE)
  return { history, released, change, head }
}

/** The pull request behind the workflow's commit, its review and its commits, as GitHub's API lists them. */
function pullRequest(github: GitHubStandIn, repo: Repository): void {
  const pull = {
    number: 12,
    html_url: 'https://github.com/acme/shop/pull/12',
    state: 'closed',
    title: 'SHOP-142 Round totals half to even',
    body: 'Totals were rounded half up.',
    user: { login: 'ada' },
    created_at: '2026-01-01T09:00:00Z',
    merged_at: '2026-01-02T15:00:00Z',
    merge_commit_sha: repo.head,
    head: { ref: 'SHOP-142-rounding' },
    base: { ref: 'main', repo: { name: 'shop', owner: { login: 'acme' } } }
  }
  for (const sha of [repo.change, repo.head]) github.state.pulls[sha] = { items: [pull] }
  github.state.reviews[12] = [{ user: { login: 'grace' }, state: 'APPROVED', submitted_at: '2026-01-02T14:00:00Z' }]
  github.state.commits[12] = [
    {
      sha: repo.change,
      html_url: `https://github.com/acme/shop/commit/${repo.change}`,
      author: { login: 'ada' },
      commit: { message: 'SHOP-142 Round totals half to even', author: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-01-01T09:00:00Z' } }
    }
  ]
  github.state.history = repo.history.history()
}

/** What every example shares: GitHub's stand-in and the repository; each job gets a fresh sandbox, clone and home. */
export class Examples {
  private spare?: Promise<RunningSandbox>

  private constructor(
    readonly github: GitHubStandIn,
    readonly repo: Repository
  ) {}

  static async start(): Promise<Examples> {
    const repo = repository()
    const github = await startGitHubStandIn({ token: GITHUB_TOKEN })
    pullRequest(github, repo)
    return new Examples(github, repo)
  }

  /** A sandbox where nothing was made: the one started while the last example ran, and the next one starting. */
  private sandbox(): Promise<RunningSandbox> {
    const taken = this.spare ?? startSandbox(['--quiet', '--api-key', KEY])
    this.spare = startSandbox(['--quiet', '--api-key', KEY])
    return taken
  }

  async job(): Promise<Job> {
    return new Job(await this.sandbox(), this.github, this.repo)
  }

  async stop(): Promise<void> {
    await (await this.spare)?.stop()
    await this.github.stop()
  }
}

/** What the test gives a job before the example's steps, as a real job would have it. */
export interface JobSetting {
  /** The outputs of steps before the example's, by the id the example reads them by (`steps.image.outputs.digest`). */
  earlier?: Record<string, Record<string, string>>
  /** Steps after the example's, as the example's page says they follow (`steps.<id>` of the example). */
  standIns?: Record<string, StandIn>
}

/** One example's job: a fresh sandbox, a fresh clone as actions/checkout leaves it, a home of its own. */
export class Job {
  readonly workspace: string
  readonly home = tempDir('example-home-')
  /** The runner's variables, and what the machine sets (stand-ins' addresses). */
  readonly env: Record<string, string>
  readonly secrets: Record<string, string> = { KOSLI_API_TOKEN: KEY, GITHUB_TOKEN }
  readonly vars: Record<string, string> = {}
  /** A workflow_dispatch's inputs. */
  readonly inputs: Record<string, string> = {}
  readonly context: Record<string, unknown>
  readonly standIns: Record<string, StandIn> = {}
  /** Every step the job's runs of examples ran, in order. */
  readonly ran: StepResult[] = []
  private readonly cleanups: (() => Promise<void> | void)[] = []

  constructor(
    readonly sandbox: RunningSandbox,
    readonly github: GitHubStandIn,
    readonly repo: Repository
  ) {
    this.workspace = path.join(tempDir('example-job-'), 'shop')
    cpSync(repo.history.dir, this.workspace, { recursive: true })
    const event = path.join(this.workspace, '..', 'event.json')
    // The push that merged the change: main's tip was the release before it.
    const payload = {
      ref: 'refs/heads/main',
      before: repo.released,
      after: repo.head,
      repository: { id: 424242, full_name: 'acme/shop', html_url: 'https://github.com/acme/shop', private: false, visibility: 'public' },
      head_commit: { id: repo.head, message: 'Merge branch SHOP-142-rounding' },
      pusher: { name: 'octocat' }
    }
    writeFileSync(event, JSON.stringify(payload))
    this.env = {
      GITHUB_WORKSPACE: this.workspace,
      GITHUB_EVENT_PATH: event,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_SHA: repo.head,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_REF_NAME: 'main',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_REPOSITORY_ID: '424242',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: github.url,
      GITHUB_RUN_ID: '1001',
      GITHUB_ACTOR: 'octocat',
      HOME: this.home,
      // Where a user trying the action points it: the sandbox (KOSLI_HOST, as the Kosli CLI reads it).
      KOSLI_HOST: sandbox.baseUrl.replace(/\/api\/v2$/, '')
    }
    this.context = {
      sha: repo.head,
      actor: 'octocat',
      token: GITHUB_TOKEN,
      ref_name: 'main',
      repository: 'acme/shop',
      run_id: '1001',
      workspace: this.workspace,
      event: payload
    }
  }

  /** Writes a file of the clone, as the job's build or a tool leaves it; its path. */
  file(relative: string, content: string | Buffer): string {
    const full = path.join(this.workspace, relative)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, content)
    return full
  }

  /** Stops a stand-in with the job. */
  onStop(cleanup: () => Promise<void> | void): void {
    this.cleanups.push(cleanup)
  }

  /** Calls the sandbox with the key; a write must succeed. */
  async call(method: string, p: string, body?: unknown): Promise<unknown> {
    const answer = await this.sandbox.call(method, p, body, `Bearer ${KEY}`)
    expect([method, p, answer.status < 300 ? 'ok' : JSON.stringify(answer.json)]).toEqual([method, p, 'ok'])
    return answer.json
  }

  /** What the sandbox holds at a path (status and body), for the checks. */
  async read(p: string): Promise<{ status: number; json: unknown }> {
    return this.sandbox.call('GET', p, undefined, `Bearer ${KEY}`)
  }

  /** Records made beforehand with one of the action's own operations, as an earlier job would have. */
  async operation(operation: string, inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
    const run = await runSubAction(operation, { 'api-key': KEY, org: ORG, 'github-token': GITHUB_TOKEN, ...inputs }, { ...this.env, ...env })
    expect([operation, run.code, run.code === 0 ? '' : run.stdout + run.stderr]).toEqual([operation, 0, ''])
    return run
  }

  /** Runs the example as the runner would: steps wrapped in a job after the earlier ones, a job or workflow as written. */
  async run(example: Example | string, setting: JobSetting = {}): Promise<Record<string, JobResult>> {
    const text = typeof example === 'string' ? example : example.text
    const parsed = parse(text) as unknown
    const standIns = { ...this.standIns, ...setting.standIns }
    let workflow: unknown = parsed
    if (Array.isArray(parsed)) {
      const earlier = Object.entries(setting.earlier ?? {}).map(([id, outputs]) => {
        standIns[id] = () => outputs
        return { id, name: `earlier step ${id}` }
      })
      workflow = { on: 'push', jobs: { example: { 'runs-on': 'ubuntu-latest', steps: [...earlier, ...(parsed as unknown[])] } } }
    } else if (parsed && typeof parsed === 'object' && !('jobs' in parsed)) {
      workflow = { on: 'push', jobs: { example: parsed } }
    }
    const jobs = await runWorkflow(JSON.stringify(workflow), {
      workspace: this.workspace,
      runnerEnv: this.env,
      secrets: this.secrets,
      github: this.context,
      vars: this.vars,
      inputs: this.inputs,
      standIns
    })
    this.ran.push(...stepsOf(jobs))
    return jobs
  }

  async stop(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) await cleanup()
    await this.sandbox.stop()
    removeTree(path.dirname(this.workspace))
    removeTree(this.home)
  }
}

/** The steps of a run, flattened in order. */
export const stepsOf = (jobs: Record<string, JobResult>) => Object.values(jobs).flatMap((j) => j.steps)

/** The one step that ran an operation (its outputs, its run). */
export function stepOf(jobs: Record<string, JobResult>, operation: string) {
  const found = stepsOf(jobs).filter((s) => s.operation === operation)
  expect([operation, found.length]).toEqual([operation, 1])
  return found[0]
}

/**
 * Every step succeeded, and every step of this action ran and warned of nothing but what the
 * page itself says it warns of: a warning in an example (a name that matched nothing, an input
 * ignored) is an example that does not do what it says. The key shows nowhere.
 */
export function expectRanClean(jobs: Record<string, JobResult>, documentedWarning?: RegExp): void {
  const steps = stepsOf(jobs)
  const failed = steps.filter((s) => s.outcome === 'failure' || (s.operation && s.outcome !== 'success'))
  expect(failed.length === 0 ? '' : describeRun(jobs)).toBe('')
  const warnings = steps.flatMap((s) => (s.run?.stdout.split('\n') ?? []).filter((line) => line.startsWith('::warning')).map((line) => `${s.label}: ${line}`))
  expect(warnings.filter((w) => !documentedWarning?.test(w))).toEqual([])
  for (const s of steps) if (s.run) expect(s.run.all).not.toContain(KEY)
}
