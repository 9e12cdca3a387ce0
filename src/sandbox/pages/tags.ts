import { tagsOf } from '../records.js'
import type { Context } from '../request.js'
import { html, type Html } from './html.js'
import { tag } from './layout.js'

/** A record's tags as `key=value` badges, for its facts; undefined (the row left out) when it has none. */
export function tagBadges(ctx: Context, org: string, type: 'flow' | 'environment', id: string): Html | undefined {
  const tags = Object.entries(tagsOf(ctx, org, type, id))
  return tags.length === 0 ? undefined : html`${tags.map(([key, value]) => html`${tag(`${key}=${value}`)} `)}`
}
