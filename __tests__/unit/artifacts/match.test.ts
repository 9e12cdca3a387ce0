import { describe, expect, it } from '@jest/globals'
import { BadPatternError, PathPattern } from '../../../src/artifacts/match.js'

const matches = (pattern: string, p: string) => new PathPattern(pattern).matches(p.split('/'))

describe('Go filepath.Match semantics, with **', () => {
  it.each([
    ['*', '.hidden', true],
    ['*', 'a/b', false],
    ['*.log', 'x.log', true],
    ['?', 'é', true],
    ['??', 'é', false],
    ['[a-c]', 'b', true],
    ['[^a-c]', 'b', false],
    ['[^a-c]', 'd', true],
    ['[\\]]', ']', true],
    ['[a\\-z]', '-', true],
    ['[a\\-z]', 'b', false],
    ['\\*', '*', true],
    ['\\*', 'x', false],
    ['a-b.txt', 'a-b.txt', true],
    ['a+b(1)', 'a+b(1)', true],
    ['**', 'x/y/z', true],
    ['**/z', 'z', true],
    ['x/**', 'x', true],
    ['x/**/y', 'x/a/b/y', true],
    ['x/**/y', 'x/a/b/y/z', false],
    ['./logs/', 'logs', true]
  ])('%s vs %s → %s', (pattern, p, expected) => {
    expect(matches(pattern, p)).toBe(expected)
  })

  it.each(['[', '[a', '[]a]', '[-a]', '[z-a]', 'a\\'])('refuses %s', (pattern) => {
    expect(() => new PathPattern(pattern)).toThrow(BadPatternError)
  })
})
