import { BUNDLE_EXPECTED, type DsseBundle } from './bundle.js'
import { SigstoreError } from './errors.js'

export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json'
const STATEMENT_TYPES = ['https://in-toto.io/Statement/v1', 'https://in-toto.io/Statement/v0.1']

/** SLSA provenance, the predicate actions/attest-build-provenance signs. */
export const SLSA_PROVENANCE_TYPES = ['https://slsa.dev/provenance/v1', 'https://slsa.dev/provenance/v0.2']

export interface Subject {
  name?: string
  /** Lowercase hex, when the subject has a SHA-256 digest. */
  sha256?: string
}

/** An in-toto statement (https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md). */
export interface Statement {
  subjects: Subject[]
  predicateType: string
  predicate: unknown
}

/** The in-toto statement a bundle's DSSE envelope signs. */
export function readStatement(bundle: DsseBundle): Statement {
  if (bundle.payloadType !== IN_TOTO_PAYLOAD_TYPE)
    throw new SigstoreError(`its DSSE payload is \`${bundle.payloadType.slice(0, 80)}\`, not an in-toto statement (${IN_TOTO_PAYLOAD_TYPE})`, BUNDLE_EXPECTED)
  let value: unknown
  try {
    value = JSON.parse(bundle.payload.toString('utf8'))
  } catch {
    throw new SigstoreError('its DSSE payload is not JSON', BUNDLE_EXPECTED)
  }
  const statement = value as { _type?: unknown; subject?: unknown; predicateType?: unknown; predicate?: unknown }
  if (typeof value !== 'object' || value === null || !STATEMENT_TYPES.includes(statement._type as string))
    throw new SigstoreError(`its DSSE payload is not an in-toto statement (\`_type\` is not ${STATEMENT_TYPES.join(' or ')})`, BUNDLE_EXPECTED)
  if (!Array.isArray(statement.subject) || statement.subject.length === 0) throw new SigstoreError('its in-toto statement has no subject', BUNDLE_EXPECTED)
  if (typeof statement.predicateType !== 'string') throw new SigstoreError('its in-toto statement has no `predicateType`', BUNDLE_EXPECTED)
  const subjects = statement.subject.map((s: unknown): Subject => {
    const subject = (typeof s === 'object' && s !== null ? s : {}) as { name?: unknown; digest?: { sha256?: unknown } }
    const sha256 = subject.digest?.sha256
    return {
      ...(typeof subject.name === 'string' && { name: subject.name }),
      ...(typeof sha256 === 'string' && { sha256: sha256.toLowerCase() })
    }
  })
  return { subjects, predicateType: statement.predicateType, predicate: statement.predicate }
}
