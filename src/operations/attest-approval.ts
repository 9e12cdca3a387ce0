import { commitUrl } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import { attestGeneric } from '../service/catalogue/attestations.js'
import type { CommonSettings } from '../settings.js'
import { hash } from '../summary.js'
import { approvers, prepareApproval, readApprovalInputs, type ApprovalSettings } from './approval-inputs.js'
import { prepareAttestation, readAttestationInputs, type AttestationInputs } from './attestation-inputs.js'
import { serviceOperation } from './types.js'

interface Settings {
  approval: ApprovalSettings
  attestation: AttestationInputs
}

/**
 * Approval evidence for a service without the approvals API: what `approve` records, sent as
 * a generic attestation (named `approval` unless told otherwise) on the trail.
 */
export default serviceOperation<Settings>({
  endpoint: attestGeneric,
  github: 'optional',
  read: (inputs: Inputs, common: CommonSettings) => {
    const approval = readApprovalInputs(inputs, common)
    // The artifact and the free-form data belong to the approval; the attestation carries them.
    const attestation = readAttestationInputs(inputs, { defaultName: 'approval' })
    return { approval, attestation: { ...attestation, artifact: undefined, userData: undefined } }
  },
  async run({ approval, attestation }, tools) {
    const record = await prepareApproval(approval, tools)
    const prepared = await prepareAttestation({ ...attestation, commit: attestation.commit ?? record.newest }, tools)
    const approved = record.approvals.every((a) => a.state === 'APPROVED')
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
    await tools.client.call(
      attestGeneric,
      { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail },
      {
        data_json: { ...prepared.fields, artifact_fingerprint: record.fingerprint, is_compliant: approved, user_data: userData },
        ...(prepared.attachment && { attachment_file: prepared.attachment })
      }
    )
    return {
      outputs: { fingerprint: record.fingerprint, approved_by: approvers(record), trail: prepared.trail },
      summary: {
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
      }
    }
  }
})
