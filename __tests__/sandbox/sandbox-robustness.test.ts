import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import net from 'node:net'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

const FP = 'c'.repeat(64)
const errorBody = { message: expect.any(String), errors: expect.any(Object) }
let sb: RunningSandbox

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

/** Bytes as they are, on a connection of their own: what arrives back, whole. */
function raw(bytes: string | Buffer): Promise<string> {
  const url = new URL(sb.baseUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(bytes))
    let text = ''
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
}

/** An organization with one environment and one snapshot, to prove another's requests leave it alone. */
async function control(org: string) {
  await sb.call('PUT', `/environments/${org}`, { name: 'prod', type: 'server', description: 'control' })
  await sb.call('PUT', `/environments/${org}/prod/report/server`, { artifacts: [{ digests: { '/app': FP }, creationTimestamp: 1 }] })
  // A snapshot's duration grows with the clock; everything else must stay as it was.
  const snapshots = async () => ((await sb.call('GET', `/snapshots/${org}/prod`)).json as Record<string, unknown>[]).map(({ duration: _, ...rest }) => rest)
  const state = async () => [
    (await sb.call('GET', `/environments/${org}/prod`)).json,
    await snapshots(),
    (await sb.call('GET', `/snapshots/${org}/prod/-1`)).json
  ]
  return { before: await state(), state }
}

describe('names that are JavaScript object internals', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    '%s works as organization, environment, flow, trail and attestation name',
    async (name) => {
      const other = await control(`ctl-${name.replace(/_/g, 'u')}`)
      const envName = name === '__proto__' ? 'proto' : name // `__proto__` is not a valid environment name
      expect((await sb.call('PUT', `/environments/${name}`, { name: envName, type: 'server', description: '' })).status).toBe(201)
      expect((await sb.call('PATCH', `/environments/${name}/${envName}`, { description: 'patched' })).status).toBe(200)
      expect(
        (await sb.call('PUT', `/environments/${name}/${envName}/report/server`, { artifacts: [{ digests: { [name]: FP }, creationTimestamp: 1 }] })).status
      ).toBe(201)
      expect((await sb.call('GET', `/environments/${name}/${envName}`)).json).toMatchObject({ name: envName, description: 'patched' })
      expect((await sb.call('PUT', `/flows/${name}`, { name: envName, description: '', template: [] })).status).toBe(201)
      expect(
        (
          await sb.call('POST', `/artifacts/${name}/${envName}`, {
            fingerprint: FP,
            filename: name,
            build_url: 'b',
            commit_url: 'c',
            git_commit: 'd'.repeat(40),
            template_reference_name: envName
          })
        ).status
      ).toBe(201)
      const trail = 'd'.repeat(40)
      expect(
        (await sb.upload('PUT', `/trails/${name}/${envName}`, { data_json: JSON.stringify({ name: trail, user_data: { [name]: { [name]: 1 } } }) })).status
      ).toBe(200)
      expect(
        (
          await sb.upload('POST', `/attestations/${name}/${envName}/trail/${trail}/generic`, {
            data_json: JSON.stringify({ attestation_name: envName, artifact_fingerprint: FP, is_compliant: true, annotations: { [name]: 'x' } })
          })
        ).status
      ).toBe(201)
      expect((await sb.call('GET', `/trails/${name}/${envName}/${trail}`)).json).toMatchObject({
        name: trail,
        user_data: { [name]: { [name]: 1 } },
        compliance_state: 'COMPLIANT'
      })
      expect((await sb.call('GET', `/search/${name}/sha/${FP}`)).status).toBe(200)
      expect(await other.state()).toEqual(other.before)
      // `__proto__` fails the environment name pattern: refused, not obeyed.
      expect(await sb.call('PATCH', `/environments/${name}/__proto__`, { description: 'x' })).toEqual({ status: 400, json: errorBody })
    }
  )
})

