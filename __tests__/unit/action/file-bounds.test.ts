import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { XMLParser } from 'fast-xml-parser'
import nock from 'nock'
import { GitHubError } from '../../../src/clients/github/errors.js'
import { packAttachments } from '../../../src/evidence/attachments.js'
import { JUnitError, MAX_JUNIT_DEPTH, parseJUnit } from '../../../src/evidence/junit.js'
import { FileError, pseudoFileProblem, readBoundedFile } from '../../../src/util/files.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { repoInfo } from '../../../src/clients/github/repo.js'
import { expandPaths } from '../../../src/artifacts/paths.js'
import { MAX_REPORTED_ARTIFACTS } from '../../../src/clients/service/catalogue/environments.js'
import { parseMultipart } from '../../../src/sandbox/multipart.js'
import { BASE, runOperation, SHA } from '../../helpers/operation.js'
import { tempDir } from '../../helpers/tree.js'

const MB10 = 10_000_000
let dir: string

/** A file of `bytes` that takes no room: reading it whole would take `bytes` of memory. */
function sparse(file: string, bytes: number): void {
  closeSync(openSync(file, 'w'))
  truncateSync(file, bytes)
}

beforeAll(() => {
  dir = tempDir('bounds-')
  writeFileSync(path.join(dir, 'note.txt'), 'note')
  mkdirSync(path.join(dir, 'secrets'))
  writeFileSync(path.join(dir, 'secrets', 'ok.txt'), 'ok')
  symlinkSync('/proc/self/environ', path.join(dir, 'secrets', 'env'))
  mkdirSync(path.join(dir, 'escape'))
  writeFileSync(path.join(dir, 'escape', 'ok.txt'), 'ok')
  symlinkSync('/etc', path.join(dir, 'escape', 'etc'))
  mkdirSync(path.join(dir, 'inside', 'real'), { recursive: true })
  writeFileSync(path.join(dir, 'inside', 'real', 'a.txt'), 'a')
  symlinkSync('real/a.txt', path.join(dir, 'inside', 'alias.txt'))
  symlinkSync('../note.txt', path.join(dir, 'inside', 'workspace-note.txt'))
  mkdirSync(path.join(dir, 'loop'))
  writeFileSync(path.join(dir, 'loop', 'a.txt'), 'a')
  symlinkSync('.', path.join(dir, 'loop', 'again'))
  symlinkSync('/proc/self/environ', path.join(dir, 'env-link'))
  sparse(path.join(dir, 'huge.bin'), 500 * 1024 * 1024)
  mkdirSync(path.join(dir, 'zeros'))
  sparse(path.join(dir, 'zeros', 'z.bin'), 64 * 1024 * 1024)
  writeFileSync(path.join(dir, 'zeros', 'b.txt'), 'b')
})
afterEach(() => nock.cleanAll())

const generic = (attachments: string) => ({ operation: 'attest-generic', flow: 'shop', 'attestation-name': 'scan', compliant: 'true', attachments })

describe('files of the kernel’s pseudo-filesystems are never read', () => {
  it.each(['/proc/self/environ', '/proc/self/status', '/sys/kernel/mm/transparent_hugepage/enabled'])('%s', (file) => {
    expect(pseudoFileProblem(file)).toMatch(/pseudo-filesystem/)
    expect(() => readBoundedFile(file, MB10)).toThrow(FileError)
    expect(() => readBoundedFile(file, MB10)).toThrow(/pseudo-filesystem/)
  })

  it('judges a link by where it leads', () => {
    expect(() => readBoundedFile(path.join(dir, 'env-link'), MB10)).toThrow(/leads to \/proc\/\d+\/environ|pseudo-filesystem/)
  })

  it('reads ordinary files', () => {
    expect(pseudoFileProblem(path.join(dir, 'note.txt'))).toBeUndefined()
    expect(readBoundedFile(path.join(dir, 'note.txt'), MB10).toString()).toBe('note')
  })
})

