import { ActionError } from '../errors.js'
import type { Log } from '../log.js'
import type { GitHubApi } from './api.js'
import type { RunContext } from './context.js'
import { git, hasCommit } from './git.js'

const COMPARE_PAGE = 100

/**
 * The commits an approval covers: from `newest` back to, not including, `oldest`, newest
 * first. The clone answers when it has both commits; a shallow clone falls back to GitHub's
 * compare API.
 */
export async function approvalCommitList(ctx: RunContext, newest: string, oldest: string | undefined, api: GitHubApi | undefined, log: Log): Promise<string[]> {
  if (oldest === undefined) return [newest]
  if (newest === oldest) return []
  if ((await hasCommit(ctx.workspace, newest)) && (await hasCommit(ctx.workspace, oldest))) {
    const shallow = (await git(ctx.workspace, ['rev-parse', '--is-shallow-repository']))?.trim() === 'true'
    const out = await git(ctx.workspace, ['rev-list', newest, `^${oldest}`])
    // In a shallow clone the history between the two may be cut: only trust it if complete.
    if (out !== undefined && (!shallow || (await git(ctx.workspace, ['merge-base', '--is-ancestor', oldest, newest])) !== undefined)) {
      return out.split('\n').filter((l) => l !== '')
    }
  }
  log.debug(`commits ${oldest}..${newest} are not all in the local clone; asking the GitHub compare API`)
  if (api) {
    try {
      return await compareCommits(api, oldest, newest)
    } catch (err) {
      log.debug(`GitHub compare API failed: ${(err as Error).message}`)
    }
  }
  throw new ActionError(
    'invalid_input',
    `input \`oldest-commit\`: the commits from ${oldest} to ${newest} are not in the local clone${api ? ' and the GitHub compare API did not list them' : ' and no `github-token` is available to ask GitHub'}. Check out the full history with \`actions/checkout\` and \`fetch-depth: 0\`.`
  )
}

async function compareCommits(api: GitHubApi, oldest: string, newest: string): Promise<string[]> {
  const shas: string[] = []
  for (let page = 1; ; page++) {
    const data = (await api.get('GET /repos/{owner}/{repo}/compare/{basehead}', {
      basehead: `${oldest}...${newest}`,
      per_page: COMPARE_PAGE,
      page
    })) as { commits?: { sha: string }[]; total_commits?: number }
    const commits = data.commits ?? []
    shas.push(...commits.map((c) => c.sha))
    if (commits.length < COMPARE_PAGE || shas.length >= (data.total_commits ?? 0)) break
  }
  return shas.reverse()
}
