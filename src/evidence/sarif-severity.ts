import { isObject, ruleOf, type SarifResult, type SarifTool, type SarifVisitor } from './sarif.js'

/**
 * How serious a SARIF result is, as GitHub code scanning reads it: its rule's
 * `security-severity` (a CVSS-like score: 9 and up critical, 7 high, 4 medium, else low) when
 * the rule has one, else its level read as a severity (error high, warning medium, note low,
 * none no finding). Its level is the result's `level`, else the rule's
 * `defaultConfiguration.level`, else `warning`, SARIF's default.
 */

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export type Severity = (typeof SEVERITIES)[number]
export const LEVELS = ['error', 'warning', 'note', 'none'] as const
export type Level = (typeof LEVELS)[number]
/** `fail-on`: a severity compares severities, a level compares levels. */
export type Threshold = Severity | Level

export interface Finding {
  severity: Severity
  level: Level
}

const LEVEL_SEVERITY: Record<Level, Severity | undefined> = { error: 'high', warning: 'medium', note: 'low', none: undefined }

export function severityOfScore(score: number): Severity {
  return score >= 9 ? 'critical' : score >= 7 ? 'high' : score >= 4 ? 'medium' : 'low'
}

const isLevel = (value: unknown): value is Level => typeof value === 'string' && (LEVELS as readonly string[]).includes(value)

/** A `security-severity` as tools write it: a number, usually as text ("8.8"). */
export function securityScore(value: unknown): number | undefined {
  const score = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(score) ? score : undefined
}

/** A finding from its level and its rule's score, when there is one; undefined when it is none. */
export function findingOf(level: Level, score: number | undefined): Finding | undefined {
  const severity = score !== undefined ? severityOfScore(score) : LEVEL_SEVERITY[level]
  return severity ? { severity, level } : undefined
}

/**
 * Whether a result is a finding at all: one that passed or does not apply (`kind` other than
 * `fail`), was suppressed (a suppression not rejected), or is gone since the baseline
 * (`baselineState: absent`) is not, as SARIF defines them.
 */
function counts(result: SarifResult): boolean {
  if (result.kind !== undefined && result.kind !== 'fail') return false
  if (result.baselineState === 'absent') return false
  if (Array.isArray(result.suppressions)) {
    const standing = (result.suppressions as unknown[]).filter((s) => !isObject(s) || (s.status !== 'rejected' && s.status !== 'underReview'))
    if (standing.length > 0) return false
  }
  return true
}

/** A SARIF result as a finding of its run's tool; undefined when it is none. */
export function sarifFinding(result: SarifResult, tool: SarifTool): Finding | undefined {
  if (!counts(result)) return undefined
  const rule = ruleOf(result, tool)
  const given = result.level
  const level: Level = isLevel(given) ? given : isLevel(rule?.defaultConfiguration?.level) ? rule.defaultConfiguration.level : 'warning'
  return findingOf(level, securityScore(rule?.properties?.['security-severity']))
}

/**
 * Whether a finding is at or above `fail-on`. `none` sets no threshold: nothing reaches it, as
 * `none` never fails in reviewdog and code scanning, where users of SARIF learnt the word.
 */
export function reaches(finding: Finding, threshold: Threshold): boolean {
  if (threshold === 'none') return false
  if ((LEVELS as readonly string[]).includes(threshold)) return LEVELS.indexOf(finding.level) <= LEVELS.indexOf(threshold as Level)
  return SEVERITIES.indexOf(finding.severity) <= SEVERITIES.indexOf(threshold as Severity)
}

export type SeverityCounts = Record<Severity, number> & { findings: number }

export const noCounts = (): SeverityCounts => ({ critical: 0, high: 0, medium: 0, low: 0, findings: 0 })

/** Findings counted by severity, per tool and over all, and how many reach the threshold. */
export class FindingTally {
  readonly total = noCounts()
  readonly byTool = new Map<string, SeverityCounts>()
  failing = 0

  constructor(readonly threshold: Threshold) {}

  /** A tool that ran, counted even when it found nothing. */
  ran(tool: string): SeverityCounts {
    const counts = this.byTool.get(tool) ?? noCounts()
    this.byTool.set(tool, counts)
    return counts
  }

  add(tool: string, finding: Finding, times = 1): void {
    const counts = this.ran(tool)
    for (const c of [counts, this.total]) {
      c[finding.severity] += times
      c.findings += times
    }
    if (reaches(finding, this.threshold)) this.failing += times
  }
}

/**
 * Counts a SARIF log's findings while it streams by. A run's tool may come after its results,
 * so each result is kept only as what decides its severity (its rule reference and level), and
 * counted by that: memory grows with the rules, not with the results.
 */
export class SarifTally implements SarifVisitor {
  private pending = new Map<string, { result: SarifResult; times: number }>()

  /** All a result's severity depends on: the rest of it (message, locations, flows) is never read. */
  readonly members = ['ruleId', 'ruleIndex', 'rule', 'level', 'kind', 'baselineState', 'suppressions']

  constructor(readonly tally: FindingTally) {}

  result(_run: number, result: SarifResult): void {
    const { ruleId, ruleIndex, rule, level, kind, baselineState, suppressions } = result
    const simple = rule === undefined && kind === undefined && baselineState === undefined && suppressions === undefined
    // Most results differ only in rule and level: their key is cheap to make.
    const key = simple
      ? `${String(ruleId)}\u0000${String(ruleIndex)}\u0000${String(level)}`
      : JSON.stringify([ruleId, ruleIndex, rule, level, kind, baselineState, suppressions])
    const seen = this.pending.get(key)
    if (seen) seen.times++
    else this.pending.set(key, { result: { ruleId, ruleIndex, rule, level, kind, baselineState, suppressions }, times: 1 })
  }

  runEnd(_run: number, tool: SarifTool): void {
    const name = tool.driver.name || 'unnamed tool'
    this.tally.ran(name)
    for (const { result, times } of this.pending.values()) {
      const finding = sarifFinding(result, tool)
      if (finding) this.tally.add(name, finding, times)
    }
    this.pending.clear()
  }
}
