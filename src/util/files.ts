import { formatBytes } from './text.js'
import { closeSync, constants, fstatSync, openSync, readlinkSync, readSync, realpathSync, statfsSync } from 'node:fs'
import { LibraryError } from './errors.js'

const CHUNK_BYTES = 1 << 16

/** Why a file the action was given cannot be read, worded to follow "input `x`: ". */
export class FileError extends LibraryError {
  constructor(
    readonly file: string,
    message: string
  ) {
    super('invalid_input', message)
    this.name = 'FileError'
  }
}

function openProblem(file: string, err: unknown): FileError {
  const code = (err as NodeJS.ErrnoException).code
  const why =
    code === 'ENOENT'
      ? 'does not exist'
      : code === 'EACCES'
        ? 'cannot be read (permission denied)'
        : code === 'EISDIR'
          ? 'is a directory, not a file'
          : `cannot be opened (${code})`
  return new FileError(file, `${file} ${why}`)
}

/**
 * The kernel's pseudo-filesystems: their files report a size of 0 (or a page) yet yield data,
 * often secret (`/proc/self/environ` holds the step's environment, the API key included), so a
 * size limit says nothing about them and they are never evidence.
 */
const PSEUDO_FILESYSTEMS = new Map<number, string>([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x64626720, 'debugfs'],
  [0x73636673, 'securityfs'],
  [0x74726163, 'tracefs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x62656570, 'configfs'],
  [0xde5e81e4, 'efivarfs'],
  [0xcafe4a11, 'bpf'],
  [0x6e736673, 'nsfs'],
  [0x50495045, 'pipefs'],
  [0x534f434b, 'sockfs'],
  [0x1cd1, 'devpts']
])
const PSEUDO_ROOTS = ['/proc', '/sys']

/** Where a path really leads, links resolved; the path itself when that cannot be known. */
export function realPathOf(file: string, fd?: number): string {
  try {
    // What an open descriptor reads is what the kernel says it is, whatever the path did since.
    if (fd !== undefined && process.platform === 'linux') return readlinkSync(`/proc/self/fd/${fd}`)
  } catch {
    // No /proc: resolve the path instead.
  }
  try {
    return realpathSync(file)
  } catch {
    return file
  }
}

const under = (real: string, root: string) => real === root || real.startsWith(`${root}/`)

/**
 * Why a file must not be read as evidence or input, or undefined when it may: a file of the
 * kernel's pseudo-filesystems (`/proc`, `/sys` and the like), judged by where it really is and
 * by the filesystem that holds it.
 */
export function pseudoFileProblem(file: string, fd?: number): string | undefined {
  const real = realPathOf(file, fd)
  let type: string | undefined = PSEUDO_ROOTS.find((root) => under(real, root))
  if (type === undefined) {
    try {
      type = PSEUDO_FILESYSTEMS.get(statfsSync(real).type)
    } catch {
      // A path statfs cannot see is judged by its place alone.
    }
  }
  if (type === undefined) return undefined
  const via = real === file ? '' : ` (it leads to ${real})`
  return `${file} is a file of the kernel's pseudo-filesystem ${type}${via}, which is never read: its size says nothing of what it holds, and it can hold secrets such as the environment`
}

/** A regular file opened for reading, checked on its descriptor: what is checked is what is read. */
export interface OpenFile {
  fd: number
  size: number
  mtimeMs: number
}

/**
 * Opens a file that must be a regular file outside the kernel's pseudo-filesystems. It is
 * opened without blocking (a FIFO would otherwise wait for a writer forever) and checked on
 * the open descriptor; the caller closes it.
 */
export function openRegularFile(file: string): OpenFile {
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (err) {
    throw openProblem(file, err)
  }
  try {
    const info = fstatSync(fd)
    if (info.isDirectory()) throw new FileError(file, `${file} is a directory, not a file`)
    if (!info.isFile()) throw new FileError(file, `${file} is not a regular file (a device, FIFO or socket can block or never end)`)
    const pseudo = pseudoFileProblem(file, fd)
    if (pseudo !== undefined) throw new FileError(file, pseudo)
    return { fd, size: info.size, mtimeMs: info.mtimeMs }
  } catch (err) {
    closeSync(fd)
    throw err
  }
}

function readProblem(file: string, err: unknown): FileError {
  if (err instanceof FileError) return err
  return new FileError(file, `${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`)
}

/**
 * Reads a whole file that must be a regular file of at most `maxBytes` (see `openRegularFile`);
 * the size is checked before reading, and the read stops past the limit even if the file grows
 * meanwhile.
 */
export function readBoundedFile(file: string, maxBytes: number): Buffer {
  const { fd, size } = openRegularFile(file)
  try {
    if (size > maxBytes) throw new FileError(file, `${file} is ${size} bytes, over the limit of ${formatBytes(maxBytes)}`)
    const chunks: Buffer[] = []
    let length = 0
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - length))
      const bytesRead = readSync(fd, chunk, 0, chunk.length, length)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      length += bytesRead
      if (length > maxBytes) throw new FileError(file, `${file} grew past the limit of ${formatBytes(maxBytes)} while being read`)
    }
    return Buffer.concat(chunks, length)
  } catch (err) {
    throw readProblem(file, err)
  } finally {
    closeSync(fd)
  }
}

/**
 * Reads exactly `size` bytes of an open file in chunks, handing each over as it is read, so a
 * large file never sits in memory whole; a file that shrank meanwhile is a problem.
 */
export async function readChunks(file: string, fd: number, size: number, each: (chunk: Buffer) => Promise<void>): Promise<void> {
  let position = 0
  try {
    while (position < size) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position))
      const bytesRead = readSync(fd, chunk, 0, chunk.length, position)
      if (bytesRead === 0) throw new FileError(file, `${file} shrank while being read`)
      position += bytesRead
      await each(chunk.subarray(0, bytesRead))
    }
  } catch (err) {
    throw readProblem(file, err)
  }
}
