import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { startSandbox, type RunningSandbox } from './helpers/sandbox.js'
import { MAX_BODY_BYTES } from '../src/sandbox/server.js'
import { tempDir } from './helpers/tree.js'

const FP1 = '1'.repeat(64)
const FP2 = '2'.repeat(64)
const SHA1 = 'a'.repeat(40)
const SHA2 = 'b'.repeat(40)
let sb: RunningSandbox

beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(() => sb.stop())

const errorBody = { message: expect.any(String), errors: expect.any(Object) }

describe('authentication', () => {
  it.each([
    [null, 'no credentials'],
    ['Bearer', 'empty bearer'],
    ['Basic !!!', 'malformed basic'],
    [`Basic ${Buffer.from('no-colon').toString('base64')}`, 'basic without a colon'],
    ['Token abc', 'unknown scheme']
  ] as [string | null, string][])('%s → 401 (%s)', async (auth, _why) => {
    const r = await sb.call('GET', '/environments/acme', undefined, auth)
    expect(r).toEqual({ status: 401, json: errorBody })
  })

  it('accepts Basic with the key as user name and any password', async () => {
    expect((await sb.call('GET', '/environments/acme', undefined, `Basic ${Buffer.from('key:').toString('base64')}`)).status).toBe(200)
    expect((await sb.call('GET', '/environments/acme', undefined, `Basic ${Buffer.from('key:whatever').toString('base64')}`)).status).toBe(200)
  })

  it('accepts only the given keys with --api-key', async () => {
    const strict = await startSandbox(['--api-key', 'k1', '--api-key', 'k2', '--quiet'])
    try {
      expect((await strict.call('GET', '/flows/acme', undefined, 'Bearer k2')).status).toBe(200)
      expect((await strict.call('GET', '/flows/acme', undefined, 'Bearer k3')).status).toBe(401)
    } finally {
      await strict.stop()
    }
  })
})

