import { jsonDepth, MAX_JSON_DEPTH } from '../util/json-depth.js'
import { HttpError } from './http-error.js'

export { jsonDepth, MAX_JSON_DEPTH } from '../util/json-depth.js'

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** Bytes as UTF-8 text, refused with 400 when they are not UTF-8 (rather than stored with U+FFFD in place). */
export function utf8(bytes: Uint8Array, where: string): string {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    throw new HttpError(400, `${where} is not valid UTF-8`, { [where]: 'invalid UTF-8' })
  }
}

/** JSON text from a request, refused with 400 when malformed or nested past the limit. */
export function parseRequestJson(text: string, where: string): unknown {
  const depth = jsonDepth(text)
  if (depth > MAX_JSON_DEPTH)
    throw new HttpError(400, `${where} nests ${depth} levels deep; the limit is ${MAX_JSON_DEPTH}`, { [where]: `nested deeper than ${MAX_JSON_DEPTH} levels` })
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
