// Each operation's own action (`uses: <owner>/<repo>/<operation>@v1`), run as the runner runs
// it — its action.yml's inputs and defaults, no `operation` input, its own entry in dist/ —
// does what the root action does with `operation:` set, request for request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cliVariableOf } from '../../src/action/cli-environment.js'
import { OPERATIONS } from '../../src/action/operations.js'
import type { Operation } from '../../src/action/types.js'
import { parseMultipart } from '../../src/sandbox/multipart.js'
import { ANSWERS } from '../contract/action-cases.js'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { Recorder, type RecordedRequest } from '../helpers/recorder.js'
import { actionMetadata, ROOT, runAction, runSubAction, type ActionRun } from '../helpers/run-action.js'
import { pushEnv } from '../helpers/workflow.js'

const FP = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>
const ops: Operation[] = []

beforeAll(async () => {
  recorder = await new Recorder((req) => (req.url.includes('/asserts/') ? ANSWERS.assertArtifact(req.body) : { status: 201, body: 'OK' })).start()
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  mkdirSync(path.join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(
    path.join(repo.dir, 'reports', 'unit.xml'),
    '<testsuite name="unit" tests="2" failures="1" errors="0" skipped="0" time="0.5"><testcase name="a"/></testsuite>'
  )
  writeFileSync(path.join(repo.dir, 'app.bin'), 'the app')
  for (const load of Object.values(OPERATIONS)) ops.push(await load())
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
})

/** A request as compared: multipart bodies by part, as their boundaries differ run to run. */
function comparable(req: RecordedRequest): unknown {
  const contentType = req.headers['content-type'] ?? ''
  const body = contentType.startsWith('multipart/')
    ? parseMultipart(req.raw, contentType).map((p) => ({
        name: p.name,
        filename: p.filename,
        content: p.filename ? p.content.length : p.content.toString('utf8')
      }))
    : req.body
  return { method: req.method, url: req.url, body }
}

async function recorded(run: () => Promise<ActionRun>): Promise<{ run: ActionRun; requests: unknown[] }> {
  recorder.requests.length = 0
  const result = await run()
  return { run: result, requests: recorder.requests.map(comparable) }
}

describe('every operation has its own action', () => {
  it('declares exactly its inputs and outputs, the required ones marked, no operation input, and runs its entry on node24', () => {
    expect(ops.length).toBeGreaterThan(0)
    for (const op of ops) {
      const action = actionMetadata(op.name)
      expect(Object.keys(action.inputs).sort()).toEqual(Object.keys(op.inputs).sort())
      expect(action.inputs.operation).toBeUndefined()
      // What a Kosli CLI variable can give (`flow`: KOSLI_FLOW) is checked at run time instead.
      for (const [name, spec] of Object.entries(op.inputs))
        expect([op.name, name, action.inputs[name].required]).toEqual([op.name, name, spec.required === true && cliVariableOf(name) === undefined])
      expect(Object.keys(action.outputs).sort()).toEqual(Object.keys(op.outputs).sort())
      expect(action.runs.using).toBe('node24')
      expect(existsSync(path.resolve(ROOT, op.name, action.runs.main))).toBe(true)
    }
  })

  it('and the root action lists every operation and every input and output', () => {
    const root = actionMetadata()
    for (const op of ops) {
      expect(root.inputs.operation.description).toContain(op.name)
      for (const name of Object.keys(op.inputs)) expect(root.inputs[name]).toBeDefined()
      for (const name of Object.keys(op.outputs)) expect(root.outputs[name]).toBeDefined()
    }
  })
})

describe('an operation run through its own action does what the root action does', () => {
  const common = () => ({ 'api-key': 'sub-action-key', org: 'acme', 'base-url': recorder.baseUrl })
  const cases: [string, () => Record<string, string>][] = [
    ['begin-trail', () => ({ ...common(), flow: 'shop', description: 'build', 'user-data': '{"ticket": "SHOP-1"}' })],
    ['attest-generic', () => ({ ...common(), flow: 'shop', 'attestation-name': 'review', compliant: 'true', attachments: 'app.bin' })],
    ['attest-junit', () => ({ ...common(), flow: 'shop', 'attestation-name': 'unit', 'junit-results': 'reports' })],
    ['report-server-env', () => ({ ...common(), environment: 'production', paths: 'app.bin' })],
    ['assert-artifact', () => ({ ...common(), fingerprint: FP, flow: 'shop', 'fail-on-non-compliant': 'false' })],
    ['fingerprint', () => ({ 'artifact-path': 'app.bin' })]
  ]

  it.each(cases)('%s', async (operation, inputs) => {
    const root = await recorded(() => runAction({ operation, ...inputs() }, env))
    const own = await recorded(() => runSubAction(operation, inputs(), env))
    expect(own.run.stderr).toBe('')
    expect([own.run.code, own.run.outputs]).toEqual([root.run.code, root.run.outputs])
    expect(own.requests).toEqual(root.requests)
    if (operation !== 'fingerprint') expect(own.requests.length).toBeGreaterThan(0)
    // No input of another operation is in the way: nothing warned as unused.
    expect(own.run.stdout).not.toContain('is not used by')
  })

  it("applies its action's own defaults: attest-approval's attestation name", async () => {
    const inputs = { ...common(), flow: 'shop', fingerprint: FP }
    const own = await recorded(() => runSubAction('attest-approval', inputs, env))
    expect(own.run.code).toBe(0)
    expect(actionMetadata('attest-approval').inputs['attestation-name'].default).toBe('approval')
    const part = (own.requests[0] as { body: { name: string; content: string }[] }).body.find((p) => p.name === 'data_json')!
    expect(JSON.parse(part.content)).toMatchObject({ attestation_name: 'approval' })
  })

  it('refuses what its action requires when it is not given, as the root action does', async () => {
    const own = await runSubAction('attest-junit', { ...common(), flow: 'shop', 'attestation-name': 'unit' }, env)
    expect(own.code).toBe(1)
    expect(own.stdout).toContain('::error::input `junit-results`: required but not given')
    expect(recorder.requests).toEqual([])
  })
})
