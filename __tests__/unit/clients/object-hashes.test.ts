import { describe, expect, it } from '@jest/globals'
import { Exclusions } from '../../../src/artifacts/exclusions.js'
import { connectionsFor, ObjectHashes } from '../../../src/clients/runtimes/aws/object-hashes.js'

describe('ObjectHashes', () => {
  it('starts nothing before the root .kosli_ignore is settled, then only what it keeps, never more than the limit at once', async () => {
    const started: string[] = []
    let active = 0
    let most = 0
    const hashes = new ObjectHashes(async (key) => {
      started.push(key)
      most = Math.max(most, ++active)
      await new Promise((resolve) => setTimeout(resolve, 5))
      active--
      return `h(${key})`
    }, 3)
    for (const key of ['a/1.txt', 'a/2.map', 'b/skip/x.txt', 'c.txt']) hashes.seen(key)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(started).toEqual([])
    hashes.settle(Exclusions.fromPatterns([], ['**/*.map', 'b/skip']))
    for (const key of ['d/1.txt', 'd/2.txt', 'e.txt']) hashes.seen(key)
    expect(await hashes.hash('e.txt')).toBe('h(e.txt)')
    // Not started by the listing (excluded), but asked for: started then.
    expect(await hashes.hash('a/2.map')).toBe('h(a/2.map)')
    expect(started.slice(0, 5)).toEqual(['a/1.txt', 'c.txt', 'd/1.txt', 'd/2.txt', 'e.txt'])
    expect(started.filter((k) => k === 'e.txt')).toHaveLength(1)
    expect(started).not.toContain('b/skip/x.txt')
    expect(most).toBe(3)
  })

  it('keeps the first failure, for the listing to stop at', async () => {
    const hashes = new ObjectHashes((key) => (key === 'bad' ? Promise.reject(new Error('denied')) : Promise.resolve('h')), 2)
    hashes.settle(Exclusions.fromPatterns([], []))
    hashes.seen('ok')
    hashes.seen('bad')
    await expect(hashes.hash('bad')).rejects.toThrow('denied')
    expect(hashes.failure?.message).toBe('denied')
  })

  it('sizes the connections to the round trip measured', () => {
    expect(connectionsFor(1)).toBe(16)
    expect(connectionsFor(20)).toBe(40)
    expect(connectionsFor(500)).toBe(64)
    expect(connectionsFor(NaN)).toBe(16)
  })
})
