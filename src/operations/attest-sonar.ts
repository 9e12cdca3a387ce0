import { existsSync } from 'node:fs'
import path from 'node:path'
import { ActionError, invalidInput } from '../action/errors.js'
import type { RunContext } from '../clients/github/context.js'
import { serverUrl } from '../clients/rest/url.js'
import { UrlError } from '../clients/service/url.js'
import { attestSonar, type SonarResults } from '../clients/service/catalogue/attestations.js'
import { SonarApi } from '../clients/sonar/api.js'
import { ReportTaskError, SonarError } from '../clients/sonar/errors.js'
import { parseReportTask, REPORT_TASK_MAX_BYTES } from '../clients/sonar/report-task.js'
import { sonarResults, type SonarScan } from '../clients/sonar/results.js'
import { link, type SummarySection } from '../action/summary.js'
import { attestationOperation } from '../action/attestation-operation.js'
import { attestationFacts, attestationSummary } from './readers/attestation-summary.js'
import type { InputSpecs } from '../action/declare.js'
import { readInputFile } from './readers/input-files.js'
import { headerCredential, serverUrlInput } from './readers/outside-inputs.js'
import type { InputReader } from '../action/reader.js'

/** Where scanners leave their report: sonar-scanner (and the GitHub action), Maven, Gradle. */
const REPORT_TASKS = ['.scannerwork/report-task.txt', 'target/sonar/report-task.txt', 'build/sonar/report-task.txt']
const REPORT_EXPECTED = 'the `report-task.txt` a SonarQube scanner wrote in an earlier step of this job, or `sonar-project-key`'
const SONARCLOUD = 'https://sonarcloud.io'

const INPUTS = {
  'sonar-token': { kind: 'secret', required: true, description: 'SonarQube token that may browse the project (a secret; masked)' },
  'sonar-report-task': {
    kind: 'path',
    description: "The scanner's report-task.txt (default: .scannerwork/report-task.txt, else target/sonar/report-task.txt, else build/sonar/report-task.txt)"
  },
  'sonar-project-key': {
    kind: 'string',
    pattern: { re: /^[A-Za-z0-9_.:-]{1,400}$/, expected: 'a SonarQube project key: letters, digits, `-`, `_`, `.` and `:`' },
    description: "Instead of a report task: the project whose analysis of `commit` to attest, on the workflow's branch or pull request"
  },
  'sonar-host-url': { kind: 'string', description: "SonarQube's URL (default: the report task's serverUrl, else https://sonarcloud.io)" },
  'sonar-branch': {
    kind: 'string',
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
    pattern: { re: /^[^\s\u0000-\u001f\u007f]{1,255}$/, expected: 'a branch name, without spaces' },
    description: "The branch SonarQube analysed (default: the workflow's branch, none for the repository's default branch)"
  },
  'sonar-pull-request': {
    kind: 'string',
    pattern: { re: /^[0-9]{1,10}$/, expected: 'a pull request number' },
    description: "The pull request SonarQube analysed (default: the workflow's pull request, on pull_request events)"
  },
  'sonar-wait-seconds': {
    kind: 'number',
    min: 0,
    max: 3600,
    default: '300',
    description: 'How long to wait, in all, for SonarQube to finish the analysis; then the step fails with a timeout'
  }
} as const satisfies InputSpecs

interface Settings {
  token: string
  server: string
  /** Where the server URL came from, for a message about it. */
  serverInput: 'sonar-host-url' | 'sonar-report-task' | undefined
  scan: SonarScan
  report?: string
  branch?: string
  pullRequest?: string
  waitSeconds: number
}

/** The scanner's report: the one named, else the first of the usual places that exists. */
function reportFile(inputs: InputReader<typeof INPUTS>, projectKey: string | undefined): string | undefined {
  const given = inputs.path('sonar-report-task')
  if (given !== undefined) return given
  const found = REPORT_TASKS.map((p) => path.resolve(inputs.baseDir, p)).find((p) => existsSync(p))
  if (found === undefined && projectKey === undefined)
    throw invalidInput('sonar-report-task', `not given, and none of ${REPORT_TASKS.join(', ')} exists in ${inputs.baseDir}`, REPORT_EXPECTED)
  return projectKey === undefined ? found : undefined
}

