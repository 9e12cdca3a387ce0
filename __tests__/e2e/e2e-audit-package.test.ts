import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo, type GitRepo } from '../helpers/git-repo.js'
import { PackageServer } from '../helpers/package-server.js'
import { ROOT, runAction } from '../helpers/run-action.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'
import { pushEnv } from '../helpers/workflow.js'

// audit-package saves the trail's package as it arrives: a package several times larger than
// the heap the action is given still lands whole on disk, and the sandbox builds a real one.

let repo: GitRepo
let env: Record<string, string>
let out: string

beforeAll(() => {
  repo = makeGitRepo(2)
  env = pushEnv(repo)
  out = tempDir('audit-package-')
})

const sha256File = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (c) => hash.update(c))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })

/** The bundled action on a heap of `heapMb` megabytes, as a runner would run it. */
const onHeap = (heapMb: number, inputs: Record<string, string>) =>
  runAction({ 'api-key': 'package-key', org: 'acme', ...inputs }, env, process.execPath, [
    `--max-old-space-size=${heapMb}`,
    path.join(ROOT, 'dist', 'index.js')
  ])

describe('audit-package against a stand-in', () => {
  it('saves a 160 MB package with a 32 MB heap, whole and as sent', async () => {
    const bytes = 160 * 1024 * 1024
    const server = await new PackageServer(bytes).start()
    try {
      const file = path.join(out, 'big', 'package.tar.gz')
      const run = await onHeap(32, { operation: 'audit-package', 'base-url': server.baseUrl, flow: 'shop', trail: 'main', 'output-path': file })
      expect(run.stderr).not.toMatch(/heap out of memory/i)
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ path: file, size: String(bytes) })
      expect(statSync(file).size).toBe(bytes)
      expect(await sha256File(file)).toBe(server.sha256)
      expect(server.requests).toEqual([
        { url: '/api/v2/trails/acme/shop/main/audit_package', accept: 'application/gzip, application/json', authorization: 'Bearer package-key' }
      ])
      expect(run.summary).toMatch(/Saved, 160(\.0)? MiB/)
      expect(run.all).not.toContain('package-key')
    } finally {
      await server.stop()
    }
  })

  it('names the default file after the trail, under RUNNER_TEMP, the trail being the commit', async () => {
    const server = await new PackageServer(1000).start()
    try {
      const run = await runAction({ 'api-key': 'k', org: 'acme', operation: 'audit-package', 'base-url': server.baseUrl, flow: 'shop' }, env)
      expect(run.code).toBe(0)
      expect(run.outputs.path).toMatch(new RegExp(`/run-[^/]+/audit-package/shop-${env.GITHUB_SHA}-audit-package\\.tar\\.gz$`))
      expect(server.requests[0].url).toBe(`/api/v2/trails/acme/shop/${env.GITHUB_SHA}/audit_package`)
    } finally {
      await server.stop()
    }
  })

  it('tries again after a cut connection, and leaves no half package behind', async () => {
    const server = await new PackageServer(8 * 1024 * 1024, ['cut', 'whole']).start()
    try {
      const dir = path.join(out, 'retry')
      const file = path.join(dir, 'p.tgz')
      const run = await runAction(
        {
          'api-key': 'k',
          org: 'acme',
          operation: 'audit-package',
          'base-url': server.baseUrl,
          flow: 'shop',
          trail: 'main',
          'output-path': file,
          'max-retries': '1'
        },
        env
      )
      expect(run.code).toBe(0)
      expect(server.requests).toHaveLength(2)
      expect(await sha256File(file)).toBe(server.sha256)
      expect(readdirSync(dir)).toEqual(['p.tgz'])
    } finally {
      await server.stop()
    }
  })

  it('gives up on a stalled transfer after timeout-seconds, leaving no file', async () => {
    const server = await new PackageServer(8 * 1024 * 1024, ['stall']).start()
    try {
      const dir = path.join(out, 'stall')
      const started = Date.now()
      const run = await runAction(
        {
          'api-key': 'k',
          org: 'acme',
          operation: 'audit-package',
          'base-url': server.baseUrl,
          flow: 'shop',
          trail: 'main',
          'output-path': path.join(dir, 'p.tgz'),
          'timeout-seconds': '1',
          'max-retries': '0'
        },
        env
      )
      expect(run.code).toBe(1)
      expect(run.outputs.error_kind).toBe('timeout')
      expect(Date.now() - started).toBeLessThan(20_000)
      expect(readdirSync(dir)).toEqual([])
    } finally {
      await server.stop()
    }
  })

  it('keeps a file that was there when the download fails', async () => {
    const server = await new PackageServer(1000, ['not-found']).start()
    try {
      const file = path.join(out, 'kept.tgz')
      writeFileSync(file, 'an earlier package')
      const run = await runAction(
        { 'api-key': 'k', org: 'acme', operation: 'audit-package', 'base-url': server.baseUrl, flow: 'shop', trail: 'main', 'output-path': file },
        env
      )
      expect(run.code).toBe(1)
      expect(execFileSync('cat', [file], { encoding: 'utf8' })).toBe('an earlier package')
    } finally {
      await server.stop()
    }
  })
})

