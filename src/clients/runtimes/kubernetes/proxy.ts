import { badArgument } from '../errors.js'

/** The SOCKS versions a proxy URL's scheme names. */
export const SOCKS = new Map([
  ['socks4:', 4],
  ['socks4a:', 4],
  ['socks5:', 5],
  ['socks5h:', 5],
  ['socks:', 5]
] as const)

/**
 * A cluster's `proxy-url` (or the environment's proxy), as the Kubernetes client reads it:
 * HTTP(S) proxies (by CONNECT for an https:// server, a forwarded request for an http:// one),
 * SOCKS 4 and 5.
 */
export interface Proxy {
  url: URL
  /** For messages: the URL without its user and password. */
  shown: string
}

/** A SOCKS proxy, else an HTTP(S) one. */
export const isSocks = (proxy: Proxy): boolean => SOCKS.has(proxy.url.protocol as never)

/** The URL's user and password, as Basic `Proxy-Authorization`; undefined when it has neither. */
export function proxyAuthorization(proxy: Proxy): string | undefined {
  const user = decodeURIComponent(proxy.url.username)
  const password = decodeURIComponent(proxy.url.password)
  return user || password ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : undefined
}

/** Where a proxy listens: its host (without an IPv6 address's brackets) and port. */
export function proxyAddress(proxy: Proxy): { host: string; port: number } {
  const { url } = proxy
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) || (url.protocol === 'https:' ? 443 : url.protocol === 'http:' ? 80 : 1080) }
}

/** The cluster's `proxy-url`, checked before any request. */
export function parseProxy(cluster: string, value: string): Proxy {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw badArgument(
      'kubeconfig',
      `cluster \`${cluster}\` has a proxy-url that is not a URL`,
      'a proxy-url such as `http://proxy:3128` or `socks5://127.0.0.1:1080`'
    )
  }
  const shown = `${url.protocol}//${url.host}`
  if (!['http:', 'https:'].includes(url.protocol) && !SOCKS.has(url.protocol as never))
    throw badArgument(
      'kubeconfig',
      `cluster \`${cluster}\` has proxy-url \`${shown}\`, of a kind of proxy the Kubernetes client does not reach`,
      'an http://, https://, socks5:// or socks4:// proxy-url'
    )
  return { url, shown }
}
