import type http from 'node:http'
import type { Socket } from 'node:net'
import type { Answer, Receiving } from './receive.js'

/** Requests in flight on one connection before it stops reading more (HTTP pipelining). */
export const MAX_IN_FLIGHT_PER_CONNECTION = 32

/**
 * One connection's requests, answered in the order they came, each from the state its
 * predecessors left: a GET pipelined behind a PUT sees the PUT. Past a number in flight the
 * socket stops being read until answers go out, so a long pipeline is slowed, never cut off.
 */
export class Connection {
  private tail: Promise<void> = Promise.resolve()
  private inFlight = 0
  private readonly receiving = new Set<Receiving>()
  /** Set once the connection has been given its last answer: nothing after it is read. */
  ending = false

  constructor(private readonly socket: Socket) {}

  /** Queues `work` behind the requests before it; it resolves once its answer is written out. */
  enqueue(receiving: Receiving, work: (body: Buffer | Answer) => void, res: http.ServerResponse, onError: (err: unknown) => void): void {
    this.receiving.add(receiving)
    void receiving.body.finally(() => this.receiving.delete(receiving))
    if (++this.inFlight >= MAX_IN_FLIGHT_PER_CONNECTION) this.socket.pause()
    this.tail = this.tail
      .then(async () => {
        work(await receiving.body)
        // The next answer waits for this one to leave: an error written straight to the socket
        // after the last one (see `last`) can then never overtake it.
        if (!res.writableFinished && !res.destroyed) await new Promise((resolve) => (res.once('finish', resolve), res.once('close', resolve)))
      })
      .catch(onError)
      .finally(() => {
        if (--this.inFlight < MAX_IN_FLIGHT_PER_CONNECTION && !this.ending) this.socket.resume()
      })
  }

  /**
   * Ends the connection with `answer` after every request already read has been answered. A
   * request whose body was still arriving is the one the failure cut short: it gets `answer`
   * itself. Otherwise `write` sends it once the others are out.
   */
  last(answer: Answer, write: () => void): void {
    if (this.ending) return
    this.ending = true
    this.socket.pause()
    // A client that never reads its answers must not hold the connection open for ever.
    setTimeout(() => this.socket.destroy(), LAST_ANSWER_MS).unref()
    let taken = false
    for (const r of this.receiving) taken = r.interrupt(answer) || taken
    void this.tail.then(() => {
      if (!taken && this.socket.writable) write()
    })
  }
}

/** How long answers already due may take to leave before a failed connection is dropped. */
const LAST_ANSWER_MS = 30_000

const connections = new WeakMap<Socket, Connection>()

export function connectionOf(socket: Socket): Connection {
  let connection = connections.get(socket)
  if (!connection) connections.set(socket, (connection = new Connection(socket)))
  return connection
}
