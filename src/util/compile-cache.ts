import { lstatSync, mkdirSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'

/** The folder under RUNNER_TEMP: the runner empties RUNNER_TEMP after every job. */
export const COMPILE_CACHE_FOLDER = 'evidence-action-compile-cache'

/**
 * Lets Node keep the code it compiles between the steps of a job: every step starts a new
 * Node that would compile the same bundle again, and most of a step's own start-up is that.
 * The folder is one level under RUNNER_TEMP, made here only if RUNNER_TEMP exists; anything
 * that stands in the way (no RUNNER_TEMP, a place that cannot be written, a file by that name)
 * leaves the step as it would be without a cache, never failed nor slower to start. Node
 * checks each cached entry against the file's content, so a changed bundle is compiled afresh.
 * Returns the folder when the cache is on.
 */
export function enableCompileCache(runnerTemp = process.env.RUNNER_TEMP): string | undefined {
  if (!runnerTemp || !path.isAbsolute(runnerTemp) || typeof module.enableCompileCache !== 'function') return undefined
  const dir = path.join(runnerTemp, COMPILE_CACHE_FOLDER)
  try {
    mkdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return undefined
  }
  try {
    // A link or file of that name is not this action's folder.
    if (!lstatSync(dir).isDirectory()) return undefined
    const { status } = module.enableCompileCache(dir)
    const { ENABLED, ALREADY_ENABLED } = module.constants.compileCacheStatus
    return status === ENABLED || status === ALREADY_ENABLED ? dir : undefined
  } catch {
    return undefined
  }
}

/**
 * Writes what Node compiled so far to the cache now, for a step to call while it waits on the
 * network: Node would otherwise write it at exit, after the step's work is done (0.4-1.4 ms
 * when the cache is cold: a job's first step, or a report that is its job's only step). A file
 * loaded later is still written at exit; none is written twice.
 */
export function flushCompileCache(): void {
  if (typeof module.flushCompileCache === 'function' && module.getCompileCacheDir?.()) module.flushCompileCache()
}
