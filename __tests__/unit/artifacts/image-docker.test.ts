import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { DockerHostError, dockerEndpoint } from '../../../src/clients/docker/host.js'
import { fingerprintImage } from '../../../src/artifacts/image/index.js'
import { startEngineStandIn, type EngineStandIn, type LocalImage } from '../../helpers/engine-stand-in.js'
import { refusal } from '../../helpers/image-errors.js'
import { tempDir } from '../../helpers/tree.js'

const hex = (c: string) => c.repeat(64)
const [A, B, C, D, E] = ['a', 'b', 'c', 'd', 'e'].map(hex)
const ID = hex('f')
const ID2 = hex('9')

/** Local images as a daemon lists them: Docker Hub names in familiar form, as Docker does. */
const IMAGES: LocalImage[] = [
  {
    names: ['localhost:5000/app:1.0'],
    // Same name on another port, a longer name sharing the prefix, and the image's own repo.
    inspect: {
      Id: `sha256:${ID}`,
      RepoTags: ['localhost:5000/app:1.0'],
      RepoDigests: [`localhost:5001/app@sha256:${A}`, `localhost:5000/app-extra@sha256:${B}`, `localhost:5000/app@sha256:${C}`]
    }
  },
  { names: ['docker.io/library/nginx:1.25'], inspect: { Id: 'sha256:1', RepoTags: ['nginx:1.25'], RepoDigests: [`nginx@sha256:${D}`] } },
  {
    names: ['docker.io/team/app:v1'],
    inspect: { Id: 'sha256:2', RepoTags: ['team/app:v1'], RepoDigests: [`team/app@sha256:${E}`, `ghcr.io/team/app@sha256:${A}`] }
  },
  { names: ['docker.io/library/built:dev'], inspect: { Id: 'sha256:3', RepoTags: ['built:dev'], RepoDigests: [] } },
  {
    names: ['reg.io/pushed-elsewhere:1'],
    inspect: { Id: 'sha256:4', RepoTags: ['reg.io/pushed-elsewhere:1'], RepoDigests: [`other.io/pushed-elsewhere@sha256:${A}`] }
  },
  {
    names: ['reg.io/twice:1'],
    inspect: { Id: 'sha256:5', RepoTags: ['reg.io/twice:1'], RepoDigests: [`reg.io/twice@sha256:${A}`, `reg.io/twice@sha256:${B}`] }
  },
  {
    names: [`localhost:5000/app@sha256:${C}`, `localhost:5001/app@sha256:${C}`],
    inspect: { Id: `sha256:${ID}`, RepoDigests: [`localhost:5001/app@sha256:${A}`, `localhost:5000/app@sha256:${C}`] }
  },
  { names: [`sha256:${ID2}`], inspect: { Id: `sha256:${ID2}`, RepoDigests: [`reg.io/one@sha256:${B}`, `other.io/two@sha256:${B}`] } },
  { names: [`sha256:${ID}`], inspect: { Id: `sha256:${ID}`, RepoDigests: [`localhost:5001/app@sha256:${A}`, `localhost:5000/app@sha256:${C}`] } },
  { names: ['docker.io/library/weird:1'], inspect: { Id: 'sha256:6', RepoDigests: 'not a list' as never } }
]

let dir: string
let engine: EngineStandIn
let tcpEngine: EngineStandIn

beforeAll(async () => {
  dir = tempDir('engine-')
  engine = await startEngineStandIn(IMAGES, { socketDir: dir })
  tcpEngine = await startEngineStandIn(IMAGES, 'tcp')
})

