import { FileError } from '../../util/files.js'
import type { SbomDocument } from '../../clients/service/catalogue/scan-attestations.js'

/**
 * What every SBOM format yields, as the reference client (`kosli attest sbom`) normalises it:
 * when it was made, by which tools, about which subject, how many packages it lists.
 */

/** An SBOM the action cannot record: why, worded to follow "input `x`: ". */
export class SbomError extends FileError {}

/** The forms the action reads, as the `sbom_format` output names them. */
export type SbomForm = 'cyclonedx-json' | 'cyclonedx-xml' | 'spdx-json' | 'spdx-tag-value'

export interface SbomSummary {
  form: SbomForm
  /** As the file declares it: `cyclonedx-1.5`, `spdx-2.3`. */
  format: string
  document: SbomDocument
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/

/**
 * A creation time the service takes: RFC 3339 as its validator reads it (upper-cased first, so
 * `t` and `z` pass; no leap second, no hour 24, a day its month has, not year zero), kept as
 * written. Empty is none.
 */
export function createdAt(file: string, value: string | undefined): string | null {
  if (!value) return null
  const m = RFC3339.exec(value.toUpperCase())
  const [year, month, day, hour, minute, second] = (m ?? []).slice(1, 7).map(Number)
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const offsetOk = !m?.[9] || (Number(m[9]) < 24 && Number(m[10]) < 60)
  if (!m || year === 0 || month < 1 || month > 12 || day < 1 || day > days || hour > 23 || minute > 59 || second > 59 || !offsetOk)
    throw new SbomError(file, `${file}: its creation time ${JSON.stringify(value)} is not an RFC 3339 date-time`)
  return value
}

/** A subject's SHA-256 the service takes: 64 hex, lower-cased. Empty is none. */
export function subjectDigest(file: string, value: string | undefined): string | null {
  if (!value) return null
  const lowered = value.toLowerCase()
  if (!/^[a-f0-9]{64}$/.test(lowered)) throw new SbomError(file, `${file}: its subject's SHA-256 ${JSON.stringify(value)} is not 64 hex characters`)
  return lowered
}

/** A tool as "name version"; one without a name says nothing and is left out. */
export function toolName(name: unknown, version: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return undefined
  return typeof version === 'string' && version !== '' ? `${name} ${version}` : name
}

export const orNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
