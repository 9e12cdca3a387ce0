import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { sha256 } from '../helpers/hash.js'
import { Recorder, type RecordedRequest, type Reply } from '../helpers/recorder.js'
import { runAction } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { testSigstore, type SignOptions, type TestSigstore } from '../helpers/sigstore-signer.js'
import { pushEnv } from '../helpers/workflow.js'

// The bundled action, as the runner runs it: build provenance signed by a Sigstore of the
// tests' own (its trusted root given as `trusted-root`), from a file or from a stand-in of
// GitHub's attestations API, checked and recorded in the sandbox.
const KEY = 'provenance-key'
const APP = 'the app\n'
const DIGEST = sha256(APP)
let sb: RunningSandbox
let github: Recorder
let counter: Recorder
let repo: GitRepo
let env: Record<string, string>
let sigstore: TestSigstore
/** What the GitHub stand-in lists for the artifact, page by page; a number answers that status. */
let listing: unknown[][] | number = []

const write = (name: string, content: unknown) => {
  writeFileSync(path.join(repo.dir, name), typeof content === 'string' ? content : JSON.stringify(content))
  return name
}
const signed = (options: Partial<SignOptions> = {}) => sigstore.sign({ digest: DIGEST, repositoryId: '424242', ...options })

function answerGitHub(req: RecordedRequest): Reply {
  const url = new URL(req.url, 'http://127.0.0.1')
  // Octokit sends the digest's colon encoded, as GitHub takes it.
  if (decodeURIComponent(url.pathname) !== `/repos/acme/shop/attestations/sha256:${DIGEST}`) return { status: 404, body: { message: 'Not Found' } }
  if (typeof listing === 'number') return { status: listing, body: { message: listing === 403 ? 'Resource not accessible by integration' : 'Not Found' } }
  const page = Number(url.searchParams.get('after') ?? '0')
  const next =
    page + 1 < listing.length
      ? { link: `<${github.baseUrl.replace('/api/v2', '')}/repos/acme/shop/attestations/sha256:${DIGEST}?after=${page + 1}>; rel="next"` }
      : undefined
  return { status: 200, body: { attestations: listing[page] ?? [] }, headers: next }
}

beforeAll(async () => {
  sigstore = testSigstore()
  sb = await startSandbox(['--quiet', '--api-key', KEY])
  github = await new Recorder(answerGitHub).start()
  counter = await new Recorder(() => ({ status: 200, body: 'OK' })).start()
  repo = makeGitRepo(2)
  env = { ...pushEnv(repo), GITHUB_API_URL: github.baseUrl.replace('/api/v2', '') }
  write('app.bin', APP)
  write('trusted_root.json', sigstore.trustedRoot)
})
afterAll(async () => {
  await github?.stop()
  await counter?.stop()
  await sb?.stop()
})

async function org(name: string): Promise<Record<string, string>> {
  const common = { 'api-key': KEY, org: name, 'base-url': sb.baseUrl, 'github-token': 'gh-token' }
  expect((await sb.call('PUT', `/flows/${name}`, { name: 'shop', description: '', template: ['app'] }, `Bearer ${KEY}`)).status).toBeLessThan(300)
  expect((await runAction({ ...common, operation: 'begin-trail', flow: 'shop' }, env)).code).toBe(0)
  return {
    ...common,
    operation: 'attest-provenance',
    flow: 'shop',
    'attestation-name': 'provenance',
    'artifact-path': 'app.bin',
    'trusted-root': 'trusted_root.json'
  }
}

async function recorded(name: string): Promise<unknown> {
  const trail = repo.commits[repo.commits.length - 1]
  const answer = await sb.call('GET', `/attestations/${name}/shop/trail/${trail}/provenance`, undefined, `Bearer ${KEY}`)
  expect(answer.status).toBe(200)
  return answer.json
}

describe('attest-provenance from a bundle file', () => {
  it('records a bundle that passes every check as compliant, the bundle attached and its log entry linked', async () => {
    const inputs = await org('prov1')
    const run = await runAction({ ...inputs, 'attestation-bundle': write('good.sigstore.json', signed()) }, env)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      compliant: 'true',
      predicate_type: 'https://slsa.dev/provenance/v1',
      signer_workflow: 'https://github.com/acme/shop/.github/workflows/build.yml@refs/heads/main',
      attestation_url: 'https://rekor.test/api/v1/log/entries?logIndex=0',
      fingerprint: DIGEST
    })
    for (const check of ['Subject', 'Predicate type', 'Repository', 'OIDC issuer', 'Signature', 'Certificate chain', 'Transparency log or timestamp'])
      expect(run.summary).toMatch(new RegExp(`${check}</td>\\s*<td>✅ passed`))
    const json = JSON.stringify(await recorded('prov1'))
    expect(json).toContain('"attestation_url"')
    expect(json).toContain('https://rekor.test/api/v1/log/entries?logIndex=0')
    expect(json).toContain('"source_repository":"https://github.com/acme/shop"')
    expect(json).toContain('good.sigstore.json')
  })

  it('records a bundle about another artifact as not compliant, the failing check shown', async () => {
    const inputs = await org('prov2')
    const run = await runAction({ ...inputs, 'attestation-bundle': write('other.sigstore.json', signed({ digest: 'cd'.repeat(32) })) }, env)
    expect(run.code).toBe(0)
    expect(run.outputs.compliant).toBe('false')
    expect(run.summary).toMatch(/Subject<\/td>\s*<td>❌ failed/)
    expect(run.summary).toMatch(/Repository<\/td>\s*<td>✅ passed/)
    expect(JSON.stringify(await recorded('prov2'))).toContain('"is_compliant":false')
  })

  it('records a bundle signed for another repository as not compliant', async () => {
    const inputs = await org('prov3')
    const run = await runAction({ ...inputs, 'attestation-bundle': write('rival.sigstore.json', signed({ repository: 'rival/shop' })) }, env)
    expect(run.outputs.compliant).toBe('false')
    expect(run.summary.replace(/<wbr>/g, '')).toContain('the certificate names https://github.com/rival/shop, not https://github.com/acme/shop')
  })
})

