// How the bundle loads its chunks (scripts/ncc-commonjs.mjs inlines this function in place of
// ncc's `require("./" + chunk)`): with V8's code for them kept under RUNNER_TEMP between the
// steps of a job, made when a step ends rather than when it starts. Node's own compile cache
// (module.enableCompileCache) saves a file's code as soon as it is compiled: only its top level,
// as V8 compiles a function the first time it is called. Every later step then compiled again
// each function it called: 6-7 ms of a 70 ms step (issue 31). Code saved at the end of a step
// holds every function that step called, so the next step of the same operation compiles none.
// A chunk's code is saved once, by the first step that loads it: saving costs that step 0.2-2 ms
// a chunk, more than the functions another operation adds to a shared chunk cost to compile.
// A job's first step of this action saves nothing, and requires its chunks as ncc would (with
// Node's compile cache): a job that reports once, as a runtime report on a schedule does, would
// pay 3-5 ms for code no later step uses. Its second step saves, and the third on compile nothing.
// Without RUNNER_TEMP, or with anything in the way, a chunk is required as ncc would.

/**
 * @param {NodeJS.Require} bundleRequire the bundle's own `require`
 * @param {string} dir the bundle's folder
 * @param {{ fs?: typeof import('node:fs'), vm?: typeof import('node:vm'), env?: NodeJS.ProcessEnv, onExit?: (save: () => void) => void }} [io] a test's stand-ins
 */
module.exports = function chunkCodeCache(bundleRequire, dir, io = {}) {
  const path = bundleRequire('path')
  const { fs = bundleRequire('fs'), vm = bundleRequire('vm'), env = process.env, onExit = (save) => process.once('exit', save) } = io
  // The folder Node's compile cache uses too (src/util/compile-cache.ts): the runner empties it after every job.
  const cacheDir = env.RUNNER_TEMP && path.isAbsolute(env.RUNNER_TEMP) ? path.join(env.RUNNER_TEMP, 'evidence-action-compile-cache') : undefined
  // V8 takes cached code for any source of the same length: code saved for another version of a
  // chunk would run in its place. So the file saved holds the chunk's own bytes beside the code,
  // and the code is taken only for those very bytes (a comparison at memory speed). Nor does V8
  // check the code itself: a damaged byte can crash the step or make it compute wrong. Node's own
  // compile cache keeps a CRC32, but a hash here costs 2-4 ms a step (zlib's to load, or one in
  // JavaScript), most of what the cache saves; the code is saved twice instead, and taken only if
  // both copies are the same.
  const head = (source, code) => Buffer.from(`${process.version} ${process.arch} ${source.length} ${code.length}\n`)
  /** Scripts whose code is to be saved when the step ends, with where and the chunk's bytes. */
  const unsaved = []

  function save() {
    for (const { script, file, source } of unsaved) {
      // Written aside and renamed: a step started meanwhile reads the old file or the new, never half of one.
      const aside = `${file}.${process.pid}`
      try {
        // 'wx': never through a link or a file left there.
        const code = script.createCachedData()
        fs.writeFileSync(aside, Buffer.concat([head(source, code), source, code, code]), { flag: 'wx' })
        fs.renameSync(aside, file)
      } catch {
        // A step is never failed by its cache (this runs as the process exits): what could not
        // be saved is compiled again next time.
        try {
          fs.rmSync(aside, { force: true })
        } catch {
          // Left for the runner, which empties RUNNER_TEMP after the job.
        }
      }
    }
    unsaved.length = 0
  }

  let inUse
  /**
   * Whether this step keeps code: there is a folder one level under RUNNER_TEMP (made here, or
   * by Node's compile cache), no file or link in its place, and an earlier step of the job left
   * its mark in it.
   */
  function keepsCode() {
    try {
      fs.mkdirSync(cacheDir)
    } catch (error) {
      if (error.code !== 'EEXIST') return false
    }
    try {
      if (!fs.lstatSync(cacheDir).isDirectory()) return false
      fs.closeSync(fs.openSync(path.join(cacheDir, 'chunk-code-step'), 'wx'))
      return false
    } catch (error) {
      return error.code === 'EEXIST'
    }
  }

  /** The code saved for `source`, the chunk's bytes, or undefined. */
  function cached(file, source) {
    const bytes = readSaved(file)
    if (bytes === undefined) return undefined
    const line = bytes.indexOf(10)
    const [version, arch, sourceLength, codeLength, extra] = bytes.subarray(0, Math.max(line, 0)).toString('latin1').split(' ')
    const size = Number(codeLength)
    const start = line + 1 + source.length
    if (version !== process.version || arch !== process.arch || Number(sourceLength) !== source.length || extra !== undefined) return undefined
    if (!Number.isSafeInteger(size) || size <= 0 || bytes.length !== start + 2 * size) return undefined
    const code = bytes.subarray(start, start + size)
    return bytes.subarray(line + 1, start).equals(source) && code.equals(bytes.subarray(start + size)) ? code : undefined
  }

  /** A saved file's bytes, if it is a regular file of at most 64 MiB: a pipe or a device there would hold the step. */
  function readSaved(file) {
    let fd
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0))
      const stat = fs.fstatSync(fd)
      return stat.isFile() && stat.size <= 64 * 1024 * 1024 ? fs.readFileSync(fd) : undefined
    } catch {
      return undefined
    } finally {
      if (fd !== undefined) fs.closeSync(fd)
    }
  }

  return function loadChunk(name) {
    const file = path.join(dir, name)
    let wrapped
    try {
      if (!cacheDir || !/^[\w.-]+\.js$/.test(name)) throw new Error('no cache')
      inUse ??= keepsCode()
      if (!inUse) throw new Error('no code kept in this step')
      const source = fs.readFileSync(file)
      const saved = path.join(cacheDir, `${name}.code`)
      const cachedData = cached(saved, source)
      // Node's CommonJS wrapper, on the first line so every line number stays the file's.
      const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`, {
        filename: file,
        cachedData,
        importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
      })
      if (cachedData === undefined || script.cachedDataRejected) {
        if (unsaved.length === 0) onExit(save)
        unsaved.push({ script, file: saved, source })
      }
      wrapped = script.runInThisContext()
    } catch {
      return bundleRequire('./' + name)
    }
    const module = { exports: {} }
    wrapped.call(module.exports, module.exports, bundleRequire, module, file, dir)
    return module.exports
  }
}
