import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { makeTestCa, type TestCa } from '../tls.js'

// A stand-in of the Azure endpoints a report of web and function apps calls, under their own
// host names (Entra ID, Resource Manager, each app's Kudu, each registry), reached through an
// HTTPS CONNECT proxy at 127.0.0.1: the reference client calls fixed Azure hosts, and a proxy
// is how both it and the action can be pointed elsewhere. TLS is ended here with a certificate
// of a test CA for those names (SSL_CERT_FILE for the client, NODE_EXTRA_CA_CERTS for Node).

export const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47'
export const CLIENT = '0b6f2a54-4c1e-4c07-8f0a-7a3c2f1e9d11'
/** A client the directory knows, whose role may not read the resource group. */
export const DENIED_CLIENT = '5d1c9e7a-0000-4000-8000-00000000dead'
export const SECRET = 'azure-secret-never-printed'
export const SUBSCRIPTION = '11111111-2222-4333-8444-555555555555'
export const RESOURCE_GROUP = 'shop-prod'
/** GitHub's OIDC token for the job, which the directory trusts for CLIENT (a federated credential). */
export const FEDERATED_TOKEN = 'github-oidc-token-for-azure'

const LOGIN = 'login.microsoftonline.com'
const ARM = 'management.azure.com'

export interface AzureApp {
  name: string
  kind: string
  state: 'Running' | 'Stopped'
  /** `DOCKER|<image>` for a container app; a runtime (`NODE|22-lts`) or nothing for a zip-deployed one. */
  linuxFxVersion: string
  /** The list gives no site config for it, as it may not: then only its configuration says. */
  configOnlyByItself?: boolean
  /** The `site/wwwroot` package Kudu gives. */
  zip?: Buffer
  /** Kudu answers 503: the app is not serving. */
  unavailable?: boolean
}

export interface AcrImage {
  /** `<registry>/<repository>:<tag>` */
  image: string
  /** The Docker v2 manifest's bytes: its digest is their SHA-256. */
  manifest: string
}

export interface SeenAzure {
  method: string
  host: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}

export interface AzureStandIn {
  /** For HTTPS_PROXY. */
  proxy: string
  ca: TestCa
  requests: SeenAzure[]
  /** `host:port` of each CONNECT. */
  connects: string[]
  /** Resource Manager leaves every request unanswered while true. */
  hang: boolean
  /** The stand-in's GitHub OIDC token endpoint (ACTIONS_ID_TOKEN_REQUEST_URL), on loopback. */
  oidcUrl: string
  stop(): Promise<void>
}

export const digestOf = (manifest: string) => createHash('sha256').update(manifest).digest('hex')

/** A JWT-shaped token whose payload (standard base64, as the registry client decodes it) holds `exp`. */
function registryToken(kind: string): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, grant_type: kind, jti: randomUUID() })).toString('base64')
  return `eyJhbGciOiJSUzI1NiJ9.${payload}.c2ln`
}

