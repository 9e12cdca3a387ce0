import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { hexOf, multiPlatform, type TestImage } from '../helpers/oci-images.js'
import { Recorder } from '../helpers/recorder.js'
import { startRegistry, type TestRegistry } from '../helpers/registry.js'
import { runAction } from '../helpers/run-action.js'
import { makeTestCa, type TestCa } from '../helpers/tls.js'
import { tempDir } from '../helpers/tree.js'
import { needing, REGISTRY_PROGRAMS } from '../helpers/system-deps.js'

// A real registry: skipped, said in one line, on a machine without Debian's docker-registry.
const { describe, it } = needing('e2e-images', REGISTRY_PROGRAMS)

// The bundled action against a real registry with TLS and passwords, as a runner would run it:
// the test CA given to Node through NODE_EXTRA_CA_CERTS, the password through the input.
const PASSWORD = 'registry-pw-5e1f'
let dir: string
let ca: TestCa
let registry: TestRegistry
let service: Recorder
let image: TestImage
let env: Record<string, string>

beforeAll(async () => {
  dir = tempDir('e2e-images-')
  ca = makeTestCa(dir)
  registry = await startRegistry({ dir: path.join(dir, 'registry'), ca, auth: { kind: 'htpasswd', users: { ci: PASSWORD } } })
  image = multiPlatform('oci')
  await registry.push('team/app', image, '1.2')
  service = await new Recorder(() => ({ status: 201, body: 'ok' })).start()
  env = { NODE_EXTRA_CA_CERTS: ca.caFile, GITHUB_SHA: '1'.repeat(40), GITHUB_REPOSITORY: 'acme/shop', GITHUB_RUN_ID: '9' }
})
afterAll(async () => {
  await Promise.all([registry?.stop(), service?.stop()])
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  service.requests.length = 0
})

const reference = () => `${registry.host}/team/app:1.2`
const credentials = { 'registry-username': 'ci', 'registry-password': PASSWORD }

describe('container images, by the bundled action', () => {
  it('fingerprints a multi-arch tag as its index digest, the password masked', async () => {
    const run = await runAction({ operation: 'fingerprint', 'artifact-type': 'oci', 'artifact-path': reference(), ...credentials }, env)
    expect(run.stderr).toBe('')
    expect(run.outputs.fingerprint).toBe(hexOf(image.top.digest))
    expect(run.all).not.toContain(PASSWORD)
  })

  it('records the image in its trail under that digest', async () => {
    const run = await runAction(
      {
        operation: 'attest-artifact',
        'api-key': 'k',
        org: 'acme',
        'base-url': service.baseUrl,
        flow: 'shop',
        'artifact-name': 'app',
        'artifact-type': 'oci',
        'artifact-path': reference(),
        ...credentials
      },
      env
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(service.requests[0].body)).toMatchObject({ fingerprint: hexOf(image.top.digest), filename: reference() })
  })

  it('takes the digest a build gives, as sha256:<hex>, without asking the registry', async () => {
    const run = await runAction(
      {
        operation: 'attest-artifact',
        'api-key': 'k',
        org: 'acme',
        'base-url': service.baseUrl,
        flow: 'shop',
        'artifact-name': 'app',
        fingerprint: image.top.digest,
        'display-name': reference()
      },
      env
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(service.requests[0].body).fingerprint).toBe(hexOf(image.top.digest))
  })

  it.each([
    ['a wrong password', { ...credentials, 'registry-password': 'wrong' }, () => reference(), 'refused access'],
    ['an unknown tag', credentials, () => `${registry.host}/team/app:9.9`, 'has no manifest for tag "9.9"'],
    ['a malformed reference', credentials, () => `${registry.host}/Team/App:1`, 'is not a valid image reference']
  ])('refuses %s, naming the image, and sends nothing to the service', async (_what, extra, ref, message) => {
    const run = await runAction(
      {
        operation: 'attest-generic',
        'api-key': 'k',
        org: 'acme',
        'base-url': service.baseUrl,
        flow: 'shop',
        'attestation-name': 'scan',
        compliant: 'true',
        'artifact-type': 'oci',
        'artifact-path': ref(),
        ...extra
      },
      env
    )
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    const error = run.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? ''
    expect(error).toContain('input `artifact-path`')
    expect(error).toContain(ref())
    expect(error).toContain(message)
    expect(service.requests).toHaveLength(0)
  })
})
