import { commitUrl } from '../clients/github/context.js'
import { attestGeneric } from '../clients/service/catalogue/attestations.js'
import { hash } from '../action/summary.js'
import { approvers, prepareApproval, readApprovalInputs } from './readers/approval-inputs.js'
import { attestationOperation } from '../action/attestation-operation.js'
import { APPROVAL_INPUTS, ATTESTATION_INPUTS } from '../action/input-groups.js'

/**
 * Approval evidence for a service without the approvals API: what `approve` records, sent as
 * a generic attestation (named `approval` unless told otherwise) on the trail.
 */
export default attestationOperation({
  name: 'attest-approval',
  title: 'Approval attestation',
  description: 'Record an approval of an artifact as a generic attestation in its trail, for services without the approvals API',
  inputs: {
    ...APPROVAL_INPUTS,
    'attestation-name': { ...ATTESTATION_INPUTS['attestation-name'], required: false, default: 'approval' }
  },
  outputs: { approved_by: 'The approvers, comma-separated' },
  endpoint: attestGeneric,
  commitFromEvidence: true,
  read: (inputs, common) => readApprovalInputs(inputs, common),
  async evidence(approval, attestation, tools) {
    const record = await prepareApproval(approval, tools)
    const approved = record.approvals.every((a) => a.state === 'APPROVED')
    // The artifact and the free-form data belong to the approval; the attestation carries them.
    const userData = {
      approval: {
        artifact_fingerprint: record.fingerprint,
        description: approval.description,
        ...(approval.environment !== undefined && { environment: approval.environment }),
        src_commit_list: record.commits,
        ...(approval.oldestCommit !== undefined && { oldest_commit: approval.oldestCommit }),
        approvals: record.approvals
      },
      ...(approval.userData !== undefined && { data: approval.userData })
    }
    return {
      data: { is_compliant: approved, user_data: userData },
      fingerprint: record.fingerprint,
      commit: attestation.commit ?? record.newest,
      compliant: approved,
      outputs: { approved_by: approvers(record) },
      summary: (prepared) => ({
        title: `Approval in ${attestation.flow}`,
        verdict: { ok: approved, text: approved ? `Approved by ${approvers(record).replace(/,/g, ', ')}` : 'Not approved' },
        record: { href: tools.app.trail(tools.org, attestation.flow, prepared.trail), text: 'trail in the app' },
        facts: [
          ['Artifact', hash(record.fingerprint)],
          ['Environment', approval.environment],
          ['Commits covered', `${record.commits.length} (${record.commits[record.commits.length - 1].slice(0, 7)}..${record.newest.slice(0, 7)})`],
          ['Newest commit', hash(record.newest, commitUrl(tools.context, record.newest))],
          ['Approved by', approvers(record).replace(/,/g, ', ')],
          ['Recorded as', `generic attestation \`${attestation.name}\``]
        ]
      })
    }
  }
})