describe("attest-provenance from GitHub's attestations", () => {
  it('lists them over pages, records the one that passes, and links its page on GitHub', async () => {
    const inputs = await org('prov4')
    listing = [
      [
        { id: 7, bundle: signed({ wrongKey: true }) },
        { id: 8, bundle: { mediaType: 'nope' } }
      ],
      [{ id: 9, bundle: signed() }]
    ]
    const before = github.requests.length
    const run = await runAction(inputs, env)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ compliant: 'true', attestation_url: 'https://github.com/acme/shop/attestations/9' })
    const asked = github.requests.slice(before).filter((r) => r.url.includes('/attestations/'))
    expect(asked).toHaveLength(2)
    expect(asked[0].url).toContain('predicate_type=provenance')
    expect(asked[0].headers.authorization).toMatch(/gh-token$/)
    expect(run.summary).toContain('2 bundle(s) from GitHub')
    const json = JSON.stringify(await recorded('prov4'))
    expect(json).toContain('https://github.com/acme/shop/attestations/9')
    expect(json).toContain('attestation.sigstore.json')
  })

  it('records no provenance as not compliant when GitHub has none', async () => {
    const inputs = await org('prov5')
    listing = 404
    const run = await runAction(inputs, env)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ compliant: 'false', attestation_url: '' })
    expect(run.summary.replace(/<wbr>/g, '')).toContain(`GitHub lists no provenance attestation for sha256:${DIGEST} in acme/shop`)
  })

  it('fails, naming the permission, when the token may not read attestations; nothing recorded', async () => {
    const inputs = await org('prov6')
    listing = 403
    const run = await runAction(inputs, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain('`attestations: read`')
    const trail = repo.commits[repo.commits.length - 1]
    expect((await sb.call('GET', `/attestations/prov6/shop/trail/${trail}/provenance`, undefined, `Bearer ${KEY}`)).status).toBe(404)
  })
})

describe('bad input to attest-provenance', () => {
  const base = () => ({
    operation: 'attest-provenance',
    'api-key': 'k',
    org: 'acme',
    'base-url': counter.baseUrl,
    flow: 'shop',
    'attestation-name': 'provenance',
    fingerprint: DIGEST,
    'trusted-root': 'trusted_root.json'
  })

  it.each([
    ['attestation-bundle', 'not JSON', 'hello', 'it is not JSON, nor JSON Lines'],
    ['attestation-bundle', 'not a bundle', '{"hello": "world"}', 'it has no `mediaType`'],
    ['attestation-bundle', 'an unknown media type', '{"mediaType": "application/json"}', 'its media type `application/json` is not one of a Sigstore bundle'],
    ['attestation-bundle', 'a bundle without a certificate', 'no-cert', 'it has no signing certificate'],
    ['trusted-root', 'a trusted root that is not one', '{"mediaType": "x"}', 'its `mediaType` is not that of a Sigstore trusted root']
  ])('refuses %s given %s, and sends nothing', async (input, what, content, message) => {
    const bundle = content === 'no-cert' ? { ...signed(), verificationMaterial: { tlogEntries: [] } } : content
    const file = write(`${what.replace(/ /g, '-')}.json`, input === 'attestation-bundle' ? bundle : content)
    const inputs = {
      ...base(),
      'attestation-bundle': input === 'attestation-bundle' ? file : write('fine.sigstore.json', signed()),
      ...(input === 'trusted-root' && { 'trusted-root': file })
    }
    const before = counter.requests.length
    const run = await runAction(inputs, env)
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain(`input \`${input}\``)
    expect(run.stdout).toContain(message)
    expect(counter.requests.length).toBe(before)
  })

  it('refuses provenance about no artifact', async () => {
    const { fingerprint: _none, ...inputs } = base()
    const run = await runAction({ ...inputs, 'attestation-bundle': write('fine.sigstore.json', signed()) }, env)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain('input `fingerprint`: required (or `artifact-path`)')
  })
})
