import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from './helpers/git-repo.js'
import { sha256 } from './helpers/hash.js'
import { runAction } from './helpers/run-action.js'
import { startSandbox, storedState, type RunningSandbox } from './helpers/sandbox.js'
import { tempDir } from './helpers/tree.js'
import { pushEnv } from './helpers/workflow.js'

const KEY = 'sandbox-e2e-key'
let sb: RunningSandbox
let repo: GitRepo
let env: Record<string, string>
let dataFile: string
const state = () => storedState(dataFile, 'acme')

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
  await sb.call('PUT', '/environments/acme', { name: 'production', type: 'server', description: 'Prod' }, `Bearer ${KEY}`)
})
afterAll(() => sb.stop())

const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': sb.baseUrl })
const appFingerprint = () => sha256(sha256('main.js') + sha256('main'))

describe('the action against the sandbox', () => {
  it('upsert-flow creates the flow', async () => {
    const run = await runAction({ ...common(), operation: 'upsert-flow', flow: 'shop', description: 'Shop', template: 'artifact' }, env)
    expect(run.code).toBe(0)
    expect(state().flows.shop).toMatchObject({ description: 'Shop', visibility: 'private', template: ['artifact'], repo_url: 'https://github.com/acme/shop' })
  })

  it('report-server-env creates a snapshot once, then keeps it', async () => {
    const inputs = { ...common(), operation: 'report-server-env', environment: 'production', paths: 'app', exclude: '*.log' }
    const first = await runAction(inputs, env)
    expect(first.code).toBe(0)
    expect(first.outputs.status).toBe('201')
    expect(first.summary).toContain('New snapshot')
    const again = await runAction(inputs, env)
    expect(again.outputs.status).toBe('200')
    expect(again.summary).toContain('the current snapshot is kept')
    const snapshots = state().environments.production.snapshots
    expect(snapshots).toHaveLength(1)
    expect(snapshots[0].artifacts).toEqual([{ name: path.join(repo.dir, 'app'), fingerprint: appFingerprint(), creationTimestamp: expect.any(Number) }])
  })

  it('approve records the approval with the commits', async () => {
    const run = await runAction({ ...common(), operation: 'approve', flow: 'shop', 'artifact-path': 'app', exclude: '*.log', environment: 'production', 'oldest-commit': repo.commits[1] }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.approval_state).toBe('APPROVED')
    const [approval] = state().approvals.shop
    expect(approval).toMatchObject({ base_artifact: appFingerprint(), environment: 'production', src_commit_list: [repo.commits[3], repo.commits[2]], approvals: [expect.objectContaining({ approved_by: 'octocat', state: 'APPROVED' })] })
  })

  it('latest-commit answers from what the sandbox learnt', async () => {
    const run = await runAction({ ...common(), operation: 'latest-commit', flow: 'shop', fingerprint: appFingerprint().slice(0, 7) }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.latest_commit).toBe(repo.commits[3])
  })

  it('override-attestation sets the compliance the search then reports', async () => {
    const run = await runAction({ ...common(), operation: 'override-attestation', flow: 'shop', trail: repo.commits[3], 'attestation-name': 'tests', 'original-attestation-type': 'junit', reason: 'quarantined', compliant: 'false', fingerprint: appFingerprint() }, env)
    expect(run.code).toBe(0)
    expect(state().overrides[0]).toMatchObject({ trail: repo.commits[3], new_compliance_status: false, git_commit_info: { sha1: repo.commits[3], branch: 'main' } })
    const search = await runAction({ ...common(), operation: 'search' }, env)
    expect(search.code).toBe(0)
    expect(search.outputs.compliance_state).toBe('NON-COMPLIANT')
    expect(JSON.parse(search.outputs.artifacts)[0]).toMatchObject({ fingerprint: appFingerprint(), running_in: ['production'] })
    expect(search.summary).toContain('production')
  })

  it('search for an unknown value fails with not_found', async () => {
    const run = await runAction({ ...common(), operation: 'search', 'search-value': 'f'.repeat(40) }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('not_found')
  })

  it('update-environment changes only what is given', async () => {
    const run = await runAction({ ...common(), operation: 'update-environment', environment: 'production', 'include-scaling': 'true', 'included-environments': 'staging' }, env)
    expect(run.code).toBe(0)
    expect(state().environments.production).toMatchObject({ description: 'Prod', include_scaling: true, included_environments: ['staging'] })
    await runAction({ ...common(), operation: 'update-environment', environment: 'production', 'clear-description': 'true' }, env)
    expect(state().environments.production.description).toBe('')
  })

  it('upsert-attestation-type stores the evaluator and the schema', async () => {
    const run = await runAction({ ...common(), operation: 'upsert-attestation-type', 'type-name': 'coverage', 'jq-rules': '.coverage > 80', 'type-schema': 'schema.json' }, env)
    expect(run.code).toBe(0)
    expect(state().attestationTypes.coverage).toMatchObject({ evaluator: { content_type: 'jq', rules: ['.coverage > 80'] }, type_schema: { type: 'object' } })
  })

  it('policy-schema downloads the schema and checks policy files', async () => {
    const run = await runAction({ ...common(), operation: 'policy-schema', 'policy-files': 'policies/*.yaml' }, env)
    expect(run.code).toBe(0)
    expect(JSON.parse(readFileSync(run.outputs.schema_file, 'utf8')).$schema).toContain('2020-12')
  })

  it('an archived environment answers 404, and warn saves the report for replay', async () => {
    await sb.call('PUT', '/environments/acme', { name: 'retired', type: 'server', description: '' }, `Bearer ${KEY}`)
    await sb.call('PUT', '/environments/acme/retired/archive', undefined, `Bearer ${KEY}`)
    const run = await runAction({ ...common(), operation: 'report-server-env', environment: 'retired', paths: 'app', 'on-error': 'warn' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.error_kind).toBe('not_found')
    expect(run.stdout).toContain('archived')
    await sb.call('PUT', '/environments/acme', { name: 'retired', type: 'server', description: 'back' }, `Bearer ${KEY}`)
    const replay = await runAction({ operation: 'replay', 'api-key': KEY, 'base-url': sb.baseUrl, 'spool-file': run.outputs.spool_file }, env)
    expect(replay.code).toBe(0)
    expect(state().environments.retired.snapshots).toHaveLength(1)
  })

  it('a wrong key is an auth failure', async () => {
    const run = await runAction({ ...common(), 'api-key': 'wrong', operation: 'upsert-flow', flow: 'x' }, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('auth')
    expect(run.outputs.status).toBe('401')
  })
})
