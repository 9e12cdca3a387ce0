import { GitHubError } from './errors.js'
import type { GitHubApi } from './api.js'
import { gitHubError, requestStatus } from './errors.js'

/** One attestation of an artifact, as GitHub's API lists it. */
export interface ListedAttestation {
  /** The Sigstore bundle, inline. */
  bundle?: unknown
  /** GitHub's id for it, when the listing gives one: its page is `/{owner}/{repo}/attestations/{id}`. */
  id?: number
}

/** An artifact has a handful of attestations (one per build that made it); more is a runaway. */
export const MAX_ATTESTATIONS = 100

/**
 * The attestations GitHub keeps for an artifact in the run's repository
 * (`GET /repos/{owner}/{repo}/attestations/sha256:{digest}`), SLSA provenance first asked for;
 * none when GitHub has none (it answers 404). Paged as GitHub links them, bounded in number
 * and time as every list is.
 */
export async function listAttestations(api: GitHubApi, digest: string): Promise<ListedAttestation[]> {
  let items: unknown[]
  try {
    // A parameter, not part of the route: Octokit would read `:…` in a route as a placeholder.
    items = await api.paginate(
      'GET /repos/{owner}/{repo}/attestations/{subject_digest}',
      { subject_digest: `sha256:${digest}`, predicate_type: 'provenance' },
      { maxItems: MAX_ATTESTATIONS, itemsKey: 'attestations' }
    )
  } catch (err) {
    if (requestStatus(err) === 404) return []
    throw gitHubError(err, { what: `the attestations of sha256:${digest}`, permissions: ['attestations: read'] })
  }
  return items.map((item) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as { bundle?: unknown; id?: unknown }
    return { bundle: entry.bundle ?? undefined, ...(typeof entry.id === 'number' && { id: entry.id }) }
  })
}

/** GitHub's page of an attestation it keeps; the repository's list of them when there is no id. */
export function attestationPage(serverUrl: string, repository: string, id: number | undefined): string {
  return `${serverUrl}/${repository}/attestations${id === undefined ? '' : `/${id}`}`
}

/**
 * Stores a Sigstore bundle in the run's repository's artifact attestations
 * (`POST /repos/{owner}/{repo}/attestations`, `attestations: write`), where `gh attestation
 * verify` finds it. GitHub's id for it.
 */
export async function storeAttestation(api: GitHubApi, bundle: Record<string, unknown>): Promise<number> {
  let answer: unknown
  try {
    answer = await api.post('POST /repos/{owner}/{repo}/attestations', {}, { bundle })
  } catch (err) {
    throw gitHubError(err, { what: "the repository's artifact attestations, to store the verdict in them", permissions: ['attestations: write'] })
  }
  const id = (answer as { id?: unknown } | null)?.id
  if (typeof id !== 'number') throw new GitHubError('server', "GitHub's API stored the attestation but answered without its id")
  return id
}
