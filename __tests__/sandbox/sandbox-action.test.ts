import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { sha256 } from '../helpers/hash.js'
import { runAction } from '../helpers/run-action.js'
import { startSandbox, ValidatingProxy, type RunningSandbox } from '../helpers/sandbox.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'sandbox-action-key'
const TEMPLATE =
  'version: 1\ntrail:\n  attestations:\n    - name: unit-tests\n      type: junit\n  artifacts:\n    - name: app\n      attestations:\n        - name: scan\n          type: generic\n        - name: approval\n          type: generic\n'
let sb: RunningSandbox
let proxy: ValidatingProxy
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
  proxy = await new ValidatingProxy(new URL(sb.baseUrl).origin).start()
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  writeFileSync(path.join(repo.dir, 'app.bin'), 'the app\n')
  writeFileSync(path.join(repo.dir, 'template.yaml'), TEMPLATE)
  writeFileSync(path.join(repo.dir, 'schema.json'), '{"type": "object", "required": ["line"]}')
  mkdirSync(path.join(repo.dir, 'results'))
  writeFileSync(
    path.join(repo.dir, 'results', 'unit.xml'),
    '<testsuites><testsuite name="unit" tests="2" failures="0" errors="0" skipped="0" time="0.2"><testcase name="a"/><testcase name="b"/></testsuite></testsuites>'
  )
  writeFileSync(
    path.join(repo.dir, 'results', 'failing.xml'),
    '<testsuite name="more" tests="1" failures="1" errors="0" skipped="0" time="0.1"><testcase name="c"><failure/></testcase></testsuite>'
  )
})
afterAll(async () => {
  await proxy?.stop()
  await sb?.stop()
})

const fingerprint = () => sha256('the app\n')

/** The bundled action, as the runner runs it, against the sandbox through the validating proxy. */
async function action(org: string, inputs: Record<string, string>) {
  const run = await runAction({ 'api-key': KEY, org, 'base-url': `${proxy.origin}/api/v2`, ...inputs }, env)
  expect(run.stdout).not.toContain('Internal sandbox error')
  return run
}

/** A flow with the template, and the trail of the pushed commit begun in it. */
async function begun(org: string) {
  expect(
    (
      await sb.upload('PUT', `/flows/${org}/template_file`, {
        data_json: JSON.stringify({ name: 'shop', description: '' }),
        template_file: { filename: 'template.yaml', content: TEMPLATE }
      })
    ).status
  ).toBe(201)
  const run = await action(org, { operation: 'begin-trail', flow: 'shop' })
  expect(run.code).toBe(0)
  return run.outputs.trail
}

describe('the action’s evidence operations against the sandbox', () => {
  it('a build’s evidence makes its artifact compliant, and assert-artifact says so', async () => {
    const from = proxy.exchanges.length
    const trail = await begun('act1')
    expect(trail).toBe(repo.commits[1])
    expect((await action('act1', { operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'app', 'artifact-path': 'app.bin' })).code).toBe(0)
    expect(
      (await action('act1', { operation: 'attest-junit', flow: 'shop', 'attestation-name': 'unit-tests', 'junit-results': 'results/unit.xml' })).code
    ).toBe(0)
    expect(
      (await action('act1', { operation: 'attest-generic', flow: 'shop', 'attestation-name': 'scan', compliant: 'true', 'artifact-path': 'app.bin' })).code
    ).toBe(0)
    const early = await action('act1', { operation: 'assert-artifact', flow: 'shop', fingerprint: fingerprint(), 'fail-on-non-compliant': 'false' })
    expect(early.outputs.compliant).toBe('false')
    expect(early.summary).toContain('approval')
    expect((await action('act1', { operation: 'attest-approval', flow: 'shop', 'artifact-path': 'app.bin' })).code).toBe(0)
    const assert = await action('act1', { operation: 'assert-artifact', flow: 'shop', fingerprint: fingerprint() })
    expect(assert.code).toBe(0)
    expect(assert.outputs.compliant).toBe('true')
    const trailView = (await sb.call('GET', `/trails/act1/shop/${trail}`, undefined, `Bearer ${KEY}`)).json as { compliance_state: string }
    expect(trailView.compliance_state).toBe('COMPLIANT')
    expect(await proxy.problems(from)).toEqual([])
  })

  it('a failing test suite makes it non-compliant, and assert-artifact fails the step', async () => {
    const from = proxy.exchanges.length
    await begun('act2')
    await action('act2', { operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'app', 'artifact-path': 'app.bin' })
    expect((await action('act2', { operation: 'attest-junit', flow: 'shop', 'attestation-name': 'unit-tests', 'junit-results': 'results' })).code).toBe(0)
    const assert = await action('act2', { operation: 'assert-artifact', flow: 'shop', fingerprint: fingerprint() })
    expect(assert.code).toBe(1)
    expect(assert.outputs.error_kind).toBe('non_compliant')
    expect(await proxy.problems(from)).toEqual([])
  })

  it('a custom attestation is judged by its type', async () => {
    const from = proxy.exchanges.length
    await begun('act3')
    expect(
      (await action('act3', { operation: 'upsert-attestation-type', 'type-name': 'coverage', 'jq-rules': '.line > 80', 'type-schema': 'schema.json' })).code
    ).toBe(0)
    expect(
      (
        await action('act3', {
          operation: 'attest-custom',
          flow: 'shop',
          'attestation-name': 'coverage',
          'type-name': 'coverage',
          'attestation-data': '{"line": 91}'
        })
      ).code
    ).toBe(0)
    const refused = await action('act3', {
      operation: 'attest-custom',
      flow: 'shop',
      'attestation-name': 'coverage',
      'type-name': 'coverage',
      'attestation-data': '{"branch": 1}'
    })
    expect(refused.code).toBe(1)
    expect(refused.outputs.status).toBe('400')
    expect(await proxy.problems(from)).toEqual([])
  })
})
