import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ArtifactError } from '../../../src/artifacts/errors.js'
import { resolveCredentials, type CredentialOptions } from '../../../src/artifacts/image/credentials.js'
import { parseImageReference } from '../../../src/artifacts/image/reference.js'
import type { Log } from '../../../src/util/log.js'
import { tempDir } from '../../helpers/tree.js'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

function recorder(): Log & { warnings: string[] } {
  const warnings: string[] = []
  return { warnings, info: () => {}, debug: () => {}, error: () => {}, warning: (m) => warnings.push(m) }
}

/** A Docker config directory holding `config` (an object, or raw text). */
function dockerConfig(config: unknown): string {
  const dir = tempDir('docker-config-')
  dirs.push(dir)
  writeFileSync(path.join(dir, 'config.json'), typeof config === 'string' ? config : JSON.stringify(config))
  return dir
}

const basic = (user: string, password: string) => ({ auth: Buffer.from(`${user}:${password}`).toString('base64') })

function resolve(reference: string, options: Partial<CredentialOptions> & { config?: unknown } = {}) {
  const log = options.log ?? recorder()
  const env = options.env ?? (options.config !== undefined ? { DOCKER_CONFIG: dockerConfig(options.config) } : { HOME: '/nonexistent' })
  return resolveCredentials(parseImageReference(reference), { ...options, env, log })
}

describe('resolveCredentials: the first source that has credentials wins', () => {
  it('takes the given username and password over everything else', () => {
    const got = resolve('ghcr.io/org/app', { username: 'me', password: 'pw', githubToken: 'gh', config: { auths: { 'ghcr.io': basic('cfg', 'cfgpw') } } })
    expect(got).toEqual({ username: 'me', password: 'pw', source: 'the registry username and password given' })
  })

  it('refuses half a pair, naming the image', () => {
    expect(() => resolve('reg.io/app', { username: 'me' })).toThrow(ArtifactError)
    expect(() => resolve('reg.io/app', { password: 'pw' })).toThrow(/image "reg.io\/app" need both a username and a password; only the password was given/)
  })

  it('reads the Docker config by host and port, whatever scheme or path the key carries', () => {
    const config = { auths: { 'localhost:5001': basic('other', 'x'), 'https://localhost:5000/v2/': basic('ci', 'p:w:d') } }
    expect(resolve('localhost:5000/app', { config })).toMatchObject({ username: 'ci', password: 'p:w:d' })
    expect(resolve('localhost:5000/app', { config })?.source).toMatch(/the Docker config .*config\.json \(auths\["https:\/\/localhost:5000\/v2\/"\]\)/)
    expect(resolve('localhost/app', { config })).toBeUndefined()
  })

  it('prefers the exact key when one host has several', () => {
    const config = { auths: { 'https://ghcr.io': basic('second', 'b'), 'ghcr.io': basic('first', 'a') } }
    expect(resolve('ghcr.io/org/app', { config })).toMatchObject({ username: 'first' })
  })

  it('finds Docker Hub under the names docker login uses for it', () => {
    for (const key of ['https://index.docker.io/v1/', 'docker.io', 'index.docker.io', 'registry-1.docker.io']) {
      expect(resolve('nginx', { config: { auths: { [key]: basic('hub', 'pw') } } })).toMatchObject({ username: 'hub' })
      expect(resolve('docker.io/team/app', { config: { auths: { [key]: basic('hub', 'pw') } } })).toMatchObject({ username: 'hub' })
    }
  })

  it('reads username/password fields, identity tokens and registry tokens', () => {
    expect(resolve('reg.io/app', { config: { auths: { 'reg.io': { username: 'u', password: 'p' } } } })).toMatchObject({ username: 'u', password: 'p' })
    expect(
      resolve('reg.io/app', { config: { auths: { 'reg.io': { ...basic('00000000-0000-0000-0000-000000000000', ''), identitytoken: 'refresh' } } } })
    ).toMatchObject({ identityToken: 'refresh' })
    expect(resolve('reg.io/app', { config: { auths: { 'reg.io': { registrytoken: 'bearer' } } } })).toMatchObject({ registryToken: 'bearer' })
  })

  it('reads ~/.docker/config.json when DOCKER_CONFIG is not set', () => {
    const home = tempDir('home-')
    dirs.push(home)
    mkdirSync(path.join(home, '.docker'))
    writeFileSync(path.join(home, '.docker', 'config.json'), JSON.stringify({ auths: { 'reg.io': basic('homeuser', 'pw') } }))
    expect(resolve('reg.io/app', { env: { HOME: home } })).toMatchObject({ username: 'homeuser' })
  })

  it('uses the GitHub token for ghcr.io only, after the Docker config', () => {
    expect(resolve('ghcr.io/org/app', { githubToken: 'gh-token', env: { HOME: '/nonexistent', GITHUB_ACTOR: 'octocat' } })).toEqual({
      username: 'octocat',
      password: 'gh-token',
      source: 'the GitHub token'
    })
    expect(resolve('ghcr.io/org/app', { githubToken: 'gh-token', config: { auths: { 'ghcr.io': basic('cfg', 'pw') } } })).toMatchObject({ username: 'cfg' })
    expect(resolve('reg.io/app', { githubToken: 'gh-token' })).toBeUndefined()
    expect(resolve('nginx', { githubToken: 'gh-token' })).toBeUndefined()
  })

  it('is anonymous when nothing matches', () => {
    expect(resolve('reg.io/app', { config: { auths: { 'other.io': basic('u', 'p') } } })).toBeUndefined()
    expect(resolve('reg.io/app', { env: { DOCKER_CONFIG: '/nonexistent' } })).toBeUndefined()
  })
})