describe('audit-package against the sandbox', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox(['--quiet'])
  })
  afterAll(() => sb?.stop())

  it("is a gzipped tar of the trail, its attestations and their attachments, and the artifact's record", async () => {
    const org = 'audit'
    const inputs = { 'api-key': 'sandbox-key', org, 'base-url': sb.baseUrl }
    expect((await sb.call('PUT', `/flows/${org}`, { name: 'shop', description: '', template: ['app'] })).status).toBeLessThan(300)
    writeFileSync(path.join(repo.dir, 'app.bin'), 'the app\n')
    mkdirSync(path.join(repo.dir, 'evidence'), { recursive: true })
    writeFileSync(path.join(repo.dir, 'evidence', 'scan.txt'), 'No findings.\n')
    const steps: Record<string, string>[] = [
      { operation: 'begin-trail', flow: 'shop', trail: 'release-1' },
      { operation: 'attest-artifact', flow: 'shop', trail: 'release-1', 'artifact-name': 'app', 'artifact-path': 'app.bin' },
      { operation: 'attest-generic', flow: 'shop', trail: 'release-1', 'attestation-name': 'scan', compliant: 'true', attachments: 'evidence/scan.txt' }
    ]
    for (const step of steps) {
      const run = await runAction({ ...inputs, ...step }, env)
      expect({ step: step.operation, code: run.code, out: run.code === 0 ? '' : run.stdout }).toEqual({ step: step.operation, code: 0, out: '' })
    }
    const file = path.join(out, 'sandbox', 'release-1.tar.gz')
    const run = await runAction({ ...inputs, operation: 'audit-package', flow: 'shop', trail: 'release-1', 'output-path': file }, env)
    expect(run.code).toBe(0)
    const names = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean)
    const fingerprint = createHash('sha256').update('the app\n').digest('hex')
    expect(names).toEqual([
      'shop-release-1/manifest.json',
      'shop-release-1/trail.json',
      'shop-release-1/attestations/1-scan.json',
      'shop-release-1/attestations/1-scan/scan.txt',
      `shop-release-1/artifacts/${fingerprint}.json`
    ])
    const read = (name: string) => execFileSync('tar', ['-xzOf', file, `shop-release-1/${name}`], { encoding: 'utf8' })
    expect(read('attestations/1-scan/scan.txt')).toBe('No findings.\n')
    expect(JSON.parse(read('trail.json'))).toMatchObject({ name: 'release-1' })
    expect(JSON.parse(read('attestations/1-scan.json'))).toMatchObject({ attestation_name: 'scan', is_compliant: true })
    expect(JSON.parse(read('manifest.json'))).toMatchObject({
      flow: 'shop',
      trail: 'release-1',
      files: names.slice(1).map((n) => n.slice('shop-release-1/'.length))
    })
    expect(existsSync(`${file}.partial`)).toBe(false)
  })

  it('names the trail when the service has none of that name', async () => {
    const org = 'audit-404'
    expect((await sb.call('PUT', `/flows/${org}`, { name: 'shop', description: '', template: [] })).status).toBeLessThan(300)
    const file = path.join(out, 'missing.tgz')
    const run = await runAction(
      { 'api-key': 'k', org, 'base-url': sb.baseUrl, operation: 'audit-package', flow: 'shop', trail: 'release-9', 'output-path': file },
      env
    )
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('not_found')
    expect(run.stdout).toMatch(/::error::.*trail release-9 of flow shop was not found in org audit-404/)
    expect(existsSync(file)).toBe(false)
  })
})
