#!/usr/bin/env node
// Capture what the service's reference client (the Kosli CLI) sends, and what it needs back.
//
//   node scripts/capture-reference-client.mjs [--only REGEX] [--no-probe] [--list]
//
// Starts a recording HTTP server on loopback (answering with bodies built from the response
// schemas of __tests__/fixtures/openapi-v2-published.json, or hand-written where the document
// has none), plus a stand-in of the GitHub REST and GraphQL APIs under /gh/, runs the CLI from
// node_modules/@kosli/cli-linux-x64/bin/kosli (or $KOSLI_CLI) once per case, and writes one
// JSON file per case into __tests__/fixtures/reference-client/<case>.json.
//
// Nothing leaves the machine: every CLI run gets --host pointing at the recorder, GitHub
// commands get --github-base-url pointing at the stand-in, GITHUB_API_URL / GITHUB_GRAPHQL_URL
// point at the stand-in too, and HTTP_PROXY / HTTPS_PROXY point at the recorder, which refuses
// and records any proxied (that is, non-loopback) request under `external_attempts`.
// Every CLI run is wrapped in coreutils `timeout`.
//
// Output is normalised so that re-running gives the same files: the temp directory becomes
// <TMP>, the port <PORT>, multipart boundaries <BOUNDARY>, "x minutes ago" texts <AGO>.
// The git repository the CLI reads is made with fixed authors and dates, so its commit SHAs
// are the same on every run.

import { spawn, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLI = process.env.KOSLI_CLI ?? path.join(ROOT, 'node_modules/@kosli/cli-linux-x64/bin/kosli')
const OUT_DIR = path.join(ROOT, '__tests__/fixtures/reference-client')
const OPENAPI_FILE = path.join(ROOT, '__tests__/fixtures/openapi-v2-published.json')

const argv = process.argv.slice(2)
const ONLY = argv.includes('--only') ? new RegExp(argv[argv.indexOf('--only') + 1]) : null
const PROBE = !argv.includes('--no-probe')
const LIST = argv.includes('--list')

const API_TOKEN = 'capture-api-token-not-a-secret'
const GH_TOKEN = 'ghs_captureTokenNotASecret000000000000'
const ORG = 'acme'
const FLOW = 'shop-api'
const GH_OWNER = 'acme'
const GH_REPO = 'shop-api'
const FP_A = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00'
const FP_B = '5d41402abc4b2a76b9719d911017c592ae1b2c3d4e5f60718293a4b5c6d7e8f9'
const EXT_FP = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const T0 = 1714644600 // 2024-05-02T10:10:00Z, used for every timestamp in canned responses
const RUN_TIMEOUT_S = 60

// ---------------------------------------------------------------------------------------------
// small helpers

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex')
const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)))
const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v)

function walkStrings(value, fn) {
  if (typeof value === 'string') return fn(value)
  if (Array.isArray(value)) return value.map((v) => walkStrings(v, fn))
  if (isPlainObject(value)) {
    const out = {}
    for (const [k, v] of Object.entries(value)) out[walkStrings(k, fn)] = walkStrings(v, fn)
    return out
  }
  return value
}

// Flatten JSON into { "a.b[0].c": value } for diffs.
function flatten(value, prefix = '', out = {}) {
  if (Array.isArray(value)) {
    if (value.length === 0) out[prefix] = []
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out))
  } else if (isPlainObject(value)) {
    const keys = Object.keys(value)
    if (keys.length === 0) out[prefix] = {}
    for (const k of keys) flatten(value[k], prefix ? `${prefix}.${k}` : k, out)
  } else out[prefix] = value
  return out
}

function diffFlat(a, b) {
  const fa = flatten(a)
  const fb = flatten(b)
  const changes = []
  for (const k of new Set([...Object.keys(fa), ...Object.keys(fb)])) {
    const va = JSON.stringify(fa[k])
    const vb = JSON.stringify(fb[k])
    if (va === vb) continue
    if (!(k in fb)) changes.push(`-${k}`)
    else if (!(k in fa)) changes.push(`+${k}=${vb}`)
    else changes.push(`~${k}: ${va} -> ${vb}`)
  }
  return changes.sort()
}

// ---------------------------------------------------------------------------------------------
// OpenAPI document: operation lookup, response sampling, request validation

const OPENAPI = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'))
const SCHEMAS = OPENAPI.components.schemas
const OPERATIONS = []
for (const [template, item] of Object.entries(OPENAPI.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue
    const names = []
    const re = new RegExp(
      '^' +
        template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, n) => {
          names.push(n)
          return '([^/]+)'
        }) +
        '$'
    )
    // Literal segments beat placeholders: count literal characters for ordering.
    const literal = template.replace(/\{[^}]+\}/g, '').length
    OPERATIONS.push({ method: method.toUpperCase(), template, re, names, literal, op })
  }
}
OPERATIONS.sort((a, b) => b.literal - a.literal)

function findOperation(method, apiPath) {
  for (const o of OPERATIONS) {
    if (o.method !== method) continue
    const m = o.re.exec(apiPath)
    if (m) {
      const params = {}
      o.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])))
      return { ...o, params }
    }
  }
  return null
}

const deref = (s) => {
  let seen = 0
  while (s && s.$ref && seen++ < 20) s = SCHEMAS[s.$ref.split('/').pop()]
  return s ?? {}
}

// A plausible value for a field, from its name.
function stringFor(key, schema) {
  const k = String(key ?? '').toLowerCase()
  const p = schema.pattern ?? ''
  if (p.includes('{64}') || /fingerprint|sha256|digest/.test(k)) return FP_A
  if (p.includes('{40}') || /^(sha1?|commit|git_commit|commit_sha|oid|merge_commit)$/.test(k)) return HEAD_SHA
  if (/html_url|api_url/.test(k)) return `https://app.kosli.com/${ORG}/flows/${FLOW}`
  if (/commit_url/.test(k)) return `https://github.com/${GH_OWNER}/${GH_REPO}/commit/${HEAD_SHA}`
  if (/build_url|origin_url/.test(k)) return `https://github.com/${GH_OWNER}/${GH_REPO}/actions/runs/9876543210`
  if (/repo_url|^url$|href/.test(k)) return `https://github.com/${GH_OWNER}/${GH_REPO}`
  if (/_at$|timestamp/.test(k)) return `${T0}.0` // the document types these as strings; the CLI parses them as numbers
  if (/^(flow|flow_name|pipeline)$/.test(k)) return FLOW
  if (/^(trail|trail_name)$/.test(k)) return HEAD_SHA
  if (/^(environment|env|env_name|environment_name)$/.test(k)) return 'production'
  if (/^org/.test(k)) return ORG
  if (/email/.test(k)) return 'dana@example.com'
  if (/author|user|_by$|owner|approver/.test(k)) return 'dana'
  if (/description|comment|message/.test(k)) return `Sample ${k.replace(/_/g, ' ')}`
  if (/state|status/.test(k)) return 'COMPLIANT'
  if (/^name$|_name$/.test(k)) return k === 'name' ? FLOW : `sample-${k.replace(/_name$/, '')}`
  if (schema.format === 'date-time') return '2024-05-02T10:10:00Z'
  return `sample-${k.replace(/_/g, '-') || 'value'}`
}

function sample(schema, key, depth = 0) {
  schema = deref(schema)
  if (depth > 12) return null
  if (schema.examples && schema.examples.length && !schema.properties) return clone(schema.examples[0])
  if ('example' in schema && !schema.properties) return clone(schema.example)
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  const alts = schema.anyOf ?? schema.oneOf
  if (alts) {
    const nonNull = alts.filter((a) => deref(a).type !== 'null')
    return sample(nonNull[0] ?? alts[0], key, depth + 1)
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s) => sample(s, key, depth + 1)))
  }
  let type = schema.type
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null'
  if (!type) type = schema.properties ? 'object' : schema.items ? 'array' : undefined
  const k = String(key ?? '').toLowerCase()
  switch (type) {
    case 'object': {
      const out = {}
      for (const [pk, ps] of Object.entries(schema.properties ?? {})) out[pk] = sample(ps, pk, depth + 1)
      return out
    }
    case 'array':
      return [sample(schema.items ?? {}, key, depth + 1)]
    case 'string':
      return stringFor(key, schema)
    case 'integer':
      return /_at$|timestamp|time|date|^from$|^to$/.test(k) ? T0 : 1
    case 'number':
      if (/duration/.test(k)) return 3600
      return /_at$|timestamp|time|date|^from$|^to$|created|evaluated/.test(k) ? T0 : 1
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return null
  }
}

// Minimal JSON Schema check, enough to list where a request leaves the document's schema.
function validate(schema, value, at = '$', errors = []) {
  schema = deref(schema)
  const alts = schema.anyOf ?? schema.oneOf
  if (alts) {
    const results = alts.map((a) => validate(a, value, at, []))
    if (results.some((r) => r.length === 0)) return errors
    // report the branch with the fewest errors
    results.sort((a, b) => a.length - b.length)
    errors.push(...results[0])
    return errors
  }
  if (schema.allOf) {
    for (const s of schema.allOf) validate(s, value, at, errors)
    return errors
  }
  if ('const' in schema && value !== schema.const) errors.push(`${at}: expected const ${JSON.stringify(schema.const)}`)
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${at}: ${JSON.stringify(value)} not in enum ${JSON.stringify(schema.enum)}`)
  let types = schema.type ? [].concat(schema.type) : null
  if (types) {
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
    const ok = types.some((t) => t === actual || (t === 'integer' && Number.isInteger(value)) || (t === 'number' && typeof value === 'number'))
    if (!ok) {
      errors.push(`${at}: type ${actual}, document says ${types.join('|')}`)
      return errors
    }
  }
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern).test(value)) {
    errors.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`)
  }
  if (isPlainObject(value)) {
    for (const r of schema.required ?? []) if (!(r in value)) errors.push(`${at}: missing required "${r}"`)
    const props = schema.properties ?? {}
    for (const [k, v] of Object.entries(value)) {
      if (k in props) {
        validate(props[k], v, `${at}.${k}`, errors)
        continue
      }
      const pp = Object.entries(schema.patternProperties ?? {}).find(([re]) => new RegExp(re).test(k))
      if (pp) {
        validate(pp[1], v, `${at}.${k}`, errors)
        continue
      }
      if (schema.patternProperties && schema.additionalProperties === undefined && !schema.properties) {
        errors.push(`${at}: key "${k}" does not match ${Object.keys(schema.patternProperties).join(', ')}`)
      } else if (schema.additionalProperties === false) errors.push(`${at}: "${k}" is not in the document's schema`)
      else if (isPlainObject(schema.additionalProperties)) validate(schema.additionalProperties, v, `${at}.${k}`, errors)
    }
  }
  if (Array.isArray(value) && schema.items) value.forEach((v, i) => validate(schema.items, v, `${at}[${i}]`, errors))
  return errors
}