function readSettings(inputs: InputReader<typeof INPUTS>): Settings {
  const token = headerCredential('sonar-token', inputs.required('sonar-token'), 'a SonarQube token')!
  const projectKey = inputs.string('sonar-project-key')
  const host = inputs.string('sonar-host-url')
  const branch = inputs.string('sonar-branch')
  const pullRequest = inputs.string('sonar-pull-request')
  const waitSeconds = inputs.number('sonar-wait-seconds')!
  if (branch !== undefined && pullRequest !== undefined)
    throw inputs.fail('sonar-pull-request', 'given with `sonar-branch`: an analysis is of a branch or of a pull request, not both', 'one of the two')
  const hostUrl = host === undefined ? undefined : serverUrlInput('sonar-host-url', host, SONARCLOUD)
  const file = reportFile(inputs, projectKey)
  if (file === undefined)
    return {
      token,
      server: hostUrl ?? SONARCLOUD,
      serverInput: hostUrl ? 'sonar-host-url' : undefined,
      scan: { project: projectKey! },
      branch,
      pullRequest,
      waitSeconds
    }

  const content = readInputFile('sonar-report-task', file, REPORT_TASK_MAX_BYTES, REPORT_EXPECTED)
  if (content.length === 0) throw invalidInput('sonar-report-task', `${file} is empty`, REPORT_EXPECTED)
  let task
  try {
    task = parseReportTask(content.toString('utf8'))
  } catch (err) {
    if (err instanceof ReportTaskError) throw invalidInput('sonar-report-task', `${file} ${err.message}`, REPORT_EXPECTED)
    throw err
  }
  if (projectKey !== undefined && task.projectKey !== undefined && task.projectKey !== projectKey)
    throw inputs.fail(
      'sonar-project-key',
      `\`${projectKey}\` is not the project of ${file} (\`${task.projectKey}\`)`,
      'the key of the project the scanner analysed, or no key'
    )
  let fromFile: string | undefined
  // Given a URL of its own, the file's does not matter.
  if (task.serverUrl !== undefined && hostUrl === undefined) {
    try {
      fromFile = serverUrl(task.serverUrl, SONARCLOUD)
    } catch (err) {
      if (err instanceof UrlError) throw invalidInput('sonar-report-task', `${file}: its serverUrl ${err.message}`, `${err.expected}, or \`sonar-host-url\``)
      throw err
    }
  }
  const server = hostUrl ?? fromFile ?? SONARCLOUD
  // The dashboard the file names is on the file's server; on another, the action makes its own.
  const sameServer = hostUrl === undefined || hostUrl === task.serverUrl?.replace(/\/+$/, '')
  const dashboardUrl = sameServer && /^https?:\/\//.test(task.dashboardUrl ?? '') ? task.dashboardUrl : undefined
  return {
    token,
    server,
    serverInput: hostUrl ? 'sonar-host-url' : fromFile ? 'sonar-report-task' : undefined,
    scan: { task: task.ceTaskId, dashboardUrl, projectKey: task.projectKey },
    report: file,
    branch,
    pullRequest,
    waitSeconds
  }
}

/**
 * What was scanned, when not given: a pull request's run scans the pull request; a branch's,
 * the branch, except the repository's default branch, which is SonarQube's main branch.
 */
function scopeFromEvent(context: RunContext): { branch?: string; pullRequest?: string } {
  const pull = context.event.pull_request as { number?: unknown } | undefined
  if (typeof pull?.number === 'number') return { pullRequest: String(pull.number) }
  const fromRef = /^refs\/pull\/(\d+)\//.exec(context.ref ?? '')?.[1]
  if (fromRef) return { pullRequest: fromRef }
  if (!context.ref?.startsWith('refs/heads/') || !context.branch) return {}
  const defaultBranch = (context.event.repository as { default_branch?: unknown } | undefined)?.default_branch
  return context.branch === defaultBranch ? {} : { branch: context.branch }
}

/** A failure of SonarQube's, said with the input that can fix it. */
function sonarFailure(err: unknown, s: Settings): unknown {
  if (!(err instanceof SonarError)) return err
  const options = { cause: err, status: err.status }
  switch (err.about) {
    case 'token':
      return new ActionError(err.kind, `input \`sonar-token\`: ${err.message}; expected a token of a SonarQube user who may browse the project`, options)
    case 'server':
      return new ActionError(
        err.kind,
        s.serverInput === 'sonar-report-task'
          ? `input \`sonar-report-task\`: ${s.report} names the server ${s.server}: ${err.message}`
          : `input \`sonar-host-url\`: ${err.message}`,
        options
      )
    case 'report':
      return new ActionError(
        err.kind,
        `input \`sonar-report-task\`: ${s.report}: ${err.message}; expected the report of a scan this job ran against ${s.server}`,
        options
      )
    case 'revision':
      return new ActionError(
        'invalid_input',
        `input \`sonar-report-task\`: ${s.report}: ${err.message}. Its analysis is not of this commit (a report left from an earlier scan?); expected the report of this commit's scan, or \`commit\` set to the commit scanned`,
        options
      )
    case 'branch':
      return new ActionError('invalid_input', `input \`${s.pullRequest !== undefined ? 'sonar-pull-request' : 'sonar-branch'}\`: ${err.message}`, options)
  }
  if (err.kind === 'timeout') return new ActionError('timeout', `${err.message}; raise \`sonar-wait-seconds\` if SonarQube needs longer`, options)
  return new ActionError(err.kind, err.message, options)
}

