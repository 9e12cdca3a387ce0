import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gitCommitInfo } from '../../../src/clients/github/commit.js'
import { parseCommitObject, type LocalCommit } from '../../../src/clients/github/commit-object.js'
import { readCommitObject } from '../../../src/clients/github/object-store.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { sha1Hex } from '../../../src/clients/github/sha1.js'
import { silentLog } from '../../../src/util/log.js'
import { shownByGit } from '../../helpers/git-repo.js'
import { tempDir } from '../../helpers/tree.js'

// The commit reader of the clone's object store is checked against git itself: every commit it
// reads must give what `git show` gives, loose or packed; what it cannot read plainly it leaves
// to git (undefined here), and gitCommitInfo still records it.

function repo() {
  const dir = tempDir('store-')
  const env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: dir,
    GIT_AUTHOR_NAME: 'Ada Lovelace',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada',
    GIT_COMMITTER_EMAIL: 'ada@example.com'
  }
  const git = (args: string[], input?: string, extra: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd: dir, env: { ...env, ...extra }, input, encoding: 'utf8' }).trim()
  git(['init', '-q', '-b', 'main'])
  /** A commit object of exactly this text, written as git writes one. */
  const object = (text: string | Buffer) =>
    execFileSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin', '--literally'], { cwd: dir, env, input: text }).toString().trim()
  return { dir, git, object }
}

/** What `git show` says of a commit, as the action read it before the store reader. */
const shown = (r: ReturnType<typeof repo>, sha: string): LocalCommit => shownByGit(r.dir, sha)

function read(r: ReturnType<typeof repo>, sha: string): LocalCommit | undefined {
  const content = readCommitObject(path.join(r.dir, '.git'), sha)
  return content && parseCommitObject(content)
}

/** Runs `check` with each byte of `file` from `start` to `end` flipped by `mask` in turn, then puts the file back. */
function eachByteFlipped(file: string, mask: number, check: () => void, start = 0, end?: number): void {
  const good = readFileSync(file)
  chmodSync(file, 0o644)
  for (let i = start; i < (end ?? good.length); i++) {
    const bad = Buffer.from(good)
    bad[i] ^= mask
    writeFileSync(file, bad)
    check()
  }
  writeFileSync(file, good)
}

/** Commits of every shape the reader takes: root, merge, signed, tagged merge, unicode, empty and long messages. */
function varied(r: ReturnType<typeof repo>): string[] {
  const tree = r.git(['write-tree'])
  const root = r.object(`tree ${tree}\nauthor Ada Lovelace <ada@example.com> 1767225600 +0100\ncommitter Ada <ada@example.com> 1767225600 +0100\n\nFirst\n`)
  const second = r.object(
    `tree ${tree}\nparent ${root}\nauthor Zoë Ünïcode <zoe@example.com> 1767312000 -0700\ncommitter Ada <ada@example.com> 1767312000 -0700\n\nÜnïcode subject ✓\n\nbody line\n\n\n`
  )
  const signed = r.object(
    `tree ${tree}\nparent ${second}\nauthor Ada Lovelace <ada@example.com> 1767398400 +0000\ncommitter Ada <ada@example.com> 1767398400 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\nSigned\n`
  )
  const merge = r.object(
    `tree ${tree}\nparent ${signed}\nparent ${second}\nauthor Ada Lovelace <> 1767484800 +0000\ncommitter Ada <ada@example.com> 1767484800 +0000\nmergetag object ${second}\n type commit\n tag v1\n\nMerge v1\n`
  )
  const empty = r.object(`tree ${tree}\nparent ${merge}\nauthor A <a@x> 1 +0000\ncommitter A <a@x> 1 +0000\n\n`)
  const long = r.object(
    `tree ${tree}\nparent ${empty}\nauthor A B <a@x> 1767571200 +0000\ncommitter A <a@x> 1767571200 +0000\nencoding UTF-8\n\n${'x'.repeat(70_000)}\nend\n`
  )
  // Reachable, so a repack packs them.
  r.git(['update-ref', 'refs/heads/main', long])
  return [root, second, signed, merge, empty, long]
}

