import { createHash, sign, type KeyObject } from 'node:crypto'

/**
 * DER (X.690) as a local Sigstore needs it to issue certificates: minimal lengths, so
 * sigstore-js re-encodes the same bytes it verifies.
 */
export function tlv(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  const n = body.length
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]
  return Buffer.concat([Buffer.from([tag, ...length]), body])
}
export const seq = (...parts: Buffer[]) => tlv(0x30, ...parts)
export const set = (...parts: Buffer[]) => tlv(0x31, ...parts)
export const octets = (value: Buffer) => tlv(0x04, value)
export const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'))
export const bool = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]))
export const bits = (value: Buffer, unused = 0) => tlv(0x03, Buffer.from([unused]), value)
export const explicit = (n: number, ...parts: Buffer[]) => tlv(0xa0 | n, ...parts)

export function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number)
  const out = [a * 40 + b]
  for (const n of rest) {
    const chunk = [n & 0x7f]
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80)
    out.push(...chunk)
  }
  return tlv(0x06, Buffer.from(out))
}

export function integer(n: number): Buffer {
  const bytes: number[] = []
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff)
  if (bytes.length === 0 || bytes[0] & 0x80) bytes.unshift(0)
  return tlv(0x02, Buffer.from(bytes))
}

export function utcTime(date: Date): Buffer {
  const iso = date.toISOString()
  return tlv(0x17, Buffer.from(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`))
}

export const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'))
export const name = (organization: string, common: string) => seq(set(seq(oid('2.5.4.10'), utf8(organization))), set(seq(oid('2.5.4.3'), utf8(common))))
export const extension = (id: string, value: Buffer, critical = false) => seq(oid(id), ...(critical ? [bool(true)] : []), octets(value))
export const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' })
export const sha256 = (...data: Buffer[]) => createHash('sha256').update(Buffer.concat(data)).digest()

export interface TbsFields {
  serial: number
  issuer: Buffer
  subject: Buffer
  key: KeyObject
  notBefore: Date
  notAfter: Date
  extensions: Buffer[]
}

export function tbsCertificate(fields: TbsFields): Buffer {
  return seq(
    explicit(0, integer(2)),
    integer(fields.serial),
    ECDSA_SHA256,
    fields.issuer,
    seq(utcTime(fields.notBefore), utcTime(fields.notAfter)),
    fields.subject,
    spki(fields.key),
    explicit(3, seq(...fields.extensions))
  )
}

export const certificate = (tbs: Buffer, issuerKey: KeyObject) => seq(tbs, ECDSA_SHA256, bits(sign('sha256', tbs, issuerKey)))

/** JSON with sorted keys and no spaces, as Rekor canonicalizes (RFC 8785 for these values). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** DSSE's pre-authentication encoding: what a DSSE signature signs. */
export const pae = (type: string, payload: Buffer) => Buffer.concat([Buffer.from(`DSSEv1 ${Buffer.byteLength(type)} ${type} ${payload.length} `), payload])

/**
 * An RFC 6962 signed certificate timestamp list over a precertificate (the TBS without its
 * SCT), as a CT log signs it, ready to be the value of extension 1.3.6.1.4.1.11129.2.4.2.
 */
export function sctList(preCert: Buffer, issuerKey: KeyObject, ctLog: { id: Buffer; key: KeyObject }, timestampMs: number): Buffer {
  const timestamp = Buffer.alloc(8)
  timestamp.writeBigUInt64BE(BigInt(timestampMs))
  const length = Buffer.from([preCert.length >> 16, (preCert.length >> 8) & 0xff, preCert.length & 0xff])
  const signed = Buffer.concat([Buffer.from([0, 0]), timestamp, Buffer.from([0, 1]), sha256(spki(issuerKey)), length, preCert, Buffer.from([0, 0])])
  const signature = sign('sha256', signed, ctLog.key)
  const sct = Buffer.concat([Buffer.from([0]), ctLog.id, timestamp, Buffer.from([0, 0, 4, 3, signature.length >> 8, signature.length & 0xff]), signature])
  return Buffer.concat([Buffer.from([(sct.length + 2) >> 8, (sct.length + 2) & 0xff, sct.length >> 8, sct.length & 0xff]), sct])
}
