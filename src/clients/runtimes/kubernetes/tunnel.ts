import type http from 'node:http'
import type https from 'node:https'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import tls from 'node:tls'
import { proxyAddress, proxyAuthorization, SOCKS, type Proxy } from './proxy.js'

// Loaded only for a cluster reached through a proxy (its `proxy-url`, or the environment's).

/** Of a proxy's answer to CONNECT, the head read: a status line and a few headers. */
const MAX_CONNECT_HEAD_BYTES = 16 << 10

/** An agent (of http or https) whose connections go through the proxy; TLS to the API server on top for https. */
export function proxyAgent(Agent: new (options: https.AgentOptions) => http.Agent, secure: boolean, proxy: Proxy, timeoutMs: number): http.Agent {
  const agent = new Agent({ keepAlive: true })
  agent.createConnection = (options: https.RequestOptions, callback?: (err: Error | null, stream: Duplex) => void) => {
    throughProxy(proxy, String(options.host), Number(options.port), timeoutMs).then(
      (socket) => callback?.(null, secure ? tls.connect({ ...(options as tls.ConnectionOptions), socket }) : socket),
      (err: Error) => callback?.(err, undefined as unknown as Duplex)
    )
    return undefined
  }
  return agent
}

/**
 * A connection to `host:port` through the proxy, for TLS (or plain HTTP) on top: a CONNECT
 * tunnel through an HTTP(S) proxy (its user and password, if the URL has them, as Basic
 * Proxy-Authorization), or a SOCKS connection. Fails past `timeoutMs`.
 */
async function throughProxy(proxy: Proxy, host: string, port: number, timeoutMs: number): Promise<net.Socket> {
  const { url } = proxy
  const { host: proxyHost, port: proxyPort } = proxyAddress(proxy)
  const version = SOCKS.get(url.protocol as never)
  if (version !== undefined) {
    const user = decodeURIComponent(url.username)
    const password = decodeURIComponent(url.password)
    // Only for a kubeconfig that names a SOCKS proxy.
    const { SocksClient } = await import('socks')
    const { socket } = await SocksClient.createConnection({
      proxy: { host: proxyHost, port: proxyPort, type: version, ...(user && { userId: user, password }) },
      command: 'connect',
      destination: { host, port },
      timeout: timeoutMs
    })
    return socket
  }
  const socket =
    url.protocol === 'https:'
      ? tls.connect({ host: proxyHost, port: proxyPort, servername: net.isIP(proxyHost) ? undefined : proxyHost })
      : net.connect({ host: proxyHost, port: proxyPort })
  const authority = `${net.isIPv6(host) ? `[${host}]` : host}:${port}`
  const authorization = proxyAuthorization(proxy)
  const head = `CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authorization ? `Proxy-Authorization: ${authorization}\r\n` : ''}\r\n`
  return new Promise<net.Socket>((resolve, reject) => {
    let received = Buffer.alloc(0)
    const fail = (why: string, cause?: unknown) => {
      socket.destroy()
      reject(Object.assign(new Error(`the proxy ${proxy.shown} ${why}`, { cause }), { code: (cause as NodeJS.ErrnoException)?.code ?? 'EPROXY' }))
    }
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) {
        if (received.length > MAX_CONNECT_HEAD_BYTES) fail(`answered CONNECT with more than ${MAX_CONNECT_HEAD_BYTES} bytes of head`)
        return
      }
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received.toString('latin1', 0, Math.min(end, 200)))?.[1]
      if (status !== '200') return fail(`refused the tunnel to ${authority}: ${received.toString('latin1', 0, received.indexOf('\r\n')).slice(0, 200)}`)
      socket.off('data', onData)
      socket.off('timeout', onTimeout)
      socket.off('error', onError)
      socket.setTimeout(0)
      socket.pause()
      // What came after the head is the server's: give it back for TLS to read.
      if (received.length > end + 4) socket.unshift(received.subarray(end + 4))
      resolve(socket)
    }
    const onTimeout = () => fail(`did not open a tunnel within ${timeoutMs / 1000} s`)
    const onError = (err: Error) => fail(`cannot be reached: ${err.message}`, err)
    socket.setTimeout(timeoutMs)
    socket.on('timeout', onTimeout)
    socket.on('error', onError)
    socket.on('data', onData)
    socket.write(head)
  })
}
