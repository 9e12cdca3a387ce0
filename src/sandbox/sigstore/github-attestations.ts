/** What the sandbox's stand-in of GitHub's artifact attestations keeps of one. */
export interface StoredAttestation {
  id: number
  /** `owner/repo`. */
  repository: string
  bundle: Record<string, unknown>
  /** `sha256:<hex>` of each subject of the bundle's statement. */
  subjects: string[]
  predicateType: string
}

export class AttestationProblem extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

/** A repository keeps a few attestations per release; the sandbox keeps this many at most. */
export const MAX_STORED = 10_000

/**
 * GitHub's artifact attestations API as far as `gh attestation verify` and the action use it:
 * `POST /repos/{owner}/{repo}/attestations` stores a Sigstore bundle of an in-toto statement,
 * `GET /repos/{owner}/{repo}/attestations/sha256:{digest}` lists those about a digest.
 */
export class LocalAttestations {
  readonly stored: StoredAttestation[] = []

  store(repository: string, body: unknown): { id: number } {
    if (this.stored.length >= MAX_STORED) throw new AttestationProblem(507, `the sandbox keeps ${MAX_STORED} attestations, its most`)
    const bundle = (body as { bundle?: unknown } | null)?.bundle as Record<string, unknown> | undefined
    const envelope = bundle?.dsseEnvelope as { payload?: unknown; payloadType?: unknown } | undefined
    if (typeof bundle?.mediaType !== 'string' || typeof envelope?.payload !== 'string' || envelope.payloadType !== 'application/vnd.in-toto+json')
      throw new AttestationProblem(422, 'bundle must be a Sigstore bundle of an in-toto statement (a DSSE envelope)')
    let statement: { subject?: { digest?: { sha256?: unknown } }[]; predicateType?: unknown }
    try {
      statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as typeof statement
    } catch {
      throw new AttestationProblem(422, "the bundle's payload is not an in-toto statement")
    }
    const subjects = (statement.subject ?? []).flatMap((s) => (typeof s?.digest?.sha256 === 'string' ? [`sha256:${s.digest.sha256}`] : []))
    if (subjects.length === 0 || typeof statement.predicateType !== 'string')
      throw new AttestationProblem(422, "the bundle's statement names no subject digest or predicate type")
    const id = this.stored.length + 1
    this.stored.push({ id, repository, bundle, subjects, predicateType: statement.predicateType })
    return { id }
  }

  list(repository: string, subjectDigest: string, predicateType?: string): { attestations: { id: number; bundle: unknown; repository_id: number }[] } {
    const attestations = this.stored
      .filter((a) => a.repository === repository && a.subjects.includes(subjectDigest) && (!predicateType || a.predicateType === predicateType))
      .map((a) => ({ id: a.id, bundle: a.bundle, repository_id: 1 }))
    if (attestations.length === 0) throw new AttestationProblem(404, 'Not Found')
    return { attestations }
  }
}
