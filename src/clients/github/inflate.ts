/**
 * Raw DEFLATE (RFC 1951) decoding, for the few hundred bytes of a git object read from the clone
 * (object-store.ts). Node's zlib takes 3-4 ms to load, more than the whole read; a library's
 * inflate bundles 90 KB of code the step would load. This is Mark Adler's puff (zlib's
 * contrib/puff): canonical Huffman codes decoded a bit at a time, small and slow, which suits
 * inputs this small. Node's zlib is the reference every test compares this with.
 */

/** Lengths 257-285 and distances 0-29: their bases and extra bits (RFC 1951, 3.2.5). */
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577
]
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
/** The order in which a dynamic block gives the code lengths of its code-length code. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
const MAX_BITS = 15

/** A canonical Huffman code: how many symbols have each length, and the symbols in code order. */
interface Huffman {
  count: Uint16Array
  symbol: Uint16Array
}

class Inflater {
  private at = 0
  private bitBuffer = 0
  private bitCount = 0
  private written = 0
  private out: Uint8Array

  constructor(
    private readonly input: Uint8Array,
    private readonly maxOutput: number
  ) {
    // Grown as needed: most objects are a few times their stored size, few near the bound.
    this.out = new Uint8Array(Math.min(maxOutput, Math.max(1024, input.length * 4)))
  }

  /** Room for `more` bytes, within the bound. */
  private room(more: number): void {
    const needed = this.written + more
    if (needed <= this.out.length) return
    if (needed > this.maxOutput) throw new Error('longer than expected')
    const grown = new Uint8Array(Math.min(this.maxOutput, Math.max(needed, this.out.length * 2)))
    grown.set(this.out.subarray(0, this.written))
    this.out = grown
  }

  /** The stream's content, up to its last block (whatever follows it is not read). */
  run(): Uint8Array {
    let last: number
    do {
      last = this.bits(1)
      const type = this.bits(2)
      if (type === 0) this.stored()
      else if (type === 1) this.codes(FIXED.length, FIXED.distance)
      else if (type === 2) this.dynamic()
      else throw new Error('invalid block type')
    } while (!last)
    return this.out.subarray(0, this.written)
  }

  private bits(need: number): number {
    let value = this.bitBuffer
    while (this.bitCount < need) {
      if (this.at >= this.input.length) throw new Error('the stream ends early')
      value |= this.input[this.at++] << this.bitCount
      this.bitCount += 8
    }
    this.bitBuffer = value >>> need
    this.bitCount -= need
    return value & ((1 << need) - 1)
  }

  private put(byte: number): void {
    this.room(1)
    this.out[this.written++] = byte
  }

  private stored(): void {
    // To the byte: what bits are left of this one are padding.
    this.bitBuffer = 0
    this.bitCount = 0
    if (this.at + 4 > this.input.length) throw new Error('the stream ends early')
    const length = this.input[this.at] | (this.input[this.at + 1] << 8)
    if ((~(this.input[this.at + 2] | (this.input[this.at + 3] << 8)) & 0xffff) !== length) throw new Error('a stored block whose length is damaged')
    this.at += 4
    if (this.at + length > this.input.length) throw new Error('the stream ends early')
    this.room(length)
    this.out.set(this.input.subarray(this.at, this.at + length), this.written)
    this.at += length
    this.written += length
  }

  private decode(code: Huffman): number {
    let bits = 0
    let first = 0
    let index = 0
    for (let length = 1; length <= MAX_BITS; length++) {
      bits |= this.bits(1)
      const count = code.count[length]
      if (bits - count < first) return code.symbol[index + (bits - first)]
      index += count
      first = (first + count) << 1
      bits <<= 1
    }
    throw new Error('a code that is in no table')
  }

