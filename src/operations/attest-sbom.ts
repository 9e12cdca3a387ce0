import { invalidInput } from '../action/errors.js'
import { FileError } from '../util/files.js'
import { readSbomFile, SbomError } from '../evidence/sbom/index.js'
import { attestSbom } from '../clients/service/catalogue/scan-attestations.js'
import { attestationOperation } from '../action/attestation-operation.js'
import type { InputSpecs } from '../action/declare.js'

/** Far more than any bill of materials; the file is read as a stream (XML by a streaming parser). */
const MAX_SBOM_BYTES = 256 * 1024 * 1024
const EXPECTED = 'a CycloneDX (JSON or XML) or SPDX (JSON or tag-value) SBOM file'
/** The annotations the reference client sets from the file, which the user may not set. */
const RESERVED = ['sbom_format', 'sbom_sha256']

const INPUTS = {
  'sbom-file': { kind: 'path', required: true, description: 'The SBOM: CycloneDX JSON or XML, or SPDX JSON or tag-value (the format is detected)' }
} as const satisfies InputSpecs

/**
 * A software bill of materials, summarised as the reference client summarises it (format,
 * creation time, tools, subject, package count) and attached as it is, alone.
 */
export default attestationOperation({
  name: 'attest-sbom',
  title: 'SBOM',
  description: 'Record a software bill of materials (CycloneDX or SPDX) in a trail: its summary, and the file attached',
  inputs: INPUTS,
  outputs: {
    sbom_format: 'The form of the file: cyclonedx-json, cyclonedx-xml, spdx-json or spdx-tag-value',
    package_count: 'Number of packages the SBOM lists (files not counted)',
    compliant: 'true: an SBOM is recorded as reported, nothing is checked against it'
  },
  endpoint: attestSbom,
  filesInput: 'sbom-file',
  async read(inputs) {
    // The SBOM is the one attachment, as it is: another would pack it with the SBOM.
    if (inputs.list('attachments').length > 0)
      throw inputs.fail(
        'attachments',
        'given with attest-sbom, which attaches the SBOM file alone (as it is, so its digest can be checked by hand)',
        'no attachments'
      )
    const annotations = inputs.jsonObject('annotations') ?? {}
    const reserved = RESERVED.find((key) => key in annotations)
    if (reserved)
      throw inputs.fail('annotations', `sets \`${reserved}\`, which attest-sbom sets from the file`, 'annotations other than sbom_format and sbom_sha256')
    const file = inputs.resolve(inputs.required('sbom-file'))
    try {
      return { file, sbom: await readSbomFile(file, MAX_SBOM_BYTES) }
    } catch (err) {
      if (err instanceof SbomError || err instanceof FileError) throw invalidInput('sbom-file', err.message, EXPECTED)
      throw err
    }
  },
  evidence({ file, sbom }, attestation) {
    const { document } = sbom
    return {
      data: {
        type_name: 'sbom' as const,
        attestation_data: { format: sbom.format, original_fingerprint: sbom.sha256, document },
        annotations: { ...attestation.annotations, sbom_format: sbom.format, sbom_sha256: sbom.sha256 }
      },
      files: [file],
      outputs: { sbom_format: sbom.form, package_count: document.package_count, compliant: 'true' },
      facts: [
        ['SBOM', `${sbom.format} (${sbom.form}), ${document.package_count} package(s)`],
        ['Subject', document.subject ? [document.subject.name, document.subject.version].filter(Boolean).join(' ') : undefined],
        ['Tools', document.tools?.join(', ')],
        ['Created', document.created_at ?? undefined],
        ['SHA-256', sbom.sha256]
      ]
    }
  }
})
