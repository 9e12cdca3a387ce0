import { afterAll, beforeAll, expect } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { fingerprintImage } from '../../src/artifacts/image/index.js'
import { startEngineStandIn, type EngineStandIn } from '../helpers/engine-stand-in.js'
import { hexOf, multiPlatform, singlePlatform, type TestImage } from '../helpers/oci-images.js'
import { startRegistry, type TestRegistry } from '../helpers/registry.js'
import { REGISTRY_PROGRAMS, needing, referenceClient } from '../helpers/system-deps.js'
import { makeTestCa, type TestCa } from '../helpers/tls.js'
import { startTokenServer, type TokenServer } from '../helpers/token-server.js'
import { tempDir } from '../helpers/tree.js'

// A real registry: skipped, said in one line, on a machine without Debian's docker-registry.
const { describe, it } = needing('image-reference-client', REGISTRY_PROGRAMS)

/**
 * The reference client and this action, side by side on the same registries: every digest the
 * one gives, the other gives, bit for bit, and both refuse the same missing image.
 */
const kosli = referenceClient()
if (!kosli) console.log('image-reference-client: skipped, the reference client (optional dependency @kosli/cli-linux-x64) is installed only on Linux x64')
const describeWithClient = kosli ? describe : describe.skip

const USERS = { ci: 'p4ss-w0rd' }
let dir: string
let ca: TestCa
let tokens: TokenServer
let open: TestRegistry
let basic: TestRegistry
let bearer: TestRegistry
let engine: EngineStandIn
const images: Record<string, TestImage> = {}

beforeAll(async () => {
  if (!kosli) return
  dir = tempDir('reference-client-')
  ca = makeTestCa(dir)
  tokens = await startTokenServer(ca, USERS)
  open = await startRegistry({ dir: path.join(dir, 'open'), ca, auth: { kind: 'none' } })
  basic = await startRegistry({ dir: path.join(dir, 'basic'), ca, auth: { kind: 'htpasswd', users: USERS } })
  bearer = await startRegistry({ dir: path.join(dir, 'bearer'), ca, auth: { kind: 'token', tokens } })
  Object.assign(images, { single: singlePlatform('oci'), index: multiPlatform('oci'), list: multiPlatform('docker'), docker: singlePlatform('docker') })
  for (const registry of [open, basic, bearer]) {
    await registry.push('team/app', images.single, 'single')
    await registry.push('team/app', images.index, 'multi')
    await registry.push('team/app', images.list, 'list')
    await registry.push('public/app', images.docker, 'v1')
  }
  engine = await startEngineStandIn(
    [
      {
        names: [`${open.host}/team/app:multi`],
        inspect: {
          Id: `sha256:${'e'.repeat(64)}`,
          RepoTags: [`${open.host}/team/app:multi`],
          RepoDigests: [`${open.host}/team/app@${images.index.top.digest}`]
        }
      }
    ],
    { socketDir: dir }
  )
})

