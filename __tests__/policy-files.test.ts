import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileJsonSchema } from '../src/schema/json-schema.js'
import { checkPolicy, parsePolicyFile } from '../src/schema/policy-files.js'

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))
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
