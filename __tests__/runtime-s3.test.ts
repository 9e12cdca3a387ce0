import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fingerprintDir } from '../src/artifacts/fingerprint.js'
import { kosliInstalled } from './helpers/reference-client.js'
import { awsEnv } from './helpers/runtimes/aws.js'
import { actionReport, clientReport } from './helpers/runtimes/compare.js'
import { S3RVER_KEY, startS3, type S3StandIn } from './helpers/runtimes/s3.js'
import { removeTree } from './helpers/tree.js'

// A bucket's content, reported by the reference client (which downloads it to disk) and by
// the action (which streams it) from a real S3-compatible server on loopback (s3rver, through
// AWS_ENDPOINT_URL_S3): the same fingerprint, name and time.
const SITE: Record<string, string> = {
  'index.html': '<h1>shop</h1>\n',
  'assets/app.js': 'console.log(1)\n',
  'assets/app.js.map': '{}\n',
  'assets/img/logo.svg': '<svg/>\n',
  'assets/img/café.png': 'png\n',
  'b/ä.txt': 'umlaut\n',
  'b/z.txt': 'z\n',
  'b/\u{1F600}.txt': 'emoji: sorts after ä by its UTF-8 bytes\n',
  'docs/': '',
  '.kosli_ignore': '# maps are not shipped\n**/*.map\n'
}

let s3: S3StandIn
let env: Record<string, string>
beforeAll(async () => {
  s3 = await startS3()
  env = awsEnv('S3', s3.origin, S3RVER_KEY, S3RVER_KEY)
  await s3.put('site', SITE)
  await s3.put('one', { 'releases/2026/app.tar.gz': 'the one object\n' })
  await s3.put('empty', {})
})
afterAll(() => s3.stop())

const report = (bucket: string, extra: Record<string, string> = {}, more: Record<string, string> = {}) =>
  actionReport({ operation: 'report-s3-env', environment: 'site', 's3-bucket': bucket, ...extra }, { ...env, ...more })

const sideBySide = kosliInstalled ? describe : describe.skip

sideBySide('report-s3-env beside the reference client', () => {
  it.each([
    ['a bucket of several objects, as a folder with its .kosli_ignore', 'site'],
    ['a bucket of one object, as that file', 'one']
  ])('fingerprints %s, bit for bit', async (_what, bucket) => {
    const theirs = await clientReport(['snapshot', 's3', 'site', '--bucket', bucket], env)
    const ours = await report(bucket)
    expect(ours.run.code).toBe(0)
    expect(ours.path).toBe(theirs.path)
    expect(ours.body).toEqual({ type: 'S3', ...theirs.body })
  })

  it('keeps the keys include-names matches, as --include-regex does', async () => {
    const theirs = await clientReport(['snapshot', 's3', 'site', '--bucket', 'site', '--include-regex', '^assets/.*$'], env)
    const ours = await report('site', { 'include-names': 'assets/.*' })
    expect(ours.body).toEqual({ type: 'S3', ...theirs.body })
  })
})

describe('report-s3-env', () => {
  it('gives the fingerprint of the same files on disk, names the single object by its base name', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-'))
    try {
      for (const [key, content] of Object.entries(SITE)) {
        if (key.endsWith('/')) continue
        mkdirSync(path.dirname(path.join(dir, key)), { recursive: true })
        writeFileSync(path.join(dir, key), content)
      }
      const ours = await report('site')
      expect(ours.body?.artifacts[0].digests).toEqual({ site: await fingerprintDir(dir) })
      const one = await report('one')
      expect(one.body?.artifacts[0].digests).toEqual({ 'app.tar.gz': createHash('sha256').update('the one object\n').digest('hex') })
    } finally {
      removeTree(dir)
    }
  })

  it('streams an object larger than memory would hold whole, writing nothing to disk', async () => {
    const big = randomBytes(64 << 20)
    await s3.put('big', { 'blob.bin': big, 'small.txt': 'small\n' })
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tmp-'))
    try {
      const ours = await report('big', {}, { TMPDIR: tmp, NODE_OPTIONS: '--max-old-space-size=48' })
      expect(ours.run.code).toBe(0)
      const expected = createHash('sha256')
      for (const [name, content] of [
        ['blob.bin', big],
        ['small.txt', Buffer.from('small\n')]
      ] as const)
        expected.update(createHash('sha256').update(name).digest('hex')).update(createHash('sha256').update(content).digest('hex'))
      expect(ours.body?.artifacts[0].digests).toEqual({ big: expected.digest('hex') })
      expect(readdirSync(tmp)).toEqual([])
    } finally {
      removeTree(tmp)
    }
  })

  it.each([
    ['has no objects', 'empty', /input `s3-bucket`: bucket empty has no object/],
    ['does not exist', 'ghost', /input `s3-bucket`: .*NoSuchBucket/]
  ])('refuses a bucket that %s, sending nothing', async (_what, bucket, message) => {
    const ours = await report(bucket)
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toMatch(message)
    expect(ours.path).toBeUndefined()
  })

  it('fails as auth when S3 refuses the credentials, sending nothing', async () => {
    const ours = await actionReport(
      { operation: 'report-s3-env', environment: 'site', 's3-bucket': 'site' },
      awsEnv('S3', s3.origin, 'AKIDUNKNOWN', 'a-secret-never-printed')
    )
    expect(ours.run.outputs.error_kind).toBe('auth')
    expect(ours.path).toBeUndefined()
    expect(ours.run.all).not.toContain('a-secret-never-printed')
  })
})
