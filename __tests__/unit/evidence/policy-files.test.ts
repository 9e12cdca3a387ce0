import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileJsonSchema } from '../../../src/schema/json-schema.js'
import { checkPolicy, parsePolicyFile, policyRules } from '../../../src/schema/policy-files.js'

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url))
const schema = JSON.parse(readFileSync(fixture('environment-policy-v1.schema.json'), 'utf8'))
const parse = (name: string) => parsePolicyFile(fixture(name), readFileSync(fixture(name), 'utf8'))

describe('policy files', () => {
  it('accepts a valid policy', async () => {
    expect(checkPolicy(parse('policies/good.yaml'), await compileJsonSchema(schema))).toEqual([])
  })

  it('places schema violations on their lines', async () => {
    const problems = checkPolicy(parse('policies/bad-schema.yaml'), await compileJsonSchema(schema))
    expect(problems.map((p) => [p.line, p.message.split(' ')[0]])).toEqual(
      expect.arrayContaining([
        [4, '/artifacts/provenance/required'],
        [7, '/artifacts/attestations/0/type']
      ])
    )
  })

  it('places an unknown key at its own line, and reports every problem of a file', async () => {
    const text = [
      '_schema: https://docs.kosli.com/schemas/policy/v1',
      'artifacts:',
      '  attestations:',
      '    - name: unit-tests',
      '      type: junit',
      '  trail-compliense:',
      '      must_be_compliant: maybe',
      '  provenance:',
      '    required: true',
      '    owner: platform-team',
      ''
    ].join('\n')
    const problems = checkPolicy(parsePolicyFile('p.yaml', text), await compileJsonSchema(schema))
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [6, 3, '/artifacts has unknown property `trail-compliense`'],
      [10, 5, '/artifacts/provenance has unknown property `owner`']
    ])
    const two = text
      .replace('  trail-compliense:\n      must_be_compliant: maybe\n', '')
      .replace('      type: junit\n', '      type: junit\n      must_be_compliant: maybe\n')
    expect(checkPolicy(parsePolicyFile('p.yaml', two), await compileJsonSchema(schema)).map((p) => [p.line, p.message])).toEqual([
      [6, '/artifacts/attestations/0/must_be_compliant must be boolean'],
      [9, '/artifacts/provenance has unknown property `owner`']
    ])
  })

  it('places syntax errors on their line', async () => {
    const { problems } = parse('policies/bad-syntax.yaml')
    expect(problems).toHaveLength(1)
    expect(problems[0].message).toMatch(/^YAML syntax/)
    expect(problems[0].line).toBeGreaterThanOrEqual(3)
  })

  it('refuses a document whose aliases would expand without bound', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefghi'
        .split('')
        .map(
          (c, i) =>
            `${c}: &${c} [*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]}]`
        )
    ].join('\n')
    expect(() => parsePolicyFile('bomb.yaml', bomb)).toThrow(/bomb.yaml expands its aliases past 100/)
  })

  it('says a value that fits no allowed form once, with the forms', async () => {
    const validate = await compileJsonSchema({
      type: 'object',
      properties: { type: { anyOf: [{ enum: ['junit', 'snyk'] }, { type: 'string', pattern: '^custom:' }] } }
    })
    const policy = parsePolicyFile('p.yaml', 'type: sbom\n')
    expect(checkPolicy(policy, validate)).toEqual([
      { file: 'p.yaml', line: 1, column: 7, message: '/type must be one of: "junit", "snyk", text matching ^custom:' }
    ])
  })
})

describe('policy expressions in policy files', () => {
  it("accepts the reference's example, expressions written ${{ … }}", async () => {
    expect(checkPolicy(parse('policies/reference-example.yaml'), await compileJsonSchema(schema))).toEqual([])
  })

  it('places every problem on its line: expressions at their column, the schema, a bare string, a rule `*` by name and type', async () => {
    const problems = checkPolicy(parse('policies/bad-expressions.yaml'), await compileJsonSchema(schema))
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [6, 54, '/artifacts/provenance/exceptions/0/if expression: the call of `matches` is not closed with `)`'],
      [7, 13, '/artifacts/provenance/exceptions/1/if is an expression, written `${{ … }}` (for example `${{ flow.name == "shop" }}`)'],
      [9, 15, '/artifacts/trail-compliance/required must be boolean'],
      [11, 18, expect.stringMatching(/^\/artifacts\/trail-compliance\/exceptions\/0\/if expression: `flow.nmae` is not something/)],
      [13, 7, '/artifacts/attestations/0 is `*` by both name and type; name one or the other'],
      [17, 36, '/artifacts/attestations/1/if expression: `=` is not part of the language: use `==` to compare']
    ])
    expect(problems.every((p) => p.file.endsWith('bad-expressions.yaml'))).toBe(true)
  })

  it('takes the parsed form the schema shows, `{text}`, and checks its text too', async () => {
    const validate = await compileJsonSchema(schema)
    const ok = parsePolicyFile('p.yaml', '_schema: x\nartifacts:\n  attestations:\n    - type: junit\n      if: {text: flow.name == "a"}\n')
    expect(checkPolicy(ok, validate)).toEqual([])
    const bad = parsePolicyFile('p.yaml', '_schema: x\nartifacts:\n  attestations:\n    - type: junit\n      if: {text: flow.name ==}\n')
    expect(checkPolicy(bad, validate)).toEqual([
      { file: 'p.yaml', line: 5, column: 30, message: '/artifacts/attestations/0/if expression: the expression ends where a value was expected' }
    ])
  })

  it('gives the rules with their defaults and each expression as its text', () => {
    expect(policyRules(parse('policies/reference-example.yaml'))).toEqual({
      provenance: { required: true, exceptions: [{ if: { text: 'matches(artifact.name, "^datadog:.*")' } }] },
      'trail-compliance': { required: true, exceptions: [] },
      attestations: [
        { if: null, name: 'security-scan', type: 'snyk', must_be_compliant: true, for_control: null },
        { if: { text: 'flow.tags.risk-level == "high"' }, name: 'pull-request', type: 'pull_request', must_be_compliant: true, for_control: null },
        { if: null, name: 'coverage', type: 'custom:coverage-metrics', must_be_compliant: true, for_control: null }
      ]
    })
    expect(policyRules(parsePolicyFile('p.yaml', '_schema: x\n'))).toEqual({
      provenance: { required: false, exceptions: [] },
      'trail-compliance': { required: false, exceptions: [] },
      attestations: []
    })
  })
})
