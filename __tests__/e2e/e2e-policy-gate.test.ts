import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { Recorder } from '../helpers/recorder.js'
import { ROOT, runAction } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'policy-gate-key'
let sb: RunningSandbox
let repo: GitRepo
let env: Record<string, string>

const POLICY = [
  '_schema: https://docs.kosli.com/schemas/policy/v1',
  'artifacts:',
  '  provenance:',
  '    required: true',
  '    exceptions:',
  '      - if: ${{ matches(artifact.name, "^datadog/") }}',
  '  attestations:',
  '    - name: unit-tests',
  '      type: junit',
  '      if: ${{ flow.name in ["shop", "shop-api"] }}',
  ''
].join('\n')

beforeAll(async () => {
  sb = await startSandbox(['--quiet', '--api-key', KEY])
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  mkdirSync(path.join(repo.dir, 'app'))
  writeFileSync(path.join(repo.dir, 'app', 'main.js'), 'console.log("shop")\n')
  mkdirSync(path.join(repo.dir, 'policies'))
  writeFileSync(path.join(repo.dir, 'policies', 'production.yaml'), POLICY)
  writeFileSync(path.join(repo.dir, 'policies', 'bad-schema.yaml'), POLICY.replace('required: true', 'required: always'))
  writeFileSync(path.join(repo.dir, 'policies', 'bad-expression.yaml'), POLICY.replace('flow.name in [', 'flow.name in '))
  mkdirSync(path.join(repo.dir, 'results'))
  writeFileSync(
    path.join(repo.dir, 'results', 'unit.xml'),
    '<testsuites><testsuite name="unit" tests="2" failures="0" errors="0" skipped="0" time="0.1"><testcase name="a"/><testcase name="b"/></testsuite></testsuites>\n'
  )
})
afterAll(() => sb?.stop())

/** The operation's own action, as `uses: <owner>/<repo>/<operation>@v1` runs it. */
const own = (operation: string, inputs: Record<string, string>) =>
  runAction(inputs, env, process.execPath, [path.join(ROOT, 'dist', 'operations', `${operation}.js`)])

describe('a deployment gate built from a policy, end to end', () => {
  it('holds an artifact without its required attestation, naming the rule, and lets it through once recorded', async () => {
    const common = { 'api-key': KEY, org: 'gate', 'base-url': sb.baseUrl }
    const state = async () => ((await sb.call('GET', '/environments/gate/production', undefined, `Bearer ${KEY}`)).json as { state: boolean | null }).state

    const created = await own('upsert-environment', { ...common, environment: 'production', 'environment-type': 'server', description: 'Production' })
    expect(created.code).toBe(0)
    expect(created.summary).toContain('Created')
    const upserted = await own('upsert-policy', { ...common, 'policy-name': 'production', 'policy-file': 'policies/production.yaml', comment: 'first' })
    expect(upserted.code).toBe(0)
    expect(upserted.summary).toContain('unit-tests')
    expect((await own('attach-policy', { ...common, environment: 'production', policies: 'production' })).code).toBe(0)
    expect((await sb.call('GET', '/policies/gate/production', undefined, `Bearer ${KEY}`)).json).toMatchObject({
      versions: [{ version: 1, comment: 'first', policy_yaml: POLICY }],
      consuming_envs: ['production']
    })

    // Built and recorded in its flow, but without the unit tests the policy asks for.
    expect((await runAction({ ...common, operation: 'upsert-flow', flow: 'shop' }, env)).code).toBe(0)
    expect((await runAction({ ...common, operation: 'begin-trail', flow: 'shop' }, env)).code).toBe(0)
    expect((await runAction({ ...common, operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'app', 'artifact-path': 'app' }, env)).code).toBe(0)
    const reported = await runAction({ ...common, operation: 'report-server-env', environment: 'production', paths: 'app' }, env)
    expect(reported.code).toBe(0)
    expect(await state()).toBe(false)

    const held = await runAction({ ...common, operation: 'assert-artifact', 'artifact-path': 'app', environment: 'production' }, env)
    expect(held.code).toBe(1)
    expect(held.outputs).toMatchObject({ compliant: 'false', compliance_state: 'NON-COMPLIANT', error_kind: 'non_compliant' })
    expect(held.stdout).toContain('policy `production` (version 1) is not met: attestation `unit-tests` (junit): missing attestation (trail')
    expect(held.summary).toContain('attestation <code>unit-tests</code> (junit): missing attestation')

    const tested = await runAction(
      { ...common, operation: 'attest-junit', flow: 'shop', 'attestation-name': 'unit-tests', 'junit-results': 'results', 'artifact-path': 'app' },
      env
    )
    expect(tested.code).toBe(0)
    expect(await state()).toBe(true)
    const passed = await runAction({ ...common, operation: 'assert-artifact', 'artifact-path': 'app', environment: 'production' }, env)
    expect(passed.code).toBe(0)
    expect(passed.outputs).toMatchObject({ compliant: 'true', compliance_state: 'COMPLIANT' })

    // Detached, the environment no longer asks for the tests: its state is its artifact's own.
    expect((await own('detach-policy', { ...common, environment: 'production', policies: 'production' })).code).toBe(0)
    expect(((await sb.call('GET', '/environments/gate/production', undefined, `Bearer ${KEY}`)).json as { policies: string[] }).policies).toEqual([])
  })
})

