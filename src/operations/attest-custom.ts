import path from 'node:path'
import { attestCustom } from '../clients/service/catalogue/attestations.js'
import { PART_MAX_BYTES } from '../clients/service/catalogue/shapes.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { attestationOperation } from '../action/attestation-operation.js'
import type { InputSpecs } from '../action/declare.js'
import { readSchemaFile } from './readers/input-files.js'
import type { InputReader } from '../action/reader.js'

const INPUTS = {
  'type-name': { kind: 'string', pattern: PATTERNS.attestationTypeName, required: true, description: 'The custom attestation type name' },
  'attestation-data': { kind: 'json', required: true, description: 'The attestation data, JSON text or @file.json' },
  'type-schema': { kind: 'path', description: 'The JSON Schema file of the type, to check attestation-data against before sending' }
} as const satisfies InputSpecs

/** When the type's schema is at hand, the data is held to it here, before the service sees it. */
async function checkAgainstSchema(inputs: InputReader<typeof INPUTS>, data: unknown): Promise<void> {
  const file = inputs.path('type-schema')
  if (file === undefined) return
  const { validate } = await readSchemaFile('type-schema', file, PART_MAX_BYTES)
  if (!validate(data)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(data)'} ${e.message ?? 'is invalid'}`)
    throw inputs.fail('attestation-data', `does not match the type's schema ${path.basename(file)}: ${problems.join('; ')}`, 'data the type-schema accepts')
  }
}

/** An attestation of a custom type: data the type's evaluator judges. */
export default attestationOperation({
  name: 'attest-custom',
  title: 'Custom attestation',
  description: "Record an attestation of a custom type in a trail: data the type's evaluator judges",
  inputs: INPUTS,
  outputs: {},
  endpoint: attestCustom,
  read: async (inputs) => {
    const data = inputs.json('attestation-data')
    if (data === undefined) throw inputs.fail('attestation-data', 'required but not given', 'JSON text or `@path/to/file.json`')
    await checkAgainstSchema(inputs, data)
    return { typeName: inputs.required('type-name'), data }
  },
  evidence: ({ typeName, data }) => ({ data: { type_name: typeName, attestation_data: data }, kind: `Custom attestation (${typeName})` })
})
