import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { CATALOGUE } from '../../src/clients/service/catalogue/index.js'
import { endpointOf, responseProblems } from '../helpers/contract.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

const FP = 'e'.repeat(64)
const FP2 = 'f'.repeat(64)
const SHA = '3'.repeat(40)
const TEMPLATE =
  'version: 1\ntrail:\n  attestations:\n  - name: tests\n    type: junit\n  artifacts:\n  - name: app\n    attestations:\n    - name: scan\n      type: generic\n'
const PASSED = [{ name: 'suite', failures: 0, errors: 0, skipped: 1, total: 4, duration: 1.5 }]
const FAILED = [{ name: 'suite', failures: 1, errors: 0, skipped: 0, total: 4, duration: 1.5 }]
let sb: RunningSandbox

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

type Answer = { status: number; json: unknown }

/** Every answer in this file is held to the published document (or the spec where it lacks the endpoint). */
async function checked(method: string, path: string, answer: Promise<Answer>): Promise<Answer> {
  const r = await answer
  const endpoint = endpointOf(CATALOGUE, method, `/api/v2${path}`)?.endpoint
  expect(endpoint).toBeDefined()
  expect(await responseProblems(endpoint!, r.status, r.json)).toEqual([])
  return r
}
const call = (method: string, path: string, body?: unknown) => checked(method, path, sb.call(method, path, body))
const upload = (method: string, path: string, parts: Record<string, string | { filename: string; content: string }>) =>
  checked(method, path, sb.upload(method, path, parts))
const json = JSON.stringify

/** An organization with the template flow `shop` and the trail `main` begun in it. */
async function templateTrail(org: string, template = TEMPLATE) {
  expect(
    (
      await upload('PUT', `/flows/${org}/template_file`, {
        data_json: json({ name: 'shop', description: 'Shop' }),
        template_file: { filename: 'template.yml', content: template }
      })
    ).status
  ).toBe(201)
  expect(
    (
      await upload('PUT', `/trails/${org}/shop`, {
        data_json: json({ name: 'main', git_commit_info: { sha1: SHA, branch: 'main', author: 'Ada', message: 'Ship it', timestamp: 1 } })
      })
    ).status
  ).toBe(201)
}
const reportApp = (org: string, fingerprint = FP) =>
  call('POST', `/artifacts/${org}/shop`, {
    fingerprint,
    filename: 'app.tgz',
    build_url: 'https://ci/7',
    commit_url: `https://git/${SHA}`,
    git_commit: SHA,
    git_commit_info: { sha1: SHA, branch: 'main' },
    trail_name: 'main',
    template_reference_name: 'app'
  })
const junit = (org: string, results: unknown[]) =>
  upload('POST', `/attestations/${org}/shop/trail/main/junit`, { data_json: json({ attestation_name: 'tests', junit_results: results }) })
const scan = (org: string, compliant: boolean) =>
  upload('POST', `/attestations/${org}/shop/trail/main/generic`, {
    data_json: json({ attestation_name: 'scan', artifact_fingerprint: FP, is_compliant: compliant })
  })
const trailState = async (org: string) => ((await call('GET', `/trails/${org}/shop/main`)).json as { compliance_state: string }).compliance_state
const asserted = async (org: string) => ((await call('GET', `/asserts/${org}/fingerprint/${FP}?flow_name=shop`)).json as { compliant: boolean }).compliant

