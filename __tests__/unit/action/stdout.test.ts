// The step's log written straight to fd 1 (src/util/stdout.ts): every byte, in order, and Node's
// own stream made only when something other than a write asks for it, or when fd 1 refuses one.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { ROOT } from '../../helpers/run-action.js'
import { writeStdoutDirectly } from '../../../src/util/stdout.js'

/** A stand-in for process: Node's lazy getter of stdout, counting the streams it makes. */
function stage(refuse?: (call: number) => string | undefined, perCall = Infinity) {
  const written: Buffer[] = []
  const viaNode: string[] = []
  let made = 0
  let calls = 0
  interface FakeStream {
    isTTY: boolean
    listeners: Map<string, number>
    write(chunk: string | Uint8Array, ...rest: unknown[]): boolean
    on(this: FakeStream, event: string): FakeStream
  }
  const nodeStream: FakeStream = {
    isTTY: false,
    listeners: new Map<string, number>(),
    write(chunk: string | Uint8Array, ...rest: unknown[]) {
      viaNode.push(Buffer.from(chunk).toString())
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined
      callback?.()
      return true
    },
    on(event) {
      this.listeners.set(event, (this.listeners.get(event) ?? 0) + 1)
      return this
    }
  }
  const target = {}
  Object.defineProperty(target, 'stdout', {
    configurable: true,
    enumerable: true,
    get: () => {
      made++
      return nodeStream
    }
  })
  const write = (fd: number, bytes: Uint8Array, offset: number, length: number) => {
    expect(fd).toBe(1)
    const code = refuse?.(++calls)
    if (code) throw Object.assign(new Error(code), { code })
    const n = Math.min(length, perCall)
    written.push(Buffer.from(bytes.subarray(offset, offset + n)))
    return n
  }
  const stdout = () => (target as { stdout: NodeJS.WriteStream }).stdout
  return { target, write, stdout, written: () => Buffer.concat(written).toString(), viaNode, made: () => made, nodeStream }
}

