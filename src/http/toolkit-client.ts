import { HttpClient } from '@actions/http-client'
import type { RequestOptions } from '@actions/http-client/lib/interfaces'
import { USER_AGENT } from '../util/version.js'

/**
 * The toolkit's HTTP client for one request, which honours HTTPS_PROXY and NO_PROXY, bound to
 * the caller's deadline and, for a private registry, to its CA. It takes neither a signal nor a
 * CA itself; a handler hands both to the request. Redirects and retries are the caller's: the
 * credentials must not follow a redirect to another host, and one retry policy governs all.
 */
export function toolkitClient(signal: AbortSignal, ca?: string[]): HttpClient {
  const extras = {
    prepareRequest(options: RequestOptions & { signal?: AbortSignal; ca?: string[] }) {
      options.signal = signal
      if (ca) options.ca = ca
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not supported'))
  }
  return new HttpClient(USER_AGENT, [extras], { allowRedirects: false, allowRetries: false, keepAlive: false })
}
