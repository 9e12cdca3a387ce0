// The examples users copy first, run as written: the README's quick start, its sandbox job, and
// the evidence steps of the whole pipeline in docs/pipeline.md, each taken from its page when the test runs,
// step by step as GitHub's runner runs them, against a fresh sandbox where nothing was made
// beforehand. Each must leave a compliant trail, so an example that records nothing (tests
// attested on no artifact, a flow never created) cannot be published again.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { parse } from 'yaml'
import { startGitHubStandIn, type GitHubStandIn } from '../helpers/github-api.js'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { ROOT } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'
import { pushEnv } from '../helpers/workflow.js'
import { describeRun, runWorkflow, type JobResult, type RunnerContext, type StandIn } from '../helpers/workflow-runner.js'

const KEY = 'quick-start-key'
const GITHUB_TOKEN = 'ghs_standInToken'

/** The first fenced block with exactly this info string after a heading of a Markdown page, and the line that closes it. */
function fenced(file: string, heading: string, info: string): { text: string; closingLine: number } {
  // A newline before the first line, so a heading there is found as any other.
  const page = '\n' + readFileSync(path.join(ROOT, file), 'utf8').replace(/\r\n/g, '\n')
  const at = page.indexOf(`\n${heading}\n`)
  if (at === -1) throw new Error(`${file} has no heading ${heading}`)
  const block = new RegExp('^```' + info + '\\n([\\s\\S]*?)^```$', 'm').exec(page.slice(at))
  if (!block) throw new Error(`${file}: no \`\`\`${info} block after ${heading}`)
  const end = at + block.index + block[0].length
  return { text: block[1], closingLine: page.slice(1, end).split('\n').length }
}
const fencedAfter = (file: string, heading: string, info: string) => fenced(file, heading, info).text

/** What a job's `env:` says, for the names the example chose (organization, flow). */
function jobEnv(workflow: string, job: string): Record<string, string> {
  return (parse(workflow) as { jobs: Record<string, { env?: Record<string, string> }> }).jobs[job].env ?? {}
}

let sandbox: RunningSandbox
let github: GitHubStandIn
let repo: GitRepo
let head: string

beforeEach(async () => {
  sandbox = await startSandbox(['--api-key', KEY])
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = makeGitRepo(2)
  head = repo.commits[repo.commits.length - 1]
})
afterEach(async () => {
  await sandbox.stop()
  await github.stop()
})

/** The runner of a push to main, with the sandbox where Kosli would be (KOSLI_HOST, as a user sets it to try). */
function context(standIns: Record<string, StandIn> = {}): RunnerContext {
  return {
    workspace: repo.dir,
    runnerEnv: { ...pushEnv(repo), GITHUB_API_URL: github.url, KOSLI_HOST: sandbox.baseUrl.replace(/\/api\/v2$/, '') },
    secrets: { KOSLI_API_TOKEN: KEY, GITHUB_TOKEN },
    github: { sha: head, actor: 'octocat', token: GITHUB_TOKEN, ref_name: 'main', repository: 'acme/shop', run_id: '1001' },
    standIns: {
      // The clone is made before the run, as actions/checkout leaves it.
      'actions/checkout': () => {
        expect(readFileSync(path.join(repo.dir, '.git', 'HEAD'), 'utf8')).toContain('refs/heads/main')
      },
      ...standIns
    }
  }
}

async function trailState(org: string, flow: string, trail: string): Promise<unknown> {
  const answer = await sandbox.call('GET', `/trails/${org}/${flow}/${trail}`, undefined, `Bearer ${KEY}`)
  expect(answer.status).toBe(200)
  return (answer.json as { compliance_state?: unknown }).compliance_state
}

function expectEveryStepPassed(jobs: Record<string, JobResult>): void {
  const failed = Object.values(jobs).flatMap((j) => j.steps.filter((s) => s.outcome !== 'success'))
  expect(failed.length === 0 ? '' : describeRun(jobs)).toBe('')
}

function expectNoKeyShown(jobs: Record<string, JobResult>): void {
  for (const step of Object.values(jobs).flatMap((j) => j.steps)) if (step.run) expect(step.run.all).not.toContain(KEY)
}

