import { attachmentBytes, type AttachmentInfo } from '../domain/attachment-files.js'
import { liveTrail } from '../domain/trails.js'
import { notFound } from '../http-error.js'
import { fromColumn } from '../json.js'
import type { Answer } from '../receive.js'
import type { PageRequest } from './page-request.js'

/** A file name as a header carries it: plain ASCII in `filename`, the name itself in `filename*`. */
function disposition(filename: string): string {
  const base = filename.split(/[\\/]/).pop() || 'attachment'
  const ascii = base.replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`
}

/**
 * `…/trails/{trail}/attestations/{id}/attachment`: an attestation's attached file, as sent. It is
 * always a download, never shown in the page's origin: a recorded HTML file cannot run there.
 */
export function attachmentDownload({ ctx, params: [org, flow, trail, id] }: PageRequest): Answer {
  const t = liveTrail(ctx, org, flow, trail)
  const row = ctx.db.get('SELECT attachment FROM attestations WHERE id = ? AND org = ? AND flow = ? AND trail = ?', id, t.org, t.flow, t.name)
  const info = fromColumn<AttachmentInfo | null>(row?.attachment, null)
  const bytes = info ? attachmentBytes(ctx, t.org, info.sha256) : undefined
  if (!info || !bytes) throw notFound(`Attachment of attestation '${id}' in trail '${t.name}'`)
  return {
    status: 200,
    type: 'application/octet-stream',
    body: bytes,
    headers: {
      'content-disposition': disposition(info.filename),
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store'
    }
  }
}
