import type { TrustRoot } from './trust-root.js'

/** Where to sign: which CA certifies the key, and what witnesses the signature. */
export interface SigstoreInstance {
  kind: 'public-good' | 'github' | 'custom'
  /** For people: "Sigstore's public-good instance". */
  name: string
  fulcioUrl: string
  /** A transparency log (public good, custom), or else a timestamp authority (GitHub's). */
  rekorUrl?: string
  tsaUrl?: string
  /** The organization of the CA's certificates, which picks the trust root fetched through TUF. */
  authority?: string
  /** Given as a file (custom); else fetched through TUF. */
  trustRoot?: TrustRoot
}

/** As actions/attest signs: Sigstore's public good writes to its public log. */
export const PUBLIC_GOOD: SigstoreInstance = {
  kind: 'public-good',
  name: "Sigstore's public-good instance",
  fulcioUrl: 'https://fulcio.sigstore.dev',
  rekorUrl: 'https://rekor.sigstore.dev',
  authority: 'sigstore.dev'
}

/**
 * GitHub's own, for private repositories (as actions/attest chooses it): nothing goes to a
 * public log; a timestamp authority witnesses the signature instead.
 */
export const GITHUB: SigstoreInstance = {
  kind: 'github',
  name: "GitHub's Sigstore instance",
  fulcioUrl: 'https://fulcio.githubapp.com',
  tsaUrl: 'https://timestamp.githubapp.com',
  authority: 'GitHub, Inc.'
}

/** actions/attest's default: the public good for a public repository, GitHub's for a private or internal one. */
export function defaultInstance(event: Record<string, unknown>): SigstoreInstance {
  const repository = event.repository as { private?: unknown; visibility?: unknown } | undefined
  const hidden = repository?.private === true || (typeof repository?.visibility === 'string' && repository.visibility !== 'public')
  return hidden ? GITHUB : PUBLIC_GOOD
}
