import { createHash } from 'node:crypto'
import { WebApp } from '../../clients/service/web-app.js'
import type { Answer } from '../receive.js'
import { Html, html, type Part } from './html.js'

/** The pages' addresses, made as the action makes the links it prints: root-relative, so they work under any host name. */
export const app = new WebApp('')

/** An organization's own page: the home page, its part only. */
export const orgAddress = (org: string) => `/${encodeURIComponent(org)}`

// One style sheet, inline: the pages load nothing from anywhere, and the policy below names
// this sheet by its hash, so no other style (nor any script) applies.
const STYLE = `
:root{color-scheme:light dark;--fg:#1c2024;--muted:#5c6670;--bg:#fff;--panel:#f5f7f9;--line:#d8dde2;--link:#0b5cad;
--ok:#1a7f37;--ok-bg:#dafbe1;--bad:#b42318;--bad-bg:#fee4e2;--open:#8a5a00;--open-bg:#fff3c4}
@media (prefers-color-scheme:dark){:root{--fg:#e6e9ec;--muted:#9aa4ad;--bg:#15181b;--panel:#1e2226;--line:#333a40;--link:#6cb6ff;
--ok:#56d364;--ok-bg:#12361d;--bad:#ff7b72;--bad-bg:#3d1512;--open:#e3b341;--open-bg:#3a2c05}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header.top{background:var(--panel);border-bottom:1px solid var(--line);padding:.5rem 1rem}
header.top nav{max-width:72rem;margin:0 auto;font-size:.9rem;overflow-wrap:anywhere}
header.top .sep{color:var(--muted);padding:0 .35rem}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0;overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem;padding-bottom:.25rem;border-bottom:1px solid var(--line)}
h3{font-size:1rem;margin:0;overflow-wrap:anywhere}
a{color:var(--link)}
p{margin:.4rem 0}
.muted{color:var(--muted)}
.mono,code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
.mono{overflow-wrap:anywhere}
pre{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem;margin:.4rem 0;overflow:auto;max-height:24rem;white-space:pre-wrap;overflow-wrap:anywhere}
.badge{display:inline-block;border-radius:999px;padding:.05rem .6rem;font-size:.8rem;font-weight:600;white-space:nowrap;border:1px solid currentColor}
.ok{color:var(--ok);background:var(--ok-bg)}
.bad{color:var(--bad);background:var(--bad-bg)}
.open{color:var(--open);background:var(--open-bg)}
.plain{color:var(--muted);background:var(--panel)}
.verdict{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
ul.reasons{margin:.25rem 0;padding-left:1.25rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.5rem 0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;min-width:0;overflow-wrap:anywhere}
.table{overflow-x:auto;margin:.4rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid var(--line)}
th{color:var(--muted);font-weight:600;white-space:nowrap}
td,td .mono{overflow-wrap:break-word}
.card{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.card.linked{border-color:var(--link);box-shadow:0 0 0 2px var(--link)}
.card header{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-bottom:.25rem}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1rem}
details summary{cursor:pointer;color:var(--link)}
svg.timeline{width:100%;height:2.5rem;display:block;border:1px solid var(--line);border-radius:4px}
svg.timeline .ok{fill:var(--ok)}
svg.timeline .bad{fill:var(--bad)}
.legend{display:flex;flex-wrap:wrap;gap:1rem;font-size:.85rem;color:var(--muted)}
footer{max-width:72rem;margin:2rem auto 1rem;padding:0 1rem;font-size:.8rem;color:var(--muted)}
@media (max-width:40rem){main{padding:.75rem}dl.facts{grid-template-columns:1fr}dl.facts dd{margin-bottom:.4rem}h1{font-size:1.3rem}}
`.trim()

// A constant of this file, not a value from the store: it goes in as written, made apart from the
// page's template so that nothing (a formatter included) can add to it what the hash does not cover.
const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`)
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

/**
 * Nothing loads or runs but the page and its one style sheet: no script, no frame, no form, no
 * outside asset. `img-src data:` lets the empty icon below stand in for `/favicon.ico`.
 */
export const CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`

export const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  // The pages show what is stored now: a reload shows what was recorded since.
  'cache-control': 'no-store'
}

export interface Crumb {
  text: string
  href?: string
}

