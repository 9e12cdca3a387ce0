import type { DsseBundle } from './bundle.js'
import { readSigningCertificate, type SigningCertificate } from './certificate.js'
import { ownChecks, type Check, type Expectations } from './checks.js'
import { readStatement, type Statement } from './statement.js'
import type { TrustRoot } from './trust-root.js'
import type { TufOptions } from './verify.js'

/** A bundle read whole: what it states, and who signed it. */
export interface Candidate {
  bundle: DsseBundle
  statement: Statement
  certificate: SigningCertificate
}

/** A bundle with every check done on it. */
export interface Examined extends Candidate {
  checks: Check[]
  /** Exactly when every check passed. */
  compliant: boolean
  /** Its transparency-log entry, when it has one in a known log. */
  logUrl?: string
}

/** Reads a bundle's statement and certificate; a problem with either is a SigstoreError. */
export function readCandidate(bundle: DsseBundle): Candidate {
  return { bundle, statement: readStatement(bundle), certificate: readSigningCertificate(bundle.certificate) }
}

/**
 * The trust roots to verify against: the one given (checked usable by sigstore-js), else
 * Sigstore's and GitHub's through TUF. sigstore-js is loaded here, only when a bundle is to be
 * verified.
 */
export async function loadTrustRoots(given: TrustRoot | undefined, tuf: TufOptions): Promise<TrustRoot[]> {
  const sigstore = await import('./verify.js')
  if (!given) return sigstore.fetchTrustRoots(tuf)
  sigstore.trustMaterial(given)
  return [given]
}

/** Every check of every candidate: this action's own, then sigstore-js's. */
export async function examine(candidates: Candidate[], expected: Expectations, roots: TrustRoot[]): Promise<Examined[]> {
  const { verifyWithSigstore } = await import('./verify.js')
  return candidates.map((candidate) => {
    const sigstore = verifyWithSigstore(candidate.bundle, roots, candidate.certificate.authority)
    const checks = [...ownChecks(candidate.bundle, candidate.statement, candidate.certificate, expected), ...sigstore.checks]
    return { ...candidate, checks, compliant: checks.every((c) => c.passed === true), logUrl: sigstore.logUrl }
  })
}

/** The bundle to record: the first that passes every check, else the one that passes most (the first of those). */
export function chooseBundle(examined: Examined[]): Examined | undefined {
  const passes = (e: Examined) => e.checks.filter((c) => c.passed === true).length
  return (
    examined.find((e) => e.compliant) ??
    examined.reduce<Examined | undefined>((best, e) => (best === undefined || passes(e) > passes(best) ? e : best), undefined)
  )
}
