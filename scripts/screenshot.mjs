#!/usr/bin/env node
// `npm run screenshot`: refreshes the README's picture of a sandbox trail page,
// docs/sandbox-trail-page.png. The browser test takes it (1280×800, in a real Chromium, from
// the records it makes itself); pngquant, when installed, turns it into a palette PNG of about
// a third of the size. The tests alone never write into the tree: only this command does.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'docs', 'sandbox-trail-page.png')
const work = mkdtempSync(path.join(os.tmpdir(), 'screenshot-'))
const taken = path.join(work, 'taken.png')
try {
  const test = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'test.mjs'), '__tests__/sandbox/sandbox-pages-browser.test.ts', '-t', "README's screenshot", '--coverage=false'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, EVIDENCE_SCREENSHOT_TO: taken } }
  )
  if (test.status !== 0 || !existsSync(taken)) {
    console.error('screenshot: the browser test did not take it (is chromium installed? `bash scripts/ci-system-deps.sh`)')
    process.exit(1)
  }
  mkdirSync(path.dirname(target), { recursive: true })
  const quantized = spawnSync('pngquant', ['--quality', '60-90', '--speed', '1', '--strip', '--force', '--output', target, taken], { stdio: 'inherit' })
  if (quantized.error || quantized.status !== 0) {
    copyFileSync(taken, target)
    console.log('screenshot: pngquant is not installed (Debian package pngquant): kept as taken, about three times larger')
  }
  console.log(`${path.relative(root, target)}: ${statSync(target).size} bytes`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
