import { attestGeneric } from '../clients/service/catalogue/attestations.js'
import { attestationOperation } from '../action/attestation-operation.js'

/** A yes-or-no attestation: whatever the workflow checked, with its evidence attached. */
export default attestationOperation({
  name: 'attest-generic',
  title: 'Generic attestation',
  description: 'Record a yes-or-no attestation in a trail: whatever the workflow checked, with its evidence attached',
  inputs: {
    compliant: { kind: 'boolean', required: true, description: 'Whether the attestation is compliant: true or false' }
  },
  outputs: {},
  endpoint: attestGeneric,
  read: (inputs) => ({ compliant: inputs.requiredBoolean('compliant') }),
  evidence: ({ compliant }) => ({ data: { is_compliant: compliant }, compliant })
})