afterAll(async () => {
  if (!kosli) return
  await Promise.all([open?.stop(), basic?.stop(), bearer?.stop(), tokens?.stop(), engine?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

/**
 * The reference client with nothing of the machine's: a fresh HOME and Docker config, no
 * containers registries.conf, the test CA as its only trust (Go reads SSL_CERT_FILE).
 */
async function reference(type: string, ref: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  const home = path.join(dir, 'home')
  mkdirSync(home, { recursive: true })
  writeFileSync(path.join(dir, 'registries.conf'), '')
  const clean = {
    PATH: process.env.PATH,
    HOME: home,
    DOCKER_CONFIG: path.join(home, '.docker'),
    XDG_RUNTIME_DIR: home,
    CONTAINERS_REGISTRIES_CONF: path.join(dir, 'registries.conf'),
    SSL_CERT_FILE: ca.caFile,
    ...env
  }
  try {
    const { stdout } = await promisify(execFile)(kosli!, ['fingerprint', '--artifact-type', type, ref, ...args], { env: clean, timeout: 60_000 })
    return { code: 0, out: stdout.trim() }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

const ours = (ref: string, options: { username?: string; password?: string; env?: NodeJS.ProcessEnv } = {}) =>
  fingerprintImage(ref, { type: 'oci', ca: ca.ca, env: { HOME: path.join(dir, 'home') }, ...options })

describeWithClient('oci: identical to the reference client', () => {
  const cases: [string, string, string][] = [
    // case, repository:tag or @digest (after the registry host), expected image
    ['single-platform OCI manifest by tag', 'team/app:single', 'single'],
    ['multi-arch OCI index by tag', 'team/app:multi', 'index'],
    ['multi-arch Docker manifest list by tag', 'team/app:list', 'list'],
    ['Docker v2 manifest by tag', 'public/app:v1', 'docker'],
    ['index by digest', 'team/app@index', 'index']
  ]

  it.each(cases)('no authentication: %s', async (_, path, image) => {
    const ref = `${open.host}/${path.replace('@index', `@${images.index.top.digest}`)}`
    const theirs = await reference('oci', ref)
    expect(theirs).toEqual({ code: 0, out: hexOf(images[image].top.digest) })
    expect(await ours(ref)).toBe(theirs.out)
  })

  it('a platform manifest by digest', async () => {
    const ref = `${open.host}/team/app@${images.index.children[0].digest}`
    const theirs = await reference('oci', ref)
    expect(theirs).toEqual({ code: 0, out: hexOf(images.index.children[0].digest) })
    expect(await ours(ref)).toBe(theirs.out)
  })

  it.each(cases)('HTTP Basic with a username and password: %s', async (_, path, image) => {
    const ref = `${basic.host}/${path.replace('@index', `@${images.index.top.digest}`)}`
    const theirs = await reference('oci', ref, ['--registry-username', 'ci', '--registry-password', USERS.ci])
    expect(theirs).toEqual({ code: 0, out: hexOf(images[image].top.digest) })
    expect(await ours(ref, { username: 'ci', password: USERS.ci })).toBe(theirs.out)
  })

  it.each(cases)('bearer token with a username and password: %s', async (_, path, image) => {
    const ref = `${bearer.host}/${path.replace('@index', `@${images.index.top.digest}`)}`
    const theirs = await reference('oci', ref, ['--registry-username', 'ci', '--registry-password', USERS.ci])
    expect(theirs).toEqual({ code: 0, out: hexOf(images[image].top.digest) })
    expect(await ours(ref, { username: 'ci', password: USERS.ci })).toBe(theirs.out)
  })

  it('bearer token, anonymous, public repository', async () => {
    const ref = `${bearer.host}/public/app:v1`
    const theirs = await reference('oci', ref)
    expect(theirs).toEqual({ code: 0, out: hexOf(images.docker.top.digest) })
    expect(await ours(ref)).toBe(theirs.out)
  })

  it("credentials from the job's Docker config, read by both", async () => {
    const config = path.join(dir, 'docker-config')
    mkdirSync(config, { recursive: true })
    writeFileSync(path.join(config, 'config.json'), JSON.stringify({ auths: { [bearer.host]: { auth: Buffer.from(`ci:${USERS.ci}`).toString('base64') } } }))
    const ref = `${bearer.host}/team/app:multi`
    const theirs = await reference('oci', ref, [], { DOCKER_CONFIG: config })
    expect(theirs).toEqual({ code: 0, out: hexOf(images.index.top.digest) })
    expect(await ours(ref, { env: { DOCKER_CONFIG: config } })).toBe(theirs.out)
  })

  it('both refuse an unknown tag and a private repository without credentials', async () => {
    for (const ref of [`${open.host}/team/app:missing`, `${bearer.host}/team/app:multi`]) {
      expect((await reference('oci', ref)).code).not.toBe(0)
      await expect(ours(ref)).rejects.toThrow(new RegExp(`^image "${ref}": `))
    }
  })
})

describeWithClient('docker: identical to the reference client', () => {
  it('the repo digest from the Engine API', async () => {
    const ref = `${open.host}/team/app:multi`
    const theirs = await reference('docker', ref, [], { DOCKER_HOST: engine.dockerHost })
    expect(theirs).toEqual({ code: 0, out: hexOf(images.index.top.digest) })
    expect(await fingerprintImage(ref, { type: 'docker', env: { DOCKER_HOST: engine.dockerHost } })).toBe(theirs.out)
    // The daemon's answer agrees with the registry's.
    expect(await ours(ref)).toBe(theirs.out)
  })
})
