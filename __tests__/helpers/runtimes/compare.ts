import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Recorder } from '../recorder.js'
import { runReferenceClient } from '../reference-client.js'
import { runAction, type ActionRun } from '../run-action.js'

/** A report's body with its artifacts in one order: neither side's order means anything (the reference client's is its goroutines'). */
export interface ReportBody {
  type?: string
  artifacts: Record<string, unknown>[]
}

export function sortedReport(body: string): ReportBody {
  const parsed = JSON.parse(body) as ReportBody
  return { ...parsed, artifacts: [...parsed.artifacts].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) }
}

/** Where both sides run: a folder of their own, and the variables a runtime needs (DOCKER_HOST, AWS_*). */
export function workspace(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'runtime-'))
}

/** The one report the reference client sends for `cli`, its path and sorted body. */
export async function clientReport(cli: string[], env: Record<string, string>, cwd = workspace()): Promise<{ path: string; body: ReportBody }> {
  const recorder = await new Recorder(() => ({ status: 201, body: 'OK' })).start()
  try {
    const run = await runReferenceClient(cli, cwd, env, recorder.baseUrl, 60_000)
    if (run.status !== 0) throw new Error(`the reference client failed (${run.status ?? run.signal}):\n${run.stderr}${run.stdout}`)
    const sent = recorder.requests.filter((r) => r.url.startsWith('/api/v2/'))
    if (sent.length !== 1) throw new Error(`the reference client sent ${sent.length} requests`)
    return { path: sent[0].url, body: sortedReport(sent[0].body) }
  } finally {
    await recorder.stop()
  }
}

/** The action's run for `inputs`, and what it sent (`undefined` when it sent nothing). */
export async function actionReport(inputs: Record<string, string>, env: Record<string, string>): Promise<{ run: ActionRun; path?: string; body?: ReportBody }> {
  const recorder = await new Recorder(() => ({ status: 201, body: 'OK' })).start()
  try {
    const run = await runAction({ 'api-key': 'k', org: 'acme', 'base-url': recorder.baseUrl, ...inputs }, { RUNNER_DEBUG: '', ...env })
    const sent = recorder.requests.filter((r) => r.url.startsWith('/api/v2/'))
    if (sent.length > 1) throw new Error(`the action sent ${sent.length} requests`)
    return { run, path: sent[0]?.url, body: sent[0] ? sortedReport(sent[0].body) : undefined }
  } finally {
    await recorder.stop()
  }
}
