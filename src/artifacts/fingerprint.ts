import { createHash } from 'node:crypto'
import { readdirSync, readlinkSync, statSync, lstatSync, type Dirent } from 'node:fs'
import { lstat, open, stat } from 'node:fs/promises'
import path from 'node:path'
import { ActionError } from '../errors.js'
import { Exclusions } from './exclusions.js'
import { HashPool } from './hash-pool.js'
import { sha256Hex } from './sha256.js'
export { stopHashHelpers } from './hash-pool.js'

export type ArtifactType = 'file' | 'dir'

const CHUNK = 1 << 20


/**
 * SHA-256 of one file's bytes, streamed: the next chunk's read is in flight while the current
 * one is hashed, so disk and hash overlap and memory stays at two chunks whatever the size.
 */
export async function hashFile(file: string): Promise<string> {
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

// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const ASCII = /^[\x00-\x7f]*$/

/** Entries by the UTF-8 bytes of their names, as the reference client orders them. */
function sortByNameBytes(entries: Dirent[]): Dirent[] {
  // For ASCII names code-unit order is byte order, and far cheaper to compute.
  if (entries.every((e) => ASCII.test(e.name))) return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const keys = new Map(entries.map((e) => [e, Buffer.from(e.name, 'utf8')]))
  return entries.sort((a, b) => Buffer.compare(keys.get(a)!, keys.get(b)!))
}

/** A piece of the directory's digest text: ready hex, or the index of a file being hashed. */
type Part = string | number

/**
 * The directory fingerprint of the algorithm: for each entry in depth-first, byte-sorted
 * order, the hash of its name and then of its content (files and links to files) or of its
 * link text (links to directories). Files are hashed on every core while the walk goes on.
 */
export async function fingerprintDir(root: string, exclude: string[] = [], input = 'exclude'): Promise<string> {
  const exclusions = await Exclusions.forRoot(root, exclude, input)
  const parts: Part[] = []
  const pool = new HashPool()
  const walk = (dir: string, segments: string[]): void => {
    for (const entry of sortByNameBytes(readdirSync(dir, { withFileTypes: true }))) {
      const entrySegments = [...segments, entry.name]
      if (!exclusions.empty && exclusions.excludes(entrySegments)) continue
      const full = path.join(dir, entry.name)
      parts.push(sha256Hex(entry.name))
      const kind = entryKind(entry, full)
      if (kind === 'dir') {
        walk(full, entrySegments)
      } else if (kind === 'file' || (kind === 'symlink' && !linksToDirectory(full))) {
        parts.push(pool.add(full))
      } else if (kind === 'symlink') {
        parts.push(sha256Hex(readlinkSync(full)))
      } else {
        throw new ActionError('invalid_input', `cannot fingerprint ${full}: it is neither a file, a directory nor a symlink`)
      }
    }
  }
  try {
    walk(root, [])
  } catch (err) {
    pool.close()
    throw err
  }
  const digests = await pool.digests()
  const hash = createHash('sha256')
  for (const part of parts) hash.update(typeof part === 'number' ? digests[part] : part)
  return hash.digest('hex')
}

type Kind = 'dir' | 'file' | 'symlink' | 'other'

function entryKind(entry: Dirent, full: string): Kind {
  // Some file systems do not report types in directory listings: ask the entry itself.
  const known = entry.isSymbolicLink() || entry.isDirectory() || entry.isFile() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice()
  const info = known ? entry : lstatSync(full)
  return info.isSymbolicLink() ? 'symlink' : info.isDirectory() ? 'dir' : info.isFile() ? 'file' : 'other'
}

/** Whether a link leads to a directory; a broken link (or a loop) is an error naming it. */
function linksToDirectory(link: string): boolean {
  try {
    return statSync(link).isDirectory()
  } catch (err) {
    let target = '?'
    try {
      target = readlinkSync(link)
    } catch {
      // the link vanished meanwhile; the code below still names it
    }
    throw new ActionError('invalid_input', `broken symlink ${link} -> ${target} (${(err as NodeJS.ErrnoException).code}): its target cannot be fingerprinted; remove it or exclude it`)
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
