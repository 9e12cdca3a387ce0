// What a step of the bundle loads, and the compile cache it keeps under RUNNER_TEMP: a service
// step pays only for what its operation uses (issue 31), and no RUNNER_TEMP can fail or stall a
// step through the cache.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { makeGitRepo, shownByGit, type GitRepo } from '../helpers/git-repo.js'
import { Recorder } from '../helpers/recorder.js'
import { ROOT, runAction } from '../helpers/run-action.js'
import { sha256 } from '../helpers/hash.js'
import { pushEnv } from '../helpers/workflow.js'

const KEY = 'e2e-loads-key-5c4b3a'
let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>
let tracer: string

beforeAll(async () => {
  recorder = await new Recorder().start()
  repo = makeGitRepo()
  env = pushEnv(repo)
  // Preloaded into the step: at exit, the built-in modules it loaded (and those loaded before its
  // first request began), the bundle's files it read and the format Node loaded each as.
  tracer = path.join(mkdtempSync(path.join(os.tmpdir(), 'loads-')), 'trace.mjs')
  writeFileSync(
    tracer,
    `import { registerHooks } from 'node:module'
import { writeFileSync } from 'node:fs'
import { subscribe } from 'node:diagnostics_channel'
import { pathToFileURL } from 'node:url'
import vm from 'node:vm'
const builtins = () => process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length))
let beforeRequest
let filesBeforeRequest
const files = new Set()
subscribe('http.client.request.start', () => { beforeRequest ??= builtins(); filesBeforeRequest ??= [...files] })
const formats = {}
registerHooks({
  resolve(specifier, context, next) { const r = next(specifier, context); if (r.url.startsWith('file:')) files.add(r.url); return r },
  load(url, context, next) { const r = next(url, context); if (url.startsWith('file:')) formats[url] = r.format; return r }
})
// The bundle's chunks are compiled by its own loader (src/vendor/chunk-code-cache.cjs), in
// Node's CommonJS wrapper, past the module hooks.
const Script = vm.Script
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options)
    if (options?.filename?.startsWith('/')) {
      const url = pathToFileURL(options.filename).href
      files.add(url)
      if (code.startsWith('(function (exports, require, module, __filename, __dirname) {')) formats[url] = 'commonjs'
    }
  }
}
process.on('exit', () => writeFileSync(process.env.LOAD_TRACE, JSON.stringify({
  builtins: builtins(),
  beforeRequest,
  filesBeforeRequest,
  files: [...files],
  formats
})))
`
  )
})
afterAll(() => recorder.stop())
beforeEach(() => {
  recorder.requests.length = 0
  recorder.respond(() => ({ status: 201, body: '{}' }))
})

const common = () => ({ 'api-key': KEY, org: 'acme', 'base-url': recorder.baseUrl })

/** Runs a step with the tracer (the bundle, or `entry`); what it loaded, with the text of each bundle file. */
async function traced(inputs: Record<string, string>, entry?: string[], extraEnv: Record<string, string> = {}) {
  const trace = path.join(path.dirname(tracer), `${inputs.operation}.json`)
  const run = await runAction(
    inputs,
    { ...env, ...extraEnv, NODE_OPTIONS: `--import ${pathToFileURL(tracer).href}`, LOAD_TRACE: trace },
    process.execPath,
    entry
  )
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  const loaded = JSON.parse(readFileSync(trace, 'utf8')) as {
    builtins: string[]
    beforeRequest?: string[]
    filesBeforeRequest?: string[]
    files: string[]
    formats: Record<string, string>
  }
  const dist = pathToFileURL(path.join(ROOT, 'dist')).href
  const texts = (files: string[]) => files.filter((f) => f.startsWith(dist)).map((f) => readFileSync(fileURLToPath(f), 'utf8'))
  const bundle = texts(loaded.files)
  const bundleBeforeRequest = texts(loaded.filesBeforeRequest ?? [])
  expect(bundle.length).toBeGreaterThan(0)
  const formats = Object.entries(loaded.formats).filter(([url]) => url.startsWith(dist))
  return {
    builtins: new Set(loaded.builtins),
    beforeRequest: new Set(loaded.beforeRequest),
    has: (marker: string) => bundle.some((text) => text.includes(marker)),
    /** Whether a file with `marker` was loaded by the time the step's first HTTP request began. */
    hadBeforeRequest: (marker: string) => bundleBeforeRequest.some((text) => text.includes(marker)),
    formats: formats.map(([url, format]) => [path.relative(ROOT, fileURLToPath(url)), format]),
    stdout: run.stdout,
    outputs: run.outputs
  }
}

