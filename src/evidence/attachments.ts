import { closeSync, lstatSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs'
import { BLOCK, header, pad, paxRecord } from '../util/tar.js'
import path from 'node:path'
import { once } from 'node:events'
import { FileError, openRegularFile, pseudoFileProblem, readBoundedFile, readChunks } from '../util/files.js'
import type { FilePart } from '../clients/service/endpoint.js'
import { formatBytes } from '../util/text.js'

/**
 * What the files may come to before packing: each is read in chunks and packed as it is read,
 * so this bounds the time spent, not memory; far above any archive the service takes.
 */
const MAX_GATHERED_BYTES = 256 * 1024 * 1024
const MAX_ENTRIES = 10_000
/** Where a link inside an attached folder never leads, whatever the working directory. */
const NEVER_FOLLOWED = ['/proc', '/sys', '/dev']

interface Entry {
  /** The name inside the archive. */
  name: string
  file: string
  size: number
  mtime: number
}

/**
 * The name a file takes in the archive, as the reference client names it: below a lone
 * folder, relative to that folder; else the path as the workflow would write it (relative
 * to the working directory), or, outside it, below the given path's own folder, so no
 * runner's absolute paths end up in the evidence.
 */
function namer(paths: string[], baseDir: string): (given: string, below: string) => string {
  if (paths.length === 1 && statSync(paths[0], { throwIfNoEntry: false })?.isDirectory()) return (_given, below) => below
  return (given, below) => {
    const relative = path.relative(baseDir, given)
    const root = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : path.basename(given)
    return below === '' ? root : `${root}/${below}`
  }
}

const inside = (real: string, root: string) => real === root || real.startsWith(root.endsWith('/') ? root : `${root}/`)

function realOrSelf(file: string): string {
  try {
    return realpathSync(file)
  } catch {
    return path.resolve(file)
  }
}

function statProblem(full: string, err: unknown): FileError {
  const code = (err as NodeJS.ErrnoException).code
  const broken = code === 'ENOENT' && lstatSync(full, { throwIfNoEntry: false })?.isSymbolicLink()
  return new FileError(full, broken ? `${full} is a broken symlink` : `${full} ${code === 'ENOENT' ? 'does not exist' : `cannot be read (${code})`}`)
}

/**
 * Every regular file under the given paths, folders walked in name order, with its size from
 * `stat`: nothing is read here. A path given is followed wherever it leads; a link found inside
 * an attached folder is followed only when it leads inside that folder or inside the working
 * directory (as a user attaching `reports/` expects: a link to `/etc` or `$HOME` is refused,
 * not uploaded), and never into `/proc`, `/sys` or `/dev`. Files of the kernel's
 * pseudo-filesystems are refused wherever they are.
 */
function gather(paths: string[], baseDir: string): Entry[] {
  const nameOf = namer(paths, baseDir)
  const base = realOrSelf(baseDir)
  const entries: Entry[] = []
  const add = (entry: Entry) => {
    if (entries.length >= MAX_ENTRIES) throw new FileError(entry.file, `attachments hold more than ${MAX_ENTRIES} files`)
    entries.push(entry)
  }
  const visit = (given: string, root: string, full: string, below: string, folders: Set<string>) => {
    if (below !== '' && lstatSync(full, { throwIfNoEntry: false })?.isSymbolicLink()) {
      const target = realOrSelf(full)
      if (NEVER_FOLLOWED.some((never) => inside(target, never)))
        throw new FileError(full, `${full} is a link to ${target}; links inside an attached folder are never followed into /proc, /sys or /dev`)
      if (!inside(target, root) && !inside(target, base))
        throw new FileError(
          full,
          `${full} is a link to ${target}, outside the attached folder and the working directory; links inside an attached folder are followed only within them (attach the target itself if it is meant)`
        )
    }
    let info: Stats
    try {
      info = statSync(full)
    } catch (err) {
      throw statProblem(full, err)
    }
    if (info.isDirectory()) {
      // A folder is refused before it is listed; a file is refused where it is opened, on its descriptor.
      const pseudo = pseudoFileProblem(full)
      if (pseudo !== undefined) throw new FileError(full, pseudo)
      const real = realOrSelf(full)
      if (folders.has(real)) throw new FileError(full, `${full} leads back to a folder it is inside (${real}): a loop of links`)
      let names: string[]
      try {
        names = readdirSync(full).sort()
      } catch (err) {
        throw new FileError(full, `${full} cannot be listed (${(err as NodeJS.ErrnoException).code})`)
      }
      const within = new Set(folders).add(real)
      for (const child of names) visit(given, root, path.join(full, child), below === '' ? child : `${below}/${child}`, within)
    } else if (info.isFile()) add({ name: nameOf(given, below), file: full, size: info.size, mtime: Math.floor(info.mtimeMs / 1000) })
    else throw new FileError(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`)
  }
  for (const p of paths) visit(p, realOrSelf(p), p, '', new Set())
  return entries
}

/**
 * The attachments as the one `attachment_file` part, as the reference client sends them: a
 * lone file as itself; anything more, or a lone file over the limit, as `evidence.tgz`, a
 * gzip'd tar of every regular file.
 * Sizes are summed from `stat` before anything is read, and files are packed as they are read
 * in chunks, so memory holds at most the packed part: it is refused, before anything is sent,
 * as soon as it passes the service's limit.
 */
export async function packAttachments(paths: string[], maxBytes: number, baseDir: string): Promise<FilePart> {
  const entries = gather(paths, baseDir)
  const tooLarge = (size: number, what = `come to ${size} bytes packed`) =>
    new FileError(paths.join(', '), `the attachments ${what}, over the service's limit of ${formatBytes(maxBytes)}`)
  // A lone file over the limit is packed like several (a scanner's report shrinks several-fold).
  if (entries.length === 1 && paths.length === 1 && entries[0].file === paths[0] && entries[0].size <= maxBytes)
    return { filename: path.basename(entries[0].file), content: readBoundedFile(entries[0].file, maxBytes) }
  const gathered = entries.reduce((sum, e) => sum + e.size, 0)
  if (gathered > MAX_GATHERED_BYTES)
    throw new FileError(
      paths.join(', '),
      `the attachments hold ${gathered} bytes in ${entries.length} files before packing, over the ${formatBytes(MAX_GATHERED_BYTES)} read for packing (the packed part may be at most ${formatBytes(maxBytes)})`
    )
  // zlib is loaded only when there is something to pack: most attestations attach nothing.
  const { createGzip } = await import('node:zlib')
  const gzip = createGzip({ level: 9 })
  const packed: Buffer[] = []
  let packedBytes = 0
  gzip.on('data', (chunk: Buffer) => {
    packedBytes += chunk.length
    if (packedBytes <= maxBytes) packed.push(chunk)
  })
  const failed = new Promise<never>((_resolve, reject) => gzip.on('error', reject))
  failed.catch(() => {})
  const write = async (chunk: Buffer) => {
    if (packedBytes > maxBytes) throw tooLarge(packedBytes, `pack to more than ${packedBytes} bytes`)
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), failed])
  }
  try {
    for (const entry of entries) {
      const { fd, size } = openRegularFile(entry.file)
      try {
        if (size !== entry.size) throw new FileError(entry.file, `${entry.file} changed size while the attachments were gathered`)
        if (Buffer.byteLength(entry.name) > 100) {
          const pax = paxRecord('path', entry.name)
          await write(Buffer.concat([header('PaxHeader', pax.length, 'x'), pax, pad(pax.length)]))
        }
        await write(header(entry.name, size, '0', entry.mtime))
        await readChunks(entry.file, fd, size, write)
        await write(pad(size))
      } finally {
        closeSync(fd)
      }
    }
    await write(Buffer.alloc(BLOCK * 2))
    gzip.end()
    await Promise.race([once(gzip, 'end'), failed])
  } finally {
    gzip.destroy()
  }
  if (packedBytes > maxBytes) throw tooLarge(packedBytes)
  return { filename: 'evidence.tgz', content: Buffer.concat(packed, packedBytes) }
}
