import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nock from 'nock'
import { actionAdvice } from '../../../src/action/advice.js'
import { statusFailure } from '../../../src/clients/service/failure.js'
import type { EncodedRequest } from '../../../src/clients/service/request.js'
import { parseMultipart } from '../../../src/sandbox/multipart.js'
import { BASE, runOperation } from '../../helpers/operation.js'
import { FIXTURES, type ReferenceFixture } from '../../helpers/reference-runs.js'
import { tempDir } from '../../helpers/tree.js'

let dir: string
const TEMPLATE = 'version: 1\ntrail:\n  artifacts:\n    - name: backend\n'

beforeAll(() => {
  dir = tempDir('create-flow-')
  mkdirSync(path.join(dir, '.kosli'))
  writeFileSync(path.join(dir, '.kosli', 'flow.yml'), TEMPLATE)
  writeFileSync(path.join(dir, 'not-a-template.yml'), 'version: 1\ntrail:\n  attestations:\n    - name: review\n')
  writeFileSync(path.join(dir, 'not-yaml.yml'), 'version: [1\n')
})
afterEach(() => nock.cleanAll())

interface SeenPart {
  name: string
  filename?: string
  contentType?: string
  text: string
}

/** Answers the one PUT with `status`, keeping its parts as sent: in order, with their headers' values and their bytes as text. */
function flowCall(status = 201) {
  const seen: SeenPart[] = []
  const scope = nock(BASE)
    .put('/flows/acme/template_file')
    .reply(status, function (_uri, body) {
      const raw = Buffer.from(body as string, 'utf8')
      for (const p of parseMultipart(raw, String(this.req.headers['content-type'])))
        seen.push({ name: p.name, filename: p.filename, contentType: p.contentType, text: p.content.toString('utf8') })
      return `"Flow 'shop' ${status === 201 ? 'created' : 'updated'}"`
    })
  return { scope, seen }
}

const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as ReferenceFixture

describe('create-flow', () => {
  it('without a template file, sends the empty template as the reference client does: its bytes, name, type, and the parts in its order', async () => {
    const call = flowCall()
    const result = await runOperation({ operation: 'create-flow', flow: 'shop' }, { baseDir: dir })
    call.scope.done()
    // The reference client's bytes, as captured from `kosli create flow shop --use-empty-template`.
    expect(call.seen).toEqual([
      { name: 'data_json', filename: undefined, contentType: undefined, text: '{"name":"shop","description":""}' },
      { name: 'template_file', filename: 'template.yml', contentType: 'application/octet-stream', text: 'version: 1' }
    ])
    expect(result.outputs).toEqual({ flow: 'shop', html_url: 'https://app.kosli.com/acme/flows/shop' })
    expect(result.summary?.verdict).toEqual({ ok: true, text: 'Created' })
  })

  it('with a template file: its bytes under its base name, and data_json with its fields in the reference client order', async () => {
    const call = flowCall(200)
    const result = await runOperation(
      { operation: 'create-flow', flow: 'shop', description: 'The shop', visibility: 'public', 'template-file': '.kosli/flow.yml' },
      { baseDir: dir }
    )
    call.scope.done()
    expect(call.seen).toEqual([
      { name: 'data_json', filename: undefined, contentType: undefined, text: '{"name":"shop","description":"The shop","visibility":"public"}' },
      { name: 'template_file', filename: 'flow.yml', contentType: 'application/octet-stream', text: TEMPLATE }
    ])
    expect(result.summary?.verdict).toEqual({ ok: true, text: 'Updated' })
  })

  it("keeps data_json's fields in the order of the stored reference request", async () => {
    const call = flowCall()
    await runOperation(
      { operation: 'create-flow', flow: 'shop', description: 'The shop', visibility: 'public', 'template-file': '.kosli/flow.yml' },
      { baseDir: dir }
    )
    const stored = fixture('create-flow').request.parts?.data_json.json as Record<string, unknown>
    expect(Object.keys(JSON.parse(call.seen[0].text) as object)).toEqual(Object.keys(stored))
  })

  it.each([
    [{ 'template-file': 'not-a-template.yml' }, /input `template-file`: .*not-a-template.yml is not a flow template: .*type/],
    [{ 'template-file': 'not-yaml.yml' }, /input `template-file`: .*not-yaml.yml is not valid YAML/],
    [{ 'template-file': 'missing.yml' }, /input `template-file`: .*missing.yml does not exist/],
    [{ 'template-file': '.kosli' }, /input `template-file`: .*\.kosli is a directory, not a file/],
    [{ visibility: 'internal' }, /input `visibility`/],
    [{ flow: 'no spaces' }, /input `flow`/]
  ])('refuses %j before anything is sent', async (given, problem) => {
    // No interceptor: a request would fail with nock's own error, not the input's.
    await expect(runOperation({ operation: 'create-flow', flow: 'shop', ...given }, { baseDir: dir })).rejects.toThrow(problem)
  })
})

describe('a 404 from the service', () => {
  const request = (method: EncodedRequest['method'], p: string): EncodedRequest => ({ endpoint: 'x', method, path: p, retry: 'idempotent' })
  const message = (method: EncodedRequest['method'], p: string) =>
    statusFailure(request(method, p), 404, '{"message": "Not found"}', 'application/json', 1, actionAdvice).message

  type Method = EncodedRequest['method']
  it.each<[Method, string]>([
    ['PUT', '/trails/acme/shop'],
    ['POST', '/attestations/acme/shop/trail/main/generic'],
    ['POST', '/attestations/acme/shop/trail/main/snyk'],
    ['POST', '/artifacts/acme/shop'],
    ['POST', '/approvals/acme/shop']
  ])('recording in a flow (%s %s) names create-flow as the fix', (method, p) => {
    expect(message(method, p)).toMatch(/the flow may be misnamed or not created yet\. Create it first with `operation: create-flow`/)
  })

  it.each<[Method, string]>([
    ['GET', '/artifacts/acme/shop/fingerprint/abc'],
    ['GET', '/trails/acme/shop/main'],
    ['PUT', '/flows/acme/template_file'],
    ['PUT', '/environments/acme/prod/report/server']
  ])('elsewhere (%s %s) does not', (method, p) => {
    expect(message(method, p)).not.toContain('create-flow')
  })
})
