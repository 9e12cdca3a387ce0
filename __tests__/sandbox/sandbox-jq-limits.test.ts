import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { JQ_WORK_BUDGET, JqBudget, JqBudgetError, ruleHolds } from '../../src/sandbox/engines/jq.js'
import { MAX_JQ_RULES } from '../../src/sandbox/domain/attestation-types.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

// The sandbox runs every organization's requests on one thread: a rule that makes it work for
// seconds makes everyone wait. These pin outcomes and budgets spent, not timings.

/** About 1 MB of data of the kind attestations carry. */
const records = () => Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `service-${i}`, ok: i % 7 !== 0, tags: ['a', 'b'] }))
const wide = (n = 60_000) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))

describe('the jq subset costs each operation in proportion to its inputs', () => {
  it('evaluates the left side of // once: .a // 1 // 1 … is linear, with the right answer', () => {
    const budget = new JqBudget()
    expect(ruleHolds('.a' + ' // 1'.repeat(200) + ' == 7', { a: 7 }, budget)).toBe(true)
    expect(budget.used).toBeLessThan(1000)
    expect(ruleHolds('.missing // .none // .a == 7', { a: 7, none: null })).toBe(true)
    expect(ruleHolds('(false // false) == false', {})).toBe(true)
  })

  it('compares arrays and objects structurally, in jq’s order', () => {
    const data = { p: { a: 1, b: [2, 3] }, q: { b: [2, 3], a: 1 }, r: { a: 1, b: [2, 4] } }
    expect(ruleHolds('.p == .q', data)).toBe(true)
    expect(ruleHolds('.p != .r', data)).toBe(true)
    expect(ruleHolds('.p < .r', data)).toBe(true)
    expect(ruleHolds('[10] > [9]', {})).toBe(true)
    expect(ruleHolds('[1, 2] < [1, 2, 0]', {})).toBe(true)
    expect(ruleHolds('.x < .y', { x: { a: 2 }, y: { b: 1 } })).toBe(true)
    expect(ruleHolds('.x < .y', { x: { a: 1, c: 0 }, y: { a: 1, b: 0 } })).toBe(false)
    expect(ruleHolds('[.p] == [.q]', data)).toBe(true)
  })

  it('compares large values once each: .x == .y on two equal 60,000-key objects, many times', () => {
    const x = wide()
    const data = { x, y: { ...x }, z: { ...x, k59999: -1 } }
    const rules = ['.x == .y', '.x != .z', '.y < .x | not', '.x == .x', '(.x | length) == 60000', '(.x | keys | length) == 60000']
    const budget = new JqBudget()
    for (const rule of rules) expect(ruleHolds(rule, data, budget)).toBe(true)
  })

  it('serializes with tostring as JSON does', () => {
    const data = { a: [1, 'x"y', null, true, { b: 2.5 }], s: 'plain' }
    expect(ruleHolds(`(.a | tostring) == ${JSON.stringify(JSON.stringify(data.a))}`, data)).toBe(true)
    expect(ruleHolds('(.s | tostring) == "plain"', data)).toBe(true)
  })

  it('runs realistic rules on about 1 MB of data within one attestation’s budget', () => {
    const data = { records: records(), summary: { total: 20_000, failed: 2858 }, wide: wide() }
    expect(JSON.stringify(data).length).toBeGreaterThan(1_000_000)
    const rules = [
      '.records | length == 20000',
      '.records[0].name == "service-0"',
      '.records[-1].tags == ["a", "b"]',
      '.summary.failed < .summary.total / 5',
      '(.records | tostring | length) > 1000000',
      '.records == .records',
      '(.wide | keys | length) == 60000',
      '.wide.k59999 == 59999',
      '(.records + .records | length) == 40000'
    ]
    const budget = new JqBudget()
    for (const rule of rules) expect([rule, ruleHolds(rule, data, budget)]).toEqual([rule, true])
    expect(budget.used).toBeLessThan(JQ_WORK_BUDGET / 2)
  })

  it.each([
    ['arrays joined again and again', '(.l' + '+.l'.repeat(400) + ') | length > 0', { l: Array(200_000).fill(0) }],
    ['strings doubled', '.s' + ' | (. + .)'.repeat(40) + ' | length > 0', { s: 'ab' }],
    ['a value nested in itself, serialized', '.' + ' | [., .]'.repeat(60) + ' | tostring | length > 0', 1],
    ['a value nested in itself, compared', '(.' + ' | [., .]'.repeat(30) + ') == (.' + ' | [., .]'.repeat(30) + ')', 1],
    ['large objects compared over and over', Array(300).fill('.x == .y').join(' and '), { x: wide(), y: wide() }]
  ])('stops a rule past the budget: %s', (_, rule, data) => {
    expect(rule.length).toBeLessThanOrEqual(4096)
    const budget = new JqBudget()
    expect(() => ruleHolds(rule, data, budget)).toThrow(JqBudgetError)
    expect(budget.used).toBeGreaterThan(JQ_WORK_BUDGET)
  })

  it('shares one budget between the rules of one evaluation', () => {
    const data = { l: Array(1000).fill(0) }
    const budget = new JqBudget(10_000)
    for (let i = 0; i < 4; i++) expect(ruleHolds('(.l + .l) | length == 2000', data, budget)).toBe(true)
    expect(() => ruleHolds('(.l + .l) | length == 2000', data, budget)).toThrow(JqBudgetError)
  })
})

