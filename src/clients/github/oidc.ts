import { LibraryError } from '../../util/errors.js'
import { GitHubError } from './errors.js'

type Env = Record<string, string | undefined>

/**
 * Whether the runner gave this job an OIDC token endpoint: it does only with `permissions:
 * id-token: write`. Checked before anything is sent, so a job without it sends nothing.
 */
export function hasIdTokenPermission(env: Env = process.env): boolean {
  return Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN)
}

export const ID_TOKEN_PERMISSION_MISSING =
  'the job has no OIDC token to sign with: ACTIONS_ID_TOKEN_REQUEST_URL is not set, as in a job without `permissions: id-token: write`. Add to the job:\n  permissions:\n    id-token: write\n    attestations: write\n    contents: read\nNothing was sent.'

/**
 * The job's OIDC token for `audience`, through @actions/core's `getIDToken` (which masks it in the
 * log as soon as it has it). The toolkit retries on its own without a time limit, so the whole
 * call is bounded here.
 */
export async function jobIdToken(audience: string, timeoutMs: number): Promise<string> {
  if (!hasIdTokenPermission()) throw new GitHubError('forbidden', ID_TOKEN_PERMISSION_MISSING)
  // The toolkit imports undici for its proxy agent; the bundle maps it to a shim that needs the real one registered.
  const undici = await import('undici6')
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('evidence-action.undici')] ??= undici
  const { getIDToken } = await import('@actions/core')
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GitHubError('timeout', `the runner's OIDC token endpoint did not answer within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs
    )
  })
  try {
    return await Promise.race([getIDToken(audience), limit])
  } catch (err) {
    if (err instanceof LibraryError) throw err
    // The toolkit's words carry the endpoint's status and message, never the request token.
    const detail = (err as Error).message.replace(/\s+/g, ' ').trim()
    throw new GitHubError('forbidden', `the runner's OIDC token endpoint gave no token for audience ${audience}: ${detail}; nothing was published`)
  } finally {
    clearTimeout(timer)
  }
}
