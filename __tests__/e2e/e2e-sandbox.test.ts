import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { sha256 } from '../helpers/hash.js'
import { runAction } from '../helpers/run-action.js'
import { startSandbox, storedState, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'sandbox-e2e-key'
let sb: RunningSandbox
let repo: GitRepo
let env: Record<string, string>
let dataFile: string

beforeAll(async () => {
  dataFile = path.join(tempDir('sbe2e-'), 'state.db')
  sb = await startSandbox(['--api-key', KEY, '--data', dataFile, '--quiet'])
  repo = makeGitRepo(4)
  env = pushEnv(repo)
  mkdirSync(path.join(repo.dir, 'app'))
  writeFileSync(path.join(repo.dir, 'app', 'main.js'), 'main')
  writeFileSync(path.join(repo.dir, 'app', 'debug.log'), 'noise')
  writeFileSync(path.join(repo.dir, 'schema.json'), '{"type": "object"}')
  mkdirSync(path.join(repo.dir, 'policies'))
  writeFileSync(path.join(repo.dir, 'policies', 'ok.yaml'), '_schema: https://docs.kosli.com/schemas/policy/v1\n')
})
afterAll(() => sb.stop())

/**
 * Each test works in an organization of its own, with a `production` environment, so no test
 * depends on what another did or on the order they run in.
 */
async function org(name: string): Promise<{ inputs: Record<string, string>; state: () => ReturnType<typeof storedState> }> {
  expect((await sb.call('PUT', `/environments/${name}`, { name: 'production', type: 'server', description: 'Prod' }, `Bearer ${KEY}`)).status).toBe(201)
  return { inputs: { 'api-key': KEY, org: name, 'base-url': sb.baseUrl }, state: () => storedState(dataFile, name) }
}

const appFingerprint = () => sha256(sha256('main.js') + sha256('main'))
const report = (inputs: Record<string, string>) =>
  runAction({ ...inputs, operation: 'report-server-env', environment: 'production', paths: 'app', exclude: '*.log' }, env)
const approve = (inputs: Record<string, string>) =>
  runAction(
    { ...inputs, operation: 'approve', flow: 'shop', 'artifact-path': 'app', exclude: '*.log', environment: 'production', 'oldest-commit': repo.commits[1] },
    env
  )

describe('the action against the sandbox', () => {
  it('upsert-flow creates the flow', async () => {
    const { inputs, state } = await org('sbe-flow')
    const run = await runAction({ ...inputs, operation: 'upsert-flow', flow: 'shop', description: 'Shop', template: 'artifact' }, env)
    expect(run.code).toBe(0)
    expect(state().flows.shop).toMatchObject({ description: 'Shop', visibility: 'private', template: ['artifact'], repo_url: 'https://github.com/acme/shop' })
  })

  it('report-server-env creates a snapshot once, then keeps it', async () => {
    const { inputs, state } = await org('sbe-report')
    const first = await report(inputs)
    expect(first.code).toBe(0)
    expect(first.outputs.status).toBe('201')
    expect(first.summary).toContain('New snapshot')
    const again = await report(inputs)
    expect(again.outputs.status).toBe('200')
    expect(again.summary).toContain('the current snapshot is kept')
    const snapshots = state().environments.production.snapshots
    expect(snapshots).toHaveLength(1)
    expect(snapshots[0].artifacts).toEqual([{ name: path.join(repo.dir, 'app'), fingerprint: appFingerprint(), creationTimestamp: expect.any(Number) }])
  })

  it('approve records the approval with the commits, and latest-commit answers from it', async () => {
    const { inputs, state } = await org('sbe-approve')
    const run = await approve(inputs)
    expect(run.code).toBe(0)
    expect(run.outputs.approval_state).toBe('APPROVED')
    const [approval] = state().approvals.shop
    expect(approval).toMatchObject({
      base_artifact: appFingerprint(),
      environment: 'production',
      src_commit_list: [repo.commits[3], repo.commits[2]],
      approvals: [expect.objectContaining({ approved_by: 'octocat', state: 'APPROVED' })]
    })
    const latest = await runAction({ ...inputs, operation: 'latest-commit', flow: 'shop', fingerprint: appFingerprint().slice(0, 7) }, env)
    expect(latest.code).toBe(0)
    expect(latest.outputs.latest_commit).toBe(repo.commits[3])
  })

  it('override-attestation sets the compliance the search then reports, with where the artifact runs', async () => {
    const { inputs, state } = await org('sbe-override')
    expect((await report(inputs)).code).toBe(0)
    expect((await approve(inputs)).code).toBe(0)
    const run = await runAction(
      {
        ...inputs,
        operation: 'override-attestation',
        flow: 'shop',
        trail: repo.commits[3],
        'attestation-name': 'tests',
        'original-attestation-type': 'junit',
        reason: 'quarantined',
        compliant: 'false',
        fingerprint: appFingerprint()
      },
      env
    )
    expect(run.code).toBe(0)
    expect(state().overrides[0]).toMatchObject({
      trail: repo.commits[3],
      new_compliance_status: false,
      git_commit_info: { sha1: repo.commits[3], branch: 'main' }
    })
    const search = await runAction({ ...inputs, operation: 'search' }, env)
    expect(search.code).toBe(0)
    expect(search.outputs.compliance_state).toBe('NON-COMPLIANT')
    expect(JSON.parse(search.outputs.artifacts)[0]).toMatchObject({ fingerprint: appFingerprint(), running_in: ['production'] })
    expect(search.summary).toContain('production')
  })

  it('search for an unknown value fails with not_found', async () => {
    const { inputs } = await org('sbe-search')
    const run = await runAction({ ...inputs, operation: 'search', 'search-value': 'f'.repeat(40) }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('not_found')
  })

  it('update-environment changes only what is given', async () => {
    const { inputs, state } = await org('sbe-update')
    const run = await runAction(
      { ...inputs, operation: 'update-environment', environment: 'production', 'include-scaling': 'true', 'included-environments': 'staging' },
      env
    )
    expect(run.code).toBe(0)
    expect(state().environments.production).toMatchObject({ description: 'Prod', include_scaling: true, included_environments: ['staging'] })
    await runAction({ ...inputs, operation: 'update-environment', environment: 'production', 'clear-description': 'true' }, env)
    expect(state().environments.production.description).toBe('')
  })

  it('upsert-attestation-type stores the evaluator and the schema', async () => {
    const { inputs, state } = await org('sbe-type')
    const run = await runAction(
      { ...inputs, operation: 'upsert-attestation-type', 'type-name': 'coverage', 'jq-rules': '.coverage > 80', 'type-schema': 'schema.json' },
      env
    )
    expect(run.code).toBe(0)
    expect(state().attestationTypes.coverage).toMatchObject({ evaluator: { content_type: 'jq', rules: ['.coverage > 80'] }, type_schema: { type: 'object' } })
  })

  it('policy-schema downloads the schema and checks policy files', async () => {
    const { inputs } = await org('sbe-policy')
    const run = await runAction({ ...inputs, operation: 'policy-schema', 'policy-files': 'policies/*.yaml' }, env)
    expect(run.code).toBe(0)
    expect(JSON.parse(readFileSync(run.outputs.schema_file, 'utf8')).$schema).toContain('2020-12')
  })

  it('an archived environment answers 404, and warn saves the report for replay', async () => {
    const { inputs, state } = await org('sbe-archived')
    const name = inputs.org
    await sb.call('PUT', `/environments/${name}`, { name: 'retired', type: 'server', description: '' }, `Bearer ${KEY}`)
    await sb.call('PUT', `/environments/${name}/retired/archive`, undefined, `Bearer ${KEY}`)
    const run = await runAction({ ...inputs, operation: 'report-server-env', environment: 'retired', paths: 'app', 'on-error': 'warn' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.error_kind).toBe('not_found')
    expect(run.stdout).toContain('archived')
    await sb.call('PUT', `/environments/${name}`, { name: 'retired', type: 'server', description: 'back' }, `Bearer ${KEY}`)
    const replay = await runAction({ operation: 'replay', 'api-key': KEY, 'base-url': sb.baseUrl, 'spool-file': run.outputs.spool_file }, env)
    expect(replay.code).toBe(0)
    expect(state().environments.retired.snapshots).toHaveLength(1)
  })

  it('a wrong key is an auth failure', async () => {
    const { inputs } = await org('sbe-auth')
    const run = await runAction({ ...inputs, 'api-key': 'wrong', operation: 'upsert-flow', flow: 'x' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('auth')
    expect(run.outputs.status).toBe('401')
  })
})
