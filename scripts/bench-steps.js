#!/usr/bin/env node
// One evidence step each, as the runner starts it, beside the reference client's step: not a
// test, it prints figures. Both run against the bundled sandbox (dist/sandbox.js) on loopback,
// in one git clone, with the variables a GitHub runner sets; the action is `node dist/index.js`
// with INPUT_* as the runner passes them (action.yml's defaults included); the client's step is
// its command in a script run by bash, as the runner runs a `run:` step. Action and client
// alternate, operation by operation, so a change in the machine's load meets both alike; wall
// and CPU (user + system) times are the medians of each.
//   node scripts/bench-steps.js        (npm run bench runs it: BENCH_ONLY=steps)
//   BENCH_RUNS=9                       timed runs per figure (default 9, plus one warm-up)
//   BENCH_ACTION=/path/to/index.js     another build of the action (its sandbox.js beside it if there is one)
//   BENCH_BEFORE=/path/to/index.js     an earlier build too, measured in the same alternation (before and after)
//   BENCH_STEPS=attest-generic,fingerprint   only these operations
//   BENCH_ACTION_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof"   NODE_OPTIONS for the action's runs (to see where the time goes)
//   BENCH_SERVICE_LATENCY_MS=20        the service's answers arrive this much later, as over a network, and a new
//                                      connection's first bytes too (its handshake's round trip) (default 0:
//                                      loopback, where a step has almost no wait to do other work in)
//   BENCH_COLD=step                    each action step with a new RUNNER_TEMP, so with no code kept from an
//                                      earlier step: a job's first step (default: one RUNNER_TEMP for all, as the
//                                      steps of one job share it, each operation run many times over)
//   BENCH_COLD=job                     a new RUNNER_TEMP for each round of the operations: a job that runs each
//                                      of them once, in this order
//   BENCH_GITHUB_LATENCY_MS=30         give the action a github-token, as every workflow does by default, and a
//                                      GitHub API stand-in that answers its commit GET this much later (unset: no
//                                      token, and the GitHub API unroutable)
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const action = process.env.BENCH_ACTION ? path.resolve(process.env.BENCH_ACTION) : path.join(root, 'dist', 'index.js')
const sandboxJs = existsSync(path.join(path.dirname(action), 'sandbox.js'))
  ? path.join(path.dirname(action), 'sandbox.js')
  : path.join(root, 'dist', 'sandbox.js')
