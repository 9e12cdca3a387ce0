import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { openConnection } from '../../src/sandbox/db/sqlite.js'
import { APPLICATION_ID, SCHEMA, SCHEMA_VERSION } from '../../src/sandbox/db/tables.js'
import type { PolicyEvaluation } from '../../src/clients/service/catalogue/queries.js'
import { CATALOGUE } from '../../src/clients/service/catalogue/index.js'
import { endpointOf, responseProblems } from '../helpers/contract.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'

const FP = 'd'.repeat(64)
const FP2 = 'e'.repeat(64)
const SHA = '4'.repeat(40)
const SCHEMA_URL = '_schema: https://docs.kosli.com/schemas/policy/v1'
let sb: RunningSandbox

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

type Answer = { status: number; json: unknown }

/** Every answer here is held to the published document, as the contract test holds the rest. */
async function checked(method: string, path: string, answer: Promise<Answer>): Promise<Answer> {
  const r = await answer
  const endpoint = endpointOf(CATALOGUE, method, `/api/v2${path}`)?.endpoint
  expect(await responseProblems(endpoint!, r.status, r.json)).toEqual([])
  return r
}
const call = (method: string, path: string, body?: unknown) => checked(method, path, sb.call(method, path, body))
const putPolicy = (org: string, name: string, yaml: string, comment = '') =>
  checked(
    'PUT',
    `/policies/${org}`,
    sb.upload('PUT', `/policies/${org}`, { payload: JSON.stringify({ name, comment }), policy_file: { filename: `${name}.yaml`, content: yaml } })
  )

/** An organization with the flow `shop`, the artifact FP reported to it (its trail begun by it), and the environment `prod`. */
async function shop(org: string) {
  expect((await call('PUT', `/flows/${org}`, { name: 'shop', description: '', template: ['artifact'] })).status).toBe(201)
  expect(
    (
      await call('POST', `/artifacts/${org}/shop`, {
        fingerprint: FP,
        filename: 'shop.tgz',
        build_url: 'https://ci/1',
        commit_url: 'https://git/c',
        git_commit: SHA,
        git_commit_info: { sha1: SHA, branch: 'main' }
      })
    ).status
  ).toBe(201)
  expect((await call('PUT', `/environments/${org}`, { name: 'prod', type: 'server', description: '' })).status).toBe(201)
}
const report = (org: string, running: Record<string, string>) =>
  call('PUT', `/environments/${org}/prod/report/server`, {
    type: 'server',
    artifacts: Object.entries(running).map(([name, fp]) => ({ digests: { [name]: fp }, creationTimestamp: 1 }))
  })
const attach = (org: string, ...policies: string[]) => call('POST', `/environments/${org}/prod/policies`, { policy_names: policies })
/** An attestation about FP in its trail, the JSON way: an override. */
const attest = (org: string, name: string, compliant: boolean) =>
  call('POST', `/attestations/${org}/shop/trail/${SHA}/override`, {
    attestation_name: name,
    original_attestation_type: 'generic',
    reason: 'recorded',
    new_compliance_status: compliant,
    artifact_fingerprint: FP
  })
const state = async (org: string) => ((await call('GET', `/environments/${org}/prod`)).json as { state: boolean | null }).state

interface SnapshotArtifact {
  name: string
  compliant: boolean
  policy_decisions: PolicyEvaluation[]
  reasons_for_incompliance: string[]
}
const snapshot = async (org: string) =>
  (await call('GET', `/snapshots/${org}/prod/-1`)).json as {
    compliant: boolean
    artifacts: SnapshotArtifact[]
    applied_policies: { name: string; version: number; failing_artifacts: string[] }[]
  }
const assertIn = async (org: string, query: string) =>
  (await call('GET', `/asserts/${org}/fingerprint/${FP}?${query}`)).json as { compliant: boolean; policy_evaluations: PolicyEvaluation[] | null }

const SCAN_REQUIRED = `${SCHEMA_URL}\nartifacts:\n  attestations:\n    - name: scan\n      type: generic\n`

