import { HttpError } from './http-error.js'

export interface Part {
  name: string
  filename?: string
  /** The part's own `Content-Type`, when it has one. */
  contentType?: string
  content: Buffer
}

/** Splits a `multipart/form-data` body into its parts. */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  if (!boundary) throw new HttpError(400, 'multipart body without a boundary')
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const parts: Part[] = []
  let start = body.indexOf(delimiter)
  if (start === -1) throw new HttpError(400, 'multipart body without its boundary')
  for (;;) {
    start += delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next === -1) throw new HttpError(400, 'multipart body is not terminated')
    const chunk = body.subarray(start + 2, next - 2)
    const headerEnd = chunk.indexOf('\r\n\r\n')
    if (headerEnd === -1) throw new HttpError(400, 'multipart part without headers')
    const headers = chunk.subarray(0, headerEnd).toString('utf8')
    const name = /name="([^"]*)"/i.exec(headers)?.[1]
    if (!name) throw new HttpError(400, 'multipart part without a name')
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1]
    const contentType = /^content-type:[ \t]*(.*?)[ \t]*$/im.exec(headers)?.[1]
    parts.push({ name, filename, ...(contentType !== undefined && { contentType }), content: chunk.subarray(headerEnd + 4) })
    start = next
  }
  return parts
}