describe('commits read from the object store', () => {
  it('gives what git show gives, loose and packed (whole or as a delta)', () => {
    const r = repo()
    const commits = varied(r)
    for (const sha of commits) expect([sha, read(r, sha)]).toEqual([sha, shown(r, sha)])
    r.git(['repack', '-a', '-d', '-q'])
    expect(readdirSync(path.join(r.dir, '.git', 'objects')).filter((d) => /^[0-9a-f]{2}$/.test(d))).toEqual([])
    for (const sha of commits) expect([sha, read(r, sha)]).toEqual([sha, shown(r, sha)])
  })

  it('finds a commit in any of several packs', () => {
    const r = repo()
    const [first, second] = varied(r)
    r.git(['repack', '-a', '-d', '-q'])
    const third = r.object(`tree ${r.git(['write-tree'])}\nparent ${second}\nauthor A <a@x> 5 +0000\ncommitter A <a@x> 5 +0000\n\nThird\n`)
    r.git(['update-ref', 'refs/heads/third', third])
    r.git(['repack', '-d', '-q'])
    expect(readdirSync(path.join(r.dir, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.idx'))).toHaveLength(2)
    for (const sha of [first, second, third]) expect(read(r, sha)).toEqual(shown(r, sha))
  })

  it('leaves to git what it cannot read plainly, and gitCommitInfo still records it', async () => {
    const r = repo()
    const tree = r.git(['write-tree'])
    const latin1 = r.object(
      Buffer.concat([
        Buffer.from(`tree ${tree}\nauthor Ren\xe9 <r@x> 7 +0000\ncommitter R <r@x> 7 +0000\nencoding ISO-8859-1\n\n`, 'latin1'),
        Buffer.from('Caf\xe9\n', 'latin1')
      ])
    )
    const oddIdent = r.object(`tree ${tree}\nauthor A <b> <c@x> 8 +0000\ncommitter A <a@x> 8 +0000\n\nOdd\n`)
    for (const sha of [latin1, oddIdent]) expect(readCommitObject(path.join(r.dir, '.git'), sha)).toBeDefined()
    expect(read(r, latin1)).toBeUndefined()
    expect(read(r, oddIdent)).toBeUndefined()
    const ctx = readRunContext({ GITHUB_WORKSPACE: r.dir, GITHUB_REPOSITORY: 'acme/shop', GITHUB_REF_NAME: 'main', GITHUB_SERVER_URL: 'https://github.com' })
    // git re-encodes the message, as before the store reader.
    expect(await gitCommitInfo(ctx, latin1, undefined, silentLog)).toMatchObject({ author: 'René <r@x>', message: 'Café', timestamp: 7 })
    expect(await gitCommitInfo(ctx, oddIdent, undefined, silentLog)).toMatchObject({ ...shown(r, oddIdent) })
  })

  // A worktree's `.git` is a file naming the repository's folder: no store to read there.
  it('leaves a worktree to git, which still records its commit', async () => {
    const r = repo()
    const commits = varied(r)
    const worktree = path.join(tempDir('worktree-'), 'tree')
    r.git(['worktree', 'add', '-q', '--detach', worktree, commits[1]])
    expect(readCommitObject(path.join(worktree, '.git'), commits[1])).toBeUndefined()
    const ctx = readRunContext({ GITHUB_WORKSPACE: worktree, GITHUB_REPOSITORY: 'acme/shop', GITHUB_REF_NAME: 'main', GITHUB_SERVER_URL: 'https://github.com' })
    expect(await gitCommitInfo(ctx, commits[1], undefined, silentLog)).toMatchObject({ ...shown(r, commits[1]) })
  })

  it('rebuilds a commit stored as deltas, against an offset or a name, as git show gives it', () => {
    for (const offsets of ['true', 'false']) {
      const r = repo()
      const tree = r.git(['write-tree'])
      // Each message one changed line on from the one before: git stores them as a chain of deltas.
      const text = (n: number) => {
        const lines = Array.from({ length: 40 }, (_, i) => `line ${i} ${'The same long message. '.repeat(8)}`)
        for (let i = 0; i < n; i++) lines[i * 7] = `changed ${i} ${createHash('sha256').update(String(i)).digest('hex').repeat(4)}`
        return `tree ${tree}\nauthor A <a@x> ${n} +0000\ncommitter A <a@x> ${n} +0000\n\n${lines.join('\n')}${'x'.repeat(n)}\n`
      }
      const commits = [1, 2, 3, 4, 5].map((n) => r.object(text(n)))
      commits.forEach((sha, i) => r.git(['update-ref', `refs/tags/c${i}`, sha]))
      r.git(['-c', `repack.useDeltaBaseOffset=${offsets}`, 'repack', '-a', '-d', '-f', '-q', '--window=2', '--depth=10'])
      const [index] = readdirSync(path.join(r.dir, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.idx'))
      const deltas = r
        .git(['verify-pack', '-v', `.git/objects/pack/${index}`])
        .split('\n')
        .filter((line) => / commit .* [0-9a-f]{40}$/.test(line))
      // A chain: a delta against a delta.
      expect(deltas.some((line) => / commit .* [2-9] [0-9a-f]{40}$/.test(line))).toBe(true)
      for (const sha of commits) expect([offsets, sha, read(r, sha)]).toEqual([offsets, sha, shown(r, sha)])
    }
  })

  it('reads offsets past 2 GiB from the table of large offsets', () => {
    const r = repo()
    const commits = varied(r)
    r.git(['repack', '-a', '-d', '-q'])
    const [pack] = readdirSync(path.join(r.dir, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.pack'))
    const packFile = `.git/objects/pack/${pack}`
    // Every offset past 0x20 written to the 8-byte table, as for a pack over 2 GiB.
    r.git(['index-pack', '--index-version=2,0x20', '-o', packFile.replace(/\.pack$/, '.idx'), packFile])
    for (const sha of commits) expect(read(r, sha)).toEqual(shown(r, sha))
  })

  it('gives an empty message for a commit of headers only, where git prints bytes from past its buffer', () => {
    const r = repo()
    const sha = r.object(`tree ${r.git(['write-tree'])}\nauthor A <a@x> 9 +0000\ncommitter A <a@x> 9 +0000\n`)
    expect(read(r, sha)).toEqual({ parents: [], author: 'A <a@x>', timestamp: 9, message: '' })
  })

  it('never takes a damaged index to another object', () => {
    const r = repo()
    const commits = varied(r)
    const expected = commits.map((sha) => shown(r, sha))
    r.git(['repack', '-a', '-d', '-q'])
    const [index] = readdirSync(path.join(r.dir, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.idx'))
    eachByteFlipped(path.join(r.dir, '.git', 'objects', 'pack', index), 0x41, () =>
      commits.forEach((sha, n) => {
        const found = read(r, sha)
        if (found !== undefined) expect(found).toEqual(expected[n])
      })
    )
  })

  // An index pointing one commit's name at another commit's entry: a whole, valid object, of the wrong name.
  it('never takes another commit for the one named, whatever the index says', () => {
    const r = repo()
    const [a, b] = varied(r)
    r.git(['repack', '-a', '-d', '-q'])
    const [name] = readdirSync(path.join(r.dir, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.idx'))
    const file = path.join(r.dir, '.git', 'objects', 'pack', name)
    const index = readFileSync(file)
    const count = index.readUInt32BE(8 + 255 * 4)
    const names = Array.from({ length: count }, (_, i) => index.toString('hex', 8 + 1024 + i * 20, 8 + 1024 + (i + 1) * 20))
    const offsetAt = (sha: string) => 8 + 1024 + count * 24 + names.indexOf(sha) * 4
    index.writeUInt32BE(index.readUInt32BE(offsetAt(b)), offsetAt(a))
    chmodSync(file, 0o644)
    writeFileSync(file, index)
    expect(readCommitObject(path.join(r.dir, '.git'), a)).toBeUndefined()
    expect(read(r, b)).toEqual(shown(r, b))
  })

  it('reads no blob, tree or tag of the name as a commit, loose or packed', () => {
    const r = repo()
    const [commit] = varied(r)
    const blob = r.git(['hash-object', '-w', '--stdin'], 'commit 5\0tree\n')
    const tree = r.git(['write-tree'])
    r.git(['tag', '-a', 'v1', '-m', 'Release', commit])
    const tag = r.git(['rev-parse', 'v1'])
    for (const sha of [blob, tree, tag]) expect(readCommitObject(path.join(r.dir, '.git'), sha)).toBeUndefined()
    r.git(['update-ref', 'refs/blob', blob])
    r.git(['repack', '-a', '-d', '-q'])
    for (const sha of [blob, tag]) expect(readCommitObject(path.join(r.dir, '.git'), sha)).toBeUndefined()
    expect(read(r, commit)).toEqual(shown(r, commit))
  })

  it('never takes a damaged object for the commit', () => {
    const r = repo()
    const [sha] = varied(r)
    const commit = shown(r, sha)
    const whenRead = (count: () => void) => () => {
      const content = readCommitObject(path.join(r.dir, '.git'), sha)
      // A flip in deflate's own check bytes, or elsewhere in a pack, can leave the content whole: then it is the commit.
      if (content === undefined) return
      count()
      expect(parseCommitObject(content)).toEqual(commit)
    }
    eachByteFlipped(
      path.join(r.dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2)),
      0x04,
      whenRead(() => {})
    )
    r.git(['repack', '-a', '-d', '-q'])
    const [pack] = readdirSync(path.join(r.dir, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.pack'))
    const packFile = path.join(r.dir, '.git', 'objects', 'pack', pack)
    let readWhole = 0
    // Between the pack's head and its checksum.
    eachByteFlipped(
      packFile,
      0x10,
      whenRead(() => readWhole++),
      12,
      readFileSync(packFile).length - 20
    )
    // Damage elsewhere in the pack (the tree, the blob) leaves the commit readable.
    expect(readWhole).toBeGreaterThan(0)
  })

  it('reads no FIFO, and no object over the bound', () => {
    const r = repo()
    const [sha] = varied(r)
    const file = path.join(r.dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2))
    renameSync(file, `${file}.real`)
    execFileSync('mkfifo', [file])
    // A FIFO with no writer would hold a blocking read for ever.
    expect(readCommitObject(path.join(r.dir, '.git'), sha)).toBeUndefined()
    rmSync(file)
    const big = r.object(`tree ${r.git(['write-tree'])}\nauthor A <a@x> 1 +0000\ncommitter A <a@x> 1 +0000\n\n${'y'.repeat(1024 * 1024 + 1)}\n`)
    expect(readCommitObject(path.join(r.dir, '.git'), big)).toBeUndefined()
  })

  // Stored blocks (compression 0) are deflate's largest form: the read's bound must leave them room.
  it('reads a commit near the bound written without compression, loose and packed', () => {
    const r = repo()
    const text = `tree ${r.git(['write-tree'])}\nauthor A <a@x> 1 +0000\ncommitter A <a@x> 1 +0000\n\n${'y'.repeat(1024 * 1024 - 200)}\n`
    const sha = r.git(['-c', 'core.looseCompression=0', 'hash-object', '-t', 'commit', '-w', '--stdin'], text)
    const loose = path.join(r.dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2))
    // Larger than its content: stored, not compressed.
    expect(readFileSync(loose).length).toBeGreaterThan(text.length)
    expect(read(r, sha)).toEqual(shown(r, sha))
    r.git(['update-ref', 'refs/heads/big', sha])
    r.git(['-c', 'pack.compression=0', 'repack', '-a', '-d', '-q'])
    r.git(['prune-packed'])
    expect(existsSync(loose)).toBe(false)
    expect(read(r, sha)).toEqual(shown(r, sha))
  })

  it('gives the parents at the edge of a shallow clone, as the reference client and GitHub do', () => {
    const r = repo()
    const commits = varied(r)
    r.git(['update-ref', 'refs/heads/main', commits[2]])
    const clone = tempDir('shallow-')
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${r.dir}`, clone], { env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: clone } })
    const content = readCommitObject(path.join(clone, '.git'), commits[2])
    expect(content && parseCommitObject(content)?.parents).toEqual([commits[1]])
  })
})

describe('sha1Hex', () => {
  it('is SHA-1, as Node computes it, across the block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 70_000]) {
      const data = Buffer.from(Array.from({ length }, (_, i) => (i * 31 + length) & 0xff))
      expect(sha1Hex(data)).toBe(createHash('sha1').update(data).digest('hex'))
    }
  })
})
