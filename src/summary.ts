import * as core from '@actions/core'
import type { LastCall } from './service/client.js'

/** One operation's part of the job summary: a heading, key facts, and optionally a table. */
export interface SummarySection {
  title: string
  /** The outcome a person looks for first: good, bad, or neither (a lookup, a dry run). */
  verdict?: { ok: boolean | undefined; text: string }
  /** Label and value; values are plain text unless wrapped with `link()`. */
  facts: [string, string | Link | undefined][]
  table?: { head: string[]; rows: Cell[][] }
}

export interface Link {
  href: string
  text: string
}

/** A table cell: text, a link, or several links side by side. */
export type Cell = string | Link | Link[]

export function link(href: string | undefined, text: string): Link | string {
  return href ? { href, text } : text
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function cell(value: Cell): string {
  if (typeof value === 'string') return value === '' ? '' : escapeHtml(value)
  if (Array.isArray(value)) return value.map(cell).join(' · ')
  return `<a href="${escapeHtml(value.href)}">${escapeHtml(value.text)}</a>`
}

/** Renders a section as HTML, the form the runner shows in the run's summary page. */
export function renderSection(section: SummarySection): string {
  const facts = section.facts.filter((f): f is [string, string | Link] => f[1] !== undefined && f[1] !== '')
  let html = `<h3>${escapeHtml(section.title)}</h3>\n`
  if (section.verdict) html += `<p><strong>${section.verdict.ok === undefined ? 'ℹ️' : section.verdict.ok ? '✅' : '❌'} ${escapeHtml(section.verdict.text)}</strong></p>\n`
  html += '<table>\n'
  for (const [label, value] of facts) html += `<tr><th align="left">${escapeHtml(label)}</th><td>${cell(value)}</td></tr>\n`
  html += '</table>\n'
  if (section.table && section.table.rows.length > 0) {
    html += '<table>\n<tr>' + section.table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('') + '</tr>\n'
    for (const row of section.table.rows) html += '<tr>' + row.map((c) => `<td>${cell(c)}</td>`).join('') + '</tr>\n'
    html += '</table>\n'
  }
  return html
}

export async function writeSummary(section: SummarySection): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  await core.summary.addRaw(renderSection(section), true).write()
}

/** Every section ends with where it happened: the run and the commit, when the runner knows them. */
export function withRunLinks(section: SummarySection, run: { runUrl?: string; commitUrl?: string; sha?: string }): SummarySection {
  const facts = [...section.facts]
  if (run.runUrl) facts.push(['Run', link(run.runUrl, run.runUrl)])
  if (run.sha && !facts.some(([label]) => label === 'Commit' || label === 'Newest commit')) facts.push(['Commit', link(run.commitUrl, run.sha)])
  return { ...section, facts }
}

/** The rows every section that called the service ends with: what was sent, and what came back. */
export function requestFacts(last: LastCall | undefined): SummarySection['facts'] {
  if (!last) return []
  if (last.dryRun) return [['Dry run', `${last.method} ${last.url}: nothing sent`]]
  return [
    ['Sent to', `${last.method} ${last.url}`],
    ['Answer', last.status === undefined ? 'none' : `HTTP ${last.status}`]
  ]
}
