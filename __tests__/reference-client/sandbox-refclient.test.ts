import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { kosliInstalled, runClientAsUser, type UserRun } from '../helpers/reference-client.js'
import { startSandbox, ValidatingProxy, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'

const describeWithClient = kosliInstalled ? describe : describe.skip

let sb: RunningSandbox
let proxy: ValidatingProxy
let repo: GitRepo
let files: string
let fingerprint: string

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
  proxy = await new ValidatingProxy(new URL(sb.baseUrl).origin).start()
  repo = makeGitRepo(2)
  files = tempDir('refclient-')
  writeFileSync(path.join(files, 'app.bin'), 'the application\n')
  fingerprint = createHash('sha256').update('the application\n').digest('hex')
  writeFileSync(
    path.join(files, 'template.yml'),
    'version: 1\ntrail:\n  attestations:\n  - name: tests\n    type: junit\n  artifacts:\n  - name: app\n    attestations:\n    - name: scan\n      type: generic\n'
  )
  writeFileSync(
    path.join(files, 'junit.xml'),
    '<testsuites><testsuite name="unit" tests="2" failures="0" errors="0" skipped="0" time="0.5" timestamp="2026-01-01T00:00:00"><testcase name="a" classname="c" time="0.2"/><testcase name="b" classname="c" time="0.3"/></testsuite></testsuites>\n'
  )
  writeFileSync(path.join(files, 'coverage.json'), '{"line": 91}\n')
  writeFileSync(path.join(files, 'coverage-schema.json'), '{"type": "object", "required": ["line"]}\n')
  writeFileSync(path.join(files, 'paths.yml'), `version: 1\nartifacts:\n  app:\n    path: ${path.join(files, 'app.bin')}\n`)
  writeFileSync(
    path.join(files, 'policy.yaml'),
    '_schema: https://docs.kosli.com/schemas/policy/v1\nartifacts:\n  provenance:\n    required: true\n  attestations:\n    - name: scan\n      type: generic\n      if: ${{ flow.name == "shop" }}\n'
  )
})
afterAll(async () => {
  await proxy?.stop()
  await sb?.stop()
})

/** One run of the client as a user would, against the sandbox through the proxy, with nothing else to reach. */
const kosli = (org: string, args: string[]): Promise<UserRun> => runClientAsUser(proxy.origin, files, repo.dir, org, args)

type Step = (f: { files: string; fingerprint: string; commit: string }) => string[]
const f = (name: string) => (x: { files: string }) => path.join(x.files, name)

