import net from 'node:net'
import { domainToASCII } from 'node:url'
import type { Proxy } from './proxy.js'

// The proxy the reference client (client-go) takes from the environment when the cluster has no
// `proxy-url`: Go's http.ProxyFromEnvironment (golang.org/x/net/http/httpproxy), followed rule by
// rule below. Not the toolkit's checkBypass (@actions/http-client, which the service client
// uses): it prefers `https_proxy` to `HTTPS_PROXY` where Go prefers the upper case, knows no
// CIDR, IP or `*.domain` entry, and takes any host name starting `127.` for loopback.

/** Go's getEnvAny: the first of the names set and not empty, the upper case first. */
function variable(env: NodeJS.ProcessEnv, ...names: string[]): { name: string; value: string } | undefined {
  for (const name of names) if (env[name]) return { name, value: env[name] }
  return undefined
}

/**
 * The proxy Go picks for `server` from HTTPS_PROXY (https servers) or HTTP_PROXY (http ones;
 * neither stands in for the other), or none: for `localhost`, a loopback address, or a host
 * NO_PROXY names. A value that is not a URL of an http, https or socks5 proxy is read as
 * `http://` + value, as Go reads `proxy:3128`; one that still does not parse is ignored, as Go
 * ignores it.
 */
export function proxyFromEnvironment(server: URL, env: NodeJS.ProcessEnv = process.env): Proxy | undefined {
  const scheme = server.protocol
  const chosen = scheme === 'https:' ? variable(env, 'HTTPS_PROXY', 'https_proxy') : scheme === 'http:' ? variable(env, 'HTTP_PROXY', 'http_proxy') : undefined
  if (!chosen) return undefined
  const url = parseEnvProxy(chosen.value)
  if (!url) return undefined
  const port = server.port || (scheme === 'https:' ? '443' : '80')
  if (!useProxy(server.hostname.replace(/^\[|\]$/g, ''), port, variable(env, 'NO_PROXY', 'no_proxy')?.value ?? '')) return undefined
  return { url, shown: `${url.protocol}//${url.host} (${chosen.name})` }
}

function parseEnvProxy(value: string): URL | undefined {
  for (const candidate of [value, `http://${value}`]) {
    try {
      const url = new URL(candidate)
      if (['http:', 'https:', 'socks5:'].includes(url.protocol)) return url
    } catch {
      // As Go: the value again with `http://` before it.
    }
  }
  return undefined
}

/** The family of an IP address for a BlockList, or undefined for a host name. */
function family(host: string): 'ipv4' | 'ipv6' | undefined {
  const version = net.isIP(host)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined
}

const LOOPBACK = new net.BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/**
 * Go's useProxy: whether a request to `host:port` goes through the proxy, given NO_PROXY
 * (comma-separated, case-insensitive): `*` (nothing is proxied), a CIDR, an IP (with a port:
 * `10.0.0.1:6443`, `[::1]:6443`), or a domain (`example.com` is it and its subdomains,
 * `.example.com` and `*.example.com` its subdomains only), any of them with a port to match that
 * port only. `localhost` and loopback addresses never are.
 */
export function useProxy(host: string, port: string, noProxy: string): boolean {
  host = host.toLowerCase()
  const ipFamily = family(host)
  if (host === 'localhost' || (ipFamily && LOOPBACK.check(host, ipFamily))) return false
  for (let entry of noProxy.split(',')) {
    entry = entry.trim().toLowerCase()
    if (!entry) continue
    if (entry === '*') return false
    const cidr = /^(.+)\/(\d{1,3})$/.exec(entry)
    if (cidr) {
      const net4or6 = family(cidr[1])
      if (net4or6 && Number(cidr[2]) <= (net4or6 === 'ipv4' ? 32 : 128)) {
        if (ipFamily) {
          const list = new net.BlockList()
          list.addSubnet(cidr[1], Number(cidr[2]), net4or6)
          if (list.check(host, ipFamily)) return false
        }
        continue
      }
    }
    // Go's SplitHostPort: `host:port` or `[ipv6]:port`; else the whole entry is the host.
    const split = /^\[([^\]]*)\]:([^:]*)$/.exec(entry) ?? /^([^:[\]]*):([^:]*)$/.exec(entry)
    const [named, entryPort] = split ? [split[1], split[2]] : [entry, '']
    let entryHost = named
    if (!entryHost) continue
    const entryFamily = family(entryHost)
    if (entryFamily) {
      if (ipFamily && sameIp(entryHost, entryFamily, host, ipFamily) && (!entryPort || entryPort === port)) return false
      continue
    }
    if (entryHost.startsWith('*.')) entryHost = entryHost.slice(1)
    const matchHost = !entryHost.startsWith('.')
    const suffix = ascii(matchHost ? `.${entryHost}` : entryHost)
    // Go tries a domain entry against an IP too: `.1` matches 10.0.0.1.
    if ((host.endsWith(suffix) || (matchHost && host === suffix.slice(1))) && (!entryPort || entryPort === port)) return false
  }
  return true
}

/** Go's idnaASCII: a name with non-ASCII letters in its punycode form, as the server's URL has it. */
function ascii(name: string): string {
  if (/^\p{ASCII}*$/u.test(name)) return name
  const converted = domainToASCII(name.replace(/^\./, ''))
  return converted ? `${name.startsWith('.') ? '.' : ''}${converted}` : name
}

/** Go's IP.Equal: an IPv4 address equals its IPv4-mapped IPv6 form. */
function sameIp(a: string, aFamily: 'ipv4' | 'ipv6', b: string, bFamily: 'ipv4' | 'ipv6'): boolean {
  const list = new net.BlockList()
  list.addAddress(a, aFamily)
  return list.check(b, bFamily)
}
