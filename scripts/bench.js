#!/usr/bin/env node
// Fingerprinting benchmarks: the bundled action beside a baseline, whole-process wall times,
// measured alternately in one run on a warm page cache, medians printed with their ratio.
// Not a test: nothing here passes or fails, it reports.
import { execFileSync, spawnSync } from 'node:child_process'
import { randomFillSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const action = path.join(root, 'dist', 'index.js')
const node = process.execPath
const runs = Number(process.env.BENCH_RUNS || 5)
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-'))

function time(command, args, options = {}) {
  const started = process.hrtime.bigint()
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28, ...options })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`)
  return ms
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function actionRun(artifactPath) {
  const out = path.join(work, 'output')
  writeFileSync(out, '')
  return () =>
    time(node, [action], {
      env: { PATH: process.env.PATH, INPUT_OPERATION: 'fingerprint', 'INPUT_ARTIFACT-PATH': artifactPath, INPUT_SUMMARY: 'false', GITHUB_OUTPUT: out, RUNNER_TEMP: work }
    })
}

/** Alternates the two so drift in the machine's load hits both alike. */
function compare(name, subject, baseline, baselineName, target) {
  subject()
  baseline()
  const a = []
  const b = []
  for (let i = 0; i < runs; i++) {
    a.push(subject())
    b.push(baseline())
  }
  const ratio = median(a) / median(b)
  console.log(`${name.padEnd(34)} action ${median(a).toFixed(0).padStart(6)} ms | ${baselineName.padEnd(40)} ${median(b).toFixed(0).padStart(6)} ms | ratio ${ratio.toFixed(2)}x (target <= ${target}x)`)
}

function makeBigFile(file, bytes) {
  const block = Buffer.allocUnsafe(16 << 20)
  randomFillSync(block)
  const fd = openSync(file, 'w')
  for (let written = 0; written < bytes; written += block.length) writeSync(fd, block, 0, Math.min(block.length, bytes - written))
  closeSync(fd)
}

function makeTree(dir, files, folders) {
  // A fixed sequence of sizes (0.1 to 20 KB), so every run measures the same tree.
  let seed = 42
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
  const block = Buffer.allocUnsafe(20_000)
  randomFillSync(block)
  let total = 0
  for (let f = 0; f < folders; f++) mkdirSync(path.join(dir, `folder-${String(f).padStart(3, '0')}`), { recursive: true })
  for (let i = 0; i < files; i++) {
    const size = 100 + Math.floor(next() * 19_900)
    total += size
    writeFileSync(path.join(dir, `folder-${String(i % folders).padStart(3, '0')}`, `file-${i}.bin`), block.subarray(0, size))
  }
  return total
}

try {
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${runs} runs each, medians`)
  const tiny = path.join(work, 'tiny.txt')
  writeFileSync(tiny, 'hello\n')
  compare('start-up: fingerprint a tiny file', actionRun(tiny), () => time(node, ['-e', '0']), 'node -e 0', 2.5)

  const tree = path.join(work, 'tree')
  const bytes = makeTree(tree, 10_000, 100)
  execFileSync('cat', ['/dev/null'])
  const pipeline = `find ${tree} -type f -print0 | sort -z | xargs -0 openssl dgst -sha256 > /dev/null`
  compare(`directory: 10,000 files, ${(bytes / 1e6).toFixed(0)} MB`, actionRun(tree), () => time('bash', ['-c', pipeline]), 'find | sort | xargs openssl dgst -sha256', 1.3)

  const reportRun = () => {
    const out = path.join(work, 'output')
    writeFileSync(out, '')
    return time(node, [action], {
      env: { PATH: process.env.PATH, INPUT_OPERATION: 'report-server-env', INPUT_ORG: 'acme', INPUT_ENVIRONMENT: 'bench', INPUT_PATHS: `${tree}\n${tree}/folder-00*`, 'INPUT_DRY-RUN': 'true', INPUT_SUMMARY: 'false', GITHUB_OUTPUT: out, RUNNER_TEMP: work }
    })
  }
  const sums = `find ${tree} -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null; find ${tree}/folder-00* -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null`
  compare('report-server-env (dry run): the tree + 10 folders', reportRun, () => time('bash', ['-c', sums]), 'the same files through sha256sum', 1.3)

  const big = path.join(work, 'big.bin')
  makeBigFile(big, 1 << 30)
  compare('one file: 1 GiB', actionRun(big), () => time('openssl', ['dgst', '-sha256', big]), 'openssl dgst -sha256', 1.0)

  const rss = spawnSync('/usr/bin/time', ['-f', '%M', node, action], {
    env: { PATH: process.env.PATH, INPUT_OPERATION: 'fingerprint', 'INPUT_ARTIFACT-PATH': big, INPUT_SUMMARY: 'false', GITHUB_OUTPUT: path.join(work, 'output') },
    encoding: 'utf8'
  })
  const kib = Number(rss.stderr.trim().split('\n').pop())
  if (Number.isFinite(kib)) console.log(`peak memory fingerprinting 1 GiB: ${(kib / 1024).toFixed(0)} MiB (target < 150 MiB)`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
