import { expect } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { startLocalSigstore } from '../../src/sandbox/sigstore/server.js'
import { example as exampleOf, type Example } from '../helpers/examples.js'
import { GITHUB_TOKEN, expectRanClean, stepOf, type Job } from '../helpers/example-job.js'
import { ghAttestationVerify } from '../helpers/gh-attestation.js'
import { startHostProxy } from '../helpers/host-proxy.js'
import { startJiraStandIn } from '../helpers/jira-api.js'
import { hexOf, multiPlatform, type TestImage } from '../helpers/oci-images.js'
import { startRegistry, type TestRegistry } from '../helpers/registry.js'
import { testSigstore } from '../helpers/sigstore-signer.js'
import { reportTask, startSonarStandIn } from '../helpers/sonar-api.js'
import { makeTestCa } from '../helpers/tls.js'
import { startTokenServer, type TokenServer } from '../helpers/token-server.js'
import { tempDir } from '../helpers/tree.js'
import { attestation, environment, FLOW, OPENSSL, sha256, trail, type Cases } from './cases.js'

// The examples that reach systems outside the service: SonarQube, Jira, Sigstore and a
// registry (ghcr.io). Each is a loopback stand-in reached as a user's job reaches it: the URL
// the scanner's report names, an HTTPS proxy for a host the example names, the runner's OIDC
// token endpoint. Where no stand-in can be reached as the example is written (Sigstore's
// public trust roots), the one addition is said where it is made.

const REGISTRY: Array<[string, string]> = [['docker-registry', 'docker-registry'], ...OPENSSL]

/**
 * ghcr.io on loopback: Debian's registry with a certificate for that name, behind the job's
 * proxy, its tokens issued to GitHub's token (as ghcr.io takes `GITHUB_TOKEN`).
 */
async function ghcr(job: Job): Promise<{ registry: TestRegistry; tokens: TokenServer }> {
  const ca = makeTestCa(tempDir('ghcr-'), ['ghcr.io'])
  const tokens = await startTokenServer(ca, { octocat: GITHUB_TOKEN })
  const registry = await startRegistry({ dir: tempDir('ghcr-storage-'), ca, auth: { kind: 'token', tokens } })
  const proxy = await startHostProxy(ca, { 'ghcr.io': { tunnelTo: Number(registry.host.split(':')[1]) } })
  job.onStop(async () => {
    await proxy.stop()
    await registry.stop()
    await tokens.stop()
  })
  Object.assign(job.env, proxy.env)
  return { registry, tokens }
}

/**
 * The release workflow of publish-verdict's page, run on a tag's push of the repository
 * acme/shop-api (the one the page's later checks name): the image built and pushed to ghcr.io,
 * its evidence recorded beforehand by earlier jobs, the verdict signed by a Sigstore of the
 * test's own and kept as a release asset.
 */
