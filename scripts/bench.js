#!/usr/bin/env node
// Fingerprinting benchmarks: the bundled action (dist/index.js) beside a baseline measured in
// the same run, whole-process wall times, medians. Each figure is measured on every CPU set
// (`taskset -c 0` and `-c 0,1`) in turn, action and baseline alternated, so drift in the
// machine's load hits all alike; it is printed as the ratio action / baseline per CPU set, and
// flagged when past its goal. Not a test: nothing here passes or fails, it reports (the exit
// status is 0 whatever the figures).
//
// The 1 GiB file is measured on both kinds of CPU in one run: as the CPU is, and with its SHA
// extensions turned off for OpenSSL (OPENSSL_ia32cap, which `openssl` and Node honour) and for
// Go (GODEBUG=cpu.sha=off, which the reference client honours), beside `openssl dgst -sha256`
// and the reference client's `kosli fingerprint`, with the action's peak memory. A CPU without
// the SHA extensions measures the second kind twice (it says so).
//
//   npm run bench                      builds dist/, then measures (about 5 minutes on 2 cores)
//   BENCH_RUNS=9                       timed runs per figure (default 5, plus one warm-up)
//   BENCH_CPUS="0;0,1;0-3"             the CPU sets, `;`-separated (default: 0 and 0,1)
//   BENCH_ONLY=tree,big                only these figures: startup, tree, large, report, big, sandbox, pages, sarif, runtimes, steps
//   BENCH_ACTION=/path/to/index.js     measure another build (no build step), e.g. a "before"
//   BENCH_FIXTURES=/path               keep the generated trees there and reuse them next time
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash, randomFillSync } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const action = process.env.BENCH_ACTION ? path.resolve(process.env.BENCH_ACTION) : path.join(root, 'dist', 'index.js')
const node = process.execPath
const runs = Number(process.env.BENCH_RUNS || 5)
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : undefined
const cores = os.availableParallelism()
const cpuSets = (process.env.BENCH_CPUS || (cores > 1 ? '0;0,1' : '0')).split(';')
const fixtures = process.env.BENCH_FIXTURES ? path.resolve(process.env.BENCH_FIXTURES) : mkdtempSync(path.join(os.tmpdir(), 'bench-'))
mkdirSync(fixtures, { recursive: true })
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-run-'))
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
const hasTime = existsSync('/usr/bin/time')

/**
 * Goals: a figure past its goal is flagged. The trees' goals are for two cores or more (the
 * issue: "with two cores we should be well under it"); on one CPU they are printed, not judged.
 */
const GOALS = { startup: 1.8, tree: 0.9, large: 0.9, report: 1.3, big: 1.0, bigReference: 1.0, rssMiB: 56 }
const MULTI_CORE_GOALS = new Set(['tree', 'large'])

function pinned(cpus, command, args) {
  return hasTaskset ? ['taskset', ['-c', cpus, command, ...args]] : [command, args]
}

