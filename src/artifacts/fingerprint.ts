import { createHash } from 'node:crypto'
import { closeSync, fstatSync, openSync, readSync, type Dirent } from 'node:fs'
import { lstat, open, readdir, readlink, stat } from 'node:fs/promises'
import path from 'node:path'
import { ActionError } from '../errors.js'
import { Exclusions } from './exclusions.js'

export type ArtifactType = 'file' | 'dir'

/** Files up to this size are read in one synchronous call; larger ones are streamed. */
const SMALL_FILE = 1 << 20
const CHUNK = 1 << 20

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

/**
 * SHA-256 of a file's bytes. Large files are streamed with the next chunk's read in flight
 * while the current one is hashed, so the disk and the hash overlap and memory stays at two
 * chunks whatever the file's size.
 */
export async function hashFile(file: string): Promise<string> {
  const small = trySmallFile(file)
  if (small !== undefined) return small
  const handle = await open(file, 'r')
  try {
    const hash = createHash('sha256')
    const buffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)]
    let position = 0
    let current = 0
    let pending = handle.read(buffers[current], 0, CHUNK, position)
    for (;;) {
      const { bytesRead } = await pending
      if (bytesRead === 0) break
      position += bytesRead
      const ready = buffers[current]
      current ^= 1
      pending = handle.read(buffers[current], 0, CHUNK, position)
      hash.update(ready.subarray(0, bytesRead))
    }
    return hash.digest('hex')
  } finally {
    await handle.close()
  }
}

/** One open, one read, one close: the common case of a build output full of small files. */
function trySmallFile(file: string): string | undefined {
  const fd = openSync(file, 'r')
  try {
    const size = fstatSync(fd).size
    if (size > SMALL_FILE) return undefined
    const buffer = Buffer.allocUnsafe(size + 1)
    let total = 0
    for (;;) {
      const n = readSync(fd, buffer, total, buffer.length - total, total)
      if (n === 0) break
      total += n
      if (total === buffer.length) return undefined // grew while we read: stream it
    }
    return sha256Hex(buffer.subarray(0, total))
  } finally {
    closeSync(fd)
  }
}

function byUtf8Bytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const ASCII = /^[\x00-\x7f]*$/

function sortNames(entries: Dirent[]): Dirent[] {
  // For ASCII names code-unit order is byte order, and far cheaper to compute.
  if (entries.every((e) => ASCII.test(e.name))) return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return entries.sort((a, b) => byUtf8Bytes(a.name, b.name))
}

/**
 * The directory fingerprint of `../shared/fingerprints/algorithm.md`: for each entry in
 * depth-first, byte-sorted order, the hash of its name and then of its content (files and
 * links to files) or of its link text (links to directories).
 */
export async function fingerprintDir(root: string, exclude: string[] = [], input = 'exclude'): Promise<string> {
  const exclusions = await Exclusions.forRoot(root, exclude, input)
  const parts: string[] = []
  const walk = async (dir: string, segments: string[]): Promise<void> => {
    const entries = sortNames(await readdir(dir, { withFileTypes: true }))
    for (const entry of entries) {
      const entrySegments = [...segments, entry.name]
      if (!exclusions.empty && exclusions.excludes(entrySegments)) continue
      const full = path.join(dir, entry.name)
      parts.push(sha256Hex(entry.name))
      let kind = direntKind(entry)
      if (kind === 'unknown') kind = statsKind(await lstat(full))
      if (kind === 'dir') {
        await walk(full, entrySegments)
      } else if (kind === 'file') {
        parts.push(await hashFile(full))
      } else if (kind === 'symlink') {
        const target = await resolveLink(full)
        parts.push(target.isDirectory ? sha256Hex(target.text) : await hashFile(full))
      } else {
        throw new ActionError('invalid_input', `cannot fingerprint ${full}: it is neither a file, a directory nor a symlink`)
      }
    }
  }
  await walk(root, [])
  return sha256Hex(parts.join(''))
}

type Kind = 'dir' | 'file' | 'symlink' | 'other' | 'unknown'

function direntKind(entry: Dirent): Kind {
  if (entry.isSymbolicLink()) return 'symlink'
  if (entry.isDirectory()) return 'dir'
  if (entry.isFile()) return 'file'
  if (entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice()) return 'other'
  return 'unknown'
}

function statsKind(stats: { isSymbolicLink(): boolean; isDirectory(): boolean; isFile(): boolean }): Kind {
  return stats.isSymbolicLink() ? 'symlink' : stats.isDirectory() ? 'dir' : stats.isFile() ? 'file' : 'other'
}

async function resolveLink(link: string): Promise<{ text: string; isDirectory: boolean }> {
  const text = await readlink(link)
  try {
    return { text, isDirectory: (await stat(link)).isDirectory() }
  } catch (err) {
    throw new ActionError('invalid_input', `broken symlink ${link} -> ${text} (${(err as NodeJS.ErrnoException).code}): its target cannot be fingerprinted; remove it or exclude it`)
  }
}

/** A file or directory fingerprint; `type` forces one reading, else the path decides. */
export async function fingerprintArtifact(target: string, options: { type?: ArtifactType; exclude?: string[]; input?: string } = {}): Promise<string> {
  const input = options.input ?? 'artifact-path'
  let stats
  try {
    stats = await stat(target)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? ((await lstat(target).catch(() => undefined)) ? 'is a broken symlink' : 'does not exist') : `cannot be read (${code})`
    throw new ActionError('invalid_input', `input \`${input}\`: ${target} ${why}; expected a file or directory to fingerprint`)
  }
  const type = options.type ?? (stats.isDirectory() ? 'dir' : 'file')
  if (type === 'dir' && !stats.isDirectory()) throw new ActionError('invalid_input', `input \`${input}\`: ${target} is not a directory, but \`artifact-type\` is \`dir\``)
  if (type === 'file' && !stats.isFile()) throw new ActionError('invalid_input', `input \`${input}\`: ${target} is not a file, but \`artifact-type\` is \`file\``)
  return type === 'dir' ? fingerprintDir(target, options.exclude ?? []) : hashFile(target)
}
