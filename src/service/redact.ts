/**
 * Removes secrets from text the service sent back. A service (or a proxy in front of it) that
 * echoes the request's credentials would otherwise put the key into the `response` output, the
 * summary, the log and a saved request, none of which the runner's masking covers entirely.
 */
export function redactor(secrets: (string | undefined)[]): (text: string) => string {
  const spellings = new Set<string>()
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue
    spellings.add(secret)
    spellings.add(encodeURIComponent(secret))
    // The legacy Basic header carries the key as base64 of "KEY:"; with a password, of "KEY:...".
    spellings.add(Buffer.from(`${secret}:`).toString('base64'))
    spellings.add(Buffer.from(`${secret}:`).toString('base64').replace(/=+$/, ''))
    spellings.add(Buffer.from(secret).toString('base64').replace(/=+$/, ''))
  }
  const ordered = [...spellings].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)
  if (ordered.length === 0) return (text) => text
  return (text) => {
    let out = text
    for (const spelling of ordered) if (out.includes(spelling)) out = out.split(spelling).join('***')
    return out
  }
}
