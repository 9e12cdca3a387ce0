import { createHash } from 'node:crypto'
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs'
import { ArtifactError } from './errors.js'
import { sha256Hex } from './sha256.js'

/**
 * The one SHA-256 file hasher: the main thread and every fingerprint thread use it, for a
 * single file and for each file of a directory.
 */

const BUFFER_BYTES = 1 << 20
/** One read buffer per thread, made on first use: nothing happens when this module loads. */
let buffer: Buffer | undefined

/**
 * Never blocks in open(): a FIFO without a writer opens at once instead of waiting for one,
 * and a terminal does not become the controlling one. Neither flag changes how a regular file
 * reads. (Windows has neither.)
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)

/** What a path is, for a message: "a FIFO", "a character device". */
export function kindOf(stats: Stats): string {
  if (stats.isFile()) return 'a regular file'
  if (stats.isDirectory()) return 'a directory'
  if (stats.isFIFO()) return 'a FIFO'
  if (stats.isSocket()) return 'a socket'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isSymbolicLink()) return 'a symbolic link'
  return 'of an unknown kind'
}

export const READABLE = 'regular files, directories and symlinks to them, all readable'

export function notRegularFile(file: string, what: string): ArtifactError {
  return new ArtifactError(`${file} is not a regular file: it is ${what}`, READABLE)
}

/** An error of opening or reading `file`, as the user should read it. */
export function readError(file: string, err: unknown): ArtifactError {
  const code = (err as NodeJS.ErrnoException).code
  if (code === 'EACCES' || code === 'EPERM') return new ArtifactError(`cannot read ${file}: permission denied (${code})`, READABLE, { cause: err })
  if (code === 'ENXIO') {
    // open() refuses a socket, and a device with nothing behind it, with ENXIO.
    let what = 'a socket or a device'
    try {
      what = kindOf(statSync(file))
    } catch {
      // gone meanwhile; the guess stands
    }
    return notRegularFile(file, what)
  }
  if (code === 'ENOENT') return new ArtifactError(`cannot read ${file}: it no longer exists (ENOENT)`, READABLE, { cause: err })
  return new ArtifactError(`cannot read ${file} (${code ?? String(err)})`, READABLE, { cause: err })
}

/**
 * Opens a path for reading as what it is, without blocking whatever it is, and reports what
 * the descriptor itself is (fstat: no race with a separate stat before the open).
 */
export function openForReading(file: string): { fd: number; stats: Stats } {
  let fd: number
  try {
    fd = openSync(file, OPEN_FLAGS)
  } catch (err) {
    throw readError(file, err)
  }
  try {
    return { fd, stats: fstatSync(fd) }
  } catch (err) {
    closeSync(fd)
    throw readError(file, err)
  }
}

/** Opens a regular file (or a link to one); anything else is an error naming the path. */
function openRegularFile(file: string): { fd: number; size: number } {
  const { fd, stats } = openForReading(file)
  if (!stats.isFile()) {
    closeSync(fd)
    throw notRegularFile(file, kindOf(stats))
  }
  return { fd, size: stats.size }
}

function read(fd: number, file: string, into: Buffer, length = into.length): number {
  try {
    return readSync(fd, into, 0, length, null)
  } catch (err) {
    throw readError(file, err)
  }
}

/**
 * SHA-256 of a regular file's bytes, lowercase hex, read to its end through one reusable
 * buffer. A file that comes back whole in one read (its size, and less than the buffer) needs
 * neither a hash object nor a final empty read; one whose size says otherwise (a growing file,
 * /proc) is read until the end, as the reference client reads it.
 */
export function hashFile(file: string): string {
  const { fd, size } = openRegularFile(file)
  try {
    const chunk = (buffer ??= Buffer.allocUnsafe(BUFFER_BYTES))
    let n = read(fd, file, chunk)
    if (n === size && n < BUFFER_BYTES) return sha256Hex(chunk.subarray(0, n))
    const hash = createHash('sha256')
    while (n > 0) {
      hash.update(chunk.subarray(0, n))
      n = read(fd, file, chunk)
    }
    return hash.digest('hex')
  } finally {
    closeSync(fd)
  }
}

/**
 * A small regular file's bytes, refused past `maxBytes`, or `undefined` when there is no such
 * file or it is a directory. Anything else (a FIFO, a device) is an error naming the path.
 */
export function readSmallFile(file: string, maxBytes: number): Buffer | undefined {
  let opened
  try {
    opened = openForReading(file)
  } catch (err) {
    const code = ((err as ArtifactError).cause as NodeJS.ErrnoException | undefined)?.code
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
    throw err
  }
  const { fd, stats } = opened
  try {
    if (stats.isDirectory()) return undefined
    if (!stats.isFile()) throw notRegularFile(file, kindOf(stats))
    const tooLarge = () => new ArtifactError(`${file} is larger than ${maxBytes} bytes`, `at most ${maxBytes} bytes of patterns`)
    if (stats.size > maxBytes) throw tooLarge()
    // Read to the end, as far as one byte past the bound: a file that grew since fstat is
    // refused rather than read without limit.
    let bytes = Buffer.allocUnsafe(stats.size + 1)
    let total = 0
    for (let n; (n = read(fd, file, bytes.subarray(total))) > 0; ) {
      total += n
      if (total > maxBytes) throw tooLarge()
      if (total === bytes.length) bytes = Buffer.concat([bytes, Buffer.allocUnsafe(Math.min(bytes.length, maxBytes + 1 - total))])
    }
    return bytes.subarray(0, total)
  } finally {
    closeSync(fd)
  }
}
