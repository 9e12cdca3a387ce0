import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fingerprintDir } from '../../../src/artifacts/fingerprint.js'
import { kosliInstalled } from '../../helpers/reference-client.js'
import { awsEnv } from '../../helpers/runtimes/aws.js'
import { actionReport, clientReport } from '../../helpers/runtimes/compare.js'
import { S3RVER_KEY, startS3, type S3StandIn } from '../../helpers/runtimes/s3.js'
import { startS3Gate, type S3Gate } from '../../helpers/runtimes/s3-gate.js'
import { systemProgram } from '../../helpers/system-deps.js'
import { makeTestCa } from '../../helpers/tls.js'
import { removeTree, tempDir } from '../../helpers/tree.js'

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

// Keys as S3 allows them and a URL must encode them: each must reach the same object.
const ODD: Record<string, string> = {
  'a b/c d.txt': 'spaces\n',
  'plus+sign.txt': 'a plus, not a space\n',
  'hash#tag.txt': 'not a fragment\n',
  'grüße/ñandú.txt': 'non-ASCII\n',
  "quote'(paren)!*~.txt": 'sub-delimiters\n',
  'percent%41.txt': 'a literal percent sign\n',
  'q?x=1&y.txt': 'not a query\n',
  'semi;colon,comma:at@dollar$.txt': 'reserved characters\n'
}
/** Two objects, the first large enough to be cut or stalled in the middle of its body. */
const FAULTY = { 'large.bin': randomBytes(300_000), 'small.txt': Buffer.from('small\n') }

let s3: S3StandIn
let env: Record<string, string>
let gate: S3Gate
let gated: Record<string, string>
beforeAll(async () => {
  s3 = await startS3()
  env = awsEnv('S3', s3.origin, S3RVER_KEY, S3RVER_KEY)
  await s3.put('site', SITE)
  await s3.put('one', { 'releases/2026/app.tar.gz': 'the one object\n' })
  await s3.put('empty', {})
  await s3.put('odd', ODD)
  await s3.put('faulty', FAULTY)
  gate = await startS3Gate(s3.origin, S3RVER_KEY)
  gated = awsEnv('S3', gate.origin, S3RVER_KEY, S3RVER_KEY)
})
beforeEach(() => gate.reset())
afterAll(async () => {
  await gate.stop()
  await s3.stop()
})

