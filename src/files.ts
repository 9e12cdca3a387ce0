import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

const CHUNK_BYTES = 1 << 16

/** Why a file the action was given cannot be read, worded to follow "input `x`: ". */
export class FileProblem extends Error {
  constructor(
    readonly file: string,
    message: string
  ) {
    super(message)
    this.name = 'FileProblem'
  }
}

/** A size for messages: "1 MiB", "10 MB", "512 bytes". */
export function describeBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`
  if (bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`
  return `${bytes} bytes`
}

function openProblem(file: string, err: unknown): FileProblem {
  const code = (err as NodeJS.ErrnoException).code
  const why =
    code === 'ENOENT'
      ? 'does not exist'
      : code === 'EACCES'
        ? 'cannot be read (permission denied)'
        : code === 'EISDIR'
          ? 'is a directory, not a file'
          : `cannot be opened (${code})`
  return new FileProblem(file, `${file} ${why}`)
}

/**
 * Reads a whole file that must be a regular file of at most `maxBytes`. It is opened without
 * blocking (a FIFO would otherwise wait for a writer forever) and checked on the open
 * descriptor, so what is checked is what is read; the size is checked before reading, and
 * the read stops past the limit even if the file grows meanwhile.
 */
export function readBoundedFile(file: string, maxBytes: number): Buffer {
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (err) {
    throw openProblem(file, err)
  }
  try {
    const info = fstatSync(fd)
    if (info.isDirectory()) throw new FileProblem(file, `${file} is a directory, not a file`)
    if (!info.isFile()) throw new FileProblem(file, `${file} is not a regular file (a device, FIFO or socket can block or never end)`)
    if (info.size > maxBytes) throw new FileProblem(file, `${file} is ${info.size} bytes, over the limit of ${describeBytes(maxBytes)}`)
    const chunks: Buffer[] = []
    let length = 0
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - length))
      const bytesRead = readSync(fd, chunk, 0, chunk.length, length)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      length += bytesRead
      if (length > maxBytes) throw new FileProblem(file, `${file} grew past the limit of ${describeBytes(maxBytes)} while being read`)
    }
    return Buffer.concat(chunks, length)
  } catch (err) {
    if (err instanceof FileProblem) throw err
    throw new FileProblem(file, `${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`)
  } finally {
    closeSync(fd)
  }
}
