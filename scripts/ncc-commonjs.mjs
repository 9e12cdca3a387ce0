#!/usr/bin/env node
// `ncc build <entry> -o <out dir> --minify --license licenses.txt`, but as CommonJS. The ncc
// CLI makes an ES module bundle of every entry under this `"type": "module"` package and has no
// flag against it; its API takes `esm: false`. Node loads the chunks of a CommonJS bundle
// (`require`) more cheaply than those of an ES module one (`import()`): a few ms of every step
// (issue 31; `npm run bench` with BENCH_ONLY=steps). The files are written as the CLI writes
// them (the entry executable only with a shebang, each asset with its permissions, ncc's
// symlinks), plus the package.json that has Node read the output as CommonJS inside this
// `"type": "module"` package.
//   node scripts/ncc-commonjs.mjs src/index.ts dist      (scripts/build.sh)
import ncc from '@vercel/ncc'
import { transformSync } from 'esbuild'
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const [entry, outDir, ...extra] = process.argv.slice(2)
if (!entry || !outDir || extra.length > 0) {
  console.error('Usage: node scripts/ncc-commonjs.mjs <entry> <out dir>')
  process.exit(2)
}
// The CLI deletes the .js files already there; here the caller empties the folder (build.sh
// removes dist/), so a stale chunk can never sit beside the new ones unnoticed.
if (existsSync(outDir) && readdirSync(outDir).length > 0) {
  console.error(`${outDir} is not empty: the bundle goes into an empty or new folder, so no stale chunk stays beside it`)
  process.exit(2)
}
// As the CLI: deprecation notices from ncc's own code (Node 24 warns of its fs.existsSync calls)
// say nothing about the bundle.
process.noDeprecation = true

const built = await ncc(path.resolve(entry), { esm: false, minify: true, license: 'licenses.txt' })
const { assets, symlinks } = built

// Node's crypto takes 3-5 ms to load, a tenth of a step, and the toolkit imports it at start-up
// for the delimiter of an output. Its entry in the bundle's table of Node's modules becomes the
// stand-in of src/vendor/crypto-on-demand.cjs: the delimiter's UUID without crypto, anything
// else loading it on first use. The table has an entry for each name code imports it by
// (`crypto`, `node:crypto`): the first is the stand-in, the others take it, so there is one.
const cryptoOnDemand = createRequire(import.meta.url)('../src/vendor/crypto-on-demand.cjs')
const CRYPTO_ENTRY = /(\d+):e=>\{e\.exports=require\("(?:node:)?crypto"\)\}/g
const cryptoIds = [...built.code.matchAll(CRYPTO_ENTRY)].map((match) => match[1])
// ncc writing its table some other way would silently load crypto up front again.
if (cryptoIds.length === 0) {
  console.error(`ncc-commonjs: no entry \`<id>:e=>{e.exports=require("crypto")}\` in ${entry}'s bundle to load on first use: has ncc's output changed?`)
  process.exit(1)
}
const cryptoReplaced = built.code.replace(CRYPTO_ENTRY, (_, id) =>
  id === cryptoIds[0] ? `${id}:e=>{e.exports=(${cryptoOnDemand.toString()})(()=>require("crypto"))}` : `${id}:(e,r,t)=>{e.exports=t(${cryptoIds[0]})}`
)
// Each chunk is loaded with its compiled code kept between a job's steps, saved when a step ends
// (src/vendor/chunk-code-cache.cjs): ncc's `require` of a chunk becomes that loader's, made at
// the first chunk a step loads.
const chunkCodeCache = createRequire(import.meta.url)('../src/vendor/chunk-code-cache.cjs')
const CHUNK_REQUIRE = /installChunk\(require\("\.\/"\+__nccwpck_require__\.u\((\w+)\)\)\)/g
const chunkRequires = [...cryptoReplaced.matchAll(CHUNK_REQUIRE)]
if (chunkRequires.length !== 1) {
  console.error(
    `ncc-commonjs: ${chunkRequires.length} places in ${entry}'s bundle that load a chunk as \`installChunk(require("./"+__nccwpck_require__.u(id)))\`, where one was expected: has ncc's output changed?`
  )
  process.exit(1)
}
const code = cryptoReplaced.replace(
  CHUNK_REQUIRE,
  (_, id) => `installChunk((__nccwpck_require__.loadChunk??=(${chunkCodeCache.toString()})(require,__dirname))(__nccwpck_require__.u(${id})))`
)
const CHUNK = /^\d+\.index\.js$/
// The toolkit's summary module takes three functions of fs.promises as it loads, and Node loads
// fs.promises with readline and its history (1-2 ms of every step, issue 31) though a step never
// calls them: src/action/summary.ts appends the summary itself. They are looked up on first call
// instead, so a step that never makes one never loads fs.promises.
const SUMMARY_PROMISES = /const \{ access, appendFile, writeFile \} = ([\w$]+)\.promises;/g
const lazySummaryPromises = (_, fs) =>
  `const access = (...a) => ${fs}.promises.access(...a), appendFile = (...a) => ${fs}.promises.appendFile(...a), writeFile = (...a) => ${fs}.promises.writeFile(...a);`
// In the chunks, which ncc leaves unminified (the entry's text is minified past recognition).
let summaryPromises = 0
const chunks = new Map(
  Object.entries(assets)
    .filter(([name]) => CHUNK.test(name))
    .map(([name, asset]) => [
      name,
      asset.source.toString('utf8').replace(SUMMARY_PROMISES, (...match) => {
        summaryPromises++
        return lazySummaryPromises(...match)
      })
    ])
)
if (summaryPromises !== 1) {
  console.error(
    `ncc-commonjs: ${summaryPromises} places in ${entry}'s chunks where the toolkit's summary takes \`const { access, appendFile, writeFile } = <fs>.promises;\`, where one was expected: has @actions/core changed, does a second copy of it come into the bundle, or did its summary module move into the entry (which ncc minifies)?`
  )
  process.exit(1)
}
const write = (name, source, mode) => {
  const file = path.join(outDir, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, source, { mode })
}
write('index.js', code, /^#![^\n\r]*[\r\n]/.test(code) ? 0o777 : 0o666)
// ncc minifies the entry but not the chunks, which keep every comment, all their indentation and
// webpack's annotations: half their size. A job's first step compiles its chunks with no saved
// code, and V8 reads all of a chunk's source to compile it: the chunks minified made that step
// 2-5 ms faster, and a Kubernetes report (a job's first step) about 4 ms (issue 31; npm run
// bench with BENCH_COLD=step). Whitespace and syntax only: names stay, for stack traces; legal
// comments stay. ASCII: a chunk with one other character is a two-byte string in V8.
const minifyChunk = (name, source) =>
  transformSync(source, {
    loader: 'js',
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    legalComments: 'inline',
    sourcefile: name
  }).code
for (const [name, asset] of Object.entries(assets)) write(name, chunks.has(name) ? minifyChunk(name, chunks.get(name)) : asset.source, asset.permissions)
for (const [name, target] of Object.entries(symlinks)) {
  mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true })
  symlinkSync(target, path.join(outDir, name))
}
// ncc writes `{"type": "module"}` beside an ES module bundle, merged into a package.json asset if
// there is one; this is the same for CommonJS.
const pkg = assets['package.json'] ? JSON.parse(assets['package.json'].source.toString()) : {}
write('package.json', JSON.stringify({ ...pkg, type: 'commonjs' }, null, 2) + '\n', assets['package.json']?.permissions ?? 0o666)
console.log(`ncc: ${path.join(outDir, 'index.js')} (CommonJS) and ${Object.keys(assets).length} assets`)
