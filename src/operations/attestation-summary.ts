import { commitUrl, type RunContext } from '../github/context.js'
import { link, type SummarySection } from '../summary.js'
import type { AttestationInputs, PreparedAttestation } from './attestation-inputs.js'

/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
export function attestationFacts(settings: AttestationInputs, prepared: PreparedAttestation, context: RunContext): SummarySection['facts'] {
  return [
    ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
    ['Artifact', prepared.fingerprint],
    ['Target artifacts', settings.targetArtifacts.join(', ')],
    ['Commit', prepared.commit ? link(commitUrl(context, prepared.commit), prepared.commit) : undefined],
    ['Attachments', prepared.attachment ? `${prepared.attachment.filename} (${prepared.attachment.content.length} bytes)` : undefined]
  ]
}

export function attestationSummary(kind: string, settings: AttestationInputs, compliant: boolean, facts: SummarySection['facts']): SummarySection {
  return { title: `${kind}: ${settings.name}`, verdict: { ok: compliant, text: compliant ? 'Compliant' : 'Not compliant' }, facts }
}
