import { execFileSync } from 'node:child_process'
import { chmodSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TestCa } from '../tls.js'
import { startHttpStandIn, type RuntimeStandIn, type Seen } from './http-stand-in.js'

/** A pod as the API server serves it (JSON), trimmed to what a report reads and a little more. */
export type Pod = Record<string, unknown>

export interface PodSpec {
  name: string
  namespace: string
  phase?: string
  created?: string
  containers?: { name: string; image: string; imageID: string }[]
  owners?: Record<string, unknown>[]
}

export function pod(spec: PodSpec): Pod {
  return {
    metadata: {
      name: spec.name,
      namespace: spec.namespace,
      uid: `uid-${spec.namespace}-${spec.name}`,
      creationTimestamp: spec.created ?? '2026-01-05T10:00:00Z',
      labels: { app: spec.name },
      ...(spec.owners && { ownerReferences: spec.owners })
    },
    spec: { containers: (spec.containers ?? []).map((c) => ({ name: c.name, image: c.image })) },
    status: {
      phase: spec.phase ?? 'Running',
      containerStatuses: (spec.containers ?? []).map((c) => ({ name: c.name, image: c.image, imageID: c.imageID, ready: true, restartCount: 0 }))
    }
  }
}

export interface KubeApi extends RuntimeStandIn {
  /** What the server answers 401 to, 403 to, or serves. */
  auth: 'ok' | 'refuse' | 'forbid'
  /** How many of the next lists it sheds as API Priority and Fairness does: 429, Retry-After 1. */
  throttle: number
}

export interface KubeApiOptions {
  token: string
  /** Other bearer tokens it takes. */
  tokens?: string[]
  clientCn?: string
  /** `user:password` it takes as Basic credentials. */
  basic?: string
  pageCap?: number
  /** Answers gzipped when the request accepts it, as the API server compresses a large list. */
  gzip?: boolean
  /**
   * Plain HTTP rather than TLS, serving anyone, as the API server's old insecure port did: a
   * kubeconfig reaches it only with `insecure-skip-tls-verify`, and sends it no credentials.
   */
  plain?: boolean
}

/**
 * A Kubernetes API server on 127.0.0.1 over TLS, serving the pod and namespace lists a report
 * reads, in pages: `limit` and `continue` as the API has them, at most `pageCap` items per
 * page whatever the limit (which the API allows), so a few pods already take several pages.
 * It takes a bearer token, Basic credentials, or a client certificate signed by the CA.
 */
export async function startKubeApi(ca: TestCa, pods: Pod[], options: KubeApiOptions): Promise<KubeApi> {
  const state: { auth: KubeApi['auth']; throttle: number } = { auth: 'ok', throttle: 0 }
  const namespaces = [...new Set(pods.map((p) => (p.metadata as { namespace: string }).namespace)), 'empty']
  const list = (kind: string, items: unknown[], url: URL) => {
    const limit = Number(url.searchParams.get('limit') || 0)
    const start = Number(url.searchParams.get('continue') || 0)
    const size = limit > 0 ? Math.min(limit, options.pageCap ?? limit) : items.length
    const page = items.slice(start, start + size)
    const more = start + size < items.length
    return { status: 200, body: { kind, apiVersion: 'v1', metadata: { resourceVersion: '42', ...(more && { continue: String(start + size) }) }, items: page } }
  }
  const standIn = await startHttpStandIn(
    (req: Seen) => {
      const authorized =
        options.plain ||
        [options.token, ...(options.tokens ?? [])].some((t) => req.headers.authorization === `Bearer ${t}`) ||
        (options.basic !== undefined && req.headers.authorization === `Basic ${Buffer.from(options.basic).toString('base64')}`) ||
        (options.clientCn !== undefined && req.clientCertificate === options.clientCn)
      if (!authorized || state.auth === 'refuse')
        return { status: 401, body: { kind: 'Status', apiVersion: 'v1', status: 'Failure', message: 'Unauthorized', reason: 'Unauthorized', code: 401 } }
      const url = new URL(req.url, 'https://kube')
      if (state.auth === 'forbid')
        return {
          status: 403,
          body: {
            kind: 'Status',
            apiVersion: 'v1',
            status: 'Failure',
            message: 'pods is forbidden: User "ci" cannot list resource "pods"',
            reason: 'Forbidden',
            code: 403
          }
        }
      if (state.throttle > 0 && url.pathname !== '/version') {
        state.throttle--
        return {
          status: 429,
          headers: { 'retry-after': '1' },
          body: {
            kind: 'Status',
            apiVersion: 'v1',
            status: 'Failure',
            message: 'Too many requests, please try again later.',
            reason: 'TooManyRequests',
            code: 429
          }
        }
      }
      if (url.pathname === '/api/v1/pods') return list('PodList', pods, url)
      if (url.pathname === '/api/v1/namespaces')
        return list(
          'NamespaceList',
          namespaces.map((name) => ({ metadata: { name } })),
          url
        )
      const ns = /^\/api\/v1\/namespaces\/([^/]+)\/pods$/.exec(url.pathname)?.[1]
      if (ns !== undefined)
        return list(
          'PodList',
          pods.filter((p) => (p.metadata as { namespace: string }).namespace === ns),
          url
        )
      if (url.pathname === '/version') return { status: 200, body: { major: '1', minor: '31', gitVersion: 'v1.31.0' } }
      return { status: 404, body: { kind: 'Status', code: 404, message: 'the server could not find the requested resource' } }
    },
    options.plain ? undefined : { cert: ca.cert, key: ca.key, ca: ca.ca, requestCert: true },
    { gzip: options.gzip }
  )
  // The route reads `state`: the returned object is the same one, so a test's change reaches it.
  Object.defineProperty(standIn, 'auth', { get: () => state.auth, set: (v: KubeApi['auth']) => (state.auth = v), enumerable: true })
  return Object.defineProperty(standIn, 'throttle', { get: () => state.throttle, set: (v: number) => (state.throttle = v), enumerable: true }) as KubeApi
}

