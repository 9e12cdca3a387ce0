import path from 'node:path'
import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { compileJsonSchema } from '../schema/json-schema.js'
import { upsertAttestationType, type AttestationTypeData } from '../service/catalogue/attestation-types.js'
import type { FilePart, FilePartRule } from '../service/endpoint.js'
import { PATTERNS } from '../service/patterns.js'
import { readInputFile } from './input-files.js'
import { splitRules, unbalanced } from './jq-rules.js'
import { serviceOperation } from './types.js'

interface Settings {
  data: AttestationTypeData
  rules: string[]
  schemaPath?: string
  schema?: FilePart
}

const SCHEMA_PART = upsertAttestationType.body!.type === 'multipart' ? (upsertAttestationType.body!.parts.type_schema as FilePartRule) : undefined

/** The schema file must exist, be JSON, and compile as a JSON Schema before anything is sent. */
async function readTypeSchema(file: string): Promise<FilePart> {
  const content = readInputFile('type-schema', file, SCHEMA_PART!.maxBytes, 'the path of a JSON Schema file')
  let schema: unknown
  try {
    schema = JSON.parse(content.toString('utf8'))
  } catch (err) {
    throw invalidInput('type-schema', `${file} is not JSON (${(err as Error).message})`, 'a JSON Schema file')
  }
  await compileJsonSchema(schema, `input \`type-schema\`: ${file}`)
  return { filename: path.basename(file), contentType: 'application/json', content }
}

/** Creates or updates a custom attestation type: its evaluator and, optionally, its schema. */
export default serviceOperation<Settings>({
  endpoint: upsertAttestationType,
  read: async (inputs: Inputs) => {
    const rules = splitRules(inputs.optional('jq-rules') ?? '')
    for (const rule of rules) {
      const problem = unbalanced(rule)
      if (problem)
        throw invalidInput('jq-rules', `rule \`${rule}\` is not balanced: ${problem}`, 'jq expressions with balanced brackets and strings, one per line')
    }
    const description = inputs.optional('description')
    const given = inputs.optional('type-schema')
    const schemaPath = given === undefined ? undefined : inputs.path(given)
    return {
      data: {
        name: inputs.required('type-name', PATTERNS.attestationTypeName),
        ...(description !== undefined && { description }),
        evaluator: rules.length > 0 ? { content_type: 'jq', rules } : { content_type: 'default' }
      },
      rules,
      schemaPath,
      schema: schemaPath === undefined ? undefined : await readTypeSchema(schemaPath)
    }
  },
  async run(settings, { client, org }) {
    await client.call(upsertAttestationType, { org }, { data_json: settings.data, ...(settings.schema && { type_schema: settings.schema }) })
    return {
      outputs: {},
      summary: {
        title: `Custom attestation type ${settings.data.name}`,
        verdict: { ok: true, text: 'Created or updated' },
        facts: [
          ['Evaluator', settings.rules.length > 0 ? `jq, ${settings.rules.length} rule(s)` : 'default'],
          ['Schema', settings.schemaPath]
        ],
        table: settings.rules.length > 0 ? { head: ['jq rule'], rows: settings.rules.map((r) => [r]) } : undefined
      }
    }
  }
})
