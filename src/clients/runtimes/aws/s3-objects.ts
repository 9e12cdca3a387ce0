import { createHash } from 'node:crypto'
import type { S3Client } from '@aws-sdk/client-s3'
import { RuntimeError } from '../errors.js'
import { describeAwsError, type Needed } from './config.js'
import { Http1Pool, HttpTransportError, type BodySink } from './http1.js'
import { GetSigner, type AwsCredentials } from './sigv4.js'

/**
 * Where the bucket's objects are, learnt from a listing request the SDK signed: its endpoint
 * (after `AWS_ENDPOINT_URL_S3`, path or virtual-hosted style, FIPS, dual-stack) and the scope
 * it signed for. Objects are then read with the same address and scope, outside the SDK.
 */
export interface BucketEndpoint {
  protocol: 'http:' | 'https:'
  hostname: string
  port?: number
  /** The Host header the listing was signed with. */
  host: string
  /** The listing's path with a trailing `/`: an object's path is this and its encoded key. */
  basePath: string
  region: string
  service: string
}

/** What of the SDK's request is read: its `HttpRequest`, typed loosely as middleware sees it. */
export interface SignedRequest {
  protocol?: string
  hostname?: string
  port?: number
  path?: string
  headers?: Record<string, string | undefined>
}

const SIGV4_SCOPE = /^AWS4-HMAC-SHA256 Credential=[^/,]+\/\d{8}\/([^/,]+)\/([^/,]+)\/aws4_request,/

/**
 * The endpoint of a listing request the SDK signed, or undefined when it was not signed with
 * plain SigV4 (SigV4a, or an S3 Express session): such a bucket is then read through the SDK.
 */
export function bucketEndpoint(request: SignedRequest): BucketEndpoint | undefined {
  const header = (name: string) => Object.entries(request.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1]
  const scope = SIGV4_SCOPE.exec(header('authorization') ?? '')
  if (!scope || header('x-amz-s3session-token') !== undefined) return undefined
  if ((request.protocol !== 'http:' && request.protocol !== 'https:') || !request.hostname) return undefined
  const path = request.path || '/'
  return {
    protocol: request.protocol,
    // An IPv6 address is bracketed in a URL's host, not where a socket connects.
    hostname: request.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: request.port,
    host: header('host') ?? (request.port ? `${request.hostname}:${request.port}` : request.hostname),
    basePath: path.endsWith('/') ? path : `${path}/`,
    region: scope[1],
    service: scope[2]
  }
}

/** A key in a URL path as S3 and the SDK write it: each segment percent-encoded (RFC 3986), the `/` between kept. */
export function encodeKey(key: string): string {
  // Most keys need no encoding at all; this skips splitting and rebuilding them.
  if (/^[A-Za-z0-9\-._~/]*$/.test(key)) return key
  return key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/')
}

/** Credentials this close to expiry are asked for again: the SDK's own margin (its providers then refresh them). */
const REFRESH_BEFORE_MS = 5 * 60_000
/** Of an error answer, the part read: S3's XML error is a few hundred bytes. */
const ERROR_BODY_MAX = 64 * 1024
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504])
const RETRY_CODES = new Set(['RequestTimeout', 'SlowDown', 'Throttling', 'ThrottlingException', 'InternalError', 'ServiceUnavailable'])

export interface ObjectReaderOptions {
  /** Idle limit of each attempt: for connecting, the answer's head, and between any two chunks of its body. */
  timeoutMs: number
  retries: number
  /** Objects read at once: the connections kept open. */
  concurrency: number
  /** The bucket's name, for a denied GET's message. */
  bucket: string
}

/** A failure of one attempt, and whether the same GET may be tried again. */
class AttemptError extends Error {
  constructor(
    readonly error: Error,
    readonly retryable: boolean
  ) {
    super(error.message)
  }
}

/**
 * Reads objects by GET over a few keep-alive connections (Http1Pool), each request signed with
 * SigV4 (GetSigner) with the credentials and clock offset the client resolved. Why not
 * `GetObjectCommand`: a profile of 2,000 GETs of 100 kB on loopback spent most of the action's
 * time in the SDK's per-request stack (middleware, serde, a signer that rebuilds its HMAC key
 * per request, header handling) and Node's HTTP client under it, not in hashing. This path
 * leaves the SDK the listing, credentials and endpoint resolution, and does per object only a
 * signature, a request written to a socket and the hash of the body as it arrives.
 */
export class ObjectReader {
  private readonly pool: Http1Pool
  private readonly signer: GetSigner
  private credentials?: Promise<AwsCredentials>
  private credentialsExpire = Infinity
  private closed = false
  private readonly pauses = new Set<() => void>()

  constructor(
    private readonly endpoint: BucketEndpoint,
    private readonly client: S3Client,
    private readonly options: ObjectReaderOptions
  ) {
    const port = endpoint.port ?? (endpoint.protocol === 'https:' ? 443 : 80)
    this.pool = new Http1Pool(
      { protocol: endpoint.protocol, hostname: endpoint.hostname, port },
      { maxConnections: options.concurrency, timeoutMs: options.timeoutMs }
    )
    this.signer = new GetSigner(endpoint.region, endpoint.service)
  }

