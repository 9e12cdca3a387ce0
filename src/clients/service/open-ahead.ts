import net from 'node:net'
import type http from 'node:http'

type CreateConnection = (options: Record<string, unknown>, callback?: (error: Error | null, socket: net.Socket) => void) => net.Socket | undefined

/**
 * How long a connection opened ahead waits for its request. Servers close a connection that
 * sends nothing after a while (Node's own after 60 s, some after a few, answering 408 first):
 * an older one is dropped rather than risked, and the request connects afresh.
 */
export const MAX_AHEAD_MS = 3000

/** Agents whose connection opened ahead was closed by the server, unanswered, after it was given to a request. */
const closedEarly = new WeakSet<http.Agent>()

/**
 * Opens one connection to `url` through `agent` before the first request needs it: the TCP (and
 * TLS) handshake, one or two round trips to the service, then happens while the step still
 * waits on something else (git, GitHub, the evidence). The agent gets it when it next asks for a
 * connection to the same host, port and server name, if it is younger than MAX_AHEAD_MS and the
 * server has said nothing on it; otherwise it is dropped for a new one. Nothing is sent on it but
 * the TLS handshake, and it holds no step open: unused, it ends with the step.
 */
export function openAhead(agent: http.Agent, url: URL, maxAgeMs = MAX_AHEAD_MS): void {
  const secure = url.protocol === 'https:'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const port = url.port ? Number(url.port) : secure ? 443 : 80
  // The server name the agent gives TLS for this host (none for an IP address).
  const servername = secure ? (net.isIP(host) ? '' : host) : undefined
  const own = agent as unknown as {
    createConnection: CreateConnection
    options: Record<string, unknown>
    getName(options: Record<string, unknown>): string
  }
  const create = own.createConnection
  const options: Record<string, unknown> = { ...own.options, host, port, ...(servername !== undefined && { servername }) }
  // The agent's key for it, under which an https agent keeps the TLS session for later connections.
  options._agentKey = own.getName(options)
  let held: net.Socket | undefined
  try {
    held = create.call(agent, options)
  } catch {
    return
  }
  if (!held) return
  const socket = held
  // A failure here is the request's to meet on a connection of its own.
  socket.on('error', () => {})
  // Each address tried (IPv6, then IPv4) is a new handle, held open again unless told not to.
  const unref = () => held && socket.unref()
  unref()
  socket.on('connectionAttempt', unref)
  socket.on('connect', unref)
  const expiry = setTimeout(() => {
    held = undefined
    socket.destroy()
  }, maxAgeMs)
  expiry.unref()
  own.createConnection = function (this: http.Agent, wanted, callback) {
    own.createConnection = create
    clearTimeout(expiry)
    const given = held
    held = undefined
    const same = wanted.host === host && Number(wanted.port) === port && (!secure || (wanted.servername || '') === servername)
    // Bytes the server sent unasked (a 408 before it closes) or its end mean it is done with it.
    if (given && same && !given.destroyed && given.writable && !given.readableEnded && given.readableLength === 0) {
      given.ref()
      // The server closing it before it answered a byte means it never read the request.
      const answered = given.bytesRead
      const unanswered = () => given.bytesRead === answered && closedEarly.add(agent)
      given.once('end', unanswered)
      given.once('error', unanswered)
      return given
    }
    given?.destroy()
    return create.call(this, wanted, callback)
  }
}

/**
 * Whether a request that failed before any answer did so because the connection opened ahead
 * had been closed by the server (its idle limit) as the request went out: the server never read
 * the request, so it is sent again on a new connection, as for any reused connection.
 */
export function closedUnderRequest(agent: http.RequestOptions['agent'], error: NodeJS.ErrnoException): boolean {
  return typeof agent === 'object' && closedEarly.delete(agent) && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
}
