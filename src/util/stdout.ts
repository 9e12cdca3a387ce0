import { writeSync } from 'node:fs'

type Write = (fd: number, bytes: Uint8Array, offset: number, length: number) => number
type WriteCallback = (error?: Error | null) => void

interface Options {
  platform?: NodeJS.Platform
  /** fs.writeSync, or a test's stand-in. */
  write?: Write
  /** process, or a test's stand-in. */
  target?: object
}

/**
 * Has the step's log lines written straight to file descriptor 1. On the pipe a runner reads,
 * Node's own `process.stdout` is a socket: loading `net` and the streams and building it costs
 * about 3 ms, a tenth of a local step, before its first line (the toolkit's `::add-mask::`),
 * for writes that Node makes synchronous on Linux and macOS pipes anyway. Only `write` is
 * direct: whatever else is asked of `process.stdout` (listeners, `isTTY`, the console) makes
 * Node's stream then and is answered by it, and writes through either one stay in order. A
 * write the descriptor refuses (EAGAIN on a full non-blocking pipe, EPIPE, …) goes to Node's
 * stream instead, as does every later one, so it waits, or fails, as Node's stream does. Not on
 * Windows, where Node writes to pipes asynchronously and the two could cross.
 * Returns whether it is in place.
 */
export function writeStdoutDirectly({ platform = process.platform, write = writeSync, target = process }: Options = {}): boolean {
  if (platform === 'win32') return false
  const own = Object.getOwnPropertyDescriptor(target, 'stdout')
  // Node defines a lazy getter; anything else (already replaced, a plain value) is left alone.
  if (!own?.get || !own.configurable) return false
  const makeNodeStream = own.get.bind(target) as () => NodeJS.WriteStream
  let nodeStream: NodeJS.WriteStream | undefined
  const node = (): NodeJS.WriteStream => (nodeStream ??= makeNodeStream())
  let direct = true

  function writeDirect(chunk: string | Uint8Array, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean {
    if (typeof encoding === 'function') {
      callback = encoding
      encoding = undefined
    }
    if (!direct) return node().write(chunk, encoding ?? 'utf8', callback)
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : chunk
    let done = 0
    try {
      while (done < bytes.length) done += write(1, bytes, done, bytes.length - done)
    } catch {
      direct = false
      return node().write(bytes.subarray(done), callback)
    }
    if (callback) process.nextTick(callback)
    return true
  }

  const stdout = new Proxy(
    {},
    {
      get: (_, key) => {
        if (key === 'write') return writeDirect
        const stream = node()
        const value: unknown = Reflect.get(stream, key, stream)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(stream) : value
      },
      set: (_, key, value) => Reflect.set(node(), key, value),
      has: (_, key) => key in node(),
      ownKeys: () => Reflect.ownKeys(node()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(node(), key)
        return descriptor && { ...descriptor, configurable: true }
      },
      getPrototypeOf: () => Object.getPrototypeOf(node()) as object | null
    }
  )
  Object.defineProperty(target, 'stdout', { configurable: true, enumerable: own.enumerable, get: () => stdout })
  return true
}
