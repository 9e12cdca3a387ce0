import path from 'node:path'
import { invalidInput, type ActionError } from '../../action/errors.js'
import * as core from '@actions/core'
import { annotation } from '../../util/log.js'
import type { PolicyProblem } from '../../schema/policy-files.js'

/** A file as the repository names it, so GitHub can place an annotation in the diff. */
export function repositoryPath(file: string, baseDir: string): string {
  const workspace = process.env.GITHUB_WORKSPACE || baseDir
  const relative = path.relative(workspace, file)
  return relative.startsWith('..') ? file : relative
}

/** Problems listed in the error itself; every one is an annotation besides. */
const LISTED = 50

/**
 * Problems found in policy files before anything is sent: each an error annotation on its file
 * and line, and one input error naming the input and listing every problem with its place.
 */
export function policyProblemsError(input: string, problems: PolicyProblem[], baseDir: string, expected: string): ActionError {
  for (const p of problems) core.error(p.message, annotation({ file: repositoryPath(p.file, baseDir), line: p.line, column: p.column }))
  const files = new Set(problems.map((p) => p.file)).size
  const listed = problems.slice(0, LISTED).map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`)
  if (problems.length > LISTED) listed.push(`and ${problems.length - LISTED} more (see the annotations)`)
  return invalidInput(input, `${problems.length} problem(s) in ${files} file(s): ${listed.join('; ')}`, expected)
}
