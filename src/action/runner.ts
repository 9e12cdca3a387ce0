import { randomUUID } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import os from 'node:os'
import { runnerProblem } from './errors.js'

/**
 * The runner's side of a step: inputs from `INPUT_*`, outputs and the summary appended to the
 * files the runner names, and workflow commands on stdout. This is the part of @actions/core
 * the action uses, written out so that a run loads none of the toolkit's HTTP machinery at
 * start (the toolkit's core module loads its HTTP client for OIDC tokens we never ask for).
 */

/** `INPUT_<NAME>`, as the runner passes inputs: upper-cased, spaces as underscores. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/** Command data: `%`, CR and LF are escaped, or a message could end the command early. */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

function command(name: string, message: string, properties: Record<string, string | number | undefined> = {}): void {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',')
  process.stdout.write(`::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${os.EOL}`)
}

/** Tells the runner to hide a value wherever the log would show it. */
export function setSecret(value: string): void {
  command('add-mask', value)
}

/** `name<<delimiter` blocks in GITHUB_OUTPUT, with a delimiter no value can contain. */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) {
    process.stdout.write(os.EOL)
    command('set-output', value, { name })
    return
  }
  let delimiter = `ghadelimiter_${randomUUID()}`
  while (value.includes(delimiter) || name.includes(delimiter)) delimiter = `ghadelimiter_${randomUUID()}`
  try {
    appendFileSync(file, `${name}<<${delimiter}${os.EOL}${value}${os.EOL}${delimiter}${os.EOL}`, 'utf8')
  } catch (err) {
    throw runnerProblem(`output \`${name}\` was not set`, 'GITHUB_OUTPUT', file, err)
  }
}

export function info(message: string): void {
  process.stdout.write(message + os.EOL)
}

export function debug(message: string): void {
  command('debug', message)
}

export interface Annotation {
  file?: string
  line?: number
  column?: number
}

export function warning(message: string, at: Annotation = {}): void {
  command('warning', message, { file: at.file, line: at.line, col: at.column })
}

export function error(message: string, at: Annotation = {}): void {
  command('error', message, { file: at.file, line: at.line, col: at.column })
}

/** Fails the step: exit code 1 when the process ends, and the reason as its error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1
  error(message)
}

/** Appends to this step's job summary, when the runner gives a file for it. */
export function appendSummary(html: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY
  if (!file) return
  try {
    appendFileSync(file, html + os.EOL, 'utf8')
  } catch (err) {
    // The summary is a report of the step, not its outcome: a file that cannot be written is said, and the step goes on.
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
    warning(`The job summary was not written: GITHUB_STEP_SUMMARY ${file} cannot be appended to (${code}); the step's result is unchanged`)
  }
}
