import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { GetObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { SignatureV4 } from '@smithy/signature-v4'
import { bucketEndpoint, encodeKey, ObjectReader, type SignedRequest } from '../../../src/clients/runtimes/aws/s3-objects.js'
import { EMPTY_SHA256, GetSigner, type AwsCredentials } from '../../../src/clients/runtimes/aws/sigv4.js'
import { Sha256 } from '../../helpers/runtimes/s3-gate.js'

// The object GETs are built outside the SDK: their address from the listing request the SDK
// signed, their signature by GetSigner. Both are held here to the SDK itself, offline: a
// request handler that keeps each signed request instead of sending it.

const KEYS = [
  'index.html',
  'a b/c d.txt',
  'plus+sign.txt',
  'hash#tag.txt',
  'grüße/ñandú.txt',
  "quote'(paren)!*~.txt",
  'percent%41.txt',
  'q?x=1&y.txt',
  'emoji/\u{1F600}.txt',
  'semi;colon,comma:at@dollar$.txt',
  'a//double/./dot/../x',
  '/leading'
]

/** The requests a client signs for a listing and for each key's GetObject, none sent. */
async function signedRequests(config: S3ClientConfig, bucket: string) {
  const sent: SignedRequest[] = []
  const client = new S3Client({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' },
    maxAttempts: 1,
    ...config,
    requestHandler: {
      handle: (request: SignedRequest) => {
        sent.push(request)
        return Promise.reject(new Error('kept, not sent'))
      }
    }
  })
  const keep = (send: Promise<unknown>) => send.catch(() => undefined)
  await keep(client.send(new ListObjectsV2Command({ Bucket: bucket })))
  for (const key of KEYS) await keep(client.send(new GetObjectCommand({ Bucket: bucket, Key: key })))
  client.destroy()
  return { list: sent[0], gets: sent.slice(1) }
}

describe('where an object is, learnt from the signed listing', () => {
  it.each<[string, S3ClientConfig, string]>([
    ['AWS_ENDPOINT_URL_S3 on loopback (path style)', { endpoint: 'http://127.0.0.1:9000' }, 'bench'],
    ['an endpoint with a path of its own', { endpoint: 'http://127.0.0.1:9000/s3-prefix', forcePathStyle: true }, 'bench'],
    ['AWS, virtual-hosted', {}, 'bench'],
    ['AWS, forced path style', { forcePathStyle: true }, 'bench'],
    ['AWS, a bucket with dots (path style over TLS)', {}, 'my.bucket.example'],
    ['AWS, FIPS and dual-stack', { region: 'us-east-1', useFipsEndpoint: true, useDualstackEndpoint: true }, 'bench'],
    ['AWS in China', { region: 'cn-north-1' }, 'bench']
  ])('%s: the same URL and signing scope as the SDK’s GetObject', async (_what, config, bucket) => {
    const { list, gets } = await signedRequests(config, bucket)
    const endpoint = bucketEndpoint(list)
    expect(endpoint).toBeDefined()
    expect(gets).toHaveLength(KEYS.length)
    KEYS.forEach((key, i) => {
      const get = gets[i]
      expect({ key, protocol: endpoint!.protocol, hostname: endpoint!.hostname, port: endpoint!.port, path: endpoint!.basePath + encodeKey(key) }).toEqual({
        key,
        protocol: get.protocol,
        hostname: get.hostname,
        port: get.port,
        path: get.path
      })
      const scope = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\//.exec(get.headers!.authorization!)!
      expect([endpoint!.region, endpoint!.service]).toEqual([scope[1], scope[2]])
      expect(endpoint!.host).toBe(get.headers!.host)
    })
  })

  it('reads nothing from a listing not signed with SigV4 (SigV4a, S3 Express sessions): the SDK reads those objects', () => {
    const base = { protocol: 'https:', hostname: 'b.s3.amazonaws.com', path: '/', headers: { host: 'b.s3.amazonaws.com' } }
    const scope = 'Credential=AKID/20260105/eu-west-1/s3/aws4_request, SignedHeaders=host, Signature=00'
    expect(bucketEndpoint({ ...base, headers: { ...base.headers, authorization: `AWS4-HMAC-SHA256 ${scope}` } })).toBeDefined()
    expect(bucketEndpoint({ ...base, headers: { ...base.headers, authorization: `AWS4-ECDSA-P256-SHA256 ${scope}` } })).toBeUndefined()
    expect(
      bucketEndpoint({ ...base, headers: { ...base.headers, authorization: `AWS4-HMAC-SHA256 ${scope}`, 'x-amz-s3session-token': 'session' } })
    ).toBeUndefined()
    expect(bucketEndpoint(base)).toBeUndefined()
  })
})

describe('the signature of an object GET', () => {
  const permanent = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' }
  const temporary = { ...permanent, sessionToken: 'FwoGZXIvYXdzEXAMPLE//////////wEaDEXAMPLE+token=' }

  it.each([
    ['permanent keys', permanent, '2026-01-05T10:00:00.000Z'],
    ['temporary credentials, with their session token', temporary, '2026-01-05T10:00:00.000Z'],
    ['a day later (a new signing key)', temporary, '2026-01-06T00:00:01.999Z'],
    ['the last second of a day', permanent, '2026-12-31T23:59:59.000Z']
  ])('is the SDK signer’s, header for header: %s', async (_what, credentials, when) => {
    const ours = new GetSigner('eu-west-1', 's3')
    const sdk = new SignatureV4({ credentials, region: 'eu-west-1', service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false })
    for (const host of ['127.0.0.1:9000', 'bench.s3.eu-west-1.amazonaws.com']) {
      for (const key of KEYS) {
        const path = `/bench/${encodeKey(key)}`
        const signed = await sdk.sign(
          { method: 'GET', protocol: 'https:', hostname: host.split(':')[0], path, query: {}, headers: { host, 'x-amz-content-sha256': EMPTY_SHA256 } },
          { signingDate: new Date(when) }
        )
        expect(ours.sign(credentials, host, path, new Date(when))).toEqual(signed.headers)
      }
    }
  })

  it('changes when the secret does: the signing key is not kept across credentials', () => {
    const signer = new GetSigner('eu-west-1', 's3')
    const at = new Date('2026-01-05T10:00:00Z')
    const first = signer.sign(permanent, 'h', '/b/k', at).authorization
    const rotated = signer.sign({ ...permanent, secretAccessKey: 'another' }, 'h', '/b/k', at).authorization
    expect(rotated).not.toBe(first)
    expect(signer.sign(permanent, 'h', '/b/k', at).authorization).toBe(first)
  })
})

describe('ObjectReader', () => {
  /** A loopback S3 that answers every GET with the object's key, and records the access key each was signed with. */
  async function keysServer() {
    const signedWith: string[] = []
    const server = http.createServer((req, res) => {
      signedWith.push(/Credential=([^/]+)\//.exec(String(req.headers.authorization))?.[1] ?? '')
      res.writeHead(200, { 'content-length': Buffer.byteLength(req.url ?? '') }).end(req.url)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { port: (server.address() as AddressInfo).port, signedWith, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  /** What of a client ObjectReader uses: its credentials provider and clock offset. */
  const clientWith = (credentials: () => Promise<AwsCredentials>) => ({ config: { credentials, systemClockOffset: 0 } }) as unknown as S3Client

  it.each([
    ['permanent keys: asked for once', undefined, ['K1', 'K1', 'K1']],
    ['credentials expiring in an hour: asked for once', 60 * 60_000, ['K1', 'K1', 'K1']],
    ['credentials within five minutes of expiry: asked for again, as the SDK would refresh them', 4 * 60_000, ['K1', 'K2', 'K3']]
  ])('signs with the client’s credentials, %s', async (_what, expiresIn, expected) => {
    const server = await keysServer()
    let asked = 0
    const credentials = () => {
      asked++
      return Promise.resolve({
        accessKeyId: `K${asked}`,
        secretAccessKey: 's',
        sessionToken: 't',
        ...(expiresIn !== undefined && { expiration: new Date(Date.now() + expiresIn) })
      })
    }
    const endpoint = {
      protocol: 'http:' as const,
      hostname: '127.0.0.1',
      port: server.port,
      host: `127.0.0.1:${server.port}`,
      basePath: '/b/',
      region: 'eu-west-1',
      service: 's3'
    }
    const reader = new ObjectReader(endpoint, clientWith(credentials), { timeoutMs: 5000, retries: 0, concurrency: 1, bucket: 'b' })
    try {
      for (const key of ['a', 'b c', 'd'])
        expect(await reader.hash(key)).toBe(
          createHash('sha256')
            .update(`/b/${encodeKey(key)}`)
            .digest('hex')
        )
      expect(server.signedWith).toEqual(expected)
    } finally {
      reader.close()
      await server.close()
    }
  })

  it('fails as auth when the credentials cannot be had any more', async () => {
    const server = await keysServer()
    const endpoint = { protocol: 'http:' as const, hostname: '127.0.0.1', port: server.port, host: 'h', basePath: '/b/', region: 'eu-west-1', service: 's3' }
    const refused = Object.assign(new Error('Could not load credentials from any providers'), { name: 'CredentialsProviderError' })
    const reader = new ObjectReader(
      endpoint,
      clientWith(() => Promise.reject(refused)),
      { timeoutMs: 5000, retries: 0, concurrency: 1, bucket: 'b' }
    )
    try {
      await expect(reader.hash('a')).rejects.toMatchObject({ kind: 'auth' })
      expect(server.signedWith).toEqual([])
    } finally {
      reader.close()
      await server.close()
    }
  })
})
