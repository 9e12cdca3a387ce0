import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runnerProblem } from './errors.js'

/**
 * Writes a file the step made (evidence to attach, a report) into a new folder under the
 * runner's RUNNER_TEMP. A runner that cannot keep it is the runner's problem, said as one
 * (`runner`), never as a bad input: the workflow's inputs were fine.
 */
export function writeRunnerTempFile(prefix: string, name: string, content: string, what: string): string {
  const base = process.env.RUNNER_TEMP || os.tmpdir()
  let file = path.join(base, `${prefix}*`, name)
  try {
    file = path.join(mkdtempSync(path.join(base, prefix)), name)
    writeFileSync(file, content)
    return file
  } catch (err) {
    throw runnerProblem(what, 'RUNNER_TEMP', file, err)
  }
}
