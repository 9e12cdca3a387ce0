import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { KubernetesApi } from '../../../src/clients/runtimes/kubernetes/api.js'
import { readPods } from '../../../src/clients/runtimes/kubernetes/pods.js'
import { NameFilter } from '../../../src/clients/runtimes/names.js'
import type { KubeconfigDocument } from '../../../src/clients/runtimes/kubernetes/kubeconfig.js'

// The Kubernetes API client in process, against a plain-HTTP loopback server whose answers each
// case writes by hand: the limits, and when the next page is asked for.

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
let handler: Handler
let server: http.Server
let origin: string
const seen: { url: string; at: number }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', at: Date.now() })
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function document(): KubeconfigDocument {
  return {
    clusters: [{ name: 'c', cluster: { server: origin, 'insecure-skip-tls-verify': true } }],
    users: [{ name: 'u', user: { token: 't' } }],
    contexts: [{ name: 'c', context: { cluster: 'c', user: 'u' } }],
    'current-context': 'c'
  }
}

function api(maxAnswerBytes?: number): Promise<KubernetesApi> {
  return KubernetesApi.connect({ document: document(), timeoutMs: 5000, maxAnswerBytes })
}

const list = (items: unknown[], next?: string) =>
  JSON.stringify({ kind: 'PodList', apiVersion: 'v1', metadata: { resourceVersion: '1', continue: next }, items })
const running = (name: string) => ({
  metadata: { name, namespace: 'ns', creationTimestamp: '2026-01-05T10:00:00Z' },
  status: { phase: 'Running', containerStatuses: [{ name: 'c', image: 'web:1', imageID: `web@sha256:${'a'.repeat(64)}` }] }
})

async function failure(work: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await work
  } catch (err) {
    return err as { kind: string; message: string }
  }
  throw new Error('it did not fail')
}

