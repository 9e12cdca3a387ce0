import { invalidInput } from '../errors.js'
import { approvalCommitList } from '../github/commit-list.js'
import { commitUrl } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import { createApproval, type ApprovalRecord } from '../service/catalogue/approvals.js'
import { PATTERNS } from '../service/patterns.js'
import { link } from '../summary.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import { serviceOperation } from './types.js'

interface Settings {
  flow: string
  artifact: ArtifactRef
  environment?: string
  description: string
  oldestCommit?: string
  newestCommit?: string
  approvedBy?: string
  approvalUrl?: string
  comment: string
  userData?: Record<string, unknown> | unknown[]
}

/** `approval_state`: the states of the recorded entries, e.g. `APPROVED`. */
function approvalState(record: ApprovalRecord | undefined): string {
  const approvals = record?.approvals
  if (!Array.isArray(approvals)) return ''
  return [...new Set(approvals.map((a) => a?.state).filter((s): s is NonNullable<typeof s> => typeof s === 'string'))].join(',')
}

/** Approves an artifact of a flow for an environment, covering the commits since the last one. */
export default serviceOperation<Settings>({
  endpoint: createApproval,
  github: 'optional',
  read: (inputs: Inputs) => ({
    flow: inputs.required('flow', PATTERNS.flowName),
    artifact: readArtifactRef(inputs, { required: true })!,
    environment: inputs.optional('environment', PATTERNS.pathName),
    description: inputs.optional('description') ?? '',
    oldestCommit: inputs.optional('oldest-commit', PATTERNS.commitSha),
    newestCommit: inputs.optional('newest-commit', PATTERNS.commitSha),
    approvedBy: inputs.optional('approved-by'),
    approvalUrl: inputs.optional('approval-url'),
    comment: inputs.optional('comment') ?? '',
    userData: inputs.jsonData('user-data')
  }),
  async run(settings, { client, org, context, log, github }) {
    const newest = settings.newestCommit ?? context.sha
    if (!newest || !PATTERNS.commitSha.re.test(newest)) {
      throw invalidInput('newest-commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", PATTERNS.commitSha.expected)
    }
    const approvedBy = settings.approvedBy ?? context.actor
    if (!approvedBy) throw invalidInput('approved-by', "not given and the workflow's actor (GITHUB_ACTOR) is unknown", 'the name of the approver')
    const fingerprint = await resolveFingerprint(settings.artifact)
    const commits = await approvalCommitList(context, newest, settings.oldestCommit, await github(), log)
    if (commits.length === 0) {
      throw invalidInput('oldest-commit', `equals \`newest-commit\` (${newest}): the approval would cover no commit`, 'a commit older than the newest')
    }
    const response = await client.call(
      createApproval,
      { org, flow_name: settings.flow },
      {
        artifact_fingerprint: fingerprint,
        description: settings.description,
        ...(settings.environment !== undefined && { environment: settings.environment }),
        src_commit_list: commits,
        ...(settings.oldestCommit !== undefined && { oldest_commit: settings.oldestCommit }),
        approvals: [{ state: 'APPROVED', comment: settings.comment, approved_by: approvedBy, approval_url: settings.approvalUrl ?? context.runUrl ?? '' }],
        ...(settings.userData !== undefined && { user_data: settings.userData })
      }
    )
    const state = approvalState(response.data)
    return {
      outputs: { fingerprint, approval_state: state },
      summary: {
        title: `Approval: ${settings.flow}`,
        facts: [
          ['Artifact', fingerprint],
          ['Environment', settings.environment],
          ['Commits covered', `${commits.length} (${commits[commits.length - 1].slice(0, 7)}..${newest.slice(0, 7)})`],
          ['Newest commit', link(commitUrl(context, newest), newest)],
          ['Approved by', approvedBy],
          ['State', state]
        ]
      }
    }
  }
})
