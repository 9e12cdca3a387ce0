#!/usr/bin/env node
// Sandbox benchmark: server reports (each one a new snapshot) per second, and their latency,
// with 0, 10,000 and 100,000 snapshots already stored, in memory and with --data. One bundled
// dist/sandbox.js per size, started as the README says; after filling them, blocks of writes
// go to each in turn, round after round, so drift in the machine's load hits every size alike.
// Then the pages: a trail page with 500 attestations, beside the API's GET of the same trail
// (a page should cost no more than the call it mirrors; the goal is under 100 ms).
// Not a test: nothing here passes or fails, it reports.
//   node scripts/bench-sandbox.js [--sizes 0,10000,100000] [--rounds 5] [--block 400] [--concurrency 8] [--figures writes,pages]
//   BENCH_MODES=memory|data|memory,data (default both)
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,10000,100000' },
    rounds: { type: 'string', default: '5' },
    block: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    figures: { type: 'string', default: 'writes,pages' }
  }
})
const FIGURES = new Set(values.figures.split(','))
const SIZES = values.sizes.split(',').map(Number)
const ROUNDS = Number(values.rounds)
const BLOCK = Number(values.block)
const CONCURRENCY = Number(values.concurrency)
/** Artifacts per report: one changes each time, so every report makes a snapshot. */
const ARTIFACTS = 5

function start(args) {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'sandbox.js'), '--port', '0', '--quiet', ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (c) => {
      out += c
      const url = /^(http:\/\/\S+)\/api\/v2$/m.exec(out)?.[1]
      if (url) resolve({ child, url: new URL(url), agent: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }) })
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)))
  })
}

/** A request to the API (`p` below /api/v2), or with `below` '' to any address. */
function request(sandbox, method, p, body, below = '/api/v2') {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const headers = { authorization: 'Bearer bench', ...(text && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }) }
  return new Promise((resolve, reject) => {
    const req = http.request({ agent: sandbox.agent, host: sandbox.url.hostname, port: sandbox.url.port, method, path: `${below}${p}`, headers }, (res) => {
      let data = ''
      res.on('data', (c) => (data += c))
      res.on('end', () => resolve({ status: res.statusCode, data }))
    })
    req.on('error', reject)
    req.end(text)
  })
}

const fp = (i) => createHash('sha256').update(String(i)).digest('hex')
let serial = 0
/** A report whose last artifact is new: the environment gets a new snapshot. */
function report() {
  const n = serial++
  const digests = {}
  for (let a = 0; a < ARTIFACTS - 1; a++) digests[`/srv/lib-${a}`] = fp(`lib-${a}`)
  digests['/srv/app'] = fp(n)
  return { type: 'server', artifacts: [{ digests, creationTimestamp: 1_700_000_000 + n }] }
}

