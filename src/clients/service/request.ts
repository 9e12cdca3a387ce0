import type { HttpMethod, RetrySafety } from './endpoint.js'
import { USER_AGENT } from '../../util/version.js'

/** A multipart part as sent: JSON documents as text, files as their bytes. */
export interface MultipartPart {
  name: string
  content: Buffer | string
  filename?: string
  contentType?: string
}

/**
 * A request exactly as it goes on the wire, minus the credentials. This is what dry-run
 * prints and what a spool file keeps, so a replay sends the same bytes.
 */
export interface EncodedRequest {
  /** The catalogue entry it was built from. */
  endpoint: string
  method: HttpMethod
  /** Path and query below `{base_url}`. */
  path: string
  retry: RetrySafety
  contentType?: string
  body?: Buffer
  /** For a multipart body, the parts it was built from, for people reading a dry run or a spool file. */
  parts?: MultipartPart[]
}

/** Every header a request carries but `Authorization`: what is sent, and what a spool file keeps. */
export function wireHeaders(request: Pick<EncodedRequest, 'contentType'>): Record<string, string> {
  return { 'user-agent': USER_AGENT, accept: 'application/json', ...(request.contentType && { 'content-type': request.contentType }) }
}
