import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bundleFromJSON } from '@sigstore/bundle'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import { toSignedEntity, toTrustMaterial, Verifier } from '@sigstore/verify'
import { startLocalSigstore, type LocalSigstore } from '../../src/sandbox/sigstore/server.js'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { sha256 } from '../helpers/hash.js'
import { Recorder } from '../helpers/recorder.js'
import { runAction, type ActionRun } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { pushEnv } from '../helpers/workflow.js'

// The bundled action publishing a signed verdict, everything on loopback: the sandbox as the
// service, and a local Sigstore (the runner's OIDC token endpoint, a Fulcio issuing certificates
// from its own CA, a Rekor, GitHub's artifact attestations API). What the action publishes is
// checked here with sigstore-js itself, against that Sigstore's trusted root.
const KEY = 'verdict-key'
const GH_TOKEN = 'gh-verdict-token'
const APP = 'the shop, built\n'
const DIGEST = sha256(APP)
const WORKFLOW = 'https://github.com/acme/shop/.github/workflows/release.yml@refs/heads/main'
let sb: RunningSandbox
let sigstore: LocalSigstore
let repo: GitRepo
let env: Record<string, string>

type Json = Record<string, unknown>

beforeAll(async () => {
  repo = makeGitRepo(2)
  const head = repo.commits[repo.commits.length - 1]
  sigstore = await startLocalSigstore(
    { repository: 'acme/shop', repositoryId: '424242', workflow: '.github/workflows/release.yml', ref: 'refs/heads/main', sha: head, runId: '1001' },
    { githubToken: GH_TOKEN }
  )
  sb = await startSandbox(['--quiet', '--api-key', KEY])
  env = { ...pushEnv(repo), GITHUB_API_URL: sigstore.githubApiUrl, ...sigstore.runnerEnv }
  writeFileSync(path.join(repo.dir, 'app.bin'), APP)
  writeFileSync(path.join(repo.dir, 'trusted_root.json'), JSON.stringify(sigstore.trustedRoot))
})
afterAll(async () => {
  await sb?.stop()
  await sigstore?.stop()
})

const common = (org: string) => ({ 'api-key': KEY, org, 'base-url': sb.baseUrl, 'github-token': GH_TOKEN })
const publish = (org: string) => ({
  ...common(org),
  operation: 'publish-verdict',
  flow: 'shop',
  'artifact-path': 'app.bin',
  sigstore: 'custom',
  'fulcio-url': sigstore.fulcioUrl,
  'rekor-url': sigstore.rekorUrl,
  'trusted-root': 'trusted_root.json'
})

/** A flow whose artifact `app.bin` is built on this commit's trail, with its tests passed or failed. */
async function built(org: string, testsPass: boolean): Promise<void> {
  expect((await sb.call('PUT', `/flows/${org}`, { name: 'shop', description: '', template: ['app'] }, `Bearer ${KEY}`)).status).toBeLessThan(300)
  const steps: Record<string, string>[] = [
    { operation: 'begin-trail', flow: 'shop' },
    { operation: 'attest-artifact', flow: 'shop', 'artifact-name': 'app', 'artifact-path': 'app.bin' },
    { operation: 'attest-generic', flow: 'shop', 'attestation-name': 'tests', 'artifact-path': 'app.bin', compliant: String(testsPass) }
  ]
  for (const inputs of steps) expect((await runAction({ ...common(org), ...inputs }, env)).code).toBe(0)
}

function statementOf(bundle: Json): Json {
  return JSON.parse(Buffer.from((bundle.dsseEnvelope as { payload: string }).payload, 'base64').toString('utf8')) as Json
}

/** What sigstore-js says of a bundle, against the local Sigstore's trusted root, for the release workflow's identity. */
function verifyWithSigstoreJs(bundle: Json): void {
  const verifier = new Verifier(toTrustMaterial(TrustedRoot.fromJSON(sigstore.trustedRoot)), { tlogThreshold: 1, ctlogThreshold: 1, timestampThreshold: 1 })
  verifier.verify(toSignedEntity(bundleFromJSON(bundle)), {
    subjectAlternativeName: WORKFLOW,
    extensions: { issuer: 'https://token.actions.githubusercontent.com' }
  })
}

