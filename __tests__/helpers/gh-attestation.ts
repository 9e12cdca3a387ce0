import { bundleFromJSON } from '@sigstore/bundle'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify'

/** One attestation as `gh attestation verify --format json` prints it (the fields the pages read). */
export interface VerifiedAttestation {
  verificationResult: {
    statement: { predicateType: string; predicate: Record<string, unknown> }
    signature: { certificate: { subjectAlternativeName: string } }
  }
}

export interface GitHubAttestations {
  /** GITHUB_API_URL of a stand-in of GitHub's artifact attestations API. */
  apiUrl: string
  token: string
  /** The repository whose attestations are listed (`owner/name`). */
  repository: string
  trustedRoot: Record<string, unknown>
}

const flag = (args: string, name: string) => new RegExp(`--${name}[ =]("?)([^\\s"]+)\\1`).exec(args)?.[2]

/**
 * What `gh attestation verify oci://IMAGE@DIGEST --predicate-type T --signer-workflow W` does,
 * against a loopback attestations API and a trusted root, for the examples that check a
 * published verdict: every attestation of the digest, each bundle verified with sigstore-js (as
 * gh verifies with sigstore-go), kept when its statement is of type T and its certificate names
 * a workflow W at any ref. gh fails (exit 1) when none is kept; so does this.
 */
export async function ghAttestationVerify(args: string, digest: string, github: GitHubAttestations): Promise<VerifiedAttestation[]> {
  const predicateType = flag(args, 'predicate-type')
  const signerWorkflow = flag(args, 'signer-workflow')
  if (!predicateType || !signerWorkflow) throw new Error(`gh attestation verify ${args}: the stand-in needs --predicate-type and --signer-workflow`)
  const answer = await fetch(`${github.apiUrl}/repos/${github.repository}/attestations/${digest}`, { headers: { authorization: `Bearer ${github.token}` } })
  if (answer.status !== 200) throw new Error(`gh attestation verify: no attestations found for ${digest} (HTTP ${answer.status})`)
  const { attestations } = (await answer.json()) as { attestations: { bundle: Record<string, unknown> }[] }
  const verifier = new Verifier(toTrustMaterial(TrustedRoot.fromJSON(github.trustedRoot)), { tlogThreshold: 1, ctlogThreshold: 1, timestampThreshold: 1 })
  const signer = new RegExp(`^https://github\\.com/${signerWorkflow.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}@`)
  const kept: VerifiedAttestation[] = []
  for (const { bundle } of attestations) {
    const envelope = bundle.dsseEnvelope as { payload: string }
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as VerifiedAttestation['verificationResult']['statement']
    if (statement.predicateType !== predicateType) continue
    const { identity } = verifier.verify(toSignedEntity(bundleFromJSON(bundle)), { extensions: { issuer: 'https://token.actions.githubusercontent.com' } })
    const san = identity?.subjectAlternativeName ?? ''
    if (!signer.test(san)) continue
    kept.push({ verificationResult: { statement, signature: { certificate: { subjectAlternativeName: san } } } })
  }
  if (kept.length === 0) throw new Error(`gh attestation verify: no attestation of ${predicateType} signed by ${signerWorkflow} verifies`)
  return kept
}
