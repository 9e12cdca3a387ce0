import { fromColumn } from '../json.js'
import type { Context } from '../request.js'
import { attestationHistory, trailArtifacts, whereabouts, type TrailRow } from './evidence.js'
import { commitInfo } from './shapes.js'

/** The most events a trail answers with: the latest ones. */
const MAX_EVENTS = 500

type Event = Record<string, unknown> & { type: string; timestamp: number }

/**
 * A trail's history as the reference client prints it (`get trail`): begun, artifacts and
 * attestations reported, approvals, and its artifacts starting and stopping in environments.
 */
export function trailEvents(ctx: Context, trail: TrailRow): Event[] {
  const events: Event[] = [
    {
      type: 'trail_reported',
      timestamp: trail.created_at,
      git_commit_info: commitInfo(fromColumn<{ git_commit_info?: unknown }>(trail.data, {}).git_commit_info)
    }
  ]
  if (trail.updated_at !== null) events.push({ type: 'trail_updated', timestamp: trail.updated_at })
  const artifacts = trailArtifacts(ctx, trail)
  const slotOf = new Map(artifacts.map((a) => [a.fingerprint, a.template_name ?? a.filename]))
  for (const a of artifacts) {
    const data = fromColumn<{ git_commit_info?: unknown }>(a.data, {})
    events.push({
      type: 'artifact_creation_reported',
      timestamp: a.created_at,
      artifact_name: a.filename,
      template_reference_name: a.template_name ?? a.filename,
      fingerprint: a.fingerprint,
      git_commit_info: commitInfo(data.git_commit_info)
    })
  }
  for (const a of attestationHistory(ctx, trail.org, trail.flow, trail.name, MAX_EVENTS)) {
    const target = a.target ?? (a.fingerprint ? slotOf.get(a.fingerprint) : undefined)
    const common = {
      timestamp: a.created_at,
      attestation_type: a.type,
      template_reference_name: a.name,
      attestation_id: a.id,
      is_compliant: a.is_compliant === 1,
      git_commit_info: commitInfo(fromColumn<{ git_commit_info?: unknown }>(a.data, {}).git_commit_info)
    }
    events.push(target ? { type: 'artifact_attestation_reported', target_artifact: target, ...common } : { type: 'trail_attestation_reported', ...common })
  }
  for (const a of artifacts) {
    const approvals = ctx.db.all(
      'SELECT number, record, created_at FROM approvals WHERE org = ? AND flow = ? AND fingerprint = ? ORDER BY number',
      trail.org,
      trail.flow,
      a.fingerprint
    )
    for (const row of approvals) {
      const record = fromColumn<{ state?: string; approvals?: { approved_by?: string }[] }>(row.record, {})
      events.push({
        type: 'artifact_approval_reported',
        timestamp: Number(row.created_at),
        approval_number: Number(row.number),
        state: record.state ?? 'APPROVED',
        reviewer: record.approvals?.[0]?.approved_by ?? ''
      })
    }
    const where = whereabouts(ctx, trail.org, a.fingerprint)
    const name = a.template_name ?? a.filename
    for (const r of where.running)
      events.push({
        type: 'artifact_started_running',
        timestamp: r.since,
        template_reference_name: name,
        environment_name: r.environment_name,
        snapshot_index: r.snapshot_index
      })
    for (const x of where.exited)
      events.push({
        type: 'artifact_stopped_running',
        timestamp: x.at,
        template_reference_name: name,
        environment_name: x.environment_name,
        snapshot_index: x.snapshot_index
      })
  }
  return events.sort((x, y) => x.timestamp - y.timestamp).slice(-MAX_EVENTS)
}
