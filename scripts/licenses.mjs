#!/usr/bin/env node
// `npm run licenses`: every package bundled into dist/ must carry a licence we may ship, so a
// dependency update cannot slip a copyleft or unlicensed package into what users run.
//
// What is bundled: ncc writes one `licenses.txt` beside each bundle (dist/licenses.txt,
// dist/sandbox/licenses.txt), one entry per package: its name, its licence id, its licence text.
// Each entry's licence is checked twice: the id ncc found, and the `license` that
// package-lock.json records for every installed copy of that package. The production
// dependencies in package-lock.json (what a later build could bundle) are checked too.
// Fails naming each package whose licence is missing or not allowed.
//
// Usage: node scripts/licenses.mjs [ROOT]   (ROOT: the checkout, default this one)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Permissive licences (SPDX ids) whose terms a bundled, redistributed action can meet. */
export const ALLOWED = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  // The Python Software Foundation's permissive terms under their newer id: argparse 3, which
  // js-yaml 5 (a dependency of @kubernetes/client-node) lists for its command line, uses PSF-2.0
  // where argparse 2 said Python-2.0 for the same text.
  'PSF-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib'
])

const NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/

/**
 * Whether an SPDX licence expression is satisfied by the allowed licences: `A OR B` needs one of
 * them, `A AND B` both, `A WITH exception` needs A; parentheses group. Returns undefined when the
 * text is not an SPDX expression at all (a licence's prose, "SEE LICENSE IN ...", "UNLICENSED").
 */
export function expressionAllowed(expression) {
  const tokens = String(expression ?? '').match(/\(|\)|[^\s()]+/g) ?? []
  let at = 0
  const peek = () => tokens[at]
  function primary() {
    const token = tokens[at++]
    if (token === '(') {
      const value = disjunction()
      if (tokens[at++] !== ')') throw new Error('unbalanced')
      return value
    }
    if (!token || !/^[A-Za-z0-9][A-Za-z0-9.+-]*$/.test(token) || /^(AND|OR|WITH)$/i.test(token)) throw new Error('not an id')
    if (/^(LicenseRef-|DocumentRef-)/.test(token) || /^UNLICENSED$/i.test(token)) throw new Error('not a licence')
    // An exception (`WITH LLVM-exception`) only grants more: the base licence decides.
    if (/^WITH$/i.test(peek() ?? '')) {
      at++
      const exception = tokens[at++]
      if (!exception || !/^[A-Za-z0-9][A-Za-z0-9.+-]*$/.test(exception)) throw new Error('bad exception')
    }
    return ALLOWED.has(token.replace(/\+$/, ''))
  }
  function conjunction() {
    let value = primary()
    while (/^AND$/i.test(peek() ?? '')) {
      at++
      value = primary() && value
    }
    return value
  }
  function disjunction() {
    let value = conjunction()
    while (/^OR$/i.test(peek() ?? '')) {
      at++
      value = conjunction() || value
    }
    return value
  }
  try {
    if (tokens.length === 0) return undefined
    const value = disjunction()
    return at === tokens.length ? value : undefined
  } catch {
    return undefined
  }
}

/** The licence a package-lock.json entry records, as an SPDX expression (old `licenses` arrays too). */
function lockLicense(entry) {
  if (typeof entry.license === 'string') return entry.license
  if (entry.license && typeof entry.license.type === 'string') return entry.license.type
  if (Array.isArray(entry.licenses)) return entry.licenses.map((l) => (typeof l === 'string' ? l : l?.type)).join(' OR ')
  return undefined
}

/** Every installed copy of each package in package-lock.json: name -> [{ where, license, dev, optional }]. */
export function lockedPackages(lock) {
  const byName = new Map()
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.includes('node_modules/') || entry.link) continue
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const copies = byName.get(name) ?? []
    copies.push({ where, license: lockLicense(entry), dev: entry.dev === true, optional: entry.optional === true || entry.devOptional === true })
    byName.set(name, copies)
  }
  return byName
}

