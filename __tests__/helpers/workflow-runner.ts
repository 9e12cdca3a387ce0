import { spawnSync } from 'node:child_process'
import { parse } from 'yaml'
import { actionMetadata, runSubAction, type ActionRun } from './run-action.js'

/**
 * A workflow run as GitHub's runner runs it, for the examples users copy: jobs in order, each
 * step's `if:` (default `success()`), `env:` at workflow, job and step level, `${{ }}`
 * expressions (secrets, env, github, steps.<id>.outputs, needs.<job>.outputs), each of this
 * action's operations through its own action.yml (its defaults, `${{ github.token }}`
 * included) and its own entry in dist/, and `run:` scripts in bash as the runner starts them.
 * Steps that are not this action's (checkout, a registry, a deploy) run only through a
 * stand-in the test gives; anything else it does not know fails the run, so an example cannot
 * drift past what is tested.
 */

export interface StepInput {
  env: Record<string, string>
  with: Record<string, string>
  /** The scripts' and the actions' working directory. */
  workspace: string
  /** The `run:` script a stand-in replaces, to read its arguments. */
  script?: string
  /** A variable for the job's later steps, as a step writes it to GITHUB_ENV (configure-aws-credentials does). */
  exportVariable: (name: string, value: string) => void
}

/** What stands in for a step: its outputs, or a thrown error for a failed step. */
export type StandIn = (step: StepInput) => Record<string, string> | void | Promise<Record<string, string> | void>

export interface RunnerContext {
  workspace: string
  /** The runner's own variables (GITHUB_*), and any the machine sets. */
  runnerEnv: Record<string, string>
  secrets: Record<string, string>
  /** The `github` context: sha, actor, token…, and `event`, the webhook payload. */
  github: Record<string, unknown>
  /** The `vars` context: the repository's and organization's configuration variables. */
  vars?: Record<string, string>
  /** The `inputs` context: a workflow_dispatch's inputs. */
  inputs?: Record<string, string>
  /**
   * By step id, step name, the action a step uses (`owner/name`, without the ref), or the
   * program a `run:` script starts with (`run: aws`): the tools a runner has and the tests do not.
   */
  standIns?: Record<string, StandIn>
}

export interface StepResult {
  label: string
  outcome: 'success' | 'failure' | 'skipped'
  /** The operation, for a step that ran one of this action's. */
  operation?: string
  run?: ActionRun
  outputs: Record<string, string>
  /** What a failed `run:` script or stand-in said. */
  error?: string
}

export interface JobResult {
  steps: StepResult[]
  outputs: Record<string, string>
  ok: boolean
}

type Mapping = Record<string, unknown>

interface Scope {
  contexts: Record<string, Record<string, unknown>>
  failed: boolean
}

const OWN_ACTION = /^<owner>\/<repo>\/([a-z][a-z0-9-]*)@/

/** A string literal (`'text'`, a quote doubled inside), or undefined for anything else. */
function literal(operand: string): string | undefined {
  return /^'((?:[^']|'')*)'$/.exec(operand)?.[1].replace(/''/g, "'")
}

/** One `${{ }}` expression: a context's property, a string, a status function, `!` of one, or `==`/`!=` of two. */
function evaluate(expression: string, scope: Scope): string | boolean {
  const e = expression.trim()
  // GitHub compares strings case-insensitively; an operator inside a string literal is not one.
  const comparison = /^((?:[^'=!]|'(?:[^']|'')*')+?)\s*(==|!=)\s*((?:[^'=!]|'(?:[^']|'')*')+)$/.exec(e)
  if (comparison) {
    const side = (operand: string) => String(literal(operand.trim()) ?? evaluate(operand, scope)).toLowerCase()
    const equal = side(comparison[1]) === side(comparison[3])
    return comparison[2] === '==' ? equal : !equal
  }
  const text = literal(e)
  if (text !== undefined) return text
  const status = /^(!\s*)?(always|cancelled|success|failure)\(\)$/.exec(e)
  if (status) {
    const value = { always: true, cancelled: false, success: !scope.failed, failure: scope.failed }[status[2] as 'always']
    return status[1] ? !value : value
  }
  if (!/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)+$/.test(e)) throw new Error(`the workflow runner of the tests does not evaluate \`${e}\``)
  const [head, ...keys] = e.split('.')
  const context = scope.contexts[head]
  if (context === undefined) throw new Error(`\`${e}\`: no context \`${head}\``)
  if ((head === 'steps' || head === 'needs') && !(keys[0] in context))
    throw new Error(`\`${e}\`: no ${head === 'steps' ? 'step' : 'job'} \`${keys[0]}\` before it`)
  let value: unknown = context
  for (const key of keys) value = (value as Mapping | undefined)?.[key]
  // The runner gives an empty string for what a context lacks.
  return scalarText(value)
}

/** A YAML scalar as the runner passes it on: `true` as "true", a number as written. */
function scalarText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === undefined || value === null) return ''
  throw new Error(`${JSON.stringify(value)}: a step's input or variable is a single value`)
}

/** A value with its `${{ }}` expressions replaced, as the runner does before a step sees it. */
export function interpolate(value: unknown, scope: Scope): string {
  if (typeof value !== 'string') return scalarText(value)
  return value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => String(evaluate(expression, scope)))
}

function condition(value: unknown, scope: Scope): boolean {
  if (value === undefined) return !scope.failed
  const text = scalarText(value).trim()
  const inner = /^\$\{\{([\s\S]*)\}\}$/.exec(text)?.[1] ?? text
  const result = evaluate(inner, scope)
  if (typeof result !== 'boolean') throw new Error(`if: \`${text}\` is not a condition the workflow runner of the tests evaluates`)
  return result
}

function resolved(map: unknown, scope: Scope): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries((map ?? {}) as Mapping)) out[key] = interpolate(value, scope)
  return out
}