  private codes(length: Huffman, distance: Huffman): void {
    for (;;) {
      let symbol = this.decode(length)
      if (symbol < 256) this.put(symbol)
      else if (symbol === 256) return
      else {
        symbol -= 257
        if (symbol >= 29) throw new Error('an invalid length')
        const size = LENGTH_BASE[symbol] + this.bits(LENGTH_EXTRA[symbol])
        const d = this.decode(distance)
        if (d >= 30) throw new Error('an invalid distance')
        const back = DISTANCE_BASE[d] + this.bits(DISTANCE_EXTRA[d])
        if (back > this.written) throw new Error('a distance before the start')
        this.room(size)
        for (let i = 0; i < size; i++, this.written++) this.out[this.written] = this.out[this.written - back]
      }
    }
  }

  private dynamic(): void {
    const lengthCount = this.bits(5) + 257
    const distanceCount = this.bits(5) + 1
    const codeLengthCount = this.bits(4) + 4
    if (lengthCount > 286 || distanceCount > 30) throw new Error('too many codes')
    const lengths = new Uint8Array(320)
    for (let i = 0; i < codeLengthCount; i++) lengths[CODE_LENGTH_ORDER[i]] = this.bits(3)
    const codeLengthCode = huffman(lengths.subarray(0, 19))
    if (codeLengthCode.complete !== 0) throw new Error('an incomplete code-length code')
    let i = 0
    while (i < lengthCount + distanceCount) {
      const symbol = this.decode(codeLengthCode.code)
      if (symbol < 16) {
        lengths[i++] = symbol
        continue
      }
      let repeat: number
      let value = 0
      if (symbol === 16) {
        if (i === 0) throw new Error('a repeat with nothing before it')
        value = lengths[i - 1]
        repeat = 3 + this.bits(2)
      } else if (symbol === 17) repeat = 3 + this.bits(3)
      else repeat = 11 + this.bits(7)
      if (i + repeat > lengthCount + distanceCount) throw new Error('too many lengths')
      while (repeat--) lengths[i++] = value
    }
    if (lengths[256] === 0) throw new Error('no end-of-block code')
    const length = huffman(lengths.subarray(0, lengthCount))
    // An incomplete code is allowed only as a single code of one bit.
    if (length.complete < 0 || (length.complete > 0 && lengthCount !== length.code.count[0] + length.code.count[1]))
      throw new Error('an invalid literal/length code')
    const distance = huffman(lengths.subarray(lengthCount, lengthCount + distanceCount))
    if (distance.complete < 0 || (distance.complete > 0 && distanceCount !== distance.code.count[0] + distance.code.count[1]))
      throw new Error('an invalid distance code')
    this.codes(length.code, distance.code)
  }
}

/**
 * The canonical code of these lengths; `complete` is 0 for a complete code, above 0 for an
 * incomplete one, below 0 for one over-subscribed (no code at all).
 */
function huffman(lengths: Uint8Array): { code: Huffman; complete: number } {
  const count = new Uint16Array(MAX_BITS + 1)
  const symbol = new Uint16Array(lengths.length)
  for (const length of lengths) count[length]++
  const code = { count, symbol }
  if (count[0] === lengths.length) return { code, complete: 0 }
  let left = 1
  for (let length = 1; length <= MAX_BITS; length++) {
    left = left * 2 - count[length]
    if (left < 0) return { code, complete: left }
  }
  const offsets = new Uint16Array(MAX_BITS + 1)
  for (let length = 1; length < MAX_BITS; length++) offsets[length + 1] = offsets[length] + count[length]
  for (let s = 0; s < lengths.length; s++) if (lengths[s] !== 0) symbol[offsets[lengths[s]]++] = s
  return { code, complete: left }
}

/** The fixed codes of RFC 1951, 3.2.6. */
const FIXED = (() => {
  const lengths = new Uint8Array(288 + 30)
  lengths.fill(8, 0, 144)
  lengths.fill(9, 144, 256)
  lengths.fill(7, 256, 280)
  lengths.fill(8, 280, 288)
  lengths.fill(5, 288)
  return { length: huffman(lengths.subarray(0, 288)).code, distance: huffman(lengths.subarray(288)).code }
})()

/** The content of a raw DEFLATE stream; throws for a damaged stream, or content over `maxOutput` bytes. */
export function inflateRaw(input: Uint8Array, maxOutput: number): Uint8Array {
  return new Inflater(input, maxOutput).run()
}
