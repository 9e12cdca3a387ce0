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
 * Loads what writing an output needs, for a step to call while it waits on something else. The
 * toolkit draws each output's delimiter as a random UUID: the bundle's stand-in for crypto
 * draws it from the system's random device (src/vendor/crypto-on-demand.cjs), which Windows has
 * not; there crypto makes it, 3-5 ms to load, better loaded now than after the answer.
 */
export function preloadOutputs(): void {
  if (process.platform === 'win32') void import('node:crypto')
}
