import http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as approvals from '../service/catalogue/approvals.js'
import * as artifacts from '../service/catalogue/artifacts.js'
import * as attestations from '../service/catalogue/attestations.js'
import * as types from '../service/catalogue/attestation-types.js'
import * as environments from '../service/catalogue/environments.js'
import * as flows from '../service/catalogue/flows.js'
import * as queries from '../service/catalogue/queries.js'
import { apiKeyOf } from './auth.js'
import { environmentRoutes } from './environments.js'
import { HttpError } from './http-error.js'
import { queryRoutes } from './queries.js'
import { recordRoutes } from './records.js'
import { Router } from './router.js'
import { Store } from './store.js'

/** Bodies past this are refused with 413; the largest real request is a multipart upload. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024
const API_PREFIX = '/api/v2'

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
  router: Router
  close(): Promise<void>
}

/** A local emulator of the service's API v2, for trying pipelines and for tests. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const store = new Store(options.dataFile)
  const log = options.log ?? (() => {})
  let baseUrl = ''
  const env = environmentRoutes(store)
  const records = recordRoutes(store)
  const query = queryRoutes(store, () => baseUrl.slice(0, -API_PREFIX.length))
  const router = new Router()
    .handle(queries.policySchema, query.policySchema)
    .handle(environments.createEnvironment, env.put)
    .handle(environments.listEnvironments, env.list)
    .handle(environments.getEnvironment, env.get)
    .handle(environments.updateEnvironment, env.patch)
    .handle(environments.archiveEnvironment, env.archive)
    .handle(environments.reportServer, env.reportServer)
    .handle(environments.listSnapshots, env.snapshots)
    .handle(flows.upsertFlow, records.putFlow)
    .handle(flows.listFlows, records.listFlows)
    .handle(flows.getFlow, records.getFlow)
    .handle(approvals.createApproval, records.postApproval)
    .handle(approvals.listApprovals, records.listApprovals)
    .handle(attestations.overrideAttestation, records.postOverride)
    .handle(types.upsertAttestationType, records.postAttestationType)
    .handle(types.listAttestationTypes, records.listAttestationTypes)
    .handle(queries.search, query.search)
    .handle(artifacts.latestCommit, query.latestCommit)

  async function dispatch(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    const key = apiKeyOf(req.headers.authorization)
    if (options.apiKeys && options.apiKeys.length > 0 && !options.apiKeys.includes(key)) throw new HttpError(401, 'Invalid API key')
    if (!url.pathname.startsWith(API_PREFIX + '/')) throw new HttpError(404, `No such path: ${url.pathname}`)
    return router.dispatch({ method: req.method ?? 'GET', path: url.pathname.slice(API_PREFIX.length), query: url.searchParams, contentType: req.headers['content-type'] ?? '', body })
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
    router,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
