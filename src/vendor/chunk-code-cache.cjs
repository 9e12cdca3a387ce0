// How the bundle loads its chunks (scripts/ncc-commonjs.mjs inlines this function in place of
// ncc's `require("./" + chunk)`): with V8's code for them kept under RUNNER_TEMP between the
// steps of a job, made when a step ends rather than when it starts. Node's own compile cache
// (module.enableCompileCache) saves a file's code as soon as it is compiled: only its top level,
// as V8 compiles a function the first time it is called. Every later step then compiled again
// each function it called: 6-7 ms of a 70 ms step (issue 31). Code saved at the end of a step
// holds every function that step called, so the next step of the same operation compiles none.
// A chunk's code is saved once, by the first step that loads it: saving costs that step 0.2-2 ms
// a chunk, more than the functions another operation adds to a shared chunk cost to compile.
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
  // V8 takes cached code for a source of the same length and V8 version; a bundle changed in
  // place between two steps (another version of the action, a rebuilt dist/) must not get the
  // other's code, so the file's identity is checked as well: a changed file has another mtime or inode.
  const stamp = (stat) => `${process.version} ${process.arch} ${stat.dev} ${stat.ino} ${stat.size} ${stat.mtimeMs}\n`
  /** Scripts whose code is to be saved when the step ends, with where and under which stamp. */
  const unsaved = []

  function save() {
    for (const { script, file, head } of unsaved) {
      // Written aside and renamed: a step started meanwhile reads the old file or the new, never half of one.
      const aside = `${file}.${process.pid}`
      try {
        fs.writeFileSync(aside, Buffer.concat([Buffer.from(head), script.createCachedData()]))
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

  let folderReady
  /** Makes the folder, one level under RUNNER_TEMP; false when a file or a link stands in its place. */
  function ready() {
    try {
      fs.mkdirSync(cacheDir)
    } catch (error) {
      if (error.code !== 'EEXIST') return false
    }
    return fs.lstatSync(cacheDir).isDirectory()
  }

  /** The code saved for the file `stamp` names, or undefined. */
  function cached(file, stamp) {
    let bytes
    try {
      bytes = fs.readFileSync(file)
    } catch {
      return undefined
    }
    return bytes.subarray(0, stamp.length).toString('latin1') === stamp ? bytes.subarray(stamp.length) : undefined
  }

  return function loadChunk(name) {
    const source = path.join(dir, name)
    let wrapped
    try {
      if (!cacheDir || !/^[\w.-]+\.js$/.test(name)) throw new Error('no cache')
      const fd = fs.openSync(source, 'r')
      let text, head
      try {
        const stat = fs.fstatSync(fd)
        head = stamp(stat)
        text = fs.readFileSync(fd, 'utf8')
      } finally {
        fs.closeSync(fd)
      }
      folderReady ??= ready()
      if (!folderReady) throw new Error('no cache folder')
      const file = path.join(cacheDir, `${name}.code`)
      const cachedData = cached(file, head)
      // Node's CommonJS wrapper, on the first line so every line number stays the file's.
      const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`, {
        filename: source,
        cachedData,
        importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
      })
      if (cachedData === undefined || script.cachedDataRejected) {
        if (unsaved.length === 0) onExit(save)
        unsaved.push({ script, file, head })
      }
      wrapped = script.runInThisContext()
    } catch {
      return bundleRequire('./' + name)
    }
    const module = { exports: {} }
    wrapped.call(module.exports, module.exports, bundleRequire, module, source, dir)
    return module.exports
  }
}
