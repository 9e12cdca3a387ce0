import { describe, expect, it } from '@jest/globals'
import { JqError, ruleHolds } from '../../src/sandbox/engines/jq.js'

const data = { line: 91.5, name: 'api', tags: ['a', 'b'], nested: { ok: true, count: 0, list: [{ v: 3 }] }, none: null, 'odd key': 1 }

describe('the jq subset custom types’ rules use', () => {
  it.each([
    ['.line > 80', true],
    ['.line >= 91.5 and .line < 100', true],
    ['.line < 80 or .nested.ok', true],
    ['.name == "api"', true],
    ['.name != "api"', false],
    ['.tags | length == 2', true],
    ['(.tags | length) > 2', false],
    ['.nested.list[0].v == 3', true],
    ['.tags[-1] == "b"', true],
    ['.["odd key"] == 1', true],
    ['.nested.count', true],
    ['.none', false],
    ['.missing', false],
    ['.missing == null', true],
    ['.nested.ok | not', false],
    ['has("line")', true],
    ['.nested | has("nope")', false],
    ['.line + 8.5 == 100', true],
    ['.line * 2 > 150 and .line / 2 < 50', true],
    ['.tags | type == "array"', true],
    ['.name | ascii_upcase == "API"', true],
    ['.missing // 5 == 5', true],
    ['"10" | tonumber > 9', true],
    ['.nested | keys | length == 3', true],
    ['null < false and false < 0 and 0 < "" and "" < []', true]
  ])('%s → %s', (rule, holds) => {
    expect(ruleHolds(rule, data)).toBe(holds)
  })

  it.each([
    '.line >',
    'map(.x)',
    '.tags[] | . == "a"',
    '.name | test("a")',
    '.line > "x" |',
    '((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((.line))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))',
    '.name[0]',
    '"a" - 1'
  ])('refuses what it cannot read or compute: %s', (rule) => {
    expect(() => ruleHolds(rule, data)).toThrow(JqError)
  })

  it('does not read object internals', () => {
    expect(ruleHolds('.constructor == null', {})).toBe(true)
    expect(ruleHolds('.["__proto__"] == null', {})).toBe(true)
  })
})
