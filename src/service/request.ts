import { USER_AGENT } from '../version.js'
import type { RequestSchemaName } from './schemas.js'

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH'

export interface MultipartPart {
  name: string
  content: string
  filename?: string
  contentType?: string
}

/** What an operation asks the service for, before it is encoded. */
export interface ServiceRequest {
  method: HttpMethod
  /** Below `{base_url}`, starting with `/`, segments encoded (see `apiPath`). */
  path: string
  query?: Record<string, string>
  json?: unknown
  multipart?: MultipartPart[]
  /** The shared schema the body must satisfy before it leaves. */
  schema?: RequestSchemaName
}

/**
 * A request exactly as it goes on the wire, minus the credentials. This is what dry-run
 * prints and what a spool file keeps, so a replay sends the same bytes.
 */
export interface EncodedRequest {
  method: HttpMethod
  /** Path and query below `{base_url}`. */
  path: string
  contentType?: string
  body?: string
  /** For a multipart body, the parts it was built from, kept for people reading a spool file. */
  parts?: MultipartPart[]
}

export interface ServiceResponse {
  status: number
  /** The body as text; empty in dry-run. */
  text: string
  /** The body parsed as JSON, when it is JSON. */
  json?: unknown
  dryRun: boolean
}

/** Every header a request carries but `Authorization`: what is sent, and what a spool file keeps. */
export function wireHeaders(request: EncodedRequest): Record<string, string> {
  return { 'user-agent': USER_AGENT, accept: 'application/json', ...(request.contentType && { 'content-type': request.contentType }) }
}