describe("the README's quick start", () => {
  const workflow = fencedAfter('README.md', '## Quick start', 'yaml')

  it('is at most 40 lines, within the first 60 lines of the README, and needs one secret', () => {
    expect(workflow.trimEnd().split('\n').length).toBeLessThanOrEqual(40)
    expect(fenced('README.md', '## Quick start', 'yaml').closingLine).toBeLessThanOrEqual(60)
    expect([...new Set([...workflow.matchAll(/secrets\.([A-Z_]+)/g)].map((m) => m[1]))]).toEqual(['KOSLI_API_TOKEN'])
    expect(workflow).not.toMatch(/self-hosted|registry|docker\//)
  })

  it('runs as written and leaves a compliant trail with the artifact asserted', async () => {
    const jobs = await runWorkflow(workflow, context())
    expectEveryStepPassed(jobs)
    const { KOSLI_ORG: org, KOSLI_FLOW: flow } = jobEnv(workflow, 'build')
    const ran = jobs.build.steps.map((s) => s.operation).filter(Boolean)
    expect(ran).toEqual(['create-flow', 'begin-trail', 'attest-artifact', 'attest-generic', 'assert-artifact'])
    const gate = jobs.build.steps.find((s) => s.operation === 'assert-artifact')!
    expect(gate.outputs.compliant).toBe('true')
    expect(await trailState(org, flow, head)).toBe('COMPLIANT')
    expectNoKeyShown(jobs)
  }, 120_000)
})

describe('the whole pipeline of docs/pipeline.md', () => {
  const text = fencedAfter('docs/pipeline.md', '# A whole pipeline', 'yaml')
  const template = fencedAfter('docs/pipeline.md', '# A whole pipeline', 'yaml template')

  /** Stand-ins for what is not evidence: the image build, the tests, the deploy to a server. */
  function pipelineContext(server: string): RunnerContext {
    const image = `shop-api image of ${head}`
    return context({
      'docker/login-action': () => undefined,
      'docker/setup-buildx-action': () => undefined,
      'docker/build-push-action': () => ({ digest: `sha256:${createHash('sha256').update(image).digest('hex')}` }),
      'Run the tests': ({ env, workspace }) => {
        const dir = path.join(workspace, env.JEST_JUNIT_OUTPUT_DIR)
        mkdirSync(dir, { recursive: true })
        writeFileSync(
          path.join(dir, 'junit.xml'),
          '<testsuites><testsuite name="shop" tests="2" failures="0" errors="0" skipped="0" time="0.2"><testcase name="a"/><testcase name="b"/></testsuite></testsuites>'
        )
      },
      Deploy: ({ env }) => {
        mkdirSync(path.join(server, 'current'), { recursive: true })
        writeFileSync(path.join(server, 'current', 'image'), env.DIGEST)
      }
    })
  }

  async function runPipeline(workflow: string) {
    // The template the example commits beside the workflow.
    mkdirSync(path.join(repo.dir, '.kosli'), { recursive: true })
    writeFileSync(path.join(repo.dir, '.kosli', 'flow-template.yml'), template)
    // The pull request behind the commit, approved by another, and the deployment's reviewer.
    github.state.pulls[head] = {
      items: [
        {
          number: 12,
          html_url: 'https://github.com/acme/shop/pull/12',
          state: 'closed',
          title: 'Fix rounding in totals',
          user: { login: 'ada-l' },
          created_at: '2026-01-01T09:00:00Z',
          merged_at: '2026-01-02T15:00:00Z',
          merge_commit_sha: head,
          head: { ref: 'fix-rounding' }
        }
      ]
    }
    github.state.reviews[12] = [{ user: { login: 'grace-h' }, state: 'APPROVED', submitted_at: '2026-01-02T14:00:00Z' }]
    github.state.commits[12] = []
    github.state.runApprovals['1001'] = [
      { state: 'approved', comment: 'Release review passed', user: { login: 'grace-h' }, environments: [{ name: 'production' }] }
    ]
    // The server's folder stands where the runner on the server would have it.
    const server = path.join(tempDir('server-'), 'opt', 'shop')
    const ctx = pipelineContext(server)
    const build = await runWorkflow(workflow.replaceAll('/opt/shop/', `${server}/`).replace(/\n {2}deploy:[\s\S]*$/, '\n'), ctx)
    if (!build.build.ok) return { build, deploy: undefined }
    // Made once beforehand, as the page says: the environment production.
    const { KOSLI_ORG: org } = jobEnv(workflow, 'deploy')
    const made = await sandbox.call('PUT', `/environments/${org}`, { name: 'production', type: 'server', description: '' }, `Bearer ${KEY}`)
    expect(made.status).toBeLessThan(300)
    const deployOnly = parse(workflow.replaceAll('/opt/shop/', `${server}/`)) as { jobs: Record<string, unknown> }
    const deploy = await runWorkflow(
      JSON.stringify({ ...deployOnly, jobs: { build: { steps: [], outputs: { digest: build.build.outputs.digest } }, deploy: deployOnly.jobs.deploy } }),
      ctx
    )
    return { build, deploy }
  }

  it('records the image, its tests and the pull request, passes the gate, and reports the server', async () => {
    const { build, deploy } = await runPipeline(text)
    expectEveryStepPassed(build)
    expectEveryStepPassed(deploy!)
    const { KOSLI_ORG: org, KOSLI_FLOW: flow } = jobEnv(text, 'build')
    expect(await trailState(org, flow, head)).toBe('COMPLIANT')
    const gate = deploy!.deploy.steps.find((s) => s.operation === 'assert-artifact')!
    expect(gate.outputs.compliant).toBe('true')
    expectNoKeyShown(build)
    expectNoKeyShown(deploy!)
  }, 180_000)

  it('fails at the gate when the tests are recorded on no artifact, as the pipeline once did', async () => {
    const broken = text.replace(/(attestation-name: unit-tests\n)\s+fingerprint: .*\n/, '$1')
    expect(broken).not.toBe(text)
    const { build, deploy } = await runPipeline(broken)
    expectEveryStepPassed(build)
    const gate = deploy!.deploy.steps.find((s) => s.operation === 'assert-artifact')!
    expect([gate.outcome, gate.outputs.compliant]).toEqual(['failure', 'false'])
  }, 180_000)
})

describe("the README's sandbox job", () => {
  const job = fencedAfter('README.md', '## Try it against the sandbox', 'yaml')

  async function freePort(): Promise<number> {
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    await new Promise((resolve) => server.close(resolve))
    return port
  }

  it('creates its flow and environment with the action, records into its sandbox, and keeps the database to open afterwards', async () => {
    const port = await freePort()
    const kept = tempDir('kept-artifact-')
    const ctx = context({
      // The action's own repository, checked out beside the workflow's: this checkout.
      'actions/checkout': (step) => {
        expect(step.with.repository).toBe('<owner>/<repo>')
        symlinkSync(ROOT, path.join(step.workspace, step.with.path))
      },
      'actions/setup-node': () => undefined,
      'actions/upload-artifact': (step) => {
        expect(step.with.path).toBe('sandbox.db*')
        for (const name of readdirSync(step.workspace).filter((n) => n.startsWith('sandbox.db')))
          copyFileSync(path.join(step.workspace, name), path.join(kept, name))
      }
    })
    // The runner's Node on the PATH, as setup-node leaves it.
    ctx.runnerEnv.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`
    const workflow = `on: push\njobs:\n  sandbox:\n${job.replaceAll('8080', String(port)).replace(/^(?=.)/gm, '    ')}`
    const jobs = await runWorkflow(workflow, ctx)
    expectEveryStepPassed(jobs)
    expect(jobs.sandbox.steps.map((s) => s.operation).filter(Boolean)).toEqual(['create-flow', 'upsert-environment', 'report-server-env'])
    // Afterwards, on the user's machine: the kept database, opened by a sandbox without a key.
    expect(existsSync(path.join(kept, 'sandbox.db'))).toBe(true)
    const local = await startSandbox(['--data', path.join(kept, 'sandbox.db')])
    try {
      const home = await fetch(local.baseUrl.replace(/\/api\/v2$/, '/'))
      expect(home.status).toBe(200)
      const page = await home.text()
      expect(page).toContain('shop-api')
      expect(page).toContain('production')
      const environment = await local.call('GET', '/snapshots/acme/production/-1', undefined, 'Bearer any-key')
      expect(environment.status).toBe(200)
    } finally {
      await local.stop()
    }
  }, 120_000)
})
