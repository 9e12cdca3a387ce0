import { html, type Html } from './html.js'
import { facts } from './layout.js'

/** How much of one value a page shows; the API answers all of it. */
export const MAX_SHOWN_CHARS = 20_000
const MAX_FLAT_KEYS = 50

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)

/**
 * A value recorded as data (`user_data`, annotations, a custom attestation's data) shown as
 * data: a flat object as names and values, anything else as indented JSON, both as text.
 */
export function dataView(value: unknown): Html {
  if (value === undefined || value === null) return html``
  if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
    if (entries.length > 0 && entries.length <= MAX_FLAT_KEYS && entries.every(([, v]) => isScalar(v)))
      return facts(entries.map(([k, v]) => [k, html`<span class="mono">${typeof v === 'string' ? v : JSON.stringify(v)}</span>`]))
  }
  const text = JSON.stringify(value, null, 2) ?? ''
  if (text.length <= MAX_SHOWN_CHARS) return html`<pre>${text}</pre>`
  return html`<pre>${text.slice(0, MAX_SHOWN_CHARS)}</pre>
    <p class="muted">The first ${MAX_SHOWN_CHARS} of ${text.length} characters; the API answers the whole value.</p>`
}

/** Long text from the store (a description, a template), bounded. */
export function longText(text: string): Html {
  if (text.length <= MAX_SHOWN_CHARS) return html`${text}`
  return html`${text.slice(0, MAX_SHOWN_CHARS)}<span class="muted"> … (${text.length - MAX_SHOWN_CHARS} more characters)</span>`
}
