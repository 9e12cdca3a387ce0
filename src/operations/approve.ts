import { invalidInput } from '../errors.js'
import { approvalCommitList } from '../github/commit-list.js'
import { commitUrl } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import { PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import { link } from '../summary.js'
import { defineOperation } from './types.js'

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
  userData?: unknown
}

/** `approval_state`: the states of the recorded entries, e.g. `APPROVED`. */
function approvalState(json: unknown): string {
  const approvals = (json as { approvals?: { state?: unknown }[] } | undefined)?.approvals
  if (!Array.isArray(approvals)) return ''
  return [...new Set(approvals.map((a) => a?.state).filter((s): s is string => typeof s === 'string'))].join(',')
}

/** Approves an artifact of a flow for an environment, covering the commits since the last one. */
export default defineOperation<Settings>({
  name: 'approve',
  service: true,
  read: (inputs: Inputs) => {
    return {
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
    }
  },
  async run(settings, { client, common, context, log, github }) {
    const newest = settings.newestCommit ?? context.sha
    if (!newest || !PATTERNS.commitSha.re.test(newest)) {
      throw invalidInput('newest-commit', 'not given and the workflow\'s commit (GITHUB_SHA) is unknown', PATTERNS.commitSha.expected)
    }
    const approvedBy = settings.approvedBy ?? context.actor
    if (!approvedBy) throw invalidInput('approved-by', 'not given and the workflow\'s actor (GITHUB_ACTOR) is unknown', 'the name of the approver')
    const fingerprint = await resolveFingerprint(settings.artifact)
    const commits = await approvalCommitList(context, newest, settings.oldestCommit, await github(), log)
    if (commits.length === 0) {
      throw invalidInput('oldest-commit', `equals \`newest-commit\` (${newest}): the approval would cover no commit`, 'a commit older than the newest')
    }
    const body = {
      artifact_fingerprint: fingerprint,
      description: settings.description,
      ...(settings.environment !== undefined && { environment: settings.environment }),
      src_commit_list: commits,
      ...(settings.oldestCommit !== undefined && { oldest_commit: settings.oldestCommit }),
      approvals: [
        {
          state: 'APPROVED',
          comment: settings.comment,
          approved_by: approvedBy,
          approval_url: settings.approvalUrl ?? context.runUrl ?? ''
        }
      ],
      ...(settings.userData !== undefined && { user_data: settings.userData })
    }
    const path = apiPath('approvals', common.org!, settings.flow)
    const response = await client.send({ method: 'POST', path, json: body, schema: 'approval' })
    const state = approvalState(response.json)
    return {
      outputs: { fingerprint, approval_state: state },
      summary: {
        title: `Approval: ${settings.flow}`,
        facts: [
          ['Sent to', `POST ${client.baseUrl}${path}`],
          ['Artifact', fingerprint],
          ['Environment', settings.environment],
          ['Commits covered', `${commits.length} (${commits[commits.length - 1].slice(0, 7)}..${newest.slice(0, 7)})`],
          ['Newest commit', link(commitUrl(context, newest), newest)],
          ['Approved by', approvedBy],
          ['State', response.dryRun ? 'dry run: nothing sent' : state],
        ]
      }
    }
  }
})
