// SHA-256 in JavaScript for a step's first small inputs (src/artifacts/sha256-small.ts), checked
// against Node's crypto, and sha256Hex the same whichever of the two hashes an input.
import { describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { sha256Small } from '../../../src/artifacts/sha256-small.js'
import { sha256Bytes, sha256Hex } from '../../../src/artifacts/sha256.js'

const node = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

describe('sha256Small', () => {
  it('gives FIPS 180-4’s examples', () => {
    expect(sha256Small(Buffer.from('')).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Small(Buffer.from('abc')).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256Small(Buffer.from('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toString('hex')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'
    )
  })

  it('equals Node’s crypto for every length up to 1,100 bytes, and across the padding’s edges', () => {
    const lengths = [...Array.from({ length: 1101 }, (_, n) => n), 4095, 4096, 4097, 65_535, 65_536, 1_000_003]
    const wrong = lengths.filter((n) => {
      const data = randomBytes(n)
      return sha256Small(data).toString('hex') !== node(data)
    })
    expect(wrong).toEqual([])
  })

  it('reads a view into a larger buffer from its own offset', () => {
    const whole = randomBytes(300)
    const view = whole.subarray(77, 250)
    expect(sha256Small(view).toString('hex')).toBe(node(view))
  })
})

describe('sha256Hex and sha256Bytes', () => {
  // Far past the budget hashed in JavaScript: each answer is the same as crypto's, strings as UTF-8.
  it('answer as Node’s crypto before, across and after the budget', () => {
    const inputs: (string | Buffer)[] = []
    for (let i = 0; i < 400; i++) inputs.push(i % 3 === 0 ? `naïve name ${i} ${'é'.repeat(i % 50)}` : randomBytes((i * 37) % 5000))
    inputs.push('é'.repeat(3000), randomBytes(2 << 20))
    const wrong = inputs.filter((data, i) => (i % 2 ? sha256Hex(data) : sha256Bytes(Buffer.from(data)).toString('hex')) !== node(data))
    expect(wrong).toEqual([])
  })
})