describe('a trail follows its template', () => {
  it('is incomplete until every expected attestation is there, compliant when they all are, non-compliant when one fails', async () => {
    await templateTrail('ev1')
    expect(await trailState('ev1')).toBe('INCOMPLETE')
    await reportApp('ev1')
    await junit('ev1', PASSED)
    expect(await trailState('ev1')).toBe('INCOMPLETE')
    expect(await asserted('ev1')).toBe(false)
    await scan('ev1', true)
    expect(await trailState('ev1')).toBe('COMPLIANT')
    expect(await asserted('ev1')).toBe(true)
    await junit('ev1', FAILED)
    expect(await trailState('ev1')).toBe('NON-COMPLIANT')
    expect(await asserted('ev1')).toBe(false)
  })

  it('counts an override of a failed attestation as its new verdict, until it is reported again', async () => {
    await templateTrail('ev2')
    await reportApp('ev2')
    await scan('ev2', true)
    await junit('ev2', FAILED)
    const override = {
      attestation_name: 'tests',
      original_attestation_type: 'junit',
      reason: 'flaky',
      new_compliance_status: true,
      artifact_fingerprint: null,
      target_artifacts: null
    }
    expect((await call('POST', '/attestations/ev2/shop/trail/main/override', override)).status).toBe(200)
    const trail = (await call('GET', '/trails/ev2/shop/main')).json as {
      compliance_state: string
      compliance_status: { attestations_statuses: { attestation_name: string; overridden_attestation_id: string | null }[] }
    }
    expect(trail.compliance_state).toBe('COMPLIANT')
    expect(trail.compliance_status.attestations_statuses.find((s) => s.attestation_name === 'tests')?.overridden_attestation_id).toEqual(expect.any(String))
    await junit('ev2', FAILED)
    expect(await trailState('ev2')).toBe('NON-COMPLIANT')
  })

  it('counts attestations beyond the template: a non-compliant one fails the artifact', async () => {
    await templateTrail('ev3')
    await reportApp('ev3')
    await junit('ev3', PASSED)
    await scan('ev3', true)
    await upload('POST', '/attestations/ev3/shop/trail/main/generic', {
      data_json: json({ attestation_name: 'extra', artifact_fingerprint: FP, is_compliant: false })
    })
    const assert = (await call('GET', `/asserts/ev3/fingerprint/${FP}`)).json as {
      compliant: boolean
      compliance_status: { attestations_statuses: { attestation_name: string; unexpected: boolean }[] }
    }
    expect(assert.compliant).toBe(false)
    expect(assert.compliance_status.attestations_statuses).toEqual(
      expect.arrayContaining([expect.objectContaining({ attestation_name: 'extra', unexpected: true })])
    )
  })

  it('binds an attestation for an artifact named in the template, reported before the artifact, once it comes', async () => {
    await templateTrail('ev4')
    await junit('ev4', PASSED)
    expect(
      (
        await upload('POST', '/attestations/ev4/shop/trail/main/generic', {
          data_json: json({ attestation_name: 'scan', target_artifacts: ['app'], git_commit_info: { sha1: SHA }, is_compliant: true })
        })
      ).status
    ).toBe(201)
    expect(await trailState('ev4')).toBe('INCOMPLETE')
    await reportApp('ev4')
    expect(await trailState('ev4')).toBe('COMPLIANT')
    expect((await call('GET', '/attestations/ev4/shop/trail/main/app.scan')).json).toEqual([
      expect.objectContaining({ attestation_name: 'scan', attestation_type: 'generic', is_compliant: true, created_at: expect.any(Number) })
    ])
  })

  it('takes a template of its own over its flow’s', async () => {
    await templateTrail('ev5')
    await upload('PUT', '/trails/ev5/shop', {
      data_json: json({ name: 'main' }),
      template_file: { filename: 't.yml', content: 'version: 1\ntrail:\n  attestations:\n  - name: approval\n    type: generic\n' }
    })
    const trail = (await call('GET', '/trails/ev5/shop/main')).json as { template: { trail: { attestations: { name: string }[] } }; events: { type: string }[] }
    expect(trail.template.trail.attestations.map((a) => a.name)).toEqual(['approval'])
    expect(trail.events.map((e) => e.type)).toEqual(['trail_reported', 'trail_updated'])
    await upload('POST', '/attestations/ev5/shop/trail/main/generic', { data_json: json({ attestation_name: 'approval', is_compliant: true }) })
    expect(await trailState('ev5')).toBe('COMPLIANT')
  })

  it('refuses what the service refuses: unknown flow or trail, archived flow, attestations by name with nothing to find them by', async () => {
    expect((await upload('PUT', '/trails/ev6/none', { data_json: json({ name: 'main' }) })).status).toBe(404)
    await templateTrail('ev6')
    expect((await upload('POST', '/attestations/ev6/shop/trail/none/generic', { data_json: json({ attestation_name: 'x', is_compliant: true }) })).status).toBe(
      404
    )
    expect(
      (
        await upload('POST', '/attestations/ev6/shop/trail/main/generic', {
          data_json: json({ attestation_name: 'x', target_artifacts: ['app'], is_compliant: true })
        })
      ).status
    ).toBe(400)
    expect((await upload('PUT', '/trails/ev6/shop', { data_json: json({ name: 'has/slash' }) })).status).toBe(400)
    expect((await call('PUT', '/flows/ev6/shop/archive')).status).toBe(200)
    expect((await call('GET', '/trails/ev6/shop/main')).status).toBe(404)
    expect((await reportApp('ev6')).status).toBe(404)
  })
})