/** The stand-in, for the apps of RESOURCE_GROUP (in pages of `pageSize`) and the images of its registries. */
export async function startAzure(dir: string, apps: AzureApp[], images: AcrImage[], pageSize = 2): Promise<AzureStandIn> {
  const registries = [...new Set(images.map((i) => i.image.split('/')[0]))]
  const ca = makeTestCa(dir, [LOGIN, ARM, '*.scm.azurewebsites.net', ...registries])
  const aad = new Map<string, { client: string; scope: string }>()
  const refresh = new Set<string>()
  const access = new Map<string, string>()
  const state = { requests: [] as SeenAzure[], connects: [] as string[], hang: false }

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(body))
  }
  const bearer = (req: SeenAzure) => /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
  const form = (req: SeenAzure) => Object.fromEntries(new URLSearchParams(req.body))

  const entra = (req: SeenAzure, res: http.ServerResponse) => {
    const url = new URL(req.path, `https://${LOGIN}`)
    if (url.pathname === '/common/discovery/instance')
      return json(res, 200, {
        tenant_discovery_endpoint: `https://${LOGIN}/${TENANT}/v2.0/.well-known/openid-configuration`,
        'api-version': '1.1',
        metadata: [
          { preferred_network: LOGIN, preferred_cache: 'login.windows.net', aliases: [LOGIN, 'login.windows.net', 'login.microsoft.com', 'sts.windows.net'] }
        ]
      })
    const [, tenant, ...rest] = url.pathname.split('/')
    if (tenant !== TENANT && tenant !== 'common' && tenant !== 'organizations')
      return json(res, 400, {
        error: 'invalid_tenant',
        error_description: `AADSTS90002: Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
        error_codes: [90002]
      })
    const route = rest.join('/')
    if (route === 'v2.0/.well-known/openid-configuration' || route === '.well-known/openid-configuration') {
      const base = `https://${LOGIN}/${TENANT}`
      return json(res, 200, {
        token_endpoint: `${base}/oauth2/v2.0/token`,
        token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
        jwks_uri: `https://${LOGIN}/${TENANT}/discovery/v2.0/keys`,
        response_modes_supported: ['query', 'fragment', 'form_post'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        issuer: `https://${LOGIN}/${TENANT}/v2.0`,
        request_uri_parameter_supported: false,
        userinfo_endpoint: 'https://graph.microsoft.com/oidc/userinfo',
        authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
        device_authorization_endpoint: `${base}/oauth2/v2.0/devicecode`,
        http_logout_supported: true,
        frontchannel_logout_supported: true,
        end_session_endpoint: `${base}/oauth2/v2.0/logout`,
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat'],
        tenant_region_scope: 'EU',
        cloud_instance_name: 'microsoftonline.com',
        cloud_graph_host_name: 'graph.windows.net',
        msgraph_host: 'graph.microsoft.com',
        rbac_url: 'https://pas.windows.net'
      })
    }
    if (req.method === 'POST' && (route === 'oauth2/v2.0/token' || route === 'oauth2/token')) {
      const f = form(req)
      const client = f.client_id
      const trusted =
        (client === CLIENT || client === DENIED_CLIENT) &&
        (f.client_secret === SECRET ||
          (f.client_assertion === FEDERATED_TOKEN && f.client_assertion_type === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'))
      if (client !== CLIENT && client !== DENIED_CLIENT)
        return json(res, 400, {
          error: 'unauthorized_client',
          error_description: `AADSTS700016: Application with identifier '${client}' was not found in the directory '${TENANT}'.`,
          error_codes: [700016]
        })
      if (!trusted)
        return json(res, 401, {
          error: 'invalid_client',
          error_description: `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${client}'.`,
          error_codes: [7000215]
        })
      const token = `aad.${randomUUID()}`
      const scope = f.scope ?? `${f.resource ?? ''}`
      aad.set(token, { client, scope })
      return json(res, 200, {
        token_type: 'Bearer',
        expires_in: 3599,
        ext_expires_in: 3599,
        expires_on: String(Math.floor(Date.now() / 1000) + 3599),
        access_token: token
      })
    }
    return json(res, 404, { error: 'not_found', error_description: `no ${req.method} ${url.pathname} here` })
  }

  const armBase = `/subscriptions/${SUBSCRIPTION}/resourceGroups/${RESOURCE_GROUP}/providers/Microsoft.Web/sites`
  const site = (app: AzureApp) => ({
    id: `${armBase}/${app.name}`,
    name: app.name,
    type: 'Microsoft.Web/sites',
    kind: app.kind,
    location: 'West Europe',
    properties: {
      name: app.name,
      state: app.state,
      enabled: true,
      hostNameSslStates: [
        { name: `${app.name}.azurewebsites.net`, sslState: 'Disabled', hostType: 'Standard' },
        { name: `${app.name}.scm.azurewebsites.net`, sslState: 'Disabled', hostType: 'Repository' }
      ],
      siteConfig: app.configOnlyByItself ? null : { numberOfWorkers: 1, linuxFxVersion: app.linuxFxVersion, windowsFxVersion: null },
      lastModifiedTimeUtc: '2026-01-02T10:00:00.000',
      resourceGroup: RESOURCE_GROUP,
      defaultHostName: `${app.name}.azurewebsites.net`
    }
  })
  const resourceManager = (req: SeenAzure, res: http.ServerResponse) => {
    if (state.hang) return
    const token = aad.get(bearer(req) ?? '')
    if (!token) return json(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'The access token is invalid.' } })
    const url = new URL(req.path, `https://${ARM}`)
    const rg = /^\/subscriptions\/([^/]+)\/resourceGroups\/([^/]+)\/providers\/Microsoft\.Web\/sites(\/.*)?$/i.exec(url.pathname)
    if (!rg) return json(res, 404, { error: { code: 'InvalidResourceType', message: `no ${url.pathname}` } })
    if (rg[1] !== SUBSCRIPTION) return json(res, 404, { error: { code: 'SubscriptionNotFound', message: `The subscription '${rg[1]}' could not be found.` } })
    if (token.client === DENIED_CLIENT)
      return json(res, 403, {
        error: {
          code: 'AuthorizationFailed',
          message: `The client '${token.client}' does not have authorization to perform action 'Microsoft.Web/sites/read' over scope '/subscriptions/${SUBSCRIPTION}/resourceGroups/${rg[2]}'.`
        }
      })
    if (rg[2].toLowerCase() !== RESOURCE_GROUP)
      return json(res, 404, { error: { code: 'ResourceGroupNotFound', message: `Resource group '${rg[2]}' could not be found.` } })
    if (!rg[3]) {
      const start = Number(url.searchParams.get('$skipToken') ?? 0)
      const next = start + pageSize < apps.length ? start + pageSize : undefined
      const nextLink = next === undefined ? undefined : `https://${ARM}${armBase}?api-version=${url.searchParams.get('api-version')}&$skipToken=${next}`
      return json(res, 200, { value: apps.slice(start, start + pageSize).map(site), ...(nextLink && { nextLink }) })
    }
    const config = /^\/([^/]+)\/config\/web$/i.exec(rg[3])
    const app = apps.find((a) => a.name === config?.[1])
    if (!app) return json(res, 404, { error: { code: 'ResourceNotFound', message: `no ${rg[3]}` } })
    return json(res, 200, {
      id: `${armBase}/${app.name}/config/web`,
      name: 'web',
      type: 'Microsoft.Web/sites/config',
      properties: { linuxFxVersion: app.linuxFxVersion }
    })
  }

  const kudu = (app: string, req: SeenAzure, res: http.ServerResponse) => {
    const found = apps.find((a) => a.name === app)
    if (!aad.get(bearer(req) ?? '')) return json(res, 401, { Message: 'Unauthorized' })
    if (!found || req.path !== '/api/zip/site/wwwroot/') return json(res, 404, { Message: 'Not found' })
    if (found.unavailable) {
      res.writeHead(503, { 'content-type': 'text/html' })
      return res.end('<html>Service Unavailable</html>')
    }
    res.writeHead(200, { 'content-type': 'application/zip' })
    res.end(found.zip ?? Buffer.alloc(0))
  }

  const registry = (host: string, req: SeenAzure, res: http.ServerResponse) => {
    const url = new URL(req.path, `https://${host}`)
    if (req.method === 'POST' && url.pathname === '/oauth2/exchange') {
      const f = form(req)
      if (f.grant_type !== 'access_token' || f.service !== host || !aad.get(f.access_token ?? ''))
        return json(res, 401, { errors: [{ code: 'UNAUTHORIZED', message: 'bad exchange' }] })
      const token = registryToken('refresh_token')
      refresh.add(token)
      return json(res, 200, { refresh_token: token })
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const f = form(req)
      if (f.grant_type !== 'refresh_token' || !refresh.has(f.refresh_token ?? '') || !f.scope)
        return json(res, 401, { errors: [{ code: 'UNAUTHORIZED', message: 'bad refresh token' }] })
      const token = registryToken('access_token')
      access.set(token, f.scope)
      return json(res, 200, { access_token: token })
    }
    const manifest = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(url.pathname)
    const props = /^\/acr\/v1\/(.+)\/_manifests\/([^/]+)$/.exec(url.pathname)
    // The reference client sends the repository escaped (`shop%2Fweb`), as ACR accepts it.
    const escaped = manifest?.[1] ?? props?.[1]
    const repository = escaped === undefined ? undefined : decodeURIComponent(escaped)
    if (!repository) return json(res, 404, { errors: [{ code: 'NOT_FOUND', message: url.pathname }] })
    const action = manifest ? 'pull' : 'metadata_read'
    const scope = `repository:${repository}:${action}`
    if (access.get(bearer(req) ?? '') !== scope)
      return json(
        res,
        401,
        { errors: [{ code: 'UNAUTHORIZED', message: 'authentication required' }] },
        {
          'www-authenticate': `Bearer realm="https://${host}/oauth2/token",service="${host}",scope="${scope}"`
        }
      )
    const reference = decodeURIComponent((manifest ?? props)![2])
    const image = images.find((i) => {
      const [reg, ...rest] = i.image.split('/')
      const [repo, tag] = rest.join('/').split(':')
      return reg === host && repo === repository && (tag === reference || `sha256:${digestOf(i.manifest)}` === reference)
    })
    if (!image) return json(res, 404, { errors: [{ code: 'MANIFEST_UNKNOWN', message: 'manifest tagged by reference is not found' }] })
    const digest = `sha256:${digestOf(image.manifest)}`
    if (manifest) {
      if (!String(req.headers.accept ?? '').includes('application/vnd.docker.distribution.manifest.v2+json'))
        return json(res, 404, { errors: [{ code: 'MANIFEST_UNKNOWN', message: 'no manifest of an accepted type' }] })
      res.writeHead(200, { 'content-type': 'application/vnd.docker.distribution.manifest.v2+json', 'docker-content-digest': digest })
      return res.end(image.manifest)
    }
    return json(res, 200, {
      registry: host,
      imageName: repository,
      manifest: { digest, imageSize: image.manifest.length, mediaType: 'application/vnd.docker.distribution.manifest.v2+json' }
    })
  }

  const tlsServer = https.createServer({ cert: ca.cert, key: ca.key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '')
      const seen: SeenAzure = { method: req.method ?? '', host, path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      state.requests.push(seen)
      try {
        if (host === LOGIN) return entra(seen, res)
        if (host === ARM) return resourceManager(seen, res)
        const app = /^(.+)\.scm\.azurewebsites\.net$/.exec(host)?.[1]
        if (app) return kudu(app, seen, res)
        if (registries.includes(host)) return registry(host, seen, res)
        json(res, 502, { message: `no stand-in for ${host}` })
      } catch (err) {
        json(res, 500, { message: String(err) })
      }
    })
  })

  // GitHub's OIDC token endpoint, as the runner gives it to a job with `id-token: write` (HTTPS, on loopback: not proxied).
  const oidc = https.createServer({ cert: ca.cert, key: ca.key }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    state.requests.push({ method: req.method ?? '', host: 'oidc', path: req.url ?? '', headers: req.headers, body: '' })
    if (req.headers.authorization !== 'Bearer runner-request-token' || url.searchParams.get('audience') !== 'api://AzureADTokenExchange')
      return json(res, 403, { message: 'no token for you' })
    json(res, 200, { value: FEDERATED_TOKEN })
  })

  const sockets = new Set<Socket>()
  const proxy = http.createServer((_req, res) => json(res, 405, { message: 'only CONNECT' }))
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    state.connects.push(req.url ?? '')
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    tlsServer.emit('connection', socket)
  })
  proxy.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => oidc.listen(0, '127.0.0.1', resolve))
  const port = (proxy.address() as AddressInfo).port
  return Object.assign(state, {
    proxy: `http://127.0.0.1:${port}`,
    ca,
    oidcUrl: `https://127.0.0.1:${(oidc.address() as AddressInfo).port}/token?api-version=2.0`,
    stop: async () => {
      for (const s of sockets) s.destroy()
      await Promise.all([proxy, oidc].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
      tlsServer.close()
    }
  })
}

/** The variables that route a run's Azure calls to the stand-in, and nothing else: its proxy and its CA. */
export function azureEnv(standIn: AzureStandIn): Record<string, string> {
  return { HTTPS_PROXY: standIn.proxy, NO_PROXY: '127.0.0.1,localhost', SSL_CERT_FILE: standIn.ca.caFile, NODE_EXTRA_CA_CERTS: standIn.ca.caFile }
}
