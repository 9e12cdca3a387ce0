import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { rmSync } from 'node:fs'
import { fingerprintImage, type ImageFingerprintOptions } from '../../../src/artifacts/image/index.js'
import { refusal } from '../../helpers/image-errors.js'
import { startStandIn, type StandIn } from '../../helpers/stand-in-server.js'
import { makeTestCa, type TestCa } from '../../helpers/tls.js'
import { tempDir } from '../../helpers/tree.js'
import { needing } from '../../helpers/system-deps.js'

// The stand-in's certificates are made with openssl: without it, the file is skipped, saying so.
const { describe } = needing('image-registry-protocol over TLS', [['openssl', 'openssl']])

// What a real registry will not do on demand: leave out the digest header, lie about it,
// redirect, fail, stall. Two HTTPS stand-ins (two origins) and one plain-HTTP one.
let dir: string
let ca: TestCa
let a: StandIn
let b: StandIn
let plain: StandIn

beforeAll(async () => {
  dir = tempDir('protocol-')
  ca = makeTestCa(dir)
  ;[a, b, plain] = await Promise.all([startStandIn(ca), startStandIn(ca), startStandIn()])
})
beforeEach(() => {
  for (const s of [a, b, plain]) s.requests.length = 0
})
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), plain?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const MANIFEST = Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: 'application/vnd.oci.image.manifest.v1+json', config: {}, layers: [] }))
const HEX = createHash('sha256').update(MANIFEST).digest('hex')
const OCI = 'application/vnd.oci.image.manifest.v1+json'

const oci = (reference: string, options: Partial<ImageFingerprintOptions> = {}) =>
  fingerprintImage(reference, { type: 'oci', ca: ca.ca, env: { HOME: '/nonexistent' }, sleep: async () => {}, ...options })

/** A manifest answer: the body on GET only, the headers on both. */
function manifest(res: ServerResponse, method: string, headers: Record<string, string> = {}, body: Buffer = MANIFEST): void {
  res.writeHead(200, { 'content-type': OCI, 'content-length': String(body.length), ...headers })
  res.end(method === 'HEAD' ? undefined : body)
}

describe('the digest: from the header, or from the manifest itself', () => {
  it('asks with every manifest and index type, and takes Docker-Content-Digest', async () => {
    a.handle = (req, res) => manifest(res, req.method, { 'docker-content-digest': `sha256:${HEX}` })
    expect(await oci(`${a.host}/team/app:v1`)).toBe(HEX)
    expect(a.requests).toEqual([expect.objectContaining({ method: 'HEAD', url: '/v2/team/app/manifests/v1' })])
    expect(String(a.requests[0].headers.accept).split(', ').sort()).toEqual([
      'application/vnd.docker.distribution.manifest.list.v2+json',
      'application/vnd.docker.distribution.manifest.v2+json',
      'application/vnd.oci.image.index.v1+json',
      'application/vnd.oci.image.manifest.v1+json'
    ])
  })

  it('without the header: the SHA-256 of the manifest, read with GET', async () => {
    a.handle = (req, res) => manifest(res, req.method)
    expect(await oci(`${a.host}/team/app:v1`)).toBe(HEX)
    expect(a.requests.map((r) => r.method)).toEqual(['HEAD', 'GET'])
  })

  it('a registry without HEAD: GET', async () => {
    a.handle = (req, res) => (req.method === 'HEAD' ? res.writeHead(405).end() : manifest(res, req.method))
    expect(await oci(`${a.host}/team/app:v1`)).toBe(HEX)
  })

  it('refuses a manifest whose bytes are not the digest announced', async () => {
    a.handle = (req, res) =>
      req.method === 'HEAD' ? res.writeHead(405).end() : manifest(res, req.method, { 'docker-content-digest': `sha256:${'0'.repeat(64)}` })
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/sent a manifest whose SHA-256 is not the digest it announced \(sha256:0{64}\)/)
  })

  it('refuses another algorithm: only SHA-256 digests are fingerprints', async () => {
    a.handle = (req, res) => manifest(res, req.method, { 'docker-content-digest': `sha512:${HEX}${HEX}` })
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toBe(
      `image "${a.host}/team/app:v1": ${a.host} identifies the manifest by a sha512 digest (sha512:${HEX}${HEX}); only SHA-256 digests are fingerprints`
    )
  })

  it('refuses a malformed digest header', async () => {
    a.handle = (req, res) => manifest(res, req.method, { 'docker-content-digest': 'sha256:XYZ' })
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/malformed Docker-Content-Digest header \("sha256:XYZ"\)/)
  })

  it('refuses a digest reference answered with another digest', async () => {
    a.handle = (req, res) => manifest(res, req.method, { 'docker-content-digest': `sha256:${HEX}` })
    expect((await refusal(oci(`${a.host}/team/app@sha256:${'1'.repeat(64)}`))).message).toMatch(
      new RegExp(`answered with the manifest sha256:${HEX}, not the digest asked for`)
    )
  })

  it('refuses schema 1 manifests and HTML pages', async () => {
    a.handle = (req, res) =>
      manifest(res, req.method, { 'content-type': 'application/vnd.docker.distribution.manifest.v1+prettyjws', 'docker-content-digest': `sha256:${HEX}` })
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(
      /answered with a Docker schema 1 manifest, a deprecated format without a stable digest; push the image again/
    )
    a.handle = (req, res) => manifest(res, req.method, { 'content-type': 'text/html; charset=utf-8' }, Buffer.from('<html>login</html>'))
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/answered with text\/html, not an image manifest or index; check the registry host/)
    a.handle = (req, res) => manifest(res, req.method, { 'content-type': 'application/json' }, Buffer.from('{"hello": "world"}'))
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/answered with application\/json, not an image manifest/)
  })

  it('refuses a manifest larger than 4 MiB, unread', async () => {
    const big = Buffer.alloc(5 << 20, 0x20)
    a.handle = (req, res) => manifest(res, req.method, {}, big)
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toBe(
      `image "${a.host}/team/app:v1": ${a.host} sent an answer larger than 4194304 bytes, far more than a manifest or token needs; refused unread`
    )
  })
})