describe('KubernetesApi', () => {
  it('refuses an answer larger than the limit, as it comes and once decompressed', async () => {
    const body = list(Array.from({ length: 50 }, (_, i) => running(`p-${i}`)))
    for (const gzip of [false, true]) {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', ...(gzip && { 'content-encoding': 'gzip' }) })
        res.end(gzip ? gzipSync(body) : body)
      }
      const client = await api(4096)
      try {
        expect(await failure(client.get('/api/v1/pods?limit=2000'))).toMatchObject({
          kind: 'server',
          message: 'the Kubernetes API answered GET /api/v1/pods with more than 4096 bytes; refused'
        })
      } finally {
        client.close()
      }
    }
  })

  it('says the API server fails with its own message, and a gzip body that is not one', async () => {
    handler = (_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"kind":"Status","message":"etcdserver: request timed out"}')
    const client = await api()
    try {
      expect(await failure(client.get('/api/v1/pods'))).toMatchObject({
        kind: 'server',
        message: 'the Kubernetes API answered HTTP 500: etcdserver: request timed out'
      })
      handler = (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end('not gzip')
      expect(await failure(client.get('/api/v1/pods'))).toMatchObject({
        kind: 'server',
        message: expect.stringContaining('a gzip body that does not decompress')
      })
    } finally {
      client.close()
    }
  })

  // client-go tries again when an overloaded API (429, or any 5xx) says when, in whole seconds.
  it('comes back when an overloaded API says when, within the time limit, as client-go does', async () => {
    const status = (code: number, message: string) => JSON.stringify({ kind: 'Status', code, message })
    let answers: ((res: http.ServerResponse) => void)[] = []
    handler = (_req, res) => (answers.shift() ?? ((r) => r.writeHead(200, { 'content-type': 'application/json' }).end(list([running('p')]))))(res)
    const client = await api()
    try {
      seen.length = 0
      answers = [
        (res) => res.writeHead(429, { 'retry-after': '1' }).end(status(429, 'too many requests, please try again later')),
        (res) => res.writeHead(503, { 'retry-after': '0' }).end(status(503, 'the server is shutting down'))
      ]
      expect(await client.get('/api/v1/pods')).toMatchObject({ items: [{ metadata: { name: 'p' } }] })
      expect(seen.map((s) => s.url)).toEqual(['/api/v1/pods', '/api/v1/pods', '/api/v1/pods'])
      expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(900)

      // Without a Retry-After, a date for one, or for a status that is no overload: at once, as what it is.
      for (const [answer, kind, message] of [
        [(res) => res.writeHead(429).end(status(429, 'slow down')), 'rate_limited', 'the Kubernetes API answered HTTP 429: slow down'],
        [(res) => res.writeHead(503, { 'retry-after': 'Fri, 27 Nov 2026 10:00:00 GMT' }).end(), 'server', 'the Kubernetes API answered HTTP 503'],
        [(res) => res.writeHead(400, { 'retry-after': '0' }).end(status(400, 'bad limit')), 'rejected', 'the Kubernetes API answered HTTP 400: bad limit'],
        [(res) => res.writeHead(408).end(), 'timeout', 'the Kubernetes API answered HTTP 408']
      ] as [(res: http.ServerResponse) => void, string, string][]) {
        seen.length = 0
        answers = [answer]
        expect(await failure(client.get('/api/v1/pods'))).toEqual(expect.objectContaining({ kind, message }))
        expect(seen).toHaveLength(1)
      }
    } finally {
      client.close()
    }
  })

  it('says of a 401 from a plain-HTTP server that credentials go over TLS only, and sent it none', async () => {
    seen.length = 0
    let authorization: string | undefined = 'not asked'
    handler = (req, res) => {
      authorization = req.headers.authorization
      res.writeHead(401).end('{"kind":"Status","message":"Unauthorized"}')
    }
    const client = await api()
    try {
      expect(await failure(client.get('/api/v1/pods'))).toMatchObject({
        kind: 'auth',
        message:
          "the Kubernetes API asks for credentials (HTTP 401): Unauthorized, which go to an https:// server only, as kubectl sends them; give the cluster's https:// address"
      })
      expect(authorization).toBeUndefined()
    } finally {
      client.close()
    }
  })

  it('gives up when the wait asked for passes the time limit, or after 10 tries, saying so', async () => {
    handler = (_req, res) => res.writeHead(503, { 'retry-after': '0' }).end('{"kind":"Status","message":"etcd is down"}')
    const client = await api()
    try {
      seen.length = 0
      expect(await failure(client.get('/api/v1/pods'))).toMatchObject({
        kind: 'server',
        message: 'the Kubernetes API answered HTTP 503: etcd is down, after 10 more tries it asked for; it still asked to come back in 0 s'
      })
      expect(seen).toHaveLength(11)
      handler = (_req, res) => res.writeHead(429, { 'retry-after': '30' }).end('{"kind":"Status","message":"throttled"}')
      seen.length = 0
      expect(await failure(client.get('/api/v1/pods'))).toMatchObject({
        kind: 'rate_limited',
        message: 'the Kubernetes API answered HTTP 429: throttled; it asked to come back in 30 s, past `timeout-seconds`'
      })
      expect(seen).toHaveLength(1)
    } finally {
      client.close()
    }
  })

  it("asks for the next page as soon as this one's head has come, before its items have", async () => {
    const pages: Record<string, { items: unknown[]; next?: string }> = {
      '': { items: [running('a'), running('b')], next: 'p2' },
      p2: { items: [running('c')], next: 'p3' },
      p3: { items: [running('d')] }
    }
    let releaseFirst!: () => void
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    handler = (req, res) => {
      const page = new URL(req.url ?? '', origin).searchParams.get('continue') ?? ''
      const text = list(pages[page].items, pages[page].next)
      res.writeHead(200, { 'content-type': 'application/json' })
      if (page !== '') return res.end(text)
      // The first page's head, then its items only once the second page has been asked for.
      const at = text.indexOf('"items"')
      res.write(text.slice(0, at + 10))
      void firstHeld.then(() => res.end(text.slice(at + 10)))
    }
    seen.length = 0
    const client = await api()
    let early: boolean | undefined
    const watcher = setInterval(() => {
      if (early !== undefined || !seen.some((s) => s.url.includes('continue=p2'))) return
      early = true
      releaseFirst()
    }, 5)
    // Without the early request, the first page ends anyway, and the case fails below rather than by jest's timeout.
    const fallback = setTimeout(() => {
      early ??= false
      releaseFirst()
    }, 2000)
    try {
      const { artifacts } = await readPods(client, { namespaces: new NameFilter({}), names: new NameFilter({}) }, { warning: () => {} } as never)
      expect(early).toBe(true)
      expect(artifacts.map((a) => a.podName)).toEqual(['a', 'b', 'c', 'd'])
      expect(seen.map((s) => s.url)).toEqual(['/api/v1/pods?limit=2000', '/api/v1/pods?continue=p2&limit=1000', '/api/v1/pods?continue=p3&limit=1000'])
    } finally {
      clearInterval(watcher)
      clearTimeout(fallback)
      client.close()
    }
  })
})
