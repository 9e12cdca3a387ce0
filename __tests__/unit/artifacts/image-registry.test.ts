import { afterAll, beforeAll, expect } from '@jest/globals'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fingerprintImage, type ImageFingerprintOptions } from '../../../src/artifacts/image/index.js'
import { refusal } from '../../helpers/image-errors.js'
import { hexOf, multiPlatform, singlePlatform, type TestImage } from '../../helpers/oci-images.js'
import { startRegistry, type TestRegistry } from '../../helpers/registry.js'
import { REGISTRY_PROGRAMS, needing, requireProgram } from '../../helpers/system-deps.js'
import { makeTestCa, type TestCa } from '../../helpers/tls.js'
import { tempDir } from '../../helpers/tree.js'

// A real registry: skipped, said in one line, on a machine without Debian's docker-registry.
const { describe, it } = needing('image-registry', REGISTRY_PROGRAMS)

// A registry with TLS and no authentication, and one on plain HTTP, holding images pushed here.
let dir: string
let ca: TestCa
let registry: TestRegistry
let plain: TestRegistry
const images: Record<string, TestImage> = {}

beforeAll(async () => {
  dir = tempDir('registry-')
  ca = makeTestCa(dir)
  registry = await startRegistry({ dir: path.join(dir, 'tls'), ca, auth: { kind: 'none' } })
  plain = await startRegistry({ dir: path.join(dir, 'plain'), auth: { kind: 'none' } })
  images.single = singlePlatform('oci')
  images.index = multiPlatform('oci')
  images.list = multiPlatform('docker')
  images.docker = singlePlatform('docker')
  images.extra = singlePlatform('oci')
  await registry.push('team/app', images.single, 'v1')
  await registry.push('team/app', images.index, 'multi')
  await registry.push('team/app', images.list, 'list')
  await registry.push('team/app', images.docker, 'docker')
  await registry.push('team/app-extra', images.extra, 'v1')
  await plain.push('team/app', images.single, 'v1')
})

afterAll(async () => {
  await Promise.all([registry?.stop(), plain?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const oci = (reference: string, options: Partial<ImageFingerprintOptions> = {}) =>
  fingerprintImage(reference, { type: 'oci', ca: ca.ca, env: { HOME: '/nonexistent' }, ...options })

describe('oci: the manifest digest the registry serves', () => {
  it('a single-platform OCI image by tag', async () => {
    expect(await oci(`${registry.host}/team/app:v1`)).toBe(hexOf(images.single.top.digest))
  })

  it('a Docker v2 image by tag', async () => {
    expect(await oci(`${registry.host}/team/app:docker`)).toBe(hexOf(images.docker.top.digest))
  })

  it('a multi-arch OCI index by tag: the index digest, not a platform manifest', async () => {
    const digest = await oci(`${registry.host}/team/app:multi`)
    expect(digest).toBe(hexOf(images.index.top.digest))
    expect(images.index.children.map((c) => hexOf(c.digest))).not.toContain(digest)
  })

  it('a Docker manifest list by tag: the list digest', async () => {
    expect(await oci(`${registry.host}/team/app:list`)).toBe(hexOf(images.list.top.digest))
  })

  it('by digest: the index, and one platform manifest of it', async () => {
    expect(await oci(`${registry.host}/team/app@${images.index.top.digest}`)).toBe(hexOf(images.index.top.digest))
    const arm = images.index.children[1].digest
    expect(await oci(`${registry.host}/team/app@${arm}`)).toBe(hexOf(arm))
    expect(await oci(`${registry.host}/team/app:ignored-label@${arm}`)).toBe(hexOf(arm))
  })

  it('a similarly named repository gives its own image', async () => {
    expect(await oci(`${registry.host}/team/app-extra:v1`)).toBe(hexOf(images.extra.top.digest))
  })

  it('a registry on plain HTTP on this machine, as a registry service container runs', async () => {
    expect(await oci(`${plain.host}/team/app:v1`)).toBe(hexOf(images.single.top.digest))
  })
})

describe('oci: refusals name the image and what to check', () => {
  it('an unknown tag', async () => {
    const error = await refusal(oci(`${registry.host}/team/app:nope`))
    expect(error.message).toBe(
      `image "${registry.host}/team/app:nope": ${registry.host} has no manifest for tag "nope" in repository "team/app" (HTTP 404); check the repository name and the tag, and that the image was pushed`
    )
  })

  it('an unknown repository', async () => {
    expect((await refusal(oci(`${registry.host}/team/nothing:v1`))).message).toMatch(/has no manifest for tag "v1" in repository "team\/nothing" \(HTTP 404\)/)
  })

  it('a digest the repository does not hold', async () => {
    const digest = `sha256:${'0'.repeat(64)}`
    expect((await refusal(oci(`${registry.host}/team/app@${digest}`))).message).toMatch(
      new RegExp(`has no manifest for digest ${digest} in repository "team/app" \\(HTTP 404\\); check the repository name and the digest`)
    )
  })

  it('a registry whose certificate is not trusted: says how to trust it', async () => {
    const error = await refusal(fingerprintImage(`${registry.host}/team/app:v1`, { type: 'oci', env: {} }))
    expect(error.message).toMatch(
      new RegExp(
        `^image "${registry.host}/team/app:v1": cannot get an answer from ${registry.host}: its TLS certificate is not trusted \\(\\w+\\); .*NODE_EXTRA_CA_CERTS`
      )
    )
  })

  it('a registry that is not there', async () => {
    const stopped = await startRegistry({ dir: path.join(dir, 'stopped'), ca, auth: { kind: 'none' } })
    await stopped.stop()
    expect((await refusal(oci(`${stopped.host}/team/app:v1`))).message).toMatch(
      /cannot get an answer from 127\.0\.0\.1:\d+: the connection was refused; check the host and port/
    )
  })
})

it('a missing system program fails the test and names the script that installs it', () => {
  expect(() => requireProgram('no-such-registry-program', 'docker-registry')).toThrow(
    'no-such-registry-program is not installed (Debian package docker-registry); run `sudo bash scripts/ci-system-deps.sh` to install what the tests need'
  )
})
