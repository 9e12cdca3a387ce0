// How the bundle loads its chunks (scripts/ncc-commonjs.mjs inlines this function in place of
// ncc's `require("./" + chunk)`): with V8's code for them kept under RUNNER_TEMP between the
// steps of a job. V8 compiles a function the first time it is called, so code saved as a chunk
// is compiled holds only its top level: that is all Node's own compile cache keeps, and every
// later step compiled again each function it called, 6-7 ms of a 70 ms step (issue 31). Code
// saved as a step ends holds every function the step called, but saving it costs 3-5 ms.
// So a chunk's code is kept in two stages:
// - with none saved, its top level, taken as it is compiled (as Node's cache does) and written at
//   the step's first wait: a job that runs the action once, as a runtime report on a schedule
//   does, pays only for writing it (2-5 ms on loopback, measured; overlapping the wait on a network);
// - with the top level saved, everything, saved as the step ends: the job's next steps compile
//   nothing of what this one called. With everything saved, nothing is saved again (the
//   functions another operation adds to a shared chunk cost less to compile than a new save).
// Without RUNNER_TEMP, or with anything in the way, a chunk is required as ncc would.

/**
 * @param {NodeJS.Require} bundleRequire the bundle's own `require`
 * @param {string} dir the bundle's folder
 * @param {{ fs?: typeof import('node:fs'), vm?: typeof import('node:vm'), env?: NodeJS.ProcessEnv, onExit?: (save: () => void) => void }} [io] a test's stand-ins
 */
module.exports = function chunkCodeCache(bundleRequire, dir, io = {}) {
  const FORMAT = 'chunk-code-1'
  const path = bundleRequire('path')
  const { fs = bundleRequire('fs'), vm = bundleRequire('vm'), env = process.env, onExit = (save) => process.once('exit', save) } = io
  // One folder under RUNNER_TEMP, which the runner empties after every job.
  const cacheDir = env.RUNNER_TEMP && path.isAbsolute(env.RUNNER_TEMP) ? path.join(env.RUNNER_TEMP, 'evidence-action-compile-cache') : undefined
  // V8 takes cached code for any source of the same length: code saved for another version of a
  // chunk would run in its place. So the file saved holds the chunk's own bytes beside the code,
  // and the code is taken only for those very bytes (a comparison at memory speed). Nor does V8
  // check the code itself: a damaged byte can crash the step or make it compute wrong. Node's own
  // compile cache keeps a CRC32, but a hash here costs 2-4 ms a step (zlib's to load, or one in
  // JavaScript), most of what the cache saves; the code is saved twice instead, and taken only if
  // both copies are the same.
  // The first field names this format and the wrapper below: another of either never takes this code.
  const head = (stage, source, code) => Buffer.from(`${FORMAT} ${process.version} ${process.arch} ${stage} ${source.length} ${code.length}\n`)
  /** Top levels to write at the step's first wait: where, the chunk's bytes, and the code. */
  const tops = []
  /** Chunks whose top level was taken, to save everything of as the step ends: the script, and the size of what was taken. */
  const alls = []
  let exitSet = false

  /** Writes the top levels ready, at the step's first wait (on git, the network, a runtime) rather than as it ends. */
  function saveTops() {
    write(tops.splice(0))
  }

  function save() {
    write([...tops.splice(0), ...alls.splice(0)])
  }

  function write(entries) {
    for (const { file, source, stage, code, script, takenSize } of entries) {
      // Written aside and renamed: a step started meanwhile reads the old file or the new, never half of one.
      const aside = `${file}.${process.pid}.${Date.now()}`
      try {
        const bytes = code ?? script.createCachedData()
        // V8 drops the code of functions idle through several full collections, the top level
        // first: a long step can end with less than it was given. Saved as everything, that would
        // hold every later step of the job to it; left as the top level, the next step tries again.
        if (takenSize !== undefined && bytes.length < takenSize) continue
        // 'wx': never through a link or a file left there.
        fs.writeFileSync(aside, Buffer.concat([head(stage, source, bytes), source, bytes, bytes]), { flag: 'wx' })
        fs.renameSync(aside, file)
      } catch {
        // A step is never failed by its cache (this may run as the process exits): what could
        // not be saved is compiled again next time.
        try {
          fs.rmSync(aside, { force: true })
        } catch {
          // Left for the runner, which empties RUNNER_TEMP after the job.
        }
      }
    }
  }

  let folderReady
  /** Makes the folder, one level under RUNNER_TEMP (or finds an earlier step made it); false when a file or a link stands in its place. */
  function ready() {
    try {
      fs.mkdirSync(cacheDir)
    } catch (error) {
      if (error.code !== 'EEXIST') return false
    }
    try {
      return fs.lstatSync(cacheDir).isDirectory()
    } catch {
      return false
    }
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

  /** The code saved for `source`, the chunk's bytes, and its stage ('top' or 'all'), or undefined. */
  function cached(file, source) {
    const bytes = readSaved(file)
    if (bytes === undefined) return undefined
    const line = bytes.indexOf(10)
    const [format, version, arch, stage, sourceLength, codeLength, extra] = bytes.subarray(0, Math.max(line, 0)).toString('latin1').split(' ')
    const size = Number(codeLength)
    const start = line + 1 + source.length
    if (format !== FORMAT || version !== process.version || arch !== process.arch || (stage !== 'top' && stage !== 'all') || extra !== undefined)
      return undefined
    if (Number(sourceLength) !== source.length || !Number.isSafeInteger(size) || size <= 0 || bytes.length !== start + 2 * size) return undefined
    const code = bytes.subarray(start, start + size)
    return bytes.subarray(line + 1, start).equals(source) && code.equals(bytes.subarray(start + size)) ? { code, stage } : undefined
  }

  return function loadChunk(name) {
    const file = path.join(dir, name)
    let wrapped
    try {
      if (!cacheDir || !/^[\w.-]+\.js$/.test(name)) throw new Error('no cache')
      folderReady ??= ready()
      if (!folderReady) throw new Error('no cache folder')
      const source = fs.readFileSync(file)
      const saved = path.join(cacheDir, `${name}.code`)
      const found = cached(saved, source)
      // Node's CommonJS wrapper, on the first line so every line number stays the file's.
      const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`, {
        filename: file,
        cachedData: found?.code,
        importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
      })
      const taken = found !== undefined && !script.cachedDataRejected
      if (!exitSet && (!taken || found.stage === 'top')) {
        exitSet = true
        onExit(save)
      }
      if (!taken) {
        // Nothing taken: the top level, as it is now, before any of its functions has run.
        if (tops.length === 0) setImmediate(saveTops)
        tops.push({ file: saved, source, stage: 'top', code: script.createCachedData() })
      } else if (found.stage === 'top') alls.push({ file: saved, source, stage: 'all', script, takenSize: found.code.length })
      wrapped = script.runInThisContext()
    } catch {
      return bundleRequire('./' + name)
    }
    const module = { exports: {} }
    wrapped.call(module.exports, module.exports, bundleRequire, module, file, dir)
    return module.exports
  }
}
