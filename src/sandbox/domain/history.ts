import { fromColumn } from '../json.js'
import type { Context } from '../request.js'
import { artifactsOf, whereabouts } from './evidence.js'

/** One line of an artifact's history, as the reference client prints it: `event` at `timestamp`. */
export interface HistoryEntry {
  event: string
  timestamp: number
}

const MAX_ENTRIES = 200

/**
 * What happened to a fingerprint, oldest first: reported to trails, attested, approved, commits
 * seen, started and stopped running in environments.
 */
export function artifactHistory(ctx: Context, org: string, fingerprint: string): HistoryEntry[] {
  const entries: HistoryEntry[] = []
  for (const a of artifactsOf(ctx, org, fingerprint))
    entries.push({ event: `artifact '${a.template_name ?? a.filename}' reported to trail '${a.trail}' of flow '${a.flow}'`, timestamp: a.created_at })
  const attestations = ctx.db.all(
    'SELECT name, type, trail, flow, is_compliant, override, created_at FROM attestations WHERE org = ? AND fingerprint = ? ORDER BY seq DESC LIMIT ?',
    org,
    fingerprint,
    MAX_ENTRIES
  ) as unknown as { name: string; type: string; trail: string; flow: string; is_compliant: number; override: number; created_at: number }[]
  for (const a of attestations) {
    const verdict = a.is_compliant === 1 ? 'compliant' : 'non-compliant'
    const what = a.override === 1 ? 'overridden' : 'reported'
    entries.push({
      event: `'${a.name}' (${a.type}) attestation ${what} in trail '${a.trail}' of flow '${a.flow}': ${verdict}`,
      timestamp: Number(a.created_at)
    })
  }
  const approvals = ctx.db.all(
    'SELECT flow, number, record, created_at FROM approvals WHERE org = ? AND fingerprint = ? ORDER BY created_at DESC LIMIT ?',
    org,
    fingerprint,
    MAX_ENTRIES
  ) as unknown as { flow: string; number: number; record: string; created_at: number }[]
  for (const row of approvals) {
    const record = fromColumn<{ state?: string; environment?: string | null }>(row.record, {})
    entries.push({
      event: `approval #${row.number} in flow '${row.flow}'${record.environment ? ` for '${record.environment}'` : ''}: ${record.state ?? 'APPROVED'}`,
      timestamp: Number(row.created_at)
    })
  }
  const where = whereabouts(ctx, org, fingerprint)
  for (const r of where.running) entries.push({ event: `started running in '${r.environment_name}'`, timestamp: r.since })
  for (const x of where.exited) entries.push({ event: `exited '${x.environment_name}' (snapshot #${x.snapshot_index})`, timestamp: x.at })
  return entries.sort((x, y) => x.timestamp - y.timestamp).slice(-MAX_ENTRIES)
}
