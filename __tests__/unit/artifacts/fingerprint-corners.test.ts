import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ArtifactError } from '../../../src/artifacts/errors.js'
import { fingerprintArtifact, fingerprintDir, stopHashHelpers } from '../../../src/artifacts/fingerprint.js'
import { sha256 } from '../../helpers/hash.js'
import { buildTree, removeTree, tempDir, type TreeEntry } from '../../helpers/tree.js'

/**
 * The expected fingerprint written out from the algorithm: entries in the order the walk must
 * visit them, each contributing the hash of its name, then of its content (files, links to
 * files) or of its link text (links to directories); directories contribute their name only.
 */
type Expected = { name: string; content?: string | Buffer; linkText?: string }
function digestOf(entries: Expected[]): string {
  return sha256(
    entries.map((e) => sha256(e.name) + (e.content !== undefined ? sha256(e.content) : e.linkText !== undefined ? sha256(e.linkText) : '')).join('')
  )
}

const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const roots: string[] = []
function tree(entries: TreeEntry[]): string {
  const root = buildTree(entries)
  roots.push(root)
  return root
}
afterAll(async () => {
  roots.forEach(removeTree)
  // Helper threads outlive one fingerprint by design; a test file ends them itself.
  await stopHashHelpers()
})

describe('ordering', () => {
  it('sorts names by UTF-8 bytes, not UTF-16 code units or locale', async () => {
    const names = ['😀', '～', 'z', 'é', '日本', 'ÿ', 'a', 'Z']
    const root = tree(names.map((n) => ({ path: n, content: `content of ${n}` })))
    // UTF-8: Z 5A < a 61 < z 7A < é C3A9 < ÿ C3BF < 日 E697 < ～ EFBD < 😀 F09F. In UTF-16 the
    // emoji (a surrogate pair, D83D) would sort before ～ (FF5E).
    const order = ['Z', 'a', 'z', 'é', 'ÿ', '日本', '～', '😀']
    expect(await fingerprintDir(root)).toBe(digestOf(order.map((n) => ({ name: n, content: `content of ${n}` }))))
  })

  it('walks depth-first: a, a/b, a-b, a.txt', async () => {
    const root = tree([
      { path: 'a.txt', content: '1' },
      { path: 'a-b', content: '2' },
      { path: 'a/b', content: '3' }
    ])
    expect(await fingerprintDir(root)).toBe(
      digestOf([{ name: 'a' }, { name: 'b', content: '3' }, { name: 'a-b', content: '2' }, { name: 'a.txt', content: '1' }])
    )
  })

  it('handles deep nesting', async () => {
    const depth = 40
    const segments = Array.from({ length: depth }, (_, i) => `d${i}`)
    const root = tree([{ path: [...segments, 'leaf.txt'].join('/'), content: 'leaf' }])
    expect(await fingerprintDir(root)).toBe(digestOf([...segments.map((name) => ({ name })), { name: 'leaf.txt', content: 'leaf' }]))
  })
})

describe('contents', () => {
  it('counts empty files, empty and nested empty directories, dot files', async () => {
    const root = tree([
      { path: 'empty.txt', content: '' },
      { path: 'hollow', dir: true },
      { path: 'outer/inner', dir: true },
      { path: '.env', content: 'X=1' },
      { path: '.git/HEAD', content: 'ref' }
    ])
    expect(await fingerprintDir(root)).toBe(
      digestOf([
        { name: '.env', content: 'X=1' },
        { name: '.git' },
        { name: 'HEAD', content: 'ref' },
        { name: 'empty.txt', content: '' },
        { name: 'hollow' },
        { name: 'outer' },
        { name: 'inner' }
      ])
    )
  })

  it('hashes binary content byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i))
    const root = tree([{ path: 'bin', content_b64: bytes.toString('base64') }])
    expect(await fingerprintDir(root)).toBe(digestOf([{ name: 'bin', content: bytes }]))
    expect(await fingerprintArtifact(path.join(root, 'bin'))).toBe(sha256(bytes))
  })

  it('gives the empty-string hash for an empty directory', async () => {
    expect(await fingerprintDir(tree([{ path: 'x', dir: true }]).concat('/x'))).toBe(EMPTY)
  })

  it('streams files larger than the read buffer, alone and inside directories on every core', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7)
    const entries: TreeEntry[] = [{ path: 'big.bin', content_b64: big.toString('base64') }]
    for (let i = 0; i < 150; i++) entries.push({ path: `many/f${String(i).padStart(3, '0')}`, content: `file ${i}` })
    const root = tree(entries)
    expect(await fingerprintArtifact(path.join(root, 'big.bin'))).toBe(sha256(big))
    const expected: Expected[] = [{ name: 'big.bin', content: big }, { name: 'many' }]
    for (let i = 0; i < 150; i++) expected.push({ name: `f${String(i).padStart(3, '0')}`, content: `file ${i}` })
    expect(await fingerprintDir(root)).toBe(digestOf(expected))
  })
})

