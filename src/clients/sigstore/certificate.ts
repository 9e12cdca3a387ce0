import { X509Certificate, type KeyObject } from 'node:crypto'
import { oidText, readAll, readOne, TAG } from './der.js'
import { SigstoreError } from './errors.js'

/**
 * Fulcio's certificate extensions (https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md):
 * the identity GitHub's OIDC token gave, copied into the signing certificate.
 */
export const FULCIO = {
  /** The token's issuer, raw (deprecated, still written). */
  issuerV1: '1.3.6.1.4.1.57264.1.1',
  /** The token's issuer, as a DER UTF8String. */
  issuer: '1.3.6.1.4.1.57264.1.8',
  sourceRepositoryUri: '1.3.6.1.4.1.57264.1.12',
  sourceRepositoryDigest: '1.3.6.1.4.1.57264.1.13',
  sourceRepositoryRef: '1.3.6.1.4.1.57264.1.14',
  sourceRepositoryId: '1.3.6.1.4.1.57264.1.15',
  /** The workflow the run started from: the caller, when a reusable workflow signed. */
  buildConfigUri: '1.3.6.1.4.1.57264.1.18',
  runInvocationUri: '1.3.6.1.4.1.57264.1.21'
} as const

const SUBJECT_ALT_NAME = '2.5.29.17'

/** Who signed, as the signing certificate says. */
export interface SigningCertificate {
  /** The SAN: for GitHub Actions, the workflow that signed (`https://github.com/o/r/.github/workflows/x.yml@ref`). */
  subjectAlternativeName?: string
  /** The OIDC issuer of the token the certificate was issued for. */
  issuer?: string
  sourceRepositoryUri?: string
  sourceRepositoryId?: string
  sourceRepositoryRef?: string
  sourceRepositoryDigest?: string
  buildConfigUri?: string
  runInvocationUri?: string
  /** The certificate authority that issued it: `sigstore.dev` (public good) or `GitHub, Inc.`. */
  authority?: string
  publicKey: KeyObject
  notBefore: Date
  notAfter: Date
}

const ORGANIZATION = '2.5.4.10'

/** The elements of the to-be-signed part: [0] version, serial, algorithm, issuer, validity, subject, key, ... */
function tbsElements(der: Buffer) {
  const certificate = readOne(der, TAG.SEQUENCE, 'outer structure')
  const [tbs] = readAll(certificate.value)
  if (tbs?.tag !== TAG.SEQUENCE) throw new SigstoreError('the certificate has no to-be-signed part')
  return readAll(tbs.value)
}

/** The issuer's organization (`O=`), read from DER: node:crypto's text escapes its commas. */
function issuerOrganization(der: Buffer): string | undefined {
  const elements = tbsElements(der)
  const issuer = elements[elements[0]?.tag === TAG.VERSION ? 3 : 2]
  if (issuer?.tag !== TAG.SEQUENCE) throw new SigstoreError("the certificate's issuer is not a name")
  for (const set of readAll(issuer.value))
    for (const attribute of readAll(set.value)) {
      const [type, value] = readAll(attribute.value)
      if (type?.tag === TAG.OID && oidText(type.value) === ORGANIZATION && value) return value.value.toString('utf8')
    }
  return undefined
}

/** Extensions by OID: the value octets (the content of the extnValue OCTET STRING). */
function extensions(der: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>()
  const holder = tbsElements(der).find((e) => e.tag === TAG.EXTENSIONS)
  if (!holder) return found
  for (const extension of readAll(readOne(holder.value, TAG.SEQUENCE, 'extensions').value)) {
    const parts = readAll(extension.value)
    const oid = parts[0]
    const value = parts[parts.length - 1]
    if (extension.tag !== TAG.SEQUENCE || oid?.tag !== TAG.OID || value?.tag !== TAG.OCTET_STRING)
      throw new SigstoreError('the certificate has a malformed extension')
    found.set(oidText(oid.value), value.value)
  }
  return found
}

/** The first URI of the SAN (Fulcio writes one name), or else its e-mail address. */
function subjectAlternativeName(value: Buffer | undefined): string | undefined {
  if (!value) return undefined
  const names = readAll(readOne(value, TAG.SEQUENCE, 'subject alternative name').value)
  const name = names.find((n) => n.tag === TAG.SAN_URI) ?? names.find((n) => n.tag === TAG.SAN_EMAIL)
  return name?.value.toString('utf8')
}

/** A v2 Fulcio extension holds a DER UTF8String; a v1 one the raw text. */
const utf8 = (value: Buffer | undefined) => (value === undefined ? undefined : readOne(value, TAG.UTF8_STRING, 'Fulcio extension').value.toString('utf8'))

/** The identity a Fulcio certificate (DER) carries, and its key. */
export function readSigningCertificate(der: Buffer): SigningCertificate {
  let parsed: X509Certificate
  try {
    parsed = new X509Certificate(der)
  } catch {
    throw new SigstoreError('its signing certificate is not an X.509 certificate')
  }
  const ext = extensions(der)
  return {
    subjectAlternativeName: subjectAlternativeName(ext.get(SUBJECT_ALT_NAME)),
    issuer: utf8(ext.get(FULCIO.issuer)) ?? ext.get(FULCIO.issuerV1)?.toString('utf8'),
    sourceRepositoryUri: utf8(ext.get(FULCIO.sourceRepositoryUri)),
    sourceRepositoryId: utf8(ext.get(FULCIO.sourceRepositoryId)),
    sourceRepositoryRef: utf8(ext.get(FULCIO.sourceRepositoryRef)),
    sourceRepositoryDigest: utf8(ext.get(FULCIO.sourceRepositoryDigest)),
    buildConfigUri: utf8(ext.get(FULCIO.buildConfigUri)),
    runInvocationUri: utf8(ext.get(FULCIO.runInvocationUri)),
    authority: issuerOrganization(der),
    publicKey: parsed.publicKey,
    notBefore: new Date(parsed.validFrom),
    notAfter: new Date(parsed.validTo)
  }
}
