import { describe, expect, it } from '@jest/globals'
import {
  evaluate,
  ExpressionError,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  parseExpression,
  unwrapExpression,
  type ExpressionContext
} from '../../../src/schema/policy-expression.js'

const FP = 'a'.repeat(64)
const inFlow = (name: string, tags: Record<string, string> = {}, artifact = 'shop:1.2'): ExpressionContext => ({
  flow: { name, tags },
  artifact: { name: artifact, fingerprint: FP }
})
const noProvenance = (artifact: string): ExpressionContext => ({ flow: null, artifact: { name: artifact, fingerprint: FP } })
const holds = (text: string, ctx: ExpressionContext) => evaluate(parseExpression(text), ctx)

/** Where parsing `text` fails: the message and the offset, or undefined when it parses. */
function problem(text: string): { message: string; offset: number } | undefined {
  try {
    parseExpression(text)
    return undefined
  } catch (err) {
    if (!(err instanceof ExpressionError)) throw err
    return { message: err.message, offset: err.offset }
  }
}

describe('the written form', () => {
  it('finds the text inside ${{ }} and where it starts', () => {
    expect(unwrapExpression('${{ flow.name == "a" }}')).toEqual({ text: ' flow.name == "a" ', offset: 3 })
    expect(unwrapExpression('  ${{x}} ')).toEqual({ text: 'x', offset: 5 })
    expect(unwrapExpression('flow.name == "a"')).toBeUndefined()
    expect(unwrapExpression('${ flow.name }')).toBeUndefined()
  })
})

describe("the reference's examples", () => {
  // Each example of the policy reference (kosli-dev/docs policy-reference/environment_policy.mdx), in a context where it holds and one where it does not.
  it.each([
    ['flow.name == "runner"', inFlow('runner'), inFlow('saver')],
    ['flow.tags.risk-level != "high"', inFlow('a', { 'risk-level': 'low' }), inFlow('a', { 'risk-level': 'high' })],
    ['flow.tags.priority < 3', inFlow('a', { priority: '2' }), inFlow('a', { priority: '3' })],
    ['flow.tags.priority > 1', inFlow('a', { priority: '10' }), inFlow('a', { priority: '1' })],
    ['flow.tags.risk-level <= 2', inFlow('a', { 'risk-level': '2' }), inFlow('a', { 'risk-level': '2.5' })],
    ['flow.tags.risk-level >= 2', inFlow('a', { 'risk-level': '2' }), inFlow('a', { 'risk-level': '1' })],
    ['flow.name == "a" and artifact.name == "b"', inFlow('a', {}, 'b'), inFlow('a', {}, 'c')],
    ['flow.name == "a" or flow.name == "b"', inFlow('b'), inFlow('c')],
    ['not flow.tags.risk-level == "high"', inFlow('a', { 'risk-level': 'low' }), inFlow('a', { 'risk-level': 'high' })],
    ['flow.name in ["runner", "saver"]', inFlow('saver'), inFlow('differ')],
    [`flow.name == 'prod' and (flow.tags.team == "a" or artifact.name == 'svc')`, inFlow('prod', { team: 'b' }, 'svc'), inFlow('prod', { team: 'b' }, 'web')],
    [
      'flow.tags.risk-level == "high" and matches(artifact.name, "^prod:.*")',
      inFlow('a', { 'risk-level': 'high' }, 'prod:api'),
      inFlow('a', { 'risk-level': 'high' }, 'dev:api')
    ],
    ['exists(flow)', inFlow('a'), noProvenance('x')],
    ['matches(artifact.name, "^datadog:.*")', noProvenance('datadog:7'), noProvenance('nginx:1')],
    ['flow.tags.kind == "build"', inFlow('runner-ci', { kind: 'build' }), inFlow('promotion', { kind: 'promote' })],
    ['exists(flow.tags.env) and flow.tags.env != "aws-prod"', inFlow('a', { env: 'aws-beta' }), inFlow('a')],
    ['flow.tags.key.with.dots == "x"', inFlow('a', { 'key.with.dots': 'x' }), inFlow('a', { key: 'x' })]
  ])('%s', (text, yes, no) => {
    expect(holds(text, yes)).toBe(true)
    expect(holds(text, no)).toBe(false)
  })
})

