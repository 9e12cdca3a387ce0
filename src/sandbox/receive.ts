import type http from 'node:http'

/** Bodies past this are refused with 413; the largest real request is a multipart upload. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024
/** One organization's bodies being received at once: past this, its new bytes are refused with 503. */
export const MAX_BUFFERED_PER_ORG = 32 * 1024 * 1024
/** All bodies being received at once, together: what memory the sandbox gives them at most. */
export const MAX_BUFFERED_BYTES = 256 * 1024 * 1024
/** A body that sends nothing for this long is answered with 408 and its memory given back. */
export const BODY_STALL_MS = 10_000

export interface Answer {
  status: number
  /** JSON, unless `type` is given. */
  body: unknown
  /** The body is sent as it is (text or bytes) with this content type: the pages, a download. */
  type?: string
  headers?: Record<string, string>
  /** The connection closes after it: what follows on the wire can no longer be trusted. */
  close?: boolean
}

export const errorAnswer = (status: number, message: string, close = false): Answer => ({ status, body: { message, errors: {} }, close })

export interface Receiving {
  body: Promise<Buffer | Answer>
  /** Ends the receiving with this answer instead; false when the body had already all arrived. */
  interrupt(answer: Answer): boolean
}

/**
 * Bodies held in memory while they arrive, counted per organization as well as in total: one
 * organization's uploads, however many and however slow, cannot take the room others' writes
 * need. The organization is known from the path before any body byte arrives.
 */
export class BodyBudget {
  private total = 0
  private readonly byOrg = new Map<string, number>()

  constructor(
    private readonly perOrg = MAX_BUFFERED_PER_ORG,
    private readonly overall = MAX_BUFFERED_BYTES,
    private readonly stallMs = BODY_STALL_MS
  ) {}

  private take(org: string, bytes: number): boolean {
    const held = this.byOrg.get(org) ?? 0
    if (held + bytes > this.perOrg || this.total + bytes > this.overall) return false
    this.byOrg.set(org, held + bytes)
    this.total += bytes
    return true
  }

  private give(org: string, bytes: number): void {
    if (bytes === 0) return
    this.total -= bytes
    const left = (this.byOrg.get(org) ?? 0) - bytes
    if (left <= 0) this.byOrg.delete(org)
    else this.byOrg.set(org, left)
  }

  /** The whole body, or a refusal: 413 past the request limit, 503 past the budget, 408 when it stalls. */
  receive(req: http.IncomingMessage, org: string): Receiving {
    let settle: (result: Buffer | Answer) => void = () => {}
    const body = new Promise<Buffer | Answer>((resolve) => (settle = resolve))
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    let stall: NodeJS.Timeout | undefined
    const finish = (result: Buffer | Answer) => {
      if (done) return false
      done = true
      clearTimeout(stall)
      this.give(org, size)
      size = 0
      chunks.length = 0
      settle(result)
      return true
    }
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => finish(errorAnswer(408, `The request body stalled: nothing arrived for ${this.stallMs / 1000} s`, true)), this.stallMs)
    }
    // A refused body is still read to its end (and dropped): a client still sending when the
    // answer comes and the connection closes would see a broken pipe instead of the answer.
    let refusal: Answer | undefined
    const refuse = (answer: Answer) => {
      refusal = answer
      this.give(org, size)
      size = 0
      chunks.length = 0
      req.resume()
    }
    req.on('data', (chunk: Buffer) => {
      if (done) return
      watch()
      if (refusal) return
      if (size + chunk.length > MAX_BODY_BYTES) return refuse(errorAnswer(413, `Request body larger than ${MAX_BODY_BYTES} bytes`))
      if (!this.take(org, chunk.length)) return refuse(errorAnswer(503, 'The sandbox is receiving too much at once; try again'))
      size += chunk.length
      chunks.push(chunk)
    })
    req.on('end', () => finish(refusal ?? Buffer.concat(chunks)))
    // Before 'end', the client went away mid-body; after it, this settles nothing.
    const cutShort = () => finish(errorAnswer(400, 'The request body was cut short', true))
    req.on('error', cutShort)
    req.on('close', cutShort)
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) refuse(errorAnswer(413, `Request body larger than ${MAX_BODY_BYTES} bytes`))
    if (!req.complete) watch()
    // A body already parsed to its end has its 'end' still to come, and it is whole.
    return { body, interrupt: (answer) => !req.complete && finish(answer) }
  }
}
