import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../../helpers/git-repo.js'
import { Recorder } from '../../helpers/recorder.js'
import { runAction } from '../../helpers/run-action.js'
import { pushEnv } from '../../helpers/workflow.js'

let counter: Recorder
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  counter = await new Recorder(() => ({ status: 200, body: 'OK' })).start()
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  writeFileSync(path.join(repo.dir, 'list.json'), '[1, 2]')
  writeFileSync(path.join(repo.dir, 'broken.json'), '{"a": ')
  writeFileSync(path.join(repo.dir, 'deep.json'), '['.repeat(6000) + ']'.repeat(6000))
  writeFileSync(path.join(repo.dir, 'not-junit.xml'), '<html><body>report</body></html>')
  writeFileSync(path.join(repo.dir, 'entity.xml'), '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY a "aaaa">]><testsuite name="&a;"/>')
  writeFileSync(path.join(repo.dir, 'not-a-template.yaml'), 'stages: [build]\n')
  writeFileSync(path.join(repo.dir, 'schema.json'), '{"type": "object", "required": ["line"]}')
  writeFileSync(
    path.join(repo.dir, 'bomb.yaml'),
    ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n')
  )
  // Random bytes do not compress: past the attachment limit whatever the packing.
  writeFileSync(path.join(repo.dir, 'big.bin'), randomBytes(10_500_000))
  mkfifo(path.join(repo.dir, 'pipe'))
})

function mkfifo(file: string): void {
  execFileSync('mkfifo', [file])
}
afterAll(() => counter.stop())

const FP = 'a'.repeat(64)
// The counting server's port is known only once it listens; cases name it by this marker.
const BASE_URL = '<counting server>'
const base = (operation: string) => ({ operation, 'api-key': 'k', org: 'acme', 'base-url': BASE_URL })
const report = { ...base('report-server-env'), environment: 'prod' }
const approve = { ...base('approve'), flow: 'shop', fingerprint: FP }
const override = {
  ...base('override-attestation'),
  flow: 'shop',
  trail: 't',
  'attestation-name': 'tests',
  'original-attestation-type': 'junit',
  reason: 'r',
  compliant: 'true'
}
const attType = { ...base('upsert-attestation-type'), 'type-name': 'cov' }
const updateEnv = { ...base('update-environment'), environment: 'prod', description: 'd' }
const latest = { ...base('latest-commit'), flow: 'shop', fingerprint: 'abcde' }
const trail = { ...base('begin-trail'), flow: 'shop' }
const artifact = { ...base('attest-artifact'), flow: 'shop', 'artifact-name': 'app', fingerprint: FP }
const allow = { ...base('allow-artifact'), environment: 'prod', fingerprint: FP, 'artifact-name': 'agent', reason: 'vendor' }
const tag = { ...base('tag'), 'resource-type': 'flow', 'resource-id': 'shop', set: 'team=payments' }
const generic = { ...base('attest-generic'), flow: 'shop', 'attestation-name': 'scan', compliant: 'true' }
const junit = { ...base('attest-junit'), flow: 'shop', 'attestation-name': 'tests', 'junit-results': 'not-junit.xml' }
const custom = { ...base('attest-custom'), flow: 'shop', 'attestation-name': 'cov', 'type-name': 'cov', 'attestation-data': '{"line": 1}' }
const gate = { ...base('assert-artifact'), fingerprint: FP }
const approval = { ...base('attest-approval'), flow: 'shop', fingerprint: FP, environment: 'prod' }

