import { isNullCommit } from '../../clients/github/context.js'
import type { Log } from '../../util/log.js'

/**
 * `oldest-commit` as the operations take it: GitHub's null commit (`github.event.before` of the
 * push that created the branch) is none given, as nothing was before it; `nullGiven` says so,
 * for `sayNullOldest` to tell the log once the step runs.
 */
export function readOldestCommit(value: string | undefined): { commit?: string; nullGiven: boolean } {
  return isNullCommit(value) ? { nullGiven: true } : { commit: value, nullGiven: false }
}

/** Tells a person reading the log that the null commit was taken as none, and what the range then covers. */
export function sayNullOldest(log: Log, covers: string): void {
  log.info(`\`oldest-commit\` is GitHub's null commit (the push created the branch, so nothing was before it): ${covers}`)
}
