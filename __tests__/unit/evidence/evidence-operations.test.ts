import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import nock from 'nock'
import type { GitHubApi } from '../../../src/clients/github/api.js'
import { parseMultipart } from '../../../src/sandbox/multipart.js'
import { sha256 } from '../../helpers/hash.js'
import { BASE, runOperation, SHA } from '../../helpers/operation.js'
import { tempDir } from '../../helpers/tree.js'

const FP = 'f'.repeat(64)
let dir: string

/** The parts of a multipart request, JSON parts parsed. */
function parts(contentType: string, raw: Buffer): Record<string, unknown> {
  return Object.fromEntries(parseMultipart(raw, contentType).map((p) => [p.name, p.name === 'data_json' ? JSON.parse(p.content.toString()) : p]))
}

/** Captures the one request a nock scope answers, multipart included. */
function capture(method: 'post' | 'put', urlPath: string, status = 201) {
  const seen: { contentType: string; body: Buffer }[] = []
  const interceptor = method === 'post' ? nock(BASE).post(urlPath) : nock(BASE).put(urlPath)
  const scope = interceptor.reply(function (_uri, body) {
    // nock hands a body over as text, or as hex when it is not valid UTF-8 (a gzip'd attachment).
    const text = body as string
    seen.push({ contentType: String(this.req.headers['content-type']), body: text.includes('--') ? Buffer.from(text, 'utf8') : Buffer.from(text, 'hex') })
    return [status, '"ok"']
  })
  return { scope, parts: () => parts(seen[0].contentType, seen[0].body) }
}

beforeAll(() => {
  dir = tempDir('ops-')
  writeFileSync(path.join(dir, 'app.bin'), 'app')
  mkdirSync(path.join(dir, 'results'))
  // Counted from the test cases, as the reference client counts them: the suite's own `tests`
  // attribute here is wrong on purpose.
  writeFileSync(
    path.join(dir, 'results', 'a.xml'),
    '<testsuites><testsuite name="api" tests="9" time="2.5"><testcase name="w" time="1"/><testcase name="x" time="1"><failure/></testcase><testcase name="y" time="0.5"><skipped/></testcase><testcase name="z"/></testsuite></testsuites>'
  )
  writeFileSync(
    path.join(dir, 'results', 'b.xml'),
    '<testsuite name="ui"><testcase name="y" time="0.5"/><testcase name="z" time="0.25"><error/></testcase></testsuite>'
  )
  writeFileSync(path.join(dir, 'not-junit.xml'), '<project><name>x</name></project>')
  writeFileSync(path.join(dir, 'broken.xml'), '<testsuite name="a"><testcase></testsuite>')
  writeFileSync(path.join(dir, 'template.yaml'), 'version: 1\ntrail:\n  attestations:\n    - name: review\n      type: generic\n')
  writeFileSync(path.join(dir, 'bad-template.yaml'), 'version: 1\ntrail:\n  attestations:\n    - name: review\n')
  writeFileSync(path.join(dir, 'schema.json'), '{"type": "object", "required": ["line"], "properties": {"line": {"type": "number"}}}')
})
afterEach(() => nock.cleanAll())

describe('begin-trail', () => {
  it("begins the commit's trail with the template sent as a file", async () => {
    const call = capture('put', '/trails/acme/shop')
    const result = await runOperation({ operation: 'begin-trail', flow: 'shop', 'template-file': 'template.yaml', description: 'build' }, { baseDir: dir })
    call.scope.done()
    const sent = call.parts()
    expect(sent.data_json).toMatchObject({
      name: SHA,
      description: 'build',
      origin_url: 'https://github.com/acme/shop/actions/runs/7',
      repo_info: { name: 'acme/shop' }
    })
    expect((sent.template_file as { filename: string; content: Buffer }).content.toString()).toContain('name: review')
    expect(result.outputs).toEqual({ trail: SHA })
  })

  it('refuses a template that is not one, before sending', async () => {
    await expect(runOperation({ operation: 'begin-trail', flow: 'shop', 'template-file': 'bad-template.yaml' }, { baseDir: dir })).rejects.toThrow(
      /input `template-file`: .*bad-template.yaml is not a flow template: .*type/
    )
    await expect(runOperation({ operation: 'begin-trail', flow: 'shop', 'template-file': 'nope.yaml' }, { baseDir: dir })).rejects.toThrow(
      /input `template-file`: .*nope.yaml does not exist/
    )
  })
})

