import { ActionError, invalidInput } from '../action/errors.js'
import { reviewCommits, ReviewLimitError } from '../clients/github/code-review.js'
import { commitRange, CommitRangeError, MAX_RANGE_COMMITS, type CommitRange } from '../clients/github/commit-range.js'
import { attestGeneric } from '../clients/service/catalogue/attestations.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { attestationFacts, attestationSummary } from './readers/attestation-summary.js'
import { attestationOperation } from '../action/attestation-operation.js'
import { codeReviewReport, reviewFacts, reviewTable, userDataReport, writeReportFile, type RangeStart } from './readers/code-review-report.js'
import type { InputSpecs } from '../action/declare.js'
import { commitRunningIn } from './readers/since-environment.js'
import { readOldestCommit, sayNullOldest } from './readers/oldest-commit.js'
import type { ServiceTools } from '../action/types.js'

const INPUTS = {
  'oldest-commit': {
    kind: 'string',
    pattern: PATTERNS.commitSha,
    description:
      "The newest commit already released: the review covers the commits after it, up to commit (default: commit alone). GitHub's null commit (40 zeros: `github.event.before` of a push that created the branch) counts as none given"
  },
  'since-environment': {
    kind: 'string',
    pattern: PATTERNS.environmentName,
    description:
      "Instead of oldest-commit: an environment; the review covers the commits after the commit of this flow's newest artifact running there (its latest snapshot), up to commit"
  }
} as const satisfies InputSpecs

const commits = (n: number) => `${n} commit${n === 1 ? '' : 's'}`

interface Settings {
  oldest?: string
  /** `oldest-commit` was GitHub's null commit, read as none given: said in the log. */
  oldestWasNull: boolean
  since?: string
}

/** The input that set where the range starts, for a message about the range. */
function rangeInput(settings: Settings): string {
  return settings.since !== undefined ? '`since-environment`' : '`oldest-commit`'
}

/** Lists the range, naming the input behind a problem with it; nothing has been sent yet. */
async function listRange(settings: Settings, start: RangeStart, newest: string, tools: ServiceTools): Promise<CommitRange> {
  const api = await tools.github()
  try {
    return await commitRange(tools.context, newest, start.oldest ?? start.since?.commit, api, tools.log)
  } catch (err) {
    if (!(err instanceof CommitRangeError)) throw err
    const input = rangeInput(settings)
    if (err.reason === 'not-ancestor') {
      const why = start.since
        ? `${err.message}: \`${start.since.name}\` running in \`${start.since.environment}\` was not built from a commit that \`commit\` descends from`
        : err.message
      // With since-environment the start came from the service: `commit` clashes with what it holds, after a request.
      const kind = start.since ? 'conflict' : 'invalid_input'
      throw new ActionError(kind, `inputs ${input} and \`commit\`: ${why}; expected \`commit\` to descend from the newest commit already released`, {
        cause: err
      })
    }
    if (err.reason === 'too-many')
      throw new ActionError(
        'invalid_input',
        `input ${input}: ${err.message}; expected a range of at most ${MAX_RANGE_COMMITS} commits: a later oldest commit`,
        {
          cause: err
        }
      )
    throw new ActionError(
      'invalid_input',
      `input ${input}: ${err.message}. Check out the whole history (\`actions/checkout\` with \`fetch-depth: 0\`), or let the token read the repository (\`contents: read\`)`,
      { cause: err }
    )
  }
}

/**
 * Four eyes on every change of a release: each commit from `oldest-commit` (or what runs in
 * `since-environment`) to `commit` reached the branch through a merged pull request that
 * someone other than its makers approved. Recorded as a generic attestation, with the table
 * in `user_data` and attached as JSON.
 */
export default attestationOperation({
  name: 'attest-code-review',
  title: 'Code review attestation',
  description: 'Record whether every commit of a release reached the branch through a pull request approved by someone other than its authors',
  inputs: INPUTS,
  outputs: {
    commits: 'Number of commits in the range',
    unreviewed_commits: 'The commits not reviewed, full SHAs, comma-separated',
    compliant: 'true when every commit is reviewed, else false'
  },
  endpoint: attestGeneric,
  commitFromEvidence: true,
  github: 'required',
  filesInput: 'attachments',
  read: (inputs): Settings => {
    const oldest = readOldestCommit(inputs.string('oldest-commit'))
    const settings = { oldest: oldest.commit, oldestWasNull: oldest.nullGiven, since: inputs.string('since-environment') }
    if (settings.oldest !== undefined && settings.since !== undefined)
      throw inputs.fail('since-environment', 'given together with `oldest-commit`', 'one of the two: where the range starts')
    return settings
  },
  async evidence(settings, attestation, tools) {
    const { context, log } = tools
    const newest = attestation.commit ?? context.sha
    if (!newest) throw invalidInput('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the newest commit of the release')
    const api = await tools.github()
    if (!api)
      throw invalidInput(
        'github-token',
        'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)',
        'a token that can read pull requests (`pull-requests: read`, `contents: read`)'
      )
    if (settings.oldestWasNull) sayNullOldest(log, 'the review covers `commit` alone')
    const start: RangeStart = { oldest: settings.oldest }
    if (settings.since !== undefined) {
      start.since = await commitRunningIn(settings.since, attestation.flow, tools)
      if (!start.since) start.sinceUnread = settings.since
    }
    const range = await listRange(settings, start, newest, tools)
    log.info(`reviewing ${commits(range.commits.length)} up to ${newest.slice(0, 7)}`)
    let reviews
    try {
      reviews = await reviewCommits(api, range.commits, { log })
    } catch (err) {
      if (!(err instanceof ReviewLimitError)) throw err
      throw new ActionError(
        err.reason === 'deadline' ? 'timeout' : 'invalid_input',
        `input ${rangeInput(settings)}: ${err.message}; expected a smaller range: a later oldest commit`,
        {
          cause: err
        }
      )
    }
    const report = codeReviewReport(newest, start, range, reviews)
    const compliant = report.unreviewed_commits.length === 0
    const file = writeReportFile(report)
    const userData = userDataReport(report, attestation.userData)
    const verdict =
      report.commits === 0
        ? 'no commit in the range'
        : compliant
          ? `${report.commits === 1 ? 'the one commit' : `all ${report.commits} commits`} reviewed`
          : `${report.unreviewed_commits.length} of ${commits(report.commits)} not reviewed`
    return {
      data: {
        is_compliant: compliant,
        user_data: { code_review: userData, ...(attestation.userData !== undefined && { data: attestation.userData }) }
      },
      files: [file],
      commit: newest,
      compliant,
      outputs: { commits: report.commits, unreviewed_commits: report.unreviewed_commits.join(','), compliant: String(compliant) },
      summary: (prepared) => {
        const common = attestationSummary('Code review', attestation, prepared, tools, compliant, [
          ...reviewFacts(report, start, context),
          ...attestationFacts(attestation, prepared, context)
        ])
        return {
          ...common,
          verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${verdict}; recorded in trail ${prepared.trail}` },
          table: reviewTable(reviews, context)
        }
      }
    }
  }
})
