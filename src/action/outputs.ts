import * as core from '@actions/core'
import { runnerProblem } from './errors.js'

/**
 * An output, as the toolkit writes it to GITHUB_OUTPUT. A runner whose output file cannot be
 * written is the runner's fault, not the input's: said so, as a `runner` error, rather than as
 * the file system's bare message.
 */
export function setOutput(name: string, value: string): void {
  try {
    core.setOutput(name, value)
  } catch (err) {
    throw runnerProblem(`output \`${name}\` was not set`, 'GITHUB_OUTPUT', process.env.GITHUB_OUTPUT ?? '', err)
  }
}