describe('an environment judged by its policies', () => {
  it('is non-compliant while a required attestation is missing, naming the rule, and compliant once it is recorded', async () => {
    await shop('pe1')
    expect((await putPolicy('pe1', 'needs-scan', SCAN_REQUIRED)).status).toBe(201)
    expect((await attach('pe1', 'needs-scan')).status).toBe(200)
    expect((await report('pe1', { '/srv/shop': FP })).status).toBe(201)
    expect(await state('pe1')).toBe(false)
    const before = await snapshot('pe1')
    expect(before.compliant).toBe(false)
    expect(before.artifacts[0]).toMatchObject({
      name: '/srv/shop',
      compliant: false,
      reasons_for_incompliance: [`policy 'needs-scan': attestation 'scan' (generic): missing attestation in flow 'shop', trail '${SHA}'`]
    })
    expect(before.applied_policies).toMatchObject([{ name: 'needs-scan', version: 1, failing_artifacts: ['/srv/shop'] }])
    const gate = await assertIn('pe1', 'environment_name=prod')
    expect(gate.compliant).toBe(false)
    expect(gate.policy_evaluations?.[0].rule_evaluations?.[2]).toMatchObject({
      rule: { type: 'attestation', definition: { name: 'scan', type: 'generic' } },
      satisfied: false,
      resolutions: [{ type: 'missing_attestation', context: { flow_name: 'shop', trail_name: SHA } }]
    })

    await attest('pe1', 'scan', false)
    expect((await assertIn('pe1', 'environment_name=prod')).policy_evaluations?.[0].rule_evaluations?.[2].resolutions?.[0].type).toBe(
      'non_compliant_attestation'
    )
    await attest('pe1', 'scan', true)
    expect(await state('pe1')).toBe(true)
    expect((await snapshot('pe1')).artifacts[0]).toMatchObject({ compliant: true, reasons_for_incompliance: [] })
    expect((await assertIn('pe1', 'environment_name=prod')).compliant).toBe(true)
  })

  it('whatever its trail says, when the policy does not ask for trail compliance', async () => {
    // A failed attestation about the artifact: NON-COMPLIANT in its trail.
    await shop('pe2')
    await attest('pe2', 'lint', false)
    await report('pe2', { '/srv/shop': FP })
    expect(await state('pe2')).toBe(false)
    await putPolicy('pe2', 'provenance', `${SCHEMA_URL}\nartifacts:\n  provenance:\n    required: true\n`)
    await attach('pe2', 'provenance')
    expect(await state('pe2')).toBe(true)
    await putPolicy('pe2', 'trails', `${SCHEMA_URL}\nartifacts:\n  trail-compliance:\n    required: true\n`)
    await attach('pe2', 'trails')
    expect(await state('pe2')).toBe(false)
    expect((await snapshot('pe2')).artifacts[0].reasons_for_incompliance).toEqual([
      `policy 'trails': trail-compliance: non compliant in trail in flow 'shop', trail '${SHA}'`
    ])
    // Detached, the environment is judged as before it had policies: by its artifacts' trails.
    expect((await call('DELETE', '/environments/pe2/prod/policies', { policy_names: ['trails', 'provenance'] })).status).toBe(200)
    expect(((await call('GET', '/environments/pe2/prod')).json as { policies: string[] }).policies).toEqual([])
    expect(await state('pe2')).toBe(false)
  })

  it('waives provenance for what an exception names, and not for the rest', async () => {
    await shop('pe3')
    await putPolicy(
      'pe3',
      'provenance',
      `${SCHEMA_URL}\nartifacts:\n  provenance:\n    required: true\n    exceptions:\n      - if: \${{ matches(artifact.name, "^datadog/") }}\n`
    )
    await attach('pe3', 'provenance')
    await report('pe3', { '/srv/shop': FP, 'datadog/agent:7': FP2 })
    expect(await state('pe3')).toBe(true)
    await report('pe3', { '/srv/shop': FP, 'nginx:1': FP2 })
    const s = await snapshot('pe3')
    expect(s.compliant).toBe(false)
    expect(s.artifacts.find((a) => a.name === 'nginx:1')).toMatchObject({
      compliant: false,
      reasons_for_incompliance: ["policy 'provenance': provenance: no provenance"]
    })
    expect(s.artifacts.find((a) => a.name === '/srv/shop')?.compliant).toBe(true)
  })

  it("reads the flow's tags in a rule's condition", async () => {
    await shop('pe4')
    await putPolicy(
      'pe4',
      'reviewed',
      `${SCHEMA_URL}\nartifacts:\n  attestations:\n    - name: review\n      type: "*"\n      if: \${{ flow.tags.risk-level == "high" }}\n`
    )
    await attach('pe4', 'reviewed')
    await report('pe4', { '/srv/shop': FP })
    expect(await state('pe4')).toBe(true)
    expect((await call('PATCH', '/tags/pe4/flow/shop', { set_tags: { 'risk-level': 'high' } })).status).toBe(200)
    expect(((await call('GET', '/flows/pe4/shop')).json as { tags: unknown }).tags).toEqual({ 'risk-level': 'high' })
    expect(await state('pe4')).toBe(false)
    await attest('pe4', 'review', true)
    expect(await state('pe4')).toBe(true)
    await call('PATCH', '/tags/pe4/flow/shop', { remove_tags: ['risk-level'] })
    await attest('pe4', 'review', false)
    // The condition no longer holds: the failed review is not asked for.
    expect(await state('pe4')).toBe(true)
  })

  it('asserts against named policies, which must exist, without an environment', async () => {
    await shop('pe5')
    await putPolicy('pe5', 'needs-scan', SCAN_REQUIRED)
    expect((await assertIn('pe5', 'policy_name=needs-scan')).compliant).toBe(false)
    await attest('pe5', 'scan', true)
    const answer = await assertIn('pe5', 'policy_name=needs-scan&policy_name=needs-scan')
    expect(answer.compliant).toBe(true)
    expect(answer.policy_evaluations?.map((e) => e.policy_name)).toEqual(['needs-scan'])
    expect((await sb.call('GET', `/asserts/pe5/fingerprint/${FP}?policy_name=missing`)).status).toBe(404)
  })

  it('names only policies that exist: attach, PUT and PATCH refuse others', async () => {
    await shop('pe6')
    expect((await sb.call('POST', '/environments/pe6/prod/policies', { policy_names: ['missing'] })).status).toBe(404)
    expect((await sb.call('PUT', '/environments/pe6', { name: 'prod', type: 'server', description: '', policies: ['missing'] })).status).toBe(404)
    expect((await sb.call('PATCH', '/environments/pe6/prod', { policies: ['missing'] })).status).toBe(404)
    await putPolicy('pe6', 'p', SCAN_REQUIRED)
    await attach('pe6', 'p', 'p')
    await attach('pe6', 'p')
    expect(((await call('GET', '/environments/pe6/prod')).json as { policies: string[] }).policies).toEqual(['p'])
  })
})

