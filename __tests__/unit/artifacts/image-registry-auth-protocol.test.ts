import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fingerprintImage, type ImageFingerprintOptions } from '../../../src/artifacts/image/index.js'
import { refusal } from '../../helpers/image-errors.js'
import { startStandIn, type Recorded, type StandIn } from '../../helpers/stand-in-server.js'
import { makeTestCa, type TestCa } from '../../helpers/tls.js'
import { tempDir } from '../../helpers/tree.js'
import { needing } from '../../helpers/system-deps.js'

// The stand-in's certificates are made with openssl: without it, the file is skipped, saying so.
const { describe } = needing('image-registry-auth-protocol over TLS', [['openssl', 'openssl']])

// The challenge and token exchanges a real registry shows only in its own configuration:
// a registry stand-in (a), a token service stand-in (b), another host (c).
let dir: string
let ca: TestCa
let a: StandIn
let b: StandIn
let c: StandIn

beforeAll(async () => {
  dir = tempDir('auth-protocol-')
  ca = makeTestCa(dir)
  ;[a, b, c] = await Promise.all([startStandIn(ca), startStandIn(ca), startStandIn(ca)])
})
beforeEach(() => {
  for (const s of [a, b, c]) s.requests.length = 0
})
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const HEX = 'c'.repeat(64)
const oci = (reference: string, options: Partial<ImageFingerprintOptions> = {}) =>
  fingerprintImage(reference, { type: 'oci', ca: ca.ca, env: { HOME: '/nonexistent' }, ...options })
const basicOf = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/** A registry that wants `Bearer the-token` and challenges with `challenge` until it gets it. */
function bearerRegistry(challenge: string | undefined, token = 'the-token') {
  return (req: Recorded, res: import('node:http').ServerResponse) => {
    if (req.headers.authorization === `Bearer ${token}`)
      return void res.writeHead(200, { 'content-type': 'application/vnd.oci.image.index.v1+json', 'docker-content-digest': `sha256:${HEX}` }).end()
    res.writeHead(401, challenge ? { 'www-authenticate': challenge } : {}).end()
  }
}

