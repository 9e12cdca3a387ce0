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

type WasmMemory = new (descriptor: { initial: number; maximum?: number }) => { buffer: ArrayBuffer }
const WASM_PAGE = 1 << 16

/**
 * Read buffers start on a page. The kernel copies a cached file's page to the reader with
 * `rep movsb`, which on AMD EPYC (GitHub's hosted runners) runs at a quarter of its speed when
 * the buffer sits 1 to 31 bytes past the page offset of the bytes read: measured here, 256 MiB
 * read in 105 ms against 26 ms. A large Buffer comes from malloc's mmap, 16 bytes into a page,
 * so every 1 MiB read of a file hit that case (1 GiB: 0.6 s of copying instead of 0.1 s). A
 * WebAssembly memory is mapped by V8 on a page boundary; without WebAssembly (--jitless) the
 * buffer is an ordinary one, as before.
 */
function pageAligned(bytes: number): Buffer {
  const Memory = (globalThis as { WebAssembly?: { Memory: WasmMemory } }).WebAssembly?.Memory
  const pages = Math.ceil(bytes / WASM_PAGE)
  try {
    if (Memory) return Buffer.from(new Memory({ initial: pages, maximum: pages }).buffer, 0, bytes)
  } catch {
    // no room for one more WebAssembly memory: an ordinary buffer reads the same bytes
  }
  return Buffer.allocUnsafe(bytes)
}

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
    const chunk = (buffer ??= pageAligned(CHUNK_BYTES))
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

/** A digest fed one run of bytes at a time: the hex digest once it has all of them. */
type Sink = (bytes: Buffer) => string | undefined

function sinkFor(size: number): Sink {
  const steps = digest(size)
  steps.next()
  return (bytes) => {
    const step = steps.next(bytes)
    return step.done ? step.value : undefined
  }
}

/**
 * Where a run of reads stopped, the digest when it came to the end of the file, and the
 * shortest time one whole chunk took (read and hashed, in turn; from one chunk's hashing to
 * the next's, ahead). The shortest, not the sum: a thread of another process taking the core
 * for a while then lengthens some chunks, not the measure.
 */
type Reached = { at: number; digest?: string; fastest: number }

function readAt(fd: number, file: string, into: Buffer, position: number): number {
  try {
    return readSync(fd, into, 0, CHUNK_BYTES, position)
  } catch (err) {
    throw readError(file, err)
  }
}

/** Reads from `at` in turn with hashing, until `end` or the end of the file, timing each chunk. */
function readInTurn(fd: number, file: string, into: Buffer, at: number, end: number, sink: Sink): Reached {
  let fastest = Infinity
  for (;;) {
    const started = performance.now()
    const n = readAt(fd, file, into, at)
    at += n
    const digest = sink(into.subarray(0, n))
    if (n === CHUNK_BYTES) fastest = Math.min(fastest, performance.now() - started)
    if (digest !== undefined || at >= end) return { at, digest, fastest }
  }
}

/**
 * The rest of the file in turn, in runs of 32 chunks. One loop over a whole large file gets
 * compiled by V8's optimizing compiler while it runs (on-stack replacement), which brings 6 MiB
 * more of node's code into memory: peak resident memory 62 MiB instead of 56 (measured, 1 GiB).
 * Short runs stay below that, at the same speed.
 */
function readRestInTurn(fd: number, file: string, into: Buffer, at: number, sink: Sink): string {
  for (;;) {
    const reached = readInTurnBriefly(fd, file, into, at, sink)
    if (typeof reached === 'string') return reached
    at = reached
  }
}

/** Up to 32 chunks in turn: the digest at the end of the file, else where it stopped. */
function readInTurnBriefly(fd: number, file: string, into: Buffer, at: number, sink: Sink): string | number {
  for (let chunks = 0; chunks < 32; chunks++) {
    const n = readAt(fd, file, into, at)
    at += n
    const digest = sink(into.subarray(0, n))
    if (digest !== undefined) return digest
  }
  return at
}

/**
 * The same, each next chunk read by libuv's pool while this one is hashed: one callback per
 * chunk, no promise. It settles only when no read is left on the descriptor.
 */
function readAhead(fd: number, file: string, halves: Buffer[], at: number, end: number, sink: Sink): Promise<Reached> {
  return new Promise((resolve, reject) => {
    let current = 0
    let fastest = Infinity
    let previous: number | undefined
    const start = (position: number) =>
      readAsync(fd, halves[current], 0, CHUNK_BYTES, position, (err, n) => {
        if (err) return reject(readError(file, err))
        const now = performance.now()
        if (previous !== undefined && n === CHUNK_BYTES) fastest = Math.min(fastest, now - previous)
        previous = now
        const filled = halves[current]
        const reached = position + n
        current ^= 1
        const more = n > 0 && reached < end
        if (more) start(reached)
        const digest = sink(filled.subarray(0, n))
        if (!more) resolve({ at: reached, digest, fastest })
      })
    start(at)
  })
}

/** Bytes of a lone large file read each way before the faster way reads the rest. */
const TRIAL_BYTES = 8 * CHUNK_BYTES

/**
 * The same, for one large file when another core is free. Reading ahead (libuv's pool reads
 * the next chunk while this one is hashed) takes the copying of the bytes off the hashing
 * thread, but costs a round trip through the pool per chunk and brings each chunk from the
 * other core's cache. Which wins depends on the CPU, so the first 8 MiB are read in turn, the
 * next 8 MiB ahead, and the faster way reads the rest, each way timed by its shortest chunk.
 * Measured (Node 24, 1 GiB in the page cache, page-aligned buffers, shortest 1 MiB chunk in
 * each of several processes): on a 2-core AMD EPYC with the SHA extensions, in turn 0.80-0.92
 * ms, ahead 0.75-1.11 ms, neither always ahead; with them turned off (OPENSSL_ia32cap) 2.6-3.4
 * ms either way; on a 2-core Xeon with them, reading ahead was 25 % slower (issue 25). Trying
 * both costs at most 8 MiB read the slower way.
 */
export async function hashFileReadingAhead(file: string): Promise<string> {
  const { fd, size } = openFileToHash(file)
  try {
    const both = pageAligned(2 * CHUNK_BYTES)
    const halves = [both.subarray(0, CHUNK_BYTES), both.subarray(CHUNK_BYTES)]
    const sink = sinkFor(size)
    const inTurn = readInTurn(fd, file, halves[0], 0, TRIAL_BYTES, sink)
    if (inTurn.digest !== undefined) return inTurn.digest
    const ahead = await readAhead(fd, file, halves, inTurn.at, inTurn.at + TRIAL_BYTES, sink)
    if (ahead.digest !== undefined) return ahead.digest
    if (ahead.fastest >= inTurn.fastest) return readRestInTurn(fd, file, halves[0], ahead.at, sink)
    return (await readAhead(fd, file, halves, ahead.at, Infinity, sink)).digest!
  } finally {
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
