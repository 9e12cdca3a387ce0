import { generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto'

/** GitHub Actions' token issuer: the local one signs tokens in its name, so certificates read as GitHub's do. */
export const ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com'

/** The run a token is for, as the runner's variables name it. */
export interface WorkflowRun {
  /** `owner/repo`. */
  repository: string
  repositoryId: string
  /** The workflow file, `.github/workflows/release.yml`. */
  workflow: string
  ref: string
  sha: string
  runId: string
  runAttempt?: string
  serverUrl?: string
}

/** The claims GitHub's token service puts in a job's OIDC token (those Fulcio copies into the certificate). */
export function actionsClaims(run: WorkflowRun, audience: string): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  const workflowRef = `${run.repository}/${run.workflow}@${run.ref}`
  return {
    iss: ACTIONS_ISSUER,
    aud: audience,
    sub: `repo:${run.repository}:ref:${run.ref}`,
    iat: now,
    nbf: now - 5,
    exp: now + 300,
    jti: randomBytes(8).toString('hex'),
    repository: run.repository,
    repository_id: run.repositoryId,
    repository_owner: run.repository.split('/')[0],
    ref: run.ref,
    sha: run.sha,
    workflow_ref: workflowRef,
    job_workflow_ref: workflowRef,
    run_id: run.runId,
    run_attempt: run.runAttempt ?? '1',
    event_name: 'push',
    runner_environment: 'github-hosted'
  }
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An OIDC issuer of the sandbox's own: it signs ES256 tokens, and its Fulcio checks them against its key. */
export class LocalIssuer {
  private readonly key: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  readonly keyId = randomBytes(8).toString('hex')

  mint(claims: Record<string, unknown>): string {
    const input = `${encode({ alg: 'ES256', typ: 'JWT', kid: this.keyId })}.${encode(claims)}`
    return `${input}.${sign('sha256', Buffer.from(input), { key: this.key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`
  }

  /** The token's claims when this issuer signed it and it is current for `audience`; else why not. */
  check(token: string, audience: string): { claims: Record<string, unknown> } | { problem: string } {
    const parts = token.split('.')
    if (parts.length !== 3) return { problem: 'the identity token is not a JWT' }
    const signed = verify(
      'sha256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      { key: this.key.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(parts[2], 'base64url')
    )
    if (!signed) return { problem: 'the identity token is not signed by a trusted issuer' }
    let claims: Record<string, unknown>
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>
    } catch {
      return { problem: "the identity token's claims are not JSON" }
    }
    const now = Date.now() / 1000
    if (claims.aud !== audience) return { problem: `the identity token is for audience ${String(claims.aud)}, not ${audience}` }
    if (typeof claims.exp !== 'number' || claims.exp < now) return { problem: 'the identity token has expired' }
    return { claims }
  }
}