describe('attest-artifact', () => {
  it('fingerprints the path and names the artifact by its template name', async () => {
    const scope = nock(BASE)
      .post(
        '/artifacts/acme/shop',
        (body) =>
          body.fingerprint === sha256('app') &&
          body.filename === 'app.bin' &&
          body.template_reference_name === 'backend' &&
          body.trail_name === SHA &&
          body.git_commit === SHA &&
          body.commit_url === `https://github.com/acme/shop/commit/${SHA}`
      )
      .reply(201, '"ok"')
    const result = await runOperation({ operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'backend', 'artifact-path': 'app.bin' }, { baseDir: dir })
    scope.done()
    expect(result.outputs.fingerprint).toBe(sha256('app'))
  })

  it('takes a digest as an image build gives it, shown under the template name', async () => {
    const scope = nock(BASE)
      .post('/artifacts/acme/shop', (body) => body.fingerprint === FP && body.filename === 'backend')
      .reply(201, '"ok"')
    await runOperation({ operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'backend', fingerprint: `sha256:${FP}` })
    scope.done()
  })

  it('requires the template name', async () => {
    await expect(runOperation({ operation: 'attest-artifact', flow: 'shop', fingerprint: FP })).rejects.toThrow(
      "input `artifact-name`: required (the artifact's name in the flow template) but not given"
    )
  })
})

describe('attest-generic', () => {
  it('sends the verdict and the attachments packed as one archive', async () => {
    const call = capture('post', `/attestations/acme/shop/trail/${SHA}/generic`)
    await runOperation(
      { operation: 'attest-generic', flow: 'shop', 'attestation-name': 'scan', compliant: 'false', 'artifact-path': 'app.bin', attachments: 'app.bin,results' },
      { baseDir: dir }
    )
    call.scope.done()
    const sent = call.parts()
    expect(sent.data_json).toMatchObject({ attestation_name: 'scan', is_compliant: false, artifact_fingerprint: sha256('app') })
    const archive = gunzipSync((sent.attachment_file as { content: Buffer }).content).toString('latin1')
    for (const name of ['app.bin', 'results/a.xml', 'results/b.xml']) expect(archive).toContain(name)
    expect((sent.attachment_file as { filename: string }).filename).toBe('evidence.tgz')
  })

  it('requires an explicit verdict', async () => {
    await expect(runOperation({ operation: 'attest-generic', flow: 'shop', 'attestation-name': 'scan' })).rejects.toThrow(
      'input `compliant`: required but not given'
    )
  })

  it('names a missing attachment before sending', async () => {
    await expect(
      runOperation({ operation: 'attest-generic', flow: 'shop', 'attestation-name': 'scan', compliant: 'true', attachments: 'gone.txt' }, { baseDir: dir })
    ).rejects.toThrow(/input `attachments`: .*gone.txt does not exist/)
  })
})

describe('attest-junit', () => {
  it('sends one result per suite and sets the totals', async () => {
    const call = capture('post', `/attestations/acme/shop/trail/${SHA}/junit`)
    const result = await runOperation({ operation: 'attest-junit', flow: 'shop', 'attestation-name': 'tests', 'junit-results': 'results' }, { baseDir: dir })
    call.scope.done()
    expect((call.parts().data_json as { junit_results: unknown[] }).junit_results).toEqual([
      { name: 'api', total: 4, failures: 1, errors: 0, skipped: 1, duration: 2.5 },
      { name: 'ui', total: 2, failures: 0, errors: 1, skipped: 0, duration: 0.75 }
    ])
    expect(result.outputs).toMatchObject({ tests: 6, failures: 1, errors: 1, skipped: 1 })
    expect(result.summary.verdict).toEqual({ ok: false, text: `Not compliant, recorded in trail ${SHA}` })
  })

  it.each([
    ['not-junit.xml', 'its root element is <project>'],
    ['broken.xml', 'is not well-formed XML'],
    ['results/*.json', 'matched nothing']
  ])('names the file that is not JUnit XML: %s', async (results, message) => {
    await expect(
      runOperation({ operation: 'attest-junit', flow: 'shop', 'attestation-name': 'tests', 'junit-results': results }, { baseDir: dir })
    ).rejects.toThrow(message)
  })
})

