import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import path from 'node:path'
import { fingerprintDir as fingerprintDirOf, stopHashHelpers, type DirOptions } from '../../../src/artifacts/fingerprint.js'
import { sha256 } from '../../helpers/hash.js'
import { buildTree, removeTree, type TreeEntry } from '../../helpers/tree.js'

/**
 * The walk shared by several threads must give the fingerprint one thread gives, whatever the
 * number of threads (more than the cores here, to have several helpers take part) and however
 * the work falls between them: large directories split into runs, deep and wide trees,
 * exclusions applied by whichever thread lists a directory.
 */

const roots: string[] = []
function tree(entries: TreeEntry[]): string {
  const root = buildTree(entries)
  roots.push(root)
  return root
}
afterAll(async () => {
  roots.forEach(removeTree)
  await stopHashHelpers()
})

/** The algorithm, one entry at a time, for trees without exclusions: what the threads must match. */
function oneByOne(dir: string): string {
  const text: string[] = []
  const walk = (d: string) => {
    const names = readdirSync(d).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    for (const name of names) {
      const full = path.join(d, name)
      text.push(sha256(name))
      const target = statSync(full)
      const isLink = readdirSync(d, { withFileTypes: true })
        .find((e) => e.name === name)!
        .isSymbolicLink()
      if (isLink && target.isDirectory()) text.push(sha256(readlinkSync(full)))
      else if (target.isDirectory()) walk(full)
      else text.push(sha256(readFileSync(full)))
    }
  }
  walk(dir)
  return sha256(text.join(''))
}

const pad = (n: number) => String(n).padStart(4, '0')
const THREADS = [1, 2, 4, 7]

/** Files hashed by helper threads over every job here: the test is worth little if none. */
let byHelpers = 0
function fingerprintDir(root: string, exclude: string[] = [], options: DirOptions = {}): Promise<string> {
  return fingerprintDirOf(root, exclude, { ...options, onFinish: (files) => (byHelpers += files.slice(1).reduce((a, b) => a + b, 0)) })
}

// Helpers start once per run; started here, they join each job below as soon as it asks.
beforeAll(async () => {
  await fingerprintDir(tree(Array.from({ length: 300 }, (_, i) => ({ path: `d${i % 3}/f${i}`, content: String(i) }))), [], { threads: 7 })
})

describe('several threads, one fingerprint', () => {
  it('a directory of 1,000 entries (runs of 256), files, subdirectories and links mixed', async () => {
    const entries: TreeEntry[] = []
    for (let i = 0; i < 1000; i++) {
      const name = `e${pad(i)}`
      if (i % 50 === 7) entries.push({ path: `${name}/inner/x`, content: `inner ${i}` })
      else if (i % 97 === 3) entries.push({ path: name, symlink: `e${pad(i - 1)}` })
      else if (i % 131 === 5) entries.push({ path: name, dir: true })
      else entries.push({ path: name, content: `file ${i}` })
    }
    const root = tree(entries)
    const expected = oneByOne(root)
    for (const threads of THREADS) expect(await fingerprintDir(root, [], { threads })).toBe(expected)
  })

  it.each([255, 256, 257, 512, 513])('a directory of exactly %i files', async (n) => {
    const root = tree(Array.from({ length: n }, (_, i) => ({ path: `f${pad(i)}`, content: String(i) })))
    const expected = oneByOne(root)
    for (const threads of THREADS) expect(await fingerprintDir(root, [], { threads })).toBe(expected)
  })

  it('a deep and wide tree, names sorted by their UTF-8 bytes across runs, files larger than the read buffer', async () => {
    const entries: TreeEntry[] = []
    const names = ['a', 'Z', 'é', '日本', '😀', '～', 'ÿ', 'z']
    for (let d = 0; d < 12; d++) {
      for (let f = 0; f < 40; f++)
        entries.push({ path: `top-${names[d % names.length]}${d}/sub-${f % 4}/${names[f % names.length]}-${f}`, content: `${d}/${f}` })
    }
    const deep = Array.from({ length: 30 }, (_, i) => `level${i}`).join('/')
    for (let f = 0; f < 70; f++) entries.push({ path: `${deep}/leaf-${f}`, content: `leaf ${f}` })
    entries.push({ path: 'big.bin', content_b64: Buffer.alloc(2.5 * 1024 * 1024, 3).toString('base64') })
    entries.push({ path: 'empty-dir', dir: true })
    entries.push({ path: 'link-to-dir', symlink: 'top-a0' })
    const root = tree(entries)
    const expected = oneByOne(root)
    for (const threads of THREADS) expect(await fingerprintDir(root, [], { threads })).toBe(expected)
  })

  it('exclusions, given and from .kosli_ignore, applied by whichever thread lists the directory', async () => {
    const entries: TreeEntry[] = [{ path: '.kosli_ignore', content: '**/*.log\n' }]
    for (let d = 0; d < 8; d++) {
      for (let f = 0; f < 30; f++) {
        entries.push({ path: `d${d}/f${f}.txt`, content: `${d}/${f}` })
        entries.push({ path: `d${d}/f${f}.log`, content: 'log' })
      }
      entries.push({ path: `d${d}/skip-me/x`, content: 'x' })
    }
    const root = tree(entries)
    const kept = tree(entries.filter((e) => !e.path.endsWith('.log') && !e.path.includes('/skip-me/')))
    const expected = await fingerprintDir(kept, [], { threads: 1 })
    expect(expected).toBe(oneByOne(kept))
    for (const threads of THREADS) expect(await fingerprintDir(root, ['**/skip-me'], { threads })).toBe(expected)
  })

  it('jobs at the same time, and a job after a failed one, on the same helpers', async () => {
    const make = (tag: string) => tree(Array.from({ length: 400 }, (_, i) => ({ path: `d${i % 5}/f${i}`, content: `${tag} ${i}` })))
    const [a, b] = [make('a'), make('b')]
    const broken = tree([...Array.from({ length: 400 }, (_, i) => ({ path: `d${i % 5}/f${i}`, content: String(i) })), { path: 'd3/zz', symlink: 'nowhere' }])
    const [fa, fb] = await Promise.all([fingerprintDir(a, [], { threads: 3 }), fingerprintDir(b, [], { threads: 3 })])
    expect([fa, fb]).toEqual([oneByOne(a), oneByOne(b)])
    await expect(fingerprintDir(broken, [], { threads: 3 })).rejects.toThrow(`broken symlink ${path.join(broken, 'd3', 'zz')} -> nowhere`)
    expect(await fingerprintDir(a, [], { threads: 3 })).toBe(fa)
    await stopHashHelpers()
    expect(await fingerprintDir(b, [], { threads: 3 })).toBe(fb)
  })

  it('had helper threads hashing files in the jobs above', () => {
    expect(byHelpers).toBeGreaterThan(0)
  })
})
