#!/usr/bin/env node
// Sandbox benchmark: server reports (each one a new snapshot) per second, and their latency,
// with 0, 10,000 and 100,000 snapshots already stored, in memory and with --data. Each figure
// is measured on the bundled dist/sandbox.js, started as the README says, over loopback.
// Not a test: nothing here passes or fails, it reports.
//   node scripts/bench-sandbox.js [--sizes 0,10000,100000] [--writes 2000] [--concurrency 8]
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
  options: { sizes: { type: 'string', default: '0,10000,100000' }, writes: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '8' } }
})
const SIZES = values.sizes.split(',').map(Number)
const WRITES = Number(values.writes)
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
      if (url) resolve({ child, url: new URL(url) })
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)))
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function request(base, method, p, body) {
  const text = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: base.hostname, port: base.port, method, path: `/api/v2${p}`, headers: { authorization: 'Bearer bench', ...(text && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }) } }, (res) => {
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

/** `count` reports, `CONCURRENCY` at a time; each one's latency in ms. */
async function write(base, count) {
  const latencies = []
  let next = 0
  const lane = async () => {
    while (next < count) {
      next++
      const t = process.hrtime.bigint()
      const r = await request(base, 'PUT', '/environments/bench/prod/report/server', report())
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6)
      if (r.status !== 201) throw new Error(`report answered ${r.status}: ${r.data}`)
    }
  }
  const t = process.hrtime.bigint()
  await Promise.all(Array.from({ length: CONCURRENCY }, lane))
  return { seconds: Number(process.hrtime.bigint() - t) / 1e9, latencies }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function bench(mode) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-'))
  const file = path.join(dir, 'state.db')
  const { child, url } = await start(mode === 'data' ? ['--data', file] : [])
  try {
    await request(url, 'PUT', '/environments/bench', { name: 'prod', type: 'server', description: '' })
    let stored = 0
    for (const size of SIZES) {
      if (size > stored) {
        const t = Date.now()
        await write(url, size - stored)
        stored = size
        process.stderr.write(`  (${mode}: filled to ${size} snapshots in ${((Date.now() - t) / 1000).toFixed(0)} s)\n`)
      }
      const { seconds, latencies } = await write(url, WRITES)
      stored += WRITES
      const sorted = latencies.sort((a, b) => a - b)
      const size$ = mode === 'data' ? `, file ${(statSync(file).size / 1e6).toFixed(0)} MB` : ''
      console.log(
        `${(mode === 'data' ? '--data FILE' : 'in memory').padEnd(12)} ${String(size).padStart(7)} snapshots stored | ${(WRITES / seconds).toFixed(0).padStart(5)} writes/s | p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms | p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms${size$}`
      )
    }
    // Reads at the largest size: the environment (its state) and a page of its snapshots.
    for (const [what, p] of [
      ['GET environment', '/environments/bench/prod'],
      ['GET snapshots', '/snapshots/bench/prod?per_page=15']
    ]) {
      const t = process.hrtime.bigint()
      for (let i = 0; i < 200; i++) await request(url, 'GET', p)
      console.log(`${''.padEnd(12)} ${what.padEnd(25)} | ${(Number(process.hrtime.bigint() - t) / 1e6 / 200).toFixed(2)} ms each`)
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores; ${WRITES} server reports of ${ARTIFACTS} artifacts per figure, ${CONCURRENCY} at a time, each one a new snapshot`)
for (const mode of (process.env.BENCH_MODES ?? 'memory,data').split(',')) await bench(mode)
agent.destroy()