// Compare one captured request with the document's operation.
function checkAgainstDocument(entry) {
  const op = findOperation(entry.method, entry.api_path ?? '')
  if (!op) return { operation: null, note: 'not in the OpenAPI document' }
  const result = { operation: `${op.method} ${op.template}` }
  const problems = []
  const queryParams = (op.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
  for (const q of Object.keys(entry.query ?? {}))
    if (!queryParams.includes(q)) problems.push(`query "${q}" is not a documented parameter (documented: ${queryParams.join(', ') || 'none'})`)
  const content = op.op.requestBody?.content ?? {}
  const ct = (entry.content_type ?? '').split(';')[0].trim()
  if (entry.body_kind === 'json' && entry.body !== null) {
    const schema = content['application/json']?.schema
    if (!schema) problems.push(`JSON body sent, document declares ${Object.keys(content).join(', ') || 'no body'}`)
    else problems.push(...validate(schema, entry.body, 'body'))
  } else if (entry.body_kind === 'multipart') {
    const schema = deref(content['multipart/form-data']?.schema)
    if (!content['multipart/form-data']) problems.push(`multipart body sent, document declares ${Object.keys(content).join(', ') || 'no body'}`)
    else {
      const props = schema.properties ?? {}
      for (const r of schema.required ?? []) if (!entry.parts.some((p) => p.name === r)) problems.push(`missing required part "${r}"`)
      for (const part of entry.parts) {
        if (!(part.name in props)) {
          problems.push(`part "${part.name}" is not in the document (documented parts: ${Object.keys(props).join(', ')})`)
          continue
        }
        if (part.json !== undefined && deref(props[part.name]).type !== 'string') problems.push(...validate(props[part.name], part.json, `part ${part.name}`))
      }
    }
  } else if (ct && ct !== 'application/json' && entry.body_kind !== 'empty') {
    problems.push(`body of type ${ct}`)
  }
  result.problems = problems
  return result
}

// ---------------------------------------------------------------------------------------------
// Workspace: a git repository with two commits, artifacts, test results, evidence files.

let TMP
let HEAD_SHA
let PARENT_SHA
const FIXED_MTIME = new Date('2024-05-02T10:30:00Z')

function write(rel, content) {
  const p = path.join(TMP, rel)
  fs.mkdirSync(path.dirname(p), { recursive: true })
  fs.writeFileSync(p, content)
  return p
}

function setMtimes(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory() && e.name !== '.git') setMtimes(p)
    if (e.isFile() || e.isDirectory()) fs.utimesSync(p, FIXED_MTIME, FIXED_MTIME)
  }
  fs.utimesSync(dir, FIXED_MTIME, FIXED_MTIME)
}