describe('artifacts carry their trail’s attestations', () => {
  it('answers get artifact with its evidence, state, where it runs, and its history', async () => {
    await templateTrail('ar1')
    await reportApp('ar1')
    await junit('ar1', PASSED)
    await upload('POST', '/attestations/ar1/shop/trail/main/generic', {
      data_json: json({ attestation_name: 'scan', artifact_fingerprint: FP, is_compliant: true }),
      attachment_file: { filename: 'scan.zip', content: 'zip bytes' }
    })
    await call('PUT', '/environments/ar1', { name: 'prod', type: 'server', description: '' })
    await call('PUT', '/environments/ar1/prod/report/server', { artifacts: [{ digests: { app: FP }, creationTimestamp: 1 }] })
    const artifact = (await call('GET', `/artifacts/ar1/shop/fingerprint/${FP}`)).json as Record<string, unknown> & {
      evidence: Record<string, { evidence_type: string; is_compliant: boolean; evidence_archive_fingerprint: string | null }>
      history: { event: string }[]
    }
    expect(artifact).toMatchObject({
      trail_name: 'main',
      template_reference_name: 'app',
      git_commit: SHA,
      state: 'COMPLIANT',
      flow_name: 'shop',
      template: ['scan'],
      running: [expect.objectContaining({ environment_name: 'prod', snapshot_index: 1 })],
      exited: []
    })
    expect(Object.keys(artifact.evidence).sort()).toEqual(['scan', 'tests'])
    expect(artifact.evidence.scan.evidence_archive_fingerprint).toMatch(/^[a-f0-9]{64}$/)
    expect(artifact.history.map((h) => h.event)).toEqual(
      expect.arrayContaining([expect.stringContaining('reported to trail'), expect.stringContaining('started running')])
    )
    expect(((await call('GET', '/artifacts/ar1?flow_name=shop')).json as { fingerprint: string }[]).map((a) => a.fingerprint)).toEqual([FP])
    expect(((await call('GET', `/trails/ar1?fingerprint=${FP}`)).json as { data: { name: string }[] }).data.map((t) => t.name)).toEqual(['main'])
    expect((await call('GET', `/environments/ar1/prod`)).json).toMatchObject({ state: true })
  })

  it('makes the environment non-compliant when what runs there is not', async () => {
    await templateTrail('ar2')
    await reportApp('ar2')
    await junit('ar2', FAILED)
    await call('PUT', '/environments/ar2', { name: 'prod', type: 'server', description: '' })
    await call('PUT', '/environments/ar2/prod/report/server', { artifacts: [{ digests: { app: FP }, creationTimestamp: 1 }] })
    expect((await call('GET', '/environments/ar2/prod')).json).toMatchObject({ state: false })
    expect((await call('GET', '/snapshots/ar2/prod/-1')).json).toMatchObject({
      compliant: false,
      artifact_compliance_count: { compliant: 0, non_compliant: 1 }
    })
  })

  it('teaches search and latest_commit the commits of artifacts and attestations', async () => {
    await templateTrail('ar3')
    await reportApp('ar3')
    const later = '4'.repeat(40)
    await upload('POST', '/attestations/ar3/shop/trail/main/generic', {
      data_json: json({ attestation_name: 'scan', artifact_fingerprint: FP, git_commit_info: { sha1: later, branch: 'hotfix' }, is_compliant: true })
    })
    expect((await call('GET', `/artifacts/ar3/shop/${FP}/latest_commit`)).json).toEqual({ latest_commit: later })
    expect((await call('GET', `/artifacts/ar3/shop/${FP}/latest_commit?branch=main`)).json).toEqual({ latest_commit: SHA })
    const found = (await call('GET', `/search/ar3/sha/${SHA.slice(0, 12)}`)).json as {
      resolved_to: { type: string; full_match: string }
      artifacts: { fingerprint: string; has_provenance: boolean; trail: string }[]
    }
    expect(found.resolved_to).toMatchObject({ type: 'commit', full_match: SHA })
    expect(found.artifacts).toEqual([expect.objectContaining({ fingerprint: FP, has_provenance: true, trail: 'main' })])
  })

  it('keeps the artifacts of one trail apart from another’s', async () => {
    await templateTrail('ar4')
    await upload('PUT', '/trails/ar4/shop', { data_json: json({ name: 'other' }) })
    await reportApp('ar4')
    await call('POST', '/artifacts/ar4/shop', {
      fingerprint: FP2,
      filename: 'app.tgz',
      build_url: 'b',
      commit_url: 'c',
      trail_name: 'other',
      template_reference_name: 'app'
    })
    expect((await call('GET', `/artifacts/ar4/shop/fingerprint/${FP2}?trail=main`)).status).toBe(404)
    expect((await call('GET', `/artifacts/ar4/shop/fingerprint/${FP2}?trail=other`)).json).toMatchObject({ trail_name: 'other', git_commit: null })
    const trails = (await call('GET', '/trails/ar4/shop?per_page=1&page=2')).json as { data: { name: string }[]; pagination: unknown }
    expect(trails).toEqual({ data: [expect.objectContaining({ name: 'main' })], pagination: { total: 2, page: 2, per_page: 1, page_count: 2 } })
  })
})

