import { gzipSync } from 'node:zlib'
import type * as catalogue from '../../clients/service/catalogue/trails.js'
import { HttpError } from '../http-error.js'
import { fromColumn } from '../json.js'
import type { Answer } from '../receive.js'
import type { Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { TAR_END, tarFile } from '../../util/tar.js'
import { attachmentBytes } from './attachment-files.js'
import { attestationView } from './attestations.js'
import { Evaluations, trailArtifacts, trailAttestations } from './evidence.js'
import { liveTrail, trailView } from './trails.js'
import * as trailsCatalogue from '../../clients/service/catalogue/trails.js'

/** A package holds at most this much before packing: the sandbox builds it in memory. */
export const MAX_PACKAGE_BYTES = 64 * 1024 * 1024

/** A name as one path segment inside the package: no separators, no dot segments. */
const segment = (name: string) => name.replace(/[/\\\0]/g, '_').replace(/^\.+$/, '_')

/**
 * GET /trails/{org}/{flow}/{trail}/audit_package: the trail's evidence as one gzipped tar, as
 * the service's "Download Full Audit Package" gives it: under `<flow>-<trail>/`, a
 * `manifest.json` listing what is inside, `trail.json` (the trail as GET answers it), each
 * attestation as `attestations/<n>-<name>.json` with its attachment beside it in
 * `attestations/<n>-<name>/`, and each artifact as `artifacts/<fingerprint>.json`. (The
 * service adds a PDF report; the sandbox does not write one.)
 */
function auditPackage(ctx: Context, { params }: Call<typeof catalogue.trailAuditPackage>): Reply<typeof catalogue.trailAuditPackage> {
  const trail = liveTrail(ctx, params.org, params.flow_name, params.trail_name)
  const root = segment(`${trail.flow}-${trail.name}`)
  const files: { name: string; content: Buffer }[] = []
  let total = 0
  const add = (name: string, content: Buffer) => {
    total += content.length
    if (total > MAX_PACKAGE_BYTES)
      throw new HttpError(500, `The audit package of trail '${trail.name}' holds more than the ${MAX_PACKAGE_BYTES} bytes the sandbox packs`)
    files.push({ name: `${root}/${name}`, content })
  }
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`)
  add('trail.json', json(trailView(ctx, trail, new Evaluations())))
  trailAttestations(ctx, trail.org, trail.flow, trail.name).forEach((a, i) => {
    const base = `attestations/${i + 1}-${segment(a.name)}`
    add(`${base}.json`, json(attestationView(ctx, a)))
    const attachment = fromColumn<{ filename?: string; sha256?: string } | null>(a.attachment, null)
    const bytes = attachment?.sha256 ? attachmentBytes(ctx, trail.org, attachment.sha256) : undefined
    if (bytes) add(`${base}/${segment(attachment?.filename ?? 'attachment')}`, bytes)
  })
  for (const artifact of trailArtifacts(ctx, trail))
    add(
      `artifacts/${artifact.fingerprint}.json`,
      json({
        fingerprint: artifact.fingerprint,
        filename: artifact.filename,
        template_reference_name: artifact.template_name,
        git_commit: artifact.git_commit,
        created_at: artifact.created_at,
        ...fromColumn<Record<string, unknown>>(artifact.data, {})
      })
    )
  const manifest = { flow: trail.flow, trail: trail.name, org: trail.org, generated_by: 'sandbox', files: files.map((f) => f.name.slice(root.length + 1)) }
  const mtime = Math.floor(trail.last_modified_at)
  const tar = Buffer.concat([...tarFile(`${root}/manifest.json`, json(manifest), mtime), ...files.flatMap((f) => tarFile(f.name, f.content, mtime)), TAR_END()])
  const answer: Answer = {
    status: 200,
    body: gzipSync(tar),
    type: 'application/gzip',
    headers: { 'content-disposition': `attachment; filename="${encodeURIComponent(root)}-audit-package.tar.gz"` }
  }
  return answer as Reply<typeof catalogue.trailAuditPackage>
}

/** The catalogue entries this module serves, each with its handler. */
export function auditPackageRoutes(ctx: Context): Route[] {
  return [route(trailsCatalogue.trailAuditPackage, (call) => auditPackage(ctx, call))]
}
