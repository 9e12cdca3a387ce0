/**
 * SHA-1 (FIPS 180-4) in JavaScript: the name git gives an object, checked on every object read
 * from the clone's store (object-store.ts) without loading Node's crypto (3-5 ms of a step).
 * Node's crypto is the reference every test compares this with. Written as sha256-small.ts is,
 * for code that runs cold: rotations inline, no calls in the rounds.
 */

import { padForHash } from '../../util/hash-padding.js'

/** The digest of `data`, as 40 lowercase hex digits. */
export function sha1Hex(data: Uint8Array): string {
  const m = padForHash(data)
  const size = m.length

  let h0 = 0x67452301
  let h1 = 0xefcdab89 | 0
  let h2 = 0x98badcfe | 0
  let h3 = 0x10325476
  let h4 = 0xc3d2e1f0 | 0
  const w = new Int32Array(80)
  for (let p = 0; p < size; p += 64) {
    for (let i = 0; i < 16; i++) {
      const j = p + i * 4
      w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3]
    }
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
      w[i] = (x << 1) | (x >>> 31)
    }
    let a = h0
    let b = h1
    let c = h2
    let d = h3
    let e = h4
    for (let i = 0; i < 80; i++) {
      let f: number
      let k: number
      if (i < 20) {
        f = (b & c) | (~b & d)
        k = 0x5a827999
      } else if (i < 40) {
        f = b ^ c ^ d
        k = 0x6ed9eba1
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d)
        k = 0x8f1bbcdc | 0
      } else {
        f = b ^ c ^ d
        k = 0xca62c1d6 | 0
      }
      const t = (((a << 5) | (a >>> 27)) + f + e + k + w[i]) | 0
      e = d
      d = c
      c = (b << 30) | (b >>> 2)
      b = a
      a = t
    }
    h0 = (h0 + a) | 0
    h1 = (h1 + b) | 0
    h2 = (h2 + c) | 0
    h3 = (h3 + d) | 0
    h4 = (h4 + e) | 0
  }
  let hex = ''
  for (const h of [h0, h1, h2, h3, h4]) hex += (h >>> 0).toString(16).padStart(8, '0')
  return hex
}
