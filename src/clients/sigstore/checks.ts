import type { DsseBundle } from './bundle.js'
import type { SigningCertificate } from './certificate.js'
import { dsseSignatureVerifies } from './dsse.js'
import { SLSA_PROVENANCE_TYPES, type Statement } from './statement.js'

/** One check of a bundle, as the summary shows it. */
export interface Check {
  name: string
  /** Undefined: not reached, as an earlier step of the same verification failed. */
  passed: boolean | undefined
  detail: string
  /** Who checks it: this action's own code, or sigstore-js. */
  by: 'action' | 'sigstore-js'
}

/** What the bundle must name: this artifact, this repository. */
export interface Expectations {
  /** 64 lowercase hex. */
  fingerprint: string
  /** `https://github.com/owner/repo`. */
  repositoryUrl: string
  /** GITHUB_REPOSITORY_ID, when the runner gives it: a renamed or re-created repository has another. */
  repositoryId?: string
  /** GITHUB_SERVER_URL: on GitHub Enterprise Server its own token service issues the tokens. */
  serverUrl: string
}

/** GitHub Actions' OIDC token issuer; an enterprise with its own issuer URL adds its slug as a path. */
const ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com'
const ENTERPRISE_SUFFIX = /^\/[A-Za-z0-9][A-Za-z0-9_.-]*$/

export function isActionsIssuer(issuer: string, serverUrl: string): boolean {
  if (issuer === ACTIONS_ISSUER) return true
  if (issuer.startsWith(ACTIONS_ISSUER) && ENTERPRISE_SUFFIX.test(issuer.slice(ACTIONS_ISSUER.length))) return true
  return serverUrl !== 'https://github.com' && issuer === `${serverUrl}/_services/token`
}

const short = (digest: string) => `sha256:${digest.slice(0, 12)}…`

function subjectCheck(statement: Statement, expected: Expectations): Check {
  const match = statement.subjects.find((s) => s.sha256 === expected.fingerprint)
  const named = statement.subjects
    .slice(0, 5)
    .map((s) => (s.sha256 ? short(s.sha256) : 'no SHA-256'))
    .join(', ')
  return {
    name: 'Subject',
    passed: match !== undefined,
    detail: match
      ? `${short(expected.fingerprint)} is the artifact${match.name ? ` (${match.name})` : ''}`
      : `the statement is about ${named}${statement.subjects.length > 5 ? ', …' : ''}, not the artifact ${short(expected.fingerprint)}`,
    by: 'action'
  }
}

function repositoryCheck(certificate: SigningCertificate, expected: Expectations): Check {
  const named = certificate.sourceRepositoryUri
  const sameName = named !== undefined && named.toLowerCase() === expected.repositoryUrl.toLowerCase()
  const idDiffers =
    expected.repositoryId !== undefined && certificate.sourceRepositoryId !== undefined && certificate.sourceRepositoryId !== expected.repositoryId
  const signer = certificate.subjectAlternativeName ? `; signed by ${certificate.subjectAlternativeName}` : ''
  return {
    name: 'Repository',
    passed: sameName && !idDiffers,
    detail: !named
      ? 'the certificate names no source repository (Fulcio extension 1.3.6.1.4.1.57264.1.12)'
      : !sameName
        ? `the certificate names ${named}, not ${expected.repositoryUrl}${signer}`
        : idDiffers
          ? `${named} has id ${certificate.sourceRepositoryId} in the certificate, but this repository's id is ${expected.repositoryId}`
          : `${named}${signer}`,
    by: 'action'
  }
}

function issuerCheck(certificate: SigningCertificate, expected: Expectations): Check {
  const issuer = certificate.issuer
  const passed = issuer !== undefined && isActionsIssuer(issuer, expected.serverUrl)
  return {
    name: 'OIDC issuer',
    passed,
    detail: issuer === undefined ? 'the certificate names no OIDC issuer' : passed ? issuer : `${issuer} is not GitHub Actions' (${ACTIONS_ISSUER})`,
    by: 'action'
  }
}

/**
 * What this action checks itself, before and besides sigstore-js: that the bundle is about this
 * artifact, is of the expected predicate (SLSA provenance unless said), was signed for a workflow of this repository, and that the
 * signature is the certificate's.
 */
export function ownChecks(
  bundle: DsseBundle,
  statement: Statement,
  certificate: SigningCertificate,
  expected: Expectations,
  predicate: { types: string[]; name: string } = { types: SLSA_PROVENANCE_TYPES, name: 'SLSA provenance' }
): Check[] {
  const signed = dsseSignatureVerifies(bundle.payloadType, bundle.payload, bundle.signature, certificate.publicKey)
  return [
    subjectCheck(statement, expected),
    {
      name: 'Predicate type',
      passed: predicate.types.includes(statement.predicateType),
      detail: predicate.types.includes(statement.predicateType)
        ? statement.predicateType
        : `${statement.predicateType.slice(0, 100)} is not ${predicate.name} (${predicate.types.join(' or ')})`,
      by: 'action'
    },
    repositoryCheck(certificate, expected),
    issuerCheck(certificate, expected),
    {
      name: 'Signature',
      passed: signed,
      detail: signed ? "the DSSE signature verifies against the certificate's key" : "the DSSE signature does not verify against the certificate's key",
      by: 'action'
    }
  ]
}
