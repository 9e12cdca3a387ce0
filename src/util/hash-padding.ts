/**
 * A message as SHA-1 and SHA-256 hash it (FIPS 180-4, 5.1.1): the bytes, a 1 bit, zeros, and
 * the length in bits as a 64-bit big-endian number, to whole 64-byte blocks. For the JavaScript
 * hashes a step uses before anything else needs Node's crypto (3-5 ms to load).
 */
export function padForHash(data: Uint8Array): Uint8Array {
  const length = data.length
  const size = Math.ceil((length + 9) / 64) * 64
  const m = new Uint8Array(size)
  m.set(data)
  m[length] = 0x80
  const high = Math.floor(length / 0x20000000)
  const low = (length * 8) >>> 0
  m[size - 8] = high >>> 24
  m[size - 7] = high >>> 16
  m[size - 6] = high >>> 8
  m[size - 5] = high
  m[size - 4] = low >>> 24
  m[size - 3] = low >>> 16
  m[size - 2] = low >>> 8
  m[size - 1] = low
  return m
}
