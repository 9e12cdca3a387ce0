import { createHash, generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'node:crypto'

/**
 * A Sigstore of the tests' own: a root CA, a transparency log and a CT log, each with a key made
 * here, and a signer that makes bundles as actions/attest-build-provenance does (a Fulcio-style
 * certificate with GitHub's OIDC extensions and an SCT, a DSSE envelope over an in-toto
 * statement, a Rekor `dsse` entry with its inclusion promise and proof). Its `trustedRoot` is
 * what the action gets as `trusted-root`, so every verification path runs for real, offline.
 * Each option breaks one thing, so a test can show that exactly that check fails.
 */

// DER (X.690), as certificates need it: minimal lengths, so sigstore-js re-encodes the same bytes.
function tlv(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  const n = body.length
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]
  return Buffer.concat([Buffer.from([tag, ...length]), body])
}
const seq = (...parts: Buffer[]) => tlv(0x30, ...parts)
const set = (...parts: Buffer[]) => tlv(0x31, ...parts)
const octets = (value: Buffer) => tlv(0x04, value)
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'))
const bool = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]))
const bits = (value: Buffer, unused = 0) => tlv(0x03, Buffer.from([unused]), value)
const explicit = (n: number, ...parts: Buffer[]) => tlv(0xa0 | n, ...parts)

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number)
  const out = [a * 40 + b]
  for (const n of rest) {
    const chunk = [n & 0x7f]
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80)
    out.push(...chunk)
  }
  return tlv(0x06, Buffer.from(out))
}

function integer(n: number): Buffer {
  const bytes: number[] = []
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff)
  if (bytes.length === 0 || bytes[0] & 0x80) bytes.unshift(0)
  return tlv(0x02, Buffer.from(bytes))
}