// Node's TLS stack and the toolkit's proxy tunnel (which loads assert) are a third of a step's
// start-up: an http:// service reached without a proxy needs neither; nor does a call need zlib
// (packing) or v8 (the download writer's collector). vm (0.1 ms) compiles the bundle's chunks.
const NOT_OVER_HTTP = ['tls', 'https', '_tls_wrap', 'assert', 'zlib', 'v8']

describe('a service step over http:// loads what its operation uses', () => {
  it('attest-generic: no TLS, proxy tunnel, zlib, YAML, XML parser or fingerprinting code', async () => {
    const step = await traced({ ...common(), operation: 'attest-generic', flow: 'shop', 'attestation-name': 'review', compliant: 'true' })
    expect(recorder.requests).toHaveLength(1)
    for (const name of NOT_OVER_HTTP) expect([name, step.builtins.has(name)]).toEqual([name, false])
    expect(step.builtins.has('http')).toBe(true)
    // Markers of the YAML library, of fast-xml-parser's parser, and of the fingerprinting threads.
    for (const marker of ['YAMLMap', 'OrderedObjParser', 'fingerprint-worker']) expect([marker, step.has(marker)]).toEqual([marker, false])
  })

  // crypto is 3-5 ms of a step's start-up; of it, the toolkit's outputs need only a random UUID
  // for their delimiter, which the bundle's stand-in draws from the system's random device
  // (src/vendor/crypto-on-demand.cjs).
  it('attest-generic: no crypto, and its outputs written', async () => {
    const step = await traced({ ...common(), operation: 'attest-generic', flow: 'shop', 'attestation-name': 'review', compliant: 'true' })
    expect(recorder.requests).toHaveLength(1)
    expect(step.beforeRequest.has('http')).toBe(true)
    expect(step.builtins.has('crypto')).toBe(false)
    expect(step.outputs).toMatchObject({ error_kind: '', status: '201', trail: env.GITHUB_SHA })
  })

  // fs.promises loads readline and its history with it (1-2 ms): the toolkit's summary takes its
  // functions on first call (scripts/ncc-commonjs.mjs), and the summary is appended at once. A
  // CommonJS preload of its own, as the tracer's ES module loader loads fs.promises itself.
  it('attest-generic: no fs.promises, and its summary written', async () => {
    const dir = path.dirname(tracer)
    const list = path.join(dir, 'builtins.json')
    const preload = path.join(dir, 'builtins.cjs')
    writeFileSync(preload, `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify(process.moduleLoadList)))`)
    const run = await runAction(
      { ...common(), operation: 'attest-generic', flow: 'shop', 'attestation-name': 'review', compliant: 'true' },
      { ...env, NODE_OPTIONS: `--require ${preload}` }
    )
    expect([run.code, run.stderr]).toEqual([0, ''])
    expect(recorder.requests).toHaveLength(1)
    const builtins = JSON.parse(readFileSync(list, 'utf8')) as string[]
    expect(builtins).toContain('NativeModule http')
    for (const name of ['internal/fs/promises', 'internal/readline/interface']) expect(builtins).not.toContain(`NativeModule ${name}`)
    expect(run.summary).toContain('Generic attestation review')
  })

  // Loading child_process and forking the step's process for git took 5-7 ms of every step that
  // records a commit: it is read from the clone's object store (src/clients/github/object-store.ts).
  it('attest-generic: its commit read from the clone without git, as git gives it', async () => {
    const step = await traced({ ...common(), operation: 'attest-generic', flow: 'shop', 'attestation-name': 'review', compliant: 'true' })
    expect(step.builtins.has('child_process')).toBe(false)
    const sent = JSON.parse(String(recorder.requests[0].body).match(/\{.*\}/s)![0]) as { git_commit_info: Record<string, unknown> }
    expect(sent.git_commit_info).toMatchObject({ ...shownByGit(repo.dir, env.GITHUB_SHA) })
  })

  // A workflow's default github-token has every attestation ask GitHub for its commit: one GET
  // through the toolkit's client, not Octokit on undici (some 30 ms of the step).
  it('attest-generic with a github-token: the commit asked of GitHub without Octokit', async () => {
    const github = new Recorder()
    await github.start()
    try {
      github.respond(() => ({
        status: 200,
        body: { author: { login: 'octocat' }, commit: { verification: { verified: true, reason: 'valid' } } }
      }))
      const step = await traced(
        { ...common(), operation: 'attest-generic', flow: 'shop', 'attestation-name': 'review', compliant: 'true', 'github-token': 'ghs_loads' },
        undefined,
        { GITHUB_API_URL: github.baseUrl.replace(/\/api\/v2$/, '') }
      )
      expect(github.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
        ['GET', `/repos/acme/shop/commits/${env.GITHUB_SHA}`, 'token ghs_loads']
      ])
      expect(recorder.requests).toHaveLength(1)
      expect(JSON.parse(String(recorder.requests[0].body).match(/\{.*\}/s)![0])).toMatchObject({
        git_commit_info: { author_username: 'octocat', verified: true }
      })
      expect(step.has('octokit-core.js')).toBe(false)
    } finally {
      await github.stop()
    }
  })

  it('attest-generic with attachments: zlib, once there is something to pack', async () => {
    writeFileSync(path.join(repo.dir, 'a.txt'), 'a')
    writeFileSync(path.join(repo.dir, 'b.txt'), 'b')
    const step = await traced({
      ...common(),
      operation: 'attest-generic',
      flow: 'shop',
      'attestation-name': 'review',
      compliant: 'true',
      attachments: 'a.txt\nb.txt'
    })
    expect(step.builtins.has('zlib')).toBe(true)
    expect(step.builtins.has('tls')).toBe(false)
  })

  it('begin-trail without a template: no YAML', async () => {
    const step = await traced({ ...common(), operation: 'begin-trail', flow: 'shop' })
    expect(recorder.requests).toHaveLength(1)
    for (const name of NOT_OVER_HTTP) expect([name, step.builtins.has(name)]).toEqual([name, false])
    expect(step.has('YAMLMap')).toBe(false)
  })

  it('attest-junit: the XML validator, not the parser', async () => {
    writeFileSync(path.join(repo.dir, 'junit.xml'), '<testsuite name="unit" tests="1"><testcase name="a" classname="c" time="0.1"/></testsuite>')
    const step = await traced({ ...common(), operation: 'attest-junit', flow: 'shop', 'attestation-name': 'unit', 'junit-results': 'junit.xml' })
    expect(recorder.requests).toHaveLength(1)
    for (const name of NOT_OVER_HTTP) expect([name, step.builtins.has(name)]).toEqual([name, false])
    expect(step.has('OrderedObjParser')).toBe(false)
  })

  // Node loads a CommonJS chunk (require) for a fraction of what an ES module (import()) costs
  // it; the operation's own entry is CommonJS too (scripts/ncc-commonjs.mjs, dist/package.json).
  it('begin-trail from its own entry: every file of the bundle loaded as CommonJS', async () => {
    const step = await traced({ ...common(), operation: 'begin-trail', flow: 'shop' }, [path.join(ROOT, 'dist', 'operations', 'begin-trail.js')])
    expect(recorder.requests).toHaveLength(1)
    expect(step.formats.length).toBeGreaterThan(2)
    expect(step.formats.filter(([, format]) => format !== 'commonjs')).toEqual([])
  })

  // The service client and its HTTP stack are a few ms of start-up: a report asks its runtime
  // first, and loads them while it waits for the answer (src/clients/service/client-on-demand.ts).
  it('report-k8s-env: the cluster is asked before the service client loads', async () => {
    const kube = new Recorder()
    await kube.start()
    try {
      const pods = [
        {
          metadata: { name: 'web-1', namespace: 'shop', creationTimestamp: '2026-01-05T10:00:00Z' },
          status: { phase: 'Running', containerStatuses: [{ name: 'web', image: 'web:1', imageID: `web@sha256:${'1'.repeat(64)}` }] }
        }
      ]
      kube.respond(() => ({ status: 200, body: { kind: 'PodList', apiVersion: 'v1', metadata: { resourceVersion: '1' }, items: pods } }))
      const kubeconfig = path.join(repo.dir, 'kubeconfig-loads')
      const server = kube.baseUrl.replace(/\/api\/v2$/, '')
      writeFileSync(
        kubeconfig,
        `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${server}\n    insecure-skip-tls-verify: true\nusers:\n- name: u\n  user: {}\ncontexts:\n- name: c\n  context: {cluster: c, user: u}\ncurrent-context: c\n`
      )
      const step = await traced({ ...common(), operation: 'report-k8s-env', environment: 'production', kubeconfig })
      expect(kube.requests.map((r) => r.url.replace(/\?.*/, ''))).toEqual(['/api/v1/pods'])
      expect(recorder.requests).toHaveLength(1)
      expect(JSON.parse(recorder.requests[0].body).artifacts).toHaveLength(1)
      const marker = 'the request does not match what the service accepts'
      expect(step.has(marker)).toBe(true)
      expect(step.hadBeforeRequest(marker)).toBe(false)
    } finally {
      await kube.stop()
    }
  })

  it('report-server-env: the fingerprinting code, and still no TLS', async () => {
    const step = await traced({ ...common(), operation: 'report-server-env', environment: 'production', paths: 'junit.xml' })
    expect(recorder.requests).toHaveLength(1)
    for (const name of NOT_OVER_HTTP) expect([name, step.builtins.has(name)]).toEqual([name, false])
    expect(step.has('fingerprint-worker')).toBe(true)
  })
})

