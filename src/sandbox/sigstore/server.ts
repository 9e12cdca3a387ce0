import { randomBytes, timingSafeEqual, X509Certificate } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { spki } from './der.js'
import { FulcioProblem, LocalFulcio } from './fulcio.js'
import { AttestationProblem, LocalAttestations } from './github-attestations.js'
import { actionsClaims, LocalIssuer, type WorkflowRun } from './oidc.js'
import { LocalRekor, RekorProblem } from './rekor.js'

/** Every request body of these APIs is a few KiB: a bundle, a certificate request. */
const MAX_BODY_BYTES = 1024 * 1024

/** A request as the local Sigstore received it, for tests to look at. */
export interface SigstoreRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}

export interface LocalSigstore {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** The `fulcio-url` to give the action. */
  fulcioUrl: string
  /** The `rekor-url` to give the action. */
  rekorUrl: string
  /** GITHUB_API_URL: the artifact attestations API lives here. */
  githubApiUrl: string
  /** What the runner sets for a job with `id-token: write`. */
  runnerEnv: { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string }
  /** This instance's `trusted_root.json`, to verify its bundles against. */
  trustedRoot: Record<string, unknown>
  attestations: LocalAttestations
  rekor: LocalRekor
  requests: SigstoreRequest[]
  /** Every identity token it issued: none may show in a log. */
  issuedTokens: string[]
  stop(): Promise<void>
}

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

const sameSecret = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Refused(413, `bodies over ${MAX_BODY_BYTES} bytes are refused`))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function json(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new Refused(400, 'the body is not JSON')
  }
}

/**
 * A Sigstore of the sandbox's own, on loopback: the runner's OIDC token endpoint (tokens for
 * `run`, as GitHub's token service issues them for a job), a Fulcio, a Rekor, and GitHub's artifact
 * attestations API, each under its own path of one server. Its `trustedRoot` holds its CA, log
 * and CT log, so what it signs verifies offline with sigstore-js, as a bundle of Sigstore's
 * public-good instance does against Sigstore's.
 */
export async function startLocalSigstore(run: WorkflowRun, options: { githubToken?: string; host?: string; port?: number } = {}): Promise<LocalSigstore> {
  const issuer = new LocalIssuer()
  const fulcio = new LocalFulcio(issuer, run.serverUrl)
  const rekor = new LocalRekor()
  const attestations = new LocalAttestations()
  const requestToken = randomBytes(16).toString('hex')
  const requests: SigstoreRequest[] = []
  const issuedTokens: string[] = []

  async function answer(req: http.IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://sigstore')
    const body = await readBody(req)
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body })
    const path = decodeURIComponent(url.pathname)
    // Octokit says `token …`, the runner's toolkit `Bearer …`: GitHub takes both.
    const bearer = /^(?:Bearer|token) (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if (req.method === 'GET' && path === '/oidc/token') {
      if (!sameSecret(bearer, requestToken)) throw new Refused(401, 'the request token is not the one the runner gave this job')
      const token = issuer.mint(actionsClaims(run, url.searchParams.get('audience') ?? 'sigstore'))
      issuedTokens.push(token)
      return { status: 200, body: { count: 1, value: token } }
    }
    if (req.method === 'POST' && path === '/fulcio/api/v2/signingCert') return { status: 201, body: fulcio.signingCert(json(body)) }
    if (req.method === 'POST' && path === '/rekor/api/v1/log/entries') return { status: 201, body: rekor.create(json(body)) }
    const entry = /^\/rekor\/api\/v1\/log\/entries(?:\/([0-9a-f]{64}))?$/.exec(path)
    if (req.method === 'GET' && entry) {
      const index = entry[1] ? rekor.find(entry[1]) : Number(url.searchParams.get('logIndex') ?? -1)
      if (!Number.isInteger(index) || index < 0 || index >= rekor.size) throw new Refused(404, 'no such entry')
      return { status: 200, body: rekor.get(index) }
    }
    const github = /^\/github\/repos\/([^/]+\/[^/]+)\/attestations(?:\/(sha256:[0-9a-f]{64}))?$/.exec(path)
    if (github) {
      if (!bearer || (options.githubToken !== undefined && !sameSecret(bearer, options.githubToken))) throw new Refused(401, 'Bad credentials')
      if (req.method === 'POST' && !github[2]) return { status: 201, body: attestations.store(github[1], json(body)) }
      if (req.method === 'GET' && github[2])
        return { status: 200, body: attestations.list(github[1], github[2], url.searchParams.get('predicate_type') ?? undefined) }
    }
    throw new Refused(404, 'Not Found')
  }

  const server = http.createServer((req, res) => {
    answer(req).then(
      ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (err: Error) => {
        const status =
          err instanceof Refused || err instanceof FulcioProblem || err instanceof RekorProblem || err instanceof AttestationProblem ? err.status : 500
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: err.message }))
      }
    )
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`
  // sigstore-js finds the log that signed a checkpoint by its name within the log's URL.
  rekor.origin = `${options.host ?? '127.0.0.1'}:${port}`
  const since = fulcio.validFrom.toISOString()
  const key = (der: Buffer) => ({ rawBytes: der.toString('base64'), keyDetails: 'PKIX_ECDSA_P256_SHA_256', validFor: { start: since } })
  const trustedRoot = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [
      { baseUrl: `${baseUrl}/rekor`, hashAlgorithm: 'SHA2_256', publicKey: key(spki(rekor.publicKey)), logId: { keyId: rekor.logId.toString('base64') } }
    ],
    certificateAuthorities: [
      {
        subject: { organization: new X509Certificate(fulcio.rootCertificate).subject.match(/O=([^\n]+)/)?.[1] ?? '', commonName: 'sandbox-fulcio' },
        uri: `${baseUrl}/fulcio`,
        certChain: { certificates: [{ rawBytes: fulcio.rootCertificate.toString('base64') }] },
        validFor: { start: since }
      }
    ],
    ctlogs: [
      { baseUrl: `${baseUrl}/ct`, hashAlgorithm: 'SHA2_256', publicKey: key(spki(fulcio.ctLogKey)), logId: { keyId: fulcio.ctLogId.toString('base64') } }
    ],
    timestampAuthorities: []
  }
  return {
    baseUrl,
    fulcioUrl: `${baseUrl}/fulcio`,
    rekorUrl: `${baseUrl}/rekor`,
    githubApiUrl: `${baseUrl}/github`,
    runnerEnv: { ACTIONS_ID_TOKEN_REQUEST_URL: `${baseUrl}/oidc/token?api-version=2.0`, ACTIONS_ID_TOKEN_REQUEST_TOKEN: requestToken },
    trustedRoot,
    attestations,
    rekor,
    requests,
    issuedTokens,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