describe('many files, hashed on every core while the walk goes on', () => {
  const entries: TreeEntry[] = []
  const expected: Expected[] = []
  for (let d = 0; d < 7; d++) {
    expected.push({ name: `d${d}` })
    for (let f = 0; f < 100; f++) {
      entries.push({ path: `d${d}/f${String(f).padStart(3, '0')}`, content: `${d}/${f}` })
      expected.push({ name: `f${String(f).padStart(3, '0')}`, content: `${d}/${f}` })
    }
  }

  it('keeps the walk order across batches', async () => {
    expect(await fingerprintDir(tree(entries))).toBe(digestOf(expected))
  })

  it('stops the helpers and names the link when the walk fails after they started', async () => {
    const root = tree([...entries, { path: 'zz-broken', symlink: 'missing' }])
    await expect(fingerprintDir(root)).rejects.toThrow(`broken symlink ${path.join(root, 'zz-broken')}`)
  })
})

describe('symlinks', () => {
  const outside = tempDir('outside-')
  roots.push(outside)
  writeFileSync(path.join(outside, 'shared.txt'), 'shared')
  mkdirSync(path.join(outside, 'lib'))

  it('hashes the target content of links to files, inside and outside the root, through chains', async () => {
    const root = tree([
      { path: 'real.txt', content: 'real' },
      { path: 'in.txt', symlink: 'real.txt' },
      { path: 'out.txt', symlink: path.join(outside, 'shared.txt') },
      { path: 'chain1', symlink: 'chain2' },
      { path: 'chain2', symlink: 'real.txt' }
    ])
    expect(await fingerprintDir(root)).toBe(
      digestOf([
        { name: 'chain1', content: 'real' },
        { name: 'chain2', content: 'real' },
        { name: 'in.txt', content: 'real' },
        { name: 'out.txt', content: 'shared' },
        { name: 'real.txt', content: 'real' }
      ])
    )
  })

  it('hashes the link text of links to directories, never their contents', async () => {
    const root = tree([
      { path: 'data/one', content: '1' },
      { path: 'alias', symlink: 'data' },
      { path: 'ext', symlink: path.join(outside, 'lib') },
      { path: 'up', symlink: '../' + path.basename(outside) + '/lib' },
      { path: 'hop', symlink: 'alias' }
    ])
    expect(await fingerprintDir(root)).toBe(
      digestOf([
        { name: 'alias', linkText: 'data' },
        { name: 'data' },
        { name: 'one', content: '1' },
        { name: 'ext', linkText: path.join(outside, 'lib') },
        { name: 'hop', linkText: 'alias' },
        { name: 'up', linkText: '../' + path.basename(outside) + '/lib' }
      ])
    )
  })

  it('fails on a broken link, naming it', async () => {
    const root = tree([
      { path: 'ok.txt', content: 'ok' },
      { path: 'dangling', symlink: 'nowhere' }
    ])
    await expect(fingerprintDir(root)).rejects.toThrow(`broken symlink ${path.join(root, 'dangling')} -> nowhere`)
  })

  it('fails on a link loop, naming it', async () => {
    const root = tree([
      { path: 'loop1', symlink: 'loop2' },
      { path: 'loop2', symlink: 'loop1' }
    ])
    await expect(fingerprintDir(root)).rejects.toThrow(/broken symlink .*loop1 -> loop2 \(ELOOP\)/)
  })

  it('follows a root that is a link to a directory', async () => {
    const root = tree([{ path: 'data/x', content: 'x' }])
    symlinkSync(path.join(root, 'data'), path.join(root, 'root-link'))
    expect(await fingerprintArtifact(path.join(root, 'root-link'))).toBe(digestOf([{ name: 'x', content: 'x' }]))
  })

  it('excludes a broken link instead of failing, when asked', async () => {
    const root = tree([
      { path: 'ok.txt', content: 'ok' },
      { path: 'dangling', symlink: 'nowhere' }
    ])
    expect(await fingerprintDir(root, ['dangling'])).toBe(digestOf([{ name: 'ok.txt', content: 'ok' }]))
  })
})

