(()=>{"use strict";var e={42613:e=>{e.exports=require("assert")},20181:e=>{e.exports=require("buffer")},35317:e=>{e.exports=require("child_process")},76982:e=>{e.exports=(function cryptoOnDemand(load, fs = require('fs')) {
  let loaded
  const real = () => (loaded ??= load())

  /** `size` bytes from /dev/urandom, or undefined when it cannot be read as the device it is. */
  function systemRandom(size) {
    let fd
    try {
      fd = fs.openSync('/dev/urandom', 'r')
      // A regular file there would be anyone's bytes, not the kernel's.
      if (!fs.fstatSync(fd).isCharacterDevice()) return undefined
      const bytes = Buffer.alloc(size)
      return fs.readSync(fd, bytes, 0, size, null) === size ? bytes : undefined
    } catch {
      return undefined
    } finally {
      if (fd !== undefined) fs.closeSync(fd)
    }
  }

  /** RFC 9562's version 4: 122 random bits, the version and variant bits set. */
  function randomUUID(options) {
    const bytes = loaded ? undefined : systemRandom(16)
    if (!bytes) return real().randomUUID(options)
    bytes[6] = (bytes[6] & 0x0f) | 0x40
    bytes[8] = (bytes[8] & 0x3f) | 0x80
    const hex = bytes.toString('hex')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }

  // `__esModule` is asked by webpack's interop at import time and is never crypto's.
  return new Proxy(
    {},
    {
      get: (_, key) => (key === '__esModule' ? undefined : key === 'randomUUID' ? randomUUID : real()[key]),
      set: (_, key, value) => Reflect.set(real(), key, value),
      has: (_, key) => key in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key)
        return descriptor && { ...descriptor, configurable: true }
      }
    }
  )
})(()=>require("crypto"))},72250:e=>{e.exports=require("dns")},24434:e=>{e.exports=require("events")},79896:e=>{e.exports=require("fs")},91943:e=>{e.exports=require("fs/promises")},58611:e=>{e.exports=require("http")},85675:e=>{e.exports=require("http2")},65692:e=>{e.exports=require("https")},69278:e=>{e.exports=require("net")},34589:e=>{e.exports=require("node:assert")},16698:e=>{e.exports=require("node:async_hooks")},4573:e=>{e.exports=require("node:buffer")},31421:e=>{e.exports=require("node:child_process")},37540:e=>{e.exports=require("node:console")},77598:(e,r,t)=>{e.exports=t(76982)},53053:e=>{e.exports=require("node:diagnostics_channel")},40610:e=>{e.exports=require("node:dns")},78474:e=>{e.exports=require("node:events")},73024:e=>{e.exports=require("node:fs")},51455:e=>{e.exports=require("node:fs/promises")},37067:e=>{e.exports=require("node:http")},32467:e=>{e.exports=require("node:http2")},44708:e=>{e.exports=require("node:https")},77030:e=>{e.exports=require("node:net")},48161:e=>{e.exports=require("node:os")},76760:e=>{e.exports=require("node:path")},643:e=>{e.exports=require("node:perf_hooks")},1708:e=>{e.exports=require("node:process")},41792:e=>{e.exports=require("node:querystring")},57075:e=>{e.exports=require("node:stream")},46466:e=>{e.exports=require("node:stream/promises")},46193:e=>{e.exports=require("node:string_decoder")},41692:e=>{e.exports=require("node:tls")},73136:e=>{e.exports=require("node:url")},57975:e=>{e.exports=require("node:util")},73429:e=>{e.exports=require("node:util/types")},78877:e=>{e.exports=require("node:v8")},30714:e=>{e.exports=require("node:vm")},75919:e=>{e.exports=require("node:worker_threads")},38522:e=>{e.exports=require("node:zlib")},70857:e=>{e.exports=require("os")},16928:e=>{e.exports=require("path")},932:e=>{e.exports=require("process")},2203:e=>{e.exports=require("stream")},13193:e=>{e.exports=require("string_decoder")},53557:e=>{e.exports=require("timers")},16460:e=>{e.exports=require("timers/promises")},64756:e=>{e.exports=require("tls")},52018:e=>{e.exports=require("tty")},87016:e=>{e.exports=require("url")},39023:e=>{e.exports=require("util")},69154:e=>{e.exports=require("vm")},43106:e=>{e.exports=require("zlib")}};var r={};function __nccwpck_require__(t){var o=r[t];if(o!==undefined){return o.exports}var i=r[t]={exports:{}};var u=true;try{e[t].call(i.exports,i,i.exports,__nccwpck_require__);u=false}finally{if(u)delete r[t]}return i.exports}__nccwpck_require__.m=e;if(typeof __nccwpck_require__!=="undefined")__nccwpck_require__.ab=__dirname+"/";(()=>{__nccwpck_require__.n=e=>{var r=e&&e.__esModule?()=>e["default"]:()=>e;__nccwpck_require__.d(r,{a:r});return r}})();(()=>{var e=Object.getPrototypeOf?e=>Object.getPrototypeOf(e):e=>e.__proto__;var r;__nccwpck_require__.t=function(t,o){if(o&1)t=this(t);if(o&8)return t;if(typeof t==="object"&&t){if(o&4&&t.__esModule)return t;if(o&16&&typeof t.then==="function")return t}var i=Object.create(null);__nccwpck_require__.r(i);var u={};r=r||[null,e({}),e([]),e(e)];for(var _=o&2&&t;typeof _=="object"&&!~r.indexOf(_);_=e(_)){Object.getOwnPropertyNames(_).forEach(e=>u[e]=()=>t[e])}u["default"]=()=>t;__nccwpck_require__.d(i,u);return i}})();(()=>{__nccwpck_require__.d=(e,r)=>{for(var t in r){if(__nccwpck_require__.o(r,t)&&!__nccwpck_require__.o(e,t)){Object.defineProperty(e,t,{enumerable:true,get:r[t]})}}}})();(()=>{__nccwpck_require__.f={};__nccwpck_require__.e=e=>Promise.all(Object.keys(__nccwpck_require__.f).reduce((r,t)=>{__nccwpck_require__.f[t](e,r);return r},[]))})();(()=>{__nccwpck_require__.u=e=>""+e+".index.js"})();(()=>{__nccwpck_require__.o=(e,r)=>Object.prototype.hasOwnProperty.call(e,r)})();(()=>{__nccwpck_require__.r=e=>{if(typeof Symbol!=="undefined"&&Symbol.toStringTag){Object.defineProperty(e,Symbol.toStringTag,{value:"Module"})}Object.defineProperty(e,"__esModule",{value:true})}})();(()=>{var e={8792:1};var installChunk=r=>{var t=r.modules,o=r.ids,i=r.runtime;for(var u in t){if(__nccwpck_require__.o(t,u)){__nccwpck_require__.m[u]=t[u]}}if(i)i(__nccwpck_require__);for(var _=0;_<o.length;_++)e[o[_]]=1};__nccwpck_require__.f.require=(r,t)=>{if(!e[r]){if(true){installChunk((__nccwpck_require__.loadChunk??=(function chunkCodeCache(bundleRequire, dir, io = {}) {
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
})(require,__dirname))(__nccwpck_require__.u(r)))}else e[r]=1}}})();var t={};var o=__nccwpck_require__(73024);const i=Symbol("stdout written directly");function writeStdoutDirectly({platform:e=process.platform,write:r=o.writeSync,target:t=process}={}){if(e==="win32")return false;const u=Object.getOwnPropertyDescriptor(t,"stdout");if(!u?.get||!u.configurable||u.get[i])return false;const _=u.get.bind(t);let s;let n=true;const node=()=>{n=false;return s??=_()};let p;function writeDirect(e,t,o){const i=typeof e==="string"?Buffer.from(e,typeof t==="string"?t:"utf8"):e;if(!n||!(i instanceof Uint8Array)){const r=node();return r.write.call(r,e,t,o)}const u=typeof t==="function"?t:o;let _=0;try{while(_<i.length)_+=r(1,i,_,i.length-_)}catch(e){if(typeof e.code!=="string")throw e;return node().write(i.subarray(_),u)}if(u)process.nextTick(u);return true}const c=new Proxy({},{get:(e,r)=>{if(r==="write")return p?p.get?p.get.call(c):p.value:writeDirect;const t=node();const o=Reflect.get(t,r,t);if(typeof o!=="function")return o;return(...e)=>{const r=o.apply(t,e);return r===t?c:r}},set:(e,r,t)=>{if(r!=="write")return Reflect.set(node(),r,t);p={value:t};return true},defineProperty:(e,r,t)=>{if(r!=="write")return Reflect.defineProperty(node(),r,t);p=t;return true},deleteProperty:(e,r)=>{if(r!=="write")return Reflect.deleteProperty(node(),r);p=undefined;return true},has:(e,r)=>r in node(),ownKeys:()=>Reflect.ownKeys(node()),getOwnPropertyDescriptor:(e,r)=>{const t=Reflect.getOwnPropertyDescriptor(node(),r);return t&&{...t,configurable:true}},getPrototypeOf:()=>Object.getPrototypeOf(node())});const a=Object.assign(()=>c,{[i]:true});Object.defineProperty(t,"stdout",{configurable:true,enumerable:u.enumerable,get:a});return true}writeStdoutDirectly();void Promise.all([__nccwpck_require__.e(7037),__nccwpck_require__.e(145)]).then(__nccwpck_require__.bind(__nccwpck_require__,4602)).then(({run:e})=>e());module.exports=t})();