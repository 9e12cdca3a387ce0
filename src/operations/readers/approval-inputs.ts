import { ActionError, invalidInput } from '../../action/errors.js'
import { approvalCommitList } from './approval-commits.js'
import { readOldestCommit, sayNullOldest } from './oldest-commit.js'
import { environmentReviews } from '../../clients/github/environment-reviews.js'
import type { ApprovalEntry } from '../../clients/service/catalogue/approvals.js'
import type { UserData } from '../../clients/service/catalogue/types.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import type { APPROVAL_INPUTS } from '../../action/input-groups.js'
import type { InputReader } from '../../action/reader.js'
import type { ValueOf } from '../../action/declare.js'
import type { CommonSettings } from '../../action/settings.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import type { ServiceTools } from '../../action/types.js'

/** What `approve` and `attest-approval` both read: the artifact, the commits, and who approved. */
export interface ApprovalSettings {
  artifact: ArtifactRef
  environment?: string
  description: string
  oldestCommit?: string
  /** `oldest-commit` was GitHub's null commit, read as none given: said in the log. */
  oldestWasNull?: boolean
  newestCommit?: string
  approversFrom: ValueOf<(typeof APPROVAL_INPUTS)['approvers-from']>
  /** The GitHub environment whose deployment reviews count, for `environment-reviews`. */
  githubEnvironment?: string
  approvedBy?: string
  approvalUrl?: string
  comment: string
  userData?: UserData
}

export function readApprovalInputs(inputs: InputReader<typeof APPROVAL_INPUTS>, common: CommonSettings): ApprovalSettings {
  const environment = inputs.string('environment')
  const approversFrom = inputs.choice('approvers-from')!
  const oldest = readOldestCommit(inputs.string('oldest-commit'))
  const settings: ApprovalSettings = {
    artifact: readArtifactRef(inputs, { required: true })!,
    environment,
    description: inputs.string('description') ?? '',
    oldestCommit: oldest.commit,
    ...(oldest.nullGiven && { oldestWasNull: true }),
    newestCommit: inputs.string('newest-commit'),
    approversFrom,
    approvedBy: inputs.string('approved-by'),
    approvalUrl: inputs.string('approval-url'),
    comment: inputs.string('comment') ?? '',
    userData: inputs.jsonData('user-data')
  }
  if (approversFrom === 'environment-reviews') {
    settings.githubEnvironment = inputs.string('github-environment') ?? environment
    if (!settings.githubEnvironment)
      throw inputs.fail(
        'github-environment',
        'required by `approvers-from: environment-reviews` (or `environment`) but neither is given',
        'the name of the GitHub environment the deploy job runs in'
      )
    if (settings.approvedBy !== undefined)
      throw inputs.fail('approved-by', 'given together with `approvers-from: environment-reviews`, which takes the approvers from GitHub', 'one of the two')
    if (!common.githubToken)
      throw invalidInput(
        'github-token',
        'required by `approvers-from: environment-reviews` but empty',
        'a token with `actions: read`, e.g. the default `${{ github.token }}`'
      )
  }
  return settings
}

/** The approval as the service records it: the artifact, the commits it covers, its approvers. */
export interface ApprovalRecord {
  fingerprint: string
  commits: string[]
  newest: string
  approvals: ApprovalEntry[]
}

/**
 * The approvers: the workflow's actor (or `approved-by`), or the approved reviews of this
 * run's deployment to a protected GitHub environment. A rejected review, or no review for
 * that environment, is an error that says what was looked for and what was found.
 */
async function approvals(settings: ApprovalSettings, { context, github }: ServiceTools): Promise<ApprovalEntry[]> {
  const url = settings.approvalUrl ?? context.runUrl ?? ''
  if (settings.approversFrom === 'actor') {
    const approvedBy = settings.approvedBy ?? context.actor
    if (!approvedBy) throw invalidInput('approved-by', "not given and the workflow's actor (GITHUB_ACTOR) is unknown", 'the name of the approver')
    return [{ state: 'APPROVED', comment: settings.comment, approved_by: approvedBy, approval_url: url }]
  }
  const api = await github()
  if (!api || !context.runId)
    throw new ActionError(
      'invalid_input',
      "`approvers-from: environment-reviews` reads this run's deployment reviews from GitHub, but GITHUB_REPOSITORY or GITHUB_RUN_ID is not set: run it in a GitHub Actions job"
    )
  const environment = settings.githubEnvironment!
  const reviews = await environmentReviews(api, context.runId, environment)
  if (reviews.rejected.length > 0) {
    throw new ActionError(
      'non_compliant',
      `the deployment to GitHub environment \`${environment}\` was rejected by ${reviews.rejected.map((r) => r.login).join(', ')}; nothing is recorded as approved`
    )
  }
  if (reviews.approved.length === 0) {
    const found =
      reviews.environmentsFound.length > 0
        ? `reviews were found for ${reviews.environmentsFound.map((e) => `\`${e}\``).join(', ')}`
        : 'this run has no deployment reviews at all'
    throw invalidInput(
      'github-environment',
      `no approved review of this run's deployment to \`${environment}\`: ${found}`,
      'the environment of a job behind required reviewers (`environment:` in the workflow), or `approvers-from: actor`'
    )
  }
  return reviews.approved.map((r) => ({ state: 'APPROVED', comment: r.comment || settings.comment, approved_by: r.login, approval_url: url }))
}

/** Everything both operations send, resolved from the clone, GitHub and the artifact. */
export async function prepareApproval(settings: ApprovalSettings, tools: ServiceTools): Promise<ApprovalRecord> {
  const { context, log, github, common } = tools
  const newest = settings.newestCommit ?? context.sha
  if (!newest || !PATTERNS.commitSha.re.test(newest)) {
    throw invalidInput('newest-commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", PATTERNS.commitSha.expected)
  }
  if (settings.oldestWasNull) sayNullOldest(log, 'the approval covers `newest-commit` alone')
  const entries = await approvals(settings, tools)
  const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
  const commits = await approvalCommitList(context, newest, settings.oldestCommit, await github(), log)
  if (commits.length === 0) {
    throw invalidInput('oldest-commit', `equals \`newest-commit\` (${newest}): the approval would cover no commit`, 'a commit older than the newest')
  }
  return { fingerprint, commits, newest, approvals: entries }
}

export function approvers(record: ApprovalRecord): string {
  return record.approvals.map((a) => a.approved_by).join(',')
}
