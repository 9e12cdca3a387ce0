import type { TemplateSpec } from './template.js'

/** One attestation as stored: the latest with a name and binding is the one that counts. */
export interface Evidence {
  id: string
  seq: number
  name: string
  type: string
  /** Bound to the artifact with this fingerprint. */
  fingerprint: string | null
  /** Bound to the artifact with this name in the template. */
  target: string | null
  is_compliant: boolean
  overridden_id: string | null
}

/** One artifact reported to the trail. */
export interface ReportedArtifact {
  id: string
  seq: number
  fingerprint: string
  /** Its name in the template; the file name stands in when it has none. */
  slot: string
}

export type State = 'COMPLIANT' | 'NON-COMPLIANT' | 'INCOMPLETE'

export interface AttestationStatus {
  attestation_name: string
  attestation_type: string
  attestation_id: string | null
  overridden_attestation_id: string | null
  status: 'MISSING' | 'COMPLETE'
  is_compliant: boolean | null
  unexpected: boolean
}

export interface ArtifactStatus {
  artifact_fingerprint: string | null
  artifact_id: string | null
  status: 'MISSING' | State
  is_compliant: boolean
  attestations_statuses: AttestationStatus[]
  unexpected: boolean
  evaluated_at: number
  flow_template_id: null
}

export interface TrailEvaluation {
  status: State
  is_compliant: boolean
  attestations_statuses: AttestationStatus[]
  /** By name in the template, in the template's order, then unexpected ones. */
  artifacts: Map<string, ArtifactStatus>
  evaluated_at: number
}

/** The latest evidence per attestation name, in first-reported order. */
function latestByName(evidence: Evidence[]): Map<string, Evidence> {
  const latest = new Map<string, Evidence>()
  for (const e of [...evidence].sort((a, b) => a.seq - b.seq)) latest.set(e.name, e)
  return latest
}

function statuses(expected: { name: string; type: string }[], evidence: Evidence[]): AttestationStatus[] {
  const latest = latestByName(evidence)
  const list: AttestationStatus[] = expected.map(({ name, type }) => {
    const e = latest.get(name)
    return e
      ? {
          attestation_name: name,
          attestation_type: e.type,
          attestation_id: e.id,
          overridden_attestation_id: e.overridden_id,
          status: 'COMPLETE',
          is_compliant: e.is_compliant,
          unexpected: false
        }
      : {
          attestation_name: name,
          attestation_type: type,
          attestation_id: null,
          overridden_attestation_id: null,
          status: 'MISSING',
          is_compliant: null,
          unexpected: false
        }
  })
  const named = new Set(expected.map((a) => a.name))
  for (const e of latest.values()) {
    if (named.has(e.name)) continue
    list.push({
      attestation_name: e.name,
      attestation_type: e.type,
      attestation_id: e.id,
      overridden_attestation_id: e.overridden_id,
      status: 'COMPLETE',
      is_compliant: e.is_compliant,
      unexpected: true
    })
  }
  return list
}

/** Non-compliant beats missing beats complete: one failure is enough, one gap leaves it open. */
function stateOf(list: AttestationStatus[]): State {
  if (list.some((s) => s.status === 'COMPLETE' && s.is_compliant === false)) return 'NON-COMPLIANT'
  if (list.some((s) => s.status === 'MISSING')) return 'INCOMPLETE'
  return 'COMPLIANT'
}

/**
 * A trail's compliance from its template and what was reported to it: every attestation the
 * template expects (on the trail and on each artifact) must be there and compliant, and every
 * attestation reported beyond the template must be compliant too.
 */
export function evaluateTrail(template: TemplateSpec, artifacts: ReportedArtifact[], evidence: Evidence[], at: number): TrailEvaluation {
  const latestArtifact = new Map<string, ReportedArtifact>()
  for (const a of [...artifacts].sort((x, y) => x.seq - y.seq)) latestArtifact.set(a.slot, a)
  const expectedArtifacts = template.trail.artifacts ?? []
  const slots = [...expectedArtifacts.map((a) => a.name), ...[...latestArtifact.keys()].filter((name) => !expectedArtifacts.some((a) => a.name === name))]

  const bound = new Set<Evidence>()
  const result = new Map<string, ArtifactStatus>()
  for (const slot of slots) {
    const artifact = latestArtifact.get(slot)
    const expected = expectedArtifacts.find((a) => a.name === slot)?.attestations ?? []
    const mine = evidence.filter((e) => e.target === slot || (artifact !== undefined && e.fingerprint === artifact.fingerprint))
    mine.forEach((e) => bound.add(e))
    const list = statuses(expected, mine)
    const state = artifact ? stateOf(list) : 'MISSING'
    result.set(slot, {
      artifact_fingerprint: artifact?.fingerprint ?? null,
      artifact_id: artifact?.id ?? null,
      status: state,
      is_compliant: state === 'COMPLIANT',
      attestations_statuses: list,
      unexpected: !expectedArtifacts.some((a) => a.name === slot),
      evaluated_at: at,
      flow_template_id: null
    })
  }
  // Evidence for an artifact not reported yet waits for it; it is not the trail's own.
  const trailOwn = evidence.filter((e) => !bound.has(e) && e.fingerprint === null && e.target === null)
  const trailStatuses = statuses(template.trail.attestations ?? [], trailOwn)
  const artifactStates = [...result.values()].map((a) => a.status)
  let status = stateOf(trailStatuses)
  if (artifactStates.includes('NON-COMPLIANT')) status = 'NON-COMPLIANT'
  else if (status === 'COMPLIANT' && artifactStates.some((s) => s !== 'COMPLIANT')) status = 'INCOMPLETE'
  return { status, is_compliant: status === 'COMPLIANT', attestations_statuses: trailStatuses, artifacts: result, evaluated_at: at }
}

/** An artifact's state in its trail: its own attestations, and the trail's. */
export function artifactState(evaluation: TrailEvaluation, fingerprint: string): State {
  const own = [...evaluation.artifacts.values()].filter((a) => a.artifact_fingerprint === fingerprint)
  const trail = stateOf(evaluation.attestations_statuses)
  const states = [...own.map((a) => a.status), trail]
  if (states.includes('NON-COMPLIANT')) return 'NON-COMPLIANT'
  if (states.some((s) => s !== 'COMPLIANT')) return 'INCOMPLETE'
  return 'COMPLIANT'
}

/** The statuses an assertion lists for an artifact: the trail's, then the artifact's own. */
export function artifactAttestations(evaluation: TrailEvaluation, fingerprint: string): AttestationStatus[] {
  const own = [...evaluation.artifacts.values()].filter((a) => a.artifact_fingerprint === fingerprint)
  return [...evaluation.attestations_statuses, ...own.flatMap((a) => a.attestations_statuses)]
}
