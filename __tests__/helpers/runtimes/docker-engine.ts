import { startHttpStandIn, type RuntimeStandIn } from './http-stand-in.js'

export interface Container {
  Id: string
  Names: string[]
  Image: string
  ImageID: string
  Created: number
  State?: string
}

export interface Image {
  Id: string
  RepoTags?: string[]
  RepoDigests?: string[] | null
}

/**
 * The Docker Engine API as a daemon answers the two calls a report makes: the running
 * containers (`GET /containers/json`, versioned or not) and an image (`GET /images/{name}/json`,
 * found by ID or by any of its tags).
 */
export async function startDockerEngine(containers: Container[], images: Image[]): Promise<RuntimeStandIn & { dockerHost: string }> {
  const standIn = await startHttpStandIn((req) => {
    const path = decodeURIComponent(new URL(req.url, 'http://docker').pathname).replace(/^\/v\d+\.\d+/, '')
    const headers = { 'api-version': '1.47' }
    if (path === '/_ping') return { status: 200, body: 'OK', headers }
    if (path === '/version') return { status: 200, body: { ApiVersion: '1.47', Version: '27.0.0' }, headers }
    if (path === '/containers/json') return { status: 200, body: containers.filter((c) => (c.State ?? 'running') === 'running'), headers }
    const name = /^\/images\/(.+)\/json$/.exec(path)?.[1]
    const image = images.find((i) => i.Id === name || i.Id === `sha256:${name}` || i.RepoTags?.includes(name ?? '') || i.RepoTags?.includes(`${name}:latest`))
    if (!image) return { status: 404, body: { message: `No such image: ${name}` }, headers }
    return { status: 200, body: { Created: '2026-01-01T00:00:00Z', Size: 1, ...image }, headers }
  })
  return Object.assign(standIn, { dockerHost: `tcp://127.0.0.1:${standIn.port}` })
}
