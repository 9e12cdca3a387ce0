import { describe, it } from '@jest/globals'
import { appendFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './run-action.js'

const CI = process.env.CI === 'true' || process.env.CI === '1'
export const INSTALL = 'bash scripts/ci-system-deps.sh'

/**
 * Programs to treat as missing (`EVIDENCE_TEST_WITHOUT=docker-registry,shellcheck`, or `all`):
 * how a fresh machine's run is tried here, and how `.ci/run` proves it on every change.
 */
const WITHOUT = new Set((process.env.EVIDENCE_TEST_WITHOUT ?? '').split(',').map((s) => s.trim()))

function find(name: string): string | undefined {
  if (WITHOUT.has(name) || WITHOUT.has('all')) return undefined
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/usr/sbin'])) {
    const candidate = path.join(dir, name)
    if (dir && existsSync(candidate)) return candidate
  }
  return undefined
}

/**
 * The path of a system program the tests need. Missing, it fails the test loudly: a test that
 * quietly passes without its registry proves nothing.
 */
export function requireProgram(name: string, debianPackage: string): string {
  const found = find(name)
  if (found) return found
  throw new Error(`${name} is not installed (Debian package ${debianPackage}); run \`sudo ${INSTALL}\` to install what the tests need`)
}

/**
 * The path of a system program, or undefined when this machine lacks it: the tests that need it
 * are then skipped, said in one line here and counted in the line the run ends with
 * (__tests__/setup/skipped-report.mjs), so `npm ci && npm test` passes on a fresh machine. CI
 * must prove everything, so there a missing program fails the run instead.
 */
export function systemProgram(name: string, debianPackage: string, what: string): string | undefined {
  const found = find(name)
  if (found) return found
  const line = `${what}: skipped, ${name} is not installed (Debian package ${debianPackage}); \`${INSTALL}\` installs it`
  if (CI) throw new Error(`${line.replace(': skipped,', ' cannot run:')}, and CI requires it`)
  process.stderr.write(`${line}\n`)
  const record = process.env.EVIDENCE_TEST_SKIPS
  if (record) appendFileSync(record, `${JSON.stringify({ name, debianPackage, what })}\n`)
  return undefined
}

/** The Debian programs a suite needs, all found: `describe` and `it` that run, else skip. */
export function needing(what: string, programs: Array<[name: string, debianPackage: string]>): { describe: typeof describe; it: typeof it } {
  // Each is asked, so the line of every missing one is printed, not only the first.
  const found = programs.map(([name, pkg]) => systemProgram(name, pkg, what)).every(Boolean)
  return found ? { describe, it } : { describe: describe.skip as typeof describe, it: it.skip as typeof it }
}

/** The reference client's binary, present where its optional package installs (Linux x64). */
export function referenceClient(): string | undefined {
  const bin = path.join(ROOT, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
  return existsSync(bin) ? bin : undefined
}

/** The programs the registry tests need: the registry itself, and htpasswd for its passwords. */
export const REGISTRY_PROGRAMS: Array<[string, string]> = [
  ['docker-registry', 'docker-registry'],
  ['htpasswd', 'apache2-utils']
]