describe('attachments', () => {
  it.each([
    ['/proc/self/environ', /input `attachments`: \/proc\/self\/environ is a file of the kernel's pseudo-filesystem/],
    ['env-link', /input `attachments`: .*env-link is a file of the kernel's pseudo-filesystem/],
    ['secrets', /input `attachments`: .*secrets\/env is a link to \/proc\/.*never followed into \/proc, \/sys or \/dev/],
    ['escape', /input `attachments`: .*escape\/etc is a link to \/etc, outside the attached folder and the working directory/],
    ['loop', /input `attachments`: .*loop\/again leads back to a folder it is inside/]
  ])('refuses %s before any request', async (attachments, message) => {
    // No interceptor: a request would fail the test with a different error.
    const run = runOperation(generic(attachments), { baseDir: dir })
    await expect(run).rejects.toThrow(message)
    await expect(run).rejects.toMatchObject({ kind: 'invalid_input' })
  })

  it('follows links that stay inside the folder or the working directory', async () => {
    const part = await packAttachments([path.join(dir, 'inside')], MB10, dir)
    const archive = gunzipSync(part.content).toString('latin1')
    for (const name of ['alias.txt', 'real/a.txt', 'workspace-note.txt']) expect(archive).toContain(name)
    expect(archive).toContain('note')
  })

  it('refuses a sparse 500 MiB file by its size, before reading it', async () => {
    await expect(packAttachments([path.join(dir, 'huge.bin')], MB10, dir)).rejects.toThrow(
      `the attachments hold ${500 * 1024 * 1024} bytes in 1 files before packing, over the 256 MiB read for packing`
    )
  })

  it('sums the sizes before reading: the same huge file three times', async () => {
    const huge = path.join(dir, 'huge.bin')
    await expect(runOperation(generic(`${huge},${huge},${huge}`), { baseDir: dir })).rejects.toThrow(
      new RegExp(`input \`attachments\`: the attachments hold ${3 * 500 * 1024 * 1024} bytes in 3 files before packing`)
    )
  })

  it('packs a large folder as it reads it, within the limit once packed', async () => {
    const part = await packAttachments([path.join(dir, 'zeros')], MB10, dir)
    expect(part.filename).toBe('evidence.tgz')
    expect(part.content.length).toBeLessThan(MB10)
    const archive = gunzipSync(part.content)
    expect(archive.length).toBeGreaterThan(64 * 1024 * 1024)
    expect(archive.toString('latin1', 0, 100)).toMatch(/^b\.txt/)
  })

  it('sends an attachment folder packed, links within it included', async () => {
    let body = ''
    let type = ''
    const scope = nock(BASE)
      .post(`/attestations/acme/shop/trail/${SHA}/generic`)
      .reply(function (_uri, b) {
        body = b as string
        type = String(this.req.headers['content-type'])
        return [201, '"ok"']
      })
    await runOperation(generic('inside'), { baseDir: dir })
    scope.done()
    const raw = body.includes('--') ? Buffer.from(body, 'utf8') : Buffer.from(body, 'hex')
    const file = parseMultipart(raw, type).find((p) => p.name === 'attachment_file')
    expect(gunzipSync(file!.content).toString('latin1')).toContain('alias.txt')
  })
})

/** The tree-building reading the scanner replaced, kept as the oracle for small documents. */
function byTree(text: string): unknown[] {
  type El = Record<string, unknown>
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseAttributeValue: false,
    parseTagValue: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => name === 'testsuite' || name === 'testcase'
  })
  const attr = (e: El, n: string) => {
    const v = e[`@${n}`]
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
  }
  const kids = (e: El, n: string) => (Array.isArray(e[n]) ? (e[n] as unknown[]).filter((v) => v && typeof v === 'object') : []) as El[]
  const suites = (e: El): El[] => kids(e, 'testsuite').flatMap((s) => [s, ...suites(s)])
  const result = (s: El) => {
    const cases = kids(s, 'testcase')
    const ts = attr(s, 'timestamp')
    const at = ts === undefined ? NaN : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(ts) ? ts : `${ts}Z`)
    const duration = cases.reduce((sum, c) => sum + (Number(attr(c, 'time')) || 0), 0)
    return {
      name: attr(s, 'name') ?? '',
      failures: cases.filter((c) => 'failure' in c).length,
      errors: cases.filter((c) => 'error' in c).length,
      skipped: cases.filter((c) => 'skipped' in c).length,
      total: cases.length,
      duration: Math.round(duration * 1e6) / 1e6,
      ...(!Number.isNaN(at) && { timestamp: Math.floor(at / 1000) })
    }
  }
  const doc = parser.parse(text) as El
  if ('testsuites' in doc) return suites(doc.testsuites && typeof doc.testsuites === 'object' ? (doc.testsuites as El) : {}).map(result)
  const [suite] = kids(doc, 'testsuite')
  return [suite, ...suites(suite)].map(result)
}