/** The trail of pages above this one: the sandbox, the organization, and so on. */
const crumbsOf = (crumbs: Crumb[]) =>
  html`<nav aria-label="Where you are">
    <a href="/">Sandbox</a>${crumbs.map(
      (c) => html`<span class="sep">/</span>${c.href ? html`<a href="${c.href}">${c.text}</a>` : html`<span>${c.text}</span>`}`
    )}
  </nav>`

/** The crumbs of a flow's pages: its organization, the flow, then the record shown (`last`). */
export const flowCrumbs = (org: string, flow: string, last?: string): Crumb[] => [
  { text: org, href: orgAddress(org) },
  { text: flow, href: last === undefined ? undefined : app.flow(org, flow) },
  ...(last === undefined ? [] : [{ text: last }])
]

/** A whole page, answered with `status`; `title` names the record it shows. */
export function page(title: string, crumbs: Crumb[], body: Html, status = 200, headers: Record<string, string> = {}): Answer {
  const text = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · evidence sandbox</title>
        <link rel="icon" href="data:," />
        ${STYLE_ELEMENT}
      </head>
      <body>
        <header class="top">${crumbsOf(crumbs)}</header>
        <main>${body}</main>
        <footer>The local sandbox of the evidence service: read-only pages of what was recorded here. The same records answer at <code>/api/v2</code>.</footer>
      </body>
    </html> `.text
  return { status, body: text, type: 'text/html; charset=utf-8', headers: { ...PAGE_HEADERS, ...headers } }
}

/** A verdict as a coloured word: COMPLIANT, NON-COMPLIANT, INCOMPLETE, MISSING, or another state. */
export function stateBadge(state: string): Html {
  const tone = state === 'COMPLIANT' ? 'ok' : state === 'NON-COMPLIANT' ? 'bad' : state === 'INCOMPLETE' || state === 'MISSING' ? 'open' : 'plain'
  return html`<span class="badge ${tone}">${state}</span>`
}

/** Compliant or not, or not known (null). */
export function compliantBadge(compliant: boolean | null | undefined): Html {
  if (compliant === true) return html`<span class="badge ok">compliant</span>`
  if (compliant === false) return html`<span class="badge bad">non-compliant</span>`
  return html`<span class="badge plain">not evaluated</span>`
}

export const tag = (text: string) => html`<span class="badge plain">${text}</span>`

/** Seconds since the epoch, as a UTC time a person reads (and a machine, in `datetime`). */
export function when(seconds: number | null | undefined): Html {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return html`<span class="muted">—</span>`
  const date = new Date(seconds * 1000)
  if (Number.isNaN(date.getTime())) return html`<span class="muted">—</span>`
  const iso = date.toISOString()
  return html`<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC</time>`
}

/** A fingerprint or commit, shortened on the page, whole in its tooltip. */
export const short = (value: string, length = 12) =>
  value.length > length ? html`<span class="mono" title="${value}">${value.slice(0, length)}…</span>` : html`<span class="mono">${value}</span>`

export function facts(rows: [string, Part][]): Html {
  const shown = rows.filter(
    ([, value]) => value !== undefined && value !== null && value !== '' && value !== false && !(value instanceof Html && value.text === '')
  )
  return shown.length === 0
    ? html``
    : html`<dl class="facts">
        ${shown.map(
          ([name, value]) =>
            html`<dt>${name}</dt>
              <dd>${value}</dd>`
        )}
      </dl>`
}

/** A table that scrolls sideways on a narrow screen rather than widening the page. */
export function table(head: string[], rows: Part[][]): Html {
  return html`<div class="table">
    <table>
      <thead>
        <tr>
          ${head.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell) => html`<td>${cell}</td>`)}
            </tr>`
        )}
      </tbody>
    </table>
  </div>`
}

/** "and N more" under a list cut short, naming where the rest can be read. */
export const more = (shown: number, total: number, where: string) =>
  total > shown ? html`<p class="muted">The ${shown} shown of ${total}; ${where}.</p>` : html``

/** Under a list read with a limit: whether more were there, and where to read them all. */
export const firstOnly = (shown: number, cut: boolean, where: string) => (cut ? html`<p class="muted">The first ${shown} shown; ${where}.</p>` : html``)
