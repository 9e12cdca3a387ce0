import { afterAll, beforeAll, expect } from '@jest/globals'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fingerprintImage, type ImageFingerprintOptions } from '../../../src/artifacts/image/index.js'
import type { Log } from '../../../src/util/log.js'
import { refusal } from '../../helpers/image-errors.js'
import { hexOf, multiPlatform, singlePlatform, type TestImage } from '../../helpers/oci-images.js'
import { startRegistry, type TestRegistry } from '../../helpers/registry.js'
import { makeTestCa, type TestCa } from '../../helpers/tls.js'
import { startTokenServer, TOKEN_SERVICE, type TokenServer } from '../../helpers/token-server.js'
import { tempDir } from '../../helpers/tree.js'
import { needing, REGISTRY_PROGRAMS } from '../../helpers/system-deps.js'

// A real registry: skipped, said in one line, on a machine without Debian's docker-registry.
const { describe, it } = needing('image-registry-auth', REGISTRY_PROGRAMS)

// Two registries that want credentials: HTTP Basic (htpasswd), and bearer tokens from a token
// service (the Docker Hub, GHCR and Harbor way), both the real distribution registry.
const USERS = { alice: 'correct horse battery staple' }
let dir: string
let ca: TestCa
let tokens: TokenServer
let basic: TestRegistry
let bearer: TestRegistry
let single: TestImage
let index: TestImage

beforeAll(async () => {
  dir = tempDir('registry-auth-')
  ca = makeTestCa(dir)
  tokens = await startTokenServer(ca, USERS)
  basic = await startRegistry({ dir: path.join(dir, 'basic'), ca, auth: { kind: 'htpasswd', users: USERS } })
  bearer = await startRegistry({ dir: path.join(dir, 'bearer'), ca, auth: { kind: 'token', tokens } })
  single = singlePlatform()
  index = multiPlatform()
  await basic.push('team/app', index, 'v1')
  await bearer.push('team/app', index, 'v1')
  await bearer.push('public/app', single, 'v1')
})

afterAll(async () => {
  await Promise.all([basic?.stop(), bearer?.stop(), tokens?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

/** Every line logged, to show no secret is ever in one. */
function logLines(): Log & { lines: string[] } {
  const lines: string[] = []
  const push = (m: string) => lines.push(m)
  return { lines, info: push, debug: push, warning: push, error: push }
}

const oci = (reference: string, options: Partial<ImageFingerprintOptions> = {}) =>
  fingerprintImage(reference, { type: 'oci', ca: ca.ca, env: { HOME: '/nonexistent' }, ...options })
const alice = { username: 'alice', password: USERS.alice }

describe('HTTP Basic (htpasswd)', () => {
  it('answers the Basic challenge with the given credentials', async () => {
    const log = logLines()
    expect(await oci(`${basic.host}/team/app:v1`, { ...alice, log })).toBe(hexOf(index.top.digest))
    expect(log.lines.join('\n')).not.toContain(USERS.alice)
  })

  it("uses the job's Docker login when no credentials are given", async () => {
    const config = tempDir('docker-config-')
    writeFileSync(
      path.join(config, 'config.json'),
      JSON.stringify({ auths: { [basic.host]: { auth: Buffer.from(`alice:${USERS.alice}`).toString('base64') } } })
    )
    expect(await oci(`${basic.host}/team/app@${index.top.digest}`, { env: { DOCKER_CONFIG: config } })).toBe(hexOf(index.top.digest))
    rmSync(config, { recursive: true })
  })

  it('without credentials: says the registry asks for them and where they may come from', async () => {
    const error = await refusal(oci(`${basic.host}/team/app:v1`))
    expect(error.message).toMatch(
      new RegExp(
        `^image "${basic.host}/team/app:v1": ${basic.host} asks for a username and password \\(HTTP Basic\\) and none was found; give registry credentials \\(a username and password, a \`docker login\` in this job, or for ghcr.io a GitHub token`
      )
    )
  })

  it('a wrong password: HTTP 401, naming where the credentials came from, never the password', async () => {
    const error = await refusal(oci(`${basic.host}/team/app:v1`, { username: 'alice', password: 'wrong-password' }))
    expect(error.message).toBe(
      `image "${basic.host}/team/app:v1": ${basic.host} refused access with the registry username and password given (HTTP 401); check that repository "team/app" exists and that these credentials may pull it`
    )
  })
})

describe('Bearer tokens from a token service', () => {
  it('fetches a pull token for the repository, sending the credentials to the token service', async () => {
    const before = tokens.requests.length
    const log = logLines()
    expect(await oci(`${bearer.host}/team/app:v1`, { ...alice, log })).toBe(hexOf(index.top.digest))
    const asked = tokens.requests.slice(before)
    expect(asked).toEqual([{ method: 'GET', user: 'alice', query: { service: [TOKEN_SERVICE], scope: ['repository:team/app:pull'], account: ['alice'] } }])
    expect(log.lines.join('\n')).not.toMatch(new RegExp(`${USERS.alice}|eyJ`))
  })

  it('a public repository anonymously: a token without credentials', async () => {
    const before = tokens.requests.length
    expect(await oci(`${bearer.host}/public/app:v1`)).toBe(hexOf(single.top.digest))
    expect(tokens.requests.slice(before)).toEqual([
      { method: 'GET', user: undefined, query: { service: [TOKEN_SERVICE], scope: ['repository:public/app:pull'] } }
    ])
  })

  it('a private repository anonymously: the token grants nothing and the registry says 401', async () => {
    const error = await refusal(oci(`${bearer.host}/team/app:v1`))
    expect(error.message).toMatch(
      new RegExp(
        `^image "${bearer.host}/team/app:v1": ${bearer.host} refused access without credentials \\(HTTP 401\\); check that repository "team/app" exists and is public, or give registry credentials`
      )
    )
  })

  it('a wrong password: the token service refuses, and the message says which credentials', async () => {
    const error = await refusal(oci(`${bearer.host}/team/app:v1`, { username: 'alice', password: 'wrong-password' }))
    expect(error.message).toMatch(
      /the token service of 127\.0\.0\.1:\d+ \(127\.0\.0\.1:\d+\) refused the registry username and password given \(HTTP 401\); check that these credentials are current and may pull this repository/
    )
    expect(error.message).not.toContain('wrong-password')
  })
})