describe('writeStdoutDirectly', () => {
  it('writes strings and bytes to fd 1 whole and in order, without making Node’s stream', async () => {
    const s = stage(undefined, 3)
    expect(writeStdoutDirectly({ platform: 'linux', write: s.write, target: s.target })).toBe(true)
    let called = 0
    expect(s.stdout().write('::add-mask::secret\n')).toBe(true)
    s.stdout().write(Buffer.from('bytes ünïcode\n'))
    s.stdout().write('686f6c610a', 'hex', () => called++)
    s.stdout().write('last\n', () => called++)
    expect(called).toBe(0)
    await new Promise((resolve) => process.nextTick(resolve))
    expect(called).toBe(2)
    expect(s.written()).toBe('::add-mask::secret\nbytes ünïcode\nhola\nlast\n')
    expect(s.made()).toBe(0)
  })

  it('answers anything else from Node’s stream, made once, which then takes every write', () => {
    const s = stage()
    writeStdoutDirectly({ platform: 'linux', write: s.write, target: s.target })
    s.stdout().write('direct\n')
    expect(s.stdout().isTTY).toBe(false)
    // Bound to Node's stream; what returns the stream returns process.stdout, as it would.
    expect(s.stdout().on('error', () => undefined)).toBe(s.stdout())
    expect(s.nodeStream.listeners.get('error')).toBe(1)
    expect(s.stdout()).toBe(s.stdout())
    expect(s.made()).toBe(1)
    s.stdout().write('via Node’s stream\n')
    expect([s.written(), s.viaNode]).toEqual(['direct\n', ['via Node’s stream\n']])
  })

  // As main.test.ts captures the log, and as jest.spyOn(process.stdout, 'write') does.
  it('takes a write set in its place, and the direct one back when it is deleted', () => {
    const s = stage()
    writeStdoutDirectly({ platform: 'linux', write: s.write, target: s.target })
    const captured: unknown[] = []
    const stdout = s.stdout() as unknown as { write: (chunk: unknown) => boolean }
    stdout.write = (chunk) => captured.push(chunk) > 0
    s.stdout().write('captured\n')
    Object.defineProperty(stdout, 'write', { value: (chunk: unknown) => captured.push(`defined ${String(chunk)}`) > 0, configurable: true })
    s.stdout().write('too\n')
    // A getter defined in its place is asked at each write, as a property's getter is.
    let asked = 0
    Object.defineProperty(stdout, 'write', {
      get: () => {
        asked++
        return (chunk: unknown) => captured.push(`got ${String(chunk)}`) > 0
      },
      configurable: true
    })
    s.stdout().write('a\n')
    s.stdout().write('b\n')
    expect(asked).toBe(2)
    expect(captured).toEqual(['captured\n', 'defined too\n', 'got a\n', 'got b\n'])
    delete (stdout as { write?: unknown }).write
    s.stdout().write('direct again\n')
    expect(s.written()).toBe('direct again\n')
  })

  it('leaves what is neither text nor bytes to Node’s stream, and throws what is not a refusal of fd 1', () => {
    const s = stage()
    writeStdoutDirectly({ platform: 'linux', write: s.write, target: s.target })
    s.stdout().write(new Uint8Array([0x6f, 0x6b, 0x0a]))
    expect(() => s.stdout().write(42 as unknown as string)).toThrow()
    expect(s.written()).toBe('ok\n')
    const broken = stage(() => undefined)
    const write = () => {
      throw new TypeError('a bug, not an errno')
    }
    writeStdoutDirectly({ platform: 'linux', write, target: broken.target })
    expect(() => broken.stdout().write('x')).toThrow('a bug, not an errno')
    expect(broken.made()).toBe(0)
  })

  it.each(['EAGAIN', 'EPIPE'])('after fd 1 refuses a write (%s), the rest and every later write go through Node’s stream', (code) => {
    const s = stage((call) => (call === 2 ? code : undefined), 4)
    writeStdoutDirectly({ platform: 'linux', write: s.write, target: s.target })
    let called = 0
    s.stdout().write('abcdefgh', () => called++)
    expect([s.written(), s.viaNode]).toEqual(['abcd', ['efgh']])
    expect(called).toBe(1)
    s.stdout().write('later\n')
    expect(s.viaNode).toEqual(['efgh', 'later\n'])
    expect(s.written()).toBe('abcd')
  })

  it('leaves stdout alone on Windows, and where it is no longer Node’s lazy getter', () => {
    const s = stage()
    expect(writeStdoutDirectly({ platform: 'win32', write: s.write, target: s.target })).toBe(false)
    expect(s.stdout()).toBe(s.nodeStream)
    const plain = { stdout: s.nodeStream }
    expect(writeStdoutDirectly({ platform: 'linux', write: s.write, target: plain })).toBe(false)
    expect(plain.stdout).toBe(s.nodeStream)
    const twice = stage()
    expect(writeStdoutDirectly({ platform: 'linux', write: twice.write, target: twice.target })).toBe(true)
    const first = twice.stdout()
    expect(writeStdoutDirectly({ platform: 'linux', write: twice.write, target: twice.target })).toBe(false)
    expect(twice.stdout()).toBe(first)
  })

  // The real thing, on a pipe as the runner gives it: no socket until the console asks for
  // Node's stream, and the lines of both in the order they were written.
  it('on a real pipe: net unloaded until the console, and every line in order', () => {
    const script = `
      import { writeStdoutDirectly } from './src/util/stdout.ts'
      const before = process.moduleLoadList.includes('NativeModule net')
      writeStdoutDirectly()
      process.stdout.write('one\\n')
      const afterWrite = process.moduleLoadList.includes('NativeModule net')
      console.log('two')
      process.stdout.write('three\\n')
      console.log('four')
      process.stdout.write(JSON.stringify({ before, afterWrite, net: process.moduleLoadList.includes('NativeModule net') }) + '\\n')`
    const result = spawnSync(
      process.execPath,
      ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', '--import', './scripts/ts-loader.mjs', '--input-type=module', '-e', script],
      { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH } }
    )
    expect(result.stderr).toBe('')
    const lines = result.stdout.trim().split('\n')
    expect(lines.slice(0, 4)).toEqual(['one', 'two', 'three', 'four'])
    expect(JSON.parse(lines[4])).toEqual({ before: false, afterWrite: false, net: true })
  })
})
