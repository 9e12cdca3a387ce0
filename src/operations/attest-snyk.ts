import { SnykCollector } from '../evidence/snyk.js'
import { attestSnyk } from '../clients/service/catalogue/scan-attestations.js'
import { attestationOperation } from '../action/attestation-operation.js'
import type { InputSpecs } from '../action/declare.js'
import { readSarifInput } from './readers/sarif-input.js'

const INPUTS = {
  'scan-results': {
    kind: 'list',
    required: true,
    description:
      'SARIF files or globs, as Snyk writes them (`snyk test --sarif-file-output=snyk.sarif`, also `snyk code test`, `snyk container test`, `snyk iac test`)'
  }
} as const satisfies InputSpecs

/**
 * A Snyk scan: its SARIF read (as a stream) into `snyk_results` as the reference client builds
 * them, the files attached. The service decides compliance: compliant exactly when there is no
 * finding.
 */
export default attestationOperation({
  name: 'attest-snyk',
  title: 'Snyk scan',
  description: "Record a Snyk scan's SARIF results in a trail: findings by level, the files attached; compliant when there is no finding",
  inputs: INPUTS,
  outputs: {
    high: 'Number of high-level findings (error, high, critical)',
    medium: 'Number of medium-level findings (warning, medium)',
    low: 'Number of low-level findings (note, info, low)',
    compliant: 'true when there is no finding, as the service evaluates a Snyk attestation'
  },
  endpoint: attestSnyk,
  filesInput: 'scan-results',
  async read(inputs) {
    const collector = new SnykCollector()
    const files = await readSarifInput('scan-results', inputs.list('scan-results'), inputs.baseDir, collector)
    return { files, snyk: collector.summary() }
  },
  evidence({ files, snyk }) {
    const sum = (key: 'high_count' | 'medium_count' | 'low_count') => snyk.results.reduce((n, r) => n + r[key], 0)
    const [high, medium, low] = [sum('high_count'), sum('medium_count'), sum('low_count')]
    const compliant = high + medium + low === 0
    return {
      data: { snyk_results: snyk },
      files,
      compliant,
      outputs: { high, medium, low, compliant: String(compliant) },
      facts: [
        ['Findings', `${high + medium + low}: ${high} high, ${medium} medium, ${low} low`],
        ['Tool', [snyk.tool.name, snyk.tool.version].filter(Boolean).join(' ') || undefined]
      ],
      table: {
        head: ['Run', 'High', 'Medium', 'Low'],
        rows: snyk.results.map((r, i) => [String(i + 1), String(r.high_count), String(r.medium_count), String(r.low_count)])
      }
    }
  }
})
