import { invalidInput } from '../action/errors.js'
import { writeRunnerTempFile } from '../action/runner-temp.js'
import { FindingTally, findingOf, LEVELS, SarifTally, SEVERITIES, type Level, type SeverityCounts, type Threshold } from '../evidence/sarif-severity.js'
import { openCodeScanningAlerts, type CodeScanningAlert } from '../clients/github/code-scanning.js'
import { attestGeneric } from '../clients/service/catalogue/attestations.js'
import { attestationOperation } from '../action/attestation-operation.js'
import type { InputSpecs } from '../action/declare.js'
import { readSarifInput } from './readers/sarif-input.js'

const THRESHOLDS = [...SEVERITIES, ...LEVELS] as const

const INPUTS = {
  'scan-results': {
    kind: 'list',
    description: 'SARIF 2.1.0 files or globs from any scanner (CodeQL, Trivy, Semgrep, Checkov, Snyk ...); or give code-scanning'
  },
  'code-scanning': {
    kind: 'boolean',
    default: 'false',
    description: "true: the open GitHub code-scanning alerts of this run's ref instead of files (the job needs `security-events: read`)"
  },
  'fail-on': {
    kind: 'string',
    values: THRESHOLDS,
    default: 'high',
    description:
      'Compliant exactly when no finding is at or above this: a severity (critical, high, medium, low) compares severities, a level (error, warning, note) levels; none never fails (the counts are still recorded)'
  }
} as const satisfies InputSpecs

type Source = { files: string[]; tally: FindingTally } | { codeScanning: true; threshold: Threshold }

const severityWords = (c: SeverityCounts) => SEVERITIES.map((s) => `${c[s]} ${s}`).join(', ')

function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value)
}

/** An alert as a finding: GitHub's `security_severity_level` when the rule has one, else its level (`rule.severity`). */
function alertFinding(alert: CodeScanningAlert) {
  const level = isLevel(alert.rule?.severity) ? alert.rule.severity : 'warning'
  const given = alert.rule?.security_severity_level
  if (given && (SEVERITIES as readonly string[]).includes(given)) return { severity: given as (typeof SEVERITIES)[number], level }
  return findingOf(level, undefined)
}

/** The alerts as they were read, attached as the evidence: a file in the runner's temporary folder. */
function alertsFile(alerts: CodeScanningAlert[]): string {
  return writeRunnerTempFile('code-scanning-', 'code-scanning-alerts.json', JSON.stringify(alerts, null, 1), 'the code-scanning alerts to attach')
}

/**
 * Any scanner's SARIF, or GitHub's open code-scanning alerts, judged here by `fail-on` and
 * recorded as a generic attestation: the counts per severity and per tool in `user_data`, the
 * SARIF attached.
 */
export default attestationOperation({
  name: 'attest-sarif',
  title: 'SARIF scan',
  description: "Record any scanner's SARIF results (or GitHub code-scanning alerts) in a trail: compliant when no finding reaches fail-on",
  inputs: INPUTS,
  outputs: {
    critical: 'Number of critical findings',
    high: 'Number of high findings',
    medium: 'Number of medium findings',
    low: 'Number of low findings',
    findings: 'Number of findings, whatever their severity',
    compliant: 'true when no finding is at or above fail-on (always with fail-on: none)'
  },
  endpoint: attestGeneric,
  filesInput: 'scan-results',
  async read(inputs): Promise<Source> {
    const threshold: Threshold = inputs.choice('fail-on') ?? 'high'
    const given = inputs.list('scan-results')
    if (inputs.boolean('code-scanning')) {
      if (given.length > 0) throw inputs.fail('scan-results', 'given with `code-scanning: true`', 'one of them: SARIF files, or the code-scanning alerts')
      return { codeScanning: true, threshold }
    }
    if (given.length === 0)
      throw inputs.fail('scan-results', 'not given (and `code-scanning` is not true)', 'SARIF 2.1.0 files or globs, or `code-scanning: true`')
    const tally = new FindingTally(threshold)
    const files = await readSarifInput('scan-results', given, inputs.baseDir, new SarifTally(tally))
    return { files, tally }
  },
  async evidence(source, attestation, { context, github }) {
    let tally: FindingTally
    let files: string[]
    if ('codeScanning' in source) {
      if (!context.ref)
        throw invalidInput('code-scanning', "the run's ref (GITHUB_REF) is unknown, so there are no alerts to read", 'a run on a branch, tag or pull request')
      const api = await github()
      if (!api)
        throw invalidInput(
          'github-token',
          'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)',
          'a token that can read code-scanning alerts (`security-events: read`)'
        )
      const alerts = await openCodeScanningAlerts(api, context.ref)
      tally = new FindingTally(source.threshold)
      for (const alert of alerts) {
        const finding = alertFinding(alert)
        if (finding) tally.add(alert.tool?.name || 'unnamed tool', finding)
      }
      files = [alertsFile(alerts)]
    } else ({ tally, files } = source)
    const user = attestation.userData
    if (Array.isArray(user)) throw invalidInput('user-data', 'is an array; attest-sarif adds its counts under `sarif`', 'a JSON object')
    const compliant = tally.failing === 0
    const { total } = tally
    const sarif = {
      fail_on: tally.threshold,
      source: 'codeScanning' in source ? 'github-code-scanning' : 'sarif-files',
      findings: total.findings,
      findings_failing: tally.failing,
      severities: Object.fromEntries(SEVERITIES.map((s) => [s, total[s]])),
      tools: Object.fromEntries(tally.byTool)
    }
    const counts = `${total.findings} finding(s) (${severityWords(total)})`
    return {
      data: { is_compliant: compliant, user_data: { ...(user ?? {}), sarif } },
      files,
      compliant,
      outputs: { ...Object.fromEntries(SEVERITIES.map((s) => [s, total[s]])), findings: total.findings, compliant: String(compliant) },
      facts: [
        ['Findings', counts],
        ['Fail on', tally.threshold === 'none' ? 'none: never fails' : `${tally.threshold}: ${tally.failing} finding(s) at or above it`]
      ],
      table: {
        head: ['Tool', ...SEVERITIES.map((s) => s[0].toUpperCase() + s.slice(1)), 'Findings'],
        rows: [...tally.byTool].map(([tool, c]) => [tool, ...SEVERITIES.map((s) => String(c[s])), String(c.findings)])
      }
    }
  }
})
