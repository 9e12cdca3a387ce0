import { closeSync } from 'node:fs'
import { FileError, openRegularFile, readChunks } from '../util/files.js'
import { formatBytes } from '../util/text.js'
import { JsonError, JsonSelector, type Choice, type JsonKey, type ValueKind } from './json-select.js'

/**
 * SARIF 2.1.0 (OASIS), as scanners write it: `runs`, each with the `tool` that made it and its
 * `results`. It is read as a stream (see json-select.ts): a result at a time, so a report of
 * hundreds of thousands of results never sits in memory whole; the tool, its rules included,
 * is read whole.
 */

/** A rule as a tool component describes it, as far as severities go. */
export interface SarifRule {
  id?: string
  defaultConfiguration?: { level?: unknown }
  properties?: Record<string, unknown>
}

/** The driver or an extension (CodeQL's query packs) of a tool. */
export interface SarifToolComponent {
  name?: string
  version?: string
  semanticVersion?: string
  rules?: SarifRule[]
}

export interface SarifTool {
  driver: SarifToolComponent
  extensions: SarifToolComponent[]
}

/** A result as SARIF writes it: only what is read is typed, and nothing is trusted. */
export type SarifResult = Record<string, unknown>

/** What reads the results: each as it comes, then each run's tool once the run is over. */
export interface SarifVisitor {
  /** The members of a result it reads; without, each result is read whole. */
  readonly members?: readonly string[]
  result(run: number, result: SarifResult): void
  /** A run has ended; its results have all been handed over, and its tool is known. */
  runEnd(run: number, tool: SarifTool): void
}

/** A SARIF file that cannot be read as SARIF 2.1.0: why, worded to follow "input `x`: ". */
export class SarifError extends FileError {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function component(value: unknown): SarifToolComponent {
  if (!isObject(value)) return {}
  return {
    ...(typeof value.name === 'string' && { name: value.name }),
    ...(typeof value.version === 'string' && { version: value.version }),
    ...(typeof value.semanticVersion === 'string' && { semanticVersion: value.semanticVersion }),
    rules: Array.isArray(value.rules) ? (value.rules as unknown[]).map((r) => (isObject(r) ? (r as SarifRule) : {})) : []
  }
}

function toolOf(value: unknown): SarifTool {
  const tool = isObject(value) ? value : {}
  return { driver: component(tool.driver), extensions: Array.isArray(tool.extensions) ? (tool.extensions as unknown[]).map(component) : [] }
}

/**
 * Reads one SARIF file: at most `maxBytes`, a regular file (files.ts), checked for its size
 * before a byte is read. A file that is empty, not JSON, or not SARIF 2.1.0 is a SarifError
 * naming it.
 */
export async function readSarifFile(file: string, maxBytes: number, visitor: SarifVisitor): Promise<void> {
  const { fd, size } = openRegularFile(file)
  try {
    if (size > maxBytes) throw new SarifError(file, `${file} is ${size} bytes, over the limit of ${formatBytes(maxBytes)}`)
    if (size === 0) throw new SarifError(file, `${file} is empty`)
    const reader = new SarifReader(file, visitor)
    const selector = new JsonSelector(reader)
    const notJson = (err: unknown) => (err instanceof JsonError ? new SarifError(file, `${file} is not JSON: ${err.message} (at byte ${err.offset})`) : err)
    await readChunks(file, fd, size, (chunk) => {
      try {
        selector.write(chunk)
      } catch (err) {
        throw notJson(err)
      }
      return Promise.resolve()
    })
    try {
      selector.end()
    } catch (err) {
      throw notJson(err)
    }
    reader.finish()
  } finally {
    closeSync(fd)
  }
}

/** The selection that walks a SARIF log: its version, each run's tool, each result. */
class SarifReader {
  private version: unknown
  private runs = 0
  private tool: SarifTool | undefined
  private sawRuns = false
  private partial: SarifResult = {}
  private readonly members: Set<string> | undefined

  constructor(
    private readonly file: string,
    private readonly visitor: SarifVisitor
  ) {
    this.members = visitor.members && new Set(visitor.members)
  }

  private problem(message: string): SarifError {
    return new SarifError(this.file, `${this.file} is not SARIF 2.1.0: ${message}`)
  }

