// Measures audit-package on a large package, outside the test suite: the bundled action
// (dist/index.js) downloads a package of BENCH_PACKAGE_GIB GiB (default 2) from a loopback
// stand-in that makes it as it sends it, under `/usr/bin/time -v`; prints the time and the
// action's peak resident memory, and checks the file's size and digest.
//
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-loader.mjs scripts/bench-audit-package.ts
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PackageServer } from '../__tests__/helpers/package-server.js'
import { ROOT } from '../__tests__/helpers/run-action.js'

const gib = Number(process.env.BENCH_PACKAGE_GIB ?? 2)
const bytes = Math.round(gib * 1024 ** 3)
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-audit-'))
const file = path.join(dir, 'package.tar.gz')
const server = await new PackageServer(bytes).start()
try {
  const output = path.join(dir, 'output')
  writeFileSync(output, '')
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    RUNNER_TEMP: dir,
    INPUT_OPERATION: 'audit-package',
    'INPUT_API-KEY': 'bench-key',
    INPUT_ORG: 'acme',
    'INPUT_BASE-URL': server.baseUrl,
    INPUT_FLOW: 'shop',
    INPUT_TRAIL: 'main',
    'INPUT_OUTPUT-PATH': file,
    'INPUT_TIMEOUT-SECONDS': '30',
    'INPUT_MAX-RETRIES': '0'
  }
  const started = Date.now()
  const child = spawn('/usr/bin/time', ['-v', process.execPath, path.join(ROOT, 'dist', 'index.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let err = ''
  child.stderr.on('data', (c: Buffer) => (err += c.toString()))
  child.stdout.resume()
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const seconds = (Date.now() - started) / 1000
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(err)?.[1])
  const hash = createHash('sha256')
  await new Promise<void>((resolve, reject) =>
    createReadStream(file)
      .on('data', (c) => hash.update(c))
      .on('end', resolve)
      .on('error', reject)
  )
  const whole = statSync(file).size === bytes && hash.digest('hex') === server.sha256
  console.log(
    `audit-package of ${gib} GiB: exit ${code}, ${seconds.toFixed(1)} s, peak RSS ${(peakKb / 1024).toFixed(1)} MiB, file ${whole ? 'whole and as sent' : 'WRONG'}`
  )
  if (code !== 0 || !whole) process.exitCode = 1
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
