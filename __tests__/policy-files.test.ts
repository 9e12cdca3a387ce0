import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileJsonSchema } from '../src/schema/json-schema.js'
import { checkPolicyFile } from '../src/schema/policy-files.js'

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))
const schema = JSON.parse(readFileSync(fixture('environment-policy-v1.schema.json'), 'utf8'))

describe('policy files', () => {
  it('accepts a valid policy', async () => {
    expect(await checkPolicyFile(fixture('policies/good.yaml'), await compileJsonSchema(schema, 'schema'))).toEqual([])
  })

  it('places schema violations on their lines', async () => {
    const problems = await checkPolicyFile(fixture('policies/bad-schema.yaml'), await compileJsonSchema(schema, 'schema'))
    expect(problems.map((p) => [p.line, p.message.split(' ')[0]])).toEqual(
      expect.arrayContaining([
        [4, '/artifacts/provenance/required'],
        [7, '/artifacts/attestations/0/type']
      ])
    )
  })

  it('places syntax errors on their line', async () => {
    const problems = await checkPolicyFile(fixture('policies/bad-syntax.yaml'), undefined)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0].message).toMatch(/^YAML syntax/)
    expect(problems[0].line).toBeGreaterThanOrEqual(3)
  })
})