function makeWorkspace() {
  TMP = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kosli-ref-')))
  fs.mkdirSync(path.join(TMP, 'home'))
  const repo = path.join(TMP, 'repo')
  fs.mkdirSync(repo)
  const gitEnv = {
    PATH: process.env.PATH,
    HOME: path.join(TMP, 'home'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Dana Developer',
    GIT_AUTHOR_EMAIL: 'dana@example.com',
    GIT_COMMITTER_NAME: 'Dana Developer',
    GIT_COMMITTER_EMAIL: 'dana@example.com'
  }
  const git = (args, extra = {}) => execFileSync('git', args, { cwd: repo, env: { ...gitEnv, ...extra }, encoding: 'utf8' }).trim()
  git(['init', '-q', '-b', 'main'])
  git(['config', 'commit.gpgsign', 'false'])
  git(['remote', 'add', 'origin', `https://github.com/${GH_OWNER}/${GH_REPO}.git`])
  write('repo/README.md', '# shop-api\n\nThe shop API.\n')
  git(['add', 'README.md'])
  git(['commit', '-q', '-m', 'Initial commit'], { GIT_AUTHOR_DATE: '2024-05-01T09:00:00Z', GIT_COMMITTER_DATE: '2024-05-01T09:00:00Z' })
  write('repo/src/app.js', "export const handler = () => 'ok';\n")
  write('repo/.gitignore', 'dist/\ntest-results/\n')
  git(['add', 'src/app.js', '.gitignore'])
  git(['commit', '-q', '-m', 'Add checkout endpoint\n\nLonger body of the commit message.'], {
    GIT_AUTHOR_DATE: '2024-05-02T10:00:00Z',
    GIT_COMMITTER_DATE: '2024-05-02T10:05:00Z'
  })
  HEAD_SHA = git(['rev-parse', 'HEAD'])
  PARENT_SHA = git(['rev-parse', 'HEAD~1'])

  // Build outputs (untracked, as on a runner).
  write('repo/dist/shop-api.js', "console.log('shop-api 1.4.2');\n")
  write('repo/dist/static/index.html', '<!doctype html><title>shop</title>\n')
  write('repo/dist/.kosli_ignore', '# nothing ignored\n')

  // JUnit results: one suite passing, one with a failure, an error and a skip.
  write(
    'repo/test-results/junit-api.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="api" tests="3" failures="0" errors="0" skipped="0" time="0.412" timestamp="2024-05-02T10:06:00">
  <testcase classname="api.health" name="returns 200" time="0.101"/>
  <testcase classname="api.health" name="returns version" time="0.150"/>
  <testcase classname="api.cart" name="adds item" time="0.161"/>
</testsuite>
`
  )
  write(
    'repo/test-results/junit-checkout.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="checkout" tests="4" failures="1" errors="1" skipped="1" time="1.250">
  <testsuite name="checkout" tests="4" failures="1" errors="1" skipped="1" time="1.250" timestamp="2024-05-02T10:06:30">
    <testcase classname="checkout.pay" name="charges card" time="0.500"/>
    <testcase classname="checkout.pay" name="refunds card" time="0.300">
      <failure message="expected 200, got 500" type="AssertionError">stack trace here</failure>
    </testcase>
    <testcase classname="checkout.pay" name="times out" time="0.450">
      <error message="connection reset" type="Error">stack</error>
    </testcase>
    <testcase classname="checkout.pay" name="pending" time="0">
      <skipped/>
    </testcase>
  </testsuite>
</testsuites>
`
  )
  write(
    'junit-passing/junit-ok.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="ok" tests="2" failures="0" errors="0" skipped="0" time="0.2">
  <testcase classname="ok" name="a" time="0.1"/>
  <testcase classname="ok" name="b" time="0.1"/>
</testsuite>
`
  )

  // Evidence for attachments.
  write('evidence/security-report.txt', 'No findings.\n')
  write('evidence/coverage/summary.json', '{"lines": 91.5}\n')
  write('evidence/coverage/index.html', '<p>91.5%</p>\n')

  // JSON and YAML inputs.
  write('inputs/user-data.json', JSON.stringify({ ticket: 'SHOP-123', reviewers: ['dana', 'lee'], nested: { level: 2 } }, null, 2) + '\n')
  write('inputs/attestation-data.json', JSON.stringify({ coverage: 91.5, critical: 0, scanner: { name: 'cov', version: '2.1' } }, null, 2) + '\n')
  write(
    'inputs/coverage.schema.json',
    JSON.stringify(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: { coverage: { type: 'number' }, critical: { type: 'integer' } },
        required: ['coverage']
      },
      null,
      2
    ) + '\n'
  )
  write(
    'inputs/flow-template.yml',
    `version: 1
trail:
  attestations:
    - name: security-review
      type: generic
  artifacts:
    - name: backend
      attestations:
        - name: unit-tests
          type: junit
        - name: pull-request
          type: pull_request
`
  )
  write(
    'inputs/trail-template.yml',
    `version: 1
trail:
  attestations:
    - name: security-review
      type: generic
  artifacts:
    - name: backend
`
  )
  write(
    'inputs/paths.yml',
    `version: 1
artifacts:
  shop-api-js:
    path: ${path.join(TMP, 'repo/dist/shop-api.js')}
  shop-api-dist:
    path: ${path.join(TMP, 'repo/dist')}
    exclude: [static]
`
  )

  // Awkward things to fingerprint.
  write('odd/fifo-dir/regular.txt', 'regular\n')
  execFileSync('mkfifo', [path.join(TMP, 'odd/fifo-dir/pipe')])
  write('odd/devzero-dir/regular.txt', 'regular\n')
  fs.symlinkSync('/dev/zero', path.join(TMP, 'odd/devzero-dir/zero'))
  write('odd/link-dir/regular.txt', 'regular\n')
  fs.symlinkSync('regular.txt', path.join(TMP, 'odd/link-dir/link-to-regular'))
  fs.symlinkSync('/nonexistent/target', path.join(TMP, 'odd/link-dir/dangling'))
  write('odd/empty-file', '')
  fs.mkdirSync(path.join(TMP, 'odd/empty-dir'))
  fs.mkdirSync(path.join(TMP, 'runner-temp'))

  for (const d of [
    'repo/dist',
    'repo/test-results',
    'junit-passing',
    'evidence',
    'inputs',
    'odd/fifo-dir',
    'odd/devzero-dir',
    'odd/link-dir',
    'odd/empty-dir'
  ]) {
    setMtimes(path.join(TMP, d))
  }
  fs.utimesSync(path.join(TMP, 'odd/empty-file'), FIXED_MTIME, FIXED_MTIME)
  return repo
}

// ---------------------------------------------------------------------------------------------
// Request body parsing

function parseTar(buf) {
  const entries = []
  let off = 0
  let paxPath = null
  let longName = null
  while (off + 512 <= buf.length) {
    const h = buf.subarray(off, off + 512)
    if (h.every((b) => b === 0)) break
    const str = (a, b) =>
      h
        .subarray(a, a + b)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const oct = (a, b) => parseInt(str(a, b).trim() || '0', 8)
    let name = str(0, 100)
    const prefix = str(345, 155)
    if (prefix) name = `${prefix}/${name}`
    const size = oct(124, 12)
    const flag = String.fromCharCode(h[156] || 48)
    const data = buf.subarray(off + 512, off + 512 + size)
    off += 512 + Math.ceil(size / 512) * 512
    if (flag === 'x') {
      const m = /\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))
      paxPath = m ? m[1] : null
      continue
    }
    if (flag === 'L') {
      longName = data.toString('utf8').replace(/\0.*$/s, '')
      continue
    }
    if (flag === 'g') continue
    const entry = {
      name: paxPath ?? longName ?? name,
      type: { 0: 'file', 5: 'dir', 2: 'symlink', 1: 'hardlink', 3: 'char', 4: 'block', 6: 'fifo' }[flag] ?? flag,
      mode: str(100, 8).trim(),
      uid: oct(108, 8),
      gid: oct(116, 8),
      uname: str(265, 32),
      gname: str(297, 32),
      mtime: oct(136, 12),
      size
    }
    if (entry.type === 'symlink' || entry.type === 'hardlink') entry.linkname = str(157, 100)
    if (entry.type === 'file') {
      entry.sha256 = sha256(data)
      if (size <= 2048 && isText(data)) entry.text = data.toString('utf8')
    }
    entries.push(entry)
    paxPath = null
    longName = null
  }
  return entries
}

function isText(buf) {
  const s = buf.toString('utf8')
  if (s.includes('\uFFFD')) return false
  for (const ch of s) {
    const c = ch.charCodeAt(0)
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x0b) return false
  }
  return true
}

function describeFile(buf) {
  const out = { size: buf.length, sha256: sha256(buf) }
  if (buf.length >= 2 && buf[0] === 0x1f && buf[1] === 0x8b) {
    out.encoding = 'gzip'
    out.gzip_header = { mtime: buf.readUInt32LE(4), os: buf[9] }
    try {
      const raw = zlib.gunzipSync(buf)
      if (raw.length >= 512 && raw.subarray(257, 262).toString() === 'ustar') {
        out.archive = 'tar'
        out.entries = parseTar(raw)
      } else if (isText(raw)) out.text = raw.toString('utf8')
    } catch (e) {
      out.error = String(e.message)
    }
  } else if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50) {
    out.archive = 'zip'
  } else if (isText(buf)) {
    out.text = buf.toString('utf8')
  } else if (buf.length <= 4096) out.base64 = buf.toString('base64')
  return out
}

function parseMultipart(buf, boundary) {
  const parts = []
  const delim = Buffer.from(`--${boundary}`)
  let pos = buf.indexOf(delim)
  const preamble = pos > 0 ? buf.subarray(0, pos).toString('latin1') : ''
  while (pos !== -1) {
    pos += delim.length
    if (buf.subarray(pos, pos + 2).toString() === '--') break
    pos += 2 // CRLF
    const headerEnd = buf.indexOf('\r\n\r\n', pos)
    const headerText = buf.subarray(pos, headerEnd).toString('utf8')
    const next = buf.indexOf(Buffer.concat([Buffer.from('\r\n'), delim]), headerEnd)
    const content = buf.subarray(headerEnd + 4, next)
    const headers = {}
    for (const line of headerText.split('\r\n')) {
      const i = line.indexOf(':')
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
    }
    const cd = headers['content-disposition'] ?? ''
    const name = /\bname="([^"]*)"/.exec(cd)?.[1]
    const filename = /\bfilename="([^"]*)"/.exec(cd)?.[1]
    const part = { name, headers }
    if (filename !== undefined) part.filename = filename
    part.content_type = headers['content-type'] ?? null
    if (filename === undefined) {
      const text = content.toString('utf8')
      part.size = content.length
      try {
        part.json = JSON.parse(text)
        part.raw = text
      } catch {
        part.text = text
      }
    } else Object.assign(part, describeFile(content))
    parts.push(part)
    pos = next + 2
  }
  return { parts, preamble }
}

function queryObject(searchParams) {
  const q = {}
  for (const [k, v] of searchParams) {
    if (k in q) q[k] = [].concat(q[k], v)
    else q[k] = v
  }
  return q
}

// ---------------------------------------------------------------------------------------------
// Canned responses

const ATTESTATION_TYPE = () => ({
  name: 'coverage-check',
  description: 'Line coverage must be at least 80%',
  org: ORG,
  archived: false,
  created_by: 'dana',
  created_at: T0,
  last_modified_at: T0,
  versions: [
    {
      version: 1,
      comment: 'first version',
      timestamp: T0,
      created_by: 'dana',
      type_schema: { type: 'object', properties: { coverage: { type: 'number' } }, required: ['coverage'] },
      evaluator: { content_type: 'jq', rules: ['.coverage >= 80'] },
      summary: [{ name: 'Coverage', expression: '.coverage' }]
    }
  ]
})

// The document leaves these free-form ({}); their shape here is what the CLI reads.
const TRAIL_EVENTS = () => [
  {
    type: 'trail_reported',
    timestamp: T0,
    user: 'dana',
    git_commit_info: { sha1: HEAD_SHA, url: `https://github.com/${GH_OWNER}/${GH_REPO}/commit/${HEAD_SHA}` }
  },
  {
    type: 'trail_attestation_reported',
    timestamp: T0 + 30,
    attestation_type: 'generic',
    template_reference_name: 'security-review',
    attestation_id: 'att-0001',
    is_compliant: true
  },
  { type: 'artifact_creation_reported', timestamp: T0 + 60, artifact_name: 'dist/shop-api.js', template_reference_name: 'backend', fingerprint: FP_A },
  {
    type: 'artifact_attestation_reported',
    timestamp: T0 + 90,
    attestation_type: 'junit',
    target_artifact: 'backend',
    template_reference_name: 'unit-tests',
    attestation_id: 'att-0002',
    is_compliant: false
  },
  { type: 'artifact_started_running', timestamp: T0 + 120, template_reference_name: 'backend', environment_name: 'production', snapshot_index: 12 }
]
const ARTIFACT_PATCH = () => ({
  fingerprint: FP_A,
  filename: 'dist/shop-api.js',
  flow_name: FLOW,
  trail_name: HEAD_SHA,
  template_reference_name: 'backend',
  git_commit: HEAD_SHA,
  state: 'COMPLIANT',
  user_data: {},
  running: [{ environment_name: 'production', snapshot_index: 12 }],
  exited: [{ environment_name: 'staging', snapshot_index: 40 }],
  history: [
    { event: 'Artifact created', timestamp: T0 },
    { event: 'Started running in production#12', timestamp: T0 + 120 }
  ]
})

const FLOW_TEMPLATE_YAML = 'version: 1\ntrail:\n  artifacts:\n    - name: backend\n'
const FLOW_PATCH = () => ({
  name: FLOW,
  description: 'The shop API',
  visibility: 'private',
  template: FLOW_TEMPLATE_YAML,
  tags: { team: 'payments' },
  last_deployment_at: T0
})
// The document leaves snapshot artifacts free-form; these carry the fields the CLI's table reads.
const SNAPSHOT_ARTIFACTS = () => [
  {
    name: '/opt/shop-api/dist',
    fingerprint: FP_A,
    flow_name: FLOW,
    compliant: true,
    deployments: [3],
    git_commit: HEAD_SHA,
    commit_url: `https://github.com/${GH_OWNER}/${GH_REPO}/commit/${HEAD_SHA}`,
    creationTimestamp: [T0],
    annotation: { type: 'started', was: 0, now: 1 },
    pods: null
  },
  {
    name: '/opt/tools/cli.jar',
    fingerprint: FP_B,
    flow_name: '',
    compliant: false,
    deployments: [],
    git_commit: '',
    commit_url: '',
    creationTimestamp: [T0 - 3600],
    annotation: { type: 'unchanged', was: 1, now: 1 },
    pods: null
  },
  {
    name: '/opt/old/app',
    fingerprint: EXT_FP,
    flow_name: FLOW,
    compliant: true,
    deployments: [],
    git_commit: PARENT_SHA,
    commit_url: '',
    creationTimestamp: [T0 - 7200],
    annotation: { type: 'exited', was: 1, now: 0 },
    pods: null
  }
]

// Per-template patches that make the schema samples realistic.
const PATCHES = {
  'GET /environments/{org}/{env_name}': (p) => ({
    org: ORG,
    name: p.env_name,
    type: 'server',
    description: 'Production servers',
    last_modified_at: T0,
    last_reported_at: T0 + 60,
    state: true,
    include_scaling: false,
    tags: { team: 'payments' },
    policies: ['prod-policy'],
    included_environments: []
  }),
  'GET /environments/{org}': () => [
    {
      org: ORG,
      name: 'production',
      type: 'server',
      description: 'Production servers',
      last_modified_at: T0,
      last_reported_at: T0 + 60,
      state: true,
      include_scaling: false,
      tags: { team: 'payments' },
      policies: ['prod-policy'],
      included_environments: []
    },
    {
      org: ORG,
      name: 'prod-all',
      type: 'logical',
      description: 'Everything in production',
      last_modified_at: T0,
      last_reported_at: null,
      state: false,
      include_scaling: false,
      tags: {},
      policies: [],
      included_environments: ['production']
    }
  ],
  'GET /trails/{org}/{flow_name}/{trail_name}': () => ({ name: HEAD_SHA, events: TRAIL_EVENTS() }),
  'GET /flows/{org}/{flow_name}': () => FLOW_PATCH(),
  'GET /flows/{org}': () => [deepMerge(sample({ $ref: '#/components/schemas/FlowList' }), FLOW_PATCH())],
  'GET /snapshots/{org}/{env_name}/{snapshot_expression}': () => ({
    type: 'server',
    artifact_compliance_count: { COMPLIANT: 1 },
    artifacts: SNAPSHOT_ARTIFACTS(),
    applied_policies: [{ name: 'prod-policy', version: 1 }]
  }),
  'GET /artifacts/{org}/{flow_name}/fingerprint/{fingerprint}': () => ARTIFACT_PATCH(),
  'GET /artifacts/{org}/{flow_name}/commit_sha/{commit_sha}': () => [deepMerge(sample({ $ref: '#/components/schemas/ArtifactResponse' }), ARTIFACT_PATCH())],
  'GET /artifacts/{org}': () => [deepMerge(sample({ $ref: '#/components/schemas/ArtifactListItemResponse' }), ARTIFACT_PATCH())],
  'GET /custom-attestation-types/{org}/{custom_attestation_type_name}': () => ATTESTATION_TYPE(),
  'GET /custom-attestation-types/{org}': () => [ATTESTATION_TYPE()],
  'PUT /trails/{org}/{flow_name}': () => 'Trail was created',
  'POST /artifacts/{org}/{flow_name}': () => 'Artifact was reported',
  'PUT /environments/{org}': () => 'Environment was created',
  'PUT /flows/{org}': () => 'Flow was created',
  'PUT /flows/{org}/template_file': () => 'Flow was created',
  'POST /custom-attestation-types/{org}': () => 'Custom attestation type was created'
}

function deepMerge(base, patch) {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch
  const out = { ...base }
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? deepMerge(base[k], v) : v
  return out
}

// The default answer: the first 2xx response of the matching operation, body sampled from its schema.
function defaultResponse(entry) {
  if (entry.api_path === null) {
    if (entry.path === '/ready') return { status: 200, body: 'OK', source: 'hand-written' }
    return { status: 404, body: { message: `no such path ${entry.path}` }, source: 'hand-written' }
  }
  const op = findOperation(entry.method, entry.api_path)
  if (!op) return { status: 404, body: { message: `Not found: ${entry.method} ${entry.api_path}` }, source: 'not in the document' }
  const codes = Object.keys(op.op.responses).filter((c) => c.startsWith('2'))
  const status = Number(codes[0] ?? 200)
  const schema = op.op.responses[codes[0]]?.content?.['application/json']?.schema ?? {}
  const key = `${op.method} ${op.template}`
  const hasSchema = Object.keys(deref(schema)).length > 0
  let body = hasSchema ? sample(schema) : 'OK'
  let source = hasSchema ? 'schema sample' : 'document has no schema: a JSON string'
  if (PATCHES[key]) {
    const patch = PATCHES[key](op.params, entry)
    body = Array.isArray(patch) || !isPlainObject(body) ? patch : deepMerge(body, patch)
    source = hasSchema ? 'schema sample, patched' : 'hand-written (the document has no schema)'
  }
  return { status, body, source }
}

// ---------------------------------------------------------------------------------------------
// GitHub stand-in

function ghPullRequest(pr) {
  return {
    number: pr.number,
    title: pr.title,
    state: pr.state,
    headRefName: pr.head,
    baseRefName: 'main',
    url: `https://github.com/${GH_OWNER}/${GH_REPO}/pull/${pr.number}`,
    createdAt: '2024-05-01T12:00:00Z',
    mergedAt: pr.state === 'MERGED' ? '2024-05-02T10:05:00Z' : null,
    mergeCommit: pr.state === 'MERGED' ? { oid: HEAD_SHA } : null,
    repository: { name: pr.repo ?? GH_REPO, owner: { login: pr.owner ?? GH_OWNER } },
    author: { login: 'dana' },
    commits: {
      nodes: [
        {
          commit: {
            oid: PARENT_SHA,
            messageHeadline: 'Add checkout endpoint',
            committedDate: '2024-05-01T11:59:00Z',
            authoredDate: '2024-05-01T11:58:00Z',
            url: `https://github.com/${GH_OWNER}/${GH_REPO}/commit/${PARENT_SHA}`,
            author: { name: 'Dana Developer', email: 'dana@example.com', user: { login: 'dana' } },
            signature: { isValid: true, state: 'VALID' }
          }
        }
      ],
      pageInfo: pr.morePages ? { hasNextPage: true, endCursor: 'Y3Vyc29yOjE=' } : { hasNextPage: false, endCursor: 'Y3Vyc29yOjE=' }
    },
    reviews: {
      nodes: pr.approvers.map((login) => ({ author: { login }, state: 'APPROVED', submittedAt: '2024-05-02T09:00:00Z' })),
      pageInfo: { hasNextPage: false, endCursor: null }
    }
  }
}

// Parse a GraphQL query's selection set into { field: subtree | true }, following inline fragments.
function parseSelection(query) {
  let i = query.indexOf('{')
  const skipParens = () => {
    let depth = 0
    do {
      if (query[i] === '(') depth++
      else if (query[i] === ')') depth--
      i++
    } while (depth > 0 && i < query.length)
  }
  const set = () => {
    const out = {}
    i++ // {
    while (i < query.length) {
      while (/[\s,]/.test(query[i])) i++
      if (query[i] === '}') {
        i++
        return out
      }
      if (query.startsWith('...', i)) {
        i += 3
        while (query[i] !== '{') i++
        Object.assign(out, set())
        continue
      }
      let name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(query.slice(i))[0]
      i += name.length
      while (/\s/.test(query[i])) i++
      if (query[i] === ':') {
        i++
        while (/\s/.test(query[i])) i++
        const real = /^[A-Za-z_][A-Za-z0-9_]*/.exec(query.slice(i))[0]
        i += real.length
        name = real // aliases are not used by the CLI; keep the field name
      }
      while (/\s/.test(query[i])) i++
      if (query[i] === '(') skipParens()
      while (/\s/.test(query[i])) i++
      out[name] = query[i] === '{' ? set() : true
    }
    return out
  }
  return set()
}

function project(data, selection) {
  if (data === null || data === undefined) return null
  if (Array.isArray(data)) return data.map((d) => project(d, selection))
  if (selection === true) return data
  const out = {}
  for (const [k, sub] of Object.entries(selection)) out[k] = project(data[k], sub)
  return out
}

function githubResponse(entry, gh) {
  const answer = githubAnswer(entry, gh)
  if (entry.path.endsWith('/api/graphql') && answer.body?.data) {
    answer.body = { data: project(answer.body.data, parseSelection(entry.body?.query ?? '{}')) }
    answer.source = "stand-in data, projected onto the query's selection set"
  }
  return answer
}

function githubAnswer(entry, gh) {
  if (gh.fail) return { status: gh.fail, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }, source: 'stand-in' }
  const p = entry.path.replace(/^\/gh/, '')
  if (entry.method === 'POST' && p === '/api/graphql') {
    const q = entry.body?.query ?? ''
    if (q.includes('associatedPullRequests')) {
      return {
        status: 200,
        body: {
          data: {
            repository: {
              object: { associatedPullRequests: { nodes: (gh.graphqlPrs ?? []).map(ghPullRequest), pageInfo: { hasNextPage: false, endCursor: null } } }
            }
          }
        },
        source: 'stand-in'
      }
    }
    if (q.includes('pullRequest(')) {
      const n = entry.body?.variables?.prNumber
      const pr = (gh.allPrs ?? []).find((x) => x.number === n)
      return { status: 200, body: { data: { repository: { pullRequest: pr ? ghPullRequest(pr) : null } } } }
    }
    return { status: 200, body: { data: null, errors: [{ message: 'unknown query in stand-in' }] } }
  }
  let m
  if ((m = /^\/api\/v3\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/pulls$/.exec(p))) {
    return {
      status: 200,
      body: (gh.restPrs ?? []).map((pr) => ({
        number: pr.number,
        html_url: `https://github.com/${GH_OWNER}/${GH_REPO}/pull/${pr.number}`,
        state: pr.state === 'MERGED' ? 'closed' : 'open',
        title: pr.title,
        merge_commit_sha: HEAD_SHA,
        user: { login: 'dana' },
        head: { ref: pr.head, sha: PARENT_SHA },
        base: { ref: 'main' }
      }))
    }
  }
  if ((m = /^\/api\/v3\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/reviews$/.exec(p))) {
    const pr = (gh.allPrs ?? []).find((x) => x.number === Number(m[3]))
    return {
      status: 200,
      body: (pr?.approvers ?? []).map((login, i) => ({ id: i + 1, user: { login }, state: 'APPROVED', submitted_at: '2024-05-02T09:00:00Z' }))
    }
  }
  return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } }
}

