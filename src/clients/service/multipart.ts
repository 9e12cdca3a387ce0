import type { MultipartPart } from './request.js'

/**
 * A boundary found in no part, so no content can end a part early. Drawn from Math.random, not
 * crypto (3-5 ms to load, before the request): unpredictability buys nothing once the content
 * is checked, and with 104 random bits a second draw is never needed in practice.
 */
function boundaryFor(parts: MultipartPart[]): string {
  const draw = () => Math.random().toString(16).slice(2, 15).padEnd(13, '0')
  for (;;) {
    const boundary = `----evidence-action-${draw()}${draw()}`
    if (!parts.some((part) => part.content.includes(boundary))) return boundary
  }
}

/** `multipart/form-data` as RFC 7578 has it; file bytes go in as they are. */
export function encodeMultipart(parts: MultipartPart[], boundary = boundaryFor(parts)): { body: Buffer; contentType: string } {
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
