import { beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseBundles, toDsseBundle } from '../../../src/clients/sigstore/bundle.js'
import type { Expectations } from '../../../src/clients/sigstore/checks.js'
import { chooseBundle, examine, loadTrustRoots, readCandidate, type Examined } from '../../../src/clients/sigstore/provenance.js'
import type { TrustRoot } from '../../../src/clients/sigstore/trust-root.js'
import { ROOT } from '../../helpers/run-action.js'
import { testSigstore, type SignOptions, type TestSigstore } from '../../helpers/sigstore-signer.js'

const DIGEST = 'ab'.repeat(32)
const EXPECTED: Expectations = { fingerprint: DIGEST, repositoryUrl: 'https://github.com/acme/shop', repositoryId: '4242', serverUrl: 'https://github.com' }
let sigstore: TestSigstore
let roots: TrustRoot[]

beforeAll(() => {
  sigstore = testSigstore()
  roots = [{ name: 'the given trusted root', json: sigstore.trustedRoot }]
})

async function examineSigned(options: Partial<SignOptions> = {}, expected = EXPECTED): Promise<Examined> {
  const [examined] = await examine([readCandidate(toDsseBundle(sigstore.sign({ digest: DIGEST, ...options })))], expected, roots)
  return examined
}

/** Each check's result by name: true, false, or undefined when not reached. */
const results = (e: Examined) => Object.fromEntries(e.checks.map((c) => [c.name, c.passed]))
const detail = (e: Examined, name: string) => e.checks.find((c) => c.name === name)?.detail
const ALL_PASS = {
  Subject: true,
  'Predicate type': true,
  Repository: true,
  'OIDC issuer': true,
  Signature: true,
  'Certificate chain': true,
  'Transparency log or timestamp': true
}

describe('bundles signed by a Sigstore of the tests', () => {
  it('passes every check for a good bundle, and links its log entry', async () => {
    const good = await examineSigned()
    expect(results(good)).toEqual(ALL_PASS)
    expect(good.compliant).toBe(true)
    expect(good.logUrl).toBe('https://rekor.test/api/v1/log/entries?logIndex=0')
    expect(good.checks.map((c) => c.by)).toEqual(['action', 'action', 'action', 'action', 'action', 'sigstore-js', 'sigstore-js'])
    expect(detail(good, 'Certificate chain')).toBe('chains to the given trusted root, valid when signed')
  })

  it.each<[string, Partial<SignOptions>, Partial<typeof ALL_PASS>, string, string]>([
    [
      'about another artifact',
      { digest: 'cd'.repeat(32) },
      { Subject: false },
      'Subject',
      'the statement is about sha256:cdcdcdcdcdcd…, not the artifact sha256:abababababab…'
    ],
    [
      'signed for another repository',
      { repository: 'rival/shop' },
      { Repository: false },
      'Repository',
      'the certificate names https://github.com/rival/shop, not'
    ],
    ['signed by a key other than the certificate’s', { wrongKey: true }, { Signature: false }, 'Signature', 'does not verify against the certificate'],
    ['an SBOM, not provenance', { predicateType: 'https://spdx.dev/Document' }, { 'Predicate type': false }, 'Predicate type', 'is not SLSA provenance'],
    ['for a token of another issuer', { issuer: 'https://accounts.google.com' }, { 'OIDC issuer': false }, 'OIDC issuer', "is not GitHub Actions'"],
    [
      'of a recreated repository of the same name',
      { repositoryId: '9999' },
      { Repository: false },
      'Repository',
      "has id 9999 in the certificate, but this repository's id is 4242"
    ],
    [
      'issued by a CA the root does not hold',
      { untrustedCa: true },
      { 'Certificate chain': false, 'Transparency log or timestamp': undefined },
      'Certificate chain',
      'Failed to verify certificate chain'
    ],
    [
      'with an SCT no CT log of the root signed',
      { forgedSct: true },
      { 'Certificate chain': false, 'Transparency log or timestamp': undefined },
      'Certificate chain',
      'SCT verification failed'
    ],
    [
      'with a log entry no log of the root signed',
      { forgedLog: true },
      { 'Transparency log or timestamp': false },
      'Transparency log or timestamp',
      'inclusion promise could not be verified'
    ]
  ])('fails a bundle %s, on that check alone', async (_what, options, failing, check, message) => {
    const examined = await examineSigned(options)
    expect(results(examined)).toEqual({ ...ALL_PASS, ...failing })
    expect(examined.compliant).toBe(false)
    expect(detail(examined, check)).toContain(message)
  })

  it("counts a reusable workflow of another repository that signed for this one's run", async () => {
    const examined = await examineSigned({ signerWorkflow: 'https://github.com/acme/workflows/.github/workflows/attest.yml@refs/tags/v1' })
    expect(examined.compliant).toBe(true)
    expect(examined.certificate.subjectAlternativeName).toBe('https://github.com/acme/workflows/.github/workflows/attest.yml@refs/tags/v1')
  })

  it('matches the repository whatever its case, as GitHub names do; without an id from the runner, by name alone', async () => {
    expect((await examineSigned({ repository: 'Acme/Shop' }, { ...EXPECTED, repositoryId: undefined })).compliant).toBe(true)
  })

  it('refuses a certificate of a CA without a root for it when the roots are by authority', async () => {
    const byAuthority = [{ ...roots[0], authority: 'sigstore.dev' }]
    const bundle = readCandidate(toDsseBundle(sigstore.sign({ digest: DIGEST, authority: 'Rogue CA' })))
    const [examined] = await examine([bundle], EXPECTED, byAuthority)
    expect(results(examined)).toEqual({ ...ALL_PASS, 'Certificate chain': false, 'Transparency log or timestamp': undefined })
    expect(detail(examined, 'Certificate chain')).toContain("issued by Rogue CA, neither Sigstore's public-good instance nor GitHub's")
  })

  it('chooses the first bundle that passes every check, else the one that passes most', async () => {
    const candidates = [{ digest: 'cd'.repeat(32), repository: 'rival/shop' }, { wrongKey: true }, {}].map((o) =>
      readCandidate(toDsseBundle(sigstore.sign({ digest: DIGEST, ...o })))
    )
    const examined = await examine(candidates, EXPECTED, roots)
    expect(chooseBundle(examined)).toBe(examined[2])
    expect(chooseBundle(examined.slice(0, 2))).toBe(examined[1])
    expect(chooseBundle([])).toBeUndefined()
  })

  it('refuses a trusted root sigstore-js cannot use, before verifying anything', async () => {
    const broken = {
      name: 'the given trusted root',
      json: { ...sigstore.trustedRoot, tlogs: [{ baseUrl: 'x', publicKey: { rawBytes: 'AAAA' }, logId: { keyId: 'AA==' } }] }
    }
    await expect(loadTrustRoots(broken, { cacheDir: '/nonexistent', timeoutMs: 1, retries: 0 })).rejects.toThrow('sigstore-js cannot use it')
  })
})

