import { ActionError } from '../../action/errors.js'
import type { Log } from '../../util/log.js'
import type { GitHubApi } from '../../clients/github/api.js'
import type { RunContext } from '../../clients/github/context.js'
import { commitRange, CommitRangeError } from '../../clients/github/commit-range.js'

/**
 * The commits an approval covers: from `newest` back to, not including, `oldest`, newest
 * first. The clone answers when it has the range; a shallow clone falls back to GitHub's
 * compare API.
 */
export async function approvalCommitList(ctx: RunContext, newest: string, oldest: string | undefined, api: GitHubApi | undefined, log: Log): Promise<string[]> {
  try {
    return (await commitRange(ctx, newest, oldest, api, log)).commits.map((c) => c.sha)
  } catch (err) {
    if (!(err instanceof CommitRangeError)) throw err
    log.debug(err.message)
    if (err.reason !== 'unavailable') throw new ActionError('invalid_input', `input \`oldest-commit\`: ${err.message}`, { cause: err })
    throw new ActionError(
      'invalid_input',
      `input \`oldest-commit\`: the commits from ${oldest} to ${newest} are not in the local clone${api ? ' and the GitHub compare API did not list them' : ' and no `github-token` is available to ask GitHub'}. Check out the full history with \`actions/checkout\` and \`fetch-depth: 0\`.`,
      { cause: err }
    )
  }
}
