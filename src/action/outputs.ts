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

/**
 * Loads what writing an output needs, for a step to call while it waits on something else: the
 * toolkit draws each output's delimiter from Node's crypto, 3-5 ms to load, which the bundle
 * loads on first use (scripts/ncc-commonjs.mjs).
 */
export function preloadOutputs(): void {
  void import('node:crypto')
}
