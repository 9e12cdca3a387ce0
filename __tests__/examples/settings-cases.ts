import { expect } from '@jest/globals'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fingerprintDir } from '../../src/artifacts/fingerprint.js'
import { example } from '../helpers/examples.js'
import { ORG, expectRanClean, stepOf, stepsOf, type Job } from '../helpers/example-job.js'
import { tempDir } from '../helpers/tree.js'
import { attestation, builtArtifact, environment, FLOW, sha256, trail, type Cases } from './cases.js'
import { COVERAGE_SCHEMA, COVERAGE_SUMMARY } from './trail-cases.js'

// The examples that set up what evidence is judged by (flows, types, environments, policies,
// tags, the allowlist), the gates and the queries: each on a fresh sandbox holding what an
// earlier job made.

/** The policy file upsert-policy's page shows, as a repository keeps it (policies/production.yaml). */
const productionPolicy = () => example('upsert-policy/README.md yaml policy').text

/** The policy made beforehand from that file, as upsert-policy's example makes it. */
async function policy(job: Job, name: string): Promise<void> {
  job.file(`policies/${name}.yaml`, productionPolicy())
  await job.operation('upsert-policy', { 'policy-name': name, 'policy-file': `policies/${name}.yaml` })
}

async function environmentView(job: Job, name: string): Promise<Record<string, unknown>> {
  const answer = await job.read(`/environments/${ORG}/${name}`)
  expect([name, answer.status]).toEqual([name, 200])
  return answer.json as Record<string, unknown>
}

/** An artifact built on the commit's trail with nothing more required of it: compliant. */
async function compliantArtifact(job: Job, file = 'dist/shop-api.tar.gz'): Promise<string> {
  await trail(job)
  return builtArtifact(job, file, `${file}, built\n`)
}

