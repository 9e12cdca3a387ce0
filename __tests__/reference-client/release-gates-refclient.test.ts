import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { kosliInstalled, runClientAsUser, type UserRun } from '../helpers/reference-client.js'
import { runAction, type ActionRun } from '../helpers/run-action.js'
import { startSandbox, ValidatingProxy, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'
import { pushEnv } from '../helpers/workflow.js'

// The environment's gate three ways on one sandbox: the reference client's `kosli assert
// snapshot`, the action's assert-environment, and the sandbox's own answer and page. Each
// scenario is built by the reference client itself (its requests, its flags), in its own org;
// the three must agree on compliant and non-compliant snapshots, an allowlisted artifact included.
const describeWithClient = kosliInstalled ? describe : describe.skip

let sb: RunningSandbox
let proxy: ValidatingProxy
let repo: GitRepo
let env: Record<string, string>
let files: string
const APP = 'the application\n'
const VENDOR = 'a vendor agent\n'
const sha = (text: string) => createHash('sha256').update(text).digest('hex')

beforeAll(async () => {
  if (!kosliInstalled) return
  sb = await startSandbox(['--quiet'])
  proxy = await new ValidatingProxy(new URL(sb.baseUrl).origin).start()
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  files = tempDir('release-gates-')
  writeFileSync(path.join(files, 'app.bin'), APP)
  writeFileSync(path.join(files, 'vendor.bin'), VENDOR)
  writeFileSync(path.join(files, 'template.yml'), 'version: 1\ntrail:\n  artifacts:\n  - name: app\n    attestations:\n    - name: scan\n      type: generic\n')
  writeFileSync(path.join(files, 'provenance.yaml'), '_schema: https://docs.kosli.com/schemas/policy/v1\nartifacts:\n  provenance:\n    required: true\n')
})
afterAll(async () => {
  await proxy?.stop()
  await sb?.stop()
})

/** The client against the sandbox through the proxy, with nothing else to reach. */
const kosli = (org: string, args: string[]): Promise<UserRun> => runClientAsUser(proxy.origin, files, repo.dir, org, args)

async function setUp(org: string, steps: string[][]): Promise<void> {
  for (const step of steps) expect({ step: step.join(' '), ...(await kosli(org, step)) }).toMatchObject({ code: 0 })
}

const action = (org: string, inputs: Record<string, string>): Promise<ActionRun> =>
  runAction({ 'api-key': 'sandbox-key', org, 'base-url': `${proxy.origin}/api/v2`, ...inputs }, env)

const f = (name: string) => path.join(files, name)
const FLOW = () => [
  ['create', 'flow', 'shop', '--template-file', f('template.yml')],
  ['begin', 'trail', 'main', '--flow', 'shop', '--repo-root', '.']
]
const ARTIFACT = () => [
  ...FLOW(),
  [
    'attest',
    'artifact',
    f('app.bin'),
    '--artifact-type',
    'file',
    '--flow',
    'shop',
    '--trail',
    'main',
    '--name',
    'app',
    '--build-url',
    'https://ci/1',
    '--commit-url',
    'https://git/1',
    '--repo-root',
    '.'
  ]
]
const SCAN = (compliant: boolean) => [
  'attest',
  'generic',
  '--flow',
  'shop',
  '--trail',
  'main',
  '--name',
  'app.scan',
  '--fingerprint',
  sha(APP),
  `--compliant=${compliant}`,
  '--commit',
  'HEAD',
  '--repo-root',
  '.'
]
const PROD = ['create', 'environment', 'prod', '--type', 'server']
const RUNNING = (...names: string[]) => ['snapshot', 'path', 'prod', '--path', ...names.map(f), '--name', 'app']
const SERVER = (...names: string[]) => ['snapshot', 'server', 'prod', '--paths', names.map(f).join(',')]

interface Scenario {
  name: string
  steps: () => string[][]
  compliant: boolean
  /** What the action's summary says breaks it: the kind, per artifact. */
  breaks?: RegExp[]
}

const SCENARIOS: Scenario[] = [
  { name: 'everything running has its evidence', steps: () => [...ARTIFACT(), SCAN(true), PROD, RUNNING('app.bin')], compliant: true },
  {
    name: 'an attestation fails',
    steps: () => [...ARTIFACT(), SCAN(false), PROD, RUNNING('app.bin')],
    compliant: false,
    breaks: [/app.*failing attestation.*flow shop, trail main/]
  },
  {
    name: 'an artifact no flow knows runs beside one that is fine',
    steps: () => [...ARTIFACT(), SCAN(true), PROD, SERVER('app.bin', 'vendor.bin')],
    compliant: false,
    breaks: [/vendor\.bin.*unknown artifact/]
  },
  {
    name: 'the unknown artifact is allowlisted',
    steps: () => [
      ...ARTIFACT(),
      SCAN(true),
      PROD,
      SERVER('app.bin', 'vendor.bin'),
      ['allow', 'artifact', f('vendor.bin'), '--artifact-type', 'file', '--environment', 'prod', '--reason', 'Vendor agent, reviewed in SEC-142']
    ],
    compliant: true
  },
  {
    name: 'a policy requires provenance the unknown artifact lacks',
    steps: () => [
      PROD,
      SERVER('vendor.bin'),
      ['create', 'policy', 'needs-provenance', f('provenance.yaml')],
      ['attach-policy', 'needs-provenance', '--environment', 'prod']
    ],
    compliant: false,
    breaks: [/vendor\.bin.*no provenance/]
  },
  {
    name: 'under that policy, the artifact allowlisted',
    steps: () => [
      PROD,
      SERVER('vendor.bin'),
      ['create', 'policy', 'needs-provenance', f('provenance.yaml')],
      ['attach-policy', 'needs-provenance', '--environment', 'prod'],
      ['allow', 'artifact', 'vendor', '--fingerprint', sha(VENDOR), '--environment', 'prod', '--reason', 'Vendor agent']
    ],
    compliant: true
  }
]

describeWithClient('assert-environment, the reference client and the sandbox agree', () => {
  it.each(SCENARIOS.map((s, i) => [s.name, i] as const))('%s', async (_name, i) => {
    const s = SCENARIOS[i]
    const org = `gates-${i}`
    const from = proxy.exchanges.length
    await setUp(org, s.steps())

    const theirs = await kosli(org, ['assert', 'snapshot', 'prod'])
    expect(theirs.code === 0).toBe(s.compliant)
    expect(theirs.out).toMatch(s.compliant ? /COMPLIANT/ : /NON-COMPLIANT/)

    const sandbox = await sb.call('GET', `/snapshots/${org}/prod/-1`)
    expect((sandbox.json as { compliant: boolean }).compliant).toBe(s.compliant)

    const ours = await action(org, { operation: 'assert-environment', environment: 'prod' })
    expect(ours.code).toBe(s.compliant ? 0 : 1)
    expect(ours.outputs).toMatchObject({ compliant: String(s.compliant), compliance_state: s.compliant ? 'COMPLIANT' : 'NON-COMPLIANT' })
    expect(ours.outputs.html_url).toContain(`/${org}/environments/prod/snapshots/`)
    // Verdict first, then each artifact that breaks it, with why and a link.
    const verdict = ours.summary.search(s.compliant ? /Compliant: everything running there is/ : /Not compliant/)
    expect(verdict).toBeGreaterThan(-1)
    for (const pattern of s.breaks ?? []) {
      const row = ours.summary.split('\n').find((line) => pattern.test(line))
      expect(row).toBeDefined()
      expect(row!.indexOf('href=')).toBeGreaterThan(-1)
      expect(ours.summary.indexOf(row!)).toBeGreaterThan(verdict)
    }
    if (!s.compliant) expect(ours.outputs.error_kind).toBe('non_compliant')
    // The same verdict goes on when asked not to stop the job.
    if (!s.compliant) {
      const lenient = await action(org, { operation: 'assert-environment', environment: 'prod', 'fail-on-non-compliant': 'false' })
      expect({ code: lenient.code, compliant: lenient.outputs.compliant }).toEqual({ code: 0, compliant: 'false' })
    }
    expect(await proxy.problems(from)).toEqual([])
  })

  it("the action's allow-artifact makes the client's verdict compliant, and the environment page shows it", async () => {
    const org = 'gates-allow'
    await setUp(org, [PROD, SERVER('vendor.bin')])
    expect((await kosli(org, ['assert', 'snapshot', 'prod'])).code).not.toBe(0)
    const allowed = await action(org, {
      operation: 'allow-artifact',
      environment: 'prod',
      'artifact-path': f('vendor.bin'),
      'artifact-type': 'file',
      reason: 'Vendor agent, reviewed in SEC-142'
    })
    expect(allowed.code).toBe(0)
    expect(allowed.outputs.fingerprint).toBe(sha(VENDOR))
    expect(await kosli(org, ['assert', 'snapshot', 'prod'])).toMatchObject({ code: 0 })
    const page = await (await fetch(`${new URL(sb.baseUrl).origin}/${org}/environments/prod`)).text()
    expect(page).toMatch(/<h2>Allowlist<\/h2>[\s\S]*vendor\.bin[\s\S]*Vendor agent, reviewed in SEC-142/)
    expect(page).toContain('allowlisted')
  })

  it("the action's tags are the client's: both land on the flow's and environment's pages", async () => {
    const org = 'gates-tags'
    await setUp(org, [...FLOW(), PROD, ['tag', 'env', 'prod', '--set', 'tier=1']])
    const tagged = await action(org, { operation: 'tag', 'resource-type': 'flow', 'resource-id': 'shop', set: 'team=payments\nquery=a=b' })
    expect(tagged.code).toBe(0)
    const origin = new URL(sb.baseUrl).origin
    expect(await (await fetch(`${origin}/${org}/flows/shop`)).text()).toMatch(/query=a=b[\s\S]*team=payments|team=payments[\s\S]*query=a=b/)
    expect(await (await fetch(`${origin}/${org}/environments/prod`)).text()).toContain('tier=1')
    const removed = await action(org, { operation: 'tag', 'resource-type': 'environment', 'resource-id': 'prod', unset: 'tier' })
    expect(removed.code).toBe(0)
    expect(await (await fetch(`${origin}/${org}/environments/prod`)).text()).not.toContain('tier=1')
  })
})