async function release(job: Job, example: Example) {
  const { registry } = await ghcr(job)
  const image: TestImage = multiPlatform('oci')
  Object.assign(job.context, { ref_name: 'v1.4.2', repository: 'acme/shop-api' })
  Object.assign(job.env, { GITHUB_REF: 'refs/tags/v1.4.2', GITHUB_REF_NAME: 'v1.4.2', GITHUB_REPOSITORY: 'acme/shop-api' })
  await trail(job)
  await job.operation('attest-artifact', { flow: FLOW, 'artifact-name': 'backend', fingerprint: image.top.digest })
  await environment(job, 'production')
  const sigstore = await startLocalSigstore(
    {
      repository: 'acme/shop-api',
      repositoryId: '424242',
      workflow: '.github/workflows/release.yml',
      ref: 'refs/tags/v1.4.2',
      sha: job.repo.head,
      runId: '1001'
    },
    { githubToken: GITHUB_TOKEN }
  )
  job.onStop(() => sigstore.stop())
  // `id-token: write` and `attestations: write`: the runner's OIDC endpoint, GitHub's attestations API.
  Object.assign(job.env, sigstore.runnerEnv, { GITHUB_API_URL: sigstore.githubApiUrl })
  job.standIns['actions/checkout'] = () => undefined
  job.standIns['docker/setup-buildx-action'] = () => undefined
  job.standIns['docker/login-action'] = ({ with: given, env }) => {
    expect(given).toMatchObject({ registry: 'ghcr.io', username: 'octocat', password: GITHUB_TOKEN })
    const auth = Buffer.from(`${given.username}:${given.password}`).toString('base64')
    mkdirSync(path.join(env.HOME, '.docker'), { recursive: true })
    writeFileSync(path.join(env.HOME, '.docker', 'config.json'), JSON.stringify({ auths: { 'ghcr.io': { auth } } }))
  }
  job.standIns['docker/build-push-action'] = async ({ with: given }) => {
    expect(given.tags).toBe('ghcr.io/acme/shop-api:v1.4.2')
    await registry.push('acme/shop-api', image, 'v1.4.2')
    return { digest: image.top.digest }
  }
  const released: Record<string, string> = {}
  job.standIns['run: gh'] = ({ env }) => void Object.assign(released, { tag: env.TAG, bundle: env.BUNDLE })
  // Sigstore's public trust roots come through TUF, signed by Sigstore's own keys, which no
  // stand-in holds: the step signs with the test's Sigstore instead, named as the page says a
  // private one is (`sigstore: custom`, its URLs and trusted root). Nothing else changes.
  const root = path.join(tempDir('trusted-root-'), 'trusted_root.json')
  writeFileSync(root, JSON.stringify(sigstore.trustedRoot))
  const workflow = parse(example.text) as { jobs: { release: { steps: { id?: string; with?: Record<string, string> }[] } } }
  const verdict = workflow.jobs.release.steps.find((s) => s.id === 'verdict')!
  Object.assign(verdict.with!, { sigstore: 'custom', 'fulcio-url': sigstore.fulcioUrl, 'rekor-url': sigstore.rekorUrl, 'trusted-root': root })
  return { image, sigstore, released, run: await job.run(JSON.stringify(workflow)) }
}

