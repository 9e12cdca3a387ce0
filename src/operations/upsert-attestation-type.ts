import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { compileJsonSchema } from '../schema/json-schema.js'
import type { MultipartPart } from '../service/request.js'
import { MAX_PART_BYTES, PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import { checkBody } from '../service/validate.js'
import { splitRules, unbalanced } from './jq-rules.js'
import { defineOperation } from './types.js'

interface Settings {
  name: string
  description?: string
  rules: string[]
  schemaFile?: string
}

/** Creates or updates a custom attestation type: its evaluator and, optionally, its schema. */
export default defineOperation<Settings>({
  name: 'upsert-attestation-type',
  service: true,
  read: (inputs: Inputs) => {
    const rules = splitRules(inputs.optional('jq-rules') ?? '')
    for (const rule of rules) {
      const problem = unbalanced(rule)
      if (problem) throw invalidInput('jq-rules', `rule \`${rule}\` is not balanced: ${problem}`, 'jq expressions with balanced brackets and strings, one per line')
    }
    const schema = inputs.optional('type-schema')
    return {
      name: inputs.required('type-name', PATTERNS.attestationTypeName),
      description: inputs.optional('description'),
      rules,
      schemaFile: schema === undefined ? undefined : inputs.path(schema)
    }
  },
  async run(settings, { client, common }) {
    const data = {
      name: settings.name,
      ...(settings.description !== undefined && { description: settings.description }),
      evaluator: settings.rules.length > 0 ? { content_type: 'jq', rules: settings.rules } : { content_type: 'default' }
    }
    await checkBody('customAttestationType', data, 'input `type-name`')
    // A form field whose content is JSON: the published document types it as an object.
    const parts: MultipartPart[] = [{ name: 'data_json', content: JSON.stringify(data), contentType: 'application/json' }]
    if (settings.schemaFile) parts.push(await schemaPart(settings.schemaFile))
    for (const part of parts) {
      const size = Buffer.byteLength(part.content)
      if (size > MAX_PART_BYTES) {
        const input = part.name === 'type_schema' ? 'type-schema' : 'jq-rules'
        throw invalidInput(input, `part \`${part.name}\` is ${size} bytes, over the service's per-part limit`, `at most ${MAX_PART_BYTES} bytes (1 MiB)`)
      }
    }
    const apiPathValue = apiPath('custom-attestation-types', common.org!)
    const response = await client.send({ method: 'POST', path: apiPathValue, multipart: parts })
    return {
      outputs: {},
      summary: {
        title: `Custom attestation type: ${settings.name}`,
        facts: [
          ['Sent to', `POST ${client.baseUrl}${apiPathValue} (multipart)`],
          ['Evaluator', settings.rules.length > 0 ? `jq, ${settings.rules.length} rule(s)` : 'default'],
          ['Schema', settings.schemaFile],
          ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`]
        ],
        table: settings.rules.length > 0 ? { head: ['jq rule'], rows: settings.rules.map((r) => [r]) } : undefined
      }
    }
  }
})

/** The schema file must exist, be JSON, and compile as a JSON Schema before it is sent. */
async function schemaPart(file: string): Promise<MultipartPart> {
  let content: string
  try {
    content = await readFile(file, 'utf8')
  } catch (err) {
    throw invalidInput('type-schema', `cannot read ${file} (${(err as NodeJS.ErrnoException).code})`, 'the path of a JSON Schema file')
  }
  let schema: unknown
  try {
    schema = JSON.parse(content)
  } catch (err) {
    throw invalidInput('type-schema', `${file} is not JSON (${(err as Error).message})`, 'a JSON Schema file')
  }
  await compileJsonSchema(schema, `input \`type-schema\`: ${file}`)
  return { name: 'type_schema', filename: path.basename(file), contentType: 'application/json', content }
}
