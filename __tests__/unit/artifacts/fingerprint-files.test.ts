import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'
import { ArtifactError } from '../../../src/artifacts/errors.js'
import { Exclusions, IGNORE_FILE_MAX_BYTES } from '../../../src/artifacts/exclusions.js'
import { fingerprintArtifact, fingerprintDir, stopHashHelpers } from '../../../src/artifacts/fingerprint.js'
import { hashFile, hashFileReadingAhead } from '../../../src/artifacts/file-hash.js'
import { expandPaths } from '../../../src/artifacts/paths.js'
import { ActionError } from '../../../src/action/errors.js'
import { namingInput } from '../../../src/operations/readers/artifact-input.js'
import { sha256 } from '../../helpers/hash.js'
import { buildTree, removeTree, type TreeEntry } from '../../helpers/tree.js'

/**
 * Files that never end, and files that cannot be read: every path is opened as what it is, so
 * a FIFO, socket or device is an error naming it, never a read that hangs; an unreadable entry
 * is an error naming it, never an "unexpected error". A hang fails these tests by their timeout.
 */

const roots: string[] = []
const servers: net.Server[] = []
function tree(entries: TreeEntry[]): string {
  const root = buildTree(entries)
  roots.push(root)
  return root
}
afterAll(async () => {
  for (const server of servers) server.close()
  for (const root of roots) {
    // Put back what a test took away, or the clean-up cannot enter.
    execFileSync('chmod', ['-R', 'u+rwx', root])
    removeTree(root)
  }
  await stopHashHelpers()
})

function fifo(file: string): string {
  execFileSync('mkfifo', [file])
  return file
}

async function socket(file: string): Promise<string> {
  const server = net.createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(file, resolve))
  return file
}

/** Asserts an ArtifactError whose message contains every part given. */
async function rejectsWith(work: Promise<unknown>, ...parts: string[]): Promise<ArtifactError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(ArtifactError)
  for (const part of parts) expect((err as Error).message).toContain(part)
  return err as ArtifactError
}

// Helpers start once a walk has hashed 64 files: these many make sure they take part.
const MANY: TreeEntry[] = Array.from({ length: 300 }, (_, i) => ({ path: `many/f${String(i).padStart(3, '0')}`, content: String(i) }))

describe('the artifact path itself', () => {
  it('is a FIFO: not a regular file, with or without a type', async () => {
    const root = tree([])
    const pipe = fifo(path.join(root, 'pipe'))
    await rejectsWith(fingerprintArtifact(pipe), `${pipe} is not a regular file: it is a FIFO`)
    await rejectsWith(fingerprintArtifact(pipe, { type: 'file' }), `${pipe} is not a regular file`)
    await rejectsWith(fingerprintArtifact(pipe, { type: 'dir' }), `${pipe} is not a regular file`)
  })

  it('is a device, or a link to one: not a regular file', async () => {
    const root = tree([{ path: 'zero-link', symlink: '/dev/zero' }])
    await rejectsWith(fingerprintArtifact('/dev/zero'), '/dev/zero is not a regular file: it is a character device')
    await rejectsWith(fingerprintArtifact('/dev/zero', { type: 'file' }), '/dev/zero is not a regular file')
    await rejectsWith(fingerprintArtifact('/dev/null', { type: 'dir' }), '/dev/null is not a regular file')
    await rejectsWith(fingerprintArtifact(path.join(root, 'zero-link')), `${path.join(root, 'zero-link')} is not a regular file`)
  })

  it('is a socket: not a regular file', async () => {
    const root = tree([])
    const sock = await socket(path.join(root, 'sock'))
    await rejectsWith(fingerprintArtifact(sock), `${sock} is not a regular file: it is a socket`)
  })

  it('is a broken link, or nothing at all: said which', async () => {
    const root = tree([{ path: 'dangling', symlink: 'nowhere' }])
    await rejectsWith(fingerprintArtifact(path.join(root, 'dangling')), `${path.join(root, 'dangling')} is a broken symlink`)
    await rejectsWith(fingerprintArtifact(path.join(root, 'nothing')), `${path.join(root, 'nothing')} does not exist`)
  })

  it('gives the expected form with the error, for the operation to report', async () => {
    const err = await rejectsWith(fingerprintArtifact('/nowhere/at/all'), '/nowhere/at/all does not exist')
    expect(err.expected).toBe('a file or directory to fingerprint')
  })
})