// What a case needs first, as client commands.
const ENV: Step[] = [() => ['create', 'environment', 'prod', '--type', 'server']]
const FLOW: Step[] = [(x) => ['create', 'flow', 'shop', '--description', 'Shop', '--template-file', f('template.yml')(x)]]
const TRAIL: Step[] = [...FLOW, () => ['begin', 'trail', 'main', '--flow', 'shop', '--description', 'Release', '--repo-root', '.']]
const ARTIFACT: Step[] = [
  ...TRAIL,
  (x) => [
    'attest',
    'artifact',
    f('app.bin')(x),
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
const EVIDENCE: Step[] = [
  ...ARTIFACT,
  (x) => ['attest', 'junit', '--flow', 'shop', '--trail', 'main', '--name', 'tests', '--results-dir', x.files, '--repo-root', '.'],
  (x) => [
    'attest',
    'generic',
    '--flow',
    'shop',
    '--trail',
    'main',
    '--name',
    'app.scan',
    '--fingerprint',
    x.fingerprint,
    '--compliant',
    '--commit',
    'HEAD',
    '--repo-root',
    '.'
  ]
]
const RUNNING: Step[] = [...EVIDENCE, ...ENV, (x) => ['snapshot', 'paths', 'prod', '--paths-file', f('paths.yml')(x)]]
const POLICY: Step[] = [(x) => ['create', 'policy', 'prod-policy', f('policy.yaml')(x), '--description', 'Production rules']]
const GATED: Step[] = [...RUNNING, ...POLICY, () => ['attach-policy', 'prod-policy', '--environment', 'prod']]
const TYPE: Step[] = [
  (x) => ['create', 'attestation-type', 'coverage', '--description', 'Line coverage', '--jq', '.line > 80', '--schema', f('coverage-schema.json')(x)]
]

interface Case {
  name: string
  setup?: Step[]
  run: Step
  /** What the client prints when it read the answers as it should. */
  prints: RegExp[]
}

/** Every command of the client that calls an endpoint the sandbox serves. */
const CASES: Case[] = [
  { name: 'status', run: () => ['status'], prints: [/OK/] },
  {
    name: 'create environment',
    run: () => ['create', 'environment', 'prod', '--type', 'server', '--description', 'Production'],
    prints: [/environment prod was created/]
  },
  {
    name: 'create environment (logical)',
    setup: ENV,
    run: () => ['create', 'environment', 'all', '--type', 'logical', '--included-environments', 'prod'],
    prints: [/environment all was created/]
  },
  { name: 'get environment', setup: RUNNING, run: () => ['get', 'environment', 'prod'], prints: [/Name:\s+prod/, /State:\s+COMPLIANT/] },
  { name: 'list environments', setup: ENV, run: () => ['list', 'environments'], prints: [/prod\s+server/] },
  { name: 'archive environment', setup: ENV, run: () => ['archive', 'environment', 'prod'], prints: [/environment prod was archived/] },
  { name: 'create flow (template file)', run: (x) => ['create', 'flow', 'shop', '--template-file', f('template.yml')(x)], prints: [/flow 'shop' was created/] },
  { name: 'create flow (empty template)', run: () => ['create', 'flow', 'shop', '--use-empty-template'], prints: [/flow 'shop' was created/] },
  { name: 'create flow (legacy template)', run: () => ['create', 'flow', 'shop', '--template', 'artifact,tests'], prints: [/flow 'shop' was created/] },
  { name: 'get flow', setup: FLOW, run: () => ['get', 'flow', 'shop'], prints: [/Name:\s+shop/, /name: scan/] },
  { name: 'list flows', setup: FLOW, run: () => ['list', 'flows'], prints: [/shop\s+Shop/] },
  { name: 'archive flow', setup: FLOW, run: () => ['archive', 'flow', 'shop'], prints: [/flow shop was archived/i] },
  {
    name: 'begin trail (own template)',
    setup: FLOW,
    run: (x) => ['begin', 'trail', 'main', '--flow', 'shop', '--template-file', f('template.yml')(x), '--repo-root', '.'],
    prints: [/trail 'main' was begun/]
  },
  {
    name: 'get trail',
    setup: EVIDENCE,
    run: () => ['get', 'trail', 'main', '--flow', 'shop'],
    prints: [/Compliance:\s+COMPLIANT/, /trail started/, /'junit' attestation reported for tests/]
  },
  {
    name: 'list trails (of a flow)',
    setup: TRAIL,
    run: () => ['list', 'trails', '--flow', 'shop'],
    prints: [/main\s+Release\s+INCOMPLETE/, /Showing page 1 of 1, total 1 items/]
  },
  { name: 'list trails (holding an artifact)', setup: ARTIFACT, run: (x) => ['list', 'trails', '--fingerprint', x.fingerprint], prints: [/main/] },
  {
    name: 'attest artifact',
    setup: TRAIL,
    run: (x) => [
      'attest',
      'artifact',
      f('app.bin')(x),
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
    ],
    prints: [/was attested with fingerprint/]
  },
  {
    name: 'attest generic (trail)',
    setup: TRAIL,
    run: () => ['attest', 'generic', '--flow', 'shop', '--trail', 'main', '--name', 'approval', '--compliant', '--repo-root', '.'],
    prints: [/generic attestation 'approval' is reported/]
  },
  {
    name: 'attest generic (artifact by fingerprint)',
    setup: ARTIFACT,
    run: (x) => [
      'attest',
      'generic',
      f('app.bin')(x),
      '--artifact-type',
      'file',
      '--flow',
      'shop',
      '--trail',
      'main',
      '--name',
      'scan',
      '--compliant=false',
      '--repo-root',
      '.'
    ],
    prints: [/generic attestation 'scan' is reported/]
  },
  {
    name: 'attest junit',
    setup: TRAIL,
    run: (x) => ['attest', 'junit', '--flow', 'shop', '--trail', 'main', '--name', 'tests', '--results-dir', x.files, '--repo-root', '.'],
    prints: [/junit attestation 'tests' is reported/]
  },
  {
    name: 'attest custom',
    setup: [...TRAIL, ...TYPE],
    run: (x) => [
      'attest',
      'custom',
      '--flow',
      'shop',
      '--trail',
      'main',
      '--name',
      'coverage',
      '--type',
      'coverage',
      '--attestation-data',
      f('coverage.json')(x),
      '--repo-root',
      '.'
    ],
    prints: [/attestation 'coverage' is reported/]
  },
  {
    name: 'attest custom (a pinned version of the type)',
    setup: [...TRAIL, ...TYPE],
    run: (x) => [
      'attest',
      'custom',
      '--flow',
      'shop',
      '--trail',
      'main',
      '--name',
      'coverage',
      '--type',
      'coverage@v1',
      '--attestation-data',
      f('coverage.json')(x),
      '--repo-root',
      '.'
    ],
    prints: [/custom:coverage@v1 attestation 'coverage' is reported/]
  },
  {
    name: 'get attestation',
    setup: EVIDENCE,
    run: () => ['get', 'attestation', 'app.scan', '--flow', 'shop', '--trail', 'main'],
    prints: [/Name:\s+scan/, /Type:\s+generic/, /Compliance:\s+true/]
  },
  {
    name: 'get artifact',
    setup: RUNNING,
    run: (x) => ['get', 'artifact', `shop@${x.fingerprint}`],
    prints: [/Name in template:\s+app/, /State:\s+COMPLIANT/, /Running in environments:\s+prod#1/]
  },
  {
    name: 'get artifact (by commit)',
    setup: ARTIFACT,
    run: (x) => ['get', 'artifact', `shop:${x.commit}`],
    prints: [/Name in template:\s+app/, /Trail:\s+main/]
  },
  { name: 'list artifacts', setup: ARTIFACT, run: () => ['list', 'artifacts', '--flow', 'shop'], prints: [/Name: app.bin/] },
  {
    name: 'assert artifact (table output, every flow listed)',
    setup: EVIDENCE,
    run: (x) => ['assert', 'artifact', '--fingerprint', x.fingerprint, '--flow', 'shop'],
    prints: [/COMPLIANT|compliant/i]
  },
  {
    name: 'assert artifact (json output)',
    setup: EVIDENCE,
    run: (x) => ['assert', 'artifact', '--fingerprint', x.fingerprint, '--flow', 'shop', '--output', 'json'],
    prints: [/"compliant": true/]
  },
  {
    name: 'assert artifact (environment, json output)',
    setup: RUNNING,
    run: (x) => ['assert', 'artifact', '--fingerprint', x.fingerprint, '--environment', 'prod', '--output', 'json'],
    prints: [/"scope": "environment"/]
  },
  {
    name: 'snapshot paths',
    setup: [...ARTIFACT, ...ENV],
    run: (x) => ['snapshot', 'paths', 'prod', '--paths-file', f('paths.yml')(x)],
    prints: [/\[1\] artifacts were reported to environment prod/]
  },
  {
    name: 'snapshot path',
    setup: ENV,
    run: (x) => ['snapshot', 'path', 'prod', '--path', f('app.bin')(x), '--name', 'app'],
    prints: [/\[1\] artifacts were reported/]
  },
  {
    name: 'snapshot server (deprecated, sends no type)',
    setup: ENV,
    run: (x) => ['snapshot', 'server', 'prod', '--paths', f('app.bin')(x)],
    prints: [/\[1\] artifacts were reported/]
  },
  { name: 'list snapshots', setup: RUNNING, run: () => ['list', 'snapshots', 'prod', '--page-limit', '5', '--reverse'], prints: [/^1\s+.*true$/m] },
  { name: 'get snapshot (latest)', setup: RUNNING, run: () => ['get', 'snapshot', 'prod'], prints: [/Name: app/, /COMPLIANT/] },
  { name: 'get snapshot (#1)', setup: RUNNING, run: () => ['get', 'snapshot', 'prod#1'], prints: [/Name: app/] },
  {
    name: 'search',
    setup: RUNNING,
    run: (x) => ['search', x.fingerprint.slice(0, 10)],
    prints: [/resolved to artifact with fingerprint/, /Has provenance:\s+true/, /Running in:\s+\[ prod \]/]
  },
  { name: 'search (commit)', setup: ARTIFACT, run: (x) => ['search', x.commit], prints: [/resolved to commit/] },
  {
    name: 'create attestation-type',
    run: (x) => ['create', 'attestation-type', 'coverage', '--jq', '.line > 80', '--schema', f('coverage-schema.json')(x)],
    prints: [/attestation-type coverage was created/]
  },
  {
    name: 'create attestation-type (summary)',
    run: () => ['create', 'attestation-type', 'coverage', '--jq', '.line > 80', '--summary', 'Lines=.line'],
    prints: [/attestation-type coverage was created/]
  },
  {
    name: 'get attestation-type (summary)',
    setup: [() => ['create', 'attestation-type', 'coverage', '--summary', 'Lines=.line']],
    run: () => ['get', 'attestation-type', 'coverage'],
    prints: [/Summary:/, /Lines:\s+\.line/]
  },
  { name: 'get attestation-type', setup: TYPE, run: () => ['get', 'attestation-type', 'coverage'], prints: [/Version:\s+1/, /\.line > 80/] },
  { name: 'list attestation-types', setup: TYPE, run: () => ['list', 'attestation-types'], prints: [/coverage\s+Line coverage\s+1/] },
  { name: 'archive attestation-type', setup: TYPE, run: () => ['archive', 'attestation-type', 'coverage'], prints: [/was archived/] },
  { name: 'create policy', run: (x) => ['create', 'policy', 'prod-policy', f('policy.yaml')(x)], prints: [/policy 'prod-policy' was created/] },
  {
    name: 'create policy (a new version)',
    setup: POLICY,
    run: (x) => ['create', 'policy', 'prod-policy', f('policy.yaml')(x), '--comment', 'again'],
    prints: [/policy 'prod-policy' was updated/]
  },
  {
    name: 'get policy',
    setup: GATED,
    run: () => ['get', 'policy', 'prod-policy'],
    prints: [/Versions:\s+1/, /Attached to environments:\s+\[prod\]/, /flow.name == "shop"/]
  },
  { name: 'list policies', setup: POLICY, run: () => ['list', 'policies'], prints: [/prod-policy\s+Production rules/] },
  {
    name: 'attach-policy',
    setup: [...ENV, ...POLICY],
    run: () => ['attach-policy', 'prod-policy', '--environment', 'prod'],
    prints: [/is attached to environments: \[prod\]/]
  },
  {
    name: 'detach-policy',
    setup: [...ENV, ...POLICY],
    run: () => ['detach-policy', 'prod-policy', '--environment', 'prod'],
    prints: [/is detached from environments: \[prod\]/]
  },
  {
    name: 'get environment (policies)',
    setup: GATED,
    run: () => ['get', 'environment', 'prod'],
    prints: [/Policies:\s+\[prod-policy\]/, /State:\s+COMPLIANT/]
  },
  {
    name: 'get snapshot (under a policy)',
    setup: GATED,
    run: () => ['get', 'snapshot', 'prod', '--output', 'json'],
    prints: [/"policy_decisions"/, /"rule_satisfied"/]
  },
  {
    name: 'assert artifact (policy, json output)',
    setup: [...EVIDENCE, ...POLICY],
    run: (x) => ['assert', 'artifact', '--fingerprint', x.fingerprint, '--policy', 'prod-policy', '--output', 'json'],
    prints: [/"scope": "policy"/, /"rule_satisfied"/, /"compliant": true/]
  }
]

describeWithClient('the reference client against the sandbox, through a validating proxy', () => {
  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', async (_name, i) => {
    const c = CASES[i]
    const org = `refclient-${i}`
    const from = proxy.exchanges.length
    const x = { files, fingerprint, commit: repo.commits[1] }
    for (const step of c.setup ?? []) {
      const setup = await kosli(org, step(x))
      expect({ step: step(x).join(' '), ...setup }).toMatchObject({ code: 0 })
    }
    const run = await kosli(org, c.run(x))
    expect(run.code).toBe(0)
    for (const pattern of c.prints) expect(run.out).toMatch(pattern)
    expect(proxy.exchanges.length).toBeGreaterThan(from)
    expect(await proxy.problems(from)).toEqual([])
  })
})
