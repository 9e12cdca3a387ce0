import { HttpError } from './http-error.js'

/**
 * How deep a request's JSON may nest. Real bodies stay under ten levels; a few thousand make
 * every recursive step after parsing (validation, storage, printing) a stack overflow waiting.
 */
export const MAX_JSON_DEPTH = 64

/** The nesting depth of JSON text, counted without parsing it (brackets inside strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/** JSON text from a request, refused with 400 when malformed or nested past the limit. */
export function parseRequestJson(text: string, where: string): unknown {
  const depth = jsonDepth(text)
  if (depth > MAX_JSON_DEPTH) throw new HttpError(400, `${where} nests ${depth} levels deep; the limit is ${MAX_JSON_DEPTH}`, { [where]: `nested deeper than ${MAX_JSON_DEPTH} levels` })
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new HttpError(400, `${where} is not JSON: ${(err as Error).message}`, { [where]: 'malformed JSON' })
  }
}

/** JSON kept in a column, read back (it was checked on the way in). */
export function fromColumn<T>(text: unknown, fallback: T): T {
  return typeof text === 'string' ? (JSON.parse(text) as T) : fallback
}

export const toColumn = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value))