// ---------------------------------------------------------------------------------------------
// Recording server

let PORT
let current = null // { requests, github, external, respond, gh }

function recordRequest(req, buf) {
  const url = new URL(req.url, 'http://127.0.0.1')
  const headers = { ...req.headers }
  const auth = headers.authorization
  delete headers.authorization
  const ct = headers['content-type'] ?? null
  const entry = {
    method: req.method,
    raw_url: req.url,
    path: url.pathname,
    api_path: url.pathname.startsWith('/api/v2/') ? url.pathname.slice('/api/v2'.length) : null,
    query: queryObject(url.searchParams),
    headers,
    authorization_scheme: auth ? auth.split(' ')[0] : null,
    content_type: ct
  }
  if (auth) {
    const cred = auth.split(' ').slice(1).join(' ')
    entry.authorization_credential = cred === API_TOKEN ? 'the --api-token value' : cred === GH_TOKEN ? 'the --github-token value' : 'something else'
  }
  if (buf.length === 0) {
    entry.body_kind = 'empty'
    entry.body = null
  } else if (ct && ct.startsWith('multipart/form-data')) {
    const boundary = /boundary=([^;]+)/.exec(ct)[1].replace(/^"|"$/g, '')
    entry.boundary_length = boundary.length
    entry.body_kind = 'multipart'
    entry.body_size = buf.length
    const { parts, preamble } = parseMultipart(buf, boundary)
    entry.parts = parts
    if (preamble) entry.preamble = preamble
    entry._boundary = boundary
  } else {
    const text = buf.toString('utf8')
    try {
      entry.body = JSON.parse(text)
      entry.body_kind = 'json'
      entry.body_text = text
    } catch {
      entry.body_kind = 'text'
      entry.body = text
    }
  }
  return entry
}

function startServer() {
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const buf = Buffer.concat(chunks)
      const cur = current
      if (/^https?:\/\//.test(req.url)) {
        // A proxied request: the CLI tried to reach a non-loopback host.
        cur?.external.push({ method: req.method, url: req.url })
        res.writeHead(502, { 'content-type': 'text/plain' })
        res.end('refused by the capture script: no network')
        return
      }
      const entry = recordRequest(req, buf)
      entry.t = Date.now()
      let answer
      if (entry.path.startsWith('/gh/')) {
        answer = githubResponse(entry, cur?.gh ?? {})
        cur?.github.push(entry)
      } else {
        const nth = cur ? cur.requests.filter((r) => r.method === entry.method && r.path === entry.path).length : 0
        try {
          answer = cur?.respond?.(entry, nth) ?? defaultResponse(entry)
        } catch (e) {
          console.error(`responder failed for ${req.method} ${req.url}: ${e.stack}`)
          answer = { status: 500, body: { message: `capture script error: ${e.message}` } }
        }
        cur?.requests.push(entry)
      }
      entry.response = { status: answer.status, body: answer.raw ?? answer.body }
      if (answer.headers) entry.response.headers = answer.headers
      if (answer.source) entry.response.source = answer.source
      if (!cur) console.error(`request outside a case: ${req.method} ${req.url}`)
      res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.headers ?? {}) })
      res.end(answer.raw ?? JSON.stringify(answer.body))
    })
  })
  server.on('connect', (req, socket) => {
    current?.external.push({ method: 'CONNECT', url: req.url })
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

// ---------------------------------------------------------------------------------------------
// Running the CLI

function githubEnv() {
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_RUN_NUMBER: '57',
    GITHUB_RUN_ID: '9876543210',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: HEAD_SHA,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_HEAD_REF: '',
    GITHUB_BASE_REF: '',
    GITHUB_REPOSITORY: `${GH_OWNER}/${GH_REPO}`,
    GITHUB_REPOSITORY_OWNER: GH_OWNER,
    GITHUB_REPOSITORY_ID: '812345678',
    GITHUB_REPOSITORY_OWNER_ID: '1234567',
    GITHUB_SERVER_URL: 'https://github.com',
    // Loopback on purpose: if the CLI reads these, it reaches the stand-in, never the internet.
    GITHUB_API_URL: `http://127.0.0.1:${PORT}/gh/api/v3`,
    GITHUB_GRAPHQL_URL: `http://127.0.0.1:${PORT}/gh/api/graphql`,
    GITHUB_WORKFLOW: 'ci',
    GITHUB_JOB: 'build',
    GITHUB_ACTOR: 'dana',
    GITHUB_TRIGGERING_ACTOR: 'dana',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_WORKSPACE: path.join(TMP, 'repo'),
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: path.join(TMP, 'runner-temp')
  }
}

function baseEnv() {
  return {
    PATH: process.env.PATH,
    HOME: path.join(TMP, 'home'),
    TZ: 'UTC',
    NO_COLOR: '1',
    LANG: 'C.UTF-8',
    HTTP_PROXY: `http://127.0.0.1:${PORT}`,
    HTTPS_PROXY: `http://127.0.0.1:${PORT}`,
    http_proxy: `http://127.0.0.1:${PORT}`,
    https_proxy: `http://127.0.0.1:${PORT}`,
    NO_PROXY: '',
    no_proxy: ''
  }
}

function runCli(args, { env = {}, cwd, timeoutS = RUN_TIMEOUT_S, stdin = '' } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('timeout', ['-k', '5', String(timeoutS), CLI, ...args], {
      cwd,
      env: { ...baseEnv(), ...env },
      stdio: ['pipe', 'pipe', 'pipe']
    })
    const out = []
    const err = []
    child.stdout.on('data', (d) => out.push(d))
    child.stderr.on('data', (d) => err.push(d))
    child.stdin.end(stdin)
    child.on('close', (code, signal) => {
      resolve({
        exit_code: code,
        signal,
        timed_out: code === 124 || code === 137,
        duration_ms: Date.now() - started,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8')
      })
    })
  })
}