function runScript(script: string, input: StepInput): void {
  // The runner's default shell: bash --noprofile --norc -eo pipefail {0}.
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd: input.workspace,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? input.workspace, ...input.env },
    encoding: 'utf8',
    timeout: 60_000
  })
  if (result.status !== 0) throw new Error(`\`${script}\` exited ${result.status}: ${result.stderr}${result.stdout}`)
}

/** This action's inputs for one of its operations: `with:`, then action.yml's defaults, expressions resolved. */
function operationInputs(operation: string, given: Record<string, string>, scope: Scope): Record<string, string> {
  const inputs = { ...given }
  for (const [name, spec] of Object.entries(actionMetadata(operation).inputs))
    if (!(name in inputs) && spec.default?.includes('${{')) inputs[name] = interpolate(spec.default, scope)
  return inputs
}

async function runStep(step: Mapping, index: number, scope: Scope, env: Record<string, string>, ctx: RunnerContext): Promise<StepResult> {
  const label = scalarText(step.name ?? step.id ?? step.uses) || `step ${index + 1}`
  if (!condition(step.if, scope)) return { label, outcome: 'skipped', outputs: {} }
  const script = typeof step.run === 'string' ? step.run : undefined
  const input: StepInput = {
    env: { ...env, ...resolved(step.env, scope) },
    with: resolved(step.with, scope),
    workspace: ctx.workspace,
    script,
    exportVariable: (name, value) => {
      env[name] = value
      scope.contexts.env = { ...env }
    }
  }
  const uses = typeof step.uses === 'string' ? step.uses : undefined
  const own = uses ? OWN_ACTION.exec(uses)?.[1] : undefined
  if (own) {
    const run = await runSubAction(own, operationInputs(own, input.with, scope), { ...input.env, GITHUB_WORKSPACE: ctx.workspace })
    return { label, operation: own, run, outcome: run.code === 0 ? 'success' : 'failure', outputs: run.outputs }
  }
  const program = script === undefined ? undefined : `run: ${script.trim().split(/\s+/)[0]}`
  const keys = [step.id, step.name, uses?.split('@')[0], program].filter((k): k is string => typeof k === 'string')
  const standIn = keys.map((k) => ctx.standIns?.[k]).find((s) => s !== undefined)
  try {
    if (standIn) return { label, outcome: 'success', outputs: (await standIn(input)) ?? {} }
    if (uses) throw new Error(`no stand-in for \`${uses}\``)
    if (script === undefined) throw new Error('neither `uses:` nor `run:`')
    runScript(script, input)
    return { label, outcome: 'success', outputs: {} }
  } catch (err) {
    return { label, outcome: 'failure', outputs: {}, error: (err as Error).message }
  }
}

/** Runs every job of a workflow, in order (a job's `needs` must come before it). */
export async function runWorkflow(text: string, ctx: RunnerContext): Promise<Record<string, JobResult>> {
  const workflow = parse(text) as Mapping
  const jobs = workflow.jobs as Record<string, Mapping>
  const results: Record<string, JobResult> = {}
  const needs: Record<string, { outputs: Record<string, string>; result: string }> = {}
  for (const [name, job] of Object.entries(jobs)) {
    const steps: Record<string, { outputs: Record<string, string>; outcome: string }> = {}
    const scope: Scope = {
      contexts: { secrets: ctx.secrets, github: ctx.github, vars: ctx.vars ?? {}, inputs: ctx.inputs ?? {}, env: {}, steps, needs },
      failed: false
    }
    const env: Record<string, string> = { ...ctx.runnerEnv }
    // Each level's values may read the levels above it.
    for (const level of [workflow.env, job.env]) {
      Object.assign(env, resolved(level, { ...scope, contexts: { ...scope.contexts, env: { ...env } } }))
      scope.contexts.env = { ...env }
    }
    const done: StepResult[] = []
    for (const [index, step] of ((job.steps ?? []) as Mapping[]).entries()) {
      const result = await runStep(step, index, scope, env, ctx)
      done.push(result)
      if (typeof step.id === 'string') steps[step.id] = { outputs: result.outputs, outcome: result.outcome }
      if (result.outcome === 'failure') scope.failed = true
    }
    const outputs = resolved(job.outputs, scope)
    results[name] = { steps: done, outputs, ok: !scope.failed }
    needs[name] = { outputs, result: scope.failed ? 'failure' : 'success' }
  }
  return results
}

/** A run's steps in words, for a failed expectation to show what happened. */
export function describeRun(jobs: Record<string, JobResult>): string {
  return Object.entries(jobs)
    .flatMap(([job, result]) =>
      result.steps.map(
        (s) => `${job} / ${s.label}: ${s.outcome}${s.error ? ` (${s.error})` : ''}${s.run && s.outcome === 'failure' ? `\n${s.run.stdout}${s.run.stderr}` : ''}`
      )
    )
    .join('\n')
}