/** A folder's fingerprint by the algorithm, for files at its top. */
function folderFingerprint(files: Record<string, Buffer | string>): string {
  const hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
  const digest = createHash('sha256')
  for (const name of Object.keys(files).sort()) digest.update(hex(name)).update(hex(files[name]))
  return digest.digest('hex')
}

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

  it.each([
    ['--include', 'include-names', 'assets/img,index'],
    ['--include-regex', 'include-names-regex', '^assets/.*$'],
    // Searched anywhere, as Go's MatchString: `\.js` finds app.js and app.js.map.
    ['--include-regex', 'include-names-regex', '\\.js'],
    ['--exclude', 'exclude-names', '/b/,index'],
    ['--exclude-regex', 'exclude-names-regex', 'png$,^index']
  ])('keeps the keys %s keeps, given as %s', async (flag, input, value) => {
    const theirs = await clientReport(['snapshot', 's3', 'site', '--bucket', 'site', flag, value], env)
    const ours = await report('site', { [input]: value.replaceAll(',', '\n') })
    expect(ours.run.code).toBe(0)
    expect(ours.body).toEqual({ type: 'S3', ...theirs.body })
    expect(ours.run.stdout).not.toContain('::warning::')
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

describe('report-s3-env reading each object', () => {
  const objectGets = (key: string) => gate.requests.filter((r) => r.key === key)

  it('signs every GET as S3 verifies it, with the session token of temporary credentials', async () => {
    const token = 'FwoGZXIvYXdzEXAMPLE//////////wEaDEXAMPLE+token='
    const ours = await report('faulty', {}, { ...gated, AWS_SESSION_TOKEN: token })
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts[0].digests).toEqual({ faulty: folderFingerprint(FAULTY) })
    // The gate recomputed each signature with the SDK's signer: the listing's and the objects'.
    expect(gate.requests.length).toBeGreaterThan(2)
    expect(gate.requests.filter((r) => !r.verified)).toEqual([])
    for (const key of Object.keys(FAULTY)) {
      const [get] = objectGets(key)
      expect(get.headers['x-amz-security-token']).toBe(token)
      expect(get.headers.authorization).toMatch(/SignedHeaders=[^,]*x-amz-security-token/)
    }
    expect(ours.run.all).not.toContain(token)
  })

  it('fails as auth, reading nothing more, when S3 does not verify an object’s signature', async () => {
    gate.objectSecret = 'the secret S3 holds is another'
    const ours = await report('faulty', {}, gated)
    expect(ours.run.outputs.error_kind).toBe('auth')
    expect(ours.run.stdout).toMatch(/SignatureDoesNotMatch/)
    expect(ours.path).toBeUndefined()
    // Refused credentials are not tried again.
    for (const key of Object.keys(FAULTY)) expect(objectGets(key).length).toBeLessThanOrEqual(1)
  })

  it('reads keys with spaces, non-ASCII letters and URL delimiters as the files they name', async () => {
    const dir = tempDir('odd-')
    try {
      for (const [key, content] of Object.entries(ODD)) {
        mkdirSync(path.dirname(path.join(dir, key)), { recursive: true })
        writeFileSync(path.join(dir, key), content)
      }
      const ours = await report('odd', {}, gated)
      expect(ours.run.code).toBe(0)
      expect(ours.body?.artifacts[0].digests).toEqual({ odd: await fingerprintDir(dir) })
      expect(
        gate.requests
          .filter((r) => r.key !== undefined)
          .map((r) => r.key)
          .sort()
      ).toEqual(Object.keys(ODD).sort())
      expect(gate.requests.filter((r) => !r.verified)).toEqual([])
      if (kosliInstalled) expect(ours.body).toEqual({ type: 'S3', ...(await clientReport(['snapshot', 's3', 'site', '--bucket', 'odd'], env)).body })
    } finally {
      removeTree(dir)
    }
  })

  it('warns of a key prefix or pattern that matches no key', async () => {
    const ours = await report('site', { 'include-names': 'assets/\nasset/', 'exclude-names-regex': '\\.map$\n\\.gif$' })
    expect(ours.run.code).toBe(0)
    expect(ours.run.stdout).toMatch(/::warning::input `include-names`: `asset\/` matches no object key/)
    expect(ours.run.stdout).toMatch(/::warning::input `exclude-names-regex`: `\\\.gif\$` matches no object key/)
    expect(ours.run.stdout.match(/::warning::input/g)).toHaveLength(2)
  })

  it.each([
    ['the listing', '', 's3:ListBucket on bucket faulty', 'arn:aws:s3:::faulty'],
    ['an object', 'large.bin', 's3:GetObject on object large.bin of bucket faulty', 'arn:aws:s3:::faulty/*']
  ])('names the bucket and the permission when S3 denies %s', async (_what, key, denied, resource) => {
    gate.fault(key, { kind: 'answer', status: 403, code: 'AccessDenied' })
    const ours = await report('faulty', { 'max-retries': '0' }, gated)
    expect(ours.run.outputs.error_kind).toBe('forbidden')
    expect(ours.run.stdout).toContain(`AWS S3 denied ${denied} (AccessDenied`)
    expect(ours.run.stdout).toContain(`grant the job's role ${denied.split(' ')[0]} on ${resource}`)
    expect(ours.path).toBeUndefined()
  })

  it.each([
    ['403 AccessDenied', { status: 403, code: 'AccessDenied' }, 'forbidden', 1],
    ['404 NoSuchKey (deleted since the listing)', { status: 404, code: 'NoSuchKey' }, 'invalid_input', 1],
    ['500 InternalError, retried', { status: 500, code: 'InternalError' }, 'server', 2],
    ['503 SlowDown, retried', { status: 503, code: 'SlowDown' }, 'server', 2]
  ])('maps S3’s %s on an object, sending nothing', async (_what, answer, kind, attempts) => {
    gate.fault('large.bin', { kind: 'answer', ...answer })
    const ours = await report('faulty', { 'max-retries': '1' }, gated)
    expect(ours.run.outputs.error_kind).toBe(kind)
    expect(ours.run.stdout).toMatch(kind === 'invalid_input' ? /input `s3-bucket`: .*NoSuchKey/ : new RegExp(answer.code))
    expect(ours.path).toBeUndefined()
    expect(objectGets('large.bin')).toHaveLength(attempts)
  })

  it('ends with timeout, after one attempt per retry, when an object stalls in the middle of its body', async () => {
    gate.fault('large.bin', { kind: 'stall', afterBytes: 1000 })
    const ours = await report('faulty', { 'timeout-seconds': '1', 'max-retries': '1' }, gated)
    expect(ours.run.outputs.error_kind).toBe('timeout')
    expect(ours.run.stdout).toMatch(/large\.bin/)
    expect(ours.path).toBeUndefined()
    expect(objectGets('large.bin')).toHaveLength(2)
  })

  it('reads a stalled object again, and a stream cut short again, and fingerprints the whole objects', async () => {
    gate.fault('large.bin', { kind: 'cut', afterBytes: 100_000 }, 1)
    gate.fault('small.txt', { kind: 'stall', afterBytes: 2 }, 1)
    const ours = await report('faulty', { 'timeout-seconds': '1', 'max-retries': '1' }, gated)
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts[0].digests).toEqual({ faulty: folderFingerprint(FAULTY) })
    expect(objectGets('large.bin')).toHaveLength(2)
    expect(objectGets('small.txt')).toHaveLength(2)
  })

  it('fails as a network error when an object’s stream is cut short on every attempt', async () => {
    gate.fault('large.bin', { kind: 'cut', afterBytes: 100_000 })
    const ours = await report('faulty', { 'max-retries': '2' }, gated)
    expect(ours.run.outputs.error_kind).toBe('network')
    expect(ours.run.stdout).toMatch(/large\.bin.*the connection closed after \d+ bytes of the body/)
    expect(objectGets('large.bin')).toHaveLength(3)
  })

  const openssl = systemProgram('openssl', 'openssl', 'report-s3-env over TLS')
  ;(openssl ? it : it.skip)('reads objects over TLS from an endpoint whose CA the job trusts (NODE_EXTRA_CA_CERTS)', async () => {
    const dir = tempDir('s3-tls-')
    const ca = makeTestCa(dir)
    const tlsGate = await startS3Gate(s3.origin, S3RVER_KEY, { cert: ca.cert, key: ca.key })
    try {
      const ours = await report('faulty', {}, { ...awsEnv('S3', tlsGate.origin, S3RVER_KEY, S3RVER_KEY), NODE_EXTRA_CA_CERTS: ca.caFile })
      expect(ours.run.code).toBe(0)
      expect(ours.body?.artifacts[0].digests).toEqual({ faulty: folderFingerprint(FAULTY) })
      expect(tlsGate.requests.filter((r) => r.key !== undefined && r.secure && r.verified)).toHaveLength(2)
    } finally {
      await tlsGate.stop()
      removeTree(dir)
    }
  })
})