describe('entries of a fingerprinted directory', () => {
  it.each([
    ['a FIFO', (root: string) => fifo(path.join(root, 'pipe')), 'it is a FIFO'],
    [
      'a link to /dev/zero',
      (root: string) => (symlinkSync('/dev/zero', path.join(root, 'zero')), path.join(root, 'zero')),
      'a symlink to /dev/zero, a character device'
    ],
    ['a link to /dev/null', (root: string) => (symlinkSync('/dev/null', path.join(root, 'null')), path.join(root, 'null')), 'a character device'],
    [
      'a link to a FIFO',
      (root: string) => (fifo(path.join(root, 'real-pipe')), symlinkSync('real-pipe', path.join(root, 'a-link')), path.join(root, 'a-link')),
      'a symlink to real-pipe, a FIFO'
    ]
  ])('%s: an error naming it, alone or among enough files for the helper threads', async (_what, make, says) => {
    for (const entries of [[{ path: 'ok.txt', content: 'ok' }], MANY]) {
      const root = tree(entries)
      const entry = make(root)
      await rejectsWith(fingerprintDir(root), entry, 'is not a regular file', says)
      await rejectsWith(fingerprintDir(root, [], { threads: 3 }), entry, 'is not a regular file')
    }
  })

  it('a socket: an error naming it', async () => {
    const root = tree(MANY)
    const sock = await socket(path.join(root, 'many', 'zz.sock'))
    await rejectsWith(fingerprintDir(root), `${sock} is not a regular file: it is a socket`)
  })

  it('a FIFO or device that is excluded is never touched', async () => {
    const root = tree([{ path: 'ok.txt', content: 'ok' }])
    fifo(path.join(root, 'pipe'))
    symlinkSync('/dev/zero', path.join(root, 'zero'))
    expect(await fingerprintDir(root, ['pipe', 'zero'])).toBe(sha256(sha256('ok.txt') + sha256('ok')))
  })
})

describe('unreadable entries', () => {
  const root = process.getuid?.() === 0

  // Reading this is refused even to root (mode 0200, and procfs checks it for everyone).
  const writeOnly = '/proc/sys/vm/drop_caches'
  const haveWriteOnly = existsSync(writeOnly)
  if (!haveWriteOnly) console.log(`skipped: the link to an unreadable file, as ${writeOnly} does not exist here`)
  ;(haveWriteOnly ? it : it.skip)('a link to a file nobody may read: permission denied, naming the link', async () => {
    for (const entries of [[{ path: 'ok.txt', content: 'ok' }], MANY]) {
      const dir = tree([...entries, { path: 'secret', symlink: writeOnly }])
      await rejectsWith(fingerprintDir(dir), `cannot read ${path.join(dir, 'secret')}: permission denied (EACCES)`)
    }
    await rejectsWith(fingerprintArtifact(writeOnly), `cannot read ${writeOnly}: permission denied (EACCES)`)
  })

  // chmod 000 does not stop root: only this case needs someone else to run it.
  if (root) console.log('skipped: chmod 000 file and directory, as the tests run as root and root reads them anyway')
  ;(root ? it.skip : it)('a file or directory without read permission: permission denied, naming it', async () => {
    const dir = tree([...MANY, { path: 'locked/x', content: 'x' }, { path: 'secret.txt', content: 's' }])
    chmodSync(path.join(dir, 'secret.txt'), 0)
    await rejectsWith(fingerprintDir(dir, ['locked']), `cannot read ${path.join(dir, 'secret.txt')}: permission denied (EACCES)`)
    chmodSync(path.join(dir, 'secret.txt'), 0o644)
    chmodSync(path.join(dir, 'locked'), 0)
    await rejectsWith(fingerprintDir(dir), `cannot list ${path.join(dir, 'locked')}: permission denied (EACCES)`)
    await rejectsWith(expandPaths([`${dir}/locked/*`], dir), `cannot list ${path.join(dir, 'locked')}`, 'permission denied (EACCES)')
  })
})

