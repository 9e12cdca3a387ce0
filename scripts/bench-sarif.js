#!/usr/bin/env node
// SARIF benchmark: attest-sarif's reading of a generated 100 MB SARIF of 200,000 results
// (scripts/bench-sarif-read.ts: the files stat'ed, then streamed through the selective JSON
// reader, every finding's severity counted) beside `jq '[.runs[].results[]] | length'` on the
// same file, run after run alternately, whole-process wall times, medians; and the reading's
// peak memory. Goals (issue 21): at most 1.5x jq, under 200 MB. Not a test: it reports.
//   node scripts/bench-sarif.js            BENCH_RUNS (default 5), BENCH_FIXTURES to keep the file
import { spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const runs = Number(process.env.BENCH_RUNS || 5)
const fixtures = process.env.BENCH_FIXTURES ? path.resolve(process.env.BENCH_FIXTURES) : mkdtempSync(path.join(os.tmpdir(), 'bench-sarif-'))
const RESULTS = 200_000
const BYTES = 100_000_000
const GOALS = { ratio: 1.5, peakMB: 200 }

/** A SARIF log as a scanner writes it: 400 rules (three in four with a security-severity), results of about 500 bytes. */
function makeSarif(file) {
  if (existsSync(file) && statSync(file).size > BYTES * 0.99) return
  const fd = openSync(file, 'w')
  const rules = Array.from({ length: 400 }, (_, i) => ({
    id: `rule/${i}`,
    name: `Rule${i}`,
    shortDescription: { text: `Rule number ${i}` },
    defaultConfiguration: { level: ['error', 'warning', 'note'][i % 3] },
    properties: { tags: ['security'], precision: 'high', ...(i % 4 ? { 'security-severity': String((i % 100) / 10) } : {}) }
  }))
  writeSync(
    fd,
    `{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"BenchScanner","version":"1.0.0","rules":${JSON.stringify(rules)}}},"results":[`
  )
  const per = Math.floor((BYTES - 100_000) / RESULTS)
  let block = []
  for (let i = 0; i < RESULTS; i++) {
    const r = i % 400
    const result = {
      ruleId: `rule/${r}`,
      ruleIndex: r,
      ...(i % 5 ? { level: ['error', 'warning', 'note', 'none'][i % 4] } : {}),
      message: { text: '' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: `src/module${i % 997}/file${i % 31}.js`, uriBaseId: '%SRCROOT%' },
            region: { startLine: (i % 500) + 1, startColumn: 3, endLine: (i % 500) + 2, endColumn: 17 }
          }
        }
      ],
      partialFingerprints: { primaryLocationLineHash: `${((i * 2654435761) >>> 0).toString(16).padStart(8, '0')}:1` },
      properties: { priorityScore: i % 1000 }
    }
    result.message.text = `Finding ${i}: unsanitized "input" flows into a sink \\ path é `.padEnd(Math.max(10, per - JSON.stringify(result).length - 1), 'x')
    block.push(JSON.stringify(result))
    if (block.length === 1000 || i === RESULTS - 1) {
      writeSync(fd, (i >= block.length ? ',' : '') + block.join(','))
      block = []
    }
  }
  writeSync(fd, ']}]}\n')
  closeSync(fd)
}

function time(command, args) {
  const started = process.hrtime.bigint()
  const run = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20 })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${run.status}): ${run.stderr}`)
  return { ms, out: run.stdout }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const file = path.join(fixtures, 'bench-200k.sarif')
try {
  makeSarif(file)
  const reader = ['--experimental-transform-types', '--no-warnings', '--import', './scripts/ts-loader.mjs', 'scripts/bench-sarif-read.ts', file]
  const jq = ['[.runs[].results[]] | length', file]
  if (spawnSync('jq', ['--version']).status !== 0) {
    console.log('jq is not installed (Debian package jq): the SARIF figure needs it as its baseline')
    process.exit(0)
  }
  console.log(`SARIF: ${(statSync(file).size / 1e6).toFixed(0)} MB, ${RESULTS.toLocaleString('en')} results; ${runs} runs each after a warm-up, medians`)
  const counted = JSON.parse(time(process.execPath, reader).out)
  const jqCount = Number(time('jq', jq).out)
  if (counted.results !== RESULTS || jqCount !== RESULTS) throw new Error(`results read: the action ${counted.results}, jq ${jqCount}, expected ${RESULTS}`)
  const ours = []
  const theirs = []
  for (let i = 0; i < runs; i++) {
    ours.push(time(process.execPath, reader).ms)
    theirs.push(time('jq', jq).ms)
  }
  const [a, b] = [median(ours), median(theirs)]
  const ratio = a / b
  console.log(
    `  attest-sarif's reading ${a.toFixed(0).padStart(6)} ms | jq '[.runs[].results[]] | length' ${b.toFixed(0).padStart(6)} ms | ${ratio.toFixed(2)}x (goal <= ${GOALS.ratio}x)${ratio > GOALS.ratio ? '  << past goal' : ''}`
  )
  console.log(`  findings counted: ${JSON.stringify(counted)}`)
  if (existsSync('/usr/bin/time')) {
    const peak = (command, args) =>
      Number(
        spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], { cwd: root, encoding: 'utf8' })
          .stderr.trim()
          .split('\n')
          .pop()
      ) / 1024
    const [mine, jqs] = [peak(process.execPath, reader), peak('jq', jq)]
    console.log(
      `  peak memory: the reading ${mine.toFixed(0)} MiB (goal < ${GOALS.peakMB} MB)${mine * 1.048576 >= GOALS.peakMB ? '  << past goal' : ''}; jq ${jqs.toFixed(0)} MiB`
    )
  }
} finally {
  if (!process.env.BENCH_FIXTURES) rmSync(fixtures, { recursive: true, force: true })
}
