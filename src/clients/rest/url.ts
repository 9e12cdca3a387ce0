import { isLoopbackHost, UrlError } from '../service/url.js'
import { clip } from '../../util/text.js'

/**
 * The root URL of an outside system the action sends a token to (SonarQube, Jira), without a
 * trailing slash. https only, except for loopback hosts, for the same reason as the service's
 * own URL: the token would otherwise cross the network in the clear. Credentials, a query or a
 * fragment have no place in it; the value is never echoed whole when it may hold a password.
 */
export function serverUrl(value: string, example: string): string {
  const expected = `an https URL such as \`${example}\` (http only for loopback hosts)`
  if (/^[^/?#]*:\/\/[^/?#]*@/.test(value)) throw new UrlError('contains credentials (`user:password@`); they would leak into logs', expected)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UrlError(`\`${clip(value)}\` is not a URL`, expected)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UrlError(`scheme \`${url.protocol}\` is not supported`, expected)
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new UrlError(`plain http to \`${url.hostname}\` would send the token unencrypted`, expected)
  if (url.search || url.hash) throw new UrlError('a query or fragment is not allowed', expected)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** `base` joined with a path and a query, as every request of these clients is built. */
export function apiUrl(base: string, path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(`${base}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value)
  return url.href
}
