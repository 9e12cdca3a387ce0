// Every temporary file of a test run goes under one folder of its own, removed as the run ends:
// the tests' own (tempDir, mkdtemp under os.tmpdir()), and those of the action, the sandbox and
// every other process a test starts, which inherit TMPDIR. A run used to leave its folders
// behind, 170 MB of them for an audit package alone, and a few days of runs filled the disk.
// Jest's workers inherit TMPDIR from here (global-setup.mjs), as they do EVIDENCE_TEST_SKIPS.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Where this run's temporary files go: set for this process and every process it starts. */
export function useOwnTmpdir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evidence-tests-'))
  process.env.EVIDENCE_TEST_TMPDIR = dir
  process.env.TMPDIR = dir
}

export function removeOwnTmpdir() {
  const dir = process.env.EVIDENCE_TEST_TMPDIR
  if (dir) rmSync(dir, { recursive: true, force: true })
}
