import { describe, expect, it } from '@jest/globals'
import { GetObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { SignatureV4 } from '@smithy/signature-v4'
import { bucketEndpoint, encodeKey, type SignedRequest } from '../src/aws/s3-objects.js'
import { EMPTY_SHA256, GetSigner } from '../src/aws/sigv4.js'
import { Sha256 } from './helpers/runtimes/s3-gate.js'

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