describe('JUnit XML read tag by tag', () => {
  it.each([
    '<testsuites><testsuite name="api" tests="9" time="2.5"><testcase name="w" time="1"/><testcase name="x" time="1"><failure/></testcase><testcase name="y" time="0.5"><skipped/></testcase><testcase name="z"/></testsuite></testsuites>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by a runner -->\n<testsuite name=" ui " timestamp="2024-05-01T10:00:00"><testcase time="0.25"><error message="a &gt; b"/><error/><system-out><![CDATA[<testcase/>]]></system-out></testcase></testsuite>',
    '<testsuites><testsuite name="outer" timestamp="2024-05-01T10:00:00+02:00"><testsuite name=\'inner &amp; co\'><testcase time="x"/><testcase time="1e-7"/></testsuite><testcase><failure>f</failure><error/><skipped/></testcase></testsuite><testsuite name="empty"/></testsuites>',
    '<testsuites name="all"><other><testsuite name="hidden"><testcase/></testsuite></other><testsuite name="seen"><other><testcase/></other><testcase name="a/b" time="3"/></testsuite></testsuites>',
    '<testsuite name="a>b" time="1"><testcase classname="c" name="t &lt;1&gt;" time=" 2 "><skipped message="later"></skipped></testcase></testsuite>'
  ])('counts as the tree did: %#', (text) => {
    expect(parseJUnit('r.xml', text)).toEqual(byTree(text))
  })

  it('counts elements without attributes, which the tree dropped as empty strings', () => {
    expect(parseJUnit('r.xml', '<testsuites><testsuite><testcase/><testcase><failure/></testcase></testsuite><testsuite/></testsuites>')).toEqual([
      { name: '', failures: 1, errors: 0, skipped: 0, total: 2, duration: 0 },
      { name: '', failures: 0, errors: 0, skipped: 0, total: 0, duration: 0 }
    ])
  })

  it('refuses elements nested 100,000 deep as JUnit input, naming the file', () => {
    const text = '<testsuite>' + '<a>'.repeat(100_000) + '</a>'.repeat(100_000) + '</testsuite>'
    expect(() => parseJUnit('deep.xml', text)).toThrow(JUnitError)
    expect(() => parseJUnit('deep.xml', text)).toThrow(`deep.xml nests elements more than ${MAX_JUNIT_DEPTH} deep`)
  })

  it('counts 900,000 test cases without a node for each', () => {
    const text = `<testsuite name="s">${'<testcase name="t" classname="c"/>'.repeat(900_000)}</testsuite>`
    expect(parseJUnit('many.xml', text)).toEqual([{ name: 's', failures: 0, errors: 0, skipped: 0, total: 900_000, duration: 0 }])
  })
})

describe('attest-junit', () => {
  const junit = (results: string) => ({ operation: 'attest-junit', flow: 'shop', 'attestation-name': 'tests', 'junit-results': results })

  beforeAll(() => {
    mkdirSync(path.join(dir, 'junit'))
    // Sparse: refused by their sizes, before either is read.
    sparse(path.join(dir, 'junit', 'a.xml'), 6_000_000)
    sparse(path.join(dir, 'junit', 'b.xml'), 6_000_000)
    writeFileSync(path.join(dir, 'deep.xml'), '<testsuite>' + '<a>'.repeat(100_000) + '</a>'.repeat(100_000) + '</testsuite>')
  })

  it('bounds all results together, before reading any', async () => {
    const run = runOperation(junit('junit/*.xml'), { baseDir: dir })
    await expect(run).rejects.toThrow(
      'input `junit-results`: the 2 file(s) come to 12000000 bytes, over the limit of 10 MB for all results together (they are attached too); expected JUnit XML files, folders of them, or globs, at most 10 MB in all'
    )
    await expect(run).rejects.toMatchObject({ kind: 'invalid_input' })
  })

  it('names the input and the file nested too deep', async () => {
    const run = runOperation(junit('deep.xml'), { baseDir: dir })
    await expect(run).rejects.toThrow(/^input `junit-results`: .*deep\.xml nests elements more than 100 deep/)
    await expect(run).rejects.toMatchObject({ kind: 'invalid_input' })
  })

  it('refuses results from /proc', async () => {
    await expect(runOperation(junit('/proc/self/environ'), { baseDir: dir })).rejects.toThrow(/^input `junit-results`: .*pseudo-filesystem/)
  })
})

