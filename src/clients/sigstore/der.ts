import { SigstoreError } from './errors.js'

/**
 * Just enough of DER (X.690) to read a certificate's extensions: node:crypto parses the
 * certificate but exposes neither Fulcio's extensions nor the SAN without re-quoting it.
 */
export interface Der {
  /** The whole identifier octet: class, constructed bit and tag number (low tag numbers only). */
  tag: number
  /** The value's bytes, a view into the input. */
  value: Buffer
}

export const TAG = {
  BOOLEAN: 0x01,
  OCTET_STRING: 0x04,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  SEQUENCE: 0x30,
  /** [0] EXPLICIT, constructed: a certificate's version. */
  VERSION: 0xa0,
  /** [3] EXPLICIT, constructed: a v3 certificate's extensions. */
  EXTENSIONS: 0xa3,
  /** [6] IMPLICIT IA5String: a GeneralName's uniformResourceIdentifier. */
  SAN_URI: 0x86,
  /** [1] IMPLICIT IA5String: a GeneralName's rfc822Name. */
  SAN_EMAIL: 0x81
} as const

/** The elements one after another in `bytes`; a length that runs past the end is refused. */
export function readAll(bytes: Buffer): Der[] {
  const out: Der[] = []
  let at = 0
  while (at < bytes.length) {
    const tag = bytes[at++]
    if ((tag & 0x1f) === 0x1f) throw new SigstoreError('the certificate uses a high-numbered DER tag, which X.509 does not')
    if (at >= bytes.length) throw new SigstoreError('the certificate ends inside a DER element')
    let length = bytes[at++]
    if (length & 0x80) {
      const octets = length & 0x7f
      // Four octets already say 4 GiB: more is never a certificate.
      if (octets === 0 || octets > 4 || at + octets > bytes.length) throw new SigstoreError('the certificate has a malformed DER length')
      length = 0
      for (let i = 0; i < octets; i++) length = length * 256 + bytes[at++]
    }
    if (at + length > bytes.length) throw new SigstoreError('the certificate ends inside a DER element')
    out.push({ tag, value: bytes.subarray(at, at + length) })
    at += length
  }
  return out
}

/** The one element `bytes` holds, of the given tag. */
export function readOne(bytes: Buffer, tag: number, what: string): Der {
  const [first, ...rest] = readAll(bytes)
  if (!first || rest.length > 0 || first.tag !== tag) throw new SigstoreError(`the certificate's ${what} is not what X.509 says it is`)
  return first
}

/** An OBJECT IDENTIFIER's dotted form. */
export function oidText(value: Buffer): string {
  if (value.length === 0) throw new SigstoreError('the certificate has an empty object identifier')
  const parts: number[] = []
  let n = 0
  for (const byte of value) {
    n = n * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) {
      parts.push(n)
      n = 0
    }
  }
  const first = parts.shift()!
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80]
  return [...head, ...parts].join('.')
}