describe('bodies built to hurt', () => {
  it('refuses JSON nested thousands deep, and every later request still works', async () => {
    const other = await control('ctl-deep')
    await sb.call('PUT', '/environments/deep', { name: 'prod', type: 'server', description: '' })
    const deep = '['.repeat(6000) + ']'.repeat(6000)
    expect(await sb.call('PUT', '/environments/deep/prod/report/server', deep)).toEqual({ status: 400, json: errorBody })
    const inUserData = `{"description": "", "user_data": ${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}}`
    expect((await sb.call('PATCH', '/environments/deep/prod', inUserData)).status).toBe(400)
    expect(
      (
        await sb.upload('PUT', '/flows/deep/template_file', {
          data_json: JSON.stringify({ name: 'f', description: '' }),
          template_file: { filename: 't.yml', content: `trail: ${'['.repeat(5000)}${']'.repeat(5000)}` }
        })
      ).status
    ).toBe(400)
    expect((await sb.call('PUT', '/environments/deep/prod/report/server', { artifacts: [{ digests: { '/app': FP }, creationTimestamp: 1 }] })).status).toBe(201)
    expect(await other.state()).toEqual(other.before)
  })

  it('answers a megabytes-large invalid body with a short list of what is wrong', async () => {
    await sb.call('PUT', '/environments/big', { name: 'prod', type: 'server', description: '' })
    const artifacts = Array.from({ length: 100_000 }, () => ({ digests: { x: 'not-a-digest' }, creationTimestamp: 'never' }))
    const body = JSON.stringify({ artifacts })
    expect(body.length).toBeGreaterThan(2_500_000)
    const r = await sb.call('PUT', '/environments/big/prod/report/server', body)
    expect(r.status).toBe(400)
    expect(Object.keys((r.json as { errors: object }).errors).length).toBeLessThanOrEqual(20)
    expect(JSON.stringify(r.json).length).toBeLessThan(10_000)
  })

  it('refuses broken multipart bodies with 400', async () => {
    const send = (contentType: string, body: string) =>
      fetch(`${sb.baseUrl}/custom-attestation-types/mp`, { method: 'POST', headers: { authorization: 'Bearer k', 'content-type': contentType }, body })
    expect((await send('multipart/form-data', 'x')).status).toBe(400)
    expect((await send('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="data_json"\r\n\r\n{"name":"x"}')).status).toBe(400)
    expect((await send('multipart/form-data; boundary=b', '--b\r\nno headers here--b--')).status).toBe(400)
    const twice =
      '--b\r\nContent-Disposition: form-data; name="data_json"\r\n\r\n{"name":"one"}\r\n--b\r\nContent-Disposition: form-data; name="data_json"\r\n\r\n{"name":"two"}\r\n--b--\r\n'
    expect((await send('multipart/form-data; boundary=b', twice)).status).toBe(200)
  })

  it('refuses a malformed percent-encoding in the path with 400', async () => {
    expect(await sb.call('GET', '/environments/%E0%A4%A')).toEqual({ status: 400, json: errorBody })
  })

  it('answers past the last page with nothing, however far past', async () => {
    await sb.call('PUT', '/environments/pages', { name: 'prod', type: 'server', description: '' })
    expect(await sb.call('GET', '/snapshots/pages/prod?page=999999999999999&per_page=999999999999999')).toEqual({ status: 200, json: [] })
  })
})

describe('the connection', () => {
  it('answers a GET pipelined behind a PUT from the state the PUT left', async () => {
    const body = JSON.stringify({ name: 'pl', type: 'server', description: 'after the put' })
    const put = `PUT /api/v2/environments/pipe HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer k\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    const get = 'GET /api/v2/environments/pipe/pl HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer k\r\nConnection: close\r\n\r\n'
    const text = await raw(put + get)
    const [first, second] = text.split(/(?=HTTP\/1\.1 )/)
    expect(first).toMatch(/^HTTP\/1\.1 201/)
    expect(second).toMatch(/^HTTP\/1\.1 200/)
    expect(second).toContain('"description":"after the put"')
  })

  it('gives the error body to requests Node refuses before routing: 431 and a bad request line', async () => {
    const big = await raw(`GET /api/v2/environments/x HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(big).toMatch(/^HTTP\/1\.1 431/)
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toEqual(errorBody)
    const bad = await raw('NOT A REQUEST\r\n\r\n')
    expect(bad).toMatch(/^HTTP\/1\.1 400/)
    expect(JSON.parse(bad.slice(bad.indexOf('\r\n\r\n') + 4))).toEqual(errorBody)
  })

  it('is still there after all of the above', async () => {
    expect((await sb.call('GET', '/environments/still')).status).toBe(200)
  })
})
