import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './run-action.js'

/**
 * The path of a system program the tests need. Missing, it fails the test loudly: a test that
 * quietly passes without its registry proves nothing.
 */
export function requireProgram(name: string, debianPackage: string): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/usr/sbin'])) {
    const candidate = path.join(dir, name)
    if (dir && existsSync(candidate)) return candidate
  }
  throw new Error(`${name} is not installed (Debian package ${debianPackage}); run \`sudo bash scripts/ci-system-deps.sh\` to install what the tests need`)
}

/** The reference client's binary, present where its optional package installs (Linux x64). */
export function referenceClient(): string | undefined {
  const bin = path.join(ROOT, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
  return existsSync(bin) ? bin : undefined
}
