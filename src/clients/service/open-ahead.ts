import net from 'node:net'
import type http from 'node:http'

type CreateConnection = (options: Record<string, unknown>, callback?: (error: Error | null, socket: net.Socket) => void) => net.Socket | undefined

/**
 * Opens one connection to `url` through `agent` before the first request needs it: the TCP (and
 * TLS) handshake, one or two round trips to the service, then happens while the step still
 * waits on something else (git, GitHub, the evidence). The agent gets it when it next asks for a
 * connection to the same host, port and server name; a connection that failed or closed in the
 * meantime is dropped for a new one, so the request fails or succeeds as it would have. Nothing
 * is sent on it but the TLS handshake, and it holds no step open: unused, it ends with the step.
 */
export function openAhead(agent: http.Agent, url: URL): void {
  const secure = url.protocol === 'https:'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const port = url.port ? Number(url.port) : secure ? 443 : 80
  // The server name the agent gives TLS for this host (none for an IP address).
  const servername = secure ? (net.isIP(host) ? '' : host) : undefined
  const own = agent as unknown as { createConnection: CreateConnection; options: Record<string, unknown> }
  const create = own.createConnection
  let held: net.Socket | undefined
  try {
    held = create.call(agent, { ...own.options, host, port, ...(servername !== undefined && { servername }) })
  } catch {
    return
  }
  if (!held) return
  // A failure here is the request's to meet on a connection of its own.
  held.on('error', () => {})
  held.unref()
  own.createConnection = function (this: http.Agent, options, callback) {
    own.createConnection = create
    const socket = held
    held = undefined
    const same = options.host === host && Number(options.port) === port && (!secure || (options.servername || '') === servername)
    if (socket && same && !socket.destroyed && socket.writable) {
      socket.ref()
      return socket
    }
    socket?.destroy()
    return create.call(this, options, callback)
  }
}
