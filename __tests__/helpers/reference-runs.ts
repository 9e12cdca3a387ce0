import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ANSWERS } from '../contract/action-cases.js'
import type { ReferenceCase, Workspace } from '../contract/reference-cases.js'
import { startGitHubStandIn } from './github-api.js'
import type { Recorder, RecordedRequest, Reply } from './recorder.js'
import { runReferenceClient, sentRequest, type SentRequest } from './reference-client.js'
import { withTrackers } from './reference-stand-ins.js'
import { ROOT, runAction } from './run-action.js'

/**
 * Each case's request, as the reference client sent it, is stored in FIXTURES
 * (scripts/capture-reference-client.ts writes them); __tests__/reference-client-golden.test.ts
 * compares the action's with it, so the comparison needs no reference client, which is
 * installed on Linux x64 only.
 */
export const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'reference-client')

/** The reference client the fixtures come from: the version package.json pins. */
export const REFERENCE_CLIENT_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> })
  .optionalDependencies['@kosli/cli-linux-x64']

export interface ReferenceFixture {
  case: string
  about: string
  reference_client: string
  /** The reference client's command line, without what points it at the stand-ins and gives it keys. */
  command: string[]
  request: SentRequest
}

/**
 * Detaches the clone's HEAD for `fn`, as a pull request's checkout is, or checks out the
 * case's branch; then puts `main` back.
 */
export async function onHead<T>(workspace: Workspace, c: Pick<ReferenceCase, 'detached' | 'checkout'>, fn: () => Promise<T>): Promise<T> {
  if (!c.detached && !c.checkout) return fn()
  execFileSync('git', ['checkout', '-q', ...(c.checkout ? [c.checkout] : ['--detach', 'HEAD'])], { cwd: workspace.dir })
  try {
    return await fn()
  } finally {
    execFileSync('git', ['checkout', '-q', 'main'], { cwd: workspace.dir })
  }
}

/** With GitHub's stand-in up for `fn` when the case reads GitHub, and a token for it. */
async function withGitHub<T>(c: ReferenceCase, fn: (github?: { url: string; token: string }) => Promise<T>): Promise<T> {
  if (!c.github) return fn()
  const github = await startGitHubStandIn(c.github)
  try {
    return await fn({ url: github.url, token: 'gh-token' })
  } finally {
    await github.stop()
  }
}

/** The one request the service gets from `send`, as compared; anything else is an error saying what happened. */
async function oneRequest(
  c: ReferenceCase,
  workspace: Workspace,
  recorder: Recorder,
  who: string,
  send: () => Promise<string | undefined>
): Promise<SentRequest> {
  recorder.requests.length = 0
  const failure = await onHead(workspace, c, send)
  if (failure !== undefined) throw new Error(`${c.name}: ${who} failed\n${failure}`)
  const sent = recorder.requests.filter((r) => r.url.startsWith('/api/v2/'))
  if (sent.length !== 1) throw new Error(`${c.name}: ${who} sent ${sent.length} requests to the service, where one was expected`)
  return sentRequest(sent[0], workspace.dir)
}

/** What the reference client sends for the case, to `recorder`. */
export function clientRequest(c: ReferenceCase, workspace: Workspace, recorder: Recorder): Promise<SentRequest> {
  return oneRequest(c, workspace, recorder, 'the reference client', () =>
    withGitHub(c, (github) =>
      withTrackers(c, workspace, 'client', async ({ cli }) => {
        const args = github && c.githubReadBy !== 'action' ? [...cli, '--github-token', github.token, '--github-base-url', github.url] : cli
        const run = await runReferenceClient(args, workspace.dir, { ...workspace.env, ...c.env }, recorder.baseUrl)
        return run.status === 0 ? undefined : `${run.signal ? `stopped by ${run.signal}` : `exit status ${run.status}`}\n${run.stderr}`
      })
    )
  )
}

/** What the action (dist/index.js, run as the runner does) sends for the case, to `recorder`. */
export function actionRequest(c: ReferenceCase, workspace: Workspace, recorder: Recorder): Promise<SentRequest> {
  return oneRequest(c, workspace, recorder, 'the action', () =>
    withGitHub(c, (github) =>
      withTrackers(c, workspace, 'action', async (trackers) => {
        const inputs = { 'api-key': 'k', org: 'acme', 'base-url': recorder.baseUrl, ...(github && { 'github-token': github.token }), ...trackers.inputs }
        const run = await runAction(inputs, { ...workspace.env, ...(github && { GITHUB_API_URL: github.url }), ...trackers.env, ...c.env })
        return run.code === 0 ? undefined : `exit status ${run.code}\n${run.stdout}${run.stderr}`
      })
    )
  )
}

/**
 * How the action's request differs from the reference client's beyond what the case declares
 * deliberate (`unexpected`), and which declared differences are gone (`gone`): both empty when
 * the action does as it should.
 */
export function undeclared(c: ReferenceCase, found: string[]): { unexpected: string[]; gone: string[] } {
  const fields = found.map((d) => d.split(': ')[0])
  return {
    unexpected: found.filter((d) => !(d.split(': ')[0] in (c.differs ?? {}))),
    gone: Object.keys(c.differs ?? {}).filter((field) => !fields.includes(field))
  }
}

/** What the stand-in answers both: enough for each to finish as it would against the service. */
export function answer(req: RecordedRequest): Reply {
  if (req.url.includes('/asserts/')) return ANSWERS.assertArtifact(req.body)
  if (req.url.includes('/search/')) return ANSWERS.search(req.body)
  if (req.url.includes('/snapshots/')) return ANSWERS.getSnapshot(req.body)
  return { status: 201, body: 'OK' }
}
