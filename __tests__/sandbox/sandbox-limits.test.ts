import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { DatabaseSync } from 'node:sqlite'
import { SCHEMA } from '../../src/sandbox/db/tables.js'
import { WHEREABOUTS_SQL } from '../../src/sandbox/domain/evidence.js'
import { linearRegExpEngine, patternCost } from '../../src/sandbox/engines/linear-regexp.js'
import { distinctItems } from '../../src/sandbox/engines/unique-items.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

// The sandbox runs every organization's requests on one thread: whatever one request costs in
// CPU, every other organization waits for. These pin the bounds, not timings.

let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox(['--api-key', 'sandbox-key'])
  await sandbox.call('PUT', '/flows/limits', { name: 'f', description: '', template: [] })
  await sandbox.upload('PUT', '/trails/limits/f', { data_json: JSON.stringify({ name: 't' }) })
})
afterAll(async () => {
  await sandbox.stop()
})

const createType = (name: string, schema: object) =>
  sandbox.upload('POST', '/custom-attestation-types/limits', {
    data_json: JSON.stringify({ name, description: '', evaluator: { content_type: 'default' } }),
    type_schema: { filename: 'schema.json', content: JSON.stringify({ type: 'object', ...schema }) }
  })
const attest = (type: string, data: unknown) =>
  sandbox.upload('POST', '/attestations/limits/f/trail/t/custom', {
    data_json: JSON.stringify({ attestation_name: `a-${type}`, type_name: type, attestation_data: data })
  })

describe('schema patterns', () => {
  it('run in time linear in the text: the backtracking classics answer at once', () => {
    const engine = linearRegExpEngine()
    engine.startValidation()
    // V8's engine takes exponential time on each of these (26 characters: seconds; 100: ever).
    for (const pattern of ['^(a|a)*$', '^(a|aa)*c$', '^(a*)*$', '^([a-z]|[a-z0-9])*$']) expect(engine(pattern).test('a'.repeat(100) + '!')).toBe(false)
    expect(engine('^(a|aa)*c$').test('aaac')).toBe(true)
  })

  it('bound the program a pattern compiles to before compiling it', () => {
    expect(patternCost('^[a-z0-9-]{1,63}$')).toBeLessThan(100)
    expect(patternCost('a{1000}'.repeat(20))).toBeGreaterThanOrEqual(20_000)
    expect(patternCost('(?:ab{10}){100}')).toBeGreaterThanOrEqual(1000)
  })

  it.each([
    ['lookahead', { properties: { s: { pattern: '^(?=a)a' } } }, '^(?=a)a'],
    ['backreference', { properties: { s: { pattern: '(a)\\1' } } }, '(a)\\1'],
    ['patternProperties', { patternProperties: { '^(?!x)': { type: 'number' } } }, '^(?!x)'],
    ['propertyNames', { propertyNames: { pattern: '(?<=a)b' } }, '(?<=a)b'],
    ['a schema too large to compile at once', { properties: { s: { pattern: 'a{1000}'.repeat(20) } } }, 'a{1000}']
  ])('refuse what RE2 cannot run (%s) when the type is created, naming the pattern', async (label, schema, named) => {
    const created = await createType(`refused-${label.replace(/\W/g, '-')}`, schema)
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json)).toContain(JSON.stringify(named).slice(1, -1))
  })

  it('accept nested quantifiers, which RE2 runs in linear time, and still check them', async () => {
    expect((await createType('nested', { properties: { s: { type: 'string', pattern: '^(a|aa)*c$' } } })).status).toBe(200)
    expect(await attest('nested', { s: 'a'.repeat(5000) + '!' })).toMatchObject({
      status: 400,
      json: { message: expect.stringContaining('must match pattern') }
    })
    expect((await attest('nested', { s: 'aaac' })).status).toBe(201)
  })

  it('each run as itself, however many a schema has (draft-07 and 2020-12)', async () => {
    for (const $schema of ['http://json-schema.org/draft-07/schema#', 'https://json-schema.org/draft/2020-12/schema']) {
      const name = `two-${$schema.length}`
      const schema = { $schema, properties: { x: { type: 'string', pattern: '^x+$' }, y: { type: 'string', pattern: '^y+$' } } }
      expect((await createType(name, schema)).status).toBe(200)
      expect((await attest(name, { x: 'xx', y: 'yy' })).status).toBe(201)
      expect(await attest(name, { x: 'xx', y: 'xx' })).toMatchObject({ status: 400, json: { message: expect.stringContaining('/y must match pattern') } })
      expect(await attest(name, { x: 'a!', y: 'yy' })).toMatchObject({ status: 400, json: { message: expect.stringContaining('/x must match pattern') } })
    }
  })

  it('refuse data too large to check against a pattern within the budget', async () => {
    expect((await createType('heavy', { properties: { s: { type: 'string', pattern: '[ab]*a[ab]{500}$' } } })).status).toBe(200)
    const answer = await attest('heavy', { s: 'ab'.repeat(400_000) })
    expect(answer).toMatchObject({ status: 400, json: { errors: { attestation_data: expect.any(String) } } })
  })
})