describe('attest-custom', () => {
  it('checks the data against the type schema before sending', async () => {
    await expect(
      runOperation(
        {
          operation: 'attest-custom',
          flow: 'shop',
          'attestation-name': 'cov',
          'type-name': 'coverage',
          'attestation-data': '{"line": "high"}',
          'type-schema': 'schema.json'
        },
        { baseDir: dir }
      )
    ).rejects.toThrow("input `attestation-data`: does not match the type's schema schema.json: /line must be number")
    const call = capture('post', `/attestations/acme/shop/trail/${SHA}/custom`)
    await runOperation(
      {
        operation: 'attest-custom',
        flow: 'shop',
        'attestation-name': 'cov',
        'type-name': 'coverage',
        'attestation-data': '{"line": 91}',
        'type-schema': 'schema.json'
      },
      { baseDir: dir }
    )
    expect(call.parts().data_json).toMatchObject({ type_name: 'coverage', attestation_data: { line: 91 } })
  })
})

describe('assert-artifact', () => {
  const answer = (compliant: boolean) => ({
    fingerprint: FP,
    flow: 'shop',
    trail: SHA,
    compliant,
    html_url: 'https://app.example/acme/shop/artifact',
    scope: 'flow',
    compliance_status: {
      unexpected: false,
      attestations_statuses: [
        { attestation_name: 'tests', attestation_type: 'junit', is_compliant: false, unexpected: false, status: 'COMPLETE' },
        { attestation_name: 'review', attestation_type: 'generic', is_compliant: null, unexpected: false, status: 'MISSING' },
        { attestation_name: 'scan', is_compliant: true, unexpected: false }
      ]
    },
    policy_evaluations: [
      {
        policy_name: 'prod',
        policy_version: 2,
        status: 'NON-COMPLIANT',
        rule_evaluations: [
          { rule: { type: 'provenance' }, satisfied: false, resolutions: [{ type: 'no_provenance' }] },
          {
            rule: { type: 'attestation', definition: { if: null, name: 'unit-tests', type: 'junit', must_be_compliant: true } },
            satisfied: false,
            resolutions: [{ type: 'missing_attestation', context: { flow_name: 'shop', trail_name: 'main', artifact_status: null } }]
          },
          {
            rule: { type: 'attestation', definition: { if: null, name: '*', type: 'pull_request', must_be_compliant: true } },
            satisfied: null,
            ignored: true,
            resolutions: [{ type: 'rule_not_applicable', context: { flow_name: 'shop', trail_name: 'main', artifact_status: null } }]
          }
        ]
      }
    ]
  })

  it('passes a compliant artifact', async () => {
    nock(BASE)
      .get(`/asserts/acme/fingerprint/${FP}`)
      .query({ flow_name: 'shop' })
      .reply(200, { ...answer(true), policy_evaluations: [] })
    const result = await runOperation({ operation: 'assert-artifact', fingerprint: FP, flow: 'shop' })
    expect(result.outputs).toMatchObject({ compliant: 'true', compliance_state: 'COMPLIANT', html_url: 'https://app.example/acme/shop/artifact' })
    expect(result.failure).toBeUndefined()
  })

  it('fails on a non-compliant one, with the reasons', async () => {
    nock(BASE)
      .get(`/asserts/acme/fingerprint/${FP}`)
      .query({ environment_name: 'prod', policy_name: ['prod', 'extra'] })
      .reply(200, answer(false))
    const result = await runOperation({ operation: 'assert-artifact', fingerprint: FP, environment: 'prod', policies: 'prod, extra' })
    expect(result.outputs.compliance_state).toBe('NON-COMPLIANT')
    expect(result.failure?.kind).toBe('non_compliant')
    expect(result.failure?.message).toContain(
      'junit attestation `tests` is not compliant; generic attestation `review` is missing; policy `prod` (version 2) is not met: provenance: no provenance; attestation `unit-tests` (junit): missing attestation (trail main)'
    )
    expect(result.failure?.message).not.toContain('pull_request')
    expect(result.failure?.message).not.toContain('scan')
  })

  it('only reports when told not to fail', async () => {
    nock(BASE).get(`/asserts/acme/fingerprint/${FP}`).reply(200, answer(false))
    const result = await runOperation({ operation: 'assert-artifact', fingerprint: FP, 'fail-on-non-compliant': 'false' })
    expect(result.outputs.compliant).toBe('false')
    expect(result.failure).toBeUndefined()
  })
})

