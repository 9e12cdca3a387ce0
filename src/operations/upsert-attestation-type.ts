import path from 'node:path'
import { upsertAttestationType, type AttestationTypeData } from '../clients/service/catalogue/attestation-types.js'
import type { FilePart, FilePartRule } from '../clients/service/endpoint.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { readSchemaFile } from './readers/input-files.js'
import { splitRules, unbalanced } from './readers/jq-rules.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  data: AttestationTypeData
  rules: string[]
  schemaPath?: string
  schema?: FilePart
}

const SCHEMA_PART = upsertAttestationType.body!.type === 'multipart' ? (upsertAttestationType.body!.parts.type_schema as FilePartRule) : undefined

/** The schema file must exist, be JSON, and compile as a JSON Schema before anything is sent. */
async function readTypeSchema(file: string): Promise<FilePart> {
  const { content } = await readSchemaFile('type-schema', file, SCHEMA_PART!.maxBytes)
  return { filename: path.basename(file), contentType: 'application/json', content }
}

/** Creates or updates a custom attestation type: its evaluator and, optionally, its schema. */
export default serviceOperation({
  name: 'upsert-attestation-type',
  title: 'Custom attestation type update',
  description: 'Create or update a custom attestation type: its evaluator (default, or jq rules) and its JSON Schema',
  inputs: {
    'type-name': { kind: 'string', pattern: PATTERNS.attestationTypeName, required: true, description: 'The custom attestation type name' },
    description: { kind: 'string', description: 'Description of the type' },
    'jq-rules': { kind: 'string', description: 'jq rules, one per line; given means the jq evaluator' },
    'type-schema': { kind: 'path', description: 'Path to a JSON Schema file for the type' }
  },
  outputs: {},
  endpoint: upsertAttestationType,
  read: async (inputs): Promise<Settings> => {
    const rules = splitRules(inputs.string('jq-rules') ?? '')
    for (const rule of rules) {
      const problem = unbalanced(rule)
      if (problem)
        throw inputs.fail('jq-rules', `rule \`${rule}\` is not balanced: ${problem}`, 'jq expressions with balanced brackets and strings, one per line')
    }
    const description = inputs.string('description')
    const schemaPath = inputs.path('type-schema')
    return {
      data: {
        name: inputs.required('type-name'),
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
