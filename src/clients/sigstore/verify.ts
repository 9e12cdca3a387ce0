import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bundleFromJSON } from '@sigstore/bundle'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import { getTrustedRoot } from '@sigstore/tuf'
import { toSignedEntity, toTrustMaterial, VerificationError, Verifier, type TrustMaterial } from '@sigstore/verify'
import type { DsseBundle } from './bundle.js'
import type { Check } from './checks.js'
import { SigstoreError, TrustRootUnavailable } from './errors.js'
import { GITHUB_TUF_MIRROR, GITHUB_TUF_ROOT } from './github-tuf-root.js'
import { AUTHORITIES, TRUST_ROOT_EXPECTED, type TrustRoot } from './trust-root.js'

/**
 * What sigstore-js (loaded only by the operation that verifies provenance) checks: the signing
 * certificate chains to a trusted CA and was valid when signed, its SCT, and the
 * transparency-log proof or signed timestamp. The rest this action checks itself (checks.ts).
 */

export interface TufOptions {
  /** Where TUF metadata and the trusted roots are cached between runs of the job. */
  cacheDir: string
  /** Per request. */
  timeoutMs: number
  retries: number
}

/**
 * Sigstore's public-good trust root and GitHub's own, each fetched through TUF as sigstore-js
 * does (the public-good anchor ships with @sigstore/tuf; GitHub's with this action).
 */
export async function fetchTrustRoots(options: TufOptions): Promise<TrustRoot[]> {
  mkdirSync(options.cacheDir, { recursive: true })
  const githubAnchor = path.join(options.cacheDir, 'tuf-repo.github.com-root.json')
  writeFileSync(githubAnchor, JSON.stringify(GITHUB_TUF_ROOT))
  const tuf = { cachePath: options.cacheDir, timeout: options.timeoutMs, retry: { retries: options.retries } }
  try {
    const [publicGood, github] = await Promise.all([getTrustedRoot(tuf), getTrustedRoot({ ...tuf, mirrorURL: GITHUB_TUF_MIRROR, rootPath: githubAnchor })])
    return [
      { name: AUTHORITIES['sigstore.dev'], authority: 'sigstore.dev', json: TrustedRoot.toJSON(publicGood) as Record<string, unknown> },
      { name: AUTHORITIES['GitHub, Inc.'], authority: 'GitHub, Inc.', json: TrustedRoot.toJSON(github) as Record<string, unknown> }
    ]
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    throw new TrustRootUnavailable(`could not fetch Sigstore's trust roots through TUF: ${message}`, /timeout|timed out|abort/i.test(message), { cause: err })
  }
}

/** The trust material of a root, or why sigstore-js cannot use it (a problem with the given file). */
export function trustMaterial(root: TrustRoot): TrustMaterial {
  try {
    return toTrustMaterial(TrustedRoot.fromJSON(root.json))
  } catch (err) {
    throw new SigstoreError(`sigstore-js cannot use it: ${(err as Error).message}`, TRUST_ROOT_EXPECTED)
  }
}

export interface SigstoreVerification {
  checks: [chain: Check, log: Check]
  /** The bundle's transparency-log entry, for people to look at, when the log is known. */
  logUrl?: string
}

const chainCheck = (passed: boolean | undefined, detail: string): Check => ({ name: 'Certificate chain', passed, detail, by: 'sigstore-js' })
const logCheck = (passed: boolean | undefined, detail: string): Check => ({ name: 'Transparency log or timestamp', passed, detail, by: 'sigstore-js' })

/** The root for a certificate: the given file for any, else the one of the CA that issued it (as the GitHub CLI chooses). */
function rootFor(roots: TrustRoot[], authority: string | undefined): TrustRoot | undefined {
  if (roots.length === 1 && roots[0].authority === undefined) return roots[0]
  return roots.find((r) => r.authority === authority)
}

