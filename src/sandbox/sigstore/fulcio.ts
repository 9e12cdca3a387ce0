import { createPublicKey, generateKeyPairSync, verify, X509Certificate, type KeyObject } from 'node:crypto'
import { bits, bool, certificate, extension, name, oid, octets, sctList, seq, sha256, spki, tbsCertificate, tlv, utf8 } from './der.js'
import type { LocalIssuer } from './oidc.js'

/** The CA's organization: not Sigstore's nor GitHub's, so nothing mistakes a sandbox certificate for theirs. */
export const LOCAL_AUTHORITY = 'evidence-sandbox'

const DAY_MS = 86_400_000
/** Fulcio's certificates are good for ten minutes: long enough to sign, too short to reuse. */
const LEAF_MS = 600_000

interface KeyPair {
  publicKey: KeyObject
  privateKey: KeyObject
}
const keyPair = (): KeyPair => generateKeyPairSync('ec', { namedCurve: 'P-256' })
const pem = (der: Buffer) => new X509Certificate(der).toString()

export class FulcioProblem extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

/**
 * A Fulcio of the sandbox's own (https://github.com/sigstore/fulcio, API v2 `signingCert`):
 * a root CA and a CT log, each with a key made at start. It checks the identity token against
 * the local issuer and the proof that the caller holds the key, then issues a ten-minute
 * certificate naming the token's workflow, with the extensions Fulcio copies from a GitHub
 * Actions token and an embedded SCT.
 */
export class LocalFulcio {
  private readonly ca = keyPair()
  private readonly ctLog = keyPair()
  readonly ctLogId: Buffer
  readonly rootCertificate: Buffer
  private serial = 100
  private readonly start = Date.now() - 60_000

  constructor(
    private readonly issuer: LocalIssuer,
    private readonly serverUrl = 'https://github.com'
  ) {
    this.ctLogId = sha256(spki(this.ctLog.publicKey))
    const subject = name(LOCAL_AUTHORITY, 'sandbox-fulcio')
    this.rootCertificate = certificate(
      tbsCertificate({
        serial: 1,
        issuer: subject,
        subject,
        key: this.ca.publicKey,
        notBefore: new Date(this.start),
        notAfter: new Date(this.start + 30 * DAY_MS),
        extensions: [extension('2.5.29.15', bits(Buffer.from([0x06]), 1), true), extension('2.5.29.19', seq(bool(true)), true)]
      }),
      this.ca.privateKey
    )
  }

  get ctLogKey(): KeyObject {
    return this.ctLog.publicKey
  }

  get validFrom(): Date {
    return new Date(this.start)
  }

  /** POST /api/v2/signingCert: the request as sigstore-js sends it; the chain as Fulcio answers. */
  signingCert(request: unknown): { signedCertificateEmbeddedSct: { chain: { certificates: string[] } } } {
    const body = (request ?? {}) as {
      credentials?: { oidcIdentityToken?: unknown }
      publicKeyRequest?: { publicKey?: { content?: unknown }; proofOfPossession?: unknown }
    }
    const token = body.credentials?.oidcIdentityToken
    const keyPem = body.publicKeyRequest?.publicKey?.content
    const proof = body.publicKeyRequest?.proofOfPossession
    if (typeof token !== 'string' || typeof keyPem !== 'string' || typeof proof !== 'string')
      throw new FulcioProblem(400, 'the request needs credentials.oidcIdentityToken, publicKeyRequest.publicKey.content and publicKeyRequest.proofOfPossession')
    const checked = this.issuer.check(token, 'sigstore')
    if ('problem' in checked) throw new FulcioProblem(401, checked.problem)
    const claims = checked.claims
    let key: KeyObject
    try {
      key = createPublicKey(keyPem)
    } catch {
      throw new FulcioProblem(400, 'the public key is not a PEM key')
    }
    const subject = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : String(claims.sub)
    if (!verify('sha256', Buffer.from(subject), key, Buffer.from(proof, 'base64')))
      throw new FulcioProblem(400, "the proof of possession does not verify: the caller does not hold the key's private half")
    const leaf = this.issue(key, claims)
    return { signedCertificateEmbeddedSct: { chain: { certificates: [pem(leaf), pem(this.rootCertificate)] } } }
  }

  private issue(key: KeyObject, claims: Record<string, unknown>): Buffer {
    const text = (claim: string) => {
      const value = claims[claim]
      return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
    }
    const server = this.serverUrl
    const fulcio = (n: number, value: string) => extension(`1.3.6.1.4.1.57264.1.${n}`, utf8(value))
    const signer = `${server}/${text('job_workflow_ref')}`
    const extensions = [
      extension('2.5.29.15', bits(Buffer.from([0x80]), 7), true),
      extension('2.5.29.37', seq(oid('1.3.6.1.5.5.7.3.3'))),
      extension('2.5.29.17', seq(tlv(0x86, Buffer.from(signer))), true),
      extension('1.3.6.1.4.1.57264.1.1', Buffer.from(text('iss'))),
      fulcio(8, text('iss')),
      fulcio(9, signer),
      fulcio(11, text('runner_environment')),
      fulcio(12, `${server}/${text('repository')}`),
      fulcio(13, text('sha')),
      fulcio(14, text('ref')),
      fulcio(15, text('repository_id')),
      fulcio(16, `${server}/${text('repository_owner')}`),
      fulcio(18, `${server}/${text('workflow_ref')}`),
      fulcio(19, text('sha')),
      fulcio(20, text('event_name')),
      fulcio(21, `${server}/${text('repository')}/actions/runs/${text('run_id')}/attempts/${text('run_attempt')}`)
    ]
    const now = Date.now()
    const fields = {
      serial: this.serial++,
      issuer: name(LOCAL_AUTHORITY, 'sandbox-fulcio'),
      subject: seq(),
      key,
      // Whole seconds: the log's time is in seconds, and must fall within the certificate's validity.
      notBefore: new Date(Math.floor(now / 1000) * 1000 - 1000),
      notAfter: new Date(now + LEAF_MS),
      extensions
    }
    const sct = sctList(tbsCertificate(fields), this.ca.publicKey, { id: this.ctLogId, key: this.ctLog.privateKey }, now)
    return certificate(tbsCertificate({ ...fields, extensions: [...extensions, extension('1.3.6.1.4.1.11129.2.4.2', octets(sct))] }), this.ca.privateKey)
  }
}