// [what is wrong, the inputs, the input the message must name]
const corpus: [string, Record<string, string>, string][] = [
  ['unknown operation', { ...base('deploy') }, 'operation'],
  ['missing operation', { ...base('') }, 'operation'],
  ['missing api-key', { ...report, 'api-key': '' }, 'api-key'],
  ['missing org', { ...report, org: '' }, 'org'],
  ['org with a slash', { ...report, org: 'acme/x' }, 'org'],
  ['unknown region', { ...report, 'base-url': '', region: 'asia' }, 'region'],
  ['base-url not a URL', { ...report, 'base-url': 'app.kosli' }, 'base-url'],
  ['base-url plain http', { ...report, 'base-url': 'http://app.kosli.com' }, 'base-url'],
  ['base-url ftp', { ...report, 'base-url': 'ftp://127.0.0.1/api/v2' }, 'base-url'],
  ['unknown auth-scheme', { ...report, 'auth-scheme': 'token' }, 'auth-scheme'],
  ['dry-run not boolean', { ...report, 'dry-run': 'yes' }, 'dry-run'],
  ['summary not boolean', { ...report, summary: '1' }, 'summary'],
  ['negative timeout', { ...report, 'timeout-seconds': '-5' }, 'timeout-seconds'],
  ['zero timeout', { ...report, 'timeout-seconds': '0' }, 'timeout-seconds'],
  ['fractional timeout', { ...report, 'timeout-seconds': '2.5' }, 'timeout-seconds'],
  ['negative retries', { ...report, 'max-retries': '-1' }, 'max-retries'],
  ['retries not a number', { ...report, 'max-retries': 'three' }, 'max-retries'],
  ['unknown on-error', { ...report, 'on-error': 'ignore' }, 'on-error'],
  ['missing working-directory', { ...report, 'working-directory': 'nope' }, 'working-directory'],
  ['missing environment', { ...report, environment: '' }, 'environment'],
  ['environment with a slash', { ...report, environment: 'a/b' }, 'environment'],
  ['path that does not exist', { ...report, paths: 'missing/file' }, 'paths'],
  ['artifacts not JSON', { ...report, artifacts: '[{' }, 'artifacts'],
  ['artifacts an object', { ...report, artifacts: '{}' }, 'artifacts'],
  ['artifacts digest too short', { ...report, artifacts: '[{"digests": {"a": "abc"}, "creationTimestamp": 1}]' }, 'artifacts'],
  ['artifacts timestamp a string', { ...report, artifacts: `[{"digests": {"a": "${FP}"}, "creationTimestamp": "now"}]` }, 'artifacts'],
  ['artifacts from a missing file', { ...report, artifacts: '@nowhere.json' }, 'artifacts'],
  ['exclude pattern malformed', { ...report, paths: '.', exclude: '[abc' }, 'exclude'],
  ['missing flow', { ...approve, flow: '' }, 'flow'],
  ['flow with a space', { ...approve, flow: 'my flow' }, 'flow'],
  ['fingerprint 63 hex', { ...approve, fingerprint: 'a'.repeat(63) }, 'fingerprint'],
  ['fingerprint upper case', { ...approve, fingerprint: 'A'.repeat(64) }, 'fingerprint'],
  ['fingerprint not hex', { ...approve, fingerprint: 'g'.repeat(64) }, 'fingerprint'],
  ['neither fingerprint nor path', { ...approve, fingerprint: '' }, 'fingerprint'],
  ['fingerprint and path both', { ...approve, 'artifact-path': 'file.txt' }, 'fingerprint'],
  ['artifact-path missing', { ...approve, fingerprint: '', 'artifact-path': 'nope.bin' }, 'artifact-path'],
  ['unknown artifact-type', { ...approve, fingerprint: '', 'artifact-path': 'file.txt', 'artifact-type': 'image' }, 'artifact-type'],
  ['oldest-commit short', { ...approve, 'oldest-commit': 'abc1234' }, 'oldest-commit'],
  ['newest-commit not hex', { ...approve, 'newest-commit': 'z'.repeat(40) }, 'newest-commit'],
  ['user-data not JSON', { ...approve, 'user-data': 'key=value' }, 'user-data'],
  ['user-data a number', { ...approve, 'user-data': '42' }, 'user-data'],
  ['user-data unparseable file', { ...approve, 'user-data': '@broken.json' }, 'user-data'],
  ['compliant missing', { ...override, compliant: '' }, 'compliant'],
  ['compliant not boolean', { ...override, compliant: 'passed' }, 'compliant'],
  ['unknown attestation type', { ...override, 'original-attestation-type': 'sbom' }, 'original-attestation-type'],
  ['custom type without a name', { ...override, 'original-attestation-type': 'custom:' }, 'original-attestation-type'],
  ['attestation-name with a space', { ...override, 'attestation-name': 'unit tests' }, 'attestation-name'],
  ['missing reason', { ...override, reason: '' }, 'reason'],
  ['missing trail', { ...override, trail: '' }, 'trail'],
  ['annotations an array', { ...override, annotations: '@list.json' }, 'annotations'],
  ['external-urls bad entry', { ...override, 'external-urls': '{"x": 5}' }, 'external-urls'],
  ['target-artifacts bad name', { ...override, 'target-artifacts': 'api, web app' }, 'target-artifacts'],
  ['commit short', { ...override, commit: 'abc' }, 'commit'],
  ['unknown visibility', { ...base('upsert-flow'), flow: 'shop', visibility: 'internal' }, 'visibility'],
  ['type-name with a dot', { ...attType, 'type-name': 'my.type' }, 'type-name'],
  ['jq rule unbalanced', { ...attType, 'jq-rules': '.a | select(.b' }, 'jq-rules'],
  ['type-schema missing', { ...attType, 'type-schema': 'nope.json' }, 'type-schema'],
  ['type-schema not JSON', { ...attType, 'type-schema': 'broken.json' }, 'type-schema'],
  ['nothing to update', { ...updateEnv, description: '' }, 'environment'],
  ['include-scaling not boolean', { ...updateEnv, 'include-scaling': 'maybe' }, 'include-scaling'],
  ['clear-description not boolean', { ...updateEnv, description: '', 'clear-description': 'please' }, 'clear-description'],
  ['search value not hex', { ...base('search'), 'search-value': 'main-branch' }, 'search-value'],
  ['search value too short', { ...base('search'), 'search-value': 'abc' }, 'search-value'],
  ['latest-commit fingerprint too short', { ...latest, fingerprint: 'abcd' }, 'fingerprint'],
  ['latest-commit fingerprint too long', { ...latest, fingerprint: 'a'.repeat(65) }, 'fingerprint'],
  ['latest-commit flow starting with a dot', { ...latest, flow: '.hidden' }, 'flow'],
  ['policy file missing', { ...base('policy-schema'), 'policy-files': 'policies/none.yaml' }, 'policy-files'],
  ['fingerprint without a path', { operation: 'fingerprint' }, 'artifact-path'],
  ['replay without a spool file', { ...base('replay') }, 'spool-file'],
  ['replay of a missing spool file', { ...base('replay'), 'spool-file': 'gone.json' }, 'spool-file'],
  ['replay of a FIFO', { ...base('replay'), 'spool-file': 'pipe' }, 'spool-file'],
  ['replay-to not a URL', { ...base('replay'), 'spool-file': 'list.json', 'replay-to': 'somewhere' }, 'replay-to'],
  ['api-key with a newline', { ...report, 'api-key': 'abc\ndef' }, 'api-key'],
  ['api-key outside ASCII', { ...report, 'api-key': 'kéy-123' }, 'api-key'],
  ['api-key with a space', { ...report, 'api-key': 'Bearer abc' }, 'api-key'],
  ['github-token with a line break inside', { ...report, 'github-token': 'ghs_x\r\nghs_y' }, 'github-token'],
  ['base-url with credentials', { ...report, 'base-url': 'https://user:hunter2@app.kosli.com' }, 'base-url'],
  ['base-url with credentials, malformed', { ...report, 'base-url': 'https://user:hunter2@[bad' }, 'base-url'],
  ['org of 100 KB', { ...report, org: 'a'.repeat(100_000) }, 'org'],
  ['flow of 300 characters', { ...approve, flow: 'f'.repeat(300) }, 'flow'],
  ['user-data nested 6000 deep', { ...approve, 'user-data': '@deep.json' }, 'user-data'],
  ['user-data from /dev/zero', { ...approve, 'user-data': '@/dev/zero' }, 'user-data'],
  ['user-data from a FIFO', { ...approve, 'user-data': '@pipe' }, 'user-data'],
  ['artifacts from /dev/zero', { ...report, artifacts: '@/dev/zero' }, 'artifacts'],
  ['type-schema /dev/zero', { ...attType, 'type-schema': '/dev/zero' }, 'type-schema'],
  ['type-schema a FIFO', { ...attType, 'type-schema': 'pipe' }, 'type-schema'],
  ['policy file a FIFO', { ...base('policy-schema'), 'policy-files': 'pipe' }, 'policy-files'],
  ['policy file an alias bomb', { ...base('policy-schema'), 'policy-files': 'bomb.yaml' }, 'policy-files'],
  ['policy glob matching nothing', { ...base('policy-schema'), 'policy-files': 'policies/*.yaml' }, 'policy-files'],
  ['fingerprint sha512', { ...approve, fingerprint: `sha512:${FP}` }, 'fingerprint'],
  ['fingerprint sha256 short', { ...approve, fingerprint: `sha256:${FP.slice(1)}` }, 'fingerprint'],
  ['begin-trail without a flow', { ...trail, flow: '' }, 'flow'],
  ['begin-trail trail with a slash', { ...trail, trail: 'release/1' }, 'trail'],
  ['begin-trail template missing', { ...trail, 'template-file': 'nope.yaml' }, 'template-file'],
  ['begin-trail template not one', { ...trail, 'template-file': 'not-a-template.yaml' }, 'template-file'],
  ['begin-trail template a FIFO', { ...trail, 'template-file': 'pipe' }, 'template-file'],
  ['begin-trail external-urls a list', { ...trail, 'external-urls': '["x"]' }, 'external-urls'],
  ['attest-artifact without a name', { ...artifact, 'artifact-name': '' }, 'artifact-name'],
  ['attest-artifact name with a dot', { ...artifact, 'artifact-name': 'app.jar' }, 'artifact-name'],
  ['attest-artifact without an artifact', { ...artifact, fingerprint: '' }, 'fingerprint'],
  ['attest-artifact commit short', { ...artifact, commit: 'abc123' }, 'commit'],
  ['attest-artifact annotations nested', { ...artifact, annotations: '{"a": {"b": 1}}' }, 'annotations'],
  ['attest-generic without a verdict', { ...generic, compliant: '' }, 'compliant'],
  ['attest-generic verdict a word', { ...generic, compliant: 'yes' }, 'compliant'],
  ['attest-generic without a name', { ...generic, 'attestation-name': '' }, 'attestation-name'],
  ['attest-generic attachment missing', { ...generic, attachments: 'nope.txt' }, 'attachments'],
  ['attest-generic attachment a FIFO', { ...generic, attachments: 'pipe' }, 'attachments'],
  ['attest-generic attachment a device', { ...generic, attachments: '/dev/zero' }, 'attachments'],
  ['attest-generic attachments past 10 MB', { ...generic, attachments: 'big.bin' }, 'attachments'],
  ['attest-junit without results', { ...junit, 'junit-results': '' }, 'junit-results'],
  ['attest-junit HTML for XML', junit, 'junit-results'],
  ['attest-junit with entities', { ...junit, 'junit-results': 'entity.xml' }, 'junit-results'],
  ['attest-junit glob matching nothing', { ...junit, 'junit-results': 'reports/*.xml' }, 'junit-results'],
  ['attest-junit results a FIFO', { ...junit, 'junit-results': 'pipe' }, 'junit-results'],
  ['attest-custom without data', { ...custom, 'attestation-data': '' }, 'attestation-data'],
  ['attest-custom data not JSON', { ...custom, 'attestation-data': 'line=1' }, 'attestation-data'],
  ['attest-custom without a type', { ...custom, 'type-name': '' }, 'type-name'],
  ['attest-custom data off its schema', { ...custom, 'attestation-data': '{"col": 1}', 'type-schema': 'schema.json' }, 'attestation-data'],
  ['assert-artifact without an artifact', { ...gate, fingerprint: '' }, 'fingerprint'],
  ['assert-artifact fail-on-non-compliant a word', { ...gate, 'fail-on-non-compliant': 'no' }, 'fail-on-non-compliant'],
  ['assert-artifact environment with a space', { ...gate, environment: 'prod eu' }, 'environment'],
  ['assert-artifact policy with a slash', { ...gate, policies: 'a/b' }, 'policies'],
  ['attest-approval approvers-from unknown', { ...approval, 'approvers-from': 'team' }, 'approvers-from'],
  ['attest-approval reviews without a token', { ...approval, 'approvers-from': 'environment-reviews', 'github-token': '' }, 'github-token'],
  [
    'attest-approval reviews and approved-by',
    { ...approval, 'approvers-from': 'environment-reviews', 'github-token': 't', 'approved-by': 'me' },
    'approved-by'
  ],
  ['approve reviews without an environment', { ...approve, 'approvers-from': 'environment-reviews', 'github-token': 't' }, 'github-environment'],
  ['allow-artifact without an environment', { ...allow, environment: '' }, 'environment'],
  ['allow-artifact without a reason', { ...allow, reason: '' }, 'reason'],
  ['allow-artifact fingerprint without a name', { ...allow, 'artifact-name': '' }, 'artifact-name'],
  ['allow-artifact without an artifact', { ...allow, fingerprint: '' }, 'fingerprint'],
  ['allow-artifact fingerprint and path', { ...allow, 'artifact-path': 'list.json' }, 'fingerprint'],
  ['allow-artifact path missing', { ...allow, fingerprint: '', 'artifact-path': 'nope.bin' }, 'artifact-path'],
  ['tag without a type', { ...tag, 'resource-type': '' }, 'resource-type'],
  ['tag of a trail', { ...tag, 'resource-type': 'trail' }, 'resource-type'],
  ['tag without an id', { ...tag, 'resource-id': '' }, 'resource-id'],
  ['tag id with a slash', { ...tag, 'resource-id': 'a/b' }, 'resource-id'],
  ['tag with nothing to change', { ...tag, set: '' }, 'set'],
  ['tag set without =', { ...tag, set: 'team' }, 'set'],
  ['tag set key with a space', { ...tag, set: 'cost centre=1' }, 'set'],
  ['tag set twice', { ...tag, set: 'a=1, a=2' }, 'set'],
  ['tag unset key with a slash', { ...tag, unset: 'a/b' }, 'unset'],
  ['tag set and unset one key', { ...tag, unset: 'team' }, 'unset'],
  ['assert-environment without an environment', { ...base('assert-environment') }, 'environment'],
  ['assert-environment name with a space', { ...base('assert-environment'), environment: 'prod eu' }, 'environment'],
  [
    'assert-environment fail-on-non-compliant a word',
    { ...base('assert-environment'), environment: 'prod', 'fail-on-non-compliant': 'no' },
    'fail-on-non-compliant'
  ],
  ['audit-package without a flow', { ...base('audit-package') }, 'flow'],
  ['audit-package trail with a slash', { ...base('audit-package'), flow: 'shop', trail: 'release/1' }, 'trail'],
  ['audit-package output a folder', { ...base('audit-package'), flow: 'shop', 'output-path': '.' }, 'output-path'],
  ['audit-package output a FIFO', { ...base('audit-package'), flow: 'shop', 'output-path': 'pipe' }, 'output-path']
]

describe('bad input never reaches the service', () => {
  it.each(corpus)('%s', async (_what, inputs, input) => {
    const before = counter.requests.length
    const resolved = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, v === BASE_URL ? counter.baseUrl : v]))
    const run = await runAction(resolved, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    const error = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
    expect(error).toContain(`input \`${input}\``)
    expect(error).toMatch(/expected|required|not one of|one of the two|at least one/)
    expect(counter.requests.length).toBe(before)
    expect(run.all).not.toContain('unexpected error')
    expect(run.all).not.toContain('hunter2')
  })
})
