import { jsonKindOf } from '../../util/errors.js'
import { SigstoreError } from './errors.js'

/** The media types of the Sigstore bundle versions (https://github.com/sigstore/protobuf-specs). */
export const BUNDLE_MEDIA_TYPES = [
  'application/vnd.dev.sigstore.bundle+json;version=0.1',
  'application/vnd.dev.sigstore.bundle+json;version=0.2',
  'application/vnd.dev.sigstore.bundle+json;version=0.3',
  'application/vnd.dev.sigstore.bundle.v0.3+json'
]

export const BUNDLE_EXPECTED =
  'a Sigstore bundle holding a DSSE envelope and its signing certificate, as JSON or JSON Lines (the `bundle-path` output of actions/attest-build-provenance)'

/** A transparency-log entry, as much of it as names where it is. */
export interface LogEntry {
  logIndex: string
  /** The log's id (the SHA-256 of its key), base64. */
  logId: string
}

/** A bundle signed over a DSSE envelope by a certificate: what attest-build-provenance writes. */
export interface DsseBundle {
  /** As given: attached as it is, and what sigstore-js verifies. */
  json: Record<string, unknown>
  mediaType: string
  payloadType: string
  payload: Buffer
  signature: Buffer
  /** The signing (leaf) certificate, DER. */
  certificate: Buffer
  logEntries: LogEntry[]
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

function base64(value: unknown, what: string): Buffer {
  if (typeof value !== 'string' || value.length === 0 || !BASE64.test(value)) throw new SigstoreError(`its ${what} is not base64`, BUNDLE_EXPECTED)
  return Buffer.from(value, 'base64')
}

/** The leaf certificate: v0.3 names it alone, earlier versions first in a chain. */
function leafCertificate(material: Json): Buffer {
  const single = material.certificate
  const chain = material.x509CertificateChain
  if (isObject(single)) return base64(single.rawBytes, 'certificate')
  if (isObject(chain) && Array.isArray(chain.certificates) && isObject(chain.certificates[0])) return base64(chain.certificates[0].rawBytes, 'certificate')
  if (material.publicKey !== undefined)
    throw new SigstoreError('it is signed with a public key, not a certificate: nothing in it says which workflow signed', BUNDLE_EXPECTED)
  throw new SigstoreError('it has no signing certificate (`verificationMaterial.certificate` or `x509CertificateChain`)', BUNDLE_EXPECTED)
}

function logEntries(material: Json): LogEntry[] {
  const entries = material.tlogEntries ?? []
  if (!Array.isArray(entries)) throw new SigstoreError('its `tlogEntries` is not a list', BUNDLE_EXPECTED)
  return entries.map((entry) => {
    const logId = isObject(entry) && isObject(entry.logId) ? entry.logId.keyId : undefined
    // Protobuf's JSON leaves out a zero, so the first entry of a log has no `logIndex`.
    const logIndex = isObject(entry) ? (entry.logIndex ?? '0') : undefined
    if (typeof logId !== 'string' || (typeof logIndex !== 'string' && typeof logIndex !== 'number'))
      throw new SigstoreError('a transparency-log entry has no `logIndex` or `logId`', BUNDLE_EXPECTED)
    return { logIndex: String(logIndex), logId }
  })
}

/** One parsed JSON value as a DSSE bundle; every problem is said in terms of the bundle. */
export function toDsseBundle(value: unknown): DsseBundle {
  if (!isObject(value)) throw new SigstoreError(`it is ${jsonKindOf(value)}, not a Sigstore bundle`, BUNDLE_EXPECTED)
  const mediaType = value.mediaType
  if (typeof mediaType !== 'string') throw new SigstoreError('it has no `mediaType`: it is not a Sigstore bundle', BUNDLE_EXPECTED)
  if (!BUNDLE_MEDIA_TYPES.includes(mediaType))
    throw new SigstoreError(`its media type \`${mediaType.slice(0, 80)}\` is not one of a Sigstore bundle (${BUNDLE_MEDIA_TYPES.join(', ')})`, BUNDLE_EXPECTED)
  const material = value.verificationMaterial
  if (!isObject(material)) throw new SigstoreError('it has no `verificationMaterial`', BUNDLE_EXPECTED)
  const envelope = value.dsseEnvelope
  if (!isObject(envelope))
    throw new SigstoreError(
      value.messageSignature !== undefined ? 'it signs a file, not an in-toto statement (no `dsseEnvelope`)' : 'it has no `dsseEnvelope`',
      BUNDLE_EXPECTED
    )
  const signatures = envelope.signatures
  if (!Array.isArray(signatures) || signatures.length !== 1 || !isObject(signatures[0]))
    throw new SigstoreError(
      `its DSSE envelope has ${Array.isArray(signatures) ? signatures.length : 'no list of'} signatures where a Sigstore bundle has exactly one`,
      BUNDLE_EXPECTED
    )
  if (typeof envelope.payloadType !== 'string') throw new SigstoreError('its DSSE envelope has no `payloadType`', BUNDLE_EXPECTED)
  return {
    json: value,
    mediaType,
    payloadType: envelope.payloadType,
    payload: base64(envelope.payload, 'DSSE payload'),
    signature: base64(signatures[0].sig, 'DSSE signature'),
    certificate: leafCertificate(material),
    logEntries: logEntries(material)
  }
}

/**
 * The bundles a file holds: one JSON bundle (pretty-printed or not), or JSON Lines, one bundle a
 * line, as actions/attest-build-provenance writes its `bundle-path`.
 */
export function parseBundles(text: string): DsseBundle[] {
  let whole: unknown
  try {
    whole = JSON.parse(text)
  } catch {
    whole = undefined
  }
  if (whole !== undefined) return [toDsseBundle(whole)]
  const bundles: DsseBundle[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue
    let value: unknown
    try {
      value = JSON.parse(lines[i])
    } catch {
      // The parser's words would quote the file; which line is enough to find it.
      throw new SigstoreError(bundles.length === 0 && i === 0 ? 'it is not JSON, nor JSON Lines' : `line ${i + 1} is not JSON`, BUNDLE_EXPECTED)
    }
    try {
      bundles.push(toDsseBundle(value))
    } catch (err) {
      if (err instanceof SigstoreError) throw new SigstoreError(`line ${i + 1}: ${err.message}`, err.expected)
      throw err
    }
  }
  if (bundles.length === 0) throw new SigstoreError('it is empty', BUNDLE_EXPECTED)
  return bundles
}
