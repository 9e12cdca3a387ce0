import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiKeyOf } from './auth.js'
import { environmentRoutes } from './environments.js'
import { HttpError } from './http-error.js'
import { queryRoutes } from './queries.js'
import { recordRoutes } from './records.js'
import type { SandboxRequest, SandboxResponse } from './request.js'
import { Store } from './store.js'

/** Bodies past this are refused with 413; the largest real request is a multipart upload. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024
const API_PREFIX = '/api/v2'

type Handler = (req: SandboxRequest) => Promise<SandboxResponse>
interface Route {
  method: string
  pattern: RegExp
  names: string[]
  handler: Handler
}

export interface SandboxOptions {
  host?: string
  port?: number
  dataFile?: string
  /** Accepted keys; any non-empty key when empty. */
  apiKeys?: string[]
  log?: (line: string) => void
}

export interface Sandbox {
  baseUrl: string
  store: Store
  close(): Promise<void>
}

function route(method: string, template: string, handler: Handler): Route {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  return { method, pattern: new RegExp('^' + template.replace(/\{\w+\}/g, '([^/]+)') + '$'), names, handler }
}

/** A local emulator of the service's API v2, for trying pipelines and for tests. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const store = new Store(options.dataFile)
  const log = options.log ?? (() => {})
  let baseUrl = ''
  const env = environmentRoutes(store)
  const records = recordRoutes(store)
  const queries = queryRoutes(store, () => baseUrl.slice(0, -API_PREFIX.length))
  const routes: Route[] = [
    route('GET', '/schemas/environment-policy/v1', queries.policySchema),
    route('PUT', '/environments/{org}', env.put),
    route('GET', '/environments/{org}', env.list),
    route('GET', '/environments/{org}/{env_name}', env.get),
    route('PATCH', '/environments/{org}/{env_name}', env.patch),
    route('PUT', '/environments/{org}/{env_name}/archive', env.archive),
    route('PUT', '/environments/{org}/{env_name}/report/server', env.reportServer),
    route('GET', '/snapshots/{org}/{env_name}', env.snapshots),
    route('PUT', '/flows/{org}', records.putFlow),
    route('GET', '/flows/{org}', records.listFlows),
    route('GET', '/flows/{org}/{flow_name}', records.getFlow),
    route('POST', '/approvals/{org}/{flow_name}', records.postApproval),
    route('GET', '/approvals/{org}/{flow_name}', records.listApprovals),
    route('POST', '/attestations/{org}/{flow_name}/trail/{trail_name}/override', records.postOverride),
    route('POST', '/custom-attestation-types/{org}', records.postAttestationType),
    route('GET', '/custom-attestation-types/{org}', records.listAttestationTypes),
    route('GET', '/search/{org}/sha/{search_value}', queries.search),
    route('GET', '/artifacts/{org}/{flow_name}/{fingerprint}/latest_commit', queries.latestCommit)
  ]

  async function dispatch(req: http.IncomingMessage, body: Buffer): Promise<SandboxResponse> {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    const key = apiKeyOf(req.headers.authorization)
    if (options.apiKeys && options.apiKeys.length > 0 && !options.apiKeys.includes(key)) throw new HttpError(401, 'Invalid API key')
    if (!url.pathname.startsWith(API_PREFIX + '/')) throw new HttpError(404, `No such path: ${url.pathname}`)
    const path = url.pathname.slice(API_PREFIX.length)
    const matching = routes.filter((r) => r.pattern.test(path))
    if (matching.length === 0) throw new HttpError(404, `No such path: ${url.pathname}`)
    const chosen = matching.find((r) => r.method === req.method)
    if (!chosen) throw new HttpError(405, `${req.method} is not allowed on ${url.pathname}; allowed: ${matching.map((r) => r.method).join(', ')}`)
    const values = chosen.pattern.exec(path)!.slice(1)
    let params: Record<string, string>
    try {
      params = Object.fromEntries(chosen.names.map((n, i) => [n, decodeURIComponent(values[i])]))
    } catch {
      throw new HttpError(400, 'malformed percent-encoding in the path')
    }
    return chosen.handler({ method: req.method ?? 'GET', params, query: url.searchParams, body, contentType: req.headers['content-type'] ?? '' })
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    const reply = (status: number, body: unknown) => {
      if (res.headersSent) return
      const text = JSON.stringify(body)
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...(refused && { connection: 'close' }) })
      res.end(text)
      log(`${req.method} ${req.url} ${status}`)
    }
    req.on('data', (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        refused = true
        reply(413, { message: `Request body larger than ${MAX_BODY_BYTES} bytes`, errors: {} })
        req.resume()
      } else chunks.push(chunk)
    })
    req.on('end', () => {
      if (refused) return
      dispatch(req, Buffer.concat(chunks)).then(
        (r) => reply(r.status, r.body),
        (err) => {
          if (err instanceof HttpError) reply(err.status, { message: err.message, errors: err.errors })
          else {
            log(`internal error: ${(err as Error).stack ?? String(err)}`)
            reply(500, { message: 'Internal sandbox error', errors: {} })
          }
        }
      )
    })
    req.on('error', () => res.destroy())
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  baseUrl = `http://${host}:${address.port}${API_PREFIX}`
  return {
    baseUrl,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
