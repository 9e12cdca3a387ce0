import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../../helpers/git-repo.js'
import { Recorder } from '../../helpers/recorder.js'
import { runAction } from '../../helpers/run-action.js'
import { pushEnv } from '../../helpers/workflow.js'

let counter: Recorder
let repo: GitRepo
let env: Record<string, string>

const REDOS_GLOB = '*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b'

beforeAll(async () => {
  counter = await new Recorder(() => ({ status: 200, body: '{}' })).start()
  repo = makeGitRepo(1)
  env = pushEnv(repo)
  writeFileSync(path.join(repo.dir, 'redos.json'), '{"properties":{"a":{"type":"string","pattern":"^(a+)+$"}}}')
  writeFileSync(path.join(repo.dir, 'lookahead.json'), '{"properties":{"a":{"type":"string","pattern":"^(?=a)a$"}}}')
  writeFileSync(path.join(repo.dir, 'ok.json'), '{"a": 1}')
  mkdirSync(path.join(repo.dir, 'many-a'))
  writeFileSync(path.join(repo.dir, 'many-a', 'a'.repeat(250)), 'x')
  writeFileSync(path.join(repo.dir, 'deep.yaml'), '['.repeat(5000) + ']'.repeat(5000) + '\n')
  writeFileSync(path.join(repo.dir, 'broken.yaml'), 'a: [\n')
})
afterAll(() => counter.stop())

const FP = 'a'.repeat(64)
const BASE_URL = '<counting server>'
const base = (operation: string) => ({ operation, 'api-key': 'k', org: 'acme', 'base-url': BASE_URL })
const resolve = (inputs: Record<string, string>) => Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, v === BASE_URL ? counter.baseUrl : v]))

// [what is wrong, the inputs, the input the message must name, text the message must contain]
const corpus: [string, Record<string, string>, string, string][] = [
  ['latest-commit sha256: with a short digest', { ...base('latest-commit'), flow: 'shop', fingerprint: 'sha256:abcde' }, 'fingerprint', 'followed by 64'],
  ['search sha256: with a short digest', { ...base('search'), 'search-value': 'sha256:abcde' }, 'search-value', 'followed by 64'],
  [
    'fingerprint of an image with port 99999',
    { ...base('fingerprint'), 'artifact-path': '127.0.0.1:99999/app:1', 'artifact-type': 'oci' },
    'artifact-path',
    '1 to 65535'
  ],
  [
    'approve with localhost:99999',
    { ...base('approve'), flow: 'shop', 'artifact-path': 'localhost:99999/app:1', 'artifact-type': 'oci' },
    'artifact-path',
    '1 to 65535'
  ],
  [
    'assert-artifact with port 65536',
    { ...base('assert-artifact'), 'artifact-path': 'reg.example:65536/app:1', 'artifact-type': 'oci' },
    'artifact-path',
    '1 to 65535'
  ],
  [
    'assert-artifact with port 0',
    { ...base('assert-artifact'), 'artifact-path': 'reg.example:0/app:1', 'artifact-type': 'oci' },
    'artifact-path',
    '1 to 65535'
  ],
  [
    'attest-custom data a backtracking pattern would hang on',
    {
      ...base('attest-custom'),
      flow: 'shop',
      'attestation-name': 'c',
      'type-name': 't',
      'type-schema': 'redos.json',
      'attestation-data': `{"a":"${'a'.repeat(40)}!"}`
    },
    'attestation-data',
    "does not match the type's schema"
  ],
  [
    'attest-custom schema with a pattern RE2 cannot run',
    { ...base('attest-custom'), flow: 'shop', 'attestation-name': 'c', 'type-name': 't', 'type-schema': 'lookahead.json', 'attestation-data': '{"a":"a"}' },
    'type-schema',
    'RE2'
  ],
  ['policy-files nested thousands deep', { ...base('policy-schema'), 'policy-files': 'deep.yaml' }, 'policy-files', 'deeper than 64'],
  ['policy-files not YAML', { ...base('policy-schema'), 'policy-files': 'broken.yaml' }, 'policy-files', 'broken.yaml:'],
  [
    'report-server-env exclude malformed, paths a file',
    { ...base('report-server-env'), environment: 'prod', paths: 'ok.json', exclude: '[[[[' },
    'exclude',
    'malformed'
  ],
  [
    'fingerprint exclude malformed, artifact a file',
    { ...base('fingerprint'), 'artifact-path': 'ok.json', 'artifact-type': 'file', exclude: 'a\n[[[[' },
    'exclude',
    'malformed'
  ]
]

