import { createHash, createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { SignatureV4 } from '@smithy/signature-v4'

/**
 * A loopback gate in front of s3rver, which checks a SigV4 request's access key but not its
 * signature: this gate verifies every signature with the SDK's own signer
 * (@smithy/signature-v4) as S3 does, answering 403 SignatureDoesNotMatch when it differs,
 * records what came, and can make an object's GET fail as S3 and networks do.
 */
export type Fault =
  | { kind: 'answer'; status: number; code: string; message?: string }
  /** The head and `afterBytes` of the body, then nothing. */
  | { kind: 'stall'; afterBytes: number }
  /** The head (with the whole length) and `afterBytes` of the body, then the connection closed. */
  | { kind: 'cut'; afterBytes: number }

export interface GateRequest {
  method: string
  /** The path as sent, still encoded. */
  path: string
  /** The object's key, decoded, for an object's GET. */
  key?: string
  headers: http.IncomingHttpHeaders
  /** The signature was what the secret gives. */
  verified: boolean
  /** It came over TLS. */
  secure: boolean
}

export interface S3Gate {
  origin: string
  requests: GateRequest[]
  /** Faults by object key (`''`: the listing), each used `times` times (default: always). */
  fault(key: string, fault: Fault, times?: number): void
  /** The secret object GETs are verified with, when S3 holds another than for listings. */
  objectSecret?: string
  /** Forgets the requests, faults and object secret. */
  reset(): void
  stop(): Promise<void>
}

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data)

/** SHA-256 and HMAC-SHA256 as the SDK's signer takes them. */
export class Sha256 {
  private readonly hash
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret))
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data))
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()))
  }
}

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/

/** Whether the request's signature is the one `secret` gives, recomputed by the SDK's signer. */
async function verify(req: http.IncomingMessage, secret: string): Promise<boolean> {
  const auth = AUTH.exec(String(req.headers.authorization ?? ''))
  const date = String(req.headers['x-amz-date'] ?? '')
  if (!auth || !/^\d{8}T\d{6}Z$/.test(date)) return false
  const [, accessKeyId, , region, service, signedHeaders] = auth
  const url = new URL(req.url ?? '/', 'http://gate')
  const query: Record<string, string> = {}
  for (const [k, v] of url.searchParams) query[k] = v
  const headers: Record<string, string> = {}
  for (const name of signedHeaders.split(';')) headers[name] = String(req.headers[name] ?? '')
  const token = headers['x-amz-security-token']
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey: secret, sessionToken: token || undefined },
    region,
    service,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false
  })
  const signingDate = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`)
  const signed = await signer.sign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: 'gate', path: (req.url ?? '/').split('?')[0], query, headers },
    { signingDate, signableHeaders: new Set(signedHeaders.split(';')) }
  )
  return signed.headers.authorization === req.headers.authorization
}

function s3Error(res: http.ServerResponse, status: number, code: string, message = code) {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>gate</RequestId></Error>`)
}

/** Starts the gate on 127.0.0.1 in front of s3rver at `target`, verifying with `secret`; over TLS with `tls`. */
export async function startS3Gate(target: string, secret: string, tls?: { cert: string; key: string }): Promise<S3Gate> {
  const faults = new Map<string, { fault: Fault; left: number }>()
  const sockets = new Set<Socket>()
  const upstream = new URL(target)
  const gate: S3Gate = {
    origin: '',
    requests: [],
    fault: (key, fault, times = Infinity) => faults.set(key, { fault, left: times }),
    reset: () => {
      faults.clear()
      gate.requests.length = 0
      gate.objectSecret = undefined
    },
    stop: async () => {
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  }
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0]
      const [, , ...rest] = path.split('/')
      const key = req.method === 'GET' && rest.length > 0 && rest.join('/') !== '' ? decodeURIComponent(rest.join('/')) : undefined
      const verified = await verify(req, key !== undefined && gate.objectSecret !== undefined ? gate.objectSecret : secret)
      gate.requests.push({ method: req.method ?? '', path, key, headers: req.headers, verified, secure: tls !== undefined })
      if (!verified) return s3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
      // A listing (no key) is faulted as the key `''`.
      const planned = faults.get(key ?? '')
      let fault: Fault | undefined
      if (planned && planned.left > 0) {
        planned.left--
        fault = planned.fault
      }
      if (fault?.kind === 'answer') return s3Error(res, fault.status, fault.code, fault.message)
      const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        if (!fault) return answer.pipe(res)
        const { kind, afterBytes } = fault
        let sent = 0
        answer.on('data', (chunk: Buffer) => {
          if (sent >= afterBytes) return
          const part = chunk.subarray(0, afterBytes - sent)
          sent += part.length
          res.write(part)
          if (sent >= afterBytes && kind === 'cut') res.socket?.destroy()
        })
      })
      forward.on('error', () => res.destroy())
      req.pipe(forward)
    })()
  }
  const server = tls ? https.createServer({ cert: tls.cert, key: tls.key }, listener) : http.createServer(listener)
  server.on(tls ? 'secureConnection' : 'connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // By address: the SDK addresses a bucket as a host name's subdomain, never an address's.
  gate.origin = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`
  return gate
}