describe('.kosli_ignore', () => {
  it('a directory of that name is no ignore file (as for the reference client 2.43.1)', async () => {
    const dir = tree([
      { path: '.kosli_ignore/x', content: 'a\n' },
      { path: 'app', content: 'keep' },
      { path: 'app.log', content: 'log' }
    ])
    // From the reference client for this very tree.
    expect(await fingerprintDir(dir)).toBe('eb50cb2125ba0eff8d50eea163544bd6cffb0dd3e93d962f12be3a0824979ba2')
  })

  it('a FIFO of that name is an error, not a read that never ends, even when excluded', async () => {
    const dir = tree([{ path: 'app', content: 'keep' }])
    const pipe = fifo(path.join(dir, '.kosli_ignore'))
    await rejectsWith(fingerprintDir(dir), `${pipe} is not a regular file: it is a FIFO`)
    await rejectsWith(fingerprintDir(dir, ['.kosli_ignore']), `${pipe} is not a regular file`)
  })

  it('a link to a file is read through the link', async () => {
    const dir = tree([
      { path: 'rules.txt', content: '*.log\n' },
      { path: '.kosli_ignore', symlink: 'rules.txt' },
      { path: 'app.log', content: 'log' }
    ])
    expect(await fingerprintDir(dir, ['rules.txt'])).toBe(sha256(sha256('.kosli_ignore') + sha256('*.log\n')))
  })

  it(`is read up to ${IGNORE_FILE_MAX_BYTES} bytes, and refused past that`, async () => {
    const fits = '#'.repeat(IGNORE_FILE_MAX_BYTES - 6) + '\n*.log'
    const dir = tree([
      { path: '.kosli_ignore', content: fits },
      { path: 'app.log', content: 'log' }
    ])
    expect(await fingerprintDir(dir)).toBe(sha256(sha256('.kosli_ignore') + sha256(fits)))
    writeFileSync(path.join(dir, '.kosli_ignore'), fits + '\n')
    await rejectsWith(fingerprintDir(dir), `${path.join(dir, '.kosli_ignore')} is larger than ${IGNORE_FILE_MAX_BYTES} bytes`)
    expect(() => Exclusions.forRoot(dir, [])).toThrow('is larger than')
  })
})

describe('expandPaths', () => {
  it('refuses a FIFO, socket or device, given or matched, naming it', async () => {
    const dir = tree([{ path: 'build/app', content: 'a' }])
    const pipe = fifo(path.join(dir, 'build', 'pipe'))
    symlinkSync('/dev/zero', path.join(dir, 'zero'))
    await rejectsWith(expandPaths(['build/pipe'], dir), `${pipe} is not a regular file: it is a FIFO`)
    await rejectsWith(expandPaths(['build/*'], dir), `${pipe} is not a regular file`)
    await rejectsWith(expandPaths(['zero'], dir), `${path.join(dir, 'zero')} is not a regular file: it is a character device`)
    expect(await expandPaths(['build/a*'], dir)).toEqual({ paths: [path.join(dir, 'build', 'app')], unmatched: [] })
  })

  it('raises its own errors, with the expected form', async () => {
    const dir = tree([])
    const missing = await rejectsWith(expandPaths(['nope.txt'], dir), `${path.join(dir, 'nope.txt')} does not exist`)
    expect(missing.expected).toBe('existing files or directories, or globs')
    await rejectsWith(expandPaths(['[a'], dir), 'is malformed')
  })
})

