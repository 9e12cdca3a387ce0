#!/usr/bin/env node
// Runtime reports beside the reference client, on loopback: not a test, it prints figures.
//   S3: a bucket of 2,000 objects / 200 MB on s3rver: the same fingerprint, wall time of each
//       (medians), peak memory, and whether anything was written to the action's TMPDIR.
//   Kubernetes: 3,000 pods served in pages of the size asked: the same report, wall time of each
//       (a warm-up, then runs alternating client and action; medians), the ratio against the goal, peak memory.
//   node scripts/bench-runtimes.js     (npm run bench runs it: BENCH_ONLY=runtimes)
//   BENCH_RUNS=3                       timed runs per figure (default 3)
//   BENCH_ACTION=/path/to/index.js     another build of the action
//   BENCH_BEFORE=/path/to/index.js     Kubernetes: an earlier build too, in the same alternation (before and after)
//   BENCH_RUNTIMES=s3,k8s              only these parts (default both)
//   BENCH_ACTION_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof"   NODE_OPTIONS for the action's runs
//   BENCH_K8S_CHUNKS=1                 also list the files of the bundle one Kubernetes report loads, with their sizes
//   BENCH_S3_LATENCY_MS=20             first-byte latency the S3 server adds to every answer (default 20)
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const action = process.env.BENCH_ACTION ? path.resolve(process.env.BENCH_ACTION) : path.join(root, 'dist', 'index.js')
const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined
const kosli = path.join(root, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
const runs = Number(process.env.BENCH_RUNS || 3)
const latencyMs = Number(process.env.BENCH_S3_LATENCY_MS ?? 20)
const parts = new Set((process.env.BENCH_RUNTIMES || 's3,k8s').split(','))
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-runtimes-'))
const hasTime = existsSync('/usr/bin/time')

/** Runs a command to the end (asynchronously: the servers it reads live in this process); wall ms and peak RSS. */
function run(command, args, env) {
  const [cmd, argv] = hasTime ? ['/usr/bin/time', ['-f', '%M', command, ...args]] : [command, args]
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(cmd, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (err += c))
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${err.slice(-2000)}${out.slice(-2000)}`))
      const rssKiB = hasTime ? Number(err.trim().split('\n').pop()) : NaN
      resolve({ ms, rssMiB: rssKiB / 1024, out, err })
    })
  })
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** A stand-in of the service that takes any report and keeps the last body. */
async function recorder() {
  const state = { last: undefined }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      if (req.url.startsWith('/api/v2/')) state.last = JSON.parse(body || 'null')
      res.writeHead(201, { 'content-type': 'application/json' }).end('"OK"')
    })
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  return Object.assign(state, { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })
}

function actionEnv(inputs, extra) {
  const output = path.join(work, 'output')
  writeFileSync(output, '')
  const env = { PATH: process.env.PATH, HOME: work, INPUT_SUMMARY: 'false', GITHUB_OUTPUT: output, RUNNER_TEMP: work, ...extra }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  if (process.env.BENCH_ACTION_NODE_OPTIONS) env.NODE_OPTIONS = [process.env.BENCH_ACTION_NODE_OPTIONS, extra.NODE_OPTIONS].filter(Boolean).join(' ')
  return env
}

async function s3Bench(service) {
  const objects = 2000
  const size = 100_000
  // s3rver (the tests' S3 server) fails to list past 1,000 keys: the bench serves the bucket
  // itself, from memory, with S3's own ListObjectsV2 pages of 1,000, GET, HEAD and ranges.
  const keys = Array.from({ length: objects }, (_, i) => `site/part-${String(i % 20).padStart(2, '0')}/object-${String(i).padStart(4, '0')}.bin`).sort()
  const store = new Map(keys.map((k) => [k, randomBytes(size)]))
  const modified = '2026-01-05T10:00:00.000Z'
  // S3 answers after a first-byte latency (20 ms from a runner in the bucket's region is typical), not at loopback speed.
  const s3 = http.createServer((req, res) => setTimeout(() => answerS3(req, res), latencyMs))
  const answerS3 = (req, res) => {
    const url = new URL(req.url, 'http://s3')
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    if (bucket !== 'bench') return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>')
    if (key === '' && url.searchParams.get('list-type') === '2') {
      const start = Number(url.searchParams.get('continuation-token') || 0)
      const page = keys.slice(start, start + 1000)
      const more = start + 1000 < keys.length
      const contents = page
        .map(
          (k) =>
            `<Contents><Key>${k}</Key><LastModified>${modified}</LastModified><ETag>"e"</ETag><Size>${size}</Size><StorageClass>STANDARD</StorageClass></Contents>`
        )
        .join('')
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>bench</Name><Prefix></Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + 1000}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`
      )
    }
    const body = store.get(key)
    if (!body) return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>')
    const headers = { 'content-type': 'application/octet-stream', 'last-modified': new Date(modified).toUTCString(), etag: '"e"', 'accept-ranges': 'bytes' }
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
    if (range) {
      const from = Number(range[1])
      const to = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1)
      res.writeHead(206, { ...headers, 'content-length': to - from + 1, 'content-range': `bytes ${from}-${to}/${body.length}` })
      return res.end(req.method === 'HEAD' ? undefined : body.subarray(from, to + 1))
    }
    res.writeHead(200, { ...headers, 'content-length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  await new Promise((r) => s3.listen(0, '127.0.0.1', r))
  const origin = `http://127.0.0.1:${s3.address().port}`
  const aws = {
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'eu-west-1',
    AWS_ENDPOINT_URL_S3: origin,
    AWS_EC2_METADATA_DISABLED: 'true'
  }
  console.log(
    `\nS3: bucket of ${objects} objects, ${((objects * size) / 1e6).toFixed(0)} MB, on a loopback S3 server at ${origin}, ${latencyMs} ms first-byte latency`
  )
  const times = { client: [], action: [] }
  const rss = { client: [], action: [] }
  const fps = { client: new Set(), action: new Set() }
  let wrote = 0
  for (let i = 0; i <= runs; i++) {
    const tmp = mkdtempSync(path.join(work, 'tmp-'))
    const theirs = await run(
      kosli,
      ['snapshot', 's3', 'bench', '--bucket', 'bench', '--host', service.url, '--org', 'acme', '--api-token', 'k', '--max-api-retries', '0'],
      {
        PATH: process.env.PATH,
        HOME: work,
        TMPDIR: tmp,
        ...aws
      }
    )
    fps.client.add(JSON.stringify(service.last.artifacts))
    const ours = await run(
      process.execPath,
      [action],
      actionEnv(
        { operation: 'report-s3-env', environment: 'bench', 's3-bucket': 'bench', 'api-key': 'k', org: 'acme', 'base-url': service.url },
        { ...aws, TMPDIR: tmp }
      )
    )
    fps.action.add(JSON.stringify(service.last.artifacts))
    wrote += readdirSync(tmp).length
    rmSync(tmp, { recursive: true, force: true })
    if (i === 0) continue // warm-up
    times.client.push(theirs.ms)
    times.action.push(ours.ms)
    rss.client.push(theirs.rssMiB)
    rss.action.push(ours.rssMiB)
  }
  s3.close()
  const same = fps.client.size === 1 && fps.action.size === 1 && [...fps.client][0] === [...fps.action][0]
  const ratio = median(times.action) / median(times.client)
  console.log(`  fingerprint: ${same ? 'the same' : 'DIFFERENT'} ${[...fps.action][0]}`)
  console.log(`  reference client ${median(times.client).toFixed(0)} ms, peak ${Math.max(...rss.client).toFixed(0)} MiB (downloads to TMPDIR)`)
  console.log(`  action           ${median(times.action).toFixed(0)} ms, peak ${Math.max(...rss.action).toFixed(0)} MiB, files left in TMPDIR: ${wrote}`)
  console.log(`  action / client  ${ratio.toFixed(2)} (goal <= 0.5)${ratio > 0.5 ? '  << past goal' : ''}`)
}

async function k8sBench(service) {
  const total = 3000
  const pods = Array.from({ length: total }, (_, i) => ({
    metadata: {
      name: `web-${i}`,
      namespace: `ns-${i % 30}`,
      uid: `u${i}`,
      creationTimestamp: '2026-01-05T10:00:00Z',
      ownerReferences: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: `web-${i % 30}`, uid: `r${i % 30}`, controller: true }]
    },
    status: { phase: 'Running', containerStatuses: [{ name: 'web', image: `web:${i % 7}`, imageID: `web@sha256:${String(i % 7).repeat(64)}` }] }
  }))
  const pages = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://kube')
    if (url.pathname !== '/api/v1/pods') return res.writeHead(404).end('{}')
    const limit = Number(url.searchParams.get('limit') || 0)
    const start = Number(url.searchParams.get('continue') || 0)
    const size = limit > 0 ? limit : total
    pages.push(size)
    const more = start + size < total
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        kind: 'PodList',
        apiVersion: 'v1',
        metadata: { resourceVersion: '1', ...(more && { continue: String(start + size) }) },
        items: pods.slice(start, start + size)
      })
    )
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const kubeconfig = path.join(work, 'kubeconfig')
  writeFileSync(
    kubeconfig,
    `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: http://127.0.0.1:${server.address().port}\n    insecure-skip-tls-verify: true\nusers:\n- name: u\n  user:\n    token: t\ncontexts:\n- name: c\n  context: {cluster: c, user: u}\ncurrent-context: c\n`
  )
  const inputs = { operation: 'report-k8s-env', environment: 'bench', kubeconfig, 'api-key': 'k', org: 'acme', 'base-url': service.url }
  // Each run in a RUNNER_TEMP of its own: a job reports once, so no compiled code is kept from an earlier step, as here.
  const runAction = (extra = {}, entry = action) =>
    run(process.execPath, [entry], actionEnv(inputs, { RUNNER_TEMP: mkdtempSync(path.join(work, 'runner-')), ...extra }))
  const runClient = () =>
    run(kosli, ['snapshot', 'k8s', 'bench', '--kubeconfig', kubeconfig, '--host', service.url, '--org', 'acme', '--api-token', 'k'], {
      PATH: process.env.PATH,
      HOME: work
    })
  const sorted = (artifacts) => JSON.stringify([...artifacts].sort((a, b) => (a.podName < b.podName ? -1 : 1)))
  const runners = ['client', 'action', ...(before ? ['before'] : [])]
  const figures = Object.fromEntries(runners.map((w) => [w, { ms: [], rss: [], requests: 0 }]))
  const reports = Object.fromEntries(runners.map((w) => [w, new Set()]))
  const measure = async (who, i) => {
    pages.length = 0
    const result = who === 'client' ? await runClient() : await runAction({}, who === 'before' ? before : action)
    reports[who].add(sorted(service.last.artifacts))
    figures[who].requests = pages.length
    if (i === 0) return // warm-up: the disk cache, and the stand-in's first answers
    figures[who].ms.push(result.ms)
    figures[who].rss.push(result.rssMiB)
  }
  console.log(`\nKubernetes: ${total} running pods in 30 namespaces, served in pages of the size asked; 1 warm-up, then ${runs} runs of each, alternating`)
  try {
    for (let i = 0; i <= runs; i++) {
      // Each goes first every other run, so neither gains from what the machine did just before.
      const order = i % 2 === 0 ? runners : [...runners].reverse()
      for (const w of order) await measure(w, i)
    }
    const same = runners.every((w) => reports[w].size === 1 && [...reports[w]][0] === [...reports.client][0])
    const count = JSON.parse([...reports.action][0]).length
    const line = (who, label) =>
      `  ${label} ${median(figures[who].ms).toFixed(0)} ms (${figures[who].ms.map((ms) => ms.toFixed(0)).join(', ')}), peak ${Math.max(...figures[who].rss).toFixed(0)} MiB, ${figures[who].requests} list request(s)`
    const ratio = median(figures.action.ms) / median(figures.client.ms)
    console.log(`  report: ${same ? 'the same' : 'DIFFERENT'} (${count} pods${count === total ? '' : ', pods missing'})`)
    console.log(line('client', 'reference client'))
    console.log(line('action', 'action          '))
    console.log(`  action / client  ${ratio.toFixed(2)} (goal <= 1.0)${ratio > 1.0 ? '  << past goal' : ''}`)
    if (before) {
      console.log(line('before', 'before          '))
      console.log(`  before / client  ${(median(figures.before.ms) / median(figures.client.ms)).toFixed(2)} (${before})`)
    }
    if (process.env.BENCH_K8S_CHUNKS) await loadedChunks(runAction)
  } finally {
    server.close()
  }
}