function time(cpus, command, args, options = {}) {
  const [cmd, argv] = pinned(cpus, command, args)
  const started = process.hrtime.bigint()
  const result = spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28, ...options })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`)
  return ms
}

/** CPUs in a taskset list such as "0", "0,1", "0-3". */
function cpuCount(cpus) {
  if (!hasTaskset) return cores
  return cpus.split(',').reduce((n, part) => {
    const [lo, hi] = part.split('-').map(Number)
    return n + (hi === undefined ? 1 : hi - lo + 1)
  }, 0)
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const outputFile = path.join(work, 'output')
function actionEnv(inputs, extra = {}) {
  writeFileSync(outputFile, '')
  const env = { PATH: process.env.PATH, HOME: process.env.HOME ?? work, INPUT_SUMMARY: 'false', GITHUB_OUTPUT: outputFile, RUNNER_TEMP: work, ...extra }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  return env
}

/** The `name` output of the last run. */
function output(name) {
  const m = new RegExp(`^${name}<<(.+)\\n([^]*?)\\n\\1$`, 'm').exec(readFileSync(outputFile, 'utf8'))
  return m?.[2]
}

function fingerprintRun(cpus, artifactPath, extraEnv = {}) {
  return time(cpus, node, [action], { env: actionEnv({ operation: 'fingerprint', 'artifact-path': artifactPath }, extraEnv) })
}

/** The fingerprint of a tree of plain files and directories, written out from the algorithm. */
function expectedFingerprint(dir) {
  const text = []
  const walk = (d) => {
    const names = readdirSync(d).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    for (const name of names) {
      const full = path.join(d, name)
      text.push(createHash('sha256').update(name).digest('hex'))
      if (statSync(full).isDirectory()) walk(full)
      else text.push(createHash('sha256').update(readFileSync(full)).digest('hex'))
    }
  }
  walk(dir)
  return createHash('sha256').update(text.join('')).digest('hex')
}

const results = []

/**
 * One figure on every CPU set: one warm-up each, then `runs` rounds, each running the action
 * and its baseline on each CPU set in turn, so a change in the machine's load meets every
 * figure and both CPU sets alike. `subject` and `baseline` take the CPU set.
 */
function compare(key, name, subject, baseline, baselineName) {
  console.log(`\n${name}`)
  const a = new Map(cpuSets.map((cpus) => [cpus, []]))
  const b = new Map(cpuSets.map((cpus) => [cpus, []]))
  for (const cpus of cpuSets) {
    subject(cpus)
    baseline(cpus)
  }
  for (let i = 0; i < runs; i++) {
    for (const cpus of cpuSets) {
      a.get(cpus).push(subject(cpus))
      b.get(cpus).push(baseline(cpus))
    }
  }
  for (const cpus of cpuSets) {
    const [ms, base] = [median(a.get(cpus)), median(b.get(cpus))]
    const ratio = ms / base
    const judged = !MULTI_CORE_GOALS.has(key) || cpuCount(cpus) > 1
    const goal = GOALS[key]
    const flagged = judged && ratio > goal
    results.push({ cpus, name, ms, ratio, goal, flagged })
    const verdict = judged ? `(goal <= ${goal}x)${flagged ? '  << past goal' : ''}` : `(goal <= ${goal}x from 2 CPUs)`
    console.log(
      `  CPUs ${cpus.padEnd(6)} action ${ms.toFixed(0).padStart(6)} ms | ${baselineName.padEnd(40)} ${base.toFixed(0).padStart(6)} ms | ${ratio.toFixed(2)}x ${verdict}`
    )
  }
  if (cpuSets.length > 1) {
    const [first, last] = [median(a.get(cpuSets[0])), median(a.get(cpuSets[cpuSets.length - 1]))]
    console.log(`  the action on CPUs ${cpuSets[cpuSets.length - 1]} against ${cpuSets[0]}: ${(first / last).toFixed(2)}x as fast`)
  }
}

function makeBigFile(file, bytes) {
  if (existsSync(file) && statSync(file).size === bytes) return
  const block = Buffer.allocUnsafe(16 << 20)
  randomFillSync(block)
  const fd = openSync(file, 'w')
  for (let written = 0; written < bytes; written += block.length) writeSync(fd, block, 0, Math.min(block.length, bytes - written))
  closeSync(fd)
}

/** `files` files of 100 B to 20 KB (a fixed sequence: every run measures the same tree) spread over `folders`. */
function makeTree(dir, files, folders) {
  // Beside the tree, not in it: it is no part of what is fingerprinted.
  const done = `${dir}.complete`
  if (existsSync(done)) return Number(readFileSync(done, 'utf8'))
  rmSync(dir, { recursive: true, force: true })
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  const block = Buffer.allocUnsafe(20_000)
  randomFillSync(block)
  let total = 0
  for (let f = 0; f < folders.length; f++) mkdirSync(path.join(dir, folders[f]), { recursive: true })
  for (let i = 0; i < files; i++) {
    const size = 100 + Math.floor(next() * 19_900)
    total += size
    writeFileSync(path.join(dir, folders[i % folders.length], `file-${i}.bin`), block.subarray(0, size))
  }
  writeFileSync(done, String(total))
  return total
}

const reference = path.join(root, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
const hasShaExtensions = /\bsha_ni\b/.test(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '')
/** The two kinds of CPU: as it is, and without its SHA extensions for OpenSSL and for Go. */
const CPU_KINDS = [
  { name: 'SHA extensions as the CPU has them', env: {} },
  { name: 'SHA extensions turned off (OPENSSL_ia32cap, GODEBUG=cpu.sha=off)', env: { OPENSSL_ia32cap: ':~0x20000000', GODEBUG: 'cpu.sha=off' } }
]

/** The action's peak resident memory (KiB from /usr/bin/time), in MiB. */
function peakMiB(cpus, file, extraEnv) {
  const [cmd, argv] = pinned(cpus, '/usr/bin/time', ['-f', '%M', node, action])
  const run = spawnSync(cmd, argv, { env: actionEnv({ operation: 'fingerprint', 'artifact-path': file }, extraEnv), encoding: 'utf8' })
  return Number(run.stderr.trim().split('\n').pop()) / 1024
}

/**
 * One 1 GiB file on both kinds of CPU and every CPU set: the action, `openssl dgst -sha256`
 * and the reference client in turn in each round, then the action's peak memory.
 */
function bigFile(file) {
  const expected = execFileSync('openssl', ['dgst', '-sha256', '-r', file], { encoding: 'utf8' }).split(' ')[0]
  const hasReference = existsSync(reference)
  console.log(`\none file: 1 GiB; this CPU ${hasShaExtensions ? 'has' : 'has not'} the SHA extensions (sha_ni in /proc/cpuinfo)`)
  if (!hasReference) console.log(`  the reference client is not installed (${path.relative(root, reference)}): npm ci`)
  for (const kind of CPU_KINDS) {
    const withKind = { ...process.env, ...kind.env }
    const subjects = [
      ['action', (cpus) => fingerprintRun(cpus, file, kind.env)],
      ['openssl', (cpus) => time(cpus, 'openssl', ['dgst', '-sha256', file], { env: withKind })],
      ...(hasReference ? [['reference', (cpus) => time(cpus, reference, ['fingerprint', '--artifact-type', 'file', file], { env: withKind })]] : [])
    ]
    const times = new Map(cpuSets.map((cpus) => [cpus, subjects.map(() => [])]))
    for (const cpus of cpuSets) {
      fingerprintRun(cpus, file, kind.env)
      if (output('fingerprint') !== expected) throw new Error(`fingerprint of the 1 GiB file on CPUs ${cpus}: ${output('fingerprint')}, expected ${expected}`)
      for (const [, run] of subjects.slice(1)) run(cpus)
    }
    for (let i = 0; i < runs; i++) for (const cpus of cpuSets) subjects.forEach(([, run], s) => times.get(cpus)[s].push(run(cpus)))
    console.log(`  ${kind.name}${hasShaExtensions || !kind.env.OPENSSL_ia32cap ? '' : ' (the CPU has none to turn off)'}`)
    for (const cpus of cpuSets) {
      const [ms, opensslMs, referenceMs] = times.get(cpus).map(median)
      const ratio = ms / opensslMs
      const flagged = ratio > GOALS.big
      results.push({ cpus, name: `1 GiB file, ${kind.name}`, flagged })
      let line = `    CPUs ${cpus.padEnd(6)} action ${ms.toFixed(0).padStart(6)} ms | openssl dgst -sha256 ${opensslMs.toFixed(0).padStart(6)} ms | ${ratio.toFixed(2)}x (goal <= ${GOALS.big}x)${flagged ? '  << past goal' : ''}`
      if (referenceMs !== undefined) {
        const against = ms / referenceMs
        const behind = !(against < GOALS.bigReference)
        results.push({ cpus, name: `1 GiB file against the reference client, ${kind.name}`, flagged: behind })
        line += ` | kosli fingerprint ${referenceMs.toFixed(0).padStart(6)} ms | ${against.toFixed(2)}x (goal < ${GOALS.bigReference}x)${behind ? '  << past goal' : ''}`
      }
      console.log(line)
    }
    for (const cpus of hasTime ? cpuSets : []) {
      const mib = peakMiB(cpus, file, kind.env)
      // Judged as printed, in whole MiB: the goal is the figure measured before (issue 25).
      const flagged = !(Math.round(mib) <= GOALS.rssMiB)
      results.push({ cpus, name: `peak memory, 1 GiB file, ${kind.name}`, flagged })
      console.log(`    CPUs ${cpus.padEnd(6)} peak memory ${mib.toFixed(0)} MiB (goal <= ${GOALS.rssMiB} MiB)${flagged ? '  << past goal' : ''}`)
    }
  }
}

const pad = (n, width) => String(n).padStart(width, '0')

try {
  if (!process.env.BENCH_ACTION) {
    console.log('building dist/ ...')
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  console.log(
    `node ${process.version}, ${os.cpus().length} cores (${cores} available), ${runs} runs each after a warm-up, medians; action ${path.relative(root, action) || action}`
  )
  if (!hasTaskset) console.log('taskset not found: every figure runs on all cores')
  const want = (key) => !only || only.has(key)

  const tiny = path.join(fixtures, 'tiny.txt')
  writeFileSync(tiny, 'hello\n')
  // 10,000 files in 100 folders; 100,000 in 10 x 100 folders, two levels deep.
  const tree = path.join(fixtures, 'tree-10k')
  const large = path.join(fixtures, 'tree-100k')
  const big = path.join(fixtures, 'big-1GiB.bin')
  const started = Date.now()
  const treeBytes =
    want('tree') || want('report')
      ? makeTree(
          tree,
          10_000,
          Array.from({ length: 100 }, (_, f) => `folder-${pad(f, 3)}`)
        )
      : 0
  const largeBytes = want('large')
    ? makeTree(
        large,
        100_000,
        Array.from({ length: 1000 }, (_, f) => `part-${pad(Math.floor(f / 100), 2)}/folder-${pad(f % 100, 3)}`)
      )
    : 0
  if (want('big')) makeBigFile(big, 1 << 30)
  console.log(`fixtures in ${fixtures} (${((Date.now() - started) / 1000).toFixed(0)} s to make)`)

  // Every CPU set must give the fingerprint the algorithm gives.
  const expected = {}
  const check = (cpus, what, file) => {
    expected[what] ??= expectedFingerprint(file)
    fingerprintRun(cpus, file)
    if (output('fingerprint') !== expected[what])
      throw new Error(`fingerprint of ${what} on CPUs ${cpus}: ${output('fingerprint')}, expected ${expected[what]}`)
  }

  if (hasTaskset) console.log(`CPU sets: ${cpuSets.map((c) => `taskset -c ${c}`).join(', ')}`)
  const pipeline = (dir) => `find ${dir} -type f -print0 | sort -z | xargs -0 openssl dgst -sha256 > /dev/null`
  if (want('startup'))
    compare(
      'startup',
      'start-up: fingerprint a 6-byte file',
      (cpus) => fingerprintRun(cpus, tiny),
      (cpus) => time(cpus, node, ['-e', '0']),
      'node -e 0'
    )
  if (want('tree')) {
    for (const cpus of cpuSets) check(cpus, 'tree-10k', tree)
    compare(
      'tree',
      `directory: 10,000 files, ${(treeBytes / 1e6).toFixed(0)} MB in 100 folders`,
      (cpus) => fingerprintRun(cpus, tree),
      (cpus) => time(cpus, 'bash', ['-c', pipeline(tree)]),
      'find | sort | xargs openssl dgst -sha256'
    )
  }
  if (want('large')) {
    for (const cpus of cpuSets) check(cpus, 'tree-100k', large)
    compare(
      'large',
      `directory: 100,000 files, ${(largeBytes / 1e6).toFixed(0)} MB in 10 x 100 folders`,
      (cpus) => fingerprintRun(cpus, large),
      (cpus) => time(cpus, 'bash', ['-c', pipeline(large)]),
      'find | sort | xargs openssl dgst -sha256'
    )
  }
  if (want('report')) {
    const report = (cpus) =>
      time(cpus, node, [action], {
        env: actionEnv({ operation: 'report-server-env', org: 'acme', environment: 'bench', paths: `${tree}\n${tree}/folder-00*`, 'dry-run': 'true' })
      })
    const sums = `find ${tree} -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null; find ${tree}/folder-00* -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null`
    compare(
      'report',
      'report-server-env (dry run): the 10,000-file tree + 10 of its folders',
      report,
      (cpus) => time(cpus, 'bash', ['-c', sums]),
      'the same files through sha256sum'
    )
  }
  if (want('big')) bigFile(big)

  // The sandbox's figures (writes/s at 0, 10,000 and 100,000 stored snapshots, in memory and
  // with --data, p50/p99 latency; a trail page of 500 attestations beside the API's GET of the
  // trail) come from their own script: they have no baseline to compare.
  const sandboxFigures = [want('sandbox') && 'writes', (want('sandbox') || want('pages')) && 'pages'].filter(Boolean)
  if (sandboxFigures.length > 0) {
    console.log(`\nsandbox: ${want('sandbox') ? 'server reports, each one a new snapshot; ' : ''}its pages`)
    execFileSync(node, [path.join(root, 'scripts', 'bench-sandbox.js'), '--figures', sandboxFigures.join(',')], { cwd: root, stdio: 'inherit' })
  }

  // attest-sarif's reading of a 100 MB SARIF beside jq, and its peak memory: their own script.
  if (want('sarif')) {
    console.log('\nSARIF: a 100 MB report of 200,000 results')
    execFileSync(node, [path.join(root, 'scripts', 'bench-sarif.js')], { cwd: root, stdio: 'inherit' })
  }

  // Runtime reports (S3, Kubernetes) beside the reference client: their own script, on loopback servers.
  if (want('runtimes')) execFileSync(node, [path.join(root, 'scripts', 'bench-runtimes.js')], { cwd: root, stdio: 'inherit' })

  // Evidence steps as the runner starts them, beside the reference client's, on the sandbox: their own script.
  if (want('steps')) {
    console.log('\nsteps: each operation beside the reference client, against the sandbox')
    execFileSync(node, [path.join(root, 'scripts', 'bench-steps.js')], { cwd: root, stdio: 'inherit' })
  }

  const flagged = results.filter((r) => r.flagged)
  console.log(
    flagged.length === 0 ? '\nevery figure within its goal' : `\n${flagged.length} past goal: ${flagged.map((r) => `${r.name} on CPUs ${r.cpus}`).join('; ')}`
  )
} finally {
  rmSync(work, { recursive: true, force: true })
  if (!process.env.BENCH_FIXTURES) rmSync(fixtures, { recursive: true, force: true })
}