describe('namingInput: the operation names the input', () => {
  it('turns an ArtifactError into bad input naming the input and the expected form', async () => {
    const err = await namingInput('artifact-path', 'a file or folder to fingerprint', fingerprintArtifact('/nowhere/at/all')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ActionError)
    expect((err as ActionError).kind).toBe('invalid_input')
    expect((err as ActionError).message).toBe('input `artifact-path`: /nowhere/at/all does not exist; expected a file or directory to fingerprint')
  })

  it('names `exclude` when one of its patterns is at fault', async () => {
    const dir = tree([{ path: 'a', content: 'a' }])
    const err = await namingInput('paths', 'files', fingerprintArtifact(dir, { exclude: ['[a'] })).catch((e: unknown) => e)
    expect((err as ActionError).message).toMatch(/^input `exclude`: pattern `\[a` is malformed .*; expected a glob/)
  })

  it('names the path input for a bad line of .kosli_ignore', async () => {
    const dir = tree([{ path: '.kosli_ignore', content: '[a\n' }])
    const err = await namingInput('paths', 'files', fingerprintArtifact(dir)).catch((e: unknown) => e)
    expect((err as ActionError).message).toContain(`input \`paths\`: ${path.join(dir, '.kosli_ignore')}: pattern \`[a\` is malformed`)
  })

  it('lets anything else through as it is', async () => {
    const bug = new TypeError('a bug')
    await expect(namingInput('paths', 'files', Promise.reject(bug))).rejects.toBe(bug)
    await expect(namingInput('paths', 'files', Promise.resolve(7))).resolves.toBe(7)
  })
})

describe('deep in the tree', () => {
  it('whichever thread comes to a device there names it', async () => {
    const dir = tree(MANY)
    mkdirSync(path.join(dir, 'many', 'sub'))
    symlinkSync('/dev/zero', path.join(dir, 'many', 'sub', 'z'))
    await rejectsWith(fingerprintDir(dir, [], { threads: 4 }), path.join(dir, 'many', 'sub', 'z'), 'is not a regular file')
  })
})

describe('the one file hasher, read in turn or read ahead', () => {
  const MiB = 1 << 20
  it.each([0, 1, MiB - 1, MiB, MiB + 1, 2 * MiB + 17])('%i bytes', async (size) => {
    const bytes = randomBytes(size)
    const file = path.join(tree([]), 'f.bin')
    writeFileSync(file, bytes)
    expect(hashFile(file)).toBe(sha256(bytes))
    expect(await hashFileReadingAhead(file)).toBe(sha256(bytes))
  })

  // procfs gives size 0 and the bytes all the same: they are read to the end, not trusted to the size.
  ;(existsSync('/proc/version') ? it : it.skip)('a file whose size says 0 but that has bytes (/proc/version)', async () => {
    const bytes = readFileSync('/proc/version')
    expect(bytes.length).toBeGreaterThan(0)
    expect(hashFile('/proc/version')).toBe(sha256(bytes))
    expect(await hashFileReadingAhead('/proc/version')).toBe(sha256(bytes))
  })

  it('a lone file large enough to be read ahead, through fingerprintArtifact', async () => {
    const bytes = randomBytes(9 * MiB + 5)
    const file = path.join(tree([]), 'large.bin')
    writeFileSync(file, bytes)
    expect(await fingerprintArtifact(file)).toBe(sha256(bytes))
  })

  // 8 MiB read in turn, 8 MiB ahead, the rest the faster way: each boundary falls mid-file.
  it.each([16 * MiB, 16 * MiB + 1, 19 * MiB + 7])('a lone file past both trials (%i bytes), read to its end', async (size) => {
    const bytes = randomBytes(size)
    const file = path.join(tree([]), 'larger.bin')
    writeFileSync(file, bytes)
    expect(await hashFileReadingAhead(file)).toBe(sha256(bytes))
    expect(hashFile(file)).toBe(sha256(bytes))
  })

  it('opens a FIFO or device as what it is, either way', async () => {
    const pipe = fifo(path.join(tree([]), 'pipe'))
    expect(() => hashFile(pipe)).toThrow(`${pipe} is not a regular file: it is a FIFO`)
    await rejectsWith(hashFileReadingAhead(pipe), `${pipe} is not a regular file: it is a FIFO`)
    await rejectsWith(hashFileReadingAhead('/dev/zero'), '/dev/zero is not a regular file: it is a character device')
  })
})
