import type { ExpectedAttestation, TemplateSpec } from '../engines/template.js'

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
  /** The state of the trail's own attestations alone. */
  trail_state: State
  /** The artifacts' statuses by fingerprint, in the order of `artifacts`. */
  by_fingerprint: Map<string, ArtifactStatus[]>
}

/** The latest evidence of a name, and when the name was first reported. */
interface Latest {
  first: number
  evidence: Evidence
}

/** The latest evidence per attestation name, with the seq each name was first reported at. */
function latestByName(evidence: Iterable<Evidence>): Map<string, Latest> {
  const latest = new Map<string, Latest>()
  for (const e of evidence) {
    const seen = latest.get(e.name)
    if (!seen) latest.set(e.name, { first: e.seq, evidence: e })
    else latest.set(e.name, { first: Math.min(seen.first, e.seq), evidence: e.seq > seen.evidence.seq ? e : seen.evidence })
  }
  return latest
}

/** Two sets of latest evidence as one (the same evidence may be in both). */
function merged(a: Map<string, Latest>, b: Map<string, Latest>): Map<string, Latest> {
  const all = new Map(a)
  for (const [name, l] of b) {
    const seen = all.get(name)
    all.set(name, seen ? { first: Math.min(seen.first, l.first), evidence: l.evidence.seq > seen.evidence.seq ? l.evidence : seen.evidence } : l)
  }
  return all
}

function statuses(expected: { name: string; type: string }[], latestByName: Map<string, Latest>): AttestationStatus[] {
  const list: AttestationStatus[] = expected.map(({ name, type }) => {
    const e = latestByName.get(name)?.evidence
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
  // Those beyond the template, in the order their names were first reported.
  const beyond = [...latestByName.values()].filter((l) => !named.has(l.evidence.name)).sort((x, y) => x.first - y.first)
  for (const { evidence: e } of beyond) {
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

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * A trail's compliance from its template and what was reported to it: every attestation the
 * template expects (on the trail and on each artifact) must be there and compliant, and every
 * attestation reported beyond the template must be compliant too. Its work grows with the
 * template, the reports and the statuses it answers, no faster: evidence is looked up by name,
 * binding and fingerprint, never searched.
 */
export function evaluateTrail(template: TemplateSpec, artifacts: ReportedArtifact[], evidence: Evidence[], at: number): TrailEvaluation {
  const latestArtifact = new Map<string, ReportedArtifact>()
  for (const a of [...artifacts].sort((x, y) => x.seq - y.seq)) latestArtifact.set(a.slot, a)
  // The first entry of a name is the one that counts.
  const expectedArtifacts = new Map<string, ExpectedAttestation[]>()
  for (const a of template.trail.artifacts ?? []) if (!expectedArtifacts.has(a.name)) expectedArtifacts.set(a.name, a.attestations ?? [])
  const slots = new Set([...expectedArtifacts.keys(), ...latestArtifact.keys()])

  const byTarget = new Map<string, Evidence[]>()
  const byFingerprint = new Map<string, Evidence[]>()
  const trailOwn: Evidence[] = []
  for (const e of evidence) {
    if (e.target !== null) push(byTarget, e.target, e)
    if (e.fingerprint !== null) push(byFingerprint, e.fingerprint, e)
    // Evidence for an artifact not reported yet waits for it; it is not the trail's own.
    if (e.target === null && e.fingerprint === null) trailOwn.push(e)
  }
  const latestOfFingerprint = new Map<string, Map<string, Latest>>()
  const ofFingerprint = (fingerprint: string) => {
    let latest = latestOfFingerprint.get(fingerprint)
    if (!latest) latestOfFingerprint.set(fingerprint, (latest = latestByName(byFingerprint.get(fingerprint) ?? [])))
    return latest
  }

  const result = new Map<string, ArtifactStatus>()
  const statusesByFingerprint = new Map<string, ArtifactStatus[]>()
  for (const slot of slots) {
    const artifact = latestArtifact.get(slot)
    const expected = expectedArtifacts.get(slot) ?? []
    const targeted = latestByName(byTarget.get(slot) ?? [])
    const mine = artifact ? merged(ofFingerprint(artifact.fingerprint), targeted) : targeted
    const list = statuses(expected, mine)
    const state = artifact ? stateOf(list) : 'MISSING'
    const status: ArtifactStatus = {
      artifact_fingerprint: artifact?.fingerprint ?? null,
      artifact_id: artifact?.id ?? null,
      status: state,
      is_compliant: state === 'COMPLIANT',
      attestations_statuses: list,
      unexpected: !expectedArtifacts.has(slot),
      evaluated_at: at,
      flow_template_id: null
    }
    result.set(slot, status)
    if (artifact) push(statusesByFingerprint, artifact.fingerprint, status)
  }
  const trailStatuses = statuses(template.trail.attestations ?? [], latestByName(trailOwn))
  const trailState = stateOf(trailStatuses)
  let status = trailState
  let artifactsCompliant = true
  for (const a of result.values()) {
    if (a.status === 'NON-COMPLIANT') status = 'NON-COMPLIANT'
    if (a.status !== 'COMPLIANT') artifactsCompliant = false
  }
  if (status === 'COMPLIANT' && !artifactsCompliant) status = 'INCOMPLETE'
  return {
    status,
    is_compliant: status === 'COMPLIANT',
    attestations_statuses: trailStatuses,
    artifacts: result,
    evaluated_at: at,
    trail_state: trailState,
    by_fingerprint: statusesByFingerprint
  }
}

/** An artifact's state in its trail: its own attestations, and the trail's. */
export function artifactState(evaluation: TrailEvaluation, fingerprint: string): State {
  const own = evaluation.by_fingerprint.get(fingerprint) ?? []
  const states = [...own.map((a) => a.status), evaluation.trail_state]
  if (states.includes('NON-COMPLIANT')) return 'NON-COMPLIANT'
  if (states.some((s) => s !== 'COMPLIANT')) return 'INCOMPLETE'
  return 'COMPLIANT'
}

/** The statuses an assertion lists for an artifact: the trail's, then the artifact's own. */
export function artifactAttestations(evaluation: TrailEvaluation, fingerprint: string): AttestationStatus[] {
  const own = evaluation.by_fingerprint.get(fingerprint) ?? []
  return [...evaluation.attestations_statuses, ...own.flatMap((a) => a.attestations_statuses)]
}