describe('custom types’ rules, in the sandbox', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox(['--api-key', 'sandbox-key'])
    await sandbox.call('PUT', '/flows/jql', { name: 'f', description: '', template: [] })
    await sandbox.upload('PUT', '/trails/jql/f', { data_json: JSON.stringify({ name: 't' }) })
  })
  afterAll(async () => {
    await sandbox.stop()
  })

  const createType = (name: string, rules: string[]) =>
    sandbox.upload('POST', '/custom-attestation-types/jql', {
      data_json: JSON.stringify({ name, description: '', evaluator: { content_type: 'jq', rules } })
    })
  const attest = (name: string, type: string, data: unknown) =>
    sandbox.upload('POST', '/attestations/jql/f/trail/t/custom', {
      data_json: JSON.stringify({ attestation_name: name, type_name: type, attestation_data: data })
    })
  const statuses = async () =>
    (
      (await sandbox.call('GET', '/trails/jql/f/t')).json as {
        compliance_status: { attestations_statuses: { attestation_name: string; is_compliant: boolean }[] }
      }
    ).compliance_status.attestations_statuses

  it('answers 400 naming the rule that would work past the budget, and records nothing', async () => {
    const costly = '(.l' + '+.l'.repeat(400) + ') | length > 0'
    expect((await createType('amplifies', ['.l | length > 0', costly])).status).toBe(200)
    const refused = await attest('amplified', 'amplifies', { l: Array(200_000).fill(0) })
    expect(refused.status).toBe(400)
    const body = refused.json as { message: string; errors: Record<string, string> }
    expect(body.message).toContain('jq rule 2')
    expect(body.message).toContain(costly.slice(0, 100))
    expect(body.errors.attestation_data).toContain('rule 2')
    expect((await statuses()).map((s) => s.attestation_name)).not.toContain('amplified')
    // Small data, same rules: evaluated as ever.
    expect((await attest('small', 'amplifies', { l: [1, 2] })).status).toBe(201)
    expect(await statuses()).toEqual(expect.arrayContaining([expect.objectContaining({ attestation_name: 'small', is_compliant: true })]))
  })

  it('evaluates a long // chain once per link', async () => {
    expect((await createType('alternatives', ['.a' + ' // 1'.repeat(60) + ' == 7'])).status).toBe(200)
    expect((await attest('alt', 'alternatives', { a: 7 })).status).toBe(201)
    expect(await statuses()).toEqual(expect.arrayContaining([expect.objectContaining({ attestation_name: 'alt', is_compliant: true })]))
  })

  it('compares large objects by structure: equal objects in other key orders are equal', async () => {
    // Small enough for the 1 MB data_json part.
    const x = wide(15_000)
    const reordered = Object.fromEntries(Object.entries(x).reverse())
    expect((await createType('compares', [Array(300).fill('.x == .y').join(' and ')])).status).toBe(200)
    expect((await attest('cmp', 'compares', { x, y: reordered })).status).toBe(400)
    expect((await createType('compares-once', ['.x == .y', '.x != .z'])).status).toBe(200)
    expect((await attest('cmp-once', 'compares-once', { x, y: reordered, z: { ...x, k1: 'changed' } })).status).toBe(201)
    expect(await statuses()).toEqual(expect.arrayContaining([expect.objectContaining({ attestation_name: 'cmp-once', is_compliant: true })]))
  })

  it(`refuses a type with more than ${MAX_JQ_RULES} rules, or a rule longer than 4096 characters, saying so`, async () => {
    const tooMany = await createType('many', Array(MAX_JQ_RULES + 1).fill('.x == 1'))
    expect(tooMany.status).toBe(400)
    expect((tooMany.json as { message: string }).message).toContain(`at most ${MAX_JQ_RULES}`)
    expect((await createType('enough', Array(MAX_JQ_RULES).fill('.x == 1'))).status).toBe(200)
    const tooLong = await createType('long', ['.x == 1', '.x' + ' // 1'.repeat(1000)])
    expect(tooLong.status).toBe(400)
    expect((tooLong.json as { message: string }).message).toContain('rule 2')
    expect((await sandbox.call('GET', '/custom-attestation-types/jql/many')).status).toBe(404)
  })
})