describe('bad input never reaches the service', () => {
  let recorder: Recorder
  beforeAll(async () => {
    recorder = await new Recorder().start()
  })
  afterAll(() => recorder.stop())
  beforeEach(() => {
    recorder.requests.length = 0
  })
  const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': recorder.baseUrl })

  it.each([
    ['a missing environment type', { environment: 'production' }, 'input `environment-type`: required but not given'],
    [
      'an unknown environment type',
      { environment: 'production', 'environment-type': 'vm' },
      'input `environment-type`: `vm` (2 characters) is not one of the accepted values; expected `K8S`, `ECS`, `S3`, `lambda`, `server`'
    ],
    ['included environments for a server', { environment: 'p', 'environment-type': 'server', 'included-environments': 'a' }, 'input `included-environments`'],
    ['a logical environment including itself', { environment: 'all', 'environment-type': 'logical', 'included-environments': 'a, all' }, 'names `all` itself'],
    ['a bad environment name', { environment: '-prod', 'environment-type': 'server' }, 'input `environment`']
  ])('upsert-environment: %s', async (_what, inputs, message) => {
    const run = await own('upsert-environment', { ...common(), ...inputs })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(message)
    expect(recorder.requests).toHaveLength(0)
  })

  it('upsert-environment takes a type in any case and sends the service’s spelling', async () => {
    recorder.respond(() => ({ status: 201, body: {} }))
    const run = await own('upsert-environment', { ...common(), environment: 'cluster', 'environment-type': 'k8s' })
    expect(run.code).toBe(0)
    expect(JSON.parse(recorder.requests[0].body)).toEqual({ name: 'cluster', type: 'K8S', description: '' })
  })

  it('upsert-policy: a file the schema refuses, every problem on its line, nothing sent', async () => {
    const run = await own('upsert-policy', { ...common(), 'policy-name': 'p', 'policy-file': 'policies/bad-schema.yaml' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error file=policies/bad-schema.yaml,line=4,col=15::/artifacts/provenance/required must be boolean')
    expect(run.stdout).toMatch(
      /input `policy-file`: 1 problem\(s\) in 1 file\(s\): \S*bad-schema.yaml:4:15: \/artifacts\/provenance\/required must be boolean;/
    )
    expect(recorder.requests).toHaveLength(0)
  })

  it('upsert-policy: an expression that does not parse, at its line and column, nothing sent', async () => {
    const run = await own('upsert-policy', { ...common(), 'policy-name': 'p', 'policy-file': 'policies/bad-expression.yaml' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error file=policies/bad-expression.yaml,line=10,col=28::/artifacts/attestations/0/if expression: `in` takes a list')
    expect(recorder.requests).toHaveLength(0)
  })

  it.each([
    ['a missing file', { 'policy-name': 'p', 'policy-file': 'policies/none.yaml' }, 'input `policy-file`'],
    ['a bad policy name', { 'policy-name': 'a/b', 'policy-file': 'policies/production.yaml' }, 'input `policy-name`']
  ])('upsert-policy: %s', async (_what, inputs, message) => {
    const run = await own('upsert-policy', { ...common(), ...inputs })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(message)
    expect(recorder.requests).toHaveLength(0)
  })

  it.each([
    ['attach-policy', { environment: 'production' }, 'input `policies`'],
    ['attach-policy', { policies: 'p' }, 'input `environment`'],
    ['detach-policy', { environment: 'production', policies: 'a/b' }, 'input `policies`']
  ])('%s %j', async (operation, inputs, message) => {
    const run = await own(operation, { ...common(), ...inputs })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(message)
    expect(recorder.requests).toHaveLength(0)
  })

  it('attach-policy sends one request per environment, each with every policy', async () => {
    recorder.respond(() => ({ status: 200, body: 'attached' }))
    const run = await own('attach-policy', { ...common(), environment: 'prod-eu\nprod-us', policies: 'a, b' })
    expect(run.code).toBe(0)
    expect(recorder.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', '/api/v2/environments/acme/prod-eu/policies', { policy_names: ['a', 'b'] }],
      ['POST', '/api/v2/environments/acme/prod-us/policies', { policy_names: ['a', 'b'] }]
    ])
  })

  it('detach-policy with on-error: warn saves the DELETE and its body, and replay sends it as it was', async () => {
    recorder.respond(() => ({ status: 503, body: { message: 'down' } }))
    const run = await own('detach-policy', { ...common(), environment: 'prod-eu', policies: 'a', 'on-error': 'warn', 'max-retries': '0' })
    expect(run.code).toBe(0)
    expect(run.outputs.spool_file).toBeTruthy()
    recorder.requests.length = 0
    recorder.respond(() => ({ status: 200, body: 'detached' }))
    const replay = await runAction({ operation: 'replay', 'api-key': KEY, 'base-url': recorder.baseUrl, 'spool-file': run.outputs.spool_file }, env)
    expect(replay.code).toBe(0)
    expect(replay.outputs.delivered).toBe('1')
    expect(recorder.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['DELETE', '/api/v2/environments/acme/prod-eu/policies', { policy_names: ['a'] }]
    ])
  })

  it('detach-policy stops at a failure and says which environments were done', async () => {
    recorder.respond((req) => (req.url.includes('/prod-us/') ? { status: 404, body: { message: 'Environment not found' } } : { status: 200, body: 'ok' }))
    const run = await own('detach-policy', { ...common(), environment: 'prod-eu, prod-us, prod-ap', policies: 'a' })
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('not_found')
    expect(run.stdout).toContain('a detached from prod-eu before this failure; not from prod-us, prod-ap')
    expect(recorder.requests.map((r) => r.method + ' ' + r.url)).toEqual([
      'DELETE /api/v2/environments/acme/prod-eu/policies',
      'DELETE /api/v2/environments/acme/prod-us/policies'
    ])
  })
})
