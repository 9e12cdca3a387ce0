import { commitUrl } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import { createApproval, type ApprovalRecord as ServiceApproval } from '../service/catalogue/approvals.js'
import { ServiceError } from '../service/failure.js'
import { PATTERNS } from '../service/patterns.js'
import type { CommonSettings } from '../settings.js'
import { hash } from '../summary.js'
import { approvers, prepareApproval, readApprovalInputs, type ApprovalSettings } from './approval-inputs.js'
import { serviceOperation } from './types.js'

interface Settings extends ApprovalSettings {
  flow: string
}

/** `approval_state`: the states of the recorded entries, e.g. `APPROVED`. */
function approvalState(record: ServiceApproval | undefined): string {
  const approvals = record?.approvals
  if (!Array.isArray(approvals)) return ''
  return [...new Set(approvals.map((a) => a?.state).filter((s): s is NonNullable<typeof s> => typeof s === 'string'))].join(',')
}

/**
 * A 410, or a 404 without the service's own error message (the framework's bare "Not Found"),
 * means the route itself is gone, not that a flow is missing.
 */
function approvalsRemoved(error: ServiceError, text: string | undefined): boolean {
  if (error.status === 410) return true
  if (error.status !== 404) return false
  try {
    const body = JSON.parse(text ?? '') as { message?: unknown }
    return typeof body?.message !== 'string'
  } catch {
    return true
  }
}

/** Approves an artifact of a flow for an environment, covering the commits since the last one. */
export default serviceOperation<Settings>({
  endpoint: createApproval,
  github: 'optional',
  read: (inputs: Inputs, common: CommonSettings) => ({ flow: inputs.required('flow', PATTERNS.flowName), ...readApprovalInputs(inputs, common) }),
  async run(settings, tools) {
    const { client, org, context, app } = tools
    const record = await prepareApproval(settings, tools)
    let response
    try {
      response = await client.call(
        createApproval,
        { org, flow_name: settings.flow },
        {
          artifact_fingerprint: record.fingerprint,
          description: settings.description,
          ...(settings.environment !== undefined && { environment: settings.environment }),
          src_commit_list: record.commits,
          ...(settings.oldestCommit !== undefined && { oldest_commit: settings.oldestCommit }),
          approvals: record.approvals,
          ...(settings.userData !== undefined && { user_data: settings.userData })
        }
      )
    } catch (err) {
      if (err instanceof ServiceError && approvalsRemoved(err, client.last?.text)) {
        throw new ServiceError(
          err.kind,
          `${err.message} The service has no approvals API (the live service removed it in July 2026): record the approval as an attestation with \`operation: attest-approval\` instead.`,
          { request: err.request, attempts: err.attempts, status: err.status }
        )
      }
      throw err
    }
    const state = approvalState(response.data)
    const { commits, newest } = record
    return {
      outputs: { fingerprint: record.fingerprint, approval_state: state, approved_by: approvers(record) },
      summary: {
        title: `Approval in ${settings.flow}`,
        verdict: {
          ok: state === 'APPROVED',
          text: state === 'APPROVED' ? `Approved by ${approvers(record).replace(/,/g, ', ')}` : `Recorded as ${state || 'unknown state'}`
        },
        record: { href: app.artifact(org, settings.flow, record.fingerprint), text: 'artifact in the app' },
        facts: [
          ['Artifact', hash(record.fingerprint)],
          ['Environment', settings.environment],
          ['Commits covered', `${commits.length} (${commits[commits.length - 1].slice(0, 7)}..${newest.slice(0, 7)})`],
          ['Newest commit', hash(newest, commitUrl(context, newest))],
          ['Approved by', approvers(record).replace(/,/g, ', ')],
          ['Approvers from', settings.approversFrom === 'actor' ? 'the workflow' : `reviews of GitHub environment ${settings.githubEnvironment}`]
        ]
      }
    }
  }
})