/**
 * The entries of one ncc licences file: `name`, then the licence id (absent when the package
 * declares none), then the licence text, entries apart by a blank line. A line after a blank line
 * starts an entry when it is a package name followed by a licence expression, or an installed
 * package's name (an entry without an id); anything else is licence text.
 */
export function parseLicensesFile(text, knownNames) {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const entries = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (i > 0 && lines[i - 1].trim() !== '') continue
    if (!NAME.test(line)) continue
    const next = (lines[i + 1] ?? '').trim()
    const hasId = next !== '' && expressionAllowed(next) !== undefined
    if (!hasId && !knownNames.has(line)) continue
    entries.push({ name: line, licenseId: hasId ? next : undefined, line: i + 1 })
  }
  return entries
}

function licenceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return licenceFiles(full)
      return name === 'licenses.txt' ? [full] : []
    })
}

/** Problems with the licences of what dist/ bundles and what production depends on; empty: all allowed. */
export function checkLicences(root) {
  const problems = []
  const lockFile = path.join(root, 'package-lock.json')
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'))
  const locked = lockedPackages(lock)
  const files = licenceFiles(path.join(root, 'dist'))
  if (files.length === 0) {
    return { problems: ['dist/ has no licenses.txt: run `npm run build` first (ncc writes one beside each bundle)'], bundled: new Map() }
  }
  const bundled = new Map()
  for (const file of files) {
    const relative = path.relative(root, file)
    for (const entry of parseLicensesFile(readFileSync(file, 'utf8'), new Set(locked.keys()))) {
      const where = `${relative}:${entry.line}`
      const copies = locked.get(entry.name)
      if (!copies) {
        problems.push(`${entry.name} (${where}) is bundled but not in package-lock.json: rebuild dist/ from the locked dependencies`)
        continue
      }
      // ncc takes the id from the package.json nearest the bundled file, which for a package that
      // ships ESM beside CommonJS is often a nested one holding only `type`; then the package's own
      // licence, as package-lock.json records it (checked below for every copy), is the one that counts.
      if (!entry.licenseId && !copies.every((c) => c.license))
        problems.push(`${entry.name} (${where}) is bundled without a licence id: its package.json declares none`)
      else if (entry.licenseId && !expressionAllowed(entry.licenseId))
        problems.push(`${entry.name} (${where}) is bundled under ${entry.licenseId}, which is not an allowed licence`)
      for (const copy of copies) {
        if (!copy.license) problems.push(`${entry.name} (${copy.where}) is bundled, and package-lock.json records no licence for it`)
        else if (!expressionAllowed(copy.license))
          problems.push(`${entry.name} (${copy.where}) is bundled, and package-lock.json records ${copy.license}, which is not an allowed licence`)
      }
      bundled.set(entry.name, entry.licenseId ?? copies[0].license ?? '(none)')
    }
  }
  // Production dependencies a later build could bundle (optional platform binaries never are).
  for (const [name, copies] of locked) {
    for (const copy of copies) {
      if (copy.dev || copy.optional || bundled.has(name)) continue
      if (!copy.license) problems.push(`${name} (${copy.where}) is a production dependency with no licence recorded in package-lock.json`)
      else if (!expressionAllowed(copy.license))
        problems.push(`${name} (${copy.where}) is a production dependency under ${copy.license}, which is not an allowed licence`)
    }
  }
  return { problems: [...new Set(problems)], bundled }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'))
  const { problems, bundled } = checkLicences(root)
  if (problems.length > 0) {
    console.error(`Licence check failed (allowed: ${[...ALLOWED].join(', ')}):`)
    for (const problem of problems) console.error(`  ${problem}`)
    process.exit(1)
  }
  const counts = {}
  for (const id of bundled.values()) counts[id] = (counts[id] ?? 0) + 1
  const summary = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([id, n]) => `${id} ${n}`)
    .join(', ')
  console.log(`Licences: ${bundled.size} packages bundled into dist/, all allowed (${summary})`)
}
