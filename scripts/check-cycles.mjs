#!/usr/bin/env node
// Fails on any import cycle among src/'s modules. Type-only imports and lazy `import()` count too:
// a cycle of types still ties two layers together, and a lazy import is a dependency all the same.
// Part of `npm run lint`. `node scripts/check-cycles.mjs [folder]` checks another tree (the tests do).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.resolve(process.argv[2] ?? path.join(ROOT, 'src'))
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return /\.(ts|mts|cts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : []
  })
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.mjs$/, '.mts'),
    base.replace(/\.cjs$/, '.cts'),
    base,
    `${base}.ts`,
    path.join(base, 'index.ts')
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return undefined
}

// Comments may quote an import; they are no dependency.
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

const files = sources(SRC)
const graph = new Map()
for (const file of files) {
  const edges = new Set()
  for (const m of withoutComments(readFileSync(file, 'utf8')).matchAll(SPECIFIER)) {
    const target = resolve(file, m[1] ?? m[2])
    if (target && target.startsWith(SRC) && target !== file) edges.add(target)
  }
  graph.set(file, [...edges])
}

// Tarjan's strongly connected components: any component of more than one module is a cycle.
let index = 0
const indices = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const components = []
function connect(v) {
  indices.set(v, index)
  low.set(v, index++)
  stack.push(v)
  onStack.add(v)
  for (const w of graph.get(v) ?? []) {
    if (!indices.has(w)) {
      connect(w)
      low.set(v, Math.min(low.get(v), low.get(w)))
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)))
  }
  if (low.get(v) === indices.get(v)) {
    const component = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1) components.push(component)
  }
}
for (const v of graph.keys()) if (!indices.has(v)) connect(v)

/** One concrete loop through a component, to show where to cut it. */
function loopIn(component) {
  const members = new Set(component)
  const start = component.sort()[0]
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length) {
    const v = queue.shift()
    for (const w of graph.get(v)) {
      if (!members.has(w)) continue
      if (w === start) {
        const loop = [v]
        for (let p = previous.get(v); p; p = previous.get(p)) loop.unshift(p)
        return [...loop, start]
      }
      if (!previous.has(w)) {
        previous.set(w, v)
        queue.push(w)
      }
    }
  }
  return component
}

const rel = (f) => path.relative(path.dirname(SRC), f)
if (components.length) {
  console.error(`Imports: ${components.length} cycle(s) in ${path.basename(SRC)}/ (type-only and lazy imports count):`)
  for (const c of components) console.error(`  ${c.length} modules, for example ${loopIn(c).map(rel).join(' → ')}`)
  process.exit(1)
}
console.log(`Imports: no cycles among ${files.length} modules in ${path.basename(SRC)}/`)