const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined
const kosli = path.join(root, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
const runs = Number(process.env.BENCH_RUNS || 9)
const only = process.env.BENCH_STEPS ? new Set(process.env.BENCH_STEPS.split(',')) : undefined
const latencyMs = Number(process.env.BENCH_SERVICE_LATENCY_MS || 0)
const cold = process.env.BENCH_COLD
if (cold !== undefined && cold !== 'step' && cold !== 'job') throw new Error(`BENCH_COLD: step or job, not ${cold}`)
const gitHubLatencyMs = process.env.BENCH_GITHUB_LATENCY_MS === undefined ? undefined : Number(process.env.BENCH_GITHUB_LATENCY_MS)
/** The goals of issue 31: a step within 1.5x the client's and, for those that call the service, under 150 ms. */
const GOAL_RATIO = 1.5
const GOAL_MS = 150

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Starts the sandbox on a free loopback port; resolves with its base URL and a stop function. */
function startSandbox() {
  const child = spawn(process.execPath, [sandboxJs, '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (c) => {
      out += c
      const url = /^(http:\/\/\S+)\/api\/v2$/m.exec(out)?.[1]
      if (url) resolve({ url, stop: () => child.kill('SIGTERM') })
    })
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${out}`)))
  })
}

/**
 * A TCP relay in front of the sandbox whose every answer arrives `ms` later, and a new
 * connection's first request too, as a TCP handshake over that network would hold it, for action
 * and client alike. A process of its own: the bench waits for each step with spawnSync, which
 * holds its own event loop.
 */
function startLatency(target, ms) {
  const { hostname, port } = new URL(target)
  const relay = `
    const net = require('node:net')
    const server = net.createServer((client) => {
      const upstream = net.connect(${port}, ${JSON.stringify(hostname)})
      // A connection's first bytes wait out the handshake's round trip; later ones go at once.
      let held = []
      setTimeout(() => { for (const c of held) upstream.write(c); if (held.ended) upstream.end(); held = undefined }, ${ms})
      client.on('data', (chunk) => (held ? held.push(chunk) : upstream.write(chunk)))
      client.on('end', () => (held ? (held.ended = true) : upstream.end()))
      // Equal delays keep the chunks in order.
      upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), ${ms}))
      upstream.on('end', () => setTimeout(() => client.end(), ${ms}))
      for (const s of [client, upstream]) s.on('error', () => { client.destroy(); upstream.destroy() })
    })
    server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port))`
  const child = spawn(process.execPath, ['-e', relay], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (c) => resolve({ url: String(c).trim(), stop: () => child.kill('SIGTERM') }))
    child.once('exit', (code) => reject(new Error(`the latency relay exited with ${code}`)))
  })
}

/**
 * GitHub's API as an attestation reads it: the commit a step asks for, answered `ms` later. A
 * process of its own, as the relay is.
 */
function startGitHub(ms) {
  const api = `
    const http = require('node:http')
    const server = http.createServer((req, res) => {
      const sha = /^\\/repos\\/acme\\/shop\\/commits\\/([0-9a-f]{40})$/.exec(req.url)?.[1]
      const body = sha
        ? JSON.stringify({ sha, author: { login: 'bench' }, parents: [], commit: { message: 'The application', verification: { verified: false, reason: 'unsigned' } } })
        : JSON.stringify({ message: 'Not Found' })
      setTimeout(() => res.writeHead(sha ? 200 : 404, { 'content-type': 'application/json' }).end(body), ${ms})
    })
    server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port))`
  const child = spawn(process.execPath, ['-e', api], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (c) => resolve({ url: String(c).trim(), stop: () => child.kill('SIGTERM') }))
    child.once('exit', (code) => reject(new Error(`the GitHub API stand-in exited with ${code}`)))
  })
}

function git(dir, ...args) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Bench',
    GIT_AUTHOR_EMAIL: 'bench@example.com',
    GIT_COMMITTER_NAME: 'Bench',
    GIT_COMMITTER_EMAIL: 'bench@example.com',
    HOME: dir
  }
  return execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim()
}

/**
 * Runs a command to the end through bash's `time`, which reads the child's own resource use:
 * wall, user and system milliseconds of that command alone (bash's start-up is not in them).
 */
function timed(command, args, env, cwd) {
  const result = spawnSync('bash', ['-c', 'TIMEFORMAT="@@ %3R %3U %3S"; time "$@"', 'bash', command, ...args], {
    env,
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 26
  })
  const m = /@@ ([\d.]+) ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr)
  if (!m) throw new Error(`${command} ${args.join(' ')}: no timing (${result.status}): ${result.stderr}`)
  const stderr = result.stderr.slice(0, m.index)
  // `time` returns the command's status.
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${stderr}${result.stdout}`)
  return { wall: Number(m[1]) * 1000, cpu: (Number(m[2]) + Number(m[3])) * 1000, stdout: result.stdout, stderr }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-steps-'))