function hostArgs() {
  return ['--host', `http://127.0.0.1:${PORT}`, '--api-token', API_TOKEN, '--org', ORG]
}

async function runCase(c) {
  const cur = { requests: [], github: [], external: [], respond: c.respond, gh: c.github }
  current = cur
  const args = [...c.args, ...(c.noHost ? [] : hostArgs())]
  const env = c.env === 'none' ? { ...(c.extraEnv ?? {}) } : { ...githubEnv(), ...(c.extraEnv ?? {}) }
  for (const v of c.unsetEnv ?? []) delete env[v]
  const result = await runCli(args, { env, cwd: c.cwd ?? path.join(TMP, 'repo'), timeoutS: c.timeoutS })
  current = null
  return { cur, result, args, env }
}

function cleanEntry(e, t0, keepTiming) {
  const out = { ...e }
  delete out.t
  delete out._boundary
  if (keepTiming) out.seconds_after_first_request = Math.round((e.t - t0) / 500) / 2
  if (out.api_path === null) delete out.api_path
  out.document = e.path.startsWith('/gh/') ? undefined : checkAgainstDocument(e)
  if (out.body_kind === 'json') {
    // Keep the exact text only when it says something the parsed body does not (escapes, spacing).
    if (JSON.stringify(out.body) === out.body_text) delete out.body_text
  }
  if (out.parts) {
    let varies = false
    out.parts = out.parts.map((p) => {
      const q = { ...p }
      if (q.raw !== undefined && JSON.stringify(q.json) === q.raw) delete q.raw
      // An archive whose entry names hold the (random) temp directory differs in size on every run.
      if (q.entries?.some((en) => en.name.includes(TMP.slice(1)))) {
        q.size = q.sha256 = '<varies with the temp directory name>'
        varies = true
      }
      return q
    })
    if (varies) {
      out.body_size = '<varies with the temp directory name>'
      out.headers = { ...out.headers, 'content-length': '<varies with the temp directory name>' }
    }
  }
  return out
}

function normaliser(boundaries) {
  const tmpVariants = [TMP, TMP.replace(/^\/private/, '')]
  return (s) => {
    for (const t of tmpVariants) s = s.split(t).join('<TMP>')
    for (const t of tmpVariants) s = s.split(t.slice(1)).join('<TMP-without-leading-slash>')
    s = s.split(`127.0.0.1:${PORT}`).join('127.0.0.1:<PORT>')
    for (const b of boundaries) s = s.split(b).join('<BOUNDARY>')
    s = s.replace(/\b(about |over |almost )?(\d+|an?|one) (second|minute|hour|day|week|month|year)s? ago\b/g, '<AGO>')
    s = s.replace(/\bgoroutine \d+ \[running\]/g, 'goroutine N [running]')
    s = s.replace(/\+0x[0-9a-f]+/g, '+0xN').replace(/0x[0-9a-f]{6,}/g, '0xN')
    return s
  }
}

function summariseRun(result) {
  const firstErr = result.stderr.split('\n').find((l) => /^(panic:|Error:)/.test(l))
  if (result.timed_out) return 'timeout'
  if (/^panic:/m.test(result.stderr)) return `crash (${firstErr})`
  return result.exit_code === 0 ? 'ok' : `exit ${result.exit_code}${firstErr ? ` (${firstErr})` : ''}`
}

// Field probe: re-run a read command with each field of the response removed (and set to null),
// and classify what the CLI does with that field.
function fieldPaths(value, prefix = [], depth = 0, out = []) {
  if (depth > 3) return out
  if (Array.isArray(value)) {
    if (value.length) fieldPaths(value[0], [...prefix, 0], depth, out)
    return out
  }
  if (!isPlainObject(value)) return out
  for (const [k, v] of Object.entries(value)) {
    const tokens = [...prefix, k]
    out.push(tokens)
    if (isPlainObject(v) || Array.isArray(v)) fieldPaths(v, tokens, depth + 1, out)
  }
  return out
}

const label = (tokens) => tokens.map((t, i) => (typeof t === 'number' ? `[${t}]` : i ? `.${t}` : t)).join('')

function editAt(body, tokens, mode) {
  const copy = clone(body)
  let node = copy
  for (const t of tokens.slice(0, -1)) node = node[t]
  const last = tokens.at(-1)
  if (mode === 'missing') {
    if (Array.isArray(node)) node.splice(last, 1)
    else delete node[last]
  } else node[last] = null
  return copy
}

async function probeFields(c, baseline) {
  const target = baseline.cur.requests.find((r) => (c.probeMatch ? c.probeMatch(r) : r.method === 'GET'))
  if (!target || target.response.status >= 300) return undefined
  const body = target.response.body
  const fields = {}
  const norm = (s) => s.replace(/\s+$/gm, '')
  for (const tokens of fieldPaths(body)) {
    const p = label(tokens)
    fields[p] = {}
    for (const mode of ['missing', 'null']) {
      const probeCase = {
        ...c,
        respond: (entry, nth) => {
          if (entry.method === target.method && entry.path === target.path) {
            return { status: target.response.status, body: editAt(body, tokens, mode) }
          }
          return c.respond?.(entry, nth)
        }
      }
      const run = await runCase(probeCase)
      let verdict
      const s = summariseRun(run.result)
      if (s !== summariseRun(baseline.result) && s !== 'ok') verdict = s
      else if (norm(run.result.stdout) !== norm(baseline.result.stdout)) verdict = 'printed'
      else verdict = 'unused'
      fields[p][mode] = verdict
    }
  }
  return { request: `${target.method} ${target.path}`, fields }
}

// Env probe: re-run with one variable removed at a time and list what changed in the requests.
async function probeEnv(c, baseline) {
  const base = baseline.cur.requests.map(requestShape)
  const out = {}
  for (const v of Object.keys(githubEnv())) {
    const run = await runCase({ ...c, unsetEnv: [...(c.unsetEnv ?? []), v] })
    const shape = run.cur.requests.map(requestShape)
    const changes = diffFlat(base, shape)
    const s = summariseRun(run.result)
    out[v] = s !== 'ok' ? [s, ...changes] : changes.length ? changes : 'no effect'
  }
  return out
}

function requestShape(e) {
  return {
    method: e.method,
    path: e.path,
    query: e.query,
    body: e.body_kind === 'multipart' ? Object.fromEntries(e.parts.map((p) => [p.name, p.json ?? p.filename ?? p.text])) : e.body
  }
}

// ---------------------------------------------------------------------------------------------
// The cases

function respondWith(matchPath, status, body, headers) {
  return (entry) => (matchPath.test(entry.path) ? { status, body, headers, source: 'case-specific' } : undefined)
}

function assertBody({ compliant, scope = 'flow', environment = null, policies = null, flows = true }) {
  const status = compliant ? 'COMPLIANT' : 'NON-COMPLIANT'
  const cs = {
    artifact_fingerprint: FP_A,
    status,
    is_compliant: compliant,
    attestations_statuses: [
      {
        attestation_name: 'unit-tests',
        attestation_type: 'junit',
        attestation_id: 'att-0001',
        is_compliant: compliant,
        status: compliant ? 'COMPLETE' : 'NON-COMPLIANT',
        unexpected: false
      },
      {
        attestation_name: 'pull-request',
        attestation_type: 'pull_request',
        attestation_id: 'att-0002',
        is_compliant: true,
        status: 'COMPLETE',
        unexpected: false
      }
    ],
    evaluated_at: T0,
    unexpected: false
  }
  const body = sample({ $ref: '#/components/schemas/AssertArtifactResponse' })
  Object.assign(body, {
    fingerprint: FP_A,
    flow: FLOW,
    trail: HEAD_SHA,
    compliant,
    compliance_status: cs,
    html_url: `https://app.kosli.com/${ORG}/flows/${FLOW}/trails/${HEAD_SHA}?fingerprint=${FP_A}`,
    flows: flows
      ? [{ flow: FLOW, trail: HEAD_SHA, compliant, compliance_status: cs, html_url: `https://app.kosli.com/${ORG}/flows/${FLOW}/trails/${HEAD_SHA}` }]
      : null,
    scope,
    environment,
    policy_evaluations: policies
      ? policies.map((name) => ({
          policy_name: name,
          policy_version: 1,
          status,
          rule_evaluations: [
            { rule: { type: 'provenance', definition: { required: true, exceptions: [] } }, satisfied: true, ignored: false, resolutions: [] },
            {
              rule: { type: 'attestation', definition: { name: 'unit-tests', type: 'junit', must_be_compliant: true } },
              satisfied: compliant,
              ignored: false,
              resolutions: compliant
                ? []
                : [{ type: 'non_compliant_attestation', context: { flow_name: FLOW, trail_name: HEAD_SHA, artifact_status: 'NON-COMPLIANT' } }]
            }
          ]
        }))
      : null,
    allow_listing: null
  })
  return body
}

