import { randomUUID } from 'node:crypto'
import type { Database } from './db/database.js'

/** The service's timestamps: seconds since the epoch, with a fraction. */
export const now = () => Date.now() / 1000

export const newId = () => randomUUID()

/** What every group of handlers shares: the database, and the address the sandbox answers on. */
export interface Context {
  db: Database
  /** `http://host:port`, without `/api/v2`. */
  origin: () => string
}

/** The web address the service would give a record, where the sandbox serves its page (src/sandbox/pages/). */
export const htmlUrl = (ctx: Context, ...segments: string[]) => `${ctx.origin()}/${segments.map(encodeURIComponent).join('/')}`

/** The API address of a record, one the sandbox serves. */
export const apiUrl = (ctx: Context, ...segments: string[]) => `${ctx.origin()}/api/v2/${segments.map(encodeURIComponent).join('/')}`

/** Page `page` (from 1) of `perPage` items: the SQL LIMIT and OFFSET. */
export function paging(
  page: number | undefined,
  perPage: number | undefined,
  defaultPerPage: number
): { limit: number; offset: number; page: number; perPage: number } {
  // Past these nothing is there anyway; they keep LIMIT and OFFSET exact integers.
  const p = Math.min(page ?? 1, 1e9)
  const n = Math.min(perPage ?? defaultPerPage, 1000)
  return { limit: n, offset: (p - 1) * n, page: p, perPage: n }
}
