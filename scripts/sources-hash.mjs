#!/usr/bin/env node
// The SHA-256 of everything `npm run build` reads, so a test run can tell whether `dist/` was
// built from the sources as they are now (dist/sources.sha256 is written by the build).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const INPUTS = ['src', 'package-lock.json', 'tsconfig.json', 'scripts/build.sh', 'scripts/ncc-commonjs.mjs', 'scripts/generate.ts', 'scripts/compile-checks.ts']
/** What the build writes into src/ itself, from the inputs above. */
const GENERATED = new Set(['src/clients/service/catalogue/compiled'])

function files(entry) {
  if (GENERATED.has(entry)) return []
  const full = path.join(ROOT, entry)
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(path.posix.join(entry, name)))
}

export function sourcesHash() {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(files))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0')
  return hash.digest('hex')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(sourcesHash())