function buildCases(repo) {
  const T = (rel) => path.join(TMP, rel)
  const trail = HEAD_SHA
  const common = ['--flow', FLOW, '--trail', trail]
  const cases = []
  const add = (c) => cases.push(c)

  // --- begin trail
  add({
    name: 'begin-trail-ci',
    about: 'begin trail on a GitHub Actions runner: commit, origin URL and repo info from the environment; template file, user data, external URLs',
    args: [
      'begin',
      'trail',
      trail,
      '--flow',
      FLOW,
      '--description',
      'Build of main',
      '--template-file',
      T('inputs/trail-template.yml'),
      '--user-data',
      T('inputs/user-data.json'),
      '--external-url',
      'docs=https://docs.example.com/shop',
      '--external-url',
      'sbom=https://example.com/sbom.json',
      '--external-fingerprint',
      `sbom=${EXT_FP}`
    ],
    envProbe: true
  })
  add({
    name: 'begin-trail-explicit-flags',
    about: 'begin trail outside CI with every value given by flags, and author and message redacted',
    env: 'none',
    args: [
      'begin',
      'trail',
      trail,
      '--flow',
      FLOW,
      '--commit',
      HEAD_SHA,
      '--repo-root',
      repo,
      '--origin-url',
      'https://ci.example.com/builds/77',
      '--repo-id',
      '812345678',
      '--repo-url',
      'https://github.com/acme/shop-api',
      '--repository',
      'acme/shop-api',
      '--repo-provider',
      'github',
      '--redact-commit-info',
      'author,message'
    ]
  })
  add({
    name: 'begin-trail-no-ci',
    about: 'begin trail outside CI with nothing but the name and flow',
    env: 'none',
    args: ['begin', 'trail', 'release-1.4.2', '--flow', FLOW]
  })
  add({
    name: 'begin-trail-existing',
    about: 'begin trail when the service answers 200 (the trail existed) instead of 201',
    args: ['begin', 'trail', trail, '--flow', FLOW],
    respond: respondWith(/\/trails\//, 200, 'Trail was updated')
  })
  add({
    name: 'begin-trail-detached-head',
    about: 'begin trail on a runner whose checkout is a detached HEAD (as for pull_request events)',
    args: ['begin', 'trail', trail, '--flow', FLOW],
    detach: true
  })

  // --- attest artifact
  add({
    name: 'attest-artifact-file',
    about: 'attest artifact: a file, fingerprint computed by the CLI',
    args: ['attest', 'artifact', 'dist/shop-api.js', '--artifact-type', 'file', '--name', 'backend', ...common],
    envProbe: true
  })
  add({
    name: 'attest-artifact-dir',
    about: 'attest artifact: a directory, with --exclude and --display-name',
    args: ['attest', 'artifact', 'dist', '--artifact-type', 'dir', '--exclude', 'static', '--name', 'backend', '--display-name', 'shop-api bundle', ...common]
  })
  add({
    name: 'attest-artifact-fingerprint',
    about: 'attest artifact: --fingerprint given, with annotations, external URLs and explicit build and commit URLs',
    args: [
      'attest',
      'artifact',
      'registry.example.com/acme/shop-api:1.4.2',
      '--fingerprint',
      FP_A,
      '--name',
      'backend',
      ...common,
      '--annotate',
      'version=1.4.2',
      '--annotate',
      'channel=stable',
      '--external-url',
      'image=https://registry.example.com/acme/shop-api',
      '--external-fingerprint',
      `image=${EXT_FP}`,
      '--build-url',
      'https://ci.example.com/builds/77',
      '--commit-url',
      `https://github.com/acme/shop-api/commit/${HEAD_SHA}`
    ]
  })
  add({
    name: 'attest-artifact-no-ci',
    about: 'attest artifact outside CI: --commit HEAD is the default, build and commit URLs given',
    env: 'none',
    args: [
      'attest',
      'artifact',
      'dist/shop-api.js',
      '--artifact-type',
      'file',
      '--name',
      'backend',
      ...common,
      '--build-url',
      'https://ci.example.com/builds/77',
      '--commit-url',
      `https://github.com/acme/shop-api/commit/${HEAD_SHA}`
    ]
  })
  add({
    name: 'attest-artifact-no-ci-no-urls',
    about: 'attest artifact outside CI without build/commit URLs: which flags it insists on',
    env: 'none',
    args: ['attest', 'artifact', 'dist/shop-api.js', '--artifact-type', 'file', '--name', 'backend', ...common]
  })
  add({
    name: 'attest-artifact-devnull',
    about: 'attest artifact with /dev/null as a file artifact',
    args: ['attest', 'artifact', '/dev/null', '--artifact-type', 'file', '--name', 'backend', ...common],
    timeoutS: 10
  })

  // --- attest generic
  add({
    name: 'attest-generic-trail',
    about: 'attest generic on the trail; compliant is the default; with a description',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--description', 'Reviewed by the security team'],
    envProbe: true
  })
  add({
    name: 'attest-generic-non-compliant',
    about: 'attest generic with --compliant=false',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--compliant=false']
  })
  add({
    name: 'attest-generic-fingerprint',
    about: 'attest generic about an artifact given by --fingerprint',
    args: ['attest', 'generic', '--name', 'manual-test', '--fingerprint', FP_A, ...common]
  })
  add({
    name: 'attest-generic-artifact-file',
    about: 'attest generic about a file artifact (--artifact-type file)',
    args: ['attest', 'generic', 'dist/shop-api.js', '--artifact-type', 'file', '--name', 'manual-test', ...common]
  })
  add({
    name: 'attest-generic-template-reference',
    about: 'attest generic with a dotted name (template artifact name . attestation name) and --commit, before the artifact exists',
    args: ['attest', 'generic', '--name', 'backend.manual-test', '--commit', HEAD_SHA, ...common]
  })
  add({
    name: 'attest-generic-attachments',
    about: 'attest generic with --attachments of a file and of a folder',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--attachments', `${T('evidence/security-report.txt')},${T('evidence/coverage')}`]
  })
  add({
    name: 'attest-generic-attachment-file',
    about: 'attest generic with a single file attachment',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--attachments', T('evidence/security-report.txt')]
  })
  add({
    name: 'attest-generic-extras',
    about: 'attest generic with user data, annotations, external URLs (one with a fingerprint), description and an explicit origin URL',
    args: [
      'attest',
      'generic',
      '--name',
      'security-review',
      ...common,
      '--user-data',
      T('inputs/user-data.json'),
      '--annotate',
      'reviewer=lee',
      '--annotate',
      'ticket=SHOP-123',
      '--external-url',
      'report=https://example.com/report.html',
      '--external-url',
      'log=https://example.com/log.txt',
      '--external-fingerprint',
      `report=${EXT_FP}`,
      '--description',
      'Reviewed',
      '--origin-url',
      'https://ci.example.com/builds/77'
    ]
  })
  add({
    name: 'attest-generic-redacted',
    about: 'attest generic with --redact-commit-info author,message,branch',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--redact-commit-info', 'author,message,branch']
  })
  add({
    name: 'attest-generic-no-ci',
    about: 'attest generic outside CI and without --commit',
    env: 'none',
    args: ['attest', 'generic', '--name', 'security-review', ...common]
  })
  add({
    name: 'attest-generic-dry-run',
    about: 'attest generic with --dry-run: what it prints, and that it sends nothing',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--dry-run']
  })

  // --- attest junit
  add({
    name: 'attest-junit',
    about: 'attest junit: a results dir with 2 XML files, one with a failure, an error and a skip',
    args: ['attest', 'junit', '--name', 'unit-tests', ...common, '--results-dir', 'test-results']
  })
  add({
    name: 'attest-junit-passing',
    about: 'attest junit with only passing tests, about an artifact by fingerprint',
    args: ['attest', 'junit', '--name', 'unit-tests', '--fingerprint', FP_A, ...common, '--results-dir', T('junit-passing')]
  })
  add({
    name: 'attest-junit-no-upload',
    about: 'attest junit with --upload-results=false',
    args: ['attest', 'junit', '--name', 'unit-tests', ...common, '--results-dir', 'test-results', '--upload-results=false']
  })
  add({
    name: 'attest-junit-with-attachments',
    about: 'attest junit with results and an extra attachment',
    args: ['attest', 'junit', '--name', 'unit-tests', ...common, '--results-dir', 'test-results', '--attachments', T('evidence/security-report.txt')]
  })
  add({
    name: 'attest-junit-tz',
    about: 'attest junit with TZ=America/New_York: are suite timestamps without a zone read as local time?',
    args: ['attest', 'junit', '--name', 'unit-tests', ...common, '--results-dir', 'test-results', '--upload-results=false'],
    extraEnv: { TZ: 'America/New_York' }
  })
  add({
    name: 'attest-junit-single-file',
    about: 'attest junit with --results-dir pointing at one XML file',
    args: ['attest', 'junit', '--name', 'unit-tests', ...common, '--results-dir', 'test-results/junit-checkout.xml']
  })
  add({
    name: 'attest-junit-empty-dir',
    about: 'attest junit on a directory without XML files',
    args: ['attest', 'junit', '--name', 'unit-tests', ...common, '--results-dir', T('odd/empty-dir')]
  })

  // --- attest pullrequest github
  const pr42 = { number: 42, title: 'Add checkout endpoint', state: 'MERGED', head: 'feature/checkout', approvers: ['lee'] }
  const ghArgs = ['--github-token', GH_TOKEN, '--github-base-url', `http://127.0.0.1:${PORT}/gh`]
  add({
    name: 'attest-pullrequest-github-approved',
    about: 'attest pullrequest github: the commit has one merged PR with an approving review (found by the GraphQL query)',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { graphqlPrs: [pr42], allPrs: [pr42], restPrs: [pr42] },
    envProbe: true
  })
  add({
    name: 'attest-pullrequest-github-none',
    about: 'attest pullrequest github: no PR for the commit (GraphQL empty, then the REST fallback empty)',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { graphqlPrs: [], allPrs: [], restPrs: [] }
  })
  add({
    name: 'attest-pullrequest-github-none-assert',
    about: 'attest pullrequest github --assert with no PR',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs, '--assert'],
    github: { graphqlPrs: [], allPrs: [], restPrs: [] }
  })
  add({
    name: 'attest-pullrequest-github-assert-found',
    about: 'attest pullrequest github --assert with a PR',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs, '--assert'],
    github: { graphqlPrs: [pr42], allPrs: [pr42], restPrs: [pr42] }
  })
  add({
    name: 'attest-pullrequest-github-rest-fallback',
    about: 'attest pullrequest github: GraphQL finds nothing for the commit, the REST list finds PR 42, then GraphQL by number',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { graphqlPrs: [], allPrs: [pr42], restPrs: [pr42] }
  })
  add({
    name: 'attest-pullrequest-github-open-unapproved',
    about: 'attest pullrequest github: an open PR without approvals',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { graphqlPrs: [{ ...pr42, state: 'OPEN', approvers: [] }], allPrs: [], restPrs: [] }
  })
  add({
    name: 'attest-pullrequest-github-other-repo',
    about: 'attest pullrequest github: GraphQL returns one PR of this repository and one of a fork',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { graphqlPrs: [pr42, { ...pr42, number: 7, title: 'From a fork', owner: 'someone-else', repo: 'shop-api-fork' }], allPrs: [pr42], restPrs: [] }
  })
  add({
    name: 'attest-pullrequest-github-paged',
    about: "attest pullrequest github: the PR's commits page says hasNextPage (does the CLI page?)",
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { graphqlPrs: [{ ...pr42, morePages: true }], allPrs: [pr42], restPrs: [] }
  })
  add({
    name: 'attest-pullrequest-github-error',
    about: 'attest pullrequest github when GitHub answers 401 to GraphQL',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, ...ghArgs],
    github: { fail: 401 }
  })
  add({
    name: 'attest-pullrequest-github-token-from-env',
    about: 'attest pullrequest github with GITHUB_TOKEN in the environment and no --github-token flag',
    args: ['attest', 'pullrequest', 'github', '--name', 'pull-request', ...common, '--github-base-url', `http://127.0.0.1:${PORT}/gh`],
    extraEnv: { GITHUB_TOKEN: GH_TOKEN },
    github: { graphqlPrs: [pr42], allPrs: [pr42], restPrs: [pr42] }
  })

  // --- attest custom
  add({
    name: 'attest-custom',
    about: 'attest custom with --type and --attestation-data',
    args: ['attest', 'custom', '--type', 'coverage-check', '--name', 'coverage', ...common, '--attestation-data', T('inputs/attestation-data.json')]
  })
  add({
    name: 'attest-custom-fingerprint-extras',
    about: 'attest custom about an artifact, with user data, annotations and an attachment',
    args: [
      'attest',
      'custom',
      '--type',
      'coverage-check',
      '--name',
      'coverage',
      '--fingerprint',
      FP_A,
      ...common,
      '--attestation-data',
      T('inputs/attestation-data.json'),
      '--user-data',
      T('inputs/user-data.json'),
      '--annotate',
      'tool=cov',
      '--attachments',
      T('evidence/coverage')
    ]
  })
  add({
    name: 'attest-custom-versioned-type',
    about: 'attest custom with a versioned type name (--type name@v1)',
    args: ['attest', 'custom', '--type', 'coverage-check@v1', '--name', 'coverage', ...common, '--attestation-data', T('inputs/attestation-data.json')]
  })

  // --- assert artifact
  const asserts = /\/asserts\//
  add({
    name: 'assert-artifact-compliant',
    about: 'assert artifact --fingerprint, service says COMPLIANT',
    args: ['assert', 'artifact', '--fingerprint', FP_A],
    respond: respondWith(asserts, 200, assertBody({ compliant: true })),
    probe: true
  })
  add({
    name: 'assert-artifact-non-compliant',
    about: 'assert artifact --fingerprint, service says NON-COMPLIANT',
    args: ['assert', 'artifact', '--fingerprint', FP_A],
    respond: respondWith(asserts, 200, assertBody({ compliant: false }))
  })
  add({
    name: 'assert-artifact-flow',
    about: 'assert artifact --fingerprint --flow',
    args: ['assert', 'artifact', '--fingerprint', FP_A, '--flow', FLOW],
    respond: respondWith(asserts, 200, assertBody({ compliant: true }))
  })
  add({
    name: 'assert-artifact-environment',
    about: 'assert artifact --environment',
    args: ['assert', 'artifact', '--fingerprint', FP_A, '--environment', 'production'],
    respond: respondWith(asserts, 200, assertBody({ compliant: true, scope: 'environment', environment: 'production', policies: ['prod-policy'] })),
    probe: true
  })
  add({
    name: 'assert-artifact-environment-non-compliant',
    about: 'assert artifact --environment, NON-COMPLIANT with a failing policy',
    args: ['assert', 'artifact', '--fingerprint', FP_A, '--environment', 'production'],
    respond: respondWith(asserts, 200, assertBody({ compliant: false, scope: 'environment', environment: 'production', policies: ['prod-policy'] })),
    probe: true
  })
  add({
    name: 'assert-artifact-policies',
    about: 'assert artifact with several --policy flags (repeated and comma separated) and --flow',
    args: ['assert', 'artifact', '--fingerprint', FP_A, '--policy', 'has-approval', '--policy', 'tested,scanned', '--flow', FLOW],
    respond: respondWith(asserts, 200, assertBody({ compliant: true, scope: 'policy', policies: ['has-approval', 'tested', 'scanned'] })),
    probe: true
  })
  add({
    name: 'assert-artifact-json',
    about: 'assert artifact -o json, NON-COMPLIANT',
    args: ['assert', 'artifact', '--fingerprint', FP_A, '--output', 'json'],
    respond: respondWith(asserts, 200, assertBody({ compliant: false })),
    probe: true
  })
  add({
    name: 'assert-artifact-file',
    about: 'assert artifact of a file artifact (fingerprint computed locally)',
    args: ['assert', 'artifact', 'dist/shop-api.js', '--artifact-type', 'file'],
    respond: respondWith(asserts, 200, assertBody({ compliant: true }))
  })
  add({
    name: 'assert-artifact-not-found',
    about: 'assert artifact when the service answers 404',
    args: ['assert', 'artifact', '--fingerprint', FP_B],
    respond: respondWith(asserts, 404, { message: `Artifact with fingerprint '${FP_B}' does not exist in org '${ORG}'` })
  })
  add({
    name: 'assert-artifact-environment-and-policy',
    about: 'assert artifact with both --environment and --policy (documented as mutually exclusive)',
    args: ['assert', 'artifact', '--fingerprint', FP_A, '--environment', 'production', '--policy', 'has-approval'],
    respond: respondWith(asserts, 200, assertBody({ compliant: true }))
  })

  // --- snapshots
  add({
    name: 'snapshot-server',
    about: 'snapshot server (deprecated alias of paths) with --paths of a file, a dir and a glob, and --exclude',
    args: [
      'snapshot',
      'server',
      'production',
      '--paths',
      `${T('repo/dist/shop-api.js')},${T('repo/dist')},${T('evidence/coverage/*.json')}`,
      '--exclude',
      'static'
    ]
  })
  add({
    name: 'snapshot-server-relative',
    about: 'snapshot server with a relative path',
    args: ['snapshot', 'server', 'production', '--paths', 'dist/shop-api.js']
  })
  add({
    name: 'snapshot-server-empty',
    about: 'snapshot server whose paths match nothing',
    args: ['snapshot', 'server', 'production', '--paths', T('repo/no-such-dir/*')]
  })
  add({
    name: 'snapshot-paths',
    about: 'snapshot paths with a YAML paths file',
    args: ['snapshot', 'paths', 'production', '--paths-file', T('inputs/paths.yml')]
  })
  add({
    name: 'snapshot-path',
    about: 'snapshot path (singular): one named artifact',
    args: ['snapshot', 'path', 'production', '--path', T('repo/dist'), '--name', 'shop-api-dist', '--exclude', 'static']
  })

  // --- create
  add({
    name: 'create-environment-server',
    about: 'create environment --type server with a description',
    args: ['create', 'environment', 'production', '--type', 'server', '--description', 'Production servers']
  })
  add({
    name: 'create-environment-logical',
    about: 'create environment --type logical with included environments',
    args: [
      'create',
      'environment',
      'prod-all',
      '--type',
      'logical',
      '--included-environments',
      'production,production-eu',
      '--description',
      'Everything in production'
    ]
  })
  add({
    name: 'create-flow-template-file',
    about: 'create flow with --template-file',
    args: ['create', 'flow', FLOW, '--description', 'The shop API', '--template-file', T('inputs/flow-template.yml')]
  })
  add({
    name: 'create-flow-empty-template',
    about: 'create flow with --use-empty-template',
    args: ['create', 'flow', FLOW, '--description', 'The shop API', '--use-empty-template']
  })
  add({
    name: 'create-flow-template-list',
    about: 'create flow with the deprecated --template list',
    args: ['create', 'flow', FLOW, '--description', 'The shop API', '--template', 'artifact,unit-tests,pull-request']
  })
  add({ name: 'create-flow-no-template', about: 'create flow with neither --template-file nor --use-empty-template', args: ['create', 'flow', FLOW] })
  add({
    name: 'create-attestation-type-schema-jq',
    about: 'create attestation-type with --schema and two --jq rules',
    args: [
      'create',
      'attestation-type',
      'coverage-check',
      '--description',
      'Line coverage must be at least 80%',
      '--schema',
      T('inputs/coverage.schema.json'),
      '--jq',
      '.coverage >= 80',
      '--jq',
      '.critical == 0'
    ]
  })
  add({ name: 'create-attestation-type-minimal', about: 'create attestation-type with only a name', args: ['create', 'attestation-type', 'coverage-check'] })
  add({
    name: 'create-attestation-type-summary',
    about: 'create attestation-type with --summary entries',
    args: ['create', 'attestation-type', 'coverage-check', '--jq', '.coverage >= 80', '--summary', 'Coverage=.coverage', '--summary', 'Critical=.critical']
  })

  // --- archive
  add({ name: 'archive-flow', about: 'archive flow', args: ['archive', 'flow', FLOW] })
  add({ name: 'archive-environment', about: 'archive environment', args: ['archive', 'environment', 'production'] })
  add({ name: 'archive-attestation-type', about: 'archive attestation-type', args: ['archive', 'attestation-type', 'coverage-check'] })
  add({ name: 'archive-trail', about: 'archive trail: not a command of this CLI', args: ['archive', 'trail', trail, '--flow', FLOW] })

  // --- get
  add({ name: 'get-environment', about: 'get environment (table)', args: ['get', 'environment', 'production'], probe: true })
  add({ name: 'get-environment-json', about: 'get environment -o json', args: ['get', 'environment', 'production', '--output', 'json'], probe: true })
  add({ name: 'get-flow', about: 'get flow (table)', args: ['get', 'flow', FLOW], probe: true })
  add({ name: 'get-trail', about: 'get trail (table)', args: ['get', 'trail', trail, '--flow', FLOW], probe: true })
  add({ name: 'get-artifact-fingerprint', about: 'get artifact FLOW@FINGERPRINT (table)', args: ['get', 'artifact', `${FLOW}@${FP_A}`], probe: true })
  add({
    name: 'get-artifact-fingerprint-trail',
    about: 'get artifact FLOW@FINGERPRINT --trail',
    args: ['get', 'artifact', `${FLOW}@${FP_A}`, '--trail', trail]
  })
  add({ name: 'get-artifact-commit', about: 'get artifact FLOW:COMMIT (table)', args: ['get', 'artifact', `${FLOW}:${HEAD_SHA}`], probe: true })
  add({ name: 'get-snapshot-latest', about: 'get snapshot ENV (latest, table)', args: ['get', 'snapshot', 'production'], probe: true })
  add({
    name: 'get-snapshot-expressions',
    about: 'get snapshot ENV~1, ENV#23 and ENV@{2024-05-02T12:00:00}: path encoding',
    multi: [
      ['get', 'snapshot', 'production~1'],
      ['get', 'snapshot', 'production#23'],
      ['get', 'snapshot', 'production@{2024-05-02T12:00:00}'],
      ['get', 'snapshot', 'production@{3.weeks.ago}']
    ]
  })
  add({ name: 'get-attestation-type', about: 'get attestation-type (table)', args: ['get', 'attestation-type', 'coverage-check'], probe: true })
  add({ name: 'get-attestation-type-version', about: 'get attestation-type NAME@v1', args: ['get', 'attestation-type', 'coverage-check@v1'] })
  add({
    name: 'get-attestation-type-schema-sample',
    about: "get attestation-type answered with the document's (empty) schema: a JSON string",
    args: ['get', 'attestation-type', 'coverage-check'],
    respond: respondWith(/custom-attestation-types/, 200, {})
  })
  add({
    name: 'get-attestation-trail',
    about: 'get attestation NAME --flow --trail',
    args: ['get', 'attestation', 'security-review', '--flow', FLOW, '--trail', trail],
    probe: true
  })

  // --- list
  add({ name: 'list-environments', about: 'list environments (table)', args: ['list', 'environments'], probe: true })
  add({
    name: 'list-environments-paged',
    about: 'list environments with --page, --page-limit, --name, --type, --tag, --sort',
    args: [
      'list',
      'environments',
      '--page',
      '2',
      '--page-limit',
      '5',
      '--name',
      'prod',
      '--type',
      'server',
      '--type',
      'K8S',
      '--tag',
      'team:payments',
      '--sort',
      'last_changed_at',
      '--sort-direction',
      'desc'
    ]
  })
  add({ name: 'list-flows', about: 'list flows (table)', args: ['list', 'flows'], probe: true })
  add({
    name: 'list-flows-paged',
    about: 'list flows with paging and --name',
    args: ['list', 'flows', '--page', '2', '--page-limit', '30', '--name', 'shop', '--ignore-case']
  })
  add({ name: 'list-trails', about: 'list trails --flow (table)', args: ['list', 'trails', '--flow', FLOW], probe: true })
  add({
    name: 'list-trails-paged',
    about: 'list trails with paging, --fingerprint and --flow-tag',
    args: ['list', 'trails', '--flow', FLOW, '--page', '3', '--page-limit', '10', '--fingerprint', FP_A, '--flow-tag', 'team=payments']
  })
  add({ name: 'list-snapshots', about: 'list snapshots ENV (table)', args: ['list', 'snapshots', 'production'], probe: true })
  add({
    name: 'list-snapshots-paged',
    about: 'list snapshots with --page, --page-limit and --reverse',
    args: ['list', 'snapshots', 'production', '--page', '2', '--page-limit', '5', '--reverse']
  })
  add({
    name: 'list-snapshots-interval',
    about: 'list snapshots with --interval',
    multi: [
      ['list', 'snapshots', 'production', '--interval', '3..5'],
      ['list', 'snapshots', 'production', '--interval', '~3..NOW'],
      ['list', 'snapshots', 'production', '--interval', '2..', '--reverse']
    ]
  })
  add({ name: 'list-artifacts', about: 'list artifacts --flow (table)', args: ['list', 'artifacts', '--flow', FLOW], probe: true })
  add({
    name: 'list-artifacts-paged',
    about: 'list artifacts with paging, and by --repo',
    multi: [
      ['list', 'artifacts', '--flow', FLOW, '--page', '2', '--page-limit', '5'],
      ['list', 'artifacts', '--repo', 'acme/shop-api']
    ]
  })
  add({ name: 'list-attestation-types', about: 'list attestation-types (table)', args: ['list', 'attestation-types'], probe: true })

  // --- search
  add({ name: 'search-fingerprint', about: 'search a fingerprint (table)', args: ['search', FP_A], probe: true })
  add({ name: 'search-commit', about: 'search a commit SHA (table)', args: ['search', HEAD_SHA] })
  add({ name: 'search-short', about: 'search a short prefix', args: ['search', 'a3f1c2'] })

  // --- retries and errors
  add({
    name: 'retry-503-exhausted',
    about: 'the service answers 503 to every attempt',
    args: ['create', 'environment', 'production', '--type', 'server'],
    respond: respondWith(/environments/, 503, { message: 'Service Unavailable' }),
    timing: true,
    timeoutS: 90
  })
  add({
    name: 'retry-503-then-201',
    about: 'the service answers 503 twice, then 201',
    args: ['create', 'environment', 'production', '--type', 'server'],
    respond: (e, nth) => (nth < 2 ? { status: 503, body: { message: 'Service Unavailable' } } : undefined),
    timing: true
  })
  add({
    name: 'retry-503-retry-after',
    about: 'a 503 with Retry-After: 3, then 201',
    args: ['create', 'environment', 'production', '--type', 'server'],
    respond: (e, nth) => (nth < 1 ? { status: 503, body: { message: 'busy' }, headers: { 'retry-after': '3' } } : undefined),
    timing: true
  })
  add({
    name: 'retry-429-then-201',
    about: 'a 429 with Retry-After: 2, then 201',
    args: ['create', 'environment', 'production', '--type', 'server'],
    respond: (e, nth) => (nth < 1 ? { status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '2' } } : undefined),
    timing: true
  })
  add({
    name: 'retry-409-then-201',
    about: 'a 409 (lock conflict), then 201',
    args: ['attest', 'generic', '--name', 'security-review', ...common],
    respond: (e, nth) => (nth < 1 ? { status: 409, body: { message: 'Conflict' } } : undefined),
    timing: true
  })
  add({
    name: 'retry-500-multipart',
    about: 'a 500 on a multipart request, then 201: is the body re-sent whole?',
    args: ['attest', 'generic', '--name', 'security-review', ...common, '--attachments', T('evidence/security-report.txt')],
    respond: (e, nth) => (nth < 1 ? { status: 500, body: { message: 'Internal Server Error' } } : undefined),
    timing: true
  })
  add({
    name: 'retry-max-0',
    about: '--max-api-retries 0 and a 503',
    args: ['create', 'environment', 'production', '--type', 'server', '--max-api-retries', '0'],
    respond: respondWith(/environments/, 503, { message: 'Service Unavailable' }),
    timing: true
  })
  add({
    name: 'error-400-with-errors',
    about: 'a 400 with message and errors: what it prints',
    args: ['attest', 'generic', '--name', 'security-review', ...common],
    respond: respondWith(/generic/, 400, {
      message: 'Input payload validation failed',
      errors: { attestation_name: "'security review' does not match '^[a-zA-Z0-9\\-_,]+$'" }
    })
  })
  add({ name: 'error-401', about: 'a 401: what it prints', args: ['get', 'flow', FLOW], respond: respondWith(/flows/, 401, { message: 'Invalid API key' }) })
  add({
    name: 'error-404-text',
    about: 'a 404 with a non-JSON body',
    args: ['get', 'environment', 'production'],
    respond: () => ({ status: 404, body: null, raw: '<html>Not Found</html>' })
  })

  // --- encoding of path segments
  add({
    name: 'encoding-path-segments',
    about: 'names with characters that need escaping in paths',
    multi: [
      ['get', 'environment', 'prod eu'],
      ['get', 'flow', 'shop api'],
      ['get', 'trail', 'a/b', '--flow', FLOW],
      ['get', 'environment', 'prod%2Feu'],
      ['list', 'trails', '--flow', 'shop&api=1']
    ]
  })
  add({
    name: 'validation-trail-name',
    about: 'begin trail with a name outside the documented pattern',
    args: ['begin', 'trail', 'feature/x y', '--flow', FLOW]
  })
  add({
    name: 'validation-attestation-name',
    about: 'attest generic with a name containing a space',
    args: ['attest', 'generic', '--name', 'security review', ...common]
  })

  // --- fingerprint (local only; no requests expected)
  const fp = (name, about, args, timeoutS = 10) => add({ name, about, args: ['fingerprint', ...args], noHost: true, timeoutS, env: 'none' })
  fp('fingerprint-file', 'fingerprint a file', ['--artifact-type', 'file', 'dist/shop-api.js'])
  fp('fingerprint-dir', 'fingerprint a directory', ['--artifact-type', 'dir', 'dist'])
  fp('fingerprint-dir-exclude', 'fingerprint a directory with --exclude', ['--artifact-type', 'dir', '--exclude', 'static', 'dist'])
  fp('fingerprint-dir-fifo', 'fingerprint a directory that contains a FIFO (run under timeout 10)', ['--artifact-type', 'dir', T('odd/fifo-dir')])
  fp('fingerprint-dir-devzero', 'fingerprint a directory that contains a symlink to /dev/zero (run under timeout 10)', [
    '--artifact-type',
    'dir',
    T('odd/devzero-dir')
  ])
  fp('fingerprint-dir-symlinks', 'fingerprint a directory with a symlink to a file and a dangling symlink', ['--artifact-type', 'dir', T('odd/link-dir')])
  fp('fingerprint-dir-empty', 'fingerprint an empty directory', ['--artifact-type', 'dir', T('odd/empty-dir')])
  fp('fingerprint-file-empty', 'fingerprint an empty file', ['--artifact-type', 'file', T('odd/empty-file')])
  fp('fingerprint-devnull', 'fingerprint /dev/null as a file artifact', ['--artifact-type', 'file', '/dev/null'])
  fp('fingerprint-fifo-file', 'fingerprint a FIFO as a file artifact (run under timeout 10)', ['--artifact-type', 'file', T('odd/fifo-dir/pipe')])
  fp('fingerprint-dir-as-file', 'fingerprint a directory with --artifact-type file', ['--artifact-type', 'file', 'dist'])
  fp('fingerprint-file-as-dir', 'fingerprint a file with --artifact-type dir', ['--artifact-type', 'dir', 'dist/shop-api.js'])

  return cases
}

