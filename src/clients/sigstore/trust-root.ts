import { jsonKindOf } from '../../util/errors.js'
import { SigstoreError } from './errors.js'

export const TRUST_ROOT_EXPECTED =
  'a Sigstore `trusted_root.json` (media type application/vnd.dev.sigstore.trustedroot+json), as `gh attestation trusted-root` prints it'

/** A trusted root as its JSON says it, named for the summary. */
export interface TrustRoot {
  name: string
  json: Record<string, unknown>
  /** The issuing CA's organization this root is for; none for a root given as a file (it is for every bundle). */
  authority?: string
}

/** Which Sigstore instance issued a certificate, by the organization of its issuing CA. */
export const AUTHORITIES: Record<string, string> = { 'sigstore.dev': "Sigstore's public-good instance", 'GitHub, Inc.': "GitHub's Sigstore instance" }

/**
 * A `trusted_root.json` given as a file, checked for its shape before anything is sent: what
 * sigstore-js reads of it is lenient, and an empty root would only fail every bundle later.
 */
export function parseTrustRoot(text: string): TrustRoot {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new SigstoreError('it is not JSON', TRUST_ROOT_EXPECTED)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SigstoreError(`it is ${jsonKindOf(value)}`, TRUST_ROOT_EXPECTED)
  const root = value as Record<string, unknown>
  if (typeof root.mediaType !== 'string' || !root.mediaType.startsWith('application/vnd.dev.sigstore.trustedroot'))
    throw new SigstoreError('its `mediaType` is not that of a Sigstore trusted root', TRUST_ROOT_EXPECTED)
  for (const list of ['certificateAuthorities', 'tlogs', 'ctlogs', 'timestampAuthorities'])
    if (root[list] !== undefined && !Array.isArray(root[list])) throw new SigstoreError(`its \`${list}\` is not a list`, TRUST_ROOT_EXPECTED)
  if (!Array.isArray(root.certificateAuthorities) || root.certificateAuthorities.length === 0)
    throw new SigstoreError('it has no certificate authority, so no certificate could chain to it', TRUST_ROOT_EXPECTED)
  return { name: 'the given trusted root', json: root }
}