async function trailAttestation(org: string): Promise<Json> {
  const trail = repo.commits[repo.commits.length - 1]
  const answer = await sb.call('GET', `/attestations/${org}/shop/trail/${trail}/verdict`, undefined, `Bearer ${KEY}`)
  expect(answer.status).toBe(200)
  return (Array.isArray(answer.json) ? answer.json[0] : answer.json) as Json
}

/** The trail's attachment, as the sandbox's page serves it. */
async function trailAttachment(org: string, id: string): Promise<Buffer> {
  const trail = repo.commits[repo.commits.length - 1]
  const root = sb.baseUrl.replace(/\/api\/v2$/, '')
  const response = await fetch(`${root}/${org}/flows/shop/trails/${trail}/attestations/${id}/attachment`, {
    headers: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` }
  })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** No identity token, request token, API key or GitHub token in anything the step left. */
function expectNoSecrets(run: ActionRun, ...more: string[]): void {
  const texts = [run.all.replace(/^::add-mask::.*$/gm, ''), run.summary, JSON.stringify(run.outputs), ...more]
  const secrets = [...sigstore.issuedTokens, sigstore.runnerEnv.ACTIONS_ID_TOKEN_REQUEST_TOKEN, KEY, GH_TOKEN]
  for (const text of texts) for (const secret of secrets) expect(text.includes(secret)).toBe(false)
}

describe('publish-verdict, a compliant artifact', () => {
  let run: ActionRun
  let bundle: Json
  beforeAll(async () => {
    await built('v1', true)
    run = await runAction(publish('v1'), env)
    bundle = existsSync(run.outputs.bundle_path ?? '') ? (JSON.parse(readFileSync(run.outputs.bundle_path, 'utf8')) as Json) : {}
  })

  it('signs a PASSED verdict and publishes it to GitHub and the trail', () => {
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ verification_result: 'PASSED', compliant: 'true', fingerprint: DIGEST, error_kind: '' })
    const id = sigstore.attestations.stored.at(-1)!.id
    expect(run.outputs.attestation_id).toBe(String(id))
    expect(run.outputs.attestation_url).toBe(`https://github.com/acme/shop/attestations/${id}`)
    expect(run.summary).toContain('PASSED: the signed verdict is published')
    expect(run.summary.replace(/<wbr>/g, '')).toContain(`Signed by</th><td>${WORKFLOW}`)
  })

  it('publishes a bundle that verifies with sigstore-js against the instance trusted root, signed for the workflow of the token', () => {
    expect(() => verifyWithSigstoreJs(bundle)).not.toThrow()
    // The same bundle with another statement does not: the check can fail.
    const tampered = { ...bundle, dsseEnvelope: { ...(bundle.dsseEnvelope as Json), payload: Buffer.from('{"_type":"x"}').toString('base64') } }
    expect(() => verifyWithSigstoreJs(tampered)).toThrow()
  })

  it("states the service's verdict as a SLSA verification summary", async () => {
    const trail = repo.commits[repo.commits.length - 1]
    const asked = (await sb.call('GET', `/asserts/v1/fingerprint/${DIGEST}?flow_name=shop`, undefined, `Bearer ${KEY}`)).json as {
      compliant: boolean
      compliance_status: { evaluated_at: number; attestations_statuses: { attestation_name: string; is_compliant: boolean | null }[] }
    }
    expect(asked.compliant).toBe(true)
    const statement = statementOf(bundle)
    const root = sb.baseUrl.replace(/\/api\/v2$/, '')
    expect(statement).toMatchObject({
      _type: 'https://in-toto.io/Statement/v1',
      subject: [{ name: 'app.bin', digest: { sha256: DIGEST } }],
      predicateType: 'https://slsa.dev/verification_summary/v1',
      predicate: {
        verifier: { id: `${root}/v1` },
        resourceUri: `git+https://github.com/acme/shop@${trail}`,
        policy: { name: 'flow shop template', uri: `${root}/v1/flows/shop`, annotations: { scope: 'flow', flow: 'shop' } },
        verificationResult: 'PASSED',
        verifiedLevels: [],
        slsaVersion: '1.0'
      }
    })
    const predicate = statement.predicate as { timeVerified: string; inputAttestations: { name: string; uri: string }[] }
    // Asked after publishing, the answer also lists the verdict's own record, which is no evidence for it.
    const present = asked.compliance_status.attestations_statuses
      .filter((s) => s.is_compliant !== null && s.attestation_name !== 'verdict')
      .map((s) => s.attestation_name)
    expect(predicate.inputAttestations.map((a) => a.name).sort()).toEqual(present.sort())
    expect(present).toContain('tests')
    for (const input of predicate.inputAttestations) expect(input.uri).toBe(`${root}/v1/flows/shop/trails/${trail}`)
    expect(Math.abs(Date.parse(predicate.timeVerified) - asked.compliance_status.evaluated_at * 1000)).toBeLessThan(60_000)
  })

  it('stores the same bundle in GitHub and on the trail, linked from the trail', async () => {
    const stored = sigstore.attestations.stored.find((a) => String(a.id) === run.outputs.attestation_id)!
    expect(stored.repository).toBe('acme/shop')
    expect(stored.bundle).toEqual(bundle)
    const posted = sigstore.requests.find((r) => r.method === 'POST' && r.path === '/github/repos/acme/shop/attestations')!
    expect(posted.headers.authorization).toMatch(new RegExp(`${GH_TOKEN}$`))
    const recorded = await trailAttestation('v1')
    expect(recorded).toMatchObject({
      is_compliant: true,
      annotations: { verification_result: 'PASSED' },
      attestation_type: 'generic',
      artifact_fingerprint: DIGEST,
      external_urls: { github_attestation: { href: run.outputs.attestation_url } },
      user_data: { verification_summary: { verification_result: 'PASSED', signer_workflow: WORKFLOW, github_attestation_id: stored.id } }
    })
    const attached = await trailAttachment('v1', String(recorded.attestation_id))
    expect(recorded.evidence_archive_fingerprint).toBe(sha256(attached))
    expect(JSON.parse(attached.toString('utf8'))).toEqual(stored.bundle)
  })

  it('lets no token or key show in the log, outputs or summary, nor reach the service', async () => {
    expect(sigstore.issuedTokens.length).toBeGreaterThan(0)
    expectNoSecrets(run, JSON.stringify(await trailAttestation('v1')))
  })
})