describe('resolveCredentials: what cannot be used is said, and passed over', () => {
  it('warns that a credential helper for the host is not run, then falls through', () => {
    const log = recorder()
    const got = resolve('ghcr.io/org/app', { log, githubToken: 'gh', config: { credHelpers: { 'ghcr.io': 'secretservice' } } })
    expect(got?.source).toBe('the GitHub token')
    expect(log.warnings).toEqual([
      expect.stringMatching(
        /keeps the credentials for ghcr\.io in the credential helper docker-credential-secretservice, which this action does not run; image "ghcr.io\/org\/app"/
      )
    ])
  })

  it('warns about a credsStore only when it holds this host (an empty auths entry)', () => {
    const withEntry = recorder()
    expect(resolve('reg.io/app', { log: withEntry, config: { credsStore: 'desktop', auths: { 'reg.io': {} } } })).toBeUndefined()
    expect(withEntry.warnings).toEqual([expect.stringContaining('docker-credential-desktop')])
    const without = recorder()
    expect(resolve('reg.io/app', { log: without, config: { credsStore: 'desktop', auths: { 'other.io': {} } } })).toBeUndefined()
    expect(without.warnings).toEqual([])
  })

  it('warns about an auth that is not base64 of user:password, without showing it', () => {
    const log = recorder()
    expect(resolve('reg.io/app', { log, config: { auths: { 'reg.io': { auth: Buffer.from('no-colon-secret').toString('base64') } } } })).toBeUndefined()
    expect(log.warnings).toEqual([expect.stringMatching(/entry for reg\.io whose "auth" is not base64 of "username:password"/)])
    expect(log.warnings.join('')).not.toContain('no-colon-secret')
  })

  it('warns about an unreadable config and goes on without it', () => {
    const log = recorder()
    expect(resolve('reg.io/app', { log, config: '{ not json' })).toBeUndefined()
    expect(log.warnings).toEqual([expect.stringMatching(/The Docker config .*config\.json cannot be read .*image "reg\.io\/app"/)])
  })

  it.each([
    ['a FIFO', (file: string) => execFileSync('mkfifo', [file])],
    ['larger than any config', (file: string) => writeFileSync(file, `{"pad": "${'x'.repeat(2 * 1024 * 1024)}"}`)]
  ])('warns about a config that is %s, without waiting on it or reading it whole', (_what, make) => {
    const dir = tempDir('docker-config-')
    dirs.push(dir)
    make(path.join(dir, 'config.json'))
    const log = recorder()
    expect(resolve('reg.io/app', { log, env: { DOCKER_CONFIG: dir } })).toBeUndefined()
    expect(log.warnings).toEqual([expect.stringMatching(/The Docker config .*config\.json cannot be read/)])
  })
})