  choose(path: readonly JsonKey[], kind: ValueKind): Choice {
    const depth = path.length
    if (depth === 0) {
      if (kind !== 'object') throw this.problem(`its top level is ${kind === 'scalar' ? 'a single value' : 'an array'}, where SARIF has an object`)
      return 'descend'
    }
    const [top] = path
    if (depth === 1) {
      if (top === 'version') return 'take'
      if (top !== 'runs') return 'skip'
      if (kind !== 'array') throw this.problem('`runs` is not an array')
      this.sawRuns = true
      return 'descend'
    }
    if (top !== 'runs') return 'skip'
    if (depth === 2) {
      if (kind !== 'object') throw this.problem(`run ${String(path[1])} is not an object`)
      this.tool = undefined
      return 'descend'
    }
    const member = path[2]
    if (depth === 3) {
      if (member === 'tool') return 'take'
      if (member !== 'results') return 'skip'
      if (kind === 'scalar') return 'take'
      if (kind !== 'array') throw this.problem(`the results of run ${String(path[1])} are not an array`)
      return 'descend'
    }
    if (member === 'results' && depth === 4) {
      if (kind !== 'object') throw this.problem(`result ${String(path[3])} of run ${String(path[1])} is not an object`)
      if (!this.members) return 'take'
      this.partial = {}
      return 'descend'
    }
    // A result's members: those the visitor reads are taken, the rest (code flows, fixes) skipped.
    if (member === 'results' && depth === 5 && this.members?.has(path[4] as string)) return 'take'
    return 'skip'
  }

  take(path: readonly JsonKey[], value: unknown): void {
    if (path.length === 5) this.partial[path[4] as string] = value
    else if (path.length === 1) this.version = value
    else if (path.length === 3 && path[2] === 'tool') this.tool = toolOf(value)
    else if (path.length === 3) {
      if (value !== null) throw this.problem(`the results of run ${String(path[1])} are not an array`)
    } else this.visitor.result(path[1] as number, value as SarifResult)
  }

  leave(path: readonly JsonKey[]): void {
    if (path.length === 4 && path[0] === 'runs') this.visitor.result(path[1] as number, this.partial)
    else if (path.length === 2 && path[0] === 'runs') {
      this.visitor.runEnd(path[1] as number, this.tool ?? toolOf(undefined))
      this.runs++
    }
  }

  /** Checked once the whole log is read: SARIF allows `version` anywhere among the members. */
  finish(): void {
    if (this.version !== '2.1.0')
      throw this.problem(this.version === undefined ? 'it has no `version`' : `its \`version\` is ${JSON.stringify(this.version)}, not "2.1.0"`)
    if (!this.sawRuns) throw this.problem('it has no `runs`')
  }
}

/**
 * The rule a result is of, as SARIF finds it: in the tool component the result names
 * (`rule.toolComponent.index`, CodeQL's query packs), else the driver; by index when one is
 * given, else by id (a hierarchical id `a/b` falling back to `a`).
 */
export function ruleOf(result: SarifResult, tool: SarifTool): SarifRule | undefined {
  const ref = isObject(result.rule) ? result.rule : {}
  const toolComponent = isObject(ref.toolComponent) ? ref.toolComponent : undefined
  let rules = tool.driver.rules ?? []
  if (toolComponent) {
    if (typeof toolComponent.index === 'number') rules = tool.extensions[toolComponent.index]?.rules ?? []
    else if (typeof toolComponent.name === 'string') rules = tool.extensions.find((e) => e.name === toolComponent.name)?.rules ?? rules
  }
  const index = typeof result.ruleIndex === 'number' ? result.ruleIndex : typeof ref.index === 'number' ? ref.index : undefined
  if (index !== undefined && index >= 0 && rules[index]) return rules[index]
  const id = ruleIdOf(result)
  if (id === undefined) return undefined
  return rules.find((r) => r.id === id) ?? (id.includes('/') ? rules.find((r) => r.id === id.slice(0, id.indexOf('/'))) : undefined)
}

/** The result's rule id: `ruleId`, else `rule.id`. */
export function ruleIdOf(result: SarifResult): string | undefined {
  if (typeof result.ruleId === 'string') return result.ruleId
  const ref = result.rule
  return isObject(ref) && typeof ref.id === 'string' ? ref.id : undefined
}

/** Exported for the readers of results: a plain-object test. */
export { isObject }
