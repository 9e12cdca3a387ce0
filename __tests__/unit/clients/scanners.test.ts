import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import nock from 'nock'
import { JsonSelector, type JsonKey } from '../../../src/evidence/json-select.js'
import { gitHubApi } from '../../../src/clients/github/api.js'
import { readRunContext } from '../../../src/clients/github/context.js'
import { silentLog } from '../../../src/util/log.js'
import { parseMultipart } from '../../../src/sandbox/multipart.js'
import { BASE, runOperation, SHA } from '../../helpers/operation.js'
import { Recorder, type Reply } from '../../helpers/recorder.js'
import { tempDir } from '../../helpers/tree.js'

const SCANS = new URL('../../fixtures/scanners/', import.meta.url).pathname
const dir = tempDir('scanners-')
beforeAll(() => {
  for (const name of ['codeql.sarif', 'trivy.sarif', 'snyk-code.sarif', 'snyk-iac.sarif', 'cyclonedx.json', 'cyclonedx.xml', 'spdx.json', 'spdx.spdx'])
    copyFileSync(path.join(SCANS, name), path.join(dir, name))
  mkdirSync(path.join(dir, 'folder'))
  writeFileSync(path.join(dir, 'empty.sarif'), '')
  writeFileSync(path.join(dir, 'broken.sarif'), '{"version": "2.1.0", "runs": [{"results": [{"ruleId": "a",}]}]}')
  writeFileSync(path.join(dir, 'cut.sarif'), readFileSync(path.join(SCANS, 'trivy.sarif'), 'utf8').slice(0, 900))
  writeFileSync(path.join(dir, 'old.sarif'), '{"version": "2.0.0", "runs": []}')
  writeFileSync(path.join(dir, 'list.sarif'), '[{"version": "2.1.0"}]')
  writeFileSync(path.join(dir, 'notes.txt'), 'just some notes\n')
  writeFileSync(path.join(dir, 'sbom.json.gz'), gzipSync(readFileSync(path.join(SCANS, 'cyclonedx.json'))))
  writeFileSync(path.join(dir, 'other.json'), '{"name": "not an sbom"}')
  writeFileSync(path.join(dir, 'other.xml'), '<project xmlns="http://maven.apache.org/POM/4.0.0"/>')
  writeFileSync(path.join(dir, 'empty.json'), '')
})
afterEach(() => nock.cleanAll())

const attestation = { flow: 'shop', trail: SHA, 'attestation-name': 'scan' }

/** Runs an operation against a nock'd service; returns the outputs and the `data_json` sent. */
async function recorded(inputs: Record<string, string>, endpoint: string) {
  let body = ''
  let type = ''
  const scope = nock(BASE)
    .post(`/attestations/acme/shop/trail/${SHA}/${endpoint}`)
    .reply(function (_uri, b) {
      body = b as string
      type = String(this.req.headers['content-type'])
      return [201, '"ok"']
    })
  const result = await runOperation({ ...attestation, ...inputs }, { baseDir: dir })
  scope.done()
  const raw = body.includes('--') ? Buffer.from(body, 'utf8') : Buffer.from(body, 'hex')
  const parts = parseMultipart(raw, type)
  const data = JSON.parse(parts.find((p) => p.name === 'data_json')!.content.toString('utf8')) as Record<string, unknown>
  return { outputs: result.outputs, data, attachment: parts.find((p) => p.name === 'attachment_file') }
}

describe('the streaming JSON reader', () => {
  const doc = JSON.stringify({
    version: '2.1.0',
    'we"ird\\': 1,
    runs: [{ tool: { driver: { name: 'x\\"y' } }, results: [{ a: 'b\\\\', c: [1, { d: '}]' }] }, 3, 'é"'] }, {}],
    n: -1.5e3
  })
  const choose = (p: readonly JsonKey[], kind: string) =>
    (p.length <= 1 && kind !== 'scalar') || (p.length === 2 && p[0] === 'runs') || (p[2] === 'results' && kind !== 'scalar')
      ? ('descend' as const)
      : ('take' as const)
  const read = (text: string, size: number) => {
    const got: unknown[] = []
    const selector = new JsonSelector({ choose, take: (p, v) => got.push([p.join('.'), v]), leave: (p) => got.push(`left ${p.join('.')}`) })
    const bytes = Buffer.from(text)
    for (let i = 0; i < bytes.length; i += size) selector.write(bytes.subarray(i, i + size))
    selector.end()
    return got
  }

  it('hands over the same values whatever the chunks, escapes and multi-byte characters split across them', () => {
    const whole = read(doc, 1 << 20)
    expect(whole).toContainEqual(['runs.0.results.0.a', 'b\\\\'])
    expect(whole).toContainEqual(['runs.0.results.0.c.1.d', '}]'])
    expect(whole).toContainEqual('left runs.0.results.0.c')
    expect(whole).toContainEqual(['runs.0.results.2', 'é"'])
    expect(whole).toContainEqual(['we"ird\\', 1])
    for (let size = 1; size < 24; size++) expect(read(doc, size)).toEqual(whole)
  })

  it.each([
    ['', /empty/],
    ['{', /ends before the document does/],
    ['{"a":1,}', /where a member name was expected/],
    ['[1 2]', /where `,` or `]` was expected/],
    ['{"a":{"b":[}]}', /unexpected `}`/],
    ['{"a":tru}', /not JSON/],
    ['{} x', /after the end of the document/]
  ])('refuses %j', (text, problem) => {
    expect(() => read(text, 3)).toThrow(problem)
  })
})

