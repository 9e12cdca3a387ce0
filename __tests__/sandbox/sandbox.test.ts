import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { MAX_BODY_BYTES } from '../../src/sandbox/server.js'

const FP1 = '1'.repeat(64)
const FP2 = '2'.repeat(64)
const SHA1 = 'a'.repeat(40)
const SHA2 = 'b'.repeat(40)
let sb: RunningSandbox

// One sandbox for the file; every test works in an organization of its own.
beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

const errorBody = { message: expect.any(String), errors: expect.any(Object) }

describe('authentication', () => {
  it.each([
    [null, 'no credentials'],
    ['Bearer', 'empty bearer'],
    ['Bearer good-key extra', 'a bearer key followed by more'],
    ['Basic !!!', 'malformed basic'],
    [`Basic ${Buffer.from('no-colon').toString('base64')}`, 'basic without a colon'],
    ['Token abc', 'unknown scheme']
  ] as [string | null, string][])('%s → 401 (%s)', async (auth) => {
    expect(await sb.call('GET', '/environments/auth1', undefined, auth)).toEqual({ status: 401, json: errorBody })
  })

  it('accepts Basic with the key as user name and any password', async () => {
    expect((await sb.call('GET', '/environments/auth2', undefined, `Basic ${Buffer.from('key:').toString('base64')}`)).status).toBe(200)
    expect((await sb.call('GET', '/environments/auth2', undefined, `Basic ${Buffer.from('key:whatever').toString('base64')}`)).status).toBe(200)
  })

  it('accepts only the given keys with --api-key', async () => {
    const strict = await startSandbox(['--api-key', 'k1', '--api-key', 'k2', '--quiet'])
    try {
      expect((await strict.call('GET', '/flows/auth3', undefined, 'Bearer k2')).status).toBe(200)
      expect((await strict.call('GET', '/flows/auth3', undefined, 'Bearer k3')).status).toBe(401)
    } finally {
      await strict.stop()
    }
  })
})