describe('policies', () => {
  it('keep a version per change of rules, and the environments that use them', async () => {
    await shop('pv1')
    expect((await putPolicy('pv1', 'p', SCAN_REQUIRED, 'first')).status).toBe(201)
    // The same rules again (a comment aside) are the same version.
    expect((await putPolicy('pv1', 'p', `# again\n${SCAN_REQUIRED}`, 'again')).status).toBe(200)
    expect((await putPolicy('pv1', 'p', `${SCAN_REQUIRED}  provenance:\n    required: true\n`, 'provenance too')).status).toBe(200)
    await attach('pv1', 'p')
    const view = (await call('GET', '/policies/pv1/p')).json as { versions: { version: number; comment: string }[]; consuming_envs: string[] }
    expect(view.versions.map((v) => [v.version, v.comment])).toEqual([
      [1, 'first'],
      [2, 'provenance too']
    ])
    expect(view.consuming_envs).toEqual(['prod'])
    expect(((await call('GET', '/policies/pv1')).json as unknown[]).length).toBe(1)
    await report('pv1', { '/srv/shop': FP })
    expect((await snapshot('pv1')).applied_policies[0].version).toBe(2)
  })

  it('refuse a file the schema or the expression language refuses, with its line', async () => {
    const bad = await sb.upload('PUT', '/policies/pv2', {
      payload: JSON.stringify({ name: 'p' }),
      policy_file: { filename: 'p.yaml', content: `${SCHEMA_URL}\nartifacts:\n  attestations:\n    - type: junit\n      if: \${{ flow.name = "x" }}\n` }
    })
    expect(bad.status).toBe(400)
    expect((bad.json as { message: string }).message).toMatch(
      /^policy_file line 5: \/artifacts\/attestations\/0\/if expression: `=` is not part of the language/
    )
    const schema = await sb.upload('PUT', '/policies/pv2', {
      payload: JSON.stringify({ name: 'p' }),
      policy_file: { filename: 'p.yaml', content: `${SCHEMA_URL}\nartifacts:\n  provenance:\n    required: maybe\n` }
    })
    expect(schema.status).toBe(400)
    expect((schema.json as { message: string }).message).toContain('policy_file line 4: /artifacts/provenance/required must be boolean')
    expect((await sb.call('GET', '/policies/pv2/p')).status).toBe(404)
  })
})

describe('a sandbox database made before policies', () => {
  it('gets their tables in place, keeping what it holds and its version', async () => {
    const file = path.join(tempDir('sbv1-'), 'old.db')
    const old = openConnection(file)
    old.exec(SCHEMA)
    // What a sandbox that predates policies left: the same database without their tables.
    old.exec('DROP TABLE policies; DROP TABLE policy_versions; DROP TABLE tags')
    old.exec(`PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = ${SCHEMA_VERSION}`)
    old.exec(
      "INSERT INTO environments (org, name, type, description, include_scaling, included_environments, policies, created_at, last_modified_at) VALUES ('v1', 'prod', 'server', 'kept', 0, '[]', '[]', 1, 1)"
    )
    old.close()
    const upgraded = await startSandbox(['--quiet', '--data', file])
    try {
      expect((await upgraded.call('GET', '/environments/v1/prod')).json).toMatchObject({ description: 'kept' })
      const put = await upgraded.upload('PUT', '/policies/v1', {
        payload: JSON.stringify({ name: 'p' }),
        policy_file: { filename: 'p.yaml', content: SCAN_REQUIRED }
      })
      expect(put.status).toBe(201)
    } finally {
      await upgraded.stop()
    }
    const reopened = openConnection(file, { readOnly: true })
    expect(reopened.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION })
    reopened.close()
  })
})
