import { existsSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { appendSummary } from './runner.js'
import type { LastCall } from './service/client.js'

/** The outcome a person looks for first: good, bad, or neither (a lookup, a dry run). */
export interface Verdict {
  ok: boolean | undefined
  text: string
}

/** One operation's part of the job summary: verdict first, then the facts, then any table. */
export interface SummarySection {
  title: string
  verdict: Verdict
  /** The record in the service's web app, when there is one to point at. */
  record?: Link
  /** Label and value; undefined or empty values are left out. */
  facts: [string, Cell | undefined][]
  table?: { head: string[]; rows: Cell[][] }
}

export interface Link {
  href: string
  text: string
}

/** A hash (fingerprint, commit): shown shortened in tables, whole in the facts, as code. */
export interface Hash {
  hash: string
  href?: string
}

/** A table cell: text, a link, a hash, or several links side by side. */
export type Cell = string | Link | Hash | Link[]

export function link(href: string | undefined, text: string): Link | string {
  return href ? { href, text } : text
}

export function hash(value: string, href?: string): Hash {
  return { hash: value, href }
}

export function symbol(verdict: Verdict): string {
  return verdict.ok === undefined ? 'ℹ️' : verdict.ok ? '✅' : '❌'
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Text as HTML, with the messages' `code` spans shown as code rather than as backticks. */
export function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')
}

const SHORT = 12

function cell(value: Cell, inTable: boolean): string {
  if (typeof value === 'string') return prose(value)
  if (Array.isArray(value)) return value.map((v) => cell(v, inTable)).join(' · ')
  if ('hash' in value) {
    const shown = inTable && value.hash.length > SHORT + 1 ? `${value.hash.slice(0, SHORT)}…` : value.hash
    const code = `<code title="${escapeHtml(value.hash)}">${escapeHtml(shown)}</code>`
    return value.href ? `<a href="${escapeHtml(value.href)}">${code}</a>` : code
  }
  return `<a href="${escapeHtml(value.href)}">${escapeHtml(value.text)}</a>`
}

function present(value: Cell | undefined): value is Cell {
  return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)
}

/** Renders a section as HTML, the form the runner shows in the run's summary page. */
export function renderSection(section: SummarySection): string {
  let html = `<h3>${symbol(section.verdict)} ${escapeHtml(section.title)}</h3>\n<p><strong>${prose(section.verdict.text)}</strong>`
  if (section.record) html += ` · ${cell(section.record, false)}`
  html += '</p>\n'
  const facts = section.facts.filter((f): f is [string, Cell] => present(f[1]))
  if (facts.length > 0) {
    html += '<table>\n'
    for (const [label, value] of facts) html += `<tr><th align="left">${escapeHtml(label)}</th><td>${cell(value, false)}</td></tr>\n`
    html += '</table>\n'
  }
  if (section.table && section.table.rows.length > 0) {
    html += '<table>\n<tr>' + section.table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('') + '</tr>\n'
    for (const row of section.table.rows) html += '<tr>' + row.map((c) => `<td>${cell(c, true)}</td>`).join('') + '</tr>\n'
    html += '</table>\n'
  }
  return html
}

export function writeSummary(section: SummarySection): void {
  appendSummary(renderSection(section))
}

/**
 * The run and commit links, once per job: every step of the job writes into one summary, so
 * the first section to be written carries them (a marker in the job's RUNNER_TEMP remembers).
 */
export function withRunLinks(section: SummarySection, run: { runUrl?: string; commitUrl?: string; sha?: string }): SummarySection {
  const marker = path.join(
    process.env.RUNNER_TEMP || os.tmpdir(),
    `evidence-action-run-links-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? ''}`
  )
  if (existsSync(marker)) return section
  try {
    writeFileSync(marker, '')
  } catch {
    // Without the marker, the links are repeated: harmless.
  }
  const facts = [...section.facts]
  if (run.runUrl) facts.push(['Run', link(run.runUrl, run.runUrl)])
  if (run.sha && !facts.some(([label]) => label === 'Commit' || label === 'Newest commit')) facts.push(['Commit', hash(run.sha, run.commitUrl)])
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
