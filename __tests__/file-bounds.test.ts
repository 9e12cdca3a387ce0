import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { closeSync, mkdirSync, openSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import nock from 'nock'
import { packAttachments } from '../src/evidence/attachments.js'
import { FileProblem, pseudoFileProblem, readBoundedFile } from '../src/files.js'
import { parseMultipart } from '../src/sandbox/multipart.js'
import { BASE, runOperation, SHA } from './helpers/operation.js'
import { tempDir } from './helpers/tree.js'

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
    expect(() => readBoundedFile(file, MB10)).toThrow(FileProblem)
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
      `the attachments come to ${500 * 1024 * 1024} bytes, over the service's limit of 10 MB`
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