describe('publish-verdict, a non-compliant artifact', () => {
  it('signs and publishes a FAILED verdict, then fails the step', async () => {
    await built('v2', false)
    const before = sigstore.attestations.stored.length
    const run = await runAction(publish('v2'), env)
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ verification_result: 'FAILED', compliant: 'false', error_kind: 'non_compliant' })
    expect(run.stdout).toContain('attestation `tests` is not compliant')
    expect(run.stdout).toContain('The FAILED verdict is signed and published')
    expect(sigstore.attestations.stored).toHaveLength(before + 1)
    const bundle = sigstore.attestations.stored.at(-1)!.bundle
    expect(() => verifyWithSigstoreJs(bundle)).not.toThrow()
    expect(statementOf(bundle)).toMatchObject({ predicate: { verificationResult: 'FAILED', verifiedLevels: ['FAILED'] } })
    // Recorded as sound evidence of a verdict: counted against the artifact, it would fail every later verdict.
    expect(await trailAttestation('v2')).toMatchObject({
      is_compliant: true,
      annotations: { verification_result: 'FAILED' },
      user_data: { verification_summary: { verification_result: 'FAILED', reasons: ['generic attestation `tests` is not compliant'] } }
    })
    expectNoSecrets(run)
  })

  it('goes on with fail-on-non-compliant: false, the FAILED verdict still published', async () => {
    const run = await runAction({ ...publish('v2'), 'fail-on-non-compliant': 'false' }, env)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ verification_result: 'FAILED', compliant: 'false' })
    expect(run.summary).toContain('fail-on-non-compliant is false')
  })

  it('passes once the evidence is fixed on the same trail: an earlier FAILED verdict does not count against it', async () => {
    const fixed = { operation: 'attest-generic', flow: 'shop', 'attestation-name': 'tests', 'artifact-path': 'app.bin', compliant: 'true' }
    expect((await runAction({ ...common('v2'), ...fixed }, env)).code).toBe(0)
    const run = await runAction(publish('v2'), env)
    expect(run.code).toBe(0)
    expect(run.outputs.verification_result).toBe('PASSED')
    const names = (statementOf(sigstore.attestations.stored.at(-1)!.bundle).predicate as { inputAttestations: { name: string }[] }).inputAttestations
    expect(names.map((a) => a.name)).toEqual(['tests'])
  })
})

