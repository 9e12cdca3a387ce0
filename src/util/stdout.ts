import { writeSync } from 'node:fs'

type Write = (fd: number, bytes: Uint8Array, offset: number, length: number) => number
type WriteCallback = (error?: Error | null) => void
type WriteMethod = (chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) => boolean

interface Options {
  platform?: NodeJS.Platform
  /** fs.writeSync, or a test's stand-in. */
  write?: Write
  /** process, or a test's stand-in. */
  target?: object
}

/** Marks the stand-in, so a second call leaves it be. */
const DIRECT = Symbol('stdout written directly')

/**
 * Has the step's log lines written straight to file descriptor 1. On the pipe a runner reads,
 * Node's own `process.stdout` is a socket: loading `net` and the streams and building it costs
 * about 3 ms, a tenth of a local step, before its first line (the toolkit's `::add-mask::`).
 *
 * Only while nothing but `write` is asked of `process.stdout`: the first other question
 * (a listener, `isTTY`, the console, a worker thread's output) makes Node's stream, and from
 * then on every write goes through it, so the two never interleave. A write fd 1 refuses
 * (EAGAIN on a full non-blocking pipe, EPIPE, …) goes to Node's stream too, with every later
 * one, to wait or fail as Node's stream does. A direct write waits for room in the pipe where
 * Node's stream would queue it: a step's log is a few KiB, far under a pipe's 64 KiB, and the
 * runner reads it as it comes. Linux and macOS only, the runners this is tested on.
 * Returns whether it is in place.
 */
export function writeStdoutDirectly({ platform = process.platform, write = writeSync, target = process }: Options = {}): boolean {
  if (platform === 'win32') return false
  const own = Object.getOwnPropertyDescriptor(target, 'stdout')
  // Node defines a lazy getter; anything else (a plain value, this stand-in) is left alone.
  if (!own?.get || !own.configurable || (own.get as { [DIRECT]?: true })[DIRECT]) return false
  const makeNodeStream = own.get.bind(target) as () => NodeJS.WriteStream
  let nodeStream: NodeJS.WriteStream | undefined
  let direct = true
  const node = (): NodeJS.WriteStream => {
    direct = false
    return (nodeStream ??= makeNodeStream())
  }
  /** A `write` set or defined by someone else (a test's spy, a capture), which then takes every write. */
  let replaced: PropertyDescriptor | undefined

  function writeDirect(chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk
    // Anything but text and bytes is Node's stream's to refuse, as it would.
    if (!direct || !(bytes instanceof Uint8Array)) {
      const stream = node()
      return (stream.write as WriteMethod).call(stream, chunk, encoding, callback)
    }
    const done = typeof encoding === 'function' ? encoding : callback
    let written = 0
    try {
      while (written < bytes.length) written += write(1, bytes, written, bytes.length - written)
    } catch (error) {
      if (typeof (error as NodeJS.ErrnoException).code !== 'string') throw error
      return node().write(bytes.subarray(written), done)
    }
    if (done) process.nextTick(done)
    return true
  }

  const stdout: NodeJS.WriteStream = new Proxy({} as NodeJS.WriteStream, {
    get: (_, key) => {
      if (key === 'write') return replaced ? ((replaced.get ? replaced.get.call(stdout) : replaced.value) as unknown) : writeDirect
      const stream = node()
      const value: unknown = Reflect.get(stream, key, stream)
      if (typeof value !== 'function') return value
      // Bound to Node's stream; one that returns it (`on`, `once`, …) returns this stand-in.
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(stream, args)
        return result === stream ? stdout : result
      }
    },
    set: (_, key, value: unknown) => {
      if (key !== 'write') return Reflect.set(node(), key, value)
      replaced = { value }
      return true
    },
    defineProperty: (_, key, descriptor) => {
      if (key !== 'write') return Reflect.defineProperty(node(), key, descriptor)
      replaced = descriptor
      return true
    },
    deleteProperty: (_, key) => {
      if (key !== 'write') return Reflect.deleteProperty(node(), key)
      replaced = undefined
      return true
    },
    has: (_, key) => key in node(),
    ownKeys: () => Reflect.ownKeys(node()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(node(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Object.getPrototypeOf(node()) as object | null
  })
  const get = Object.assign(() => stdout, { [DIRECT]: true as const })
  Object.defineProperty(target, 'stdout', { configurable: true, enumerable: own.enumerable, get })
  return true
}
