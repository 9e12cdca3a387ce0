import { createHash } from 'node:crypto'
import { closeSync, constants, fstatSync, openSync, read as readAsync, readSync, statSync, type Stats } from 'node:fs'
import { ArtifactError } from './errors.js'
import { sha256Hex } from './sha256.js'

/**
 * The one SHA-256 file hasher: the main thread and every fingerprint thread use it, for a
 * single file and for each file of a directory. Every path is opened as what it is (O_NONBLOCK,
 * then fstat on the descriptor): a FIFO, socket or device is an error naming it, never a read
 * that does not end.
 */

const CHUNK_BYTES = 1 << 20
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
function openFileToHash(file: string): { fd: number; size: number } {
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
 * The hashing of one file, apart from how its bytes are read: it is sent each run of bytes
 * read, in order (an empty one at the end of the file), and returns the digest. A file that
 * comes whole in the first read (its size, and less than a chunk) needs neither a hash object
 * nor the read that finds the end; one whose size says otherwise (a growing file, /proc) is
 * read to its end, as the reference client reads it.
 */
function* digest(size: number): Generator<void, string, Buffer> {
  let bytes = yield
  if (bytes.length === size && bytes.length < CHUNK_BYTES) return sha256Hex(bytes)
  const hash = createHash('sha256')
  while (bytes.length > 0) {
    hash.update(bytes)
    bytes = yield
  }
  return hash.digest('hex')
}

/**
 * SHA-256 of a regular file's bytes, lowercase hex, read through one buffer per thread: what
 * every fingerprint thread uses for every file.
 */
export function hashFile(file: string): string {
  const { fd, size } = openFileToHash(file)
  try {
    const chunk = (buffer ??= Buffer.allocUnsafe(CHUNK_BYTES))
    const steps = digest(size)
    steps.next()
    for (;;) {
      const step = steps.next(chunk.subarray(0, read(fd, file, chunk)))
      if (step.done) return step.value
    }
  } finally {
    closeSync(fd)
  }
}

/**
 * The same, for one large file when another core is free: the next chunk is read (by libuv's
 * threads) while this one is hashed, so the copying of the bytes costs no time. SHA-256 of one
 * stream cannot be split between threads, but its reading can be taken off the one hashing.
 */
export async function hashFileReadingAhead(file: string): Promise<string> {
  const { fd, size } = openFileToHash(file)
  const chunks = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)]
  let position = 0
  let pending: Promise<number> | undefined
  const readNext = (into: Buffer) =>
    new Promise<number>((resolve, reject) => readAsync(fd, into, 0, CHUNK_BYTES, position, (err, n) => (err ? reject(readError(file, err)) : resolve(n))))
  try {
    const steps = digest(size)
    steps.next()
    let current = 0
    let next = (pending = readNext(chunks[current]))
    for (;;) {
      const n = await next
      pending = undefined
      const filled = chunks[current]
      position += n
      current ^= 1
      if (n > 0) next = pending = readNext(chunks[current])
      const step = steps.next(filled.subarray(0, n))
      if (step.done) return step.value
    }
  } finally {
    // The descriptor stays open until no read is left on it.
    await pending?.catch(() => {})
    closeSync(fd)
  }
}

/**
 * A small regular file's bytes, refused past `maxBytes`, or `undefined` when there is no such
 * file or it is a directory. Anything else (a FIFO, a device) is an error naming the path.
 */
export function readSmallFile(file: string, maxBytes: number): Buffer | undefined {
  // What the path is, first: a device is not even opened (opening some has effects). The
  // descriptor is checked again below, as the path may change in between.
  let found
  try {
    found = statSync(file)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
    throw readError(file, err)
  }
  if (found.isDirectory()) return undefined
  if (!found.isFile()) throw notRegularFile(file, kindOf(found))
  const { fd, stats } = openForReading(file)
  try {
    if (stats.isDirectory()) return undefined
    if (!stats.isFile()) throw notRegularFile(file, kindOf(stats))
    const tooLarge = () => new ArtifactError(`${file} is larger than ${maxBytes} bytes`, `at most ${maxBytes} bytes of patterns`)
    if (stats.size > maxBytes) throw tooLarge()
    // Read to the end, as far as one byte past the bound: a file that grew since fstat is
    // refused rather than read without limit.
    let bytes = Buffer.allocUnsafe(stats.size + 1)
    let total = 0
    for (let n; (n = read(fd, file, bytes.subarray(total))) > 0;) {
      total += n
      if (total > maxBytes) throw tooLarge()
      if (total === bytes.length) bytes = Buffer.concat([bytes, Buffer.allocUnsafe(Math.min(bytes.length, maxBytes + 1 - total))])
    }
    return bytes.subarray(0, total)
  } finally {
    closeSync(fd)
  }
}