const sandbox = await startSandbox()
const relay = latencyMs > 0 ? await startLatency(sandbox.url, latencyMs) : undefined
/** Where both steps send: the sandbox, or the relay in front of it. */
const serviceUrl = relay?.url ?? sandbox.url
const gitHub = gitHubLatencyMs === undefined ? undefined : await startGitHub(gitHubLatencyMs)
try {
  const repo = path.join(work, 'repo')
  execFileSync('mkdir', ['-p', repo])
  git(repo, 'init', '-q', '-b', 'main')
  writeFileSync(path.join(repo, 'app.txt'), 'hello\n')
  git(repo, 'add', '.')
  git(repo, 'commit', '-q', '-m', 'The application')
  const sha = git(repo, 'rev-parse', 'HEAD')
  writeFileSync(
    path.join(repo, 'junit.xml'),
    '<testsuites><testsuite name="unit" tests="2" failures="0" errors="0" skipped="0" time="0.5" timestamp="2026-01-01T00:00:00"><testcase name="a" classname="c" time="0.2"/><testcase name="b" classname="c" time="0.3"/></testsuite></testsuites>\n'
  )
  const runner = path.join(work, 'runner')
  execFileSync('mkdir', ['-p', runner])
  // What a GitHub runner sets for every step; the GitHub API is the stand-in, or unroutable, as
  // nothing here may reach the real one.
  const base = {
    PATH: process.env.PATH,
    HOME: work,
    TZ: 'UTC',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_SHA: sha,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: gitHub?.url ?? 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '77',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_WORKSPACE: repo,
    RUNNER_TEMP: runner,
    KOSLI_NO_UPDATE_CHECK: '1'
  }
  const actionYml = parse(readFileSync(path.join(root, 'action.yml'), 'utf8'))
  const defaults = {}
  for (const [name, spec] of Object.entries(actionYml.inputs)) {
    if (spec.default !== undefined) defaults[`INPUT_${name.toUpperCase()}`] = String(spec.default).includes('${{') ? '' : String(spec.default)
  }
  // Which build the next action step runs: this one, or BENCH_BEFORE's for a moment.
  let entry = action
  /** Under BENCH_COLD=job, the RUNNER_TEMP of this round's job, for each build. */
  let jobTemps = {}
  /** Otherwise, one RUNNER_TEMP for all of a build's steps: two builds in one would overwrite each other's saved code. */
  const buildTemps = {}
  const actionStep = (inputs) => () => {
    const env = { ...base, ...defaults, GITHUB_OUTPUT: path.join(runner, 'output'), GITHUB_STEP_SUMMARY: path.join(runner, 'summary') }
    if (cold === 'step') env.RUNNER_TEMP = mkdtempSync(path.join(runner, 'temp-'))
    // Each build its own job: one build's saved code is never the other's.
    if (cold === 'job') env.RUNNER_TEMP = jobTemps[entry] ??= mkdtempSync(path.join(runner, 'job-'))
    if (cold === undefined) env.RUNNER_TEMP = buildTemps[entry] ??= mkdtempSync(path.join(runner, 'build-'))
    writeFileSync(env.GITHUB_OUTPUT, '')
    writeFileSync(env.GITHUB_STEP_SUMMARY, '')
    const all = { 'base-url': serviceUrl, org: 'acme', 'api-key': 'bench-key', ...(gitHub && { 'github-token': 'ghs_bench' }), ...inputs }
    for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase()}`] = value
    if (process.env.BENCH_ACTION_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_ACTION_NODE_OPTIONS
    return timed(process.execPath, [entry], env, repo)
  }
  // The client's step as the runner starts a `run:` step: its script in a file, run by bash
  // (`shell: bash` is `bash --noprofile --norc -eo pipefail {0}`), bash's start-up included.
  let scripts = 0
  const clientStep = (args) => () => {
    const script = path.join(runner, `step-${++scripts}.sh`)
    writeFileSync(script, `${[kosli, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')}\n`)
    const env = { ...base, KOSLI_HOST: serviceUrl, KOSLI_ORG: 'acme', KOSLI_API_TOKEN: 'bench-key', KOSLI_MAX_API_RETRIES: '0' }
    return timed('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], env, repo)
  }
  // What any Node step costs before its first line runs: Node 24 starting an empty script.
  const empty = path.join(runner, 'empty.js')
  writeFileSync(empty, '')
  const nodeStart = () => timed(process.execPath, [empty], { PATH: process.env.PATH }, repo)

  // What the steps write to: a flow, its trail, a server environment.
  clientStep(['create', 'flow', 'shop', '--description', 'Shop', '--use-empty-template'])()
  clientStep(['begin', 'trail', sha, '--flow', 'shop'])()
  clientStep(['create', 'environment', 'prod', '--type', 'server'])()

  let trails = 0
  const steps = [
    {
      name: 'attest-generic',
      action: actionStep({ operation: 'attest-generic', flow: 'shop', trail: sha, 'attestation-name': 'review', compliant: 'true' }),
      client: clientStep(['attest', 'generic', '--name', 'review', '--flow', 'shop', '--trail', sha, '--compliant'])
    },
    {
      name: 'begin-trail',
      // A new trail each time, as each build begins its own.
      action: () => actionStep({ operation: 'begin-trail', flow: 'shop', trail: `bench-${++trails}` })(),
      client: () => clientStep(['begin', 'trail', `bench-${++trails}`, '--flow', 'shop', '--commit', sha])()
    },
    {
      name: 'report-server-env',
      action: actionStep({ operation: 'report-server-env', environment: 'prod', paths: path.join(repo, 'app.txt') }),
      client: clientStep(['snapshot', 'server', 'prod', '--paths', path.join(repo, 'app.txt')])
    },
    {
      name: 'attest-junit',
      action: actionStep({ operation: 'attest-junit', flow: 'shop', trail: sha, 'attestation-name': 'unit-tests', 'junit-results': 'junit.xml' }),
      client: clientStep(['attest', 'junit', '--name', 'unit-tests', '--flow', 'shop', '--trail', sha, '--results-dir', 'junit.xml'])
    },
    {
      name: 'fingerprint',
      local: true,
      action: actionStep({ operation: 'fingerprint', 'artifact-path': 'app.txt' }),
      client: clientStep(['fingerprint', 'app.txt', '--artifact-type', 'file'])
    }
  ].filter((s) => !only || only.has(s.name))
  // The same inputs run by the earlier build (begin-trail's next trail name included).
  const runBefore = (step) => {
    entry = before
    try {
      return step.action()
    } finally {
      entry = action
    }
  }

  console.log(`node ${process.version}, ${os.availableParallelism()} CPUs; ${runs} runs each after a warm-up, action and client alternating; medians`)
  if (latencyMs > 0) console.log(`the service's answers, and a new connection's first bytes, arrive ${latencyMs} ms late (BENCH_SERVICE_LATENCY_MS)`)
  if (cold === 'step') console.log('every action step has a new RUNNER_TEMP: no code kept from an earlier step (BENCH_COLD=step)')
  if (cold === 'job') console.log('a new RUNNER_TEMP for each round: a job that runs each operation once (BENCH_COLD=job)')
  if (gitHub) console.log(`the action has a github-token; GitHub's API answers ${gitHubLatencyMs} ms late (BENCH_GITHUB_LATENCY_MS)`)
  if (before) console.log(`before ${path.relative(root, before) || before}`)
  console.log(`action ${path.relative(root, action) || action}; reference client ${execFileSync(kosli, ['version', '--short'], { encoding: 'utf8' }).trim()}`)
  const times = new Map(steps.map((s) => [s.name, { action: [], before: [], client: [] }]))
  const starts = []
  for (const step of steps) {
    if (before) runBefore(step)
    step.action()
    step.client()
  }
  for (let i = 0; i < runs; i++) {
    jobTemps = {}
    starts.push(nodeStart())
    for (const step of steps) {
      const t = times.get(step.name)
      if (before) t.before.push(runBefore(step))
      t.action.push(step.action())
      t.client.push(step.client())
    }
  }
  if (before) {
    console.log(`\n${'step'.padEnd(18)} ${'before wall'.padStart(11)} ${'cpu'.padStart(6)} | ${'after wall'.padStart(11)} ${'cpu'.padStart(6)}`)
    for (const step of steps) {
      const t = times.get(step.name)
      const [bw, bc, aw, ac] = [t.before.map((r) => r.wall), t.before.map((r) => r.cpu), t.action.map((r) => r.wall), t.action.map((r) => r.cpu)].map(median)
      console.log(
        `${step.name.padEnd(18)} ${`${bw.toFixed(0)} ms`.padStart(11)} ${bc.toFixed(0).padStart(6)} | ${`${aw.toFixed(0)} ms`.padStart(11)} ${ac.toFixed(0).padStart(6)}`
      )
    }
  }
  console.log(`\n${'step'.padEnd(18)} ${'action wall'.padStart(11)} ${'cpu'.padStart(6)} | ${'client wall'.padStart(11)} ${'cpu'.padStart(6)} | wall ratio`)
  const past = []
  for (const step of steps) {
    const t = times.get(step.name)
    const [aw, ac, cw, cc] = [
      median(t.action.map((r) => r.wall)),
      median(t.action.map((r) => r.cpu)),
      median(t.client.map((r) => r.wall)),
      median(t.client.map((r) => r.cpu))
    ]
    const ratio = aw / cw
    const over = ratio > GOAL_RATIO || (!step.local && aw > GOAL_MS)
    if (over) past.push(step.name)
    console.log(
      `${step.name.padEnd(18)} ${`${aw.toFixed(0)} ms`.padStart(11)} ${`${ac.toFixed(0)}`.padStart(6)} | ${`${cw.toFixed(0)} ms`.padStart(11)} ${`${cc.toFixed(0)}`.padStart(6)} | ${ratio.toFixed(2)}x${over ? '  << past goal' : ''}`
    )
  }
  const start = median(starts.map((r) => r.wall))
  console.log(
    `${'(node, empty file)'.padEnd(18)} ${`${start.toFixed(0)} ms`.padStart(11)} ${median(starts.map((r) => r.cpu))
      .toFixed(0)
      .padStart(6)} |  Node's own start, part of every action step`
  )
  console.log(`goal: within ${GOAL_RATIO}x the client's step${steps.some((s) => !s.local) ? `, and under ${GOAL_MS} ms for those that call the service` : ''}`)
  console.log(past.length === 0 ? 'every step within its goal' : `past goal: ${past.join(', ')}`)
} finally {
  relay?.stop()
  gitHub?.stop()
  sandbox.stop()
  rmSync(work, { recursive: true, force: true })
}