describe('Bearer', () => {
  it('takes the challenge from /v2/ when the manifest answer has none', async () => {
    a.handle = (req, res) =>
      req.url === '/v2/'
        ? res.writeHead(401, { 'www-authenticate': `Bearer realm="${b.origin}/token",service="reg"` }).end()
        : bearerRegistry(undefined)(req, res)
    b.handle = (_req, res) => res.writeHead(200).end('{"access_token":"the-token"}')
    expect(await oci(`${a.host}/team/app:v1`)).toBe(HEX)
    expect(a.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['HEAD /v2/team/app/manifests/v1', 'GET /v2/', 'HEAD /v2/team/app/manifests/v1'])
  })

  it('follows a token service redirect to another host, without the credentials', async () => {
    a.handle = bearerRegistry(`Bearer realm="${b.origin}/token",service="reg"`)
    b.handle = (req, res) => res.writeHead(307, { location: `${c.origin}/issue${req.url.slice('/token'.length)}` }).end()
    c.handle = (_req, res) => res.writeHead(200).end('{"token":"the-token"}')
    expect(await oci(`${a.host}/team/app:v1`, { username: 'u', password: 'secret' })).toBe(HEX)
    expect(b.requests[0].headers.authorization).toBe(basicOf('u', 'secret'))
    expect(c.requests).toEqual([expect.objectContaining({ url: '/issue?service=reg&scope=repository%3Ateam%2Fapp%3Apull&account=u' })])
    expect(c.requests[0].headers.authorization).toBeUndefined()
    // The registry sees the token, never the password.
    expect(a.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer the-token'])
  })

  it('never sends credentials to a token service over plain HTTP elsewhere', async () => {
    a.handle = bearerRegistry('Bearer realm="http://auth.example.invalid/token"')
    expect((await refusal(oci(`${a.host}/team/app:v1`, { username: 'u', password: 'secret' }))).message).toMatch(
      /names a token service at http:\/\/auth\.example\.invalid, which is not HTTPS; the credentials are not sent there/
    )
  })

  it('refuses a challenge without a usable realm, and a token answer without a token', async () => {
    a.handle = bearerRegistry('Bearer service="reg"')
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/asks for a bearer token but names no usable token service \(realm ""\)/)
    a.handle = bearerRegistry(`Bearer realm="${b.origin}/token"`)
    b.handle = (_req, res) => res.writeHead(200).end('{"nothing":"here"}')
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/the token service of 127\.0\.0\.1:\d+ \(127\.0\.0\.1:\d+\) answered without a token/)
  })

  it('exchanges a Docker identity token (OAuth2 refresh token) with a POST', async () => {
    const config = tempDir('docker-config-')
    writeFileSync(
      path.join(config, 'config.json'),
      JSON.stringify({ auths: { [a.host]: { auth: Buffer.from('00000000-0000-0000-0000-000000000000:').toString('base64'), identitytoken: 'refresh-me' } } })
    )
    a.handle = bearerRegistry(`Bearer realm="${b.origin}/oauth2/token",service="reg"`)
    b.handle = (_req, res) => res.writeHead(200).end('{"access_token":"the-token"}')
    expect(await oci(`${a.host}/team/app:v1`, { env: { DOCKER_CONFIG: config } })).toBe(HEX)
    expect(b.requests).toEqual([expect.objectContaining({ method: 'POST', url: '/oauth2/token' })])
    expect(Object.fromEntries(new URLSearchParams(b.requests[0].body))).toEqual({
      service: 'reg',
      scope: 'repository:team/app:pull',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-me',
      client_id: 'evidence-action'
    })
    rmSync(config, { recursive: true })
  })

  it('never replays an identity token to another host on a redirect', async () => {
    const config = tempDir('docker-config-')
    writeFileSync(path.join(config, 'config.json'), JSON.stringify({ auths: { [a.host]: { username: 'u', identitytoken: 'refresh-me' } } }))
    a.handle = bearerRegistry(`Bearer realm="${b.origin}/oauth2/token",service="reg"`)
    b.handle = (_req, res) => res.writeHead(307, { location: `${c.origin}/steal` }).end()
    expect((await refusal(oci(`${a.host}/team/app:v1`, { env: { DOCKER_CONFIG: config } }))).message).toMatch(
      new RegExp(`redirected a token request to ${c.host}; refused, so the credentials are not sent there`)
    )
    expect(c.requests).toEqual([])
    rmSync(config, { recursive: true })
  })

  it('uses a Docker registry token as it is', async () => {
    const config = tempDir('docker-config-')
    writeFileSync(path.join(config, 'config.json'), JSON.stringify({ auths: { [a.host]: { registrytoken: 'the-token' } } }))
    a.handle = bearerRegistry(`Bearer realm="${b.origin}/token"`)
    expect(await oci(`${a.host}/team/app:v1`, { env: { DOCKER_CONFIG: config } })).toBe(HEX)
    expect(b.requests).toEqual([])
    rmSync(config, { recursive: true })
  })
})

describe('no challenge, or one that cannot be answered', () => {
  it('sends no credentials to a registry that does not ask for them', async () => {
    a.handle = (_req, res) => res.writeHead(200, { 'content-type': 'application/vnd.oci.image.index.v1+json', 'docker-content-digest': `sha256:${HEX}` }).end()
    expect(await oci(`${a.host}/team/app:v1`, { username: 'u', password: 'secret' })).toBe(HEX)
    expect(a.requests[0].headers.authorization).toBeUndefined()
  })

  it('refuses a scheme it does not speak', async () => {
    a.handle = (_req, res) => res.writeHead(401, { 'www-authenticate': 'Negotiate' }).end()
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(
      /requires authentication but offers no scheme this action answers \(offered: negotiate; supported: Bearer, Basic\)/
    )
  })

  it('a 403 says the credentials lack read access', async () => {
    a.handle = (req, res) => (req.headers.authorization ? res.writeHead(403).end() : res.writeHead(401, { 'www-authenticate': 'Basic realm="r"' }).end())
    expect((await refusal(oci(`${a.host}/team/app:v1`, { username: 'u', password: 'p' }))).message).toBe(
      `image "${a.host}/team/app:v1": ${a.host} forbids pulling repository "team/app" with the registry username and password given (HTTP 403); check that these credentials have read access to it`
    )
  })
})