export const OUTSIDE_CASES: Cases = {
  'attest-sonar/README.md#1': {
    async run(job, example) {
      await trail(job)
      const sonar = await startSonarStandIn({
        token: 'squ_examplesSonarToken',
        tasks: {
          AZ1: {
            id: 'AZ1',
            componentKey: 'acme_shop-api',
            componentName: 'shop-api',
            analysisId: 'AN1',
            status: 'SUCCESS',
            branch: 'main',
            branchType: 'BRANCH'
          }
        },
        analyses: { 'acme_shop-api': [{ key: 'AN1', date: '2026-01-02T15:20:00+0000', revision: job.repo.head }] },
        gates: { AN1: { status: 'OK', conditions: [{ status: 'OK', metricKey: 'new_coverage', comparator: 'LT', errorThreshold: '80', actualValue: '91.2' }] } }
      })
      job.onStop(() => sonar.stop())
      // What the scanner step before it leaves: its report, naming the server it sent the analysis to.
      job.file('.scannerwork/report-task.txt', reportTask(sonar.url, 'acme_shop-api', 'AZ1'))
      job.secrets.SONAR_TOKEN = sonar.state.token
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'attest-sonar').outputs).toMatchObject({ quality_gate: 'OK', compliant: 'true' })
      expect(await attestation(job, 'sonar')).toMatchObject({ is_compliant: true })
    }
  },

  'attest-jira/README.md#1': {
    needs: OPENSSL,
    async run(job, example) {
      await trail(job)
      const jira = await startJiraStandIn({
        username: 'ci@acme.example',
        apiToken: 'jira-examples-token',
        issues: { 'SHOP-142': { id: '10142', fields: { summary: 'Totals round half up', status: { name: 'Done' } } } }
      })
      const proxy = await startHostProxy(makeTestCa(tempDir('jira-'), ['acme.atlassian.net']), { 'acme.atlassian.net': { forwardTo: jira.url } })
      job.onStop(async () => {
        await proxy.stop()
        await jira.stop()
      })
      Object.assign(job.env, proxy.env)
      job.secrets.JIRA_API_TOKEN = jira.state.apiToken
      const run = await job.run(example)
      expectRanClean(run)
      expect(proxy.connects).toContain('acme.atlassian.net:443')
      expect(stepOf(run, 'attest-jira').outputs).toMatchObject({ issues: 'SHOP-142', missing_issues: '', compliant: 'true' })
      expect(await attestation(job, 'jira')).toMatchObject({ is_compliant: true })
    }
  },

  'attest-provenance/README.md#1': {
    async run(job, example) {
      await trail(job)
      const tarball = job.file('dist/shop-api.tar.gz', 'the shop api, built\n')
      const sigstore = testSigstore()
      job.standIns['actions/attest-build-provenance'] = ({ with: given }) => {
        expect(given['subject-path']).toBe('dist/shop-api.tar.gz')
        const bundle = path.join(tempDir('provenance-'), 'attestation.json')
        writeFileSync(bundle, JSON.stringify(sigstore.sign({ digest: sha256(readFileSync(tarball)), subjectName: 'shop-api.tar.gz', repositoryId: '424242' })))
        return { 'bundle-path': bundle }
      }
      // Sigstore's trust roots come through TUF, signed by Sigstore's own keys, which no stand-in
      // holds: the step is given the trust root of the test's Sigstore instead, as its page says
      // a runner with no way out does (`trusted-root`). Nothing else of the example changes.
      const root = path.join(tempDir('trusted-root-'), 'trusted_root.json')
      writeFileSync(root, JSON.stringify(sigstore.trustedRoot))
      const steps = parse(example.text) as { uses: string; with: Record<string, string> }[]
      steps[1].with['trusted-root'] = root
      const run = await job.run(JSON.stringify(steps))
      expectRanClean(run)
      expect(stepOf(run, 'attest-provenance').outputs).toMatchObject({ compliant: 'true', predicate_type: 'https://slsa.dev/provenance/v1' })
      expect(await attestation(job, 'provenance')).toMatchObject({ is_compliant: true })
    }
  },

  'publish-verdict/README.md#1': {
    needs: REGISTRY,
    async run(job, example) {
      const { image, sigstore, run, released } = await release(job, example)
      expectRanClean(run)
      const outputs = stepOf(run, 'publish-verdict').outputs
      expect(outputs).toMatchObject({ verification_result: 'PASSED', compliant: 'true', fingerprint: hexOf(image.top.digest) })
      expect(released).toEqual({ tag: 'v1.4.2', bundle: outputs.bundle_path })
      expect(sigstore.attestations.stored).toHaveLength(1)
      expect(await attestation(job, 'verdict')).toMatchObject({ is_compliant: true })
    }
  },

  'publish-verdict/README.md#2': {
    needs: REGISTRY,
    async run(job, example) {
      // The release the page shows first, run before: its verdict is what this workflow checks.
      const { image, sigstore, run } = await release(job, exampleOf('publish-verdict/README.md#1'))
      expectRanClean(run)
      job.inputs.digest = image.top.digest
      const github = { apiUrl: sigstore.githubApiUrl, token: GITHUB_TOKEN, repository: 'acme/shop-api', trustedRoot: sigstore.trustedRoot }
      // gh, verifying as it does; then the script's own test of what its --jq filter gives.
      job.standIns['The service said PASSED, signed by our release workflow'] = async ({ script, env }) => {
        expect(script).toContain('oci://ghcr.io/acme/shop-api@$DIGEST')
        const verified = await ghAttestationVerify(/gh attestation verify ([^)]*)\)/.exec(script!)![1], env.DIGEST, github)
        const result = [...new Set(verified.map((a) => a.verificationResult.statement.predicate.verificationResult))].join(',')
        if (result !== 'PASSED') throw new Error(`verdict: ${result}`)
      }
      let deployed = ''
      job.standIns.Deploy = ({ env }) => void (deployed = env.DIGEST)
      const deploy = await job.run(example)
      expectRanClean(deploy)
      expect(deployed).toBe(image.top.digest)
    }
  },

  'docs/artifacts.md#2': {
    needs: REGISTRY,
    async run(job, example) {
      const { registry, tokens } = await ghcr(job)
      const image = multiPlatform('oci')
      await registry.push('acme/shop-api', image, '1.4.2')
      const run = await job.run(example)
      expectRanClean(run)
      expect(stepOf(run, 'fingerprint').outputs.fingerprint).toBe(hexOf(image.top.digest))
      // The job's token is what ghcr.io was shown.
      expect(tokens.requests.map((r) => r.user)).toContain('octocat')
    }
  }
}
