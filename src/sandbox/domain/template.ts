import { createHash } from 'node:crypto'
import { checkFlowTemplate, type FlowTemplate, type TemplateAttestation } from '../../evidence/flow-template.js'
import { badRequest } from '../http-error.js'

export type ExpectedAttestation = TemplateAttestation
export type TemplateSpec = FlowTemplate

/** What a flow gets without a template file, as the reference client's `--use-empty-template` sends it. */
export const EMPTY_TEMPLATE_YAML = 'version: 1\ntrail:\n  attestations: []\n  artifacts: []\n'
export const EMPTY_TEMPLATE: TemplateSpec = { version: 1, trail: { attestations: [], artifacts: [] } }

/** A template file's YAML, checked as the action checks it before sending; 400 when it is not one. */
export function parseTemplate(text: string, where = 'template_file'): TemplateSpec {
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
