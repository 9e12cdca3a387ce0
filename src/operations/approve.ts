import { commitUrl } from '../clients/github/context.js'
import { createApproval, type ApprovalRecord as ServiceApproval } from '../clients/service/catalogue/approvals.js'
import { ServiceError } from '../clients/service/failure.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { hash } from '../action/summary.js'
import { approvers, prepareApproval, readApprovalInputs, type ApprovalSettings } from './readers/approval-inputs.js'
import { APPROVAL_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'

interface Settings extends ApprovalSettings {
  flow: string
}

/** `approval_state`: the states of the recorded entries, e.g. `APPROVED`. */
function approvalState(record: ServiceApproval | undefined): string {
  const approvals = record?.approvals
  if (!Array.isArray(approvals)) return ''
  return [...new Set(approvals.map((a) => a?.state).filter((s): s is NonNullable<typeof s> => typeof s === 'string'))].join(',')
}

const INSTEAD = 'record the approval as an attestation with `operation: attest-approval` instead (the same approval, on the trail)'

/**
 * What a 404 or 410 means here. A 410, or a 404 without the service's own error message (the
 * framework's bare "Not Found"), says the route itself is gone; a 404 with a message may be a
 * missing flow or artifact, or a service whose approvals API went away answering for it.
 */
function approvalsAdvice(error: ServiceError, text: string | undefined): string | undefined {
  if (error.status !== 404 && error.status !== 410) return undefined
  let said = false
  try {
    said = typeof (JSON.parse(text ?? '') as { message?: unknown })?.message === 'string'
  } catch {
    // not the service's JSON: the route is gone
  }
  return error.status === 410 || !said
    ? `The service has no approvals API (the live service removed it in July 2026): ${INSTEAD}.`
    : `If the flow and the artifact exist, the service may no longer have the approvals API (the live service removed it in July 2026): ${INSTEAD}.`
}

/** Approves an artifact of a flow for an environment, covering the commits since the last one. */
export default serviceOperation({
  name: 'approve',
  title: 'Approval',
  description: 'Approve an artifact of a flow for an environment, through the approvals API (services that still have it)',
  inputs: {
    flow: { kind: 'string', pattern: PATTERNS.flowName, required: true, description: 'Flow name (default: KOSLI_FLOW)' },
    ...APPROVAL_INPUTS
  },
  outputs: {
    fingerprint: 'The artifact fingerprint approved',
    approval_state: 'State of the approval entries (e.g. APPROVED)',
    approved_by: 'The approvers, comma-separated'
  },
  endpoint: createApproval,
  github: 'optional',
  read: (inputs, common): Settings => ({ flow: inputs.required('flow'), ...readApprovalInputs(inputs, common) }),
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
      const advice = err instanceof ServiceError ? approvalsAdvice(err, client.last?.text) : undefined
      if (advice) throw new ServiceError((err as ServiceError).kind, `${(err as ServiceError).message} ${advice}`, err as ServiceError)
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
