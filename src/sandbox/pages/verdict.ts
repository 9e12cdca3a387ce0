import type { TrailEvaluation } from '../domain/compliance.js'
import { html, type Html } from './html.js'
import { more, stateBadge } from './layout.js'

/** An attestation's place in an evaluation: the compliance module's statuses, or the ones assert answers. */
export interface StatusLike {
  attestation_name: string
  attestation_type?: string | null
  status?: string | null
  is_compliant?: boolean | null
  unexpected?: boolean | null
}

/** Why an evaluation is not compliant, one sentence for each attestation that decides it. */
export function attestationReasons(statuses: StatusLike[], where = ''): string[] {
  const reasons: string[] = []
  for (const s of statuses) {
    const what = `${where}'${s.attestation_name}'${s.attestation_type ? ` (${s.attestation_type})` : ''}`
    if (s.status === 'MISSING') reasons.push(`${what} is expected by the template and has not been reported`)
    else if (s.is_compliant === false) reasons.push(`${what} is non-compliant${s.unexpected ? ' (reported beyond the template; it counts too)' : ''}`)
  }
  return reasons
}

/** Why a trail is what it is: its own attestations, then each artifact the template names or that was reported. */
export function trailReasons(evaluation: TrailEvaluation): string[] {
  const reasons = attestationReasons(evaluation.attestations_statuses)
  for (const [slot, artifact] of evaluation.artifacts) {
    if (artifact.status === 'MISSING') reasons.push(`artifact '${slot}' is expected by the template and has not been reported`)
    else reasons.push(...attestationReasons(artifact.attestations_statuses, `artifact '${slot}': `))
  }
  return reasons
}

/** The reasons a page lists at most; an evaluation of thousands of attestations lists the rest in the API. */
const MAX_REASONS = 50

/** A verdict, then why: the reasons when there are any, else what compliant means here. */
export function verdictView(state: string, reasons: string[], whenCompliant: string): Html {
  const shown = reasons.slice(0, MAX_REASONS)
  return html`<div class="verdict">${stateBadge(state)}</div>
    ${
      shown.length > 0
        ? html`<ul class="reasons">
              ${shown.map((r) => html`<li>${r}</li>`)}
            </ul>
            ${more(shown.length, reasons.length, 'the API answer lists every status')}`
        : html`<p class="muted">${state === 'COMPLIANT' ? whenCompliant : 'Nothing decides it yet.'}</p>`
    }`
}
