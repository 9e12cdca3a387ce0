import { createHash } from 'node:crypto'
import { parse } from 'yaml'
import { checkFlowTemplate, type FlowTemplate, type TemplateAttestation } from '../../evidence/flow-template.js'
import { jsonDepth, MAX_JSON_DEPTH } from '../../util/json-depth.js'
import { badRequest } from '../http-error.js'

export type ExpectedAttestation = TemplateAttestation
export type TemplateSpec = FlowTemplate

/** What a flow gets without a template file, as the reference client's `--use-empty-template` sends it. */
export const EMPTY_TEMPLATE_YAML = 'version: 1\ntrail:\n  attestations: []\n  artifacts: []\n'
export const EMPTY_TEMPLATE: TemplateSpec = { version: 1, trail: { attestations: [], artifacts: [] } }

/**
 * How many entries a template may hold: its artifacts and every attestation it expects, of the
 * trail and of each artifact, counted as YAML aliases expand them. Real templates name tens;
 * every one is a status in every answer about every trail that follows the template.
 */
export const MAX_TEMPLATE_ENTRIES = 2_000
/** How many values a template may expand to, YAML aliases expanded: entries carry a few each. */
export const MAX_TEMPLATE_VALUES = 20_000
/**
 * How long a template file may be, checked before it is parsed. Parsing YAML costs far more per
 * value than JSON does (64 KiB of short values, about a quarter of a second) and real templates
 * are a few kilobytes; the most entries taken, written in flow style, fit.
 */
export const MAX_TEMPLATE_BYTES = 64 * 1024

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** The entries of a parsed template, counted from its lists' lengths: an alias costs one look. */
function entriesOf(value: unknown): number {
  const trail = (value as { trail?: unknown } | null)?.trail as { attestations?: unknown; artifacts?: unknown } | null | undefined
  if (!trail || typeof trail !== 'object') return 0
  const artifacts = listOf(trail.artifacts)
  let count = listOf(trail.attestations).length + artifacts.length
  for (const artifact of artifacts) count += listOf((artifact as { attestations?: unknown } | null)?.attestations).length
  return count
}

/**
 * How many values a parsed template holds once its aliases are expanded, as printing or
 * checking it would meet them; each shared part is counted once and multiplied. A part that
 * holds itself never ends: Infinity.
 */
function valuesOf(value: unknown, sizes = new Map<object, number>()): number {
  if (value === null || typeof value !== 'object') return 1
  const known = sizes.get(value)
  if (known !== undefined) return known
  sizes.set(value, Infinity) // met again inside itself: it has no end
  let size = 1
  for (const child of Array.isArray(value) ? value : Object.values(value)) size += valuesOf(child, sizes)
  sizes.set(value, size)
  return size
}

const refuse = (where: string, problem: string, detail: string) => badRequest(`${where} ${problem}`, { [where]: detail })

/**
 * A template file's YAML, checked as the action checks it before sending; 400 when it is not
 * one, or when it is more than the sandbox evaluates. Its size is bounded before it is parsed,
 * and what it expands to before it is checked against the document, which walks every value an
 * alias repeats.
 */
export function parseTemplate(text: string, where = 'template_file'): TemplateSpec {
  const bytes = Buffer.byteLength(text)
  if (bytes > MAX_TEMPLATE_BYTES)
    throw refuse(where, `is ${bytes} bytes; the sandbox takes templates of at most ${MAX_TEMPLATE_BYTES} bytes`, `at most ${MAX_TEMPLATE_BYTES} bytes`)
  if (jsonDepth(text) <= MAX_JSON_DEPTH) {
    let value: unknown
    try {
      value = parse(text, { maxAliasCount: 50, prettyErrors: false, uniqueKeys: true })
    } catch {
      value = undefined // the check below says what is wrong with it
    }
    const entries = entriesOf(value)
    if (entries > MAX_TEMPLATE_ENTRIES)
      throw refuse(
        where,
        `expects ${entries} artifacts and attestations (YAML aliases expanded); the sandbox takes at most ${MAX_TEMPLATE_ENTRIES} in one template`,
        `at most ${MAX_TEMPLATE_ENTRIES} artifacts and attestations`
      )
    const values = valuesOf(value)
    if (values > MAX_TEMPLATE_VALUES)
      throw refuse(
        where,
        `expands to ${Number.isFinite(values) ? values : 'endless'} values (YAML aliases expanded); the sandbox takes at most ${MAX_TEMPLATE_VALUES} in one template`,
        `at most ${MAX_TEMPLATE_VALUES} values`
      )
  }
  const checked = checkFlowTemplate(text, where)
  if ('problem' in checked) throw badRequest(checked.problem, checked.errors)
  return checked.template
}

/** Stored templates already parsed, by their text's digest: every trail of a flow shares its flow's. */
const parsed = new Map<string, { spec: TemplateSpec; size: number }>()
/** What the parsed templates kept may weigh together, counted in characters of their text. */
const PARSED_KEPT_CHARS = 8 * 1024 * 1024
let parsedChars = 0

/**
 * A stored template: its YAML when it has one; legacy flows (a list of names) expect nothing.
 * Parsed once while it is among the last used; what it returns is shared, never changed.
 */
export function templateOf(yaml: string | null | undefined): TemplateSpec {
  if (!yaml) return EMPTY_TEMPLATE
  const key = createHash('sha256').update(yaml).digest('base64')
  const kept = parsed.get(key)
  if (kept) {
    // The most recently used go last; the least recently used leave first.
    parsed.delete(key)
    parsed.set(key, kept)
    return kept.spec
  }
  let spec: TemplateSpec
  try {
    spec = parseTemplate(yaml)
  } catch {
    spec = EMPTY_TEMPLATE
  }
  if (yaml.length <= PARSED_KEPT_CHARS) {
    parsed.set(key, { spec, size: yaml.length })
    parsedChars += yaml.length
    for (const [oldest, { size }] of parsed) {
      if (parsedChars <= PARSED_KEPT_CHARS) break
      parsed.delete(oldest)
      parsedChars -= size
    }
  }
  return spec
}

/** The document's `Template` as an answer carries it: the rules, and the YAML they came from. */
export function templateView(yaml: string | null | undefined): Record<string, unknown> {
  const spec = templateOf(yaml)
  return { version: 1, trail: spec.trail, content: yaml ?? null }
}