describe('where the reference is silent', () => {
  it('a missing value equals only null, and is in no order', () => {
    const bare = noProvenance('x')
    expect(holds('flow.name == "a"', bare)).toBe(false)
    expect(holds('flow.name != "a"', bare)).toBe(true)
    expect(holds('flow.name == null', bare)).toBe(true)
    expect(holds('flow.tags.priority < 3', bare)).toBe(false)
    expect(holds('flow.tags.priority >= 3', bare)).toBe(false)
    expect(holds('flow.name in ["a", null]', bare)).toBe(true)
    expect(holds('matches(flow.name, ".*")', bare)).toBe(false)
    expect(holds('exists(flow.tags.team)', inFlow('a'))).toBe(false)
  })

  it('tags, which are strings, compare with the numbers and booleans they spell', () => {
    expect(holds('flow.tags.n == 3', inFlow('a', { n: '3' }))).toBe(true)
    expect(holds('flow.tags.n == 3', inFlow('a', { n: '3.0' }))).toBe(true)
    expect(holds('flow.tags.n in [1, 2, 3]', inFlow('a', { n: '2' }))).toBe(true)
    expect(holds('flow.tags.critical == true', inFlow('a', { critical: 'true' }))).toBe(true)
    expect(holds('flow.tags.critical == true', inFlow('a', { critical: 'yes' }))).toBe(false)
    // Strings that are not numbers are ordered by code point; a number and a word are not ordered.
    expect(holds('flow.tags.tier < "b"', inFlow('a', { tier: 'a' }))).toBe(true)
    expect(holds('flow.tags.tier < 3', inFlow('a', { tier: 'gold' }))).toBe(false)
    expect(holds('flow.tags.tier > 3', inFlow('a', { tier: 'gold' }))).toBe(false)
  })

  it('matches() searches anywhere unless anchored, with RE2 syntax', () => {
    expect(holds('matches(artifact.name, "datadog")', noProvenance('registry/datadog:7'))).toBe(true)
    expect(holds('matches(artifact.name, "^datadog")', noProvenance('registry/datadog:7'))).toBe(false)
    expect(holds('matches(artifact.name, "\\d+$")', noProvenance('app:12'))).toBe(true)
    expect(holds('matches(artifact.name, "(?i)^NGINX")', noProvenance('nginx:1'))).toBe(true)
  })

  it('`not` binds looser than a comparison and tighter than `and`; `and` tighter than `or`', () => {
    const ctx = inFlow('a', { t: 'x' })
    expect(holds('not flow.name == "b" and flow.tags.t == "y"', ctx)).toBe(false)
    expect(holds('flow.name == "b" and flow.tags.t == "y" or flow.name == "a"', ctx)).toBe(true)
    expect(holds('flow.name == "b" and (flow.tags.t == "y" or flow.name == "a")', ctx)).toBe(false)
    expect(holds('not not true', ctx)).toBe(true)
  })

  it('quotes and backslashes inside strings', () => {
    expect(holds(`flow.name == "it's"`, inFlow("it's"))).toBe(true)
    expect(holds(`flow.name == 'say "hi"'`, inFlow('say "hi"'))).toBe(true)
    expect(holds(`flow.name == 'it\\'s'`, inFlow("it's"))).toBe(true)
  })
})

describe('syntax problems, with where they are', () => {
  it.each([
    ['flow.name = "a"', 10, /`=` is not part of the language: use `==`/],
    ['flow.name == "a" && artifact.name == "b"', 17, /`&&`.*use `and`/],
    ['flow.name == "a', 13, /not closed with "/],
    ['flow.nmae == "a"', 0, /`flow.nmae` is not something a policy expression can read/],
    ['trail.name == "a"', 0, /`trail.name` is not something/],
    ['flow.tags. == "a"', 0, /names no tag/],
    ['flow.name', 0, /the expression must be true or false, but is `flow.name`/],
    ['flow.name == "a" and artifact.name', 21, /the right of `and` must be true or false/],
    ['flow == "a"', 0, /the left of `==` is `flow`, which only `exists\(\)` can take/],
    ['flow.name in "a"', 13, /`in` takes a list/],
    ['flow.name in ["a", flow.name]', 19, /a list holds strings/],
    ['flow.name in ["a"', 13, /not closed with `]`/],
    ['(flow.name == "a"', 17, /expected `\)` to close/],
    ['flow.name == "a")', 16, /unexpected `\)`/],
    ['exists("a")', 7, /`exists\(\)` takes one name/],
    ['matches(artifact.name)', 0, /`matches\(\)` takes two arguments/],
    ['matches(artifact.name, flow.name)', 23, /the pattern of `matches\(\)` is a quoted string/],
    ['matches(artifact.name, "(?=x)")', 23, /not a regular expression RE2 can run/],
    ['matches(artifact.name, "(a")', 23, /not a regular expression RE2 can run/],
    ['contains(artifact.name, "a")', 0, /`contains\(\)` is not a function/],
    ['flow.name == ', 13, /ends where a value was expected/],
    ['   ', 0, /empty/],
    ['flow.name == "a" #', 17, /unexpected character `#`/],
    ['and == 1', 0, /`and` where a value was expected/]
  ])('%s', (text, offset, message) => {
    const found = problem(text)
    expect(found?.message).toMatch(message)
    expect(found?.offset).toBe(offset)
  })

  it('bounds the length and the nesting', () => {
    expect(problem(`flow.name == "${'a'.repeat(MAX_EXPRESSION_LENGTH)}"`)?.message).toMatch(/longer than/)
    const deep = `${'('.repeat(MAX_EXPRESSION_DEPTH + 1)}true${')'.repeat(MAX_EXPRESSION_DEPTH + 1)}`
    expect(problem(deep)?.message).toMatch(/nested more than/)
    expect(problem(`${'not '.repeat(MAX_EXPRESSION_DEPTH + 1)}true`)?.message).toMatch(/nested more than/)
    expect(problem(`${'('.repeat(MAX_EXPRESSION_DEPTH - 1)}true${')'.repeat(MAX_EXPRESSION_DEPTH - 1)}`)).toBeUndefined()
  })

  it('refuses a pattern too large to run cheaply', () => {
    expect(problem(`matches(artifact.name, "${'(a{1000})'.repeat(3)}")`)?.message).toMatch(/pattern is too large/)
  })
})