describe('report-server-env paths', () => {
  const report = (paths: string, extra: Record<string, string> = {}) => ({ operation: 'report-server-env', environment: 'prod', paths, ...extra })

  beforeAll(() => {
    const many = path.join(dir, 'many')
    mkdirSync(many)
    for (let i = 0; i <= MAX_REPORTED_ARTIFACTS; i++) writeFileSync(path.join(many, `f${i}`), '')
  })

  it('refuses a glob that matches nothing, rather than reporting an empty environment', async () => {
    const run = runOperation(report('/nonexistent/*.jar'), { baseDir: dir })
    await expect(run).rejects.toThrow('input `paths`: `/nonexistent/*.jar` matched nothing; expected files, folders or globs to fingerprint')
    await expect(run).rejects.toMatchObject({ kind: 'invalid_input' })
  })

  it('refuses one unmatched glob among matching ones', async () => {
    await expect(runOperation(report('note.txt\nbuild/*.jar'), { baseDir: dir })).rejects.toThrow('input `paths`: `build/*.jar` matched nothing')
  })

  it('refuses more artifacts than one report takes, before hashing any', async () => {
    const run = runOperation(report('many/*'), { baseDir: dir })
    await expect(run).rejects.toThrow(
      `input \`paths\`: over ${MAX_REPORTED_ARTIFACTS} path(s) matched: over ${MAX_REPORTED_ARTIFACTS} artifacts, more than the ${MAX_REPORTED_ARTIFACTS} the service takes in one report`
    )
    await expect(run).rejects.toMatchObject({ kind: 'invalid_input' })
  })

  it('stops listing a glob one past the limit, rather than listing a huge tree whole', async () => {
    const { paths } = await expandPaths(['many/*'], dir, 10)
    expect(paths).toHaveLength(11)
    expect((await expandPaths(['many/*'], dir)).paths).toHaveLength(MAX_REPORTED_ARTIFACTS + 1)
  })

  it('counts the given artifacts too', async () => {
    const given = JSON.stringify([{ digests: { x: 'a'.repeat(64) }, creationTimestamp: 1 }])
    const all = runOperation(report('many/*', { artifacts: given }), { baseDir: dir })
    await expect(all).rejects.toThrow(`besides 1 in \`artifacts\`: over ${MAX_REPORTED_ARTIFACTS} artifacts`)
  })

  it('still sends an empty report when no paths are given', async () => {
    const scope = nock(BASE).put('/environments/acme/prod/report/server', { type: 'server', artifacts: [] }).reply(200, '"kept"')
    const result = await runOperation({ operation: 'report-server-env', environment: 'prod' }, { baseDir: dir })
    scope.done()
    expect(result.outputs.artifact_count).toBe(0)
  })
})

describe('the event payload GITHUB_EVENT_PATH names', () => {
  const eventOf = (file: string) => readRunContext({ GITHUB_EVENT_PATH: file }).event

  beforeAll(() => {
    execFileSync('mkfifo', [path.join(dir, 'event-pipe')])
    sparse(path.join(dir, 'event-huge.json'), 500 * 1024 * 1024)
    writeFileSync(path.join(dir, 'event-many.json'), `[${'{},'.repeat(1_000_001)}{}]`)
    writeFileSync(path.join(dir, 'event-broken.json'), '{"repository": ')
    writeFileSync(path.join(dir, 'event.json'), '{"repository": {"id": 7, "description": "shop"}}')
  })

  it.each([
    ['/dev/zero', 'GITHUB_EVENT_PATH: /dev/zero is not a regular file'],
    ['event-pipe', 'event-pipe is not a regular file'],
    ['/proc/self/environ', "is a file of the kernel's pseudo-filesystem"],
    ['event-huge.json', `event-huge.json is ${500 * 1024 * 1024} bytes, over the limit of 25 MiB`],
    ['event-many.json', 'holds more than 1000000 JSON values'],
    ['event-broken.json', 'event-broken.json is not JSON']
  ])('refuses %s with an error naming GITHUB_EVENT_PATH', (file, message) => {
    const context = readRunContext({ GITHUB_EVENT_PATH: path.isAbsolute(file) ? file : path.join(dir, file) })
    expect(() => context.event).toThrow(GitHubError)
    expect(() => context.event).toThrow(message)
    expect(() => context.event).toThrow(/^GITHUB_EVENT_PATH: .*; expected the runner's event payload: a JSON file of at most 25 MiB$/)
  })

  it('reads it only when asked for, once', () => {
    const file = path.join(dir, 'event.json')
    const context = readRunContext({ GITHUB_EVENT_PATH: file })
    expect(context.event).toEqual({ repository: { id: 7, description: 'shop' } })
    expect(context.event).toBe(context.event)
    expect(eventOf(path.join(dir, 'event-pipe.nonexistent'))).toEqual({})
    expect(readRunContext({}).event).toEqual({})
  })

  it('is invalid input for the record that needs it', async () => {
    const context = readRunContext({ GITHUB_EVENT_PATH: '/dev/zero', GITHUB_REPOSITORY: 'acme/shop' })
    expect(() => repoInfo(context)).toThrow(expect.objectContaining({ kind: 'invalid_input' }))
  })
})
