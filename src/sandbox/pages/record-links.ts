// How a record points elsewhere, as recorded: its commit, its named links.
import { commitInfo, externalUrls } from '../domain/shapes.js'
import { html, outLink, type Part } from './html.js'
import { short } from './layout.js'

/** A commit as recorded: its sha (linked to it when an address came with it), branch, author and first line. */
export function commitLine(value: unknown): Part {
  const commit = commitInfo(value)
  if (!commit) return undefined
  // commitInfo answers these as text (or null) whatever was stored.
  const [sha, branch, author, message] = [commit.sha1, commit.branch, commit.author, commit.message].map((v) => (typeof v === 'string' ? v : ''))
  return html`${outLink(commit.url, short(sha))}${branch ? html` on <code>${branch}</code>` : ''}${author ? html` by ${author}` : ''}${
    message ? html`<br /><span class="muted">${message.split('\n')[0].slice(0, 200)}</span>` : ''
  }`
}

/** `external_urls`: each name with its address, linked when it may be followed. */
export function linksView(value: unknown): Part {
  const urls = externalUrls(value)
  if (!urls || Object.keys(urls).length === 0) return undefined
  return html`${Object.entries(urls).map(([name, u]) => html`<div>${name}: ${outLink(u.href)}</div>`)}`
}