/** Which files of the bundle one run of the action loads, and their sizes: a module hook logs each one Node loads. */
async function loadedChunks(runAction) {
  const log = path.join(work, 'loaded.txt')
  const hook = path.join(work, 'log-loads.mjs')
  writeFileSync(
    hook,
    `import { appendFileSync } from 'node:fs'\nimport module from 'node:module'\nmodule.registerHooks({ load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context) } })\n`
  )
  writeFileSync(log, '')
  await runAction({ NODE_OPTIONS: `--import=${hook}` })
  const dist = path.dirname(action)
  const files = [...new Set(readFileSync(log, 'utf8').split('\n'))]
    .filter((url) => url.startsWith('file:'))
    .map((url) => fileURLToPath(url))
    .filter((file) => file.startsWith(dist + path.sep))
  const sizes = files.map((file) => [path.relative(dist, file), statSync(file).size])
  const sum = sizes.reduce((n, [, size]) => n + size, 0)
  console.log(`  the action loaded ${sizes.length} files of ${dist}, ${(sum / 1e6).toFixed(1)} MB:`)
  for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`    ${String(size).padStart(10)}  ${file}`)
}

try {
  if (!existsSync(kosli)) console.log('the reference client is not installed (Linux x64 only): runtime figures need it, skipped')
  else {
    const service = await recorder()
    try {
      if (parts.has('s3')) await s3Bench(service)
      if (parts.has('k8s')) await k8sBench(service)
    } finally {
      service.close()
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