describe('a local step loads no more than its work', () => {
  // A small file is hashed in JavaScript (src/artifacts/sha256.ts), and the log goes straight to
  // the runner's pipe (src/util/stdout.ts): neither crypto nor Node's socket for stdout.
  it('fingerprint of a small file: neither crypto nor net, its log and outputs whole', async () => {
    writeFileSync(path.join(repo.dir, 'small.txt'), 'small artifact\n')
    const step = await traced({ ...common(), operation: 'fingerprint', 'artifact-path': 'small.txt' })
    for (const name of ['crypto', 'net']) expect([name, step.builtins.has(name)]).toEqual([name, false])
    expect(step.outputs.fingerprint).toBe(sha256('small artifact\n'))
    expect(step.stdout.split('\n')[0]).toBe(`::add-mask::${KEY}`)
    expect(step.stdout).toContain(sha256('small artifact\n'))
  })
})

describe('the compile cache under RUNNER_TEMP', () => {
  const fingerprint = (runnerTemp: string) => {
    writeFileSync(path.join(repo.dir, 'tiny.txt'), 'tiny')
    return runAction({ operation: 'fingerprint', 'artifact-path': 'tiny.txt' }, { ...env, RUNNER_TEMP: runnerTemp })
  }

  it('is kept in one folder under RUNNER_TEMP: the top level by a job’s first step, everything by its second, taken by the third', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'runner-temp-'))
    const cache = path.join(temp, 'evidence-action-compile-cache')
    // The code of each chunk a step loaded (src/vendor/chunk-code-cache.cjs): its stage, and the file's identity.
    const saved = () =>
      readdirSync(cache)
        .filter((name) => name.endsWith('.index.js.code'))
        .map((name) => {
          const file = path.join(cache, name)
          const stamp = readFileSync(file, 'latin1').split('\n', 1)[0].split(' ')
          expect(stamp.slice(0, 3)).toEqual(['chunk-code-1', process.version, process.arch])
          return [name, stamp[3], statSync(file).ino, statSync(file).mtimeMs]
        })
    for (const [i, stage] of ['top', 'all'].entries()) {
      const run = await fingerprint(temp)
      expect([i, run.code, run.stderr, run.outputs.fingerprint]).toEqual([i, 0, '', sha256('tiny')])
      const now = saved()
      expect(now.length).toBeGreaterThan(1)
      expect(now.map(([, kind]) => kind)).toEqual(now.map(() => stage))
    }
    const all = saved()
    const third = await fingerprint(temp)
    expect([third.code, third.stderr, third.outputs.fingerprint]).toEqual([0, '', sha256('tiny')])
    // Taken as it was: code V8 refused, or a chunk loaded without it, would have been saved anew.
    expect(saved()).toEqual(all)
  })

  it('never fails nor stalls a step: RUNNER_TEMP unwritable, missing, a file, or the folder a file', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'runner-temp-'))
    const file = path.join(temp, 'a-file')
    writeFileSync(file, '')
    const blocked = path.join(temp, 'blocked')
    mkdirSync(blocked)
    writeFileSync(path.join(blocked, 'evidence-action-compile-cache'), '')
    for (const runnerTemp of ['/proc', path.join(temp, 'missing', 'deeper'), file, blocked, 'relative/temp']) {
      const started = Date.now()
      const run = await fingerprint(runnerTemp)
      expect([runnerTemp, run.code, run.stderr, run.outputs.fingerprint]).toEqual([runnerTemp, 0, '', sha256('tiny')])
      expect(Date.now() - started).toBeLessThan(20_000)
    }
    // Only one level is ever made, and only inside a RUNNER_TEMP that exists.
    expect(existsSync(path.join(temp, 'missing'))).toBe(false)
    expect(existsSync(path.join(repo.dir, 'relative'))).toBe(false)
  })
})
