import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { kosliInstalled } from '../../helpers/reference-client.js'
import { actionReport, clientReport } from '../../helpers/runtimes/compare.js'
import { startDockerEngine, type Container, type Image } from '../../helpers/runtimes/docker-engine.js'
import type { RuntimeStandIn } from '../../helpers/runtimes/http-stand-in.js'

// A Docker host's running containers, reported by the reference client and by the action from
// one Docker Engine API stand-in (DOCKER_HOST=tcp://127.0.0.1:…), bodies compared.
const D = (c: string) => c.repeat(64)
const id = (c: string) => `sha256:${c.repeat(64)}`
const IMAGES: Image[] = [
  { Id: id('1'), RepoTags: ['nginx:1.25'], RepoDigests: [`nginx@sha256:${D('a')}`] },
  // Pushed to two registries: each name takes its own repository's digest.
  {
    Id: id('2'),
    RepoTags: ['registry.example.com/shop/api:2', 'ghcr.io/acme/api:2'],
    RepoDigests: [`ghcr.io/acme/api@sha256:${D('b')}`, `registry.example.com/shop/api@sha256:${D('c')}`]
  },
  // Built here and never pushed: no repo digest, left out by both.
  { Id: id('3'), RepoTags: ['local/tool:dev'], RepoDigests: [] },
  { Id: id('4'), RepoTags: ['redis:7'], RepoDigests: [`redis@sha256:${D('d')}`] }
]
const CONTAINERS: Container[] = [
  { Id: 'c1', Names: ['/web-1'], Image: 'nginx:1.25', ImageID: id('1'), Created: 1767261600 },
  { Id: 'c2', Names: ['/web-2'], Image: 'nginx:1.25', ImageID: id('1'), Created: 1767261700 },
  { Id: 'c3', Names: ['/api'], Image: 'registry.example.com/shop/api:2', ImageID: id('2'), Created: 1767261800 },
  { Id: 'c4', Names: ['/api-mirror'], Image: 'ghcr.io/acme/api:2', ImageID: id('2'), Created: 1767261900 },
  { Id: 'c5', Names: ['/tool'], Image: 'local/tool:dev', ImageID: id('3'), Created: 1767262000 },
  { Id: 'c6', Names: ['/cache'], Image: 'redis:7', ImageID: id('4'), Created: 1767262100 },
  { Id: 'c7', Names: ['/stopped'], Image: 'redis:7', ImageID: id('4'), Created: 1767262200, State: 'exited' }
]

let engine: Awaited<ReturnType<typeof startDockerEngine>>
beforeAll(async () => {
  engine = await startDockerEngine(CONTAINERS, IMAGES)
})
afterAll(() => engine.stop())

const sideBySide = kosliInstalled ? describe : describe.skip

sideBySide('report-docker-env beside the reference client', () => {
  it('reports the running containers with their repo digests, as the reference client does', async () => {
    const env = { DOCKER_HOST: engine.dockerHost }
    const theirs = await clientReport(['snapshot', 'docker', 'staging'], env)
    const ours = await actionReport({ operation: 'report-docker-env', environment: 'staging' }, env)
    expect(ours.run.code).toBe(0)
    expect(ours.path).toBe(theirs.path)
    expect(ours.body).toEqual({ type: 'docker', ...theirs.body })
    expect(theirs.body.artifacts).toHaveLength(5)
    expect(JSON.parse(ours.run.outputs.fingerprints)).toEqual({
      'nginx:1.25': D('a'),
      'registry.example.com/shop/api:2': D('c'),
      'ghcr.io/acme/api:2': D('b'),
      'redis:7': D('d')
    })
    expect(ours.run.outputs.artifact_count).toBe('5')
  })
})

describe('report-docker-env', () => {
  it('leaves out images by name and by pattern, and reads the daemon given by docker-host over DOCKER_HOST', async () => {
    const ours = await actionReport(
      {
        operation: 'report-docker-env',
        environment: 'staging',
        'docker-host': engine.dockerHost,
        'exclude-names-regex': '^nginx:',
        'exclude-names': 'redis:7'
      },
      { DOCKER_HOST: 'tcp://127.0.0.1:9' }
    )
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts.map((a) => Object.keys(a.digests as object)[0])).toEqual(['ghcr.io/acme/api:2', 'registry.example.com/shop/api:2'])
  })

  it("takes the image's own repository's digest, where the reference client's name-prefix match takes another", async () => {
    const proxy = await startDockerEngine(
      [{ Id: 'p', Names: ['/edge'], Image: 'nginx', ImageID: id('5'), Created: 1 }],
      [{ Id: id('5'), RepoTags: ['nginx:latest', 'nginx-proxy:latest'], RepoDigests: [`nginx-proxy@sha256:${D('e')}`, `nginx@sha256:${D('f')}`] }]
    )
    try {
      const ours = await actionReport({ operation: 'report-docker-env', environment: 'edge', 'docker-host': proxy.dockerHost }, {})
      expect(ours.body?.artifacts).toEqual([{ digests: { nginx: D('f') }, creationTimestamp: 1 }])
      if (kosliInstalled) {
        const theirs = await clientReport(['snapshot', 'docker', 'edge'], { DOCKER_HOST: proxy.dockerHost })
        expect(theirs.body.artifacts).toEqual([{ digests: { nginx: D('e') }, creationTimestamp: 1 }])
      }
    } finally {
      await proxy.stop()
    }
  })

  it('ends with a timeout, sending nothing, when the daemon never answers', async () => {
    const silent: RuntimeStandIn = await startDockerEngine([], [])
    silent.hang = true
    try {
      const ours = await actionReport(
        { operation: 'report-docker-env', environment: 'staging', 'docker-host': `tcp://127.0.0.1:${silent.port}`, 'timeout-seconds': '1' },
        {}
      )
      expect(ours.run.code).toBe(1)
      expect(ours.run.outputs.error_kind).toBe('timeout')
      expect(ours.path).toBeUndefined()
    } finally {
      await silent.stop()
    }
  })

  it('refuses a docker-host it cannot reach by, naming the input', async () => {
    const ours = await actionReport({ operation: 'report-docker-env', environment: 'staging', 'docker-host': 'ssh://me@host' }, {})
    expect(ours.run.code).toBe(1)
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toContain('input `docker-host`')
    expect(ours.path).toBeUndefined()
  })
})
