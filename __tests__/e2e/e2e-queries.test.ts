import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseMultipart } from '../../src/sandbox/multipart.js'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { sha256 } from '../helpers/hash.js'
import { Recorder } from '../helpers/recorder.js'
import { runAction } from '../helpers/run-action.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'e2e-secret-key-q1w2e3'
const POLICY_SCHEMA = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/environment-policy-v1.schema.json', import.meta.url)), 'utf8'))
let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  recorder = await new Recorder().start()
  repo = makeGitRepo()
  env = pushEnv(repo)
  cpSync(fileURLToPath(new URL('../fixtures/policies', import.meta.url)), path.join(repo.dir, 'policies'), { recursive: true })
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
})

const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': recorder.baseUrl })

const found = (fp: string, compliance: string) => ({
  fingerprint: fp,
  name: 'shop-api:1.2',
  has_provenance: true,
  git_commit: 'c'.repeat(40),
  pipeline: 'shop-api',
  flow: 'shop-api',
  trail: 'c'.repeat(40),
  template_reference_name: 'api',
  build_url: 'https://github.com/acme/shop/actions/runs/1',
  commit_url: 'https://github.com/acme/shop/commit/cc',
  compliance_state: compliance,
  running_in: ['production'],
  exited_from: [],
  html_url: 'https://app.example.com/acme/flows/shop-api',
  api_url: 'https://app.example.com/api/v2/...',
  history: []
})

