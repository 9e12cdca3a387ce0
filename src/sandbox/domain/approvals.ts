import type * as catalogue from '../../clients/service/catalogue/approvals.js'
import type { ApprovalListItem } from '../../clients/service/catalogue/approvals.js'
import { fromColumn } from '../json.js'
import { now, paging, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { recordCommit } from './evidence.js'
import * as approvalsCatalogue from '../../clients/service/catalogue/approvals.js'

function approvalHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /** An approval is recorded even for an artifact or flow the sandbox has not seen. */
    create({ params, body }: Call<typeof catalogue.createApproval>): Reply<typeof catalogue.createApproval> {
      const { org, flow_name: flow } = params
      const at = now()
      const number = Number(db.get('SELECT coalesce(max(number), 0) + 1 AS n FROM approvals WHERE org = ? AND flow = ?', org, flow)?.n ?? 1)
      const fingerprint = body.artifact_fingerprint
      const known = db.get('SELECT template_name, filename FROM artifacts WHERE org = ? AND fingerprint = ? ORDER BY seq DESC LIMIT 1', org, fingerprint)
      const approvals = (body.approvals ?? []).map((a) => ({ ...a, timestamp: at }))
      // The list keeps the document's list shape: the fingerprint becomes base and target artifact.
      const record: ApprovalListItem = {
        release_number: number,
        base_artifact: fingerprint,
        artifact_name: known ? String(known.template_name ?? known.filename) : fingerprint.slice(0, 12),
        target_artifact: fingerprint,
        environment: body.environment ?? null,
        description: body.description ?? '',
        src_commit_list: body.src_commit_list,
        created_at: at,
        last_modified_at: at,
        state: approvals.some((a) => a.state === 'UNAPPROVED') ? 'UNAPPROVED' : 'APPROVED',
        approvals,
        ...(body.user_data !== undefined && { user_data: body.user_data })
      }
      db.run(
        'INSERT INTO approvals (org, flow, number, fingerprint, record, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        org,
        flow,
        number,
        fingerprint,
        JSON.stringify(record),
        at
      )
      // src_commit_list is newest first: record oldest first so the newest is the latest seen.
      for (const sha of [...body.src_commit_list].reverse()) recordCommit(ctx, org, flow, fingerprint, sha, null, `approval ${number}`)
      // The answer is the request as recorded: the document allows nothing more.
      return { status: 201, body }
    },

    /** Newest first, `per_page` (20) at a time. */
    list({ params, query }: Call<typeof catalogue.listApprovals>): Reply<typeof catalogue.listApprovals> {
      const { limit, offset } = paging(query.page, query.per_page, 20)
      const rows = db.all(
        'SELECT record FROM approvals WHERE org = ? AND flow = ? ORDER BY number DESC LIMIT ? OFFSET ?',
        params.org,
        params.flow_name,
        limit,
        offset
      )
      return { status: 200, body: rows.map((r) => fromColumn<ApprovalListItem>(r.record, {} as ApprovalListItem)) }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function approvalRoutes(ctx: Context): Route[] {
  const h = approvalHandlers(ctx)
  return [route(approvalsCatalogue.createApproval, h.create), route(approvalsCatalogue.listApprovals, h.list)]
}
/* eslint-enable @typescript-eslint/unbound-method */