describe('bad requests never crash it', () => {
  it('answers 404 for unknown paths and 405 for wrong methods, with the error body', async () => {
    expect(await sb.call('GET', '/nowhere/acme')).toEqual({ status: 404, json: errorBody })
    expect(await sb.call('DELETE', '/flows/acme')).toEqual({ status: 405, json: errorBody })
  })

  it('answers 400 for malformed JSON and 415 for a wrong content type', async () => {
    await sb.call('PUT', '/environments/acme', { name: 'bad-input', type: 'server' })
    expect(await sb.call('PATCH', '/environments/acme/bad-input', '{"description": ')).toEqual({ status: 400, json: errorBody })
    const r = await fetch(`${sb.baseUrl}/environments/acme/bad-input`, { method: 'PATCH', headers: { authorization: 'Bearer k', 'content-type': 'text/plain' }, body: 'description=x' })
    expect(r.status).toBe(415)
  })

  it('refuses a huge body with 413, and keeps serving', async () => {
    const body = JSON.stringify({ name: 'f', description: 'x'.repeat(MAX_BODY_BYTES + 1) })
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${sb.baseUrl}/flows/acme`, { method: 'PUT', headers: { authorization: 'Bearer k', 'content-type': 'application/json' } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end(body)
    })
    expect(status).toBe(413)
    expect((await sb.call('GET', '/flows/acme')).status).toBe(200)
  })

  it('names what is wrong in a body, from the shared schemas', async () => {
    const r = await sb.call('POST', '/approvals/acme/f', { artifact_fingerprint: 'xyz', src_commit_list: [] })
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.json)).toContain('/artifact_fingerprint')
  })
})

describe('environments', () => {
  it('must exist before a report', async () => {
    expect((await sb.call('PUT', '/environments/acme/ghost/report/server', { type: 'server', artifacts: [] })).status).toBe(404)
  })

  it('create, patch only what is present, clear the description, and PUT ignores an empty one', async () => {
    expect((await sb.call('PUT', '/environments/acme', { name: 'prod', type: 'server', description: 'Production' })).status).toBe(201)
    expect((await sb.call('PATCH', '/environments/acme/prod', { include_scaling: true })).status).toBe(200)
    expect((await sb.call('GET', '/environments/acme/prod')).json).toMatchObject({ name: 'prod', description: 'Production', include_scaling: true })
    await sb.call('PATCH', '/environments/acme/prod', { policies: ['p1'], included_environments: ['stage'] })
    expect((await sb.call('GET', '/environments/acme/prod')).json).toMatchObject({ description: 'Production', include_scaling: true, policies: ['p1'], included_environments: ['stage'] })
    await sb.call('PUT', '/environments/acme', { name: 'prod', type: 'server', description: '' })
    expect((await sb.call('GET', '/environments/acme/prod')).json).toMatchObject({ description: 'Production' })
    await sb.call('PATCH', '/environments/acme/prod', { description: '' })
    expect((await sb.call('GET', '/environments/acme/prod')).json).toMatchObject({ description: '' })
  })

  it('snapshots: 201 when what runs changes, 200 when not, and for an empty report', async () => {
    await sb.call('PUT', '/environments/acme', { name: 'snap', type: 'server', description: '' })
    const report = (artifacts: unknown[]) => sb.call('PUT', '/environments/acme/snap/report/server', { type: 'server', artifacts })
    expect((await report([{ digests: { '/app': FP1 }, creationTimestamp: 1 }])).status).toBe(201)
    expect((await report([{ digests: { '/app': FP1 }, creationTimestamp: 2 }])).status).toBe(200)
    expect((await report([])).status).toBe(200)
    expect((await report([{ digests: {}, creationTimestamp: 3 }])).status).toBe(200)
    expect((await report([{ digests: { '/app': FP2 }, creationTimestamp: 4 }])).status).toBe(201)
    const snapshots = (await sb.call('GET', '/snapshots/acme/snap')).json as { index: number; artifacts: { fingerprint: string }[] }[]
    expect(snapshots.map((s) => [s.index, s.artifacts[0].fingerprint])).toEqual([
      [2, FP2],
      [1, FP1]
    ])
  })

  it('answers 404 for everything about an archived environment', async () => {
    await sb.call('PUT', '/environments/acme', { name: 'old', type: 'server', description: '' })
    expect((await sb.call('PUT', '/environments/acme/old/archive')).status).toBe(200)
    expect((await sb.call('PUT', '/environments/acme/old/report/server', { type: 'server', artifacts: [] })).status).toBe(404)
    expect((await sb.call('PATCH', '/environments/acme/old', { description: 'x' })).status).toBe(404)
    expect((await sb.call('GET', '/environments/acme/old')).status).toBe(404)
    expect((await sb.call('GET', '/snapshots/acme/old')).status).toBe(404)
    expect(((await sb.call('GET', '/environments/acme')).json as { name: string }[]).map((e) => e.name)).not.toContain('old')
  })

  it('refuses a server report for an environment of another type', async () => {
    await sb.call('PUT', '/environments/acme', { name: 'cluster', type: 'K8S', description: '' })
    expect((await sb.call('PUT', '/environments/acme/cluster/report/server', { type: 'server', artifacts: [] })).status).toBe(400)
  })
})

describe('flows, approvals, overrides, search, latest commit', () => {
  it('creates a private flow without visibility and updates it', async () => {
    expect((await sb.call('PUT', '/flows/acme', { name: 'shop', description: '', template: [] })).json).toBe("Flow 'shop' created")
    expect((await sb.call('PUT', '/flows/acme', { name: 'shop' })).status).toBe(400)
    await sb.call('PUT', '/flows/acme', { name: 'shop', description: 'Shop', template: ['artifact'] })
    expect((await sb.call('GET', '/flows/acme/shop')).json).toMatchObject({ name: 'shop', description: 'Shop', visibility: 'private', template: ['artifact'] })
    expect((await sb.call('GET', '/flows/acme/none')).status).toBe(404)
  })

  it('records an approval for an unseen artifact, and answers latest_commit from it', async () => {
    const r = await sb.call('POST', '/approvals/acme/shop', { artifact_fingerprint: FP1, description: '', src_commit_list: [SHA2, SHA1], approvals: [{ state: 'APPROVED', comment: 'ok', approved_by: 'me', approval_url: 'u' }] })
    expect(r.status).toBe(201)
    expect((r.json as { approvals: { state: string }[] }).approvals[0].state).toBe('APPROVED')
    expect(await sb.call('GET', `/artifacts/acme/shop/${FP1.slice(0, 8)}/latest_commit`)).toEqual({ status: 200, json: { latest_commit: SHA2 } })
    expect(((await sb.call('GET', '/approvals/acme/shop')).json as unknown[]).length).toBe(1)
  })

  it('takes the branch from overrides', async () => {
    const sha3 = 'c'.repeat(40)
    expect((await sb.call('POST', '/attestations/acme/shop/trail/t1/override', { attestation_name: 'tests', original_attestation_type: 'junit', reason: 'r', new_compliance_status: true, artifact_fingerprint: FP1, git_commit_info: { sha1: sha3, branch: 'release' } })).status).toBe(200)
    expect((await sb.call('GET', `/artifacts/acme/shop/${FP1}/latest_commit?branch=release`)).json).toEqual({ latest_commit: sha3 })
    expect((await sb.call('GET', `/artifacts/acme/shop/${FP1}/latest_commit?branch=other`)).json).toEqual({ latest_commit: null })
    expect((await sb.call('GET', `/artifacts/acme/shop/${'9'.repeat(64)}/latest_commit`)).status).toBe(404)
    expect((await sb.call('GET', `/artifacts/acme/shop/ABCDE/latest_commit`)).status).toBe(400)
  })

  it('searches by fingerprint prefix and commit, with where the artifact runs', async () => {
    const byFp = (await sb.call('GET', `/search/acme/sha/${FP1.slice(0, 10)}`)).json as { resolved_to: { type: string }; artifacts: { compliance_state: string; exited_from: string[]; running_in: string[] }[] }
    expect(byFp.resolved_to.type).toBe('fingerprint')
    expect(byFp.artifacts[0]).toMatchObject({ compliance_state: 'COMPLIANT', exited_from: ['snap'], running_in: [] })
    const byCommit = (await sb.call('GET', `/search/acme/sha/${SHA1}`)).json as { resolved_to: { full_match: string }; artifacts: { fingerprint: string }[] }
    expect(byCommit.resolved_to.full_match).toBe(SHA1)
    expect(byCommit.artifacts[0].fingerprint).toBe(FP1)
    expect((await sb.call('GET', '/search/acme/sha/xyz123')).status).toBe(400)
    expect((await sb.call('GET', '/search/acme/sha/abc')).status).toBe(400)
    expect((await sb.call('GET', `/search/acme/sha/${'f'.repeat(40)}`)).status).toBe(404)
  })
})

describe('custom attestation types and the policy schema', () => {
  async function upload(parts: Record<string, string>) {
    const form = new FormData()
    for (const [name, content] of Object.entries(parts)) form.append(name, name === 'type_schema' ? new Blob([content]) : content)
    return fetch(`${sb.baseUrl}/custom-attestation-types/acme`, { method: 'POST', headers: { authorization: 'Bearer k' }, body: form })
  }

  it('checks the parts', async () => {
    expect((await upload({ data_json: JSON.stringify({ name: 'cov', evaluator: { content_type: 'jq', rules: ['.x > 1'] } }), type_schema: '{"type": "object"}' })).status).toBe(200)
    expect((await upload({ type_schema: '{}' })).status).toBe(400)
    expect((await upload({ data_json: '{oops' })).status).toBe(400)
    expect((await upload({ data_json: JSON.stringify({ name: '-bad' }) })).status).toBe(400)
    expect((await upload({ data_json: JSON.stringify({ name: 'x' }), type_schema: '{"type": 5}' })).status).toBe(400)
    expect((await upload({ data_json: JSON.stringify({ name: 'x', description: 'd'.repeat(1024 * 1024 + 1) }) })).status).toBe(413)
    expect((await sb.call('PUT', '/flows/acme', undefined)).status).toBe(415)
    const types = (await sb.call('GET', '/custom-attestation-types/acme')).json as { name: string; type_schema: unknown }[]
    expect(types).toEqual([expect.objectContaining({ name: 'cov', type_schema: { type: 'object' } })])
  })

  it('serves the policy schema', async () => {
    const r = await sb.call('GET', '/schemas/environment-policy/v1')
    expect(r.status).toBe(200)
    expect((r.json as { $schema: string }).$schema).toContain('2020-12')
  })
})

describe('persistence and lifecycle', () => {
  it('keeps state across a restart, written atomically', async () => {
    const dir = tempDir('sbdata-')
    const file = path.join(dir, 'state.json')
    const first = await startSandbox(['--data', file, '--quiet'])
    await first.call('PUT', '/environments/acme', { name: 'kept', type: 'server', description: 'Kept' })
    expect(await first.stop('SIGINT')).toBe(0)
    expect(readdirSync(dir)).toEqual(['state.json'])
    expect(JSON.parse(readFileSync(file, 'utf8')).orgs.acme.environments.kept.description).toBe('Kept')
    const second = await startSandbox(['--data', file, '--quiet'])
    try {
      expect((await second.call('GET', '/environments/acme/kept')).json).toMatchObject({ description: 'Kept' })
    } finally {
      expect(await second.stop()).toBe(0)
    }
  })

  it('refuses to start on a file that is not its own', async () => {
    const file = path.join(tempDir('sbdata-'), 'state.json')
    writeFileSync(file, '{"something": "else"}')
    await expect(startSandbox(['--data', file])).rejects.toThrow('not a sandbox data file')
    expect(existsSync(file)).toBe(true)
  })
})