export const SETTINGS_CASES: Cases = {
  'upsert-flow/README.md#1': {
    async run(job, example) {
      // Its page says the action warns of the deprecated endpoint each time.
      expectRanClean(await job.run(example), /PUT \/flows\/\{org\}, which the service has deprecated/)
      expect(await job.read(`/flows/${ORG}/${FLOW}`)).toMatchObject({ status: 200, json: { name: FLOW, description: "The shop's public API" } })
    }
  },

  'upsert-attestation-type/README.md#1': {
    async run(job, example) {
      job.file('.kosli/coverage.schema.json', COVERAGE_SCHEMA)
      expectRanClean(await job.run(example))
      const type = await job.read(`/custom-attestation-types/${ORG}/coverage`)
      expect(type.status).toBe(200)
      expect(JSON.stringify(type.json)).toContain('Line coverage of the unit tests')
      // What the type is for: coverage as Jest reports it (90% of lines) is judged compliant by its rules.
      await trail(job)
      job.file('coverage/coverage-summary.json', COVERAGE_SUMMARY)
      await job.operation('attest-custom', {
        flow: FLOW,
        'attestation-name': 'coverage',
        'type-name': 'coverage',
        'attestation-data': '@coverage/coverage-summary.json'
      })
      expect(await attestation(job, 'coverage')).toMatchObject({ attestation_type: 'custom:coverage', is_compliant: true })
    }
  },

  'update-environment/README.md#1': {
    async run(job, example) {
      await environment(job, 'production')
      await policy(job, 'production-policy')
      await policy(job, 'sbom-required')
      expectRanClean(await job.run(example))
      expect((await environmentView(job, 'production')).policies).toEqual(['production-policy', 'sbom-required'])
    }
  },

  'upsert-environment/README.md#1': {
    async run(job, example) {
      expectRanClean(await job.run(example))
      expect(await environmentView(job, 'production')).toMatchObject({ type: 'K8S', description: 'The production cluster' })
    }
  },

  'upsert-policy/README.md#1': {
    async run(job, example) {
      job.file('policies/production.yaml', productionPolicy())
      expectRanClean(await job.run(example))
      const made = await job.read(`/policies/${ORG}/production`)
      expect(made.status).toBe(200)
      expect(JSON.stringify(made.json)).toContain('Pull requests for high-risk flows')
    }
  },

  'attach-policy/README.md#1': {
    async run(job, example) {
      await environment(job, 'production')
      await environment(job, 'production-eu')
      await policy(job, 'production')
      expectRanClean(await job.run(example))
      for (const name of ['production', 'production-eu']) expect((await environmentView(job, name)).policies).toEqual(['production'])
    }
  },

  'detach-policy/README.md#1': {
    async run(job, example) {
      await environment(job, 'staging')
      await policy(job, 'production')
      await job.operation('attach-policy', { environment: 'staging', policies: 'production' })
      expectRanClean(await job.run(example))
      expect((await environmentView(job, 'staging')).policies ?? []).toEqual([])
    }
  },

  'tag/README.md#1': {
    async run(job, example) {
      await environment(job, 'production')
      await job.operation('tag', { 'resource-type': 'environment', 'resource-id': 'production', set: 'legacy-owner=ops' })
      expectRanClean(await job.run(example))
      expect((await environmentView(job, 'production')).tags).toEqual({ team: 'payments', 'cost-centre': 'cc-1042' })
    }
  },

  'allow-artifact/README.md#1': {
    async run(job, example) {
      await environment(job, 'production')
      const fingerprint = sha256('datadog-agent 7.52 image manifest')
      const run = await job.run(example, { earlier: { vendor: { digest: `sha256:${fingerprint}` } } })
      expectRanClean(run)
      const allowed = (await job.read(`/allowlists/${ORG}?environment_name=production`)).json
      expect(JSON.stringify(allowed)).toContain(fingerprint)
      expect(JSON.stringify(allowed)).toContain('Vendor image, reviewed in SEC-142')
    }
  },

  'assert-artifact/README.md#1': {
    async run(job, example) {
      const fingerprint = await compliantArtifact(job)
      await environment(job, 'production')
      const run = await job.run(example, { earlier: { image: { digest: `sha256:${fingerprint}` } } })
      expectRanClean(run)
      expect(stepOf(run, 'assert-artifact').outputs).toMatchObject({ fingerprint, compliant: 'true' })
      // The step that fails the job when the artifact is not compliant did not run.
      expect(stepsOf(run).at(-1)!.outcome).toBe('skipped')
    }
  },

  'assert-environment/README.md#1': {
    async run(job, example) {
      const fingerprint = await compliantArtifact(job)
      await environment(job, 'production')
      await job.call('PUT', `/environments/${ORG}/production/report/server`, {
        type: 'server',
        artifacts: [{ digests: { 'shop-api.tar.gz': fingerprint }, creationTimestamp: 1767350000 }]
      })
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'assert-environment').outputs).toMatchObject({ compliant: 'true', compliance_state: 'COMPLIANT' })
      expect(stepsOf(run).at(-1)!.outcome).toBe('skipped')
    }
  },

  'search/README.md#1': {
    async run(job, example) {
      const fingerprint = await compliantArtifact(job)
      const run = await job.run(example)
      expectRanClean(run)
      const outputs = stepOf(run, 'search').outputs
      expect(outputs.compliance_state).toBe('COMPLIANT')
      expect(outputs.artifacts).toContain(fingerprint)
      expect(stepsOf(run).at(-1)!.outcome).toBe('skipped')
    }
  },

  'latest-commit/README.md#1': {
    async run(job, example) {
      await trail(job)
      const fingerprint = await builtArtifact(job, 'build/app.tar.gz', 'the app, built\n', 'app')
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'latest-commit').outputs).toMatchObject({ fingerprint, latest_commit: job.repo.head })
    }
  },

  'policy-schema/README.md#1': {
    async run(job, example) {
      job.file('policies/production.yaml', productionPolicy())
      job.file('policies/staging.yaml', '_schema: https://docs.kosli.com/schemas/policy/v1\nartifacts:\n  trail-compliance:\n    required: true\n')
      const run = await job.run(example)
      expectRanClean(run)
      const outputs = stepOf(run, 'policy-schema').outputs
      expect(outputs.policy_errors).toBe('0')
      expect(JSON.parse(readFileSync(outputs.schema_file, 'utf8'))).toMatchObject({ title: expect.stringContaining('Policy') })
    }
  },

  'fingerprint/README.md#1': {
    async run(job, example) {
      job.file('build/app/index.js', 'console.log("shop")\n')
      job.file('build/app/lib/totals.js', 'export const round = (x) => x\n')
      job.file('build/app/index.js.map', '{"version":3}\n')
      job.file('build/app/lib/totals.js.map', '{"version":3}\n')
      const run = await job.run(example)
      expectRanClean(run)
      // The same folder without its source maps: what the exclusion must have left.
      const bare = path.join(tempDir('fingerprint-'), 'app')
      cpSync(path.join(job.workspace, 'build', 'app'), bare, { recursive: true })
      for (const map of ['index.js.map', 'lib/totals.js.map']) rmSync(path.join(bare, map))
      expect(stepOf(run, 'fingerprint').outputs.fingerprint).toBe(await fingerprintDir(bare))
    }
  }
}
