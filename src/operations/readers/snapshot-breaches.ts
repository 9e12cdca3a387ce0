/** An artifact of a snapshot, as far as the gate reads it: the service may send more. */
export interface SnapshotArtifact {
  name?: unknown
  fingerprint?: unknown
  compliant?: unknown
  flow_name?: unknown
  flows?: unknown
  reasons_for_incompliance?: unknown
  annotation?: { now?: unknown } | null
}

/** The latest snapshot's answer, as far as the gate reads it. */
export interface SnapshotAnswer {
  compliant: boolean
  index?: number
  html_url?: unknown
  artifact_compliance_count?: { compliant?: number; non_compliant?: number } | null
  artifacts?: unknown
}

/** What makes an artifact break the snapshot, in the words a person looks for. */
export type BreachKind = 'no provenance' | 'failing attestation' | 'unknown artifact'

/** One artifact running in the snapshot that makes it non-compliant, and why. */
export interface Breach {
  name: string
  fingerprint: string
  kind: BreachKind
  why: string
  /** Its page in the app where the service gives one, else the snapshot's. */
  href?: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The flows and trails the service found the artifact in, each with its page. */
function flowsOf(artifact: SnapshotArtifact): { flow: string; trail: string; href?: string }[] {
  const flows = Array.isArray(artifact.flows) ? (artifact.flows as Record<string, unknown>[]) : []
  const found = flows
    .filter((f) => f && typeof f === 'object')
    .map((f) => ({ flow: text(f.flow_name), trail: text(f.trail_name), href: text(f.html_url) || undefined }))
    .filter((f) => f.flow !== '')
  if (found.length === 0 && text(artifact.flow_name) !== '') found.push({ flow: text(artifact.flow_name), trail: '', href: undefined })
  return found
}

/**
 * The artifacts that make a snapshot non-compliant, from the snapshot's own answer: those
 * running now (not those that left since the one before) whose `compliant` is false. Why, by
 * what the answer says: a policy's unmet rules where it names them (provenance, or an
 * attestation); else an artifact no flow reported is unknown, and one that is in a flow fails
 * an attestation (or misses one) in its trail.
 */
export function breaches(snapshot: SnapshotAnswer): Breach[] {
  const artifacts = Array.isArray(snapshot.artifacts) ? (snapshot.artifacts as SnapshotArtifact[]) : []
  const snapshotUrl = text(snapshot.html_url) || undefined
  const out: Breach[] = []
  for (const a of artifacts) {
    if (!a || typeof a !== 'object' || a.compliant !== false) continue
    if (a.annotation && typeof a.annotation === 'object' && a.annotation.now === 0) continue
    const reasons = Array.isArray(a.reasons_for_incompliance) ? a.reasons_for_incompliance.filter((r): r is string => typeof r === 'string') : []
    const flows = flowsOf(a)
    const href = flows.find((f) => f.href)?.href ?? snapshotUrl
    const base = { name: text(a.name) || '(unnamed)', fingerprint: text(a.fingerprint), href }
    if (reasons.length > 0) {
      const provenance = reasons.some((r) => /provenance/i.test(r))
      out.push({ ...base, kind: provenance ? 'no provenance' : 'failing attestation', why: reasons.join('; ') })
    } else if (flows.length === 0) {
      out.push({ ...base, kind: 'unknown artifact', why: 'no flow reported this fingerprint: where it came from is unknown (no provenance)' })
    } else {
      const where = flows.map((f) => (f.trail ? `flow ${f.flow}, trail ${f.trail}` : `flow ${f.flow}`)).join('; ')
      out.push({ ...base, kind: 'failing attestation', why: `not compliant in ${where}: an attestation there fails or is missing` })
    }
  }
  return out
}