const failed = (r: SonarResults) => r.qualityGate.conditions.filter((c) => c.status === 'ERROR')
const warned = (r: SonarResults) => r.qualityGate.conditions.filter((c) => c.status === 'WARN')
const OPERATORS: Record<string, string> = { GT: '>', LT: '<', EQ: '=', NE: '≠' }

/** "quality gate ERROR: 2 of 5 conditions failed, 1 warned". */
function gateWords(r: SonarResults): string {
  const total = r.qualityGate.conditions.length
  const counts = [`${failed(r).length} of ${total} condition${total === 1 ? '' : 's'} failed`, ...(warned(r).length > 0 ? [`${warned(r).length} warned`] : [])]
  return `quality gate ${r.qualityGate.status}${total > 0 ? `: ${counts.join(', ')}` : ''}`
}

function scopeWords(r: SonarResults): string {
  return r.pullRequest ? `pull request ${r.pullRequest}` : r.branch?.name ? `branch ${r.branch.name}` : 'main branch'
}

/**
 * A SonarQube analysis and its quality gate: from the scanner's report task (waited for until
 * SonarQube has processed it) or from the project's analysis of the commit. An analysis of
 * another commit is refused, never recorded. Compliant when the quality gate is OK.
 */
export default attestationOperation({
  name: 'attest-sonar',
  title: 'SonarQube analysis',
  description: 'Record a SonarQube analysis of the commit and its quality gate in a trail: compliant when the gate is OK',
  inputs: INPUTS,
  outputs: {
    quality_gate: 'The quality gate status: OK, WARN or ERROR',
    compliant: 'true or false: whether the quality gate is OK'
  },
  endpoint: attestSonar,
  commitFromEvidence: true,
  read: (inputs) => readSettings(inputs),
  async evidence(s, attestation, tools) {
    const { context, log, common } = tools
    const commit = attestation.commit ?? context.sha
    if (!commit) throw invalidInput('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the commit the analysis must be of')
    // A pull request's run checks out a merge commit; a scanner may record the pull request's head instead.
    const head = (context.event.pull_request as { head?: { sha?: unknown } } | undefined)?.head?.sha
    const revisions = [commit, ...(attestation.commit === undefined && typeof head === 'string' && head !== commit ? [head] : [])]
    const scan: SonarScan =
      'task' in s.scan
        ? s.scan
        : { ...s.scan, ...(s.branch === undefined && s.pullRequest === undefined ? scopeFromEvent(context) : { branch: s.branch, pullRequest: s.pullRequest }) }
    const api = new SonarApi(s.server, s.token, { timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries, log })
    let results: SonarResults
    try {
      results = await sonarResults(api, scan, { revisions, branch: s.branch, pullRequest: s.pullRequest }, { ms: s.waitSeconds * 1000, log })
    } catch (err) {
      throw sonarFailure(err, s)
    }
    const compliant = results.qualityGate.status === 'OK'
    const conditions = [...failed(results), ...warned(results), ...results.qualityGate.conditions.filter((c) => c.status !== 'ERROR' && c.status !== 'WARN')]
    const facts: SummarySection['facts'] = [
      ['Project', link(results.project.url, results.project.name || results.project.key)],
      ['Analysis', `${results.revision.slice(0, 12)} (${scopeWords(results)}), ${results.analysedAt}${results.taskId ? `, task ${results.taskId}` : ''}`],
      ['Quality gate', gateWords(results).replace(/^quality gate /, '')]
    ]
    return {
      data: { sonar_results: results },
      commit,
      compliant,
      outputs: { quality_gate: results.qualityGate.status, compliant: String(compliant) },
      summary: (prepared) => {
        const section = attestationSummary('SonarQube analysis', attestation, prepared, tools, compliant, [
          ...facts,
          ...attestationFacts(attestation, prepared, context)
        ])
        return {
          ...section,
          verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${gateWords(results)}; recorded in trail ${prepared.trail}` },
          ...(conditions.length > 0 && {
            table: {
              head: ['Condition', 'Status', 'Value', 'Threshold'],
              rows: conditions.map((c) => [
                c.metric,
                c.status,
                c.value ?? '',
                c.errorThreshold ? `${OPERATORS[c.operator] ?? c.operator} ${c.errorThreshold}` : ''
              ])
            }
          })
        }
      }
    }
  }
})
