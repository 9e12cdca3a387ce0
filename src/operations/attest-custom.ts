import path from 'node:path'
import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { compileJsonSchema } from '../schema/json-schema.js'
import { attestCustom } from '../service/catalogue/attestations.js'
import { PART_MAX_BYTES } from '../service/catalogue/shapes.js'
import { PATTERNS } from '../service/patterns.js'
import { readAttestationInputs, prepareAttestation, type AttestationInputs } from './attestation-inputs.js'
import { attestationFacts, attestationSummary } from './attestation-summary.js'
import { readInputFile } from './input-files.js'
import { serviceOperation } from './types.js'

interface Settings {
  attestation: AttestationInputs
  typeName: string
  data: unknown
}

/** When the type's schema is at hand, the data is held to it here, before the service sees it. */
async function checkAgainstSchema(inputs: Inputs, data: unknown): Promise<void> {
  const given = inputs.optional('type-schema')
  if (given === undefined) return
  const file = inputs.path(given)
  let schema: unknown
  try {
    schema = JSON.parse(readInputFile('type-schema', file, PART_MAX_BYTES, 'the path of a JSON Schema file').toString('utf8'))
  } catch (err) {
    if (err instanceof SyntaxError) throw invalidInput('type-schema', `${file} is not JSON (${err.message})`, 'a JSON Schema file')
    throw err
  }
  const validate = await compileJsonSchema(schema, `input \`type-schema\`: ${file}`)
  if (!validate(data)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(data)'} ${e.message ?? 'is invalid'}`)
    throw invalidInput('attestation-data', `does not match the type's schema ${path.basename(file)}: ${problems.join('; ')}`, 'data the type-schema accepts')
  }
}

/** An attestation of a custom type: data the type's evaluator judges. */
export default serviceOperation<Settings>({
  endpoint: attestCustom,
  github: 'optional',
  read: async (inputs: Inputs) => {
    const data = inputs.json('attestation-data')
    if (data === undefined) throw invalidInput('attestation-data', 'required but not given', 'JSON text or `@path/to/file.json`')
    await checkAgainstSchema(inputs, data)
    return { attestation: readAttestationInputs(inputs), typeName: inputs.required('type-name', PATTERNS.attestationTypeName), data }
  },
  async run({ attestation, typeName, data }, tools) {
    const prepared = await prepareAttestation(attestation, tools)
    await tools.client.call(
      attestCustom,
      { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail },
      { data_json: { ...prepared.fields, type_name: typeName, attestation_data: data }, ...(prepared.attachment && { attachment_file: prepared.attachment }) }
    )
    return {
      outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail },
      summary: attestationSummary(
        `Custom attestation (${typeName})`,
        attestation,
        prepared,
        tools,
        undefined,
        attestationFacts(attestation, prepared, tools.context)
      )
    }
  }
})