function utcTime(date: Date): Buffer {
  const iso = date.toISOString()
  return tlv(0x17, Buffer.from(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`))
}

const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'))
const name = (organization: string, common: string) => seq(set(seq(oid('2.5.4.10'), utf8(organization))), set(seq(oid('2.5.4.3'), utf8(common))))
const extension = (id: string, value: Buffer, critical = false) => seq(oid(id), ...(critical ? [bool(true)] : []), octets(value))
const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' })
const sha256 = (...data: Buffer[]) => createHash('sha256').update(Buffer.concat(data)).digest()

interface KeyPair {
  publicKey: KeyObject
  privateKey: KeyObject
}
const keyPair = (): KeyPair => generateKeyPairSync('ec', { namedCurve: 'P-256' })

function tbsCertificate(options: {
  serial: number
  issuer: Buffer
  subject: Buffer
  key: KeyObject
  notBefore: Date
  notAfter: Date
  extensions: Buffer[]
}): Buffer {
  return seq(
    explicit(0, integer(2)),
    integer(options.serial),
    ECDSA_SHA256,
    options.issuer,
    seq(utcTime(options.notBefore), utcTime(options.notAfter)),
    options.subject,
    spki(options.key),
    explicit(3, seq(...options.extensions))
  )
}

const certificate = (tbs: Buffer, issuerKey: KeyObject) => seq(tbs, ECDSA_SHA256, bits(sign('sha256', tbs, issuerKey)))

/** JSON with sorted keys and no spaces, as Rekor canonicalizes (RFC 8785 for these values). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

const pae = (type: string, payload: Buffer) => Buffer.concat([Buffer.from(`DSSEv1 ${Buffer.byteLength(type)} ${type} ${payload.length} `), payload])

export interface SignOptions {
  /** The subject's SHA-256, 64 hex. */
  digest: string
  subjectName?: string
  predicateType?: string
  /** `owner/repo` the certificate's source repository names. */
  repository?: string
  repositoryId?: string
  /** The SAN: the workflow that signed. */
  signerWorkflow?: string
  issuer?: string
  /** Sign the envelope with a key other than the certificate's (the log records that signature). */
  wrongKey?: boolean
  /** The certificate is issued by a CA the trusted root does not hold. */
  untrustedCa?: boolean
  /** The log's promise and checkpoint signed by a key the trusted root does not hold. */
  forgedLog?: boolean
  /** The certificate's SCT signed by a key the trusted root does not hold. */
  forgedSct?: boolean
  /** The issuing CA's organization (`sigstore.dev` as Sigstore's public good writes it). */
  authority?: string
}

export interface TestSigstore {
  /** A `trusted_root.json` holding this Sigstore's CA, transparency log and CT log. */
  trustedRoot: Record<string, unknown>
  /** A bundle (v0.3) as attest-build-provenance writes it. */
  sign(options: SignOptions): Record<string, unknown>
}

const LOG_URL = 'https://rekor.test'
const CT_URL = 'https://ctfe.test'

export function testSigstore(): TestSigstore {
  const now = Date.now()
  const ca = keyPair()
  const rogue = keyPair()
  const log = keyPair()
  const ctLog = keyPair()
  const forger = keyPair()
  const logId = sha256(spki(log.publicKey))
  const ctLogId = sha256(spki(ctLog.publicKey))
  const caName = (authority: string) => name(authority, 'sigstore-test')
  const caTbs = (authority: string, key: KeyObject) =>
    tbsCertificate({
      serial: 1,
      issuer: caName(authority),
      subject: caName(authority),
      key,
      notBefore: new Date(now - 86_400_000),
      notAfter: new Date(now + 86_400_000),
      extensions: [extension('2.5.29.15', bits(Buffer.from([0x06]), 1), true), extension('2.5.29.19', seq(bool(true)), true)]
    })
  const caCertificate = certificate(caTbs('sigstore.dev', ca.publicKey), ca.privateKey)
  const timeOf = (date: Date | number) => new Date(date).toISOString()
  const publicKey = (key: KeyObject) => ({
    rawBytes: spki(key).toString('base64'),
    keyDetails: 'PKIX_ECDSA_P256_SHA_256',
    validFor: { start: timeOf(now - 86_400_000) }
  })
  const trustedRoot = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [{ baseUrl: LOG_URL, hashAlgorithm: 'SHA2_256', publicKey: publicKey(log.publicKey), logId: { keyId: logId.toString('base64') } }],
    certificateAuthorities: [
      {
        subject: { organization: 'sigstore.dev', commonName: 'sigstore-test' },
        uri: 'https://fulcio.test',
        certChain: { certificates: [{ rawBytes: caCertificate.toString('base64') }] },
        validFor: { start: timeOf(now - 86_400_000) }
      }
    ],
    ctlogs: [{ baseUrl: CT_URL, hashAlgorithm: 'SHA2_256', publicKey: publicKey(ctLog.publicKey), logId: { keyId: ctLogId.toString('base64') } }],
    timestampAuthorities: []
  }
  let serial = 100

  function leafCertificate(options: SignOptions, leaf: KeyPair): Buffer {
    const repository = options.repository ?? 'acme/shop'
    const issuer = options.issuer ?? 'https://token.actions.githubusercontent.com'
    const authority = options.authority ?? 'sigstore.dev'
    const issuerKey = options.untrustedCa ? rogue : ca
    const fulcio = (n: number, value: string) => extension(`1.3.6.1.4.1.57264.1.${n}`, utf8(value))
    const extensions = [
      extension('2.5.29.15', bits(Buffer.from([0x80]), 7), true),
      extension('2.5.29.37', seq(oid('1.3.6.1.5.5.7.3.3'))),
      extension(
        '2.5.29.17',
        seq(tlv(0x86, Buffer.from(options.signerWorkflow ?? `https://github.com/${repository}/.github/workflows/build.yml@refs/heads/main`))),
        true
      ),
      extension('1.3.6.1.4.1.57264.1.1', Buffer.from(issuer)),
      fulcio(8, issuer),
      fulcio(12, `https://github.com/${repository}`),
      fulcio(13, 'a'.repeat(40)),
      fulcio(14, 'refs/heads/main'),
      fulcio(15, options.repositoryId ?? '4242'),
      fulcio(18, `https://github.com/${repository}/.github/workflows/build.yml@refs/heads/main`),
      fulcio(21, `https://github.com/${repository}/actions/runs/1/attempts/1`)
    ]
    const fields = {
      serial: serial++,
      issuer: caName(authority),
      subject: seq(),
      key: leaf.publicKey,
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + 600_000),
      extensions
    }
    // RFC 6962: the CT log signs the certificate without its SCT, and its issuer's key hash.
    const timestamp = Buffer.alloc(8)
    timestamp.writeBigUInt64BE(BigInt(now - 30_000))
    const preCert = tbsCertificate(fields)
    const length = Buffer.from([preCert.length >> 16, (preCert.length >> 8) & 0xff, preCert.length & 0xff])
    const signed = Buffer.concat([Buffer.from([0, 0]), timestamp, Buffer.from([0, 1]), sha256(spki(issuerKey.publicKey)), length, preCert, Buffer.from([0, 0])])
    const signature = sign('sha256', signed, options.forgedSct ? forger.privateKey : ctLog.privateKey)
    const sct = Buffer.concat([Buffer.from([0]), ctLogId, timestamp, Buffer.from([0, 0, 4, 3, signature.length >> 8, signature.length & 0xff]), signature])
    const list = Buffer.concat([Buffer.from([(sct.length + 2) >> 8, (sct.length + 2) & 0xff, sct.length >> 8, sct.length & 0xff]), sct])
    const withSct = tbsCertificate({ ...fields, extensions: [...extensions, extension('1.3.6.1.4.1.11129.2.4.2', octets(list))] })
    return certificate(withSct, issuerKey.privateKey)
  }

  function logEntry(envelope: { payload: Buffer; signature: Buffer }, cert: Buffer, forged: boolean) {
    const pem = new X509Certificate(cert).toString()
    const body = Buffer.from(
      canonical({
        apiVersion: '0.0.1',
        kind: 'dsse',
        spec: {
          envelopeHash: { algorithm: 'sha256', value: sha256(envelope.payload).toString('hex') },
          payloadHash: { algorithm: 'sha256', value: sha256(envelope.payload).toString('hex') },
          signatures: [{ signature: envelope.signature.toString('base64'), verifier: Buffer.from(pem).toString('base64') }]
        }
      })
    )
    const integratedTime = Math.floor((now - 20_000) / 1000)
    const signer = forged ? forger : log
    const promise = sign(
      'sha256',
      Buffer.from(canonical({ body: body.toString('base64'), integratedTime, logIndex: 0, logID: logId.toString('hex') })),
      signer.privateKey
    )
    const root = sha256(Buffer.from([0]), body)
    const note = `rekor.test - 1\n1\n${root.toString('base64')}\n`
    const noteSignature = Buffer.concat([logId.subarray(0, 4), sign('sha256', Buffer.from(note), signer.privateKey)])
    return {
      logIndex: '0',
      logId: { keyId: logId.toString('base64') },
      kindVersion: { kind: 'dsse', version: '0.0.1' },
      integratedTime: String(integratedTime),
      inclusionPromise: { signedEntryTimestamp: promise.toString('base64') },
      inclusionProof: {
        logIndex: '0',
        rootHash: root.toString('base64'),
        treeSize: '1',
        hashes: [],
        checkpoint: { envelope: `${note}\n\u2014 rekor.test ${noteSignature.toString('base64')}\n` }
      },
      canonicalizedBody: body.toString('base64')
    }
  }

  return {
    trustedRoot,
    sign(options) {
      const leaf = keyPair()
      const cert = leafCertificate(options, leaf)
      const statement = {
        _type: 'https://in-toto.io/Statement/v1',
        subject: [{ name: options.subjectName ?? 'app.bin', digest: { sha256: options.digest } }],
        predicateType: options.predicateType ?? 'https://slsa.dev/provenance/v1',
        predicate: { buildDefinition: { buildType: 'https://actions.github.io/buildtypes/workflow/v1' }, runDetails: { builder: { id: 'test' } } }
      }
      const payloadType = 'application/vnd.in-toto+json'
      const payload = Buffer.from(JSON.stringify(statement))
      const signature = sign('sha256', pae(payloadType, payload), options.wrongKey ? keyPair().privateKey : leaf.privateKey)
      return {
        mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
        verificationMaterial: {
          certificate: { rawBytes: cert.toString('base64') },
          tlogEntries: [logEntry({ payload, signature }, cert, options.forgedLog ?? false)],
          timestampVerificationData: {}
        },
        dsseEnvelope: { payload: payload.toString('base64'), payloadType, signatures: [{ sig: signature.toString('base64'), keyid: '' }] }
      }
    }
  }
}
