import { createHash } from 'node:crypto'
import type { FilePart } from '../../clients/service/endpoint.js'
import type { Context } from '../request.js'

/** What an attestation keeps of its attachment: the file's name, size and digest. */
export interface AttachmentInfo {
  filename: string
  size: number
  sha256: string
}

/** Keeps an attachment's bytes (once per organization and content) and answers what the attestation records of it. */
export function keepAttachment(ctx: Context, org: string, file: FilePart): AttachmentInfo {
  const sha256 = createHash('sha256').update(file.content).digest('hex')
  ctx.db.run('INSERT INTO attachment_files (org, sha256, content) VALUES (?, ?, ?) ON CONFLICT (org, sha256) DO NOTHING', org, sha256, file.content)
  return { filename: file.filename, size: file.content.length, sha256 }
}

/** Whether the bytes of an attachment are kept: those recorded before they were are not. */
export function attachmentKept(ctx: Context, org: string, sha256: string): boolean {
  return ctx.db.get('SELECT 1 AS kept FROM attachment_files WHERE org = ? AND sha256 = ?', org, sha256) !== undefined
}

export function attachmentBytes(ctx: Context, org: string, sha256: string): Buffer | undefined {
  const content = ctx.db.get('SELECT content FROM attachment_files WHERE org = ? AND sha256 = ?', org, sha256)?.content
  return content instanceof Uint8Array ? Buffer.from(content.buffer, content.byteOffset, content.byteLength) : undefined
}
