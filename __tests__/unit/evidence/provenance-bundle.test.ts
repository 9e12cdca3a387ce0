import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseBundles, toDsseBundle } from '../../../src/clients/sigstore/bundle.js'
import { readSigningCertificate } from '../../../src/clients/sigstore/certificate.js'
import { isActionsIssuer } from '../../../src/clients/sigstore/checks.js'
import { SigstoreError } from '../../../src/clients/sigstore/errors.js'
import { readStatement } from '../../../src/clients/sigstore/statement.js'
import { parseTrustRoot } from '../../../src/clients/sigstore/trust-root.js'
import { ROOT } from '../../helpers/run-action.js'

// Real bundles made by actions/attest-build-provenance, kept by the GitHub CLI as test data
// (cli/cli, pkg/cmd/attestation/test/data): one from Sigstore's public good, signed by a
// reusable workflow of another repository, with its transparency-log entry; one from GitHub's
// own Sigstore for a private repository, as JSON Lines, with a signed timestamp instead.
const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'provenance')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')
const PUBLIC_GOOD = 'public-good-reusable-workflow.sigstore.json'
const GITHUB_ISSUED = 'github-issued.sigstore.jsonl'

describe('bundles made by actions/attest-build-provenance', () => {
  it("reads a public-good bundle's statement and the reusable workflow that signed it", () => {
    const [bundle, ...more] = parseBundles(fixture(PUBLIC_GOOD))
    expect(more).toEqual([])
    expect(bundle.mediaType).toBe('application/vnd.dev.sigstore.bundle.v0.3+json')
    expect(bundle.logEntries).toEqual([{ logIndex: '96764485', logId: 'wNI9atQGlz+VWfO6LRygH4QUfY/8W4RFwiT5i5WRgB0=' }])
    expect(readStatement(bundle)).toMatchObject({
      subjects: [{ name: 'github_provenance_demo-0.0.0-py3-none-any.whl', sha256: '49a3aa6075e0f49f82843e74b5baa614ad2a588e6675612bf108a0a008c5ac25' }],
      predicateType: 'https://slsa.dev/provenance/v1'
    })
    const certificate = readSigningCertificate(bundle.certificate)
    // The SAN is the reusable workflow that signed; the source repository the one that ran it.
    expect(certificate).toMatchObject({
      subjectAlternativeName: 'https://github.com/github/artifact-attestations-workflows/.github/workflows/attest.yml@09b495c3f12c7881b3cc17209a327792065c1a1d',
      issuer: 'https://token.actions.githubusercontent.com',
      sourceRepositoryUri: 'https://github.com/malancas/attest-demo',
      sourceRepositoryId: '804070735',
      sourceRepositoryRef: 'refs/heads/main',
      sourceRepositoryDigest: '95baf27389e83e6a5c48f42e190d48d7abcea19e',
      buildConfigUri: 'https://github.com/malancas/attest-demo/.github/workflows/shared.yml@refs/heads/main',
      runInvocationUri: 'https://github.com/malancas/attest-demo/actions/runs/9228858953/attempts/1',
      authority: 'sigstore.dev'
    })
    expect(certificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1')
    expect(certificate.notAfter.getTime() - certificate.notBefore.getTime()).toBe(600_000)
  })

  it('reads a GitHub-issued bundle from JSON Lines', () => {
    const [bundle, ...more] = parseBundles(fixture(GITHUB_ISSUED))
    expect(more).toEqual([])
    expect(bundle.logEntries).toEqual([])
    expect(readStatement(bundle).subjects).toEqual([
      { name: 'github_provenance_demo-0.0.12-py3-none-any.whl', sha256: 'ae57936def59bc4c75edd3a837d89bcefc6d3a5e31d55a6fa7a71624f92c3c3b' }
    ])
    expect(readSigningCertificate(bundle.certificate)).toMatchObject({
      subjectAlternativeName: 'https://github.com/actions/attest-demo/.github/workflows/build-python.yml@refs/heads/main',
      sourceRepositoryUri: 'https://github.com/actions/attest-demo',
      sourceRepositoryId: '763287532',
      // Read from DER: node:crypto's text would say `GitHub\, Inc.`.
      authority: 'GitHub, Inc.'
    })
  })

  it('reads every bundle of a JSON Lines file, blank lines skipped', () => {
    const line = JSON.stringify(JSON.parse(fixture(PUBLIC_GOOD)))
    const bundles = parseBundles(`${line}\n\n${fixture(GITHUB_ISSUED)}`)
    expect(bundles.map((b) => readSigningCertificate(b.certificate).authority)).toEqual(['sigstore.dev', 'GitHub, Inc.'])
  })

  it('takes the leaf certificate first in the chain of a v0.1 or v0.2 bundle', () => {
    const v03 = JSON.parse(fixture(PUBLIC_GOOD))
    const { certificate, ...material } = v03.verificationMaterial
    const v02 = {
      ...v03,
      mediaType: 'application/vnd.dev.sigstore.bundle+json;version=0.2',
      verificationMaterial: { ...material, x509CertificateChain: { certificates: [certificate, { rawBytes: 'AA==' }] } }
    }
    expect(toDsseBundle(v02).certificate).toEqual(toDsseBundle(v03).certificate)
  })
})

describe('what is not a provenance bundle', () => {
  const good = () => JSON.parse(fixture(PUBLIC_GOOD)) as { dsseEnvelope: Record<string, unknown> } & Record<string, unknown>
  const problem = (text: string) => {
    try {
      parseBundles(text)
    } catch (err) {
      expect(err).toBeInstanceOf(SigstoreError)
      return (err as Error).message
    }
    throw new Error('parsed')
  }

  it.each([
    ['text', 'hello', 'it is not JSON, nor JSON Lines'],
    ['an empty file', '\n\n', 'it is empty'],
    ['an array', '[1]', 'it is an array, not a Sigstore bundle'],
    ['JSON without a media type', '{"a": 1}', 'it has no `mediaType`: it is not a Sigstore bundle'],
    [
      'an unknown media type',
      JSON.stringify({ ...good(), mediaType: 'application/vnd.in-toto+json' }),
      'its media type `application/vnd.in-toto+json` is not one of'
    ],
    [
      'a bundle without a certificate',
      JSON.stringify({ ...good(), verificationMaterial: { tlogEntries: [] } }),
      'it has no signing certificate (`verificationMaterial.certificate` or `x509CertificateChain`)'
    ],
    [
      'a bundle signed with a key',
      JSON.stringify({ ...good(), verificationMaterial: { publicKey: { hint: 'k' } } }),
      'it is signed with a public key, not a certificate'
    ],
    ['a message signature', JSON.stringify({ ...good(), dsseEnvelope: undefined, messageSignature: {} }), 'it signs a file, not an in-toto statement'],
    [
      'two signatures',
      JSON.stringify({ ...good(), dsseEnvelope: { ...good().dsseEnvelope, signatures: [{ sig: 'AA==' }, { sig: 'AA==' }] } }),
      'has 2 signatures'
    ],
    [
      'a signature that is not base64',
      JSON.stringify({ ...good(), dsseEnvelope: { ...good().dsseEnvelope, signatures: [{ sig: '%%' }] } }),
      'its DSSE signature is not base64'
    ],
    ['a bad second line', `${JSON.stringify(good())}\n{"mediaType": 1}\n`, 'line 2: it has no `mediaType`'],
    ['a second line that is not JSON', `${JSON.stringify(good())}\n{"mediaType"\n`, 'line 2 is not JSON']
  ])('refuses %s', (_what, text, message) => {
    expect(problem(text)).toContain(message)
  })

  it('refuses a certificate that is not DER, and one that is cut short', () => {
    const bundle = toDsseBundle(good())
    expect(() => readSigningCertificate(Buffer.from('not a certificate'))).toThrow('its signing certificate is not an X.509 certificate')
    expect(() => readSigningCertificate(bundle.certificate.subarray(0, 200))).toThrow(SigstoreError)
  })

  it('refuses a payload that is not an in-toto statement', () => {
    const bundle = toDsseBundle(good())
    expect(() => readStatement({ ...bundle, payloadType: 'text/plain' })).toThrow('its DSSE payload is `text/plain`, not an in-toto statement')
    expect(() => readStatement({ ...bundle, payload: Buffer.from('{"_type": "x"}') })).toThrow('is not an in-toto statement (`_type`')
    expect(() => readStatement({ ...bundle, payload: Buffer.from('{"_type": "https://in-toto.io/Statement/v1", "subject": []}') })).toThrow('has no subject')
  })
})

describe('trusted roots given as a file', () => {
  it('takes a trusted_root.json', () => {
    const root = parseTrustRoot(
      JSON.stringify({ mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1', certificateAuthorities: [{}], tlogs: [] })
    )
    expect(root.authority).toBeUndefined()
  })

  it.each([
    ['{', 'it is not JSON'],
    ['[]', 'it is an array'],
    ['{"mediaType": "application/vnd.dev.sigstore.bundle.v0.3+json"}', 'its `mediaType` is not that of a Sigstore trusted root'],
    ['{"mediaType": "application/vnd.dev.sigstore.trustedroot+json;version=0.1", "tlogs": {}}', 'its `tlogs` is not a list'],
    ['{"mediaType": "application/vnd.dev.sigstore.trustedroot+json;version=0.1", "certificateAuthorities": []}', 'it has no certificate authority']
  ])('refuses %s', (text, message) => {
    expect(() => parseTrustRoot(text)).toThrow(message)
  })
})

describe("GitHub Actions' OIDC issuer", () => {
  it.each([
    ['https://token.actions.githubusercontent.com', 'https://github.com', true],
    ['https://token.actions.githubusercontent.com/acme-corp', 'https://github.com', true],
    ['https://token.actions.githubusercontent.com/acme/corp', 'https://github.com', false],
    ['https://token.actions.githubusercontent.com.evil.example', 'https://github.com', false],
    ['https://accounts.google.com', 'https://github.com', false],
    ['https://ghes.example/_services/token', 'https://ghes.example', true],
    ['https://ghes.example/_services/token', 'https://github.com', false]
  ])('%s on %s: %s', (issuer, server, expected) => {
    expect(isActionsIssuer(issuer, server)).toBe(expected)
  })
})
