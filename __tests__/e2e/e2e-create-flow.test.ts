import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { ROOT, runAction } from '../helpers/run-action.js'
import { startSandbox, storedState, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'create-flow-e2e-key'
const TEMPLATE =
  'version: 1\ntrail:\n  attestations:\n    - name: scan\n      type: generic\n  artifacts:\n    - name: backend\n      attestations:\n        - name: review\n          type: generic\n'
let sb: RunningSandbox
let repo: GitRepo
let env: Record<string, string>
let dataFile: string

beforeAll(async () => {
  dataFile = path.join(tempDir('cfe2e-'), 'state.db')
  sb = await startSandbox(['--api-key', KEY, '--data', dataFile, '--quiet'])
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  mkdirSync(path.join(repo.dir, '.kosli'))
  writeFileSync(path.join(repo.dir, '.kosli', 'flow-template.yml'), TEMPLATE)
  writeFileSync(path.join(repo.dir, '.kosli', 'broken.yml'), 'version: 1\ntrail:\n  artifacts: backend\n')
  writeFileSync(path.join(repo.dir, 'app.bin'), 'the app\n')
  copyFileSync(path.join(ROOT, '__tests__', 'fixtures', 'scanners', 'trivy.sarif'), path.join(repo.dir, 'trivy.sarif'))
})
afterAll(() => sb.stop())

const service = (org: string) => ({ 'api-key': KEY, org, 'base-url': sb.baseUrl })

async function trail(org: string, flow: string, name: string) {
  const answer = await sb.call('GET', `/trails/${org}/${flow}/${name}`, undefined, `Bearer ${KEY}`)
  expect(answer.status).toBe(200)
  return answer.json as { compliance_status: { status: string; is_compliant: boolean } }
}

describe('create-flow against the sandbox', () => {
  it('creates a flow from a template, which the trails begun in it are held to; again, it updates it', async () => {
    const org = 'cf-template'
    const head = repo.commits[1]
    const created = await runAction(
      { ...service(org), operation: 'create-flow', flow: 'shop', description: 'The shop', 'template-file': '.kosli/flow-template.yml' },
      env
    )
    expect(created.code).toBe(0)
    expect(created.outputs).toMatchObject({ flow: 'shop', html_url: expect.stringMatching(/\/flows\/shop$/), status: '201' })
    expect(created.summary).toContain('Created')
    expect(created.all).not.toContain(KEY)
    expect(storedState(dataFile, org).flows.shop).toMatchObject({ description: 'The shop', visibility: 'private', template: TEMPLATE })

    // Nothing is created beforehand but the flow: the trail and its evidence go in as a pipeline records them.
    const steps: Record<string, string>[] = [
      { operation: 'begin-trail', flow: 'shop' },
      { operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'backend', 'artifact-path': 'app.bin', 'artifact-type': 'file' },
      { operation: 'attest-generic', flow: 'shop', 'attestation-name': 'review', 'artifact-path': 'app.bin', 'artifact-type': 'file', compliant: 'true' }
    ]
    for (const inputs of steps) {
      const run = await runAction({ ...service(org), ...inputs }, env)
      // The operation and its log, should it fail.
      expect([inputs.operation, run.code === 0 ? '' : run.all]).toEqual([inputs.operation, ''])
    }
    expect((await trail(org, 'shop', head)).compliance_status.status).not.toBe('COMPLIANT')
    // Trivy finds a critical: with fail-on none the scan is still compliant, its counts recorded.
    const scan = await runAction(
      { ...service(org), operation: 'attest-sarif', flow: 'shop', 'attestation-name': 'scan', 'scan-results': 'trivy.sarif', 'fail-on': 'none' },
      env
    )
    expect(scan.code).toBe(0)
    expect(scan.outputs).toMatchObject({ critical: '1', findings: '5', compliant: 'true' })
    expect((await trail(org, 'shop', head)).compliance_status).toMatchObject({ status: 'COMPLIANT', is_compliant: true })

    const again = await runAction({ ...service(org), operation: 'create-flow', flow: 'shop', visibility: 'public' }, env)
    expect(again.code).toBe(0)
    expect(again.summary).toContain('Updated')
    expect(again.outputs.status).toBe('200')
    expect(storedState(dataFile, org).flows.shop).toMatchObject({ description: '', visibility: 'public', template: 'version: 1' })
  })

  it('without a template file, makes a flow whose trails expect nothing', async () => {
    const org = 'cf-empty'
    const created = await runAction({ ...service(org), operation: 'create-flow', flow: 'api' }, env)
    expect(created.code).toBe(0)
    expect(created.summary).toContain('the empty template')
    expect(storedState(dataFile, org).flows.api).toMatchObject({ description: '', visibility: 'private', template: 'version: 1' })
    expect((await runAction({ ...service(org), operation: 'begin-trail', flow: 'api' }, env)).code).toBe(0)
    expect((await trail(org, 'api', repo.commits[1])).compliance_status.status).toBe('COMPLIANT')
  })

  it('refuses a template that is not one before anything is sent', async () => {
    const org = 'cf-broken'
    const run = await runAction({ ...service(org), operation: 'create-flow', flow: 'shop', 'template-file': '.kosli/broken.yml' }, env)
    expect(run.code).toBe(1)
    expect(run.all).toMatch(/input `template-file`: \S+\/\.kosli\/broken\.yml is not a flow template: .*trail\/artifacts must be array/)
    expect(storedState(dataFile, org).flows).toEqual({})
  })

  it.each([
    ['begin-trail', {}],
    ['attest-generic', { 'attestation-name': 'review', compliant: 'true' }],
    ['attest-sarif', { 'attestation-name': 'scan', 'scan-results': 'trivy.sarif' }]
  ])('%s in a flow never created: the error names create-flow', async (operation, inputs) => {
    const run = await runAction({ ...service('cf-none'), operation, flow: 'nowhere', trail: 'main', ...inputs }, env)
    expect(run.code).toBe(1)
    expect(run.all).toContain('HTTP 404')
    expect(run.all).toContain('`operation: create-flow`')
  })
})
