// What a fresh machine skipped for want of Debian packages, said once at the end of the run, so
// the passing result is read for what it is. Tests record their skips in the file named by
// EVIDENCE_TEST_SKIPS (__tests__/helpers/system-deps.ts); jest's workers inherit it from here.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function startRecording() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evidence-skips-'))
  process.env.EVIDENCE_TEST_SKIPS = path.join(dir, 'skips.jsonl')
}

export default function report() {
  const file = process.env.EVIDENCE_TEST_SKIPS
  if (!file) return
  let lines = []
  try {
    lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  } catch {
    // nothing was skipped
  }
  rmSync(path.dirname(file), { recursive: true, force: true })
  if (lines.length === 0) return
  const byPackage = new Map()
  for (const { debianPackage, what } of lines) byPackage.set(debianPackage, new Set([...(byPackage.get(debianPackage) ?? []), what]))
  const parts = [...byPackage].map(([pkg, whats]) => `${pkg} (${[...whats].join(', ')})`)
  console.log(`\nSkipped for want of Debian packages: ${parts.join('; ')}. \`bash scripts/ci-system-deps.sh\` installs them; CI requires them.`)
}
