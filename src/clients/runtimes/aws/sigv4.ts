import { createHmac, createSecretKey, hash, type KeyObject } from 'node:crypto'

/** Credentials as the SDK's providers resolve them. */
export interface AwsCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
  expiration?: Date
}

/** The SHA-256 of an empty body: a GET's `x-amz-content-sha256`, which S3 requires. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

/**
 * AWS Signature Version 4 of a GET without body or query, as S3 verifies it: the path signed as
 * sent (S3 does not normalise or double-encode it), the headers host, x-amz-content-sha256,
 * x-amz-date and, with temporary credentials, x-amz-security-token. The tests hold it to the
 * SDK's signer (@smithy/signature-v4) header for header.
 *
 * Why not that signer itself: per request it clones the request, formats every header and
 * builds a new HMAC key from bytes: signing 2,000 GETs in a fresh process took 190-420 ms on
 * this 2-core machine (loaded by other work), this signer 30 ms, its key kept as a KeyObject per day.
 */
export class GetSigner {
  private cached?: { accessKeyId: string; secretAccessKey: string; day: string; key: KeyObject }

  constructor(
    private readonly region: string,
    private readonly service: string
  ) {}

  /** The headers that sign `GET path` on `host` at `now`. */
  sign(credentials: AwsCredentials, host: string, path: string, now: Date): Record<string, string> {
    const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '')
    const day = amzDate.slice(0, 8)
    const scope = `${day}/${this.region}/${this.service}/aws4_request`
    const token = credentials.sessionToken
    const headers: Record<string, string> = { host, 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': amzDate }
    if (token) headers['x-amz-security-token'] = token
    const signedHeaders = token ? 'host;x-amz-content-sha256;x-amz-date;x-amz-security-token' : 'host;x-amz-content-sha256;x-amz-date'
    const canonical =
      `GET\n${path}\n\nhost:${host.trim()}\nx-amz-content-sha256:${EMPTY_SHA256}\nx-amz-date:${amzDate}\n` +
      (token ? `x-amz-security-token:${token.trim()}\n` : '') +
      `\n${signedHeaders}\n${EMPTY_SHA256}`
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${hash('sha256', canonical)}`
    const signature = createHmac('sha256', this.signingKey(credentials, day)).update(toSign).digest('hex')
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
    return headers
  }

  private signingKey(credentials: AwsCredentials, day: string): KeyObject {
    const c = this.cached
    if (c && c.day === day && c.accessKeyId === credentials.accessKeyId && c.secretAccessKey === credentials.secretAccessKey) return c.key
    let key = createHmac('sha256', `AWS4${credentials.secretAccessKey}`).update(day).digest()
    for (const part of [this.region, this.service, 'aws4_request']) key = createHmac('sha256', key).update(part).digest()
    this.cached = { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, day, key: createSecretKey(key) }
    return this.cached.key
  }
}
