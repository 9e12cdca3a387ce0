import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/** One local image: the names the daemon finds it by, and what it answers for it. */
export interface LocalImage {
  /** Every name a lookup may use (familiar, canonical, by ID, by digest), exactly. */
  names: string[]
  inspect: { Id: string; RepoTags?: string[]; RepoDigests?: string[] | null }
}

export interface EngineStandIn {
  /** `unix:///…/docker.sock` or `tcp://127.0.0.1:<port>`: a DOCKER_HOST. */
  dockerHost: string
  /** Each request's decoded path, without the API version prefix. */
  requests: string[]
  stop(): Promise<void>
}

/**
 * The one Engine API call an image fingerprint makes, `GET /images/{name}/json`, with
 * Docker's answers: the inspect JSON, or 404 and `{"message": …}` for an unknown image.
 * Versioned paths (`/v1.47/images/…`), which the reference client sends, are served too.
 */
export async function startEngineStandIn(images: LocalImage[], where: { socketDir: string } | 'tcp'): Promise<EngineStandIn> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://docker').pathname).replace(/^\/v\d+\.\d+/, '')
    requests.push(url)
    const name = /^\/images\/(.+)\/json$/.exec(url)?.[1]
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json', 'api-version': '1.47' }).end(JSON.stringify(body))
    if (url === '/_ping') return void res.writeHead(200, { 'api-version': '1.47' }).end('OK')
    if (req.method !== 'GET' || !name) return json(404, { message: 'page not found' })
    const image = images.find((i) => i.names.includes(name))
    if (!image) return json(404, { message: `No such image: ${name}` })
    json(200, { Created: '2025-01-01T00:00:00Z', Size: 1, ...image.inspect })
  })
  let dockerHost: string
  if (where === 'tcp') {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    dockerHost = `tcp://127.0.0.1:${(server.address() as AddressInfo).port}`
  } else {
    const socket = path.join(where.socketDir, 'docker.sock')
    await new Promise<void>((resolve) => server.listen(socket, resolve))
    dockerHost = `unix://${socket}`
  }
  return {
    dockerHost,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
