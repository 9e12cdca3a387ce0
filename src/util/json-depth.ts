/**
 * How deep JSON may nest, in inputs and in the sandbox's requests alike. Real records stay
 * under ten levels; a few thousand make every recursive step after parsing (validation,
 * storage, printing) a stack overflow waiting.
 */
export const MAX_JSON_DEPTH = 64

/** The nesting depth of JSON (or flow-style YAML) text, counted without parsing it; brackets inside strings are skipped. */
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