afterAll(async () => {
  await Promise.all([engine?.stop(), tcpEngine?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const docker = (reference: string, env: NodeJS.ProcessEnv = { DOCKER_HOST: engine.dockerHost }) => fingerprintImage(reference, { type: 'docker', env })

describe('docker: the repo digest the daemon recorded for exactly this repository', () => {
  it('matches host, port and repository exactly, not a prefix or another port', async () => {
    expect(await docker('localhost:5000/app:1.0')).toBe(C)
  })

  it('asks the daemon for the canonical name', async () => {
    const before = engine.requests.length
    await docker('nginx:1.25')
    expect(engine.requests.slice(before)).toEqual(['/images/docker.io/library/nginx:1.25/json'])
  })

  it('reads the familiar Docker Hub names the daemon records', async () => {
    expect(await docker('nginx:1.25')).toBe(D)
    expect(await docker('docker.io/library/nginx:1.25')).toBe(D)
    expect(await docker('team/app:v1')).toBe(E)
  })

  it('by digest: the digest, when the daemon records it for this repository', async () => {
    expect(await docker(`localhost:5000/app@sha256:${C}`)).toBe(C)
  })

  it('by image ID: the repo digest, when every repository agrees on it', async () => {
    expect(await docker(ID2)).toBe(B)
    expect(await docker(`sha256:${ID2}`)).toBe(B)
  })

  it('over TCP (DOCKER_HOST=tcp://)', async () => {
    expect(await docker('localhost:5000/app:1.0', { DOCKER_HOST: tcpEngine.dockerHost })).toBe(C)
  })
})

describe('docker: refusals name the image and suggest the way out', () => {
  it('an image with no repo digest: push it first, or use oci', async () => {
    const error = await refusal(docker('built:dev'))
    expect(error.message).toBe(
      'image "built:dev": the Docker daemon has the image but no repo digest for docker.io/library/built; a repo digest exists only once the image is pushed to or pulled from that repository. Push it first, or fingerprint it from the registry with the oci artifact type'
    )
  })

  it('repo digests for other repositories only: never borrowed, but listed', async () => {
    expect((await refusal(docker('reg.io/pushed-elsewhere:1'))).message).toMatch(
      /no repo digest for reg\.io\/pushed-elsewhere \(it has repo digests for other repositories only: other\.io\/pushed-elsewhere@sha256:a{64}\)/
    )
  })

  it('two repo digests for the repository: which one the tag means is unknown', async () => {
    expect((await refusal(docker('reg.io/twice:1'))).message).toMatch(
      /records 2 repo digests for reg\.io\/twice .*; fingerprint it from the registry with the oci artifact type, or name the image by digest/
    )
  })

  it('an image ID whose repositories disagree', async () => {
    expect((await refusal(docker(ID))).message).toMatch(/different repo digests in different repositories/)
  })

  it('a digest the daemon records for another repository only', async () => {
    expect((await refusal(docker(`localhost:5001/app@sha256:${C}`))).message).toBe(
      `image "localhost:5001/app@sha256:${C}": the Docker daemon records no repo digest sha256:${C} for localhost:5001/app (its repo digests: localhost:5001/app@sha256:${A}, localhost:5000/app@sha256:${C}); fingerprint it from the registry with the oci artifact type`
    )
  })

  it('an image the daemon does not have', async () => {
    expect((await refusal(docker('ghost:1'))).message).toBe(
      `image "ghost:1": the Docker daemon at ${engine.dockerHost} has no such image; pull or build it in this job first, or fingerprint it from the registry with the oci artifact type`
    )
  })

  it('an answer without a readable RepoDigests list', async () => {
    expect((await refusal(docker('weird:1'))).message).toMatch(/no readable RepoDigests/)
  })

  it('no daemon: says so and points at oci, which needs none', async () => {
    const missing = `unix://${path.join(dir, 'no-such.sock')}`
    expect((await refusal(docker('nginx:1.25', { DOCKER_HOST: missing }))).message).toMatch(
      new RegExp(
        `^image "nginx:1\\.25": cannot reach the Docker daemon at ${missing}: ENOENT; check that Docker is running .*oci artifact type, which needs no daemon`
      )
    )
  })

  it('an invalid reference is refused before the daemon is asked', async () => {
    const before = engine.requests.length
    expect((await refusal(docker('Bad/Name'))).message).toMatch(/is not a valid image reference/)
    expect(engine.requests.length).toBe(before)
  })
})

describe('dockerEndpoint: DOCKER_HOST as the Docker CLI reads it', () => {
  it('defaults to the standard socket', () => {
    expect(dockerEndpoint({})).toEqual({ kind: 'socket', socketPath: '/var/run/docker.sock', display: 'unix:///var/run/docker.sock' })
  })

  it('reads unix, npipe and tcp, with TLS when asked', () => {
    expect(dockerEndpoint({ DOCKER_HOST: 'unix:///run/user/1000/docker.sock' })).toMatchObject({ socketPath: '/run/user/1000/docker.sock' })
    expect(dockerEndpoint({ DOCKER_HOST: 'npipe:////./pipe/docker_engine' })).toMatchObject({ socketPath: '\\\\.\\pipe\\docker_engine' })
    expect(dockerEndpoint({ DOCKER_HOST: 'tcp://10.0.0.5:2375' })).toMatchObject({ kind: 'tcp', origin: 'http://10.0.0.5:2375', tls: undefined })
    expect(dockerEndpoint({ DOCKER_HOST: 'tcp://10.0.0.5:2376', DOCKER_TLS_VERIFY: '1', DOCKER_CERT_PATH: '/nonexistent' })).toMatchObject({
      kind: 'tcp',
      origin: 'https://10.0.0.5:2376',
      tls: {}
    })
  })

  it('refuses what it cannot reach', () => {
    expect(() => dockerEndpoint({ DOCKER_HOST: 'ssh://me@host' })).toThrow(DockerHostError)
    expect(() => dockerEndpoint({ DOCKER_HOST: 'ssh://me@host' })).toThrow(
      /DOCKER_HOST "ssh:\/\/me@host" uses a scheme this action cannot reach the daemon by \(ssh\)/
    )
    expect(() => dockerEndpoint({ DOCKER_HOST: 'unix://' })).toThrow(/names no socket path/)
  })
})
