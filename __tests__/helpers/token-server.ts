import { createPrivateKey, createSign, randomBytes, X509Certificate } from 'node:crypto'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TestCa } from './tls.js'

export const TOKEN_SERVICE = 'evidence-test-registry'
export const TOKEN_ISSUER = 'evidence-test-issuer'

export interface TokenRequest {
  method: string
  query: Record<string, string[]>
  /** The user the Basic header named, if any; the password is never kept. */
  user?: string
}

export interface TokenServer {
  realm: string
  requests: TokenRequest[]
  /** A token for the test's own pushes, as the registry's token server would issue it. */
  mint(repository: string, actions: string[]): string
  stop(): Promise<void>
}

/**
 * A token service for a registry configured with `auth.token`: it signs JWTs with the test
 * CA's server key and names the certificate in `x5c`, which the registry verifies against the
 * CA. Users with the right password may pull anything; anonymous requests may pull only
 * repositories under `public/`, as a registry with public and private images does.
 */
export async function startTokenServer(ca: TestCa, users: Record<string, string>): Promise<TokenServer> {
  const key = createPrivateKey(ca.key)
  const x5c = [new X509Certificate(ca.cert).raw.toString('base64')]
  const requests: TokenRequest[] = []

  const sign = (subject: string, access: { type: string; name: string; actions: string[] }[]) => {
    const now = Math.floor(Date.now() / 1000)
    const header = { typ: 'JWT', alg: 'RS256', x5c }
    const claims = { iss: TOKEN_ISSUER, sub: subject, aud: TOKEN_SERVICE, exp: now + 600, nbf: now - 60, iat: now, jti: randomBytes(8).toString('hex'), access }
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const input = `${encode(header)}.${encode(claims)}`
    return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`
  }

  const server = https.createServer({ cert: ca.cert, key: ca.key }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://token')
    const query: Record<string, string[]> = {}
    for (const [k, v] of url.searchParams) (query[k] ??= []).push(v)
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const [user, password] = basic ? Buffer.from(basic, 'base64').toString().split(/:(.*)/s) : []
    requests.push({ method: req.method ?? '', query, user })
    if (url.pathname !== '/token') return void res.writeHead(404).end()
    if (basic && users[user] !== password)
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"details":"incorrect username or password"}')
    const access = (query.scope ?? []).flatMap((scope) => {
      const [type, name, actions] = scope.split(':')
      const granted = actions.split(',').filter((a) => (basic ? ['pull', 'push'].includes(a) : a === 'pull' && name.startsWith('public/')))
      return granted.length > 0 ? [{ type, name, actions: granted }] : []
    })
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: sign(user ?? '', access), expires_in: 600 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    realm: `https://127.0.0.1:${port}/token`,
    requests,
    mint: (repository, actions) => sign('test-pusher', [{ type: 'repository', name: repository, actions }]),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
