import crypto, { createHash } from 'node:crypto'

type OneShot = {
  (algorithm: string, data: string | Buffer, encoding: 'hex'): string
  (algorithm: string, data: string | Buffer, encoding: 'buffer'): Buffer
}
/**
 * Node 21.7+ hashes in one call, with no hash object to build and collect. Looked up at each
 * call, not at import: the bundle loads crypto on its first use (scripts/ncc-commonjs.mjs).
 */
const oneShotHash = () => (crypto as { hash?: OneShot }).hash

export function sha256Hex(data: string | Buffer): string {
  const oneShot = oneShotHash()
  return oneShot ? oneShot('sha256', data, 'hex') : createHash('sha256').update(data).digest('hex')
}

export function sha256Bytes(data: Buffer): Buffer {
  const oneShot = oneShotHash()
  return oneShot ? oneShot('sha256', data, 'buffer') : createHash('sha256').update(data).digest()
}