describe('exclude patterns', () => {
  const files = [
    'app.log',
    'sub/app.log',
    'a.txt',
    'ab.txt',
    'a.c',
    'b.c',
    'c.c',
    'a.d',
    'b.d',
    'ax',
    'dx',
    '.hidden',
    'tmp/t1',
    'deep/er/tmp/t2',
    'a/z.txt',
    'a/b/c/z.txt',
    'keep/me'
  ]
  const make = () => tree(files.map((p) => ({ path: p, content: p })))
  const remaining = (excluded: string[]) => {
    const kept = files.filter((f) => !excluded.some((e) => f === e || f.startsWith(e + '/')))
    // The same tree without the excluded entries; the directories that held them stay.
    const holders = excluded.map((e) => path.dirname(e)).filter((d) => d !== '.')
    const root = tree([...kept.map((p) => ({ path: p, content: p })), ...holders.map((d) => ({ path: d, dir: true }))])
    return fingerprintDir(root)
  }

  it.each([
    ['*.log', ['app.log']],
    ['?.txt', ['a.txt']],
    ['[ab].c', ['a.c', 'b.c']],
    ['[^a].d', ['b.d']],
    ['[a-c]x', ['ax']],
    ['**/tmp', ['tmp', 'deep/er/tmp']],
    ['a/**/z.txt', ['a/z.txt', 'a/b/c/z.txt']],
    ['*/app.log', ['sub/app.log']],
    ['.hid*', ['.hidden']],
    ['deep', ['deep']],
    ['no-such-thing', []],
    ['**/nothing/*', []]
  ])('%s leaves out %j', async (pattern, excluded) => {
    expect(await fingerprintDir(make(), [pattern])).toBe(await remaining(excluded))
  })

  it('lets `*` match a leading dot, and everything at the root', async () => {
    expect(await fingerprintDir(make(), ['*'])).toBe(EMPTY)
  })

  it('refuses a malformed pattern, naming it', async () => {
    await expect(fingerprintDir(make(), ['[a'])).rejects.toThrow('pattern `[a` is malformed')
    await expect(fingerprintDir(make(), ['a\\'])).rejects.toThrow('pattern `a\\` is malformed')
  })
})

describe('.kosli_ignore', () => {
  it('reads comments, blank lines, trailing spaces and CRLF line ends', async () => {
    const ignore = '# build output\r\ntmp   \r\n\r\n   \r\n*.cache # trailing comment\r\nlogs/*.log\t\r\n'
    const root = tree([
      { path: '.kosli_ignore', content: ignore },
      { path: 'main.py', content: 'print(1)' },
      { path: 'tmp/x', content: 'x' },
      { path: 'a.cache', content: 'c' },
      { path: 'logs/1.log', content: 'l' },
      { path: 'logs/keep.txt', content: 'k' }
    ])
    expect(await fingerprintDir(root)).toBe(
      digestOf([{ name: '.kosli_ignore', content: ignore }, { name: 'logs' }, { name: 'keep.txt', content: 'k' }, { name: 'main.py', content: 'print(1)' }])
    )
  })

  it('never excludes itself through its own lines, but an exclude pattern can', async () => {
    const ignore = '.kosli_ignore\n.*\n'
    const root = tree([
      { path: '.kosli_ignore', content: ignore },
      { path: '.secret', content: 's' },
      { path: 'app', content: 'a' }
    ])
    expect(await fingerprintDir(root)).toBe(
      digestOf([
        { name: '.kosli_ignore', content: ignore },
        { name: 'app', content: 'a' }
      ])
    )
    expect(await fingerprintDir(root, ['.kosli_ignore'])).toBe(digestOf([{ name: 'app', content: 'a' }]))
  })

  it('applies only at the root of the fingerprinted directory', async () => {
    const root = tree([
      { path: 'sub/.kosli_ignore', content: 'x\n' },
      { path: 'sub/x', content: 'x' }
    ])
    expect(await fingerprintDir(root)).toBe(digestOf([{ name: 'sub' }, { name: '.kosli_ignore', content: 'x\n' }, { name: 'x', content: 'x' }]))
  })
})

describe('artifact type', () => {
  it('refuses a mismatch and a missing path with its own error, naming the path', async () => {
    const root = tree([{ path: 'f', content: 'f' }])
    await expect(fingerprintArtifact(path.join(root, 'f'), { type: 'dir' })).rejects.toThrow(ArtifactError)
    await expect(fingerprintArtifact(path.join(root, 'f'), { type: 'dir' })).rejects.toThrow(`${path.join(root, 'f')} is not a directory`)
    await expect(fingerprintArtifact(root, { type: 'file' })).rejects.toThrow('is not a file')
    await expect(fingerprintArtifact(path.join(root, 'missing'))).rejects.toThrow('does not exist')
  })
})