describe('a real bundle of actions/attest-build-provenance against the real public-good trust root', () => {
  // The trusted root @sigstore/tuf ships as its seed: what TUF starts from, offline.
  const seeds = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@sigstore/tuf/seeds.json'), 'utf8'))
  const publicGood = JSON.parse(Buffer.from(seeds['https://tuf-repo-cdn.sigstore.dev'].targets['trusted_root.json'], 'base64').toString('utf8'))
  const [bundle] = parseBundles(readFileSync(path.join(ROOT, '__tests__', 'fixtures', 'provenance', 'public-good-reusable-workflow.sigstore.json'), 'utf8'))
  const expected: Expectations = {
    fingerprint: '49a3aa6075e0f49f82843e74b5baa614ad2a588e6675612bf108a0a008c5ac25',
    repositoryUrl: 'https://github.com/malancas/attest-demo',
    repositoryId: '804070735',
    serverUrl: 'https://github.com'
  }

  it('verifies it whole: certificate chain, SCT and log inclusion, by sigstore-js', async () => {
    const [examined] = await examine([readCandidate(bundle)], expected, [
      { name: "Sigstore's public-good instance", authority: 'sigstore.dev', json: publicGood }
    ])
    expect(results(examined)).toEqual(ALL_PASS)
    expect(examined.logUrl).toBe('https://search.sigstore.dev/?logIndex=96764485')
  })

  it('fails its chain against a root that is not its own, and its repository in another repository', async () => {
    const [examined] = await examine([readCandidate(bundle)], { ...expected, repositoryUrl: 'https://github.com/acme/shop', repositoryId: undefined }, roots)
    expect(results(examined)).toEqual({ ...ALL_PASS, Repository: false, 'Certificate chain': false, 'Transparency log or timestamp': undefined })
  })

  it("fails a tampered statement on its signature and on the log's record of it", async () => {
    const json = JSON.parse(JSON.stringify(bundle.json))
    const statement = JSON.parse(Buffer.from(json.dsseEnvelope.payload, 'base64').toString('utf8'))
    statement.subject[0].digest.sha256 = 'ab'.repeat(32)
    json.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString('base64')
    const [examined] = await examine([readCandidate(toDsseBundle(json))], { ...expected, fingerprint: 'ab'.repeat(32) }, [
      { name: 'public good', authority: 'sigstore.dev', json: publicGood }
    ])
    expect(results(examined)).toEqual({ ...ALL_PASS, Signature: false, 'Transparency log or timestamp': false })
    expect(detail(examined, 'Transparency log or timestamp')).toContain('DSSE payload hash mismatch')
  })
})
