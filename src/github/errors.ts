import { ActionError } from '../errors.js'

/**
 * What GitHub's refusal means for the person who set up the workflow: the token, and the
 * permission the job needs. An answer that is no refusal stays as it was.
 */
export function gitHubRefusal(err: unknown, what: string, permission: string): unknown {
  const status = (err as { status?: unknown })?.status
  if (status === 401) return new ActionError('invalid_input', `input \`github-token\`: GitHub refused the token while reading ${what} (HTTP 401); expected a valid token, e.g. the default \`\${{ github.token }}\``, { cause: err })
  if (status === 403 || status === 404) {
    return new ActionError('invalid_input', `input \`github-token\`: GitHub answered ${status} while reading ${what}; the job needs \`permissions: ${permission}\` (and the token must see this repository)`, { cause: err })
  }
  return err
}