describe('failures: retried when passing, reported when not', () => {
  it('retries a 503, then reads the answer', async () => {
    let calls = 0
    a.handle = (req, res) => (++calls === 1 ? res.writeHead(503).end() : manifest(res, req.method, { 'docker-content-digest': `sha256:${HEX}` }))
    expect(await oci(`${a.host}/team/app:v1`)).toBe(HEX)
    expect(a.requests).toHaveLength(2)
  })

  it('gives up after three tries of a 503', async () => {
    a.handle = (_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":[{"code":"UNAVAILABLE","message":"maintenance"}]}')
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/answered the manifest request with HTTP 503; check that the registry is healthy/)
    expect(a.requests).toHaveLength(3)
  })

  it('a 429 says rate-limited', async () => {
    a.handle = (_req, res) => res.writeHead(429).end()
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(
      /is rate-limiting requests \(HTTP 429\); requests with credentials usually get a higher limit; try again later/
    )
  })

  it('a registry that never answers: stopped by the deadline', async () => {
    a.handle = () => {}
    expect((await refusal(oci(`${a.host}/team/app:v1`, { timeoutMs: 300 }))).message).toMatch(
      new RegExp(`cannot get an answer from ${a.host}: no answer within 0\\.3 s`)
    )
  })
})

describe('redirects', () => {
  it('follows a redirect to another host without the credentials', async () => {
    a.handle = (req, res) => {
      if (!req.headers.authorization) return void res.writeHead(401, { 'www-authenticate': 'Basic realm="a"' }).end()
      res.writeHead(307, { location: `${b.origin}/elsewhere/manifest` }).end()
    }
    b.handle = (req, res) => manifest(res, req.method, { 'docker-content-digest': `sha256:${HEX}` })
    expect(await oci(`${a.host}/team/app:v1`, { username: 'u', password: 'secret' })).toBe(HEX)
    expect(a.requests.map((r) => !!r.headers.authorization)).toEqual([false, true])
    expect(b.requests).toEqual([expect.objectContaining({ url: '/elsewhere/manifest' })])
    expect(b.requests[0].headers.authorization).toBeUndefined()
  })

  it('refuses a redirect from HTTPS to plain HTTP', async () => {
    a.handle = (_req, res) => res.writeHead(302, { location: `${plain.origin}/x` }).end()
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(
      new RegExp(`${a.host} redirected to http://${plain.host}, which is not HTTPS; refused`)
    )
    expect(plain.requests).toEqual([])
  })

  it('stops after five redirects', async () => {
    a.handle = (req, res) => res.writeHead(302, { location: `${req.url}x` }).end()
    expect((await refusal(oci(`${a.host}/team/app:v1`))).message).toMatch(/redirected more than 5 times/)
  })
})
