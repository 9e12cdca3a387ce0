import { commitUrl, type RunContext } from '../../clients/github/context.js'
import type { WebApp } from '../../clients/service/web-app.js'
import { hash, type SummarySection } from '../../action/summary.js'
import type { AttestationInputs, PreparedAttestation } from './attestation-inputs.js'

/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
export function attestationFacts(settings: AttestationInputs, prepared: PreparedAttestation, context: RunContext): SummarySection['facts'] {
  return [
    ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
    ['Artifact', prepared.fingerprint ? hash(prepared.fingerprint) : undefined],
    ['Target artifacts', settings.targetArtifacts.join(', ')],
    ['Commit', prepared.commit ? hash(prepared.commit, commitUrl(context, prepared.commit)) : undefined],
    ['Attachments', prepared.attachment ? `${prepared.attachment.filename} (${prepared.attachment.content.length} bytes)` : undefined]
  ]
}

export function attestationSummary(
  kind: string,
  settings: AttestationInputs,
  prepared: PreparedAttestation,
  where: { app: WebApp; org: string },
  compliant: boolean | undefined,
  facts: SummarySection['facts']
): SummarySection {
  const verdict = compliant === undefined ? 'Recorded; its type decides compliance' : compliant ? 'Compliant' : 'Not compliant'
  return {
    title: `${kind} ${settings.name}`,
    verdict: { ok: compliant, text: `${verdict}, recorded in trail ${prepared.trail}` },
    record: { href: where.app.trail(where.org, settings.flow, prepared.trail), text: 'trail in the app' },
    facts
  }
}