  /** The object's SHA-256, its bytes hashed as they arrive. */
  hash(key: string): Promise<string> {
    return this.withRetries(key, async () => {
      const hash = createHash('sha256')
      await this.get(key, (chunk) => hash.update(chunk))
      return hash.digest('hex')
    })
  }

  /** The whole object, refused past `maxBytes` (`tooLarge` makes the error). */
  read(key: string, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
    return this.withRetries(key, async () => {
      const chunks: Buffer[] = []
      let length = 0
      await this.get(key, (chunk) => {
        length += chunk.length
        if (length > maxBytes) throw tooLarge()
        chunks.push(Buffer.from(chunk))
      })
      return Buffer.concat(chunks)
    })
  }

  /** Stops: requests in flight fail, and none is tried again (another object failed, or the work is done). */
  close(): void {
    this.closed = true
    this.pool.close()
    for (const wake of this.pauses) wake()
  }

  /** A back-off that `close` ends early: a failed run does not wait on another object's retry. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.pauses.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      this.pauses.add(wake)
    })
  }

  /** The client's credentials (its provider chain: keys, web identity, SSO, a role), asked for again near their expiry. */
  private currentCredentials(): Promise<AwsCredentials> {
    if (!this.credentials || Date.now() >= this.credentialsExpire) {
      const asked = this.client.config.credentials()
      this.credentials = asked
      this.credentialsExpire = Infinity
      asked.then(
        (c) => {
          if (c.expiration) this.credentialsExpire = c.expiration.getTime() - REFRESH_BEFORE_MS
        },
        () => (this.credentials = undefined)
      )
    }
    return this.credentials
  }

  private async withRetries<T>(key: string, attempt: () => Promise<T>): Promise<T> {
    for (let tried = 0; ; tried++) {
      try {
        return await attempt()
      } catch (err) {
        if (!(err instanceof AttemptError)) throw err
        if (!err.retryable || tried >= this.options.retries || this.closed)
          throw describeAwsError(err.error, 'S3', { NoSuchKey: 'bucket', NoSuchBucket: 'bucket' }, getObjectNeeded(this.options.bucket, key))
        // The SDK's standard back-off: full jitter, doubling from 100 ms, at most 20 s.
        await this.pause(Math.random() * Math.min(20_000, 100 * 2 ** tried))
        if (this.closed) throw describeAwsError(err.error, 'S3')
      }
    }
  }

  /** One GET of `key`, each chunk of its body given to `take` as it arrives. */
  private async get(key: string, take: BodySink): Promise<void> {
    const { endpoint } = this
    const path = endpoint.basePath + encodeKey(key)
    const credentials = await this.currentCredentials().catch((err: unknown) => {
      throw describeAwsError(err, 'S3')
    })
    // The SDK's correction for a clock that differs from AWS's, learnt from its own requests.
    const headers = this.signer.sign(credentials, endpoint.host, path, new Date(Date.now() + (this.client.config.systemClockOffset ?? 0)))
    const errorBody: Buffer[] = []
    let errorLength = 0
    let head
    try {
      head = await this.pool.get(path, headers, (answer) =>
        answer.status === 200
          ? take
          : (chunk) => {
              if (errorLength >= ERROR_BODY_MAX) return
              errorBody.push(Buffer.from(chunk))
              errorLength += chunk.length
            }
      )
    } catch (err) {
      if (!(err instanceof HttpTransportError)) throw err
      const described =
        err.code === 'TimeoutError'
          ? Object.assign(new Error(`object ${key}: ${err.message}`), { name: 'TimeoutError' })
          : new RuntimeError('network', `cannot read object ${key} from S3: ${err.message}`, { cause: err })
      throw new AttemptError(described, true)
    }
    if (head.status !== 200) throw await answerError(head.status, Buffer.concat(errorBody), key)
  }
}

/** S3's error answer as the SDK would raise it: its XML `Code` as the name, the HTTP status in `$metadata`. */
async function answerError(status: number, body: Buffer, key: string): Promise<AttemptError> {
  let code = ''
  let message = `HTTP ${status} for object ${key}`
  const text = body.subarray(0, ERROR_BODY_MAX).toString('utf8')
  if (text.includes('<Error')) {
    const { XMLParser } = await import('fast-xml-parser')
    try {
      const parsed = new XMLParser({ parseTagValue: false }).parse(text) as { Error?: { Code?: unknown; Message?: unknown } }
      if (typeof parsed.Error?.Code === 'string') code = parsed.Error.Code
      if (typeof parsed.Error?.Message === 'string') message = `${parsed.Error.Message} (object ${key})`
    } catch {
      // Not S3's error document: the status alone says what happened.
    }
  }
  const err = Object.assign(new Error(message), { name: code, $metadata: { httpStatusCode: status } })
  return new AttemptError(err, RETRY_STATUSES.has(status) || RETRY_CODES.has(code))
}

/** What reading an object needs, for the message of a GET S3 denies. */
export function getObjectNeeded(bucket: string, key: string): Needed {
  return { what: `object ${key} of bucket ${bucket}`, permission: 's3:GetObject', resource: `arn:aws:s3:::${bucket}/*` }
}