describe('approvals from GitHub environment reviews', () => {
  const reviews = (items: unknown[]): GitHubApi => {
    const answer = (route: string) => (route.includes('/approvals') ? items : [])
    return { get: async (route) => answer(route), post: async () => ({}), paginate: async (route) => answer(route) }
  }
  const approvalInputs = { fingerprint: FP, environment: 'production', 'approvers-from': 'environment-reviews', 'github-token': 't' }
  const review = (state: string, login: string, environment = 'production') => ({
    state,
    comment: `${login} says so`,
    user: { login },
    environments: [{ name: environment }]
  })

  it('records each approving reviewer as an approval', async () => {
    const call = capture('post', `/attestations/acme/shop/trail/${SHA}/generic`)
    const result = await runOperation(
      { operation: 'attest-approval', flow: 'shop', ...approvalInputs },
      { github: reviews([review('approved', 'ada'), review('approved', 'grace'), review('approved', 'linus', 'staging')]) }
    )
    const data = call.parts().data_json as {
      attestation_name: string
      is_compliant: boolean
      artifact_fingerprint: string
      user_data: { approval: { approvals: { approved_by: string; comment: string }[] } }
    }
    expect(data).toMatchObject({ attestation_name: 'approval', is_compliant: true, artifact_fingerprint: FP })
    expect(data.user_data.approval.approvals.map((a) => [a.approved_by, a.comment])).toEqual([
      ['ada', 'ada says so'],
      ['grace', 'grace says so']
    ])
    expect(result.outputs.approved_by).toBe('ada,grace')
  })

  it('fails on a rejected review, and when none is for the environment, saying what was found', async () => {
    await expect(
      runOperation({ operation: 'attest-approval', flow: 'shop', ...approvalInputs }, { github: reviews([review('rejected', 'linus')]) })
    ).rejects.toThrow('rejected by linus')
    await expect(
      runOperation({ operation: 'approve', flow: 'shop', ...approvalInputs }, { github: reviews([review('approved', 'ada', 'staging')]) })
    ).rejects.toThrow("input `github-environment`: no approved review of this run's deployment to `production`: reviews were found for `staging`")
  })

  it('needs a token to read them', async () => {
    await expect(runOperation({ operation: 'approve', flow: 'shop', ...approvalInputs, 'github-token': '' })).rejects.toThrow(
      'input `github-token`: required by `approvers-from: environment-reviews`'
    )
  })
})

describe('approve on a service without the approvals API', () => {
  it.each([
    [410, { message: 'Gone' }],
    [404, { detail: 'Not Found' }]
  ])('says so on %i and names attest-approval', async (status, body) => {
    nock(BASE).post('/approvals/acme/shop').reply(status, body)
    await expect(runOperation({ operation: 'approve', flow: 'shop', fingerprint: FP })).rejects.toThrow(
      'record the approval as an attestation with `operation: attest-approval`'
    )
  })

  it("keeps the service's own 404 first, and says the approvals API may be gone", async () => {
    nock(BASE).post('/approvals/acme/shop').reply(404, { message: "Flow 'shop' not found" })
    await expect(runOperation({ operation: 'approve', flow: 'shop', fingerprint: FP })).rejects.toThrow(
      /Flow 'shop' not found\..*If the flow and the artifact exist, the service may no longer have the approvals API .*`operation: attest-approval`/
    )
  })
})
