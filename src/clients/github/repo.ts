import type { RepoInfo } from '../service/catalogue/types.js'
import type { RunContext } from './context.js'
import { repositoryUrl } from './context.js'

/** `repo_info` of a record, from the runner and the event payload. */
export function repoInfo(ctx: RunContext): RepoInfo | undefined {
  const url = repositoryUrl(ctx)
  if (!ctx.repository || !url) return undefined
  const repository = (ctx.event.repository ?? {}) as { id?: number | string; description?: string | null }
  const id = ctx.repositoryId ?? (repository.id !== undefined ? String(repository.id) : undefined)
  const info: RepoInfo = { name: ctx.repository, url, provider: 'github' }
  if (id) info.id = id
  if (repository.description) info.description = repository.description
  return info
}
