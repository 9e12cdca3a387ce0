/**
 * Fields the service answers in its own shape, whatever shape they were sent in: the reference
 * client reads them with fixed types and stops on a field of another.
 */

interface Commit {
  sha1?: unknown
  message?: unknown
  author?: unknown
  branch?: unknown
  timestamp?: unknown
  url?: unknown
}

const text = (value: unknown, fallback: string | null) => (typeof value === 'string' ? value : fallback)

/** `GitCommitInfo` with every field the client prints: a missing author or message is empty, not absent. */
export function commitInfo(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null
  const c = value as Commit
  if (typeof c.sha1 !== 'string') return null
  return {
    sha1: c.sha1,
    message: text(c.message, ''),
    author: text(c.author, ''),
    branch: text(c.branch, null),
    timestamp: typeof c.timestamp === 'number' ? c.timestamp : 0,
    ...(typeof c.url === 'string' && { url: c.url })
  }
}

/** `{name: {href, fingerprint}}`; a bare address becomes `{href}`, and anything else (or a fingerprint that is not one) is left out. */
export function externalUrls(value: unknown): Record<string, { href: string; fingerprint?: string | null }> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const urls = Object.create(null) as Record<string, { href: string; fingerprint?: string | null }>
  for (const [name, url] of Object.entries(value)) {
    if (typeof url === 'string') urls[name] = { href: url }
    else if (typeof url === 'object' && url !== null && typeof (url as { href?: unknown }).href === 'string') {
      const fingerprint = (url as { fingerprint?: unknown }).fingerprint
      urls[name] = { href: (url as { href: string }).href, ...(typeof fingerprint === 'string' && /^[a-f0-9]{64}$/.test(fingerprint) && { fingerprint }) }
    }
  }
  return urls
}

/** `user_data` as the document allows it: an object, a list, or null. */
export function userData(value: unknown): Record<string, unknown> | unknown[] | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown> | unknown[]) : null
}

/** A number of seconds as the document's string timestamps carry it. */
export const secondsText = (seconds: number) => String(seconds)
