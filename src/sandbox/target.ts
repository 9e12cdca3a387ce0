import { HttpError } from './http-error.js'

export interface Target {
  /** Exactly as sent: no dot segments resolved, no `\` read as `/`, no `//` read as a host. */
  path: string
  query: URLSearchParams
}

// RFC 3986 authority: a registered name or IPv4 address, or an IPv6 literal in brackets, then a port.
const AUTHORITY = /^(?:[A-Za-z0-9._~!$&'()*+,;=%-]*|\[[0-9A-Fa-f:.]+\])(?::(\d{0,5}))?$/

/**
 * The path and query of a request target, origin-form (`/a?b`) or absolute-form
 * (`http://host/a?b`). WHATWG URL parsing is for browsers: it throws on a bad port (a 500
 * here before), reads `//x` as a host name, and rewrites `\`; a target is taken as sent or
 * refused with 400.
 */
export function parseTarget(raw: string): Target {
  let rest = raw
  const absolute = /^https?:\/\/([^/?#]*)/i.exec(raw)
  if (absolute) {
    const port = AUTHORITY.exec(absolute[1])
    if (!port || (port[1] !== undefined && port[1] !== '' && Number(port[1]) > 65535)) throw badTarget(raw)
    rest = raw.slice(absolute[0].length)
    if (rest === '' || rest.startsWith('?')) rest = '/' + rest
  }
  if (!rest.startsWith('/') || rest.includes('#')) throw badTarget(raw)
  const q = rest.indexOf('?')
  return q === -1 ? { path: rest, query: new URLSearchParams() } : { path: rest.slice(0, q), query: new URLSearchParams(rest.slice(q + 1)) }
}

const badTarget = (raw: string) => new HttpError(400, `Malformed request target: ${raw.length > 200 ? `${raw.slice(0, 197)}...` : raw}`)