describe('search', () => {
  it('defaults to the workflow commit and outputs the first match', async () => {
    recorder.respond(() => ({
      status: 200,
      body: {
        resolved_to: { type: 'commit', full_match: repo.commits[3], commits: { type: 'commit', count: 1, matches: [repo.commits[3]] } },
        artifacts: [found('f'.repeat(64), 'COMPLIANT'), found('e'.repeat(64), 'NON-COMPLIANT')]
      }
    }))
    const run = await runAction({ ...common(), operation: 'search' }, env)
    expect(run.code).toBe(0)
    expect(recorder.requests[0].method).toBe('GET')
    expect(recorder.requests[0].url).toBe(`/api/v2/search/acme/sha/${repo.commits[3]}`)
    expect(run.outputs.compliance_state).toBe('COMPLIANT')
    expect(JSON.parse(run.outputs.artifacts)).toHaveLength(2)
    expect(run.summary).toContain('shop-api:1.2')
    expect(run.summary).toContain('production')
    expect(run.summary).toContain(`full match ${repo.commits[3]}`)
    expect(run.summary).toContain('<a href="https://github.com/acme/shop/commit/cc">commit</a>')
  })

  it.each(['xyz12', 'abc', 'g'.repeat(40), 'a'.repeat(65)])('refuses %s before sending', async (value) => {
    const run = await runAction({ ...common(), operation: 'search', 'search-value': value }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('input `search-value`')
    expect(recorder.requests).toHaveLength(0)
  })
})

describe('latest-commit', () => {
  it('passes the branch and outputs the commit', async () => {
    recorder.respond(() => ({ status: 200, body: { latest_commit: repo.commits[2] } }))
    const run = await runAction({ ...common(), operation: 'latest-commit', flow: 'shop-api', fingerprint: 'abcde', branch: 'main' }, env)
    expect(run.code).toBe(0)
    expect(recorder.requests[0].url).toBe('/api/v2/artifacts/acme/shop-api/abcde/latest_commit?branch=main')
    expect(run.outputs.latest_commit).toBe(repo.commits[2])
    expect(run.outputs.fingerprint).toBe('abcde')
  })

  it('gives an empty output for null', async () => {
    recorder.respond(() => ({ status: 200, body: { latest_commit: null } }))
    writeFileSync(path.join(repo.dir, 'app.bin'), 'app')
    const run = await runAction({ ...common(), operation: 'latest-commit', flow: 'shop-api', 'artifact-path': 'app.bin' }, env)
    expect(run.code).toBe(0)
    expect(recorder.requests[0].url).toBe(`/api/v2/artifacts/acme/shop-api/${sha256('app')}/latest_commit`)
    expect(run.outputs.latest_commit).toBe('')
  })

  it.each([
    ['flow', '-starts-with-dash', 'input `flow`'],
    ['fingerprint', 'ABCDE', 'input `fingerprint`'],
    ['fingerprint', 'abcd', 'input `fingerprint`']
  ])('refuses %s = %s', async (input, value, message) => {
    const run = await runAction({ ...common(), operation: 'latest-commit', flow: 'shop-api', fingerprint: 'abcde', [input]: value }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(message)
    expect(recorder.requests).toHaveLength(0)
  })
})

describe('update-environment', () => {
  beforeEach(() => recorder.respond(() => ({ status: 200, body: 'Environment updated' })))

  it('sends only what is given', async () => {
    const run = await runAction(
      { ...common(), operation: 'update-environment', environment: 'production', 'include-scaling': 'FALSE', policies: 'p1\np2' },
      env
    )
    expect(run.code).toBe(0)
    expect(recorder.requests[0].method).toBe('PATCH')
    expect(recorder.requests[0].url).toBe('/api/v2/environments/acme/production')
    expect(JSON.parse(recorder.requests[0].body)).toEqual({ include_scaling: false, policies: ['p1', 'p2'] })
  })

  it('clears the description with an empty string', async () => {
    await runAction(
      { ...common(), operation: 'update-environment', environment: 'production', 'clear-description': 'true', 'included-environments': 'a, b' },
      env
    )
    expect(JSON.parse(recorder.requests[0].body)).toEqual({ description: '', included_environments: ['a', 'b'] })
  })

  it.each([
    [{}, 'nothing to update'],
    [{ 'include-scaling': 'yes' }, 'input `include-scaling`'],
    [{ description: 'x', 'clear-description': 'true' }, 'input `clear-description`']
  ])('refuses %j', async (extra, message) => {
    const run = await runAction({ ...common(), operation: 'update-environment', environment: 'production', ...extra }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(message)
    expect(recorder.requests).toHaveLength(0)
  })
})

describe('upsert-attestation-type', () => {
  beforeEach(() => recorder.respond(() => ({ status: 201, body: 'created' })))

  // Read back with the sandbox's parser: one way to split a multipart body in the project.
  function parts(body: string, contentType: string): Record<string, string> {
    return Object.fromEntries(parseMultipart(Buffer.from(body), contentType).map((p) => [p.name, p.content.toString('utf8')]))
  }

  it('sends data_json with jq rules and the schema part', async () => {
    writeFileSync(path.join(repo.dir, 'type.schema.json'), JSON.stringify({ type: 'object', properties: { coverage: { type: 'number' } } }))
    const run = await runAction(
      {
        ...common(),
        operation: 'upsert-attestation-type',
        'type-name': 'coverage',
        description: 'Coverage',
        'jq-rules': '.coverage > 80\n[.a, .b] | length > 0',
        'type-schema': 'type.schema.json'
      },
      env
    )
    expect(run.code).toBe(0)
    const req = recorder.requests[0]
    expect(req.url).toBe('/api/v2/custom-attestation-types/acme')
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const p = parts(req.body, req.headers['content-type']!)
    expect(JSON.parse(p.data_json)).toEqual({
      name: 'coverage',
      description: 'Coverage',
      evaluator: { content_type: 'jq', rules: ['.coverage > 80', '[.a, .b] | length > 0'] }
    })
    expect(JSON.parse(p.type_schema)).toEqual({ type: 'object', properties: { coverage: { type: 'number' } } })
  })

  it('uses the default evaluator without rules', async () => {
    await runAction({ ...common(), operation: 'upsert-attestation-type', 'type-name': 'plain' }, env)
    const req = recorder.requests[0]
    expect(JSON.parse(parts(req.body, req.headers['content-type']!).data_json)).toEqual({ name: 'plain', evaluator: { content_type: 'default' } })
  })

  it.each([
    [{ 'type-schema': 'missing.json' }, 'missing.json does not exist'],
    [{ 'type-schema': 'not-json.json' }, 'is not JSON'],
    [{ 'type-schema': 'bad-schema.json' }, 'not a valid JSON Schema'],
    [{ 'type-schema': 'huge.json' }, 'over the limit of 1 MiB'],
    [{ 'jq-rules': '.a[0' }, 'input `jq-rules`'],
    [{ 'type-name': '-bad' }, 'input `type-name`']
  ])('refuses %j before sending', async (extra, message) => {
    writeFileSync(path.join(repo.dir, 'not-json.json'), '{oops')
    writeFileSync(path.join(repo.dir, 'bad-schema.json'), '{"type": 12}')
    writeFileSync(path.join(repo.dir, 'huge.json'), JSON.stringify({ description: 'x'.repeat(1024 * 1024) }))
    const run = await runAction({ ...common(), operation: 'upsert-attestation-type', 'type-name': 'coverage', ...extra }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(message)
    expect(recorder.requests).toHaveLength(0)
  })
})

describe('policy-schema', () => {
  beforeEach(() => recorder.respond(() => ({ status: 200, body: POLICY_SCHEMA })))

  it('saves the schema', async () => {
    const run = await runAction({ ...common(), operation: 'policy-schema' }, env)
    expect(run.code).toBe(0)
    expect(recorder.requests[0].url).toBe('/api/v2/schemas/environment-policy/v1')
    expect(JSON.parse(readFileSync(run.outputs.schema_file, 'utf8'))).toEqual(POLICY_SCHEMA)
    expect(run.outputs.policy_errors).toBe('0')
  })

  it('validates policy files and annotates problems with file and line', async () => {
    const run = await runAction({ ...common(), operation: 'policy-schema', 'policy-files': 'policies/bad-schema.yaml\npolicies/good.yaml' }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error file=policies\/bad-schema\.yaml,line=4,col=\d+::\/artifacts\/provenance\/required must be boolean/)
    expect(run.stdout).toMatch(/::error file=policies\/bad-schema\.yaml,line=7,/)
    expect(run.stdout).not.toContain('file=policies/good.yaml')
    expect(Number(run.outputs.policy_errors)).toBeGreaterThanOrEqual(2)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.summary).toContain('bad-schema.yaml')
  })

  it('refuses a file that is not YAML before asking for the schema, its problems on their lines', async () => {
    const run = await runAction({ ...common(), operation: 'policy-schema', 'policy-files': 'policies/*.yaml' }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error file=policies\/bad-syntax\.yaml,line=\d+,col=\d+::YAML syntax/)
    expect(run.stdout).toContain('input `policy-files`')
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(recorder.requests).toHaveLength(0)
  })

  it('passes good files', async () => {
    const run = await runAction({ ...common(), operation: 'policy-schema', 'policy-files': 'policies/good.yaml' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.policy_errors).toBe('0')
  })

  it('refuses a missing policy file before sending', async () => {
    const run = await runAction({ ...common(), operation: 'policy-schema', 'policy-files': 'policies/nope.yaml' }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('input `policy-files`')
    expect(recorder.requests).toHaveLength(0)
  })
})
