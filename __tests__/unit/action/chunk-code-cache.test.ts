// How the bundle loads its chunks (src/vendor/chunk-code-cache.cjs, inlined by
// scripts/ncc-commonjs.mjs): with V8's code for them saved under RUNNER_TEMP when a step ends,
// taken by the next step, and never another file's.
import { describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../../helpers/run-action.js'

type Loader = (name: string) => Record<string, unknown>
type Factory = (bundleRequire: NodeJS.Require, dir: string, io?: { env?: NodeJS.ProcessEnv; onExit?: (save: () => void) => void }) => Loader
const chunkCodeCache = createRequire(import.meta.url)(path.join(ROOT, 'src', 'vendor', 'chunk-code-cache.cjs')) as Factory
const FOLDER = 'evidence-action-compile-cache'
const MARK = 'chunk-code-step'

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

/** A bundle folder with chunk 7 in it, and a RUNNER_TEMP in which an earlier step of the job left its mark (unless `firstStep`). */
function setUp(value = 'first', { firstStep = false } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'chunk-code-'))
  const dir = path.join(root, 'dist')
  const temp = path.join(root, 'runner-temp')
  mkdirSync(dir)
  mkdirSync(temp)
  if (!firstStep) {
    mkdirSync(path.join(temp, FOLDER))
    writeFileSync(path.join(temp, FOLDER, MARK), '')
  }
  writeFileSync(path.join(dir, '7.index.js'), chunk(value))
  const bundleRequire = createRequire(path.join(dir, 'index.js'))
  /** One step: its loader, and the saves it left for its exit. */
  const step = (env: NodeJS.ProcessEnv = { RUNNER_TEMP: temp }) => {
    const saves: (() => void)[] = []
    const onExit = jest.fn((save: () => void) => void saves.push(save))
    const load = chunkCodeCache(bundleRequire, dir, { env, onExit })
    return { load, onExit, exit: () => saves.forEach((save) => save()) }
  }
  /**
   * A later step, as the runner starts one: a new process. V8 keeps the code of what a process
   * compiled in memory, and takes that over any saved code, so a second step in this one would
   * never read what the first saved.
   */
  const nextStep = () => {
    const script = `
      const { createRequire } = require('node:module')
      const saves = []
      const load = require(${JSON.stringify(path.join(ROOT, 'src', 'vendor', 'chunk-code-cache.cjs'))})(
        createRequire(${JSON.stringify(path.join(dir, 'index.js'))}), ${JSON.stringify(dir)},
        { env: { RUNNER_TEMP: ${JSON.stringify(temp)} }, onExit: (save) => saves.push(save) })
      const { value } = load('7.index.js')
      saves.forEach((save) => save())
      process.stdout.write(JSON.stringify({ value, saved: saves.length > 0 }))`
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { value: string; saved: boolean }
  }
  return { dir, temp, step, nextStep, saved: path.join(temp, FOLDER, '7.index.js.code') }
}

