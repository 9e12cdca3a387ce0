import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import type { TestImage } from './oci-images.js'
import { requireProgram } from './system-deps.js'
import type { TestCa } from './tls.js'
import { TOKEN_ISSUER, TOKEN_SERVICE, type TokenServer } from './token-server.js'

export type RegistryAuth = { kind: 'none' } | { kind: 'htpasswd'; users: Record<string, string> } | { kind: 'token'; tokens: TokenServer }

export interface TestRegistry {
  /** `127.0.0.1:<port>`: the registry part of an image reference. */
  host: string
  /** Puts blobs, then the manifests an index names, then the top manifest under `tag`. */
  push(repository: string, image: TestImage, tag: string): Promise<void>
  /** Everything the registry logged, for a failing test's message. */
  output(): string
  stop(): Promise<void>
}

export interface RegistryOptions {
  dir: string
  /** Without a CA the registry speaks plain HTTP. */
  ca?: TestCa
  auth: RegistryAuth
}

/**
 * Debian's `docker-registry` (the CNCF distribution registry) on 127.0.0.1 and a port the
 * system picks, storing in `dir`: the same server most private registries run.
 */
export async function startRegistry(options: RegistryOptions): Promise<TestRegistry> {
  const program = requireProgram('docker-registry', 'docker-registry')
  const { dir, ca, auth } = options
  mkdirSync(path.join(dir, 'storage'), { recursive: true })
  const lines = [
    'version: 0.1',
    'log: { level: info, accesslog: { disabled: true } }',
    `storage: { filesystem: { rootdirectory: ${JSON.stringify(path.join(dir, 'storage'))} }, maintenance: { uploadpurging: { enabled: false } } }`,
    `http: { addr: "127.0.0.1:0", secret: "evidence-test"${ca ? `, tls: { certificate: ${JSON.stringify(ca.certFile)}, key: ${JSON.stringify(ca.keyFile)} }` : ''} }`
  ]
  if (auth.kind === 'htpasswd') {
    const htpasswd = requireProgram('htpasswd', 'apache2-utils')
    const file = path.join(dir, 'htpasswd')
    writeFileSync(
      file,
      Object.entries(auth.users)
        .map(([user, password]) => execFileSync(htpasswd, ['-nbB', user, password], { encoding: 'utf8' }).trim())
        .join('\n') + '\n'
    )
    lines.push(`auth: { htpasswd: { realm: evidence-test, path: ${JSON.stringify(file)} } }`)
  } else if (auth.kind === 'token') {
    if (!ca) throw new Error('token auth needs TLS: give the registry a CA')
    lines.push(
      `auth: { token: { realm: ${JSON.stringify(auth.tokens.realm)}, service: ${TOKEN_SERVICE}, issuer: ${TOKEN_ISSUER}, rootcertbundle: ${JSON.stringify(ca.caFile)} } }`
    )
  }
  const config = path.join(dir, 'config.yml')
  writeFileSync(config, lines.join('\n') + '\n')

  const child = spawn(program, ['serve', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const host = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const port = /listening on 127\.0\.0\.1:(\d+)/.exec(out)?.[1]
      if (port) resolve(`127.0.0.1:${port}`)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`docker-registry exited with ${code} before listening:\n${out}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `${ca ? 'https' : 'http'}://${host}`

  const authorization = (repository: string): string | undefined => {
    if (auth.kind === 'htpasswd') {
      const [user, password] = Object.entries(auth.users)[0]
      return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    }
    if (auth.kind === 'token') return `Bearer ${auth.tokens.mint(repository, ['pull', 'push'])}`
    return undefined
  }

  const call = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
    request(method, new URL(url, origin).href, headers, body, ca?.ca)

  return {
    host,
    output: () => out,
    async push(repository, image, tag) {
      const headers: Record<string, string> = {}
      const auth = authorization(repository)
      if (auth) headers.authorization = auth
      for (const blob of image.blobs) {
        const started = await call('POST', `/v2/${repository}/blobs/uploads/`, headers)
        expectStatus(started, 202, `start upload to ${repository}`, out)
        const location = new URL(started.headers.location as string, origin)
        location.searchParams.set('digest', blob.digest)
        expectStatus(
          await call('PUT', location.href, { ...headers, 'content-type': 'application/octet-stream' }, blob.bytes),
          201,
          `upload ${blob.digest}`,
          out
        )
      }
      for (const manifest of image.children) {
        expectStatus(
          await call('PUT', `/v2/${repository}/manifests/${manifest.digest}`, { ...headers, 'content-type': manifest.mediaType }, manifest.bytes),
          201,
          `put ${manifest.digest}`,
          out
        )
      }
      const put = await call('PUT', `/v2/${repository}/manifests/${tag}`, { ...headers, 'content-type': image.top.mediaType }, image.top.bytes)
      expectStatus(put, 201, `put ${repository}:${tag}`, out)
      if (put.headers['docker-content-digest'] !== image.top.digest)
        throw new Error(`the registry stored ${repository}:${tag} as ${String(put.headers['docker-content-digest'])}, not ${image.top.digest}`)
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    }
  }
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

function expectStatus(answer: Answer, status: number, what: string, log: string): void {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${answer.body}\n--- registry log ---\n${log.slice(-4000)}`)
}

/** node:http(s) with the test CA: the tests' own requests, independent of the code under test. */
export function request(method: string, url: string, headers: Record<string, string> = {}, body?: Buffer, ca?: string): Promise<Answer> {
  const target = new URL(url)
  const send = target.protocol === 'https:' ? https.request : http.request
  return new Promise((resolve, reject) => {
    const req = send(target, { method, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) }, ca }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}