describe('requests it refuses, with the error body', () => {
  it('answers 404 for unknown paths and 405 for wrong methods', async () => {
    expect(await sb.call('GET', '/nowhere/bad1')).toEqual({ status: 404, json: errorBody })
    expect(await sb.call('DELETE', '/flows/bad1')).toEqual({ status: 405, json: errorBody })
  })

  it('answers 400 for malformed JSON and 415 for a wrong content type', async () => {
    await sb.call('PUT', '/environments/bad2', { name: 'prod', type: 'server', description: '' })
    expect(await sb.call('PATCH', '/environments/bad2/prod', '{"description": ')).toEqual({ status: 400, json: errorBody })
    const r = await fetch(`${sb.baseUrl}/environments/bad2/prod`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer k', 'content-type': 'text/plain' },
      body: 'description=x'
    })
    expect(r.status).toBe(415)
  })

  it('refuses a huge body with 413, and keeps serving', async () => {
    const body = JSON.stringify({ name: 'f', description: 'x'.repeat(MAX_BODY_BYTES + 1) })
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${sb.baseUrl}/flows/bad3`,
        { method: 'PUT', headers: { authorization: 'Bearer k', 'content-type': 'application/json' } },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        }
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(status).toBe(413)
    expect((await sb.call('GET', '/flows/bad3')).status).toBe(200)
  })

  it('names what is wrong in a body, from the shared schemas', async () => {
    const r = await sb.call('POST', '/approvals/bad4/f', { artifact_fingerprint: 'xyz', src_commit_list: [] })
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.json)).toContain('/artifact_fingerprint')
  })
})

describe('environments', () => {
  it('must exist before a report', async () => {
    expect((await sb.call('PUT', '/environments/env1/ghost/report/server', { type: 'server', artifacts: [] })).status).toBe(404)
  })

  it('create, patch only what is present, clear the description, and PUT ignores an empty one', async () => {
    expect((await sb.call('PUT', '/environments/env2', { name: 'prod', type: 'server', description: 'Production' })).status).toBe(201)
    expect((await sb.call('PATCH', '/environments/env2/prod', { include_scaling: true })).status).toBe(200)
    expect((await sb.call('GET', '/environments/env2/prod')).json).toMatchObject({ name: 'prod', description: 'Production', include_scaling: true })
    const policy = {
      payload: JSON.stringify({ name: 'p1' }),
      policy_file: { filename: 'p1.yaml', content: '_schema: https://docs.kosli.com/schemas/policy/v1\n' }
    }
    expect((await sb.upload('PUT', '/policies/env2', policy)).status).toBe(201)
    expect((await sb.call('PATCH', '/environments/env2/prod', { policies: ['p2'] })).status).toBe(404)
    await sb.call('PATCH', '/environments/env2/prod', { policies: ['p1'], included_environments: ['stage'] })
    expect((await sb.call('GET', '/environments/env2/prod')).json).toMatchObject({
      description: 'Production',
      include_scaling: true,
      policies: ['p1'],
      included_environments: ['stage']
    })
    expect((await sb.call('PUT', '/environments/env2', { name: 'prod', type: 'server', description: '' })).status).toBe(200)
    expect((await sb.call('GET', '/environments/env2/prod')).json).toMatchObject({ description: 'Production' })
    await sb.call('PATCH', '/environments/env2/prod', { description: '' })
    expect((await sb.call('GET', '/environments/env2/prod')).json).toMatchObject({ description: '' })
  })

  it('takes nulls for the optional fields and a logical type, as the document allows', async () => {
    const body = { name: 'all', type: 'logical', description: '', include_scaling: null, require_provenance: null, included_environments: null, policies: null }
    expect((await sb.call('PUT', '/environments/env3', body)).status).toBe(201)
    expect((await sb.call('GET', '/environments/env3/all')).json).toMatchObject({
      type: 'logical',
      include_scaling: false,
      included_environments: [],
      policies: [],
      state: null
    })
  })

  it('snapshots: 201 when what runs changes, 200 when not, and for an empty report; `type` defaults to server', async () => {
    await sb.call('PUT', '/environments/env4', { name: 'snap', type: 'server', description: '' })
    const report = (artifacts: unknown[]) => sb.call('PUT', '/environments/env4/snap/report/server', { artifacts })
    expect((await report([{ digests: { '/app': FP1 }, creationTimestamp: 1 }])).status).toBe(201)
    expect((await report([{ digests: { '/app': FP1 }, creationTimestamp: 2 }])).status).toBe(200)
    expect((await report([])).status).toBe(200)
    expect((await report([{ digests: {}, creationTimestamp: 3 }])).status).toBe(200)
    expect((await report([{ digests: { '/app': FP2 }, creationTimestamp: 4 }])).status).toBe(201)
    const snapshots = (await sb.call('GET', '/snapshots/env4/snap')).json as { index: number }[]
    expect(snapshots.map((s) => s.index)).toEqual([2, 1])
    const latest = (await sb.call('GET', '/snapshots/env4/snap/-1')).json as {
      index: number
      is_latest: boolean
      artifacts: { fingerprint: string; annotation: { type: string } }[]
    }
    expect(latest).toMatchObject({ index: 2, is_latest: true })
    expect(latest.artifacts.map((a) => [a.fingerprint, a.annotation.type])).toEqual([
      [FP2, 'started'],
      [FP1, 'exited']
    ])
  })

  it('lists snapshots a page at a time, oldest first with reverse, within an interval', async () => {
    await sb.call('PUT', '/environments/env5', { name: 'prod', type: 'server', description: '' })
    for (let i = 1; i <= 5; i++)
      await sb.call('PUT', '/environments/env5/prod/report/server', { artifacts: [{ digests: { '/app': String(i).repeat(64) }, creationTimestamp: i }] })
    const indexes = async (query: string) => ((await sb.call('GET', `/snapshots/env5/prod${query}`)).json as { index: number }[]).map((s) => s.index)
    expect(await indexes('')).toEqual([5, 4, 3, 2, 1])
    expect(await indexes('?per_page=2&page=2')).toEqual([3, 2])
    expect(await indexes('?reverse=true&per_page=2')).toEqual([1, 2])
    expect(await indexes('?interval=2..4')).toEqual([4, 3, 2])
    expect(await indexes('?interval=~1..NOW')).toEqual([5, 4])
    expect(await indexes('?interval=')).toEqual([5, 4, 3, 2, 1])
    expect((await sb.call('GET', '/snapshots/env5/prod?interval=5')).status).toBe(400)
    expect((await sb.call('GET', '/snapshots/env5/prod/%233')).json).toMatchObject({ index: 3, is_latest: false })
    expect((await sb.call('GET', '/snapshots/env5/prod/~1')).json).toMatchObject({ index: 4 })
    expect((await sb.call('GET', '/snapshots/env5/prod/9')).status).toBe(404)
  })

  it('answers 404 for everything about an archived environment', async () => {
    await sb.call('PUT', '/environments/env6', { name: 'old', type: 'server', description: '' })
    expect((await sb.call('PUT', '/environments/env6/old/archive')).status).toBe(200)
    expect((await sb.call('PUT', '/environments/env6/old/report/server', { type: 'server', artifacts: [] })).status).toBe(404)
    expect((await sb.call('PATCH', '/environments/env6/old', { description: 'x' })).status).toBe(404)
    expect((await sb.call('GET', '/environments/env6/old')).status).toBe(404)
    expect((await sb.call('GET', '/snapshots/env6/old')).status).toBe(404)
    expect(((await sb.call('GET', '/environments/env6')).json as { name: string }[]).map((e) => e.name)).not.toContain('old')
  })

  it('refuses a server report for an environment of another type', async () => {
    await sb.call('PUT', '/environments/env7', { name: 'cluster', type: 'K8S', description: '' })
    expect((await sb.call('PUT', '/environments/env7/cluster/report/server', { type: 'server', artifacts: [] })).status).toBe(400)
  })
})

describe('flows, approvals, overrides, search, latest commit', () => {
  it('creates a private flow without visibility, then updates it', async () => {
    expect(await sb.call('PUT', '/flows/fl1', { name: 'shop', description: '', template: [] })).toEqual({ status: 201, json: "Flow 'shop' created" })
    expect((await sb.call('PUT', '/flows/fl1', { name: 'shop' })).status).toBe(400)
    expect((await sb.call('PUT', '/flows/fl1', { name: 'shop', description: 'Shop', template: ['artifact'] })).status).toBe(200)
    expect((await sb.call('GET', '/flows/fl1/shop')).json).toMatchObject({
      name: 'shop',
      description: 'Shop',
      visibility: 'private',
      template: ['artifact'],
      tags: {}
    })
    expect((await sb.call('GET', '/flows/fl1/none')).status).toBe(404)
  })

  it('lists flows by name, case-sensitively unless told, and hides archived ones', async () => {
    for (const name of ['Shop-api', 'shop-web', 'billing']) await sb.call('PUT', '/flows/fl2', { name, description: '', template: [] })
    const names = async (query: string) => ((await sb.call('GET', `/flows/fl2${query}`)).json as { name: string }[]).map((f) => f.name)
    expect(await names('?search_by_name=shop')).toEqual(['shop-web'])
    expect(await names('?search_by_name=shop&case_sensitive=false')).toEqual(['Shop-api', 'shop-web'])
    expect((await sb.call('PUT', '/flows/fl2/billing/archive')).status).toBe(200)
    expect(await names('')).toEqual(['Shop-api', 'shop-web'])
    expect((await sb.call('GET', '/flows/fl2/billing')).status).toBe(404)
  })

  it('records an approval for an unseen artifact, answers latest_commit from it, and lists approvals a page at a time', async () => {
    const approve = () =>
      sb.call('POST', '/approvals/ap1/shop', {
        artifact_fingerprint: FP1,
        description: '',
        src_commit_list: [SHA2, SHA1],
        approvals: [{ state: 'APPROVED', comment: 'ok', approved_by: 'me', approval_url: 'u' }]
      })
    const r = await approve()
    expect(r.status).toBe(201)
    expect((r.json as { approvals: { state: string }[] }).approvals[0].state).toBe('APPROVED')
    await approve()
    expect(await sb.call('GET', `/artifacts/ap1/shop/${FP1.slice(0, 8)}/latest_commit`)).toEqual({ status: 200, json: { latest_commit: SHA2 } })
    expect(((await sb.call('GET', '/approvals/ap1/shop')).json as { release_number: number }[]).map((a) => a.release_number)).toEqual([2, 1])
    expect(((await sb.call('GET', '/approvals/ap1/shop?per_page=1&page=2')).json as { release_number: number }[]).map((a) => a.release_number)).toEqual([1])
  })

  it('takes the branch from overrides', async () => {
    const sha3 = 'c'.repeat(40)
    await sb.call('POST', '/approvals/ov1/shop', { artifact_fingerprint: FP1, description: '', src_commit_list: [SHA1] })
    const override = {
      attestation_name: 'tests',
      original_attestation_type: 'junit',
      reason: 'r',
      new_compliance_status: true,
      artifact_fingerprint: FP1,
      git_commit_info: { sha1: sha3, branch: 'release' }
    }
    expect((await sb.call('POST', '/attestations/ov1/shop/trail/t1/override', override)).status).toBe(200)
    expect((await sb.call('GET', `/artifacts/ov1/shop/${FP1}/latest_commit?branch=release`)).json).toEqual({ latest_commit: sha3 })
    expect((await sb.call('GET', `/artifacts/ov1/shop/${FP1}/latest_commit?branch=other`)).json).toEqual({ latest_commit: null })
    expect((await sb.call('GET', `/artifacts/ov1/shop/${'9'.repeat(64)}/latest_commit`)).status).toBe(404)
    expect((await sb.call('GET', `/artifacts/ov1/shop/ABCDE/latest_commit`)).status).toBe(400)
  })

  it('searches by fingerprint prefix and commit, with where the artifact runs and its history', async () => {
    await sb.call('PUT', '/environments/se1', { name: 'snap', type: 'server', description: '' })
    await sb.call('PUT', '/environments/se1/snap/report/server', { artifacts: [{ digests: { '/app': FP1 }, creationTimestamp: 1 }] })
    await sb.call('PUT', '/environments/se1/snap/report/server', { artifacts: [{ digests: { '/app': FP2 }, creationTimestamp: 2 }] })
    await sb.call('POST', '/approvals/se1/shop', { artifact_fingerprint: FP1, description: '', src_commit_list: [SHA1] })
    await sb.call('POST', '/attestations/se1/shop/trail/t1/override', {
      attestation_name: 'tests',
      original_attestation_type: 'junit',
      reason: 'r',
      new_compliance_status: true,
      artifact_fingerprint: FP1
    })
    type Found = {
      resolved_to: { type: string; full_match: string }
      artifacts: {
        fingerprint: string
        compliance_state: string
        exited_from: string[]
        running_in: string[]
        history: { event: string; timestamp: number }[]
        api_url: string
      }[]
    }
    const byFp = (await sb.call('GET', `/search/se1/sha/${FP1.slice(0, 10)}`)).json as Found
    expect(byFp.resolved_to).toMatchObject({ type: 'fingerprint', full_match: FP1 })
    expect(byFp.artifacts[0]).toMatchObject({
      compliance_state: 'COMPLIANT',
      exited_from: ['snap'],
      running_in: [],
      api_url: expect.stringContaining(`/api/v2/artifacts/se1/shop/fingerprint/${FP1}`)
    })
    expect(byFp.artifacts[0].history).toEqual(expect.arrayContaining([{ event: expect.stringContaining('exited'), timestamp: expect.any(Number) }]))
    const byCommit = (await sb.call('GET', `/search/se1/sha/${SHA1}`)).json as Found
    expect(byCommit.resolved_to).toMatchObject({ type: 'commit', full_match: SHA1 })
    expect(byCommit.artifacts.map((a) => a.fingerprint)).toEqual([FP1])
    expect(((await sb.call('GET', `/search/se1/sha/${FP2}`)).json as Found).artifacts[0]).toMatchObject({
      running_in: ['snap'],
      compliance_state: 'INCOMPLETE'
    })
    expect((await sb.call('GET', '/search/se1/sha/xyz123')).status).toBe(400)
    expect((await sb.call('GET', '/search/se1/sha/abc')).status).toBe(400)
    expect((await sb.call('GET', `/search/se1/sha/${'f'.repeat(40)}`)).status).toBe(404)
  })
})

describe('the policy schema', () => {
  it('is served', async () => {
    const r = await sb.call('GET', '/schemas/environment-policy/v1')
    expect(r.status).toBe(200)
    expect((r.json as { $schema: string }).$schema).toContain('2020-12')
  })
})
