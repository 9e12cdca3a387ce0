/**
 * HTML made only through `html`: every value put into a template is escaped unless it is
 * itself `Html`, so a name, a description or `user_data` from the store reaches the page as
 * text, never as markup, whichever template forgets to think about it.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

/** What a template takes: text (escaped), numbers, markup made here, lists of them; nothing for false, null, undefined. */
export type Part = Html | string | number | boolean | null | undefined | readonly Part[]

const SPECIAL = /[&<>"']/

/** Text safe in an element and in a quoted attribute. */
export const escapeHtml = (text: string): string =>
  SPECIAL.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;') : text

// Strings first: most of what a page holds is text from the store.
function partText(part: Part): string {
  if (typeof part === 'string') return escapeHtml(part)
  if (part instanceof Html) return part.text
  if (typeof part === 'number') return String(part)
  if (Array.isArray(part)) {
    let text = ''
    for (const p of part as readonly Part[]) text += partText(p)
    return text
  }
  return ''
}

/**
 * A template's own text without the indentation of its lines: the source is indented for
 * reading (and by the formatter), which a page of hundreds of records would carry hundreds of
 * times. Whitespace stays whitespace; values are never touched (a `<pre>`'s content is one).
 * Worked out once per template, which is the same array at every call.
 */
const unindented = new WeakMap<TemplateStringsArray, string[]>()
function statics(strings: TemplateStringsArray): string[] {
  let kept = unindented.get(strings)
  if (!kept) unindented.set(strings, (kept = strings.map((s) => s.replace(/\n[ \t]+/g, '\n'))))
  return kept
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  const fixed = statics(strings)
  let text = fixed[0]
  for (let i = 0; i < parts.length; i++) text += partText(parts[i]) + fixed[i + 1]
  return new Html(text)
}

/**
 * An address from the store, when it may be followed: http or https only. Anything else
 * (`javascript:`, `data:`) is shown as text and not linked.
 */
export function linkable(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 4096) return undefined
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined
}

/** A link to an address from the store, or its text when it may not be followed. */
export function outLink(url: unknown, text?: Part): Html {
  const href = linkable(url)
  if (href) return html`<a href="${href}" rel="noreferrer noopener">${text ?? href}</a>`
  if (text !== undefined) return html`${text}`
  return typeof url === 'string' ? html`<span class="mono">${url}</span>` : html``
}