describe('uniqueItems', () => {
  it('compares items as JSON: key order and number spelling do not matter, types do', () => {
    expect(
      distinctItems([
        { a: 1, b: 2 },
        { b: 2, a: 1 }
      ])
    ).toBe(false)
    expect(
      distinctItems([
        [1, { x: [2, 3] }],
        [1, { x: [2, 3] }]
      ])
    ).toBe(false)
    expect(distinctItems(JSON.parse('[1, 1.0]') as unknown[])).toBe(false)
    expect(distinctItems([1, '1', [1], { a: 1 }, null, 'null', true, 'true'])).toBe(true)
    expect(distinctItems([{ a: [1, 2] }, { a: [2, 1] }])).toBe(true)
  })

  it('checks tens of thousands of items in one pass (Ajv compared every pair: minutes)', async () => {
    expect((await createType('uniq', { properties: { l: { type: 'array', uniqueItems: true } } })).status).toBe(200)
    const items = Array.from({ length: 60_000 }, (_, i) => ({ a: i }))
    expect((await attest('uniq', { l: items })).status).toBe(201)
    const withDuplicate = [...items.slice(0, 1000), { a: 5 }]
    expect(await attest('uniq', { l: withDuplicate })).toMatchObject({ status: 400, json: { message: expect.stringContaining('duplicate') } })
  }, 120_000)
})

describe('search', () => {
  it("reads only the searched fingerprint's rows of where artifacts ran", () => {
    const db = new DatabaseSync(':memory:')
    db.exec(SCHEMA)
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${WHEREABOUTS_SQL}`).all('org', 'fp') as { detail: string }[]
    const spans = plan.find((step) => step.detail.includes(' s '))
    // Not `SEARCH s USING PRIMARY KEY (org=?)`: every row of the organization, per result.
    expect(spans?.detail).toContain('fingerprint=?')
    db.close()
  })
})

describe('names a record is created under', () => {
  const badNames = ['', 'a/b', '__proto__', '..', ' x', 'x\u0000', 'x'.repeat(257)].map((name) => [
    name.length > 80 ? `${name.length} characters` : JSON.stringify(name),
    name
  ])

  it.each(badNames)('a flow from a template file is not named %s, which no path could read back', async (_label, name) => {
    const answer = await sandbox.upload('PUT', '/flows/names/template_file', { data_json: JSON.stringify({ name, description: '' }) })
    expect(answer).toMatchObject({ status: 400, json: { errors: { 'part data_json/name': expect.any(String) } } })
  })

  it('nor an environment, a custom type or an attestation named past 256 characters', async () => {
    const long = 'x'.repeat(257)
    expect(await sandbox.call('PUT', '/environments/names', { name: long, type: 'server', description: '' })).toMatchObject({
      status: 400,
      json: { errors: { name: expect.any(String) } }
    })
    const type = await sandbox.upload('POST', '/custom-attestation-types/names', {
      data_json: JSON.stringify({ name: long, description: '', evaluator: { content_type: 'default' } })
    })
    expect(type).toMatchObject({ status: 400, json: { errors: { 'part data_json/name': expect.any(String) } } })
    const generic = await sandbox.upload('POST', '/attestations/limits/f/trail/t/generic', {
      data_json: JSON.stringify({ attestation_name: long, is_compliant: true })
    })
    expect(generic).toMatchObject({ status: 400, json: { errors: { 'part data_json/attestation_name': expect.any(String) } } })
    expect((await sandbox.call('GET', '/flows/names')).json).toEqual([])
    expect((await sandbox.call('GET', '/environments/names')).json).toEqual([])
  })
})

describe('included environments', () => {
  beforeAll(async () => {
    for (const name of ['A', 'L']) await sandbox.call('PUT', '/environments/incl', { name, type: name === 'L' ? 'logical' : 'server', description: '' })
  })

  it.each([['../x'], ['L'], ['a b']])('refuse %j as a member of L', async (member) => {
    const answer = await sandbox.call('PATCH', '/environments/incl/L', { included_environments: ['A', member] })
    expect(answer).toMatchObject({ status: 400, json: { errors: { included_environments: expect.any(String) } } })
    expect(await sandbox.call('PUT', '/environments/incl', { name: 'L', type: 'logical', description: '', included_environments: [member] })).toMatchObject({
      status: 400
    })
  })

  it('keep members that do not exist yet, as the document does not refuse them', async () => {
    expect((await sandbox.call('PATCH', '/environments/incl/L', { included_environments: ['A', 'later'] })).status).toBe(200)
    expect((await sandbox.call('GET', '/environments/incl/L')).json).toMatchObject({ included_environments: ['A', 'later'] })
  })
})

describe('search_by_name', () => {
  it.each(['%', '_', 'a b', 'a.b'])('refuses %j: only letters, digits and - (the document)', async (needle) => {
    const answer = await sandbox.call('GET', `/flows/limits?search_by_name=${encodeURIComponent(needle)}`)
    expect(answer).toMatchObject({ status: 400, json: { errors: { search_by_name: expect.any(String) } } })
  })

  it('still finds by a part of the name', async () => {
    expect((await sandbox.call('GET', '/flows/limits?search_by_name=f')).json).toMatchObject([{ name: 'f' }])
  })
})
