import { randomBytes } from 'node:crypto'
import type { MultipartPart } from './request.js'

/** `multipart/form-data` as RFC 7578 has it; file bytes go in as they are. */
export function encodeMultipart(
  parts: MultipartPart[],
  boundary = `----evidence-action-${randomBytes(12).toString('hex')}`
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename.replace(/["\r\n\\]/g, '_')}"`
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n`
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`
    chunks.push(Buffer.from(`${head}\r\n`), typeof part.content === 'string' ? Buffer.from(part.content) : part.content, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
