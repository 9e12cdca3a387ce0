import crypto, { createHash } from 'node:crypto'
import { sha256Small } from './sha256-small.js'

type OneShot = {
  (algorithm: string, data: string | Buffer, encoding: 'hex'): string
  (algorithm: string, data: string | Buffer, encoding: 'buffer'): Buffer
}
/**
 * Node 21.7+ hashes in one call, with no hash object to build and collect. Looked up at each
 * call, not at import: the bundle loads crypto on its first use (scripts/ncc-commonjs.mjs).
 */
const oneShotHash = () => (crypto as { hash?: OneShot }).hash

/**
 * A step that hashes one small file (fingerprint, report-server-env) would spend more on
 * loading crypto (3-5 ms) than on all else it hashes: its first inputs of at most SMALL_BYTES,
 * up to SMALL_BLOCKS 64-byte blocks in all, are hashed in JavaScript (src/artifacts/sha256-small.ts).
 * Measured cold on Node 24: 16 blocks in 0.6 ms, 65 (a 4 KiB input) in 1.7 ms, 64 one-block
 * inputs in 2.1 ms, 256 blocks in 6-8 ms. Past the budget, as in a directory of many files,
 * crypto's native code is the cheaper, and everything goes there. One budget per thread.
 */
const SMALL_BYTES = 4096
const SMALL_BLOCKS = 65
let smallBlocksLeft = SMALL_BLOCKS

/** Hashed in JavaScript if it is small and within the budget, else undefined. */
function small(data: string | Buffer): Buffer | undefined {
  // A string's UTF-8 is never shorter than its length: a long one is not converted for nothing.
  if (data.length > SMALL_BYTES) return undefined
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data
  const blocks = Math.ceil((bytes.length + 9) / 64)
  if (bytes.length > SMALL_BYTES || blocks > smallBlocksLeft) return undefined
  smallBlocksLeft -= blocks
  return sha256Small(bytes)
}

export function sha256Hex(data: string | Buffer): string {
  const digest = small(data)
  if (digest) return digest.toString('hex')
  const oneShot = oneShotHash()
  return oneShot ? oneShot('sha256', data, 'hex') : createHash('sha256').update(data).digest('hex')
}

export function sha256Bytes(data: Buffer): Buffer {
  const digest = small(data)
  if (digest) return digest
  const oneShot = oneShotHash()
  return oneShot ? oneShot('sha256', data, 'buffer') : createHash('sha256').update(data).digest()
}