describe('custom attestation types', () => {
  const type = (org: string, parts: Record<string, unknown>, schema?: string) =>
    upload('POST', `/custom-attestation-types/${org}`, {
      data_json: json(parts),
      ...(schema !== undefined && { type_schema: { filename: 'schema.json', content: schema } })
    })
  const custom = (org: string, data: unknown) =>
    upload('POST', `/attestations/${org}/shop/trail/main/custom`, {
      data_json: json({ attestation_name: 'coverage', type_name: 'coverage', attestation_data: data })
    })

  it('checks data against the schema and decides compliance by the jq rules, whichever way the data comes', async () => {
    await templateTrail('ct1')
    await type('ct1', { name: 'coverage', evaluator: { rules: ['.line >= 80', '.branches | length > 0'] } }, '{"type": "object", "required": ["line"]}')
    expect((await custom('ct1', { line: 91, branches: ['main'] })).status).toBe(201)
    const statuses = async () =>
      (
        (await call('GET', '/trails/ct1/shop/main')).json as {
          compliance_status: { attestations_statuses: { attestation_name: string; attestation_type: string; is_compliant: boolean }[] }
        }
      ).compliance_status.attestations_statuses
    expect(await statuses()).toEqual(
      expect.arrayContaining([expect.objectContaining({ attestation_name: 'coverage', attestation_type: 'custom:coverage', is_compliant: true })])
    )
    expect((await custom('ct1', '{"line": 50, "branches": ["main"]}')).status).toBe(201)
    expect(await statuses()).toEqual(expect.arrayContaining([expect.objectContaining({ attestation_name: 'coverage', is_compliant: false })]))
    expect((await custom('ct1', { branches: [] })).status).toBe(400)
    expect((await custom('ct1', 'not json')).status).toBe(400)
  })

  it('keeps versions: a change makes a new one, the same type again does not; archived types are gone', async () => {
    await templateTrail('ct2')
    expect((await type('ct2', { name: 'coverage' })).status).toBe(200)
    await type('ct2', { name: 'coverage', description: 'Line coverage', evaluator: { content_type: 'jq', rules: ['.line > 1'] } })
    await type('ct2', { name: 'coverage', description: 'Line coverage', evaluator: { content_type: 'jq', rules: ['.line > 1'] } })
    const got = (await call('GET', '/custom-attestation-types/ct2/coverage')).json as {
      description: string
      versions: { version: number; evaluator: unknown }[]
    }
    expect(got.description).toBe('Line coverage')
    expect(got.versions.map((v) => [v.version, v.evaluator])).toEqual([
      [1, { content_type: 'default' }],
      [2, { content_type: 'jq', rules: ['.line > 1'] }]
    ])
    expect(((await call('GET', '/custom-attestation-types/ct2/coverage?version=1')).json as { versions: unknown[] }).versions).toHaveLength(1)
    expect((await call('GET', '/custom-attestation-types/ct2/coverage?version=3')).status).toBe(404)
    expect(
      ((await call('GET', '/custom-attestation-types/ct2')).json as { name: string; versions: unknown[] }[]).map((t) => [t.name, t.versions.length])
    ).toEqual([['coverage', 2]])
    expect((await call('PUT', '/custom-attestation-types/ct2/coverage/archive')).status).toBe(200)
    expect((await call('GET', '/custom-attestation-types/ct2')).json).toEqual([])
    expect((await custom('ct2', { line: 2 })).status).toBe(404)
  })

  // Nested quantifiers such as ^(a+)+$ run on RE2 in linear time (sandbox-limits.test.ts);
  // what RE2 cannot run, a backreference here, is refused.
  it('refuses a schema whose patterns could run for ever', async () => {
    expect((await type('ct3', { name: 'slow' }, '{"type": "string", "pattern": "^(a+)\\\\1+$"}')).status).toBe(400)
  })
})
