/**
 * JSON Schema's equality as one string: object keys sorted, so `{"a":1,"b":2}` and
 * `{"b":2,"a":1}` are the same item, as `uniqueItems` requires. Numbers print as JSON does, so
 * `1` and `1.0` (one JS number) agree too.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Whether no two items are equal as JSON: one pass, each item's canonical form in a Set. */
export function distinctItems(items: unknown[]): boolean {
  const seen = new Set<string>()
  for (const item of items) {
    const key = canonicalJson(item)
    if (seen.has(key)) return false
    seen.add(key)
  }
  return true
}
