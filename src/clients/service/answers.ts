/** Checks of service answers, for operations that conclude from them (`reads` of a call). */

/** What an answer that should be a JSON object is instead, for `reads` checks: undefined when it is one. */
export function notAnObject(data: unknown): string | undefined {
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) return undefined
  return `it is ${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`}, not an object`
}
