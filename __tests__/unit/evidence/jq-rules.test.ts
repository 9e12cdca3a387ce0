import { describe, expect, it } from '@jest/globals'
import { splitRules, unbalanced } from '../../../src/operations/readers/jq-rules.js'

describe('jq rules', () => {
  it('splits by line and by top-level comma only', () => {
    expect(splitRules('.a > 1\n[.b, .c] | length == 2, .d\n\n{x: .e, y: "a,b"} | .x')).toEqual([
      '.a > 1',
      '[.b, .c] | length == 2',
      '.d',
      '{x: .e, y: "a,b"} | .x'
    ])
  })

  it.each([
    ['.a[0', '`]` is missing at the end'],
    ['.a)', '`)` at position 3 closes nothing'],
    ['(.a]', '`]` at position 4 where `)` was expected'],
    ['.a == "x', 'a string is not closed']
  ])('finds what is wrong with %s', (rule, problem) => {
    expect(unbalanced(rule)).toBe(problem)
  })

  it('accepts balanced rules, escaped quotes included', () => {
    expect(unbalanced('.name | test("^a\\"(b)")')).toBeUndefined()
  })
})