describe('publish-verdict sends nothing it should not', () => {
  let service: Recorder
  beforeAll(async () => {
    service = await new Recorder().start()
  })
  afterAll(() => service.stop())

  it('without id-token: write, names the permission and sends nothing', async () => {
    const withoutToken = { ...env, ACTIONS_ID_TOKEN_REQUEST_URL: '', ACTIONS_ID_TOKEN_REQUEST_TOKEN: '' }
    const before = sigstore.requests.length
    const run = await runAction({ ...publish('v3'), 'base-url': service.baseUrl }, withoutToken)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('id-token: write')
    expect(run.stdout).toContain('Nothing was sent')
    expect(service.requests).toHaveLength(0)
    expect(sigstore.requests.length).toBe(before)
  })

  it('refuses custom without its trusted root before anything is sent', async () => {
    const before = sigstore.requests.length
    const { 'trusted-root': _root, ...inputs } = publish('v3')
    const run = await runAction({ ...inputs, 'base-url': service.baseUrl }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('input `trusted-root`: required with `sigstore: custom`')
    expect(service.requests).toHaveLength(0)
    expect(sigstore.requests.length).toBe(before)
  })

  it('verifies before publishing: a bundle that does not verify against the trusted root given is stored nowhere', async () => {
    const other = await startLocalSigstore({
      repository: 'acme/shop',
      repositoryId: '424242',
      workflow: 'x.yml',
      ref: 'refs/heads/main',
      sha: 'a'.repeat(40),
      runId: '1'
    })
    writeFileSync(path.join(repo.dir, 'other_root.json'), JSON.stringify(other.trustedRoot))
    await other.stop()
    await built('v5', true)
    const stored = sigstore.attestations.stored.length
    const run = await runAction({ ...publish('v5'), 'trusted-root': 'other_root.json' }, env)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/does not verify: .*nothing was published/)
    expect(sigstore.attestations.stored).toHaveLength(stored)
    const trail = repo.commits[repo.commits.length - 1]
    expect((await sb.call('GET', `/attestations/v5/shop/trail/${trail}/verdict`, undefined, `Bearer ${KEY}`)).status).toBe(404)
    expectNoSecrets(run)
  })

  it('saves a trail write the service refused, under on-error: warn, without any token in it', async () => {
    const answers = new Recorder((req) =>
      req.method === 'GET'
        ? {
            status: 200,
            body: { fingerprint: DIGEST, flow: 'shop', trail: 'main', compliant: true, html_url: 'http://x', scope: 'flow', compliance_status: null }
          }
        : { status: 503, body: { message: 'down' } }
    )
    await answers.start()
    try {
      const run = await runAction({ ...publish('v4'), 'base-url': answers.baseUrl, 'on-error': 'warn', 'max-retries': '0' }, env)
      expect(run.code).toBe(0)
      expect(run.outputs.spool_file).toBeTruthy()
      const spool = readFileSync(run.outputs.spool_file, 'utf8')
      expect(spool).toContain('verification_summary')
      expectNoSecrets(run, spool)
    } finally {
      await answers.stop()
    }
  })
})
