/**
 * Removes secrets from text the service sent back. A service (or a proxy in front of it) that
 * echoes the request's credentials would otherwise put the key into the `response` output, the
 * summary, the log and a saved request, none of which the runner's masking covers entirely.
 *
 * Spellings of 4 characters or more are replaced wherever they occur. A shorter key (the action
 * accepts any) is replaced only where it stands alone, not inside a longer word or number: `ab`
 * in `key ab` or `"ab"`, not in `about`. Replacing it everywhere would mangle every answer.
 */
export function redactor(secrets: (string | undefined)[]): (text: string) => string {
  const spellings = new Set<string>()
  for (const secret of secrets) {
    if (!secret) continue
    spellings.add(secret)
    spellings.add(encodeURIComponent(secret))
    // The legacy Basic header carries the key as base64 of "KEY:"; with a password, of "KEY:...".
    spellings.add(Buffer.from(`${secret}:`).toString('base64'))
    spellings.add(Buffer.from(`${secret}:`).toString('base64').replace(/=+$/, ''))
    spellings.add(Buffer.from(secret).toString('base64').replace(/=+$/, ''))
  }
  const ordered = [...spellings].filter((s) => s.length > 0).sort((a, b) => b.length - a.length)
  if (ordered.length === 0) return (text) => text
  const long = ordered.filter((s) => s.length >= 4)
  const short = ordered.filter((s) => s.length < 4)
  const alone =
    short.length > 0
      ? new RegExp(`(?<![A-Za-z0-9])(?:${short.map((s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})(?![A-Za-z0-9])`, 'g')
      : undefined
  return (text) => {
    let out = text
    for (const spelling of long) if (out.includes(spelling)) out = out.split(spelling).join('***')
    if (alone) {
      alone.lastIndex = 0
      if (alone.test(out)) out = out.replace(alone, '***')
      alone.lastIndex = 0
    }
    return out
  }
}

/**
 * The same for a decoded JSON value: every string in it, property names included, so a key the
 * service wrote with `\uXXXX` escapes (which the text redactor cannot see) is caught once decoded.
 * Returns the value itself when nothing was found (no copy of a large answer), and whether any
 * secret was removed.
 */
export function redactValue(value: unknown, redact: (text: string) => string): { value: unknown; changed: boolean } {
  let changed = false
  const clean = (text: string) => {
    const safe = redact(text)
    if (safe !== text) changed = true
    return safe
  }
  // In place: the answer was just parsed and nothing else holds it.
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return clean(v)
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = walk(v[i])
    } else if (typeof v === 'object' && v !== null) {
      const record = v as Record<string, unknown>
      for (const key of Object.keys(record)) {
        const item = walk(record[key])
        const safeKey = clean(key)
        if (safeKey !== key) delete record[key]
        record[safeKey] = item
      }
    }
    return v
  }
  return { value: walk(value), changed }
}
