import type { SnykIssue, SnykProjectResult, SnykResults } from '../clients/service/catalogue/scan-attestations.js'
import { isObject, type SarifResult, type SarifTool, type SarifVisitor } from './sarif.js'

/**
 * `snyk_results` as the reference client builds it from Snyk's SARIF (`kosli attest snyk`):
 * per run, the findings by level and their counts; the tool is the first run's driver. Levels
 * are Snyk's: a result's `level`, else its rule's `properties.problem.severity` (Snyk IaC
 * leaves `level` out), mapped as Snyk documents them: error, high and critical are high;
 * warning and medium medium; info, low and note low; anything else is not counted.
 */

type Bucket = 'high' | 'medium' | 'low'

const BUCKETS = new Map<string, Bucket>([
  ['error', 'high'],
  ['high', 'high'],
  ['critical', 'high'],
  ['warning', 'medium'],
  ['medium', 'medium'],
  ['info', 'low'],
  ['low', 'low'],
  ['note', 'low']
])

/** SARIF's own default, used where the reference client gives up (no level anywhere): see snykLevel. */
const SARIF_DEFAULT_LEVEL = 'warning'

function issueOf(result: SarifResult): SnykIssue {
  const locations: NonNullable<SnykIssue['locations']> = []
  for (const location of Array.isArray(result.locations) ? (result.locations as unknown[]) : []) {
    const physical = isObject(location) && isObject(location.physicalLocation) ? location.physicalLocation : undefined
    if (!physical) continue
    const region = isObject(physical.region) ? physical.region : {}
    const start = Number.isInteger(region.startLine) ? (region.startLine as number) : undefined
    const end = Number.isInteger(region.endLine) ? (region.endLine as number) : undefined
    const lines = start === undefined ? '' : end !== undefined && end !== start ? `${start}-${end}` : String(start)
    const artifact = isObject(physical.artifactLocation) ? physical.artifactLocation : {}
    locations.push({ uri: typeof artifact.uri === 'string' ? artifact.uri : '', ...(lines !== '' && { lines }) })
  }
  const message = isObject(result.message) && typeof result.message.text === 'string' ? result.message.text : ''
  const properties = isObject(result.properties) ? result.properties : {}
  const score = properties.priorityScore
  return {
    id: typeof result.ruleId === 'string' ? result.ruleId : '',
    message,
    ...(locations.length > 0 && { locations }),
    ...(typeof score === 'number' && score !== 0 && { priority_score: score })
  }
}

/**
 * The level the reference client reads: the result's, else its rule's (by `ruleId`, in the
 * driver) `properties.problem.severity`. Where it finds neither it refuses the file; the action
 * takes SARIF's default instead (the rule's `defaultConfiguration.level`, else `warning`).
 */
function snykLevel(pending: Pending, tool: SarifTool): string {
  if (pending.level !== undefined) return pending.level
  const rule = tool.driver.rules?.find((r) => r.id === pending.issue.id)
  const problem = rule?.properties?.problem
  if (isObject(problem) && typeof problem.severity === 'string') return problem.severity
  const level = rule?.defaultConfiguration?.level
  return typeof level === 'string' ? level : SARIF_DEFAULT_LEVEL
}

/** A result of a run whose tool may come after it: its issue, and its own level if it has one. */
interface Pending {
  issue: SnykIssue
  level?: string
}

/** Collects `snyk_results` over one or more SARIF files, run after run. */
export class SnykCollector implements SarifVisitor {
  private pending: Pending[] = []
  readonly members = ['ruleId', 'level', 'message', 'locations', 'properties']
  private tool: SnykResults['tool'] | undefined
  readonly results: SnykProjectResult[] = []

  result(_run: number, result: SarifResult): void {
    this.pending.push({ issue: issueOf(result), ...(typeof result.level === 'string' && { level: result.level }) })
  }

  runEnd(_run: number, tool: SarifTool): void {
    this.tool ??= { name: tool.driver.name ?? '', version: tool.driver.version ?? '' }
    const summary: SnykProjectResult = { high_count: 0, medium_count: 0, low_count: 0 }
    for (const pending of this.pending) {
      const bucket = BUCKETS.get(snykLevel(pending, tool))
      if (!bucket) continue
      summary[`${bucket}_count`]++
      ;(summary[bucket] ??= []).push(pending.issue)
    }
    this.pending = []
    // The reference client lists the buckets in this order, each only when it holds something.
    const { high, medium, low, ...counts } = summary
    this.results.push({ ...counts, ...(high && { high }), ...(medium && { medium }), ...(low && { low }) })
  }

  /** With no run at all, the reference client sends a tool with empty name and version. */
  summary(): SnykResults {
    return { schema_version: 1, tool: this.tool ?? { name: '', version: '' }, results: this.results }
  }
}