describe('attest-sarif', () => {
  it('counts CodeQL findings by security-severity, rules in a query pack, and fails on high', async () => {
    const { outputs, data, attachment } = await recorded({ operation: 'attest-sarif', 'scan-results': 'codeql.sarif' }, 'generic')
    expect(outputs).toMatchObject({ critical: 1, high: 2, medium: 0, low: 2, findings: 5, compliant: 'false' })
    expect(data.is_compliant).toBe(false)
    expect((data.user_data as { sarif: unknown }).sarif).toMatchObject({ fail_on: 'high', findings_failing: 3 })
    expect(attachment?.filename).toBe('codeql.sarif')
  })

  it.each([
    ['critical', 1, 'false'],
    ['low', 5, 'false'],
    ['error', 3, 'false'],
    ['warning', 4, 'false'],
    // none sets no threshold, as reviewdog's and code scanning's none never fail.
    ['none', 0, 'true']
  ])('fail-on %s: %i failing findings of Trivy', async (failOn, failing, compliant) => {
    const { data, outputs } = await recorded({ operation: 'attest-sarif', 'scan-results': 'trivy.sarif', 'fail-on': failOn }, 'generic')
    expect((data.user_data as { sarif: { findings_failing: number } }).sarif.findings_failing).toBe(failing)
    expect(outputs.compliant).toBe(compliant)
    expect(data.is_compliant).toBe(compliant === 'true')
    // The counts are recorded whatever the threshold.
    expect(outputs).toMatchObject({ critical: 1, high: 2, medium: 1, low: 1, findings: 5 })
    expect((data.user_data as { sarif: unknown }).sarif).toMatchObject({
      fail_on: failOn,
      findings: 5,
      severities: { critical: 1, high: 2, medium: 1, low: 1 }
    })
  })

  it('reads levels as severities when rules have no security-severity, and counts per tool over several files', async () => {
    const { data, outputs } = await recorded(
      { operation: 'attest-sarif', 'scan-results': 'snyk-code.sarif, snyk-iac.sarif', 'fail-on': 'critical', 'user-data': '{"team": "shop"}' },
      'generic'
    )
    // Snyk Code: error, warning, note; Snyk IaC: no level, so each rule's default (warning, warning, error).
    expect(outputs).toMatchObject({ critical: 0, high: 2, medium: 3, low: 1, findings: 6, compliant: 'true' })
    expect(data.user_data).toMatchObject({
      team: 'shop',
      sarif: { tools: { SnykCode: { high: 1, medium: 1, low: 1, findings: 3 }, 'Snyk IaC': { high: 1, medium: 2, findings: 3 } } }
    })
  })

  it("takes the open code-scanning alerts of the run's ref, every page, and names security-events: read when refused", async () => {
    let refuse = false
    const asked: string[] = []
    const alert = (n: number, severity: string, level: string | null) => ({
      number: n,
      state: 'open',
      rule: { id: `r${n}`, severity, security_severity_level: level },
      tool: { name: n % 2 ? 'CodeQL' : 'Trivy' }
    })
    const alerts = [alert(1, 'error', 'critical'), alert(2, 'warning', null), alert(3, 'note', null), alert(4, 'error', 'medium'), alert(5, 'none', null)]
    const github = await new Recorder((req): Reply => {
      asked.push(req.url)
      if (refuse) return { status: 403, body: { message: 'Resource not accessible by integration' } }
      const url = new URL(req.url, 'http://x')
      const page = Number(url.searchParams.get('page') ?? 1)
      url.searchParams.set('page', String(page + 1))
      const next = page < 3 ? { link: `<${github.baseUrl.replace('/api/v2', '')}${url.pathname}${url.search}>; rel="next"` } : undefined
      return { status: 200, body: alerts.slice((page - 1) * 2, page * 2), headers: next }
    }).start()
    try {
      const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/shop', GITHUB_API_URL: github.baseUrl.replace('/api/v2', '') })
      const api = (await gitHubApi(ctx, 'ghs_token', silentLog))!
      const scope = nock(BASE).post(`/attestations/acme/shop/trail/${SHA}/generic`).reply(201, '"ok"')
      const result = await runOperation({ operation: 'attest-sarif', ...attestation, 'code-scanning': 'true' }, { baseDir: dir, github: api })
      scope.done()
      expect(result.outputs).toMatchObject({ critical: 1, high: 0, medium: 2, low: 1, findings: 4, compliant: 'false' })
      const alertPages = asked.filter((url) => url.includes('/code-scanning/'))
      expect(alertPages[0]).toBe('/repos/acme/shop/code-scanning/alerts?ref=refs%2Fheads%2Fmain&state=open&per_page=100')
      expect(alertPages).toHaveLength(3)
      refuse = true
      await expect(runOperation({ operation: 'attest-sarif', ...attestation, 'code-scanning': 'true' }, { baseDir: dir, github: api })).rejects.toThrow(
        /input `github-token`: the token may not read the open code-scanning alerts of refs\/heads\/main \(403.*add `security-events: read`/
      )
    } finally {
      await github.stop()
    }
  })

  it.each([
    ['empty.sarif', /empty\.sarif is empty/],
    ['broken.sarif', /broken\.sarif is not JSON: unexpected `}` where a member name was expected \(at byte 58\)/],
    ['cut.sarif', /cut\.sarif is not JSON: ends before the document does/],
    ['old.sarif', /old\.sarif is not SARIF 2\.1\.0: its `version` is "2\.0\.0"/],
    ['list.sarif', /list\.sarif is not SARIF 2\.1\.0: its top level is an array/],
    ['notes.txt', /notes\.txt is not JSON/],
    ['folder', /folder is a directory/],
    ['missing.sarif', /missing\.sarif does not exist/],
    ['*.nothing', /`\*\.nothing` matched nothing/]
  ])('refuses %s, naming the input and the file, before any request', async (file, problem) => {
    // No interceptor: a request would fail with another error.
    for (const operation of ['attest-sarif', 'attest-snyk']) {
      const run = runOperation({ operation, ...attestation, 'scan-results': file }, { baseDir: dir })
      await expect(run).rejects.toMatchObject({ kind: 'invalid_input', message: expect.stringMatching(/^input `scan-results`: /) })
      await expect(run).rejects.toThrow(problem)
    }
  })
})

describe('attest-snyk', () => {
  it('sends snyk_results and the SARIF; compliant exactly when there is no finding', async () => {
    const { outputs, data, attachment } = await recorded({ operation: 'attest-snyk', 'scan-results': 'snyk-iac.sarif' }, 'snyk')
    expect(outputs).toMatchObject({ high: 1, medium: 1, low: 1, compliant: 'false' })
    expect((data.snyk_results as { tool: unknown }).tool).toEqual({ name: 'Snyk IaC', version: '1.1293.1' })
    expect(attachment?.filename).toBe('snyk-iac.sarif')
  })
})

describe('attest-sbom', () => {
  it.each([
    ['cyclonedx.json', 'cyclonedx-json', 'cyclonedx-1.5', 6],
    ['cyclonedx.xml', 'cyclonedx-xml', 'cyclonedx-1.4', 3],
    ['spdx.json', 'spdx-json', 'spdx-2.3', 4],
    ['spdx.spdx', 'spdx-tag-value', 'spdx-2.3', 4]
  ])('detects %s as %s', async (file, form, format, packages) => {
    const { outputs, data, attachment } = await recorded({ operation: 'attest-sbom', 'sbom-file': file }, 'system')
    expect(outputs).toMatchObject({ sbom_format: form, package_count: packages })
    expect(data).toMatchObject({ type_name: 'sbom', attestation_data: { format }, annotations: { sbom_format: format } })
    expect(attachment?.content).toEqual(readFileSync(path.join(dir, file)))
  })

  it.each([
    ['empty.json', /empty\.json is empty/],
    ['sbom.json.gz', /sbom\.json\.gz is gzip-compressed/],
    ['other.json', /other\.json is JSON of no known SBOM format/],
    ['other.xml', /other\.xml is XML but not CycloneDX/],
    ['notes.txt', /notes\.txt is of no known SBOM format/],
    ['folder', /folder is a directory/]
  ])('refuses %s, naming the input and the file, before any request', async (file, problem) => {
    const run = runOperation({ operation: 'attest-sbom', ...attestation, 'sbom-file': file }, { baseDir: dir })
    await expect(run).rejects.toMatchObject({ kind: 'invalid_input', message: expect.stringMatching(/^input `sbom-file`: /) })
    await expect(run).rejects.toThrow(problem)
  })

  it('refuses attachments and the annotations it sets itself', async () => {
    await expect(
      runOperation({ operation: 'attest-sbom', ...attestation, 'sbom-file': 'spdx.json', attachments: 'notes.txt' }, { baseDir: dir })
    ).rejects.toThrow(/input `attachments`: given with attest-sbom/)
    await expect(
      runOperation({ operation: 'attest-sbom', ...attestation, 'sbom-file': 'spdx.json', annotations: '{"sbom_sha256": "x"}' }, { baseDir: dir })
    ).rejects.toThrow(/input `annotations`: sets `sbom_sha256`/)
  })
})

afterAll(() => nock.restore())
