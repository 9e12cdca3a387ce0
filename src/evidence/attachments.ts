import { lstatSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describeBytes, FileProblem, readBoundedFile } from '../files.js'
import type { FilePart } from '../service/endpoint.js'

/** Files gathered before packing: far above any archive the service takes, so a typo is caught early. */
const MAX_GATHERED_BYTES = 512 * 1024 * 1024
const MAX_ENTRIES = 10_000
const BLOCK = 512

interface Entry {
  /** The name inside the archive. */
  name: string
  file: string
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

/** Every regular file under the given paths, folders walked in name order; links followed to files only. */
function gather(paths: string[], baseDir: string): Entry[] {
  const nameOf = namer(paths, baseDir)
  const entries: Entry[] = []
  const add = (entry: Entry) => {
    if (entries.length >= MAX_ENTRIES) throw new FileProblem(entry.file, `attachments hold more than ${MAX_ENTRIES} files`)
    entries.push(entry)
  }
  const visit = (given: string, full: string, below: string) => {
    let info
    try {
      info = statSync(full)
    } catch (err) {
      const broken = (err as NodeJS.ErrnoException).code === 'ENOENT' && lstatSync(full, { throwIfNoEntry: false })?.isSymbolicLink()
      throw new FileProblem(
        full,
        broken
          ? `${full} is a broken symlink`
          : `${full} ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(err as NodeJS.ErrnoException).code})`}`
      )
    }
    if (info.isDirectory()) {
      let names: string[]
      try {
        names = readdirSync(full).sort()
      } catch (err) {
        throw new FileProblem(full, `${full} cannot be listed (${(err as NodeJS.ErrnoException).code})`)
      }
      for (const child of names) visit(given, path.join(full, child), below === '' ? child : `${below}/${child}`)
    } else if (info.isFile()) add({ name: nameOf(given, below), file: full, mtime: Math.floor(info.mtimeMs / 1000) })
    else throw new FileProblem(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`)
  }
  for (const p of paths) visit(p, p, '')
  return entries
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

/** A ustar header; names longer than ustar holds go in a PAX header before it. */
function header(name: string, size: number, type: '0' | 'x', mtime = 0): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name.slice(0, 100), 0, 'utf8')
  block.write(octal(0o644, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  block.write(octal(mtime, 12), 136)
  block.write('        ', 148)
  block.write(type, 156)
  block.write('ustar\0' + '00', 257, 'latin1')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148)
  return block
}

function pad(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body)
  return Buffer.from(`${length}${body}`)
}

/**
 * The attachments as the one `attachment_file` part, as the reference client sends them: a
 * lone file as itself; anything more as `evidence.tgz`, a gzip'd tar of every regular file.
 * Files are checked as they are read (regular files only, each and all bounded), and the part
 * is refused before anything is sent when it is past the service's limit.
 */
export function packAttachments(paths: string[], maxBytes: number, baseDir: string): FilePart {
  const entries = gather(paths, baseDir)
  const tooLarge = (size: number) =>
    new FileProblem(
      paths.join(', '),
      `the attachments come to ${size} bytes${entries.length > 1 ? ' packed' : ''}, over the service's limit of ${describeBytes(maxBytes)}`
    )
  if (entries.length === 1 && paths.length === 1 && entries[0].file === paths[0]) {
    const content = readBoundedFile(entries[0].file, MAX_GATHERED_BYTES)
    if (content.length > maxBytes) throw tooLarge(content.length)
    return { filename: path.basename(entries[0].file), content }
  }
  const chunks: Buffer[] = []
  let gathered = 0
  for (const entry of entries) {
    const content = readBoundedFile(entry.file, MAX_GATHERED_BYTES - gathered)
    gathered += content.length
    if (Buffer.byteLength(entry.name) > 100) {
      const pax = paxRecord('path', entry.name)
      chunks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length))
    }
    chunks.push(header(entry.name, content.length, '0', entry.mtime), content, pad(content.length))
  }
  chunks.push(Buffer.alloc(BLOCK * 2))
  const content = gzipSync(Buffer.concat(chunks), { level: 9 })
  if (content.length > maxBytes) throw tooLarge(content.length)
  return { filename: 'evidence.tgz', content }
}
