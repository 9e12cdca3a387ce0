import { randomBytes } from 'node:crypto'
import type { MultipartPart } from './request.js'

/** Content is text (JSON documents), so the body can be kept and replayed as a string. */
export function encodeMultipart(parts: MultipartPart[], boundary = `----evidence-action-${randomBytes(12).toString('hex')}`): { body: string; contentType: string } {
  let body = ''
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename.replace(/["\r\n]/g, '_')}"`
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n`
    if (part.contentType) body += `Content-Type: ${part.contentType}\r\n`
    body += `\r\n${part.content}\r\n`
  }
  body += `--${boundary}--\r\n`
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