/** `count` reports, `CONCURRENCY` at a time: how long they took, and each one's latency in ms. */
async function write(sandbox, count) {
  const latencies = []
  let next = 0
  const lane = async () => {
    while (next < count) {
      next++
      const t = process.hrtime.bigint()
      const r = await request(sandbox, 'PUT', '/environments/bench/prod/report/server', report())
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6)
      if (r.status !== 201) throw new Error(`report answered ${r.status}: ${r.data}`)
    }
  }
  const t = process.hrtime.bigint()
  await Promise.all(Array.from({ length: CONCURRENCY }, lane))
  return { seconds: Number(process.hrtime.bigint() - t) / 1e9, latencies }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function bench(mode) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-'))
  const sandboxes = []
  try {
    for (const size of SIZES) {
      const file = path.join(dir, `${size}.db`)
      const sandbox = { size, file, ...(await start(mode === 'data' ? ['--data', file] : [])), rates: [], latencies: [] }
      sandboxes.push(sandbox)
      await request(sandbox, 'PUT', '/environments/bench', { name: 'prod', type: 'server', description: '' })
      const t = Date.now()
      if (size > 0) await write(sandbox, size)
      process.stderr.write(`  (${mode}: ${size} snapshots stored in ${((Date.now() - t) / 1000).toFixed(0)} s)\n`)
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const sandbox of sandboxes) {
        const { seconds, latencies } = await write(sandbox, BLOCK)
        sandbox.rates.push(BLOCK / seconds)
        sandbox.latencies.push(...latencies)
      }
    }
    for (const s of sandboxes) {
      const file = mode === 'data' ? `, file ${(statSync(s.file).size / 1e6).toFixed(0)} MB` : ''
      console.log(
        `${(mode === 'data' ? '--data FILE' : 'in memory').padEnd(12)} ${String(s.size).padStart(7)} snapshots stored | ${median(s.rates).toFixed(0).padStart(5)} writes/s (median of ${ROUNDS}, min ${Math.min(...s.rates).toFixed(0)}, max ${Math.max(...s.rates).toFixed(0)}) | p50 ${percentile(s.latencies, 50).toFixed(1).padStart(5)} ms | p99 ${percentile(s.latencies, 99).toFixed(1).padStart(6)} ms${file}`
      )
    }
    const largest = sandboxes[sandboxes.length - 1]
    for (const [what, p] of [
      ['GET environment (its state)', '/environments/bench/prod'],
      ['GET snapshots (a page)', '/snapshots/bench/prod?per_page=15'],
      ['GET snapshot (the latest)', '/snapshots/bench/prod/-1']
    ]) {
      const t = process.hrtime.bigint()
      for (let i = 0; i < 200; i++) await request(largest, 'GET', p)
      console.log(`${''.padEnd(12)} ${what.padEnd(28)} at ${largest.size} snapshots | ${(Number(process.hrtime.bigint() - t) / 1e6 / 200).toFixed(2)} ms each`)
    }
  } finally {
    for (const s of sandboxes) {
      s.agent.destroy()
      s.child.kill('SIGTERM')
      await new Promise((resolve) => s.child.once('exit', resolve))
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Attestations in the trail whose page is timed, and how many times it is asked for. */
const PAGE_ATTESTATIONS = 500
const PAGE_RUNS = 30

/** Times `count` GETs of the address `p` one after another (after a few not timed): each one's milliseconds, and the size of the last. */
async function timeGets(sandbox, p, count) {
  const times = []
  let size = 0
  for (let i = -3; i < count; i++) {
    const t = process.hrtime.bigint()
    const r = await request(sandbox, 'GET', p, undefined, '')
    if (r.status !== 200) throw new Error(`GET ${p} answered ${r.status}: ${r.data.slice(0, 200)}`)
    if (i >= 0) times.push(Number(process.hrtime.bigint() - t) / 1e6)
    size = Buffer.byteLength(r.data)
  }
  return { times, size }
}

/** The trail page of a trail with PAGE_ATTESTATIONS attestations, and the API's GET of that trail. */
async function benchPages() {
  const sandbox = await start([])
  try {
    const api = `http://${sandbox.url.host}/api/v2`
    const upload = async (p, data) => {
      const form = new FormData()
      form.append('data_json', new Blob([JSON.stringify(data)], { type: 'application/json' }))
      const r = await fetch(api + p, { method: p.startsWith('/trails/') ? 'PUT' : 'POST', headers: { authorization: 'Bearer bench' }, body: form })
      if (r.status >= 300) throw new Error(`${p} answered ${r.status}: ${await r.text()}`)
    }
    await request(sandbox, 'PUT', '/flows/bench', { name: 'shop', description: 'bench', template: ['app'] })
    await upload('/trails/bench/shop', { name: 'main', description: 'A trail of many attestations' })
    for (let i = 0; i < PAGE_ATTESTATIONS; i++)
      await upload('/attestations/bench/shop/trail/main/generic', {
        attestation_name: `check-${i}`,
        is_compliant: i % 7 !== 0,
        description: `Check ${i} <of> the build & its "inputs"`,
        origin_url: `https://ci.example/runs/${i}`,
        git_commit_info: { sha1: 'a'.repeat(40), branch: 'main', author: 'Ada', message: 'Ship it', timestamp: 1_790_000_000 },
        user_data: { run: i, tags: ['a', 'b'], nested: { ok: i % 2 === 0 } },
        annotations: { ticket: `T-${i}` }
      })
    const page = await timeGets(sandbox, '/bench/flows/shop/trails/main', PAGE_RUNS)
    const call = await timeGets(sandbox, '/api/v2/trails/bench/shop/main', PAGE_RUNS)
    console.log(
      `trail page, ${PAGE_ATTESTATIONS} attestations | median ${median(page.times).toFixed(1)} ms, p90 ${percentile(page.times, 90).toFixed(1)} ms (of ${PAGE_RUNS}; goal under 100 ms), ${(page.size / 1024).toFixed(0)} KiB | the API's GET of the trail: median ${median(call.times).toFixed(1)} ms, ${(call.size / 1024).toFixed(0)} KiB`
    )
  } finally {
    sandbox.agent.destroy()
    sandbox.child.kill('SIGTERM')
    await new Promise((resolve) => sandbox.child.once('exit', resolve))
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`)
if (FIGURES.has('writes')) {
  console.log(`reports of ${ARTIFACTS} artifacts, each one a new snapshot, ${CONCURRENCY} at a time; ${ROUNDS} rounds of ${BLOCK} per size`)
  for (const mode of (process.env.BENCH_MODES ?? 'memory,data').split(',')) await bench(mode)
}
if (FIGURES.has('pages')) await benchPages()