/** A client certificate and key for `cn`, signed by the test CA. */
export function clientCertificate(ca: TestCa, cn: string): { certFile: string; keyFile: string } {
  const file = (name: string) => path.join(ca.dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', file(`${cn}.key`), '-out', file(`${cn}.csr`), '-subj', `/CN=${cn}`)
  writeFileSync(file(`${cn}.ext`), 'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=clientAuth\n')
  openssl(
    'x509',
    '-req',
    '-in',
    file(`${cn}.csr`),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file(`${cn}.pem`),
    '-days',
    '2',
    '-extfile',
    file(`${cn}.ext`)
  )
  return { certFile: file(`${cn}.pem`), keyFile: file(`${cn}.key`) }
}

export type KubeUser =
  | { token: string }
  | { certFile: string; keyFile: string }
  | { execToken: string }
  /** An exec plugin that runs this shell script. */
  | { execScript: string }
  /** kubectl's `token-file`. */
  | { tokenFile: string }
  | { username: string; password: string }
  /** An `auth-provider` as written (oidc, the client's tokenFile, any other). */
  | { authProvider: Record<string, unknown> }

/**
 * A kubeconfig for the stand-in, with one user of the given kind; an exec user runs a script that
 * prints the token. `cluster` adds to (or, with `undefined`, takes from) the cluster's fields.
 */
export function writeKubeconfig(file: string, server: string, ca: TestCa, user: KubeUser, cluster: Record<string, unknown> = {}): string {
  let userYaml: string
  const script = (body: string) => {
    const name = `${file}.exec.sh`
    writeFileSync(name, `#!/bin/sh\n${body}\n`)
    chmodSync(name, 0o755)
    return `    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: ${name}\n      interactiveMode: Never`
  }
  if ('token' in user) userYaml = `    token: ${user.token}`
  else if ('certFile' in user) userYaml = `    client-certificate: ${user.certFile}\n    client-key: ${user.keyFile}`
  else if ('execToken' in user)
    userYaml = script(`echo '{"apiVersion": "client.authentication.k8s.io/v1beta1", "kind": "ExecCredential", "status": {"token": "${user.execToken}"}}'`)
  else if ('execScript' in user) userYaml = script(user.execScript)
  else if ('tokenFile' in user) userYaml = `    token-file: ${user.tokenFile}`
  else if ('username' in user) userYaml = `    username: ${user.username}\n    password: ${user.password}`
  else userYaml = `    auth-provider: ${JSON.stringify(user.authProvider)}`
  // JSON is YAML: the cluster's fields, whatever they hold, written as one flow mapping.
  const clusterFields = Object.fromEntries(
    Object.entries({ server, 'certificate-authority': ca.caFile, ...cluster }).filter(([, value]) => value !== undefined)
  )
  writeFileSync(
    file,
    `apiVersion: v1
kind: Config
clusters:
- name: stand-in
  cluster: ${JSON.stringify(clusterFields)}
users:
- name: ci
  user:
${userYaml}
contexts:
- name: stand-in
  context:
    cluster: stand-in
    user: ci
current-context: stand-in
`
  )
  return file
}
