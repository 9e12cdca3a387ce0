import { verify, type KeyObject } from 'node:crypto'

/**
 * DSSE's pre-authentication encoding, what the signature is over
 * (https://github.com/secure-systems-lab/dsse/blob/master/protocol.md).
 */
export function preAuthEncoding(payloadType: string, payload: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8')
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${payload.length} `), payload])
}

/** The digest an ECDSA key signs with, by its curve, as Sigstore pairs them; none for Ed25519. */
function digestFor(key: KeyObject): string | null {
  if (key.asymmetricKeyType === 'ed25519') return null
  const curve = key.asymmetricKeyDetails?.namedCurve
  if (curve === 'secp384r1') return 'sha384'
  if (curve === 'secp521r1') return 'sha512'
  return 'sha256'
}

/** Whether `signature` is the key's over the envelope. A malformed signature is simply not one. */
export function dsseSignatureVerifies(payloadType: string, payload: Buffer, signature: Buffer, key: KeyObject): boolean {
  try {
    return verify(digestFor(key), preAuthEncoding(payloadType, payload), key, signature)
  } catch {
    return false
  }
}
