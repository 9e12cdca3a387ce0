import type { HttpClient, HttpHeaders, Pipeline } from '@azure/core-rest-pipeline'
import type { Readable } from 'node:stream'
import { RuntimeError } from '../errors.js'
import { clientOptions, type AzureOptions } from './options.js'

/** The most an Azure answer read as text may hold: far past a manifest, a token or a page of apps. */
export const MAX_TEXT_BYTES = 8 << 20

export interface AzureRequest {
  url: string
  method: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A form or JSON body, as text. */
  body?: string
}

export interface TextAnswer {
  status: number
  headers: HttpHeaders
  body: string
}

interface Transport {
  pipeline: Pipeline
  client: HttpClient
}

const transports = new WeakMap<object, Transport>()

/**
 * The Azure SDK's own pipeline (proxy from HTTPS_PROXY/NO_PROXY, retries of throttled and
 * failed attempts, redirects), for the calls no SDK client makes the reference client's way:
 * the registry's manifest, Kudu's package, GitHub's OIDC token. One per report.
 */
async function transport(options: AzureOptions): Promise<Transport> {
  let found = transports.get(options)
  if (!found) {
    const rest = await import('@azure/core-rest-pipeline')
    // Each request carries its own timeout: no timeout policy needed here.
    found = { pipeline: rest.createPipelineFromOptions(clientOptions(options)), client: rest.createDefaultHttpClient() }
    transports.set(options, found)
  }
  return found
}

async function send(options: AzureOptions, req: AzureRequest) {
  const rest = await import('@azure/core-rest-pipeline')
  const { pipeline, client } = await transport(options)
  const request = rest.createPipelineRequest({
    url: req.url,
    method: req.method,
    headers: rest.createHttpHeaders(req.headers),
    body: req.body,
    timeout: options.timeoutMs,
    // Every answer is streamed, so none is read past what the caller allows.
    streamResponseStatusCodes: new Set([Number.POSITIVE_INFINITY])
  })
  return pipeline.sendRequest(client, request)
}

/** One request, its answer read as text (at most `maxBytes`, each pause at most `timeout-seconds`). */
export async function plainRequest(options: AzureOptions, req: AzureRequest, maxBytes = MAX_TEXT_BYTES): Promise<TextAnswer> {
  const response = await send(options, req)
  const body = response.readableStreamBody as Readable | undefined
  const bytes = body
    ? await readAll(body, options.timeoutMs, maxBytes, () => new RuntimeError('server', `${hostOf(req.url)} gave more than ${maxBytes} bytes`))
    : Buffer.alloc(0)
  return { status: response.status, headers: response.headers, body: bytes.toString('utf8') }
}

/** One request whose answer is a stream for the caller, with its status and headers. */
export async function streamedRequest(options: AzureOptions, req: AzureRequest): Promise<{ status: number; headers: HttpHeaders; body?: Readable }> {
  const response = await send(options, req)
  return { status: response.status, headers: response.headers, body: response.readableStreamBody as Readable | undefined }
}

/**
 * Reads a stream whole, failing past `maxBytes` or when no byte comes for `idleMs`: the
 * pipeline's timeout ends with the answer's headers, and a body can stall after them.
 */
export function readAll(stream: Readable, idleMs: number, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let timer: NodeJS.Timeout | undefined
    const idle = () => {
      clearTimeout(timer)
      timer = setTimeout(() => fail(new RuntimeError('timeout', 'Azure stopped sending an answer midway (`timeout-seconds`)')), idleMs)
    }
    const fail = (error: Error) => {
      clearTimeout(timer)
      stream.destroy()
      reject(error)
    }
    idle()
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) return fail(tooLarge())
      chunks.push(chunk)
      idle()
    })
    stream.on('end', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(chunks))
    })
    stream.on('error', (err) => fail(err))
  })
}

export function hostOf(url: string): string {
  return new URL(url).host
}