function logUrl(bundle: DsseBundle, root: TrustRoot): string | undefined {
  const entry = bundle.logEntries[0]
  if (!entry) return undefined
  const logs = (root.json.tlogs ?? []) as { baseUrl?: string; logId?: { keyId?: string } }[]
  const baseUrl = logs.find((l) => l.logId?.keyId === entry.logId)?.baseUrl?.replace(/\/+$/, '')
  if (!baseUrl) return undefined
  // Sigstore's own log has a page for people; any other Rekor, its API's entry.
  if (baseUrl === 'https://rekor.sigstore.dev') return `https://search.sigstore.dev/?logIndex=${entry.logIndex}`
  return `${baseUrl}/api/v1/log/entries?logIndex=${entry.logIndex}`
}

function reason(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause
  const own = err instanceof Error ? err.message : String(err)
  return cause instanceof Error && cause.message && !own.includes(cause.message) ? `${own}: ${cause.message}` : own
}

/**
 * A root with transparency logs asks for an entry in one and an SCT (as Sigstore's public good
 * does); one without (GitHub's) asks for a signed timestamp instead, as the GitHub CLI verifies them.
 */
function verifierFor(root: TrustRoot): Verifier {
  const hasLogs = ((root.json.tlogs ?? []) as unknown[]).length > 0
  const hasCtLogs = ((root.json.ctlogs ?? []) as unknown[]).length > 0
  return new Verifier(trustMaterial(root), { tlogThreshold: hasLogs ? 1 : 0, ctlogThreshold: hasCtLogs ? 1 : 0, timestampThreshold: 1 })
}

/**
 * The whole of sigstore-js's verification of a bundle this action signed, before it is published
 * anywhere: certificate chain and validity, SCT, transparency-log proof or timestamp, and the
 * DSSE signature. Its log entry's address when it has one; a SigstoreError saying what failed.
 */
export function verifyOwnBundle(bundle: DsseBundle, root: TrustRoot): { logUrl?: string } {
  try {
    verifierFor(root).verify(toSignedEntity(bundleFromJSON(bundle.json)))
  } catch (err) {
    throw new SigstoreError(`it does not verify against ${root.name}: ${reason(err)}`)
  }
  return { logUrl: logUrl(bundle, root) }
}

/**
 * sigstore-js's verification of one bundle, as two checks. sigstore-js stops at the first
 * failure, in this order: timestamps, certificate chain, log entries, signature.
 */
export function verifyWithSigstore(bundle: DsseBundle, roots: TrustRoot[], authority: string | undefined): SigstoreVerification {
  const root = rootFor(roots, authority)
  if (!root)
    return {
      checks: [
        chainCheck(false, `the certificate was issued by ${authority ?? 'a CA with no organization'}, neither Sigstore's public-good instance nor GitHub's`),
        logCheck(undefined, 'not checked: no trust root for that CA')
      ]
    }
  const verifier = verifierFor(root)
  const logged = bundle.logEntries[0]
  const logPassed = logged ? `entry ${logged.logIndex} of the log, its inclusion verified` : "a signed timestamp from the trust root's timestamp authority"
  try {
    verifier.verify(toSignedEntity(bundleFromJSON(bundle.json)))
    return { checks: [chainCheck(true, `chains to ${root.name}, valid when signed`), logCheck(true, logPassed)], logUrl: logUrl(bundle, root) }
  } catch (err) {
    const code = err instanceof VerificationError ? err.code : undefined
    const why = reason(err)
    if (code === 'TIMESTAMP_ERROR') return { checks: [chainCheck(undefined, 'not checked: no verified time to check it at'), logCheck(false, why)] }
    if (code?.startsWith('TLOG_')) return { checks: [chainCheck(true, `chains to ${root.name}, valid when signed`), logCheck(false, why)] }
    if (code === 'SIGNATURE_ERROR')
      return { checks: [chainCheck(true, `chains to ${root.name}, valid when signed`), logCheck(true, logPassed)], logUrl: logUrl(bundle, root) }
    return { checks: [chainCheck(false, why), logCheck(undefined, 'not checked: the certificate did not verify')] }
  }
}
