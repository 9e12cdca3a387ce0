import { badArgument } from '../errors.js'

/** The SOCKS versions a proxy URL's scheme names. */
export const SOCKS = new Map([
  ['socks4:', 4],
  ['socks4a:', 4],
  ['socks5:', 5],
  ['socks5h:', 5],
  ['socks:', 5]
] as const)

/** A cluster's `proxy-url` (or the environment's proxy), as the Kubernetes client reads it: HTTP(S) proxies by CONNECT, SOCKS 4 and 5. */
export interface Proxy {
  url: URL
  /** For messages: the URL without its user and password. */
  shown: string
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
