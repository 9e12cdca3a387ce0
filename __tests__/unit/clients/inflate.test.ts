import { describe, expect, it } from '@jest/globals'
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib'
import { inflateRaw } from '../../../src/clients/github/inflate.js'

// Node's zlib is the reference: every stream it writes, at every level and strategy, reads back.

/** Text-like data (what git objects hold), and bytes that do not compress. */
function samples(): Buffer[] {
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  const words = ['tree', 'parent', 'author', 'commit', 'Merge', 'pull', 'request', 'fix', 'the', 'build', '\n', ' ', 'é', '✓']
  const text = (n: number) => Buffer.from(Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(' '))
  const noise = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)))
  return [
    Buffer.alloc(0),
    Buffer.from('a'),
    text(40),
    text(3000),
    noise(100),
    noise(70_000),
    Buffer.alloc(100_000, 0x61),
    Buffer.concat([text(2000), noise(5000), text(2000)])
  ]
}

describe('inflateRaw', () => {
  it('reads back what zlib writes, at every level and strategy', () => {
    const strategies = [constants.Z_DEFAULT_STRATEGY, constants.Z_FILTERED, constants.Z_HUFFMAN_ONLY, constants.Z_RLE, constants.Z_FIXED]
    for (const data of samples()) {
      for (const level of [0, 1, 6, 9]) {
        for (const strategy of strategies) {
          const stream = deflateRawSync(data, { level, strategy })
          expect(Buffer.from(inflateRaw(stream, data.length)).equals(data)).toBe(true)
        }
      }
    }
  })

  it('stops at the last block, whatever follows it', () => {
    const data = Buffer.from('commit 12\0hello world\n')
    const stream = Buffer.concat([deflateRawSync(data), Buffer.from('the next object in the pack')])
    expect(Buffer.from(inflateRaw(stream, 100)).toString()).toBe(data.toString())
  })

  it('refuses content over the bound, a stream cut short, and a damaged one', () => {
    const data = Buffer.alloc(5000, 0x62)
    const stream = deflateRawSync(data)
    expect(() => inflateRaw(stream, 4999)).toThrow('longer than expected')
    expect(inflateRaw(stream, 5000)).toHaveLength(5000)
    expect(() => inflateRaw(stream.subarray(0, stream.length - 2), 5000)).toThrow('ends early')
    // A stored block of 5 bytes with 2 of them there.
    expect(() => inflateRaw(Buffer.from([0x01, 0x05, 0x00, 0xfa, 0xff, 1, 2]), 10)).toThrow('ends early')
    // Block type 3 does not exist.
    expect(() => inflateRaw(Buffer.from([0x07]), 10)).toThrow('invalid block type')
    // A stored block whose length and its complement disagree.
    expect(() => inflateRaw(Buffer.from([0x01, 0x05, 0x00, 0x00, 0x00, 1, 2, 3, 4, 5]), 10)).toThrow('damaged')
  })

  // What zlib reads from a damaged stream, this reads the same; what zlib refuses, this refuses.
  it('never reads past its input or writes past its bound, whatever the bytes, and agrees with zlib', () => {
    const stream = deflateRawSync(Buffer.from('tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor A <a@x> 1 +0000\n\nmessage '.repeat(20)), { level: 9 })
    for (let i = 0; i < stream.length; i++) {
      for (const flip of [0x01, 0x10, 0x80]) {
        const bad = Buffer.from(stream)
        bad[i] ^= flip
        let out: Buffer | undefined
        try {
          out = Buffer.from(inflateRaw(bad, 4096))
        } catch (error) {
          expect(error).toBeInstanceOf(Error)
        }
        let theirs: Buffer | undefined
        try {
          theirs = inflateRawSync(bad, { maxOutputLength: 4096 })
        } catch {
          theirs = undefined
        }
        expect([i, flip, out]).toEqual([i, flip, theirs])
      }
    }
  })
})
