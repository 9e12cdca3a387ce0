import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { example, type Example } from '../helpers/examples.js'
import { Examples, ORG, type Job } from '../helpers/example-job.js'
import { needing } from '../helpers/system-deps.js'

/**
 * One published example, run: what a real job has before it (records made beforehand, the files
 * it names, stand-ins of the systems it reaches), the example as the page has it, and what it
 * must have recorded or answered.
 */
export interface ExampleCase {
  /** Debian programs it needs (system-deps: skipped without them, said in one line; required under CI). */
  needs?: Array<[program: string, debianPackage: string]>
  run(job: Job, example: Example): Promise<void>
}

/** By the example's key (`approve/README.md#1`, as helpers/examples.ts gives it). */
export type Cases = Record<string, ExampleCase>

export const FLOW = 'shop-api'
/** The test CA of the TLS stand-ins (a cluster's API server, a proxy's hosts, a registry). */
export const OPENSSL: Array<[string, string]> = [['openssl', 'openssl']]
export const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex')

/** The flow the examples name, made beforehand as `create-flow` would, with no template of its own. */
export async function flow(job: Job, artifacts: string[] = []): Promise<void> {
  await job.call('PUT', `/flows/${ORG}`, { name: FLOW, description: "The shop's public API", template: artifacts })
}

/** The flow and the trail of the workflow's commit, begun as an earlier step of the pipeline would. */
export async function trail(job: Job, artifacts: string[] = []): Promise<void> {
  await flow(job, artifacts)
  await job.operation('begin-trail', { flow: FLOW })
}

/** An artifact built in this job, recorded on the commit's trail as attest-artifact does; its fingerprint. */
export async function builtArtifact(job: Job, file: string, content: string, name = 'backend'): Promise<string> {
  job.file(file, content)
  await job.operation('attest-artifact', { flow: FLOW, 'artifact-name': name, 'artifact-path': file })
  return sha256(content)
}

/** An environment, made once beforehand as the pages say. */
export async function environment(job: Job, name: string, type = 'server'): Promise<void> {
  await job.call('PUT', `/environments/${ORG}`, { name, type, description: '' })
}

/** The newest version of an attestation of the commit's trail. */
export async function attestation(job: Job, name: string): Promise<Record<string, unknown>> {
  const answer = await job.read(`/attestations/${ORG}/${FLOW}/trail/${job.repo.head}/${name}`)
  expect([name, answer.status]).toEqual([name, 200])
  return (answer.json as Record<string, unknown>[])[0]
}

/** The newest snapshot of an environment: its artifacts' names and fingerprints. */
export async function snapshot(job: Job, environment: string): Promise<{ name: string; fingerprint: string }[]> {
  const answer = await job.read(`/snapshots/${ORG}/${environment}/-1`)
  expect([environment, answer.status]).toEqual([environment, 200])
  const artifacts = (answer.json as { artifacts: { name: string; fingerprint: string }[] }).artifacts
  return artifacts.map((a) => ({ name: a.name, fingerprint: a.fingerprint })).sort((a, b) => a.name.localeCompare(b.name))
}

/** Runs each case against a fresh job; the pages' blocks are read when the test runs. */
export function runCases(title: string, cases: Cases): void {
  describe(title, () => {
    let examples: Examples
    beforeAll(async () => {
      examples = await Examples.start()
    })
    afterAll(async () => {
      await examples?.stop()
    })
    for (const [key, c] of Object.entries(cases)) {
      const test = c.needs ? needing(`the example ${key}`, c.needs).it : it
      test(`${key} runs and records what it says`, async () => {
        const job = await examples.job()
        try {
          await c.run(job, example(key))
          // An operation's page shows that operation: its example ran it, and it succeeded.
          const operation = /^([a-z][a-z0-9-]*)\/README\.md#/.exec(key)?.[1]
          if (operation) expect(job.ran.filter((s) => s.operation === operation).map((s) => s.outcome)).toContain('success')
        } finally {
          await job.stop()
        }
      }, 60_000)
    }
  })
}