describe('the bundle’s chunk loader', () => {
  it("runs a chunk with what ncc's chunks use of CommonJS, and saves its code when the step ends", () => {
    const { dir, temp, step, saved } = setUp()
    const first = step()
    const exports = first.load('7.index.js')
    expect(exports.value).toBe('first')
    expect((exports.where as () => unknown[])()).toEqual([path.join(dir, '7.index.js'), dir, 'function', true, true])
    expect(first.onExit).toHaveBeenCalledTimes(1)
    expect(readdirSync(temp)).toEqual([FOLDER])
    expect(readdirSync(path.join(temp, FOLDER))).toEqual([MARK])
    first.exit()
    const source = readFileSync(path.join(dir, '7.index.js'), 'latin1')
    const text = readFileSync(saved, 'latin1')
    const [stamp, rest] = [text.slice(0, text.indexOf('\n')), text.slice(text.indexOf('\n') + 1)]
    const [version, arch, sourceLength, codeLength] = stamp.split(' ')
    expect([version, arch, Number(sourceLength)]).toEqual([process.version, process.arch, source.length])
    // The chunk's own bytes, then V8's code twice.
    const size = Number(codeLength)
    expect(rest.length).toBe(source.length + 2 * size)
    expect(rest.slice(0, source.length)).toBe(source)
    expect(rest.slice(source.length, source.length + size)).toBe(rest.slice(source.length + size))
    // Nothing is left beside it: the file was written aside and renamed.
    expect(readdirSync(path.join(temp, FOLDER)).sort()).toEqual(['7.index.js.code', MARK])
  })

  // A job that runs the action once (a runtime report on a schedule) would pay for saving code no later step uses.
  it('keeps nothing in a job’s first step, which requires the chunk as ncc would and leaves its mark for the next', () => {
    const { dir, temp, step, saved } = setUp('first', { firstStep: true })
    const first = step()
    expect(first.load('7.index.js').value).toBe('first')
    expect(createRequire(path.join(dir, 'index.js')).cache[path.join(dir, '7.index.js')]).toBeDefined()
    expect(first.onExit).not.toHaveBeenCalled()
    expect(readdirSync(path.join(temp, FOLDER))).toEqual([MARK])
    const second = step()
    second.load('7.index.js')
    expect(second.onExit).toHaveBeenCalledTimes(1)
    second.exit()
    expect(statSync(saved).size).toBeGreaterThan(100)
  })

  it('gives the next step the saved code, which V8 takes: nothing to save again', () => {
    const { step, nextStep, saved } = setUp()
    const first = step()
    first.load('7.index.js')
    first.exit()
    const before = statSync(saved)
    expect(nextStep()).toEqual({ value: 'first', saved: false })
    expect([statSync(saved).ino, statSync(saved).mtimeMs]).toEqual([before.ino, before.mtimeMs])
  })

  // Node's own compile cache saves a file's code as it is compiled: only the top level. Saved as
  // the step ends, the code holds every function the step called.
  it('saves the functions the step called, not only the top level', () => {
    const idle = setUp()
    const idleStep = idle.step()
    idleStep.load('7.index.js')
    idleStep.exit()
    const busy = setUp()
    const busyStep = busy.step()
    const exports = busyStep.load('7.index.js')
    expect((exports.big as (n: number) => number)(3)).toBeGreaterThan(0)
    busyStep.exit()
    expect(statSync(busy.saved).size).toBeGreaterThan(statSync(idle.saved).size + 2000)
  })

  // V8 itself would take the code of any source of the same length, and run it in its place.
  it('never gives a changed file the code of what it was: not of the same length, nor with its times put back', () => {
    const { dir, step, nextStep, saved } = setUp('first')
    const first = step()
    first.load('7.index.js')
    first.exit()
    const file = path.join(dir, '7.index.js')
    const { atime, mtime } = statSync(file)
    writeFileSync(file, chunk('fresh'))
    utimesSync(file, atime, mtime)
    expect(nextStep()).toEqual({ value: 'fresh', saved: true })
    expect(readFileSync(saved, 'latin1')).toContain(chunk('fresh'))
  })

  it('reads no saved file that is not a regular one: a pipe there does not hold the step', () => {
    const { temp, nextStep } = setUp()
    execFileSync('mkfifo', [path.join(temp, FOLDER, '7.index.js.code')])
    // Saving is renamed into place: the pipe is replaced by the file.
    expect(nextStep()).toEqual({ value: 'first', saved: true })
  })

  it('runs a chunk whose saved code V8 refuses, and saves it anew', () => {
    const { dir, step, nextStep, saved } = setUp()
    const first = step()
    first.load('7.index.js')
    first.exit()
    const source = readFileSync(path.join(dir, '7.index.js'))
    // Both copies of V8's code replaced alike, the stamp saying their length.
    const junk = Buffer.from('not V8 code at all')
    writeFileSync(saved, Buffer.concat([Buffer.from(`${process.version} ${process.arch} ${source.length} ${junk.length}\n`), source, junk, junk]))
    expect(nextStep()).toEqual({ value: 'first', saved: true })
    expect(statSync(saved).size).toBeGreaterThan(source.length + 100)
  })

  // V8 checks no sum of the code it is given: a damaged byte can crash the process or change what it computes.
  it('takes no code damaged in either copy, and saves it anew', () => {
    const { dir, step, nextStep, saved } = setUp()
    const first = step()
    first.load('7.index.js')
    first.exit()
    const good = readFileSync(saved)
    const start = good.indexOf(10) + 1 + readFileSync(path.join(dir, '7.index.js')).length
    const size = (good.length - start) / 2
    for (const at of [start, start + Math.floor(size / 2), start + size + 7, good.length - 1]) {
      const damaged = Buffer.from(good)
      damaged[at] ^= 0xff
      writeFileSync(saved, damaged)
      expect([at, nextStep()]).toEqual([at, { value: 'first', saved: true }])
      // Saved whole again, and taken by the next.
      expect([at, nextStep()]).toEqual([at, { value: 'first', saved: false }])
    }
    writeFileSync(saved, good.subarray(0, good.length - 1))
    expect(nextStep()).toEqual({ value: 'first', saved: true })
  })

  it('requires the chunk as ncc would without RUNNER_TEMP, or with a file or a link in the folder’s place', () => {
    for (const place of ['none', 'relative', 'file', 'link'] as const) {
      const { dir, temp, step } = setUp()
      const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'chunk-code-elsewhere-'))
      rmSync(path.join(temp, FOLDER), { recursive: true })
      if (place === 'file') writeFileSync(path.join(temp, FOLDER), '')
      if (place === 'link') {
        writeFileSync(path.join(elsewhere, MARK), '')
        symlinkSync(elsewhere, path.join(temp, FOLDER))
      }
      const env = place === 'none' ? {} : place === 'relative' ? { RUNNER_TEMP: 'runner-temp' } : { RUNNER_TEMP: temp }
      const s = step(env)
      const bundleRequire = createRequire(path.join(dir, 'index.js'))
      const file = path.join(dir, '7.index.js')
      expect([place, s.load('7.index.js').value]).toEqual([place, 'first'])
      // ncc's own way: Node's require, which keeps the module in its cache.
      expect([place, bundleRequire.cache[file] !== undefined]).toEqual([place, true])
      expect([place, s.onExit.mock.calls.length]).toEqual([place, 0])
      expect(readdirSync(elsewhere)).toEqual(place === 'link' ? [MARK] : [])
    }
  })

  it('is how dist/index.js loads every chunk', () => {
    const bundle = readFileSync(path.join(ROOT, 'dist', 'index.js'), 'utf8')
    expect(bundle.match(/function chunkCodeCache\(/g)).toHaveLength(1)
    expect(bundle).not.toMatch(/installChunk\(require\(/)
    expect(bundle).toContain('installChunk((__nccwpck_require__.loadChunk??=(')
  })
})