// ---------------------------------------------------------------------------------------------
// main

async function main() {
  if (!fs.existsSync(CLI)) {
    console.error(`reference client not found at ${CLI}; npm ci installs it on Linux x64 (or set KOSLI_CLI)`)
    process.exit(2)
  }
  const server = await startServer()
  PORT = server.address().port
  const repo = makeWorkspace()
  const version = execFileSync(CLI, ['version'], { env: { PATH: process.env.PATH, HOME: path.join(TMP, 'home') }, encoding: 'utf8' }).trim()
  const cases = buildCases(repo)
  if (LIST) {
    for (const c of cases) console.log(`${c.name}\t${c.about}`)
    server.close()
    return
  }
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const git = (args) => execFileSync('git', args, { cwd: repo, env: { PATH: process.env.PATH, HOME: path.join(TMP, 'home') }, encoding: 'utf8' }).trim()
  let failures = 0
  for (const c of cases) {
    if (ONLY && !ONLY.test(c.name)) continue
    if (c.detach) git(['checkout', '-q', '--detach', 'HEAD'])
    try {
      const runs = []
      for (const args of c.multi ?? [c.args]) {
        const one = { ...c, args }
        const base = await runCase(one)
        runs.push({ one, base })
      }
      const fixture = {
        case: c.name,
        about: c.about,
        cli_version: version,
        runs: []
      }
      const boundaries = []
      for (const { one, base } of runs) {
        const t0 = base.cur.requests[0]?.t ?? 0
        for (const r of [...base.cur.requests, ...base.cur.github]) if (r._boundary) boundaries.push(r._boundary)
        const run = {
          command: null,
          api_token: one.noHost ? undefined : 'given as --api-token, left out of command above',
          cwd: one.cwd ?? path.join(TMP, 'repo'),
          env: one.env === 'none' ? { ...(one.extraEnv ?? {}) } : { ...githubEnv(), ...(one.extraEnv ?? {}) },
          git_head: c.detach ? 'detached' : 'branch main',
          exit_code: base.result.exit_code,
          timed_out: base.result.timed_out || undefined,
          outcome: summariseRun(base.result),
          stdout: base.result.stdout,
          stderr: base.result.stderr,
          requests: base.cur.requests.map((e) => cleanEntry(e, t0, c.timing)),
          github_requests: base.cur.github.length ? base.cur.github.map((e) => cleanEntry(e, t0, false)) : undefined,
          external_attempts: base.cur.external
        }
        // the command line without the token
        const cmd = []
        for (let i = 0; i < base.args.length; i++) {
          if (base.args[i] === '--api-token') {
            i++
            continue
          }
          cmd.push(base.args[i])
        }
        run.command = ['kosli', ...cmd]
        if (one.timeoutS && one.noHost) run.timeout_seconds = one.timeoutS
        if (PROBE && c.probe) run.response_field_probe = await probeFields(one, base)
        if (PROBE && c.envProbe) run.env_probe = await probeEnv(one, base)
        fixture.runs.push(run)
      }
      if (fixture.runs.length === 1) {
        Object.assign(fixture, fixture.runs[0])
        delete fixture.runs
      }
      const normalised = walkStrings(fixture, normaliser(boundaries))
      const file = path.join(OUT_DIR, `${c.name}.json`)
      fs.writeFileSync(file, JSON.stringify(normalised, null, 2) + '\n')
      const summary = (normalised.runs ?? [normalised]).map((r) => `${r.outcome}, ${r.requests.length} request(s)`).join('; ')
      console.log(`${c.name}: ${summary}`)
    } catch (e) {
      failures++
      console.error(`${c.name}: capture failed: ${e.stack}`)
    } finally {
      if (c.detach) git(['checkout', '-q', 'main'])
    }
  }
  server.close()
  fs.rmSync(TMP, { recursive: true, force: true })
  if (failures) process.exit(1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
