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
  /** The name inside the archive: the attachment's base name, then its path below it. */
  name: string
  file?: string
}

/** Every file and folder under the given paths, folders walked in name order; links followed to files only. */
function gather(paths: string[]): Entry[] {
  const entries: Entry[] = []
  const add = (entry: Entry) => {
    if (entries.length >= MAX_ENTRIES) throw new FileProblem(entry.file ?? entry.name, `attachments hold more than ${MAX_ENTRIES} files and folders`)
    entries.push(entry)
  }
  const visit = (full: string, name: string) => {
    let info
    try {
      info = statSync(full)
    } catch (err) {
      const broken = (err as NodeJS.ErrnoException).code === 'ENOENT' && lstatSync(full, { throwIfNoEntry: false })?.isSymbolicLink()
      throw new FileProblem(full, broken ? `${full} is a broken symlink` : `${full} ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(err as NodeJS.ErrnoException).code})`}`)
    }
    if (info.isDirectory()) {
      add({ name: `${name}/` })
      let names: string[]
      try {
        names = readdirSync(full).sort()
      } catch (err) {
        throw new FileProblem(full, `${full} cannot be listed (${(err as NodeJS.ErrnoException).code})`)
      }
      for (const child of names) visit(path.join(full, child), `${name}/${child}`)
    } else if (info.isFile()) add({ name, file: full })
    else throw new FileProblem(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`)
  }
  for (const p of paths) visit(p, path.basename(p))
  return entries
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

/** A ustar header; names longer than ustar holds go in a PAX header before it. */
function header(name: string, size: number, type: '0' | '5' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name.slice(0, 100), 0, 'utf8')
  block.write(octal(type === '5' ? 0o755 : 0o644, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  // A fixed time keeps the archive's bytes, and so its fingerprint, the same for the same files.
  block.write(octal(0, 12), 136)
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
 * The attachments as the one `attachment_file` part: a gzip-compressed tar of every file and
 * folder given, checked as they are read (regular files only, each and all bounded) and
 * refused before anything is sent when the archive is past the service's limit.
 */
export function packAttachments(paths: string[], maxBytes: number, filename = 'attachments.tar.gz'): FilePart {
  const chunks: Buffer[] = []
  let gathered = 0
  for (const entry of gather(paths)) {
    const content = entry.file ? readBoundedFile(entry.file, MAX_GATHERED_BYTES - gathered) : undefined
    gathered += content?.length ?? 0
    if (Buffer.byteLength(entry.name) > 100) {
      const pax = paxRecord('path', entry.name)
      chunks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length))
    }
    chunks.push(header(entry.name, content?.length ?? 0, entry.file ? '0' : '5'))
    if (content) chunks.push(content, pad(content.length))
  }
  chunks.push(Buffer.alloc(BLOCK * 2))
  const content = gzipSync(Buffer.concat(chunks), { level: 9 })
  if (content.length > maxBytes) {
    throw new FileProblem(paths.join(', '), `the attachments pack to ${content.length} bytes, over the service's limit of ${describeBytes(maxBytes)}`)
  }
  return { filename, contentType: 'application/gzip', content }
}
