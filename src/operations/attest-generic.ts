import type { Inputs } from '../inputs.js'
import { attestGeneric } from '../service/catalogue/attestations.js'
import { readAttestationInputs, prepareAttestation, type AttestationInputs } from './attestation-inputs.js'
import { attestationFacts, attestationSummary } from './attestation-summary.js'
import { serviceOperation } from './types.js'

interface Settings {
  attestation: AttestationInputs
  compliant: boolean
}

/** A yes-or-no attestation: whatever the workflow checked, with its evidence attached. */
export default serviceOperation<Settings>({
  endpoint: attestGeneric,
  github: 'optional',
  read: (inputs: Inputs) => ({ attestation: readAttestationInputs(inputs), compliant: inputs.requiredBoolean('compliant') }),
  async run({ attestation, compliant }, tools) {
    const prepared = await prepareAttestation(attestation, tools)
    await tools.client.call(
      attestGeneric,
      { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail },
      { data_json: { ...prepared.fields, is_compliant: compliant }, ...(prepared.attachment && { attachment_file: prepared.attachment }) }
    )
    return {
      outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail },
      summary: attestationSummary('Generic attestation', attestation, prepared, tools, compliant, attestationFacts(attestation, prepared, tools.context))
    }
  }
})