describe('bad input is refused before any request, naming the input and the form', () => {
  it.each(corpus)('%s', async (_what, inputs, input, text) => {
    const before = counter.requests.length
    const run = await runAction(resolve(inputs), env)
    const error = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
    expect(run.all).not.toContain('unexpected error')
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(error).toContain(`input \`${input}\``)
    expect(error).toContain('expected')
    expect(error).toContain(text)
    expect(counter.requests.length).toBe(before)
  })
})

describe('the documented fingerprint forms are accepted', () => {
  it.each([
    ['latest-commit prefix', { ...base('latest-commit'), flow: 'shop', fingerprint: 'abcde', 'dry-run': 'true' }],
    ['latest-commit sha256: and 64 hex', { ...base('latest-commit'), flow: 'shop', fingerprint: `sha256:${FP}`, 'dry-run': 'true' }],
    ['latest-commit SHA256: in capitals and 64 hex', { ...base('latest-commit'), flow: 'shop', fingerprint: `SHA256:${FP}`, 'dry-run': 'true' }],
    ['search sha256: and 64 hex', { ...base('search'), 'search-value': `sha256:${FP}`, 'dry-run': 'true' }]
  ])('%s', async (_what, inputs) => {
    const run = await runAction(resolve(inputs), env)
    expect(run.all).not.toContain('unexpected error')
    expect(run.outputs.error_kind ?? '').toBe('')
    expect(run.code).toBe(0)
  })
})

describe('globs run in bounded time, whatever the pattern', () => {
  it('report-server-env paths', async () => {
    const run = await runAction(resolve({ ...base('report-server-env'), environment: 'prod', paths: `many-a/${REDOS_GLOB}`, 'dry-run': 'true' }), env)
    // It finishes, and says the glob matched nothing (an input error since paths must match).
    expect(run.all).not.toContain('unexpected error')
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain('matched nothing')
    expect(run.code).toBe(1)
  })

  it('fingerprint exclude', async () => {
    const run = await runAction(resolve({ ...base('fingerprint'), 'artifact-path': 'many-a', 'artifact-type': 'dir', exclude: REDOS_GLOB }), env)
    const all = await runAction(
      resolve({ ...base('fingerprint'), 'artifact-path': 'many-a', 'artifact-type': 'dir', exclude: `*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a` }),
      env
    )
    const none = await runAction(resolve({ ...base('fingerprint'), 'artifact-path': 'many-a', 'artifact-type': 'dir' }), env)
    expect(run.code).toBe(0)
    expect(run.outputs.fingerprint).toMatch(/^[a-f0-9]{64}$/)
    // The pattern that needs a `b` excludes nothing; the one of `a`s excludes the file.
    expect(run.outputs.fingerprint).toBe(none.outputs.fingerprint)
    expect(all.outputs.fingerprint).not.toBe(none.outputs.fingerprint)
  })

  it('attest-junit junit-results', async () => {
    const run = await runAction(
      resolve({ ...base('attest-junit'), flow: 'shop', 'attestation-name': 'tests', 'junit-results': `many-a/${REDOS_GLOB}`, 'dry-run': 'true' }),
      env
    )
    expect(run.all).not.toContain('unexpected error')
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain('input `junit-results`')
  })
})

describe('schema patterns run on RE2', () => {
  it('data that fits the pattern passes', async () => {
    const run = await runAction(
      resolve({
        ...base('attest-custom'),
        flow: 'shop',
        'attestation-name': 'c',
        'type-name': 't',
        'type-schema': 'redos.json',
        'attestation-data': '{"a":"aaaa"}',
        'dry-run': 'true'
      }),
      env
    )
    expect(run.all).not.toContain('unexpected error')
    expect(run.code).toBe(0)
  })
})
