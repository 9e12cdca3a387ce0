import { expect } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { example as exampleOf } from '../helpers/examples.js'
import { ORG, expectRanClean, stepOf } from '../helpers/example-job.js'
import { ROOT } from '../helpers/run-action.js'
import { attestation, builtArtifact, environment, flow, FLOW, sha256, trail, type Cases } from './cases.js'

// The examples of flows, trails, artifacts and the evidence on them: each runs on a fresh
// sandbox where an earlier step (or job) made what it builds on, with the files a build or a
// scanner leaves in the clone.

/** The flow template a repository keeps beside its workflow. */
const TEMPLATE = `version: 1
trail:
  attestations:
    - name: pull-request
      type: pull_request
  artifacts:
    - name: backend
      attestations:
        - name: unit-tests
          type: junit
`

/** jest-junit's report of a suite. */
const junit = (suite: string, names: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="${names.length}" failures="0" errors="0" time="0.42">
  <testsuite name="${suite}" errors="0" failures="0" skipped="0" timestamp="2026-01-02T15:10:00" time="0.42" tests="${names.length}">
${names.map((n) => `    <testcase classname="${suite} ${n}" name="${suite} ${n}" time="0.01"></testcase>`).join('\n')}
  </testsuite>
</testsuites>
`

/** A real scanner's report from the fixtures, keeping only the findings below `below` (security-severity). */
function sarifBelow(fixture: string, below: number): string {
  const sarif = JSON.parse(readFileSync(path.join(ROOT, '__tests__', 'fixtures', 'scanners', fixture), 'utf8')) as {
    runs: { tool: { driver: { rules: { id: string; properties?: Record<string, string> }[] } }; results: { ruleId: string }[] }[]
  }
  for (const run of sarif.runs) {
    const severity = new Map(run.tool.driver.rules.map((r) => [r.id, Number(r.properties?.['security-severity'] ?? 0)]))
    run.results = run.results.filter((r) => (severity.get(r.ruleId) ?? 0) < below)
  }
  return JSON.stringify(sarif, null, 2)
}

const fixture = (name: string) => readFileSync(path.join(ROOT, '__tests__', 'fixtures', 'scanners', name), 'utf8')

/** What Jest's json-summary reporter writes: coverage/coverage-summary.json, whole-project totals first. */
export const COVERAGE_SUMMARY = JSON.stringify({
  total: {
    lines: { total: 412, covered: 371, skipped: 0, pct: 90.04 },
    statements: { total: 430, covered: 385, skipped: 0, pct: 89.53 },
    functions: { total: 96, covered: 84, skipped: 0, pct: 87.5 },
    branches: { total: 120, covered: 97, skipped: 0, pct: 80.83 },
    branchesTrue: { total: 0, covered: 0, skipped: 0, pct: 100 }
  },
  '/home/runner/work/shop/shop/src/totals.ts': {
    lines: { total: 40, covered: 40, skipped: 0, pct: 100 },
    statements: { total: 42, covered: 42, skipped: 0, pct: 100 },
    functions: { total: 6, covered: 6, skipped: 0, pct: 100 },
    branches: { total: 10, covered: 10, skipped: 0, pct: 100 }
  }
})

/** The JSON Schema a team keeps for its coverage type (.kosli/coverage.schema.json). */
export const COVERAGE_SCHEMA = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['total'],
  properties: {
    total: {
      type: 'object',
      required: ['lines'],
      properties: { lines: { type: 'object', required: ['pct'], properties: { pct: { type: 'number', minimum: 0, maximum: 100 } } } }
    }
  }
})

export const TRAIL_CASES: Cases = {
  'create-flow/README.md#1': {
    async run(job, example) {
      job.file('.kosli/flow-template.yml', TEMPLATE)
      const run = await job.run(example)
      expectRanClean(run)
      const made = await job.read(`/flows/${ORG}/${FLOW}`)
      expect(made.status).toBe(200)
      expect(made.json).toMatchObject({ name: FLOW, description: "The shop's public API" })
      expect(JSON.stringify((made.json as { template: unknown }).template)).toContain('backend')
    }
  },

  'begin-trail/README.md#1': {
    async run(job, example) {
      await flow(job)
      job.file('.kosli/flow-template.yml', TEMPLATE)
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'begin-trail').outputs.trail).toBe(job.repo.head)
      const begun = await job.read(`/trails/${ORG}/${FLOW}/${job.repo.head}`)
      expect(begun.status).toBe(200)
      expect(begun.json).toMatchObject({ name: job.repo.head, description: 'Build of main' })
      expect(JSON.stringify(begun.json)).toContain('https://example.com/notes')
    }
  },

  'attest-artifact/README.md#1': {
    async run(job, example) {
      await trail(job)
      const tarball = job.file('dist/shop-api.tar.gz', 'the shop api, built\n')
      const run = await job.run(example)
      expectRanClean(run)
      const fingerprint = sha256(readFileSync(tarball))
      expect(stepOf(run, 'attest-artifact').outputs.fingerprint).toBe(fingerprint)
      const artifact = await job.read(`/artifacts/${ORG}/${FLOW}/fingerprint/${fingerprint}`)
      expect(artifact.status).toBe(200)
      expect(JSON.stringify(artifact.json)).toContain('payments')
    }
  },

  'attest-generic/README.md#1': {
    async run(job, example) {
      await trail(job)
      job.file('reports/threat-model.md', '# Threat model\n\nTotals are computed server side only.\n')
      job.file('reports/scan/zap.json', '{"site": [], "alerts": []}\n')
      job.file('reports/scan/zap.html', '<html><body>No alerts</body></html>\n')
      const run = await job.run(example)
      expectRanClean(run)
      const recorded = await attestation(job, 'security-review')
      expect(recorded).toMatchObject({ attestation_type: 'generic', is_compliant: true, attachments: [expect.any(String)] })
    }
  },

  'attest-junit/README.md#1': {
    async run(job, example) {
      await trail(job)
      job.file('reports/unit.xml', junit('totals', ['rounds half to even', 'sums lines', 'applies discounts']))
      job.file('reports/api.xml', junit('api', ['serves the cart', 'refuses a bad id']))
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'attest-junit').outputs).toMatchObject({ tests: '5', failures: '0', errors: '0' })
      expect(await attestation(job, 'unit-tests')).toMatchObject({ attestation_type: 'junit', is_compliant: true })
    }
  },

  'attest-pull-request/README.md#1': {
    async run(job, example) {
      await trail(job)
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'attest-pull-request').outputs).toMatchObject({ compliant: 'true', pull_request_urls: 'https://github.com/acme/shop/pull/12' })
      expect(await attestation(job, 'pull-request')).toMatchObject({ is_compliant: true })
    }
  },

  'attest-code-review/README.md#1': {
    async run(job, example) {
      // v1 runs in production: built on its own trail, and reported there.
      await flow(job)
      job.file('dist/shop-api.tar.gz', 'the shop api 1.4.1\n')
      const v1 = { GITHUB_SHA: job.repo.released }
      await job.operation('begin-trail', { flow: FLOW }, v1)
      await job.operation('attest-artifact', { flow: FLOW, 'artifact-name': 'backend', 'artifact-path': 'dist/shop-api.tar.gz' }, v1)
      await environment(job, 'production')
      await job.call('PUT', `/environments/${ORG}/production/report/server`, {
        type: 'server',
        artifacts: [{ digests: { 'shop-api.tar.gz': sha256('the shop api 1.4.1\n') }, creationTimestamp: 1767350000 }]
      })
      await job.operation('begin-trail', { flow: FLOW })
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'attest-code-review').outputs).toMatchObject({ commits: '2', unreviewed_commits: '', compliant: 'true' })
      expect(await attestation(job, 'code-review')).toMatchObject({ is_compliant: true })
    }
  },

  'attest-custom/README.md#1': {
    async run(job, example) {
      job.file('.kosli/coverage.schema.json', COVERAGE_SCHEMA)
      // The type, made beforehand as the page of upsert-attestation-type makes it.
      expectRanClean(await job.run(exampleOf('upsert-attestation-type/README.md#1')))
      await trail(job)
      job.file('reports/coverage-summary.json', COVERAGE_SUMMARY)
      const run = await job.run(example)
      expectRanClean(run)
      expect(await attestation(job, 'coverage')).toMatchObject({ attestation_type: 'custom:coverage', is_compliant: true })
    }
  },

  'attest-sarif/README.md#1': {
    async run(job, example) {
      await trail(job)
      // Trivy scanning an image whose worst finding is medium.
      job.standIns['run: trivy'] = ({ script }) => {
        expect(script).toContain('--output trivy.sarif')
        job.file('trivy.sarif', sarifBelow('trivy.sarif', 7))
      }
      const run = await job.run(example)
      expectRanClean(run)
      const outputs = stepOf(run, 'attest-sarif').outputs
      expect(outputs).toMatchObject({ critical: '0', high: '0', compliant: 'true' })
      expect(Number(outputs.medium) + Number(outputs.low)).toBeGreaterThan(0)
      expect(await attestation(job, 'trivy')).toMatchObject({ is_compliant: true })
    }
  },

  'attest-sbom/README.md#1': {
    async run(job, example) {
      await trail(job)
      job.standIns['run: syft'] = ({ script }) => {
        expect(script).toContain('cyclonedx-json=sbom.cdx.json')
        job.file('sbom.cdx.json', fixture('cyclonedx.json'))
      }
      const run = await job.run(example)
      expectRanClean(run)
      const outputs = stepOf(run, 'attest-sbom').outputs
      expect(outputs.sbom_format).toMatch(/cyclonedx/i)
      expect(Number(outputs.package_count)).toBeGreaterThan(0)
      expect(await attestation(job, 'sbom')).toMatchObject({ is_compliant: true })
    }
  },

  'attest-snyk/README.md#1': {
    async run(job, example) {
      await trail(job)
      // snyk exits 1 when it finds vulnerabilities; the example's `|| true` goes on to record them.
      job.standIns['run: snyk'] = ({ script }) => {
        expect(script).toContain('--sarif-file-output=snyk.sarif')
        job.file('snyk.sarif', fixture('snyk-container.sarif'))
      }
      const run = await job.run(example)
      expectRanClean(run)
      const outputs = stepOf(run, 'attest-snyk').outputs
      expect(Number(outputs.high) + Number(outputs.medium) + Number(outputs.low)).toBeGreaterThan(0)
      const recorded = await attestation(job, 'snyk-container')
      expect(recorded.is_compliant).toBe(outputs.compliant === 'true')
    }
  },

  'attest-approval/README.md#1': {
    async run(job, example) {
      await trail(job)
      const fingerprint = await builtArtifact(job, 'dist/shop-api.tar.gz', 'the shop api, built\n')
      // This run's deployment to the protected environment, approved by a reviewer.
      job.github.state.runApprovals['1001'] = [
        { state: 'approved', comment: 'Release review passed', user: { login: 'grace' }, environments: [{ name: 'production' }] }
      ]
      const run = await job.run(example, { earlier: { image: { digest: `sha256:${fingerprint}` } } })
      expectRanClean(run)
      expect(stepOf(run, 'attest-approval').outputs.approved_by).toBe('grace')
      expect(await attestation(job, 'approval')).toMatchObject({ is_compliant: true })
    }
  },

  'override-attestation/README.md#1': {
    async run(job, example) {
      await trail(job)
      job.file(
        'reports/unit.xml',
        junit('totals', ['rounds half to even'])
          .replace(/failures="0"/g, 'failures="1"')
          .replace('></testcase>', '><failure>flaky</failure></testcase>')
      )
      await job.operation('attest-junit', { flow: FLOW, 'attestation-name': 'unit-tests', 'junit-results': 'reports/unit.xml' })
      expect(await attestation(job, 'unit-tests')).toMatchObject({ is_compliant: false })
      const run = await job.run(example)
      expectRanClean(run)
      const overridden = await attestation(job, 'unit-tests')
      expect(overridden).toMatchObject({ is_override: true, is_compliant: true })
      expect(JSON.stringify(overridden)).toContain('Flaky test quarantined in OPS-123')
    }
  },

  'approve/README.md#1': {
    async run(job, example) {
      await trail(job)
      const fingerprint = await builtArtifact(job, 'build/app.tar.gz', 'the app, built\n', 'app')
      await environment(job, 'production')
      // The push's `before` is the release: the approval covers the change and its merge.
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'approve').outputs).toMatchObject({ fingerprint, approval_state: 'APPROVED', approved_by: 'octocat' })
      const approvals = (await job.read(`/approvals/${ORG}/${FLOW}`)).json as Record<string, unknown>[]
      expect(approvals).toHaveLength(1)
      expect(JSON.stringify(approvals[0])).toContain('Approved after the release review')
      expect(approvals[0]).toMatchObject({ environment: 'production', src_commit_list: [job.repo.head, job.repo.change] })
    }
  },

  'audit-package/README.md#1': {
    async run(job, example) {
      await trail(job)
      await builtArtifact(job, 'dist/shop-api.tar.gz', 'the shop api, built\n')
      let uploaded = ''
      job.standIns['actions/upload-artifact'] = ({ with: given }) => {
        expect(given.name).toBe('audit-package')
        uploaded = given.path
      }
      const run = await job.run(example)
      expectRanClean(run)
      const outputs = stepOf(run, 'audit-package').outputs
      expect(uploaded).toBe(outputs.path)
      expect(existsSync(uploaded)).toBe(true)
      const bytes = readFileSync(uploaded)
      expect([bytes[0], bytes[1], bytes.length]).toEqual([0x1f, 0x8b, Number(outputs.size)])
    }
  },

  'docs/artifacts.md#1': {
    async run(job, example) {
      await trail(job)
      const digest = `sha256:${sha256('manifest of ghcr.io/acme/shop-api')}`
      job.standIns['docker/build-push-action'] = ({ with: given }) => {
        expect(given.tags).toBe(`ghcr.io/acme/shop-api:${job.repo.head}`)
        return { digest }
      }
      const run = await job.run(example)
      expectRanClean(run)
      const artifact = await job.read(`/artifacts/${ORG}/${FLOW}/fingerprint/${digest.slice(7)}`)
      expect(artifact.status).toBe(200)
    }
  }
}
