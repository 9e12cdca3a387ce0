// How the bundle loads its chunks (src/vendor/chunk-code-cache.cjs, inlined by
// scripts/ncc-commonjs.mjs): with V8's code for them saved under RUNNER_TEMP (the top level by a
// job's first step, everything a step called by its second), taken by the next steps, and never
// another file's nor damaged.
import { describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { ROOT } from '../../helpers/run-action.js'

type Loader = (name: string) => Record<string, unknown>
type Factory = (bundleRequire: NodeJS.Require, dir: string, io?: { env?: NodeJS.ProcessEnv; vm?: typeof vm; onExit?: (save: () => void) => void }) => Loader
const chunkCodeCache = createRequire(import.meta.url)(path.join(ROOT, 'src', 'vendor', 'chunk-code-cache.cjs')) as Factory
const FOLDER = 'evidence-action-compile-cache'

/** A chunk as ncc writes one, with a function that compiles to much code only once it is called. */
const chunk = (value: string) => `exports.id = 7;
exports.value = ${JSON.stringify(value)};
exports.where = () => [__filename, __dirname, typeof require, module.exports === exports, require('node:path') === require('path')];
exports.big = function big(n) {
  let total = 0
${Array.from({ length: 300 }, (_, i) => `  total += (n * ${i}) % ${i + 7}`).join('\n')}
  return total
}
`

/** A bundle folder with chunk 7 in it, and a RUNNER_TEMP. */
function setUp(value = 'first') {
  const root = mkdtempSync(path.join(os.tmpdir(), 'chunk-code-'))
  const dir = path.join(root, 'dist')
  const temp = path.join(root, 'runner-temp')
  mkdirSync(dir)
  mkdirSync(temp)
  writeFileSync(path.join(dir, '7.index.js'), chunk(value))
  const bundleRequire = createRequire(path.join(dir, 'index.js'))
  /** One step: its loader, and the saves it left for its exit. */
  const step = (env: NodeJS.ProcessEnv = { RUNNER_TEMP: temp }, vmStandIn?: typeof vm) => {
    const saves: (() => void)[] = []
    const onExit = jest.fn((save: () => void) => void saves.push(save))
    const load = chunkCodeCache(bundleRequire, dir, { env, onExit, vm: vmStandIn })
    return { load, onExit, exit: () => saves.forEach((save) => save()) }
  }
  /**
   * A later step, as the runner starts one: a new process. V8 keeps the code of what a process
   * compiled in memory, and takes that over any saved code, so a second step in this one would
   * never read what the first saved.
   */
  const nextStep = ({ call = false } = {}) => {
    const script = `
      const { createRequire } = require('node:module')
      const saves = []
      const load = require(${JSON.stringify(path.join(ROOT, 'src', 'vendor', 'chunk-code-cache.cjs'))})(
        createRequire(${JSON.stringify(path.join(dir, 'index.js'))}), ${JSON.stringify(dir)},
        { env: { RUNNER_TEMP: ${JSON.stringify(temp)} }, onExit: (save) => saves.push(save) })
      const { value, big } = load('7.index.js')
      if (${call}) big(3)
      saves.forEach((save) => save())
      process.stdout.write(JSON.stringify({ value, saved: saves.length > 0 }))`
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { value: string; saved: boolean }
  }
  const saved = path.join(temp, FOLDER, '7.index.js.code')
  /** The saved file's stage ('top' or 'all') and V8's code in it. */
  const stage = () => {
    const bytes = readFileSync(saved)
    const line = bytes.indexOf(10)
    const [, , , kind, , codeLength] = bytes.subarray(0, line).toString('latin1').split(' ')
    return { kind, size: Number(codeLength) }
  }
  return { dir, temp, step, nextStep, saved, stage }
}

describe('the bundle’s chunk loader', () => {
  it("runs a chunk with what ncc's chunks use of CommonJS, and saves its top level as a job's first step", () => {
    const { dir, temp, step, saved, stage } = setUp()
    const first = step()
    const exports = first.load('7.index.js')
    expect(exports.value).toBe('first')
    expect((exports.where as () => unknown[])()).toEqual([path.join(dir, '7.index.js'), dir, 'function', true, true])
    expect(first.onExit).toHaveBeenCalledTimes(1)
    expect(readdirSync(temp)).toEqual([FOLDER])
    expect(readdirSync(path.join(temp, FOLDER))).toEqual([])
    first.exit()
    const source = readFileSync(path.join(dir, '7.index.js'), 'latin1')
    const text = readFileSync(saved, 'latin1')
    const [stamp, rest] = [text.slice(0, text.indexOf('\n')), text.slice(text.indexOf('\n') + 1)]
    const [format, version, arch, kind, sourceLength, codeLength] = stamp.split(' ')
    expect([format, version, arch, kind, Number(sourceLength)]).toEqual(['chunk-code-1', process.version, process.arch, 'top', source.length])
    // The chunk's own bytes, then V8's code twice.
    const size = Number(codeLength)
    expect(rest.length).toBe(source.length + 2 * size)
    expect(rest.slice(0, source.length)).toBe(source)
    expect(rest.slice(source.length, source.length + size)).toBe(rest.slice(source.length + size))
    // Nothing is left beside it: the file was written aside and renamed.
    expect(readdirSync(path.join(temp, FOLDER))).toEqual(['7.index.js.code'])
    expect(stage().kind).toBe('top')
  })

  it('takes the top level in the next step, which saves everything it called; the step after takes that and saves nothing', () => {
    const { step, nextStep, saved, stage } = setUp()
    const first = step()
    first.load('7.index.js')
    first.exit()
    expect(nextStep({ call: true })).toEqual({ value: 'first', saved: true })
    expect(stage().kind).toBe('all')
    const before = statSync(saved)
    expect(nextStep({ call: true })).toEqual({ value: 'first', saved: false })
    expect([statSync(saved).ino, statSync(saved).mtimeMs]).toEqual([before.ino, before.mtimeMs])
  })

  // Node's own compile cache saves a file's code as it is compiled: only the top level. Saved as
  // the step ends, the code holds every function the step called.
  it('saves, as the second step ends, the functions it called, not only the top level', () => {
    const sizes = [false, true].map((call) => {
      const { step, nextStep, stage } = setUp()
      const first = step()
      first.load('7.index.js')
      first.exit()
      const top = stage().size
      nextStep({ call })
      return { top, all: stage().size }
    })
    expect(sizes[1].all).toBeGreaterThan(sizes[0].all + 2000)
    expect(sizes[1].all).toBeGreaterThan(sizes[1].top + 2000)
  })

  // V8 drops the code of functions idle through a few full collections, the top level first: a
  // long second step can end with less than it was given.
  it('saves no less than it took: a long step leaves the top level for the next to try again', () => {
    const { temp, step, stage } = setUp()
    const first = step()
    first.load('7.index.js')
    first.exit()
    const top = stage()
    // The review's 15 s step (20 full collections) saved 280 bytes of code where it took 688:
    // here, a step whose code at its end is smaller than what it took.
    const shrunk = {
      ...vm,
      Script: class extends vm.Script {
        override createCachedData(): ReturnType<vm.Script['createCachedData']> {
          return Buffer.alloc(8)
        }
      }
    }
    const long = step({ RUNNER_TEMP: temp }, shrunk)
    expect(long.load('7.index.js').value).toBe('first')
    expect(long.onExit).toHaveBeenCalledTimes(1)
    long.exit()
    expect(stage()).toEqual(top)
  })

  // V8 itself would take the code of any source of the same length, and run it in its place.
  it('never gives a changed file the code of what it was: not of the same length, nor with its times put back', () => {
    const { dir, step, nextStep, saved, stage } = setUp('first')
    const first = step()
    first.load('7.index.js')
    first.exit()
    expect(nextStep()).toEqual({ value: 'first', saved: true })
    expect(stage().kind).toBe('all')
    const file = path.join(dir, '7.index.js')
    const { atime, mtime } = statSync(file)
    writeFileSync(file, chunk('fresh'))
    utimesSync(file, atime, mtime)
    expect(nextStep()).toEqual({ value: 'fresh', saved: true })
    expect(readFileSync(saved, 'latin1')).toContain(chunk('fresh'))
    expect(stage().kind).toBe('top')
  })

  it('reads no saved file that is not a regular one: a pipe there does not hold the step', () => {
    const { temp, nextStep } = setUp()
    mkdirSync(path.join(temp, FOLDER))
    execFileSync('mkfifo', [path.join(temp, FOLDER, '7.index.js.code')])
    // Saving is renamed into place: the pipe is replaced by the file.
    expect(nextStep()).toEqual({ value: 'first', saved: true })
    expect(nextStep()).toEqual({ value: 'first', saved: true })
    expect(nextStep()).toEqual({ value: 'first', saved: false })
  })

  it('runs a chunk whose saved code V8 refuses, and saves it anew', () => {
    const { dir, temp, nextStep, saved, stage } = setUp()
    const source = readFileSync(path.join(dir, '7.index.js'))
    // Both copies of V8's code alike, the stamp saying their length.
    const junk = Buffer.from('not V8 code at all')
    mkdirSync(path.join(temp, FOLDER))
    writeFileSync(
      saved,
      Buffer.concat([Buffer.from(`chunk-code-1 ${process.version} ${process.arch} all ${source.length} ${junk.length}\n`), source, junk, junk])
    )
    expect(nextStep()).toEqual({ value: 'first', saved: true })
    expect(stage().kind).toBe('top')
    expect(stage().size).toBeGreaterThan(100)
  })

  // V8 checks no sum of the code it is given: a damaged byte can crash the process or change what it computes.
  it('takes no code damaged in either copy, and saves it anew', () => {
    const { dir, step, nextStep, saved } = setUp()
    const first = step()
    first.load('7.index.js')
    first.exit()
    nextStep({ call: true })
    const good = readFileSync(saved)
    const start = good.indexOf(10) + 1 + readFileSync(path.join(dir, '7.index.js')).length
    const size = (good.length - start) / 2
    for (const at of [start, start + Math.floor(size / 2), start + size + 7, good.length - 1]) {
      const damaged = Buffer.from(good)
      damaged[at] ^= 0xff
      writeFileSync(saved, damaged)
      expect([at, nextStep({ call: true })]).toEqual([at, { value: 'first', saved: true }])
      // Saved whole again: the top level, then everything, then taken as it is.
      expect([at, nextStep({ call: true }), nextStep({ call: true })]).toEqual([at, { value: 'first', saved: true }, { value: 'first', saved: false }])
    }
    writeFileSync(saved, good.subarray(0, good.length - 1))
    expect(nextStep()).toEqual({ value: 'first', saved: true })
  })

  it('requires the chunk as ncc would without RUNNER_TEMP, or with a file or a link in the folder’s place', () => {
    for (const place of ['none', 'relative', 'file', 'link'] as const) {
      const { dir, temp, step } = setUp()
      const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'chunk-code-elsewhere-'))
      if (place === 'file') writeFileSync(path.join(temp, FOLDER), '')
      if (place === 'link') symlinkSync(elsewhere, path.join(temp, FOLDER))
      const env = place === 'none' ? {} : place === 'relative' ? { RUNNER_TEMP: 'runner-temp' } : { RUNNER_TEMP: temp }
      const s = step(env)
      const bundleRequire = createRequire(path.join(dir, 'index.js'))
      const file = path.join(dir, '7.index.js')
      expect([place, s.load('7.index.js').value]).toEqual([place, 'first'])
      // ncc's own way: Node's require, which keeps the module in its cache.
      expect([place, bundleRequire.cache[file] !== undefined]).toEqual([place, true])
      expect([place, s.onExit.mock.calls.length]).toEqual([place, 0])
      expect(readdirSync(elsewhere)).toEqual([])
    }
  })

  it('is how dist/index.js loads every chunk', () => {
    const bundle = readFileSync(path.join(ROOT, 'dist', 'index.js'), 'utf8')
    expect(bundle.match(/function chunkCodeCache\(/g)).toHaveLength(1)
    expect(bundle).not.toMatch(/installChunk\(require\(/)
    expect(bundle).toContain('installChunk((__nccwpck_require__.loadChunk??=(')
  })
})
