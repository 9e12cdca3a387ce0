import { clip } from '../../util/text.js'
import { LibraryError } from '../../util/errors.js'

/** A URL the action cannot use (the service's base URL, or an outside server's); the caller names the input it came from. */
export class UrlError extends LibraryError {
  readonly expected: string

  constructor(message: string, expected: string) {
    super('invalid_input', message)
    this.name = 'UrlError'
    this.expected = expected
  }
}

export const REGIONS = ['eu', 'us'] as const
export type Region = (typeof REGIONS)[number]

export const REGION_BASE_URLS: Record<Region, string> = {
  eu: 'https://app.kosli.com/api/v2',
  us: 'https://app.us.kosli.com/api/v2'
}

const API_SUFFIX = '/api/v2'

/** Plain http is allowed only where the traffic cannot leave the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1'
}

/**
 * The `{base_url}` every path follows: `base-url` when given, else the region's. A trailing
 * slash never doubles, and a URL without `/api/v2` gets it, so a service root is enough.
 */
export function resolveBaseUrl(region: Region, baseUrl: string | undefined): string {
  if (baseUrl === undefined) return REGION_BASE_URLS[region]
  const expected = 'an https URL such as `https://app.kosli.com/api/v2` (http only for loopback hosts)'
  // Checked before parsing, and never echoed: a password must not reach the log even when the
  // rest of the URL is malformed.
  if (/^[^/?#]*:\/\/[^/?#]*@/.test(baseUrl)) {
    throw new UrlError(
      'contains credentials (`user:password@`); they would leak into logs and are not how the service authenticates',
      `${expected}, with the key passed as \`api-key\``
    )
  }
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new UrlError(`\`${clip(baseUrl)}\` is not a URL`, expected)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UrlError(`scheme \`${url.protocol}\` is not supported`, expected)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new UrlError(`plain http to \`${url.hostname}\` would send the API key unencrypted`, expected)
  }
  if (url.username || url.password) {
    throw new UrlError('credentials in the URL would leak into logs; pass the key as `api-key`', expected)
  }
  if (url.search || url.hash) throw new UrlError('a query or fragment is not allowed', expected)
  let pathname = url.pathname.replace(/\/+$/, '')
  if (!pathname.endsWith(API_SUFFIX)) pathname += API_SUFFIX
  return `${url.origin}${pathname}`
}
