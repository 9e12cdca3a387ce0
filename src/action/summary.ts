import { appendFileSync, existsSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as core from '@actions/core'
import type { LastCall } from '../clients/service/client.js'

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
  /**
   * Its first MAX_TABLE_ROWS rows are shown; `rest` says where a person finds all of them.
   * `total`: how many rows there are, when `rows` holds only the first of them.
   */
  table?: { head: string[]; rows: Cell[][]; total?: number; rest?: string }
}

/**
 * Rows of a section's table shown in the summary: a person reads a hundred, not a cluster's
 * ten thousand, and GitHub refuses a step's whole summary past 1 MiB (with an error in the run).
 */
export const MAX_TABLE_ROWS = 100

/** A report's `rest`: its environment in the app (the section's record) lists every artifact. */
export const ALL_IN_ENVIRONMENT = 'the environment in the app lists them all'

export interface Link {
  href: string
  text: string
}

/** A hash (fingerprint, commit): shown shortened in tables, whole in the facts, as code. */
export interface Hash {
  hash: string
  href?: string
  /** Said after the hash, which is then shortened: what it is, when the summary says so elsewhere. */
  note?: string
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

/** Past this, a run of characters without a space gets break points. */
const UNBROKEN = 32
/** A stretch with no break point at all is cut this long (a 64-hex fingerprint stays whole). */
const CHUNK = /.{1,64}/gs

/**
 * Text as HTML in which a long URL or path can wrap: browsers break neither at `/` nor inside
 * a word, so one such value in a cell widens its table past GitHub's summary pane, and the
 * pane then scrolls the other columns out of sight. `<wbr>` lets the line break there without
 * changing what is copied.
 */
export function breakable(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (word.length <= UNBROKEN) return escapeHtml(word)
      // A hyphen is a break point already; only a long stretch without one is cut.
      const between = (piece: string) =>
        piece
          .split(/(?<=-)/)
          .map((stretch) => (stretch.match(CHUNK) ?? []).map(escapeHtml).join('<wbr>'))
          .join('')
      return word
        .split(/(?<=[/?&=,;_])(?!\/)/)
        .map(between)
        .join('<wbr>')
    })
    .join('')
}

/**
 * Text as HTML, with the messages' `code` spans shown as code rather than as backticks. A
 * backtick left without its pair would show as one, so it becomes a plain quote; line breaks
 * become `<br>`, as a blank line would end the HTML block and turn the rest into Markdown.
 */
export function prose(text: string): string {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 === 1 ? `<code>${breakable(part)}</code>` : breakable(part.replace(/`/g, "'"))))
    .join('')
    .replace(/\r?\n/g, '<br>')
}

const SHORT = 12

function shortened(hashValue: string): string {
  return hashValue.length > SHORT + 1 ? `${hashValue.slice(0, SHORT)}…` : hashValue
}

function cell(value: Cell, inTable: boolean): string {
  if (typeof value === 'string') return prose(value)
  if (Array.isArray(value)) return value.map((v) => cell(v, inTable)).join(' · ')
  if ('hash' in value) {
    const shown = inTable || value.note ? shortened(value.hash) : value.hash
    const code = `<code title="${escapeHtml(value.hash)}">${escapeHtml(shown)}</code>`
    const linked = value.href ? `<a href="${escapeHtml(value.href)}">${code}</a>` : code
    return value.note ? `${linked} ${prose(value.note)}` : linked
  }
  return `<a href="${escapeHtml(value.href)}">${breakable(value.text)}</a>`
}

function present(value: Cell | undefined): value is Cell {
  return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)
}

/** Renders a section as HTML, the form the runner shows in the run's summary page. */
export function renderSection(section: SummarySection): string {
  let html = `<h3>${symbol(section.verdict)} ${breakable(section.title)}</h3>\n<p><strong>${prose(section.verdict.text)}</strong>`
  if (section.record) html += ` · ${cell(section.record, false)}`
  html += '</p>\n'
  const facts = section.facts.filter((f): f is [string, Cell] => present(f[1]))
  if (facts.length > 0) {
    html += '<table>\n'
    for (const [label, value] of facts) html += `<tr><th align="left">${escapeHtml(label)}</th><td>${cell(value, false)}</td></tr>\n`
    html += '</table>\n'
  }
  const table = section.table
  if (table && table.rows.length > 0) {
    html += '<table>\n<tr>' + table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('') + '</tr>\n'
    const shown = table.rows.slice(0, MAX_TABLE_ROWS)
    for (const row of shown) html += '<tr>' + row.map((c) => `<td>${cell(c, true)}</td>`).join('') + '</tr>\n'
    const more = Math.max(table.total ?? 0, table.rows.length) - shown.length
    if (more > 0) html += `<tr><td colspan="${table.head.length}">${prose(`… and ${more} more${table.rest ? `: ${table.rest}` : ''}`)}</td></tr>\n`
    html += '</table>\n'
  }
  return html
}

/**
 * Appends to this step's job summary, when the runner gives a file for it. The toolkit builds
 * it; it is appended at once, as the toolkit writes outputs, rather than by the toolkit's
 * `write()`, whose promise-based file calls start libuv's thread pool: 1-2 ms of a 60 ms step
 * on loopback, for one append (issue 31).
 */
export function writeSummary(section: SummarySection): void {
  const file = process.env.GITHUB_STEP_SUMMARY
  if (!file) return
  try {
    appendFileSync(file, core.summary.addRaw(renderSection(section), true).stringify())
  } catch (err) {
    // The summary is a report of the step, not its outcome: a file that cannot be written is said, and the step goes on.
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
    core.warning(`The job summary was not written: GITHUB_STEP_SUMMARY ${file} cannot be appended to (${code}); the step's result is unchanged`)
  } finally {
    core.summary.emptyBuffer()
  }
}

/**
 * The run and commit links, once per job: every step of the job writes into one summary, so
 * the first section to be written carries them (a marker in the job's RUNNER_TEMP remembers).
 * A fact that points at the same run or commit (an attestation's commit, a trail's origin) is
 * said in words elsewhere, so the summary does not repeat the same link in every section.
 */
export function withRunLinks(section: SummarySection, run: { runUrl?: string; commitUrl?: string; sha?: string }): SummarySection {
  const first = claimRunLinks()
  let runShown = false
  let commitShown = false
  const facts: SummarySection['facts'] = section.facts.map(([label, value]) => {
    if (run.runUrl && isLink(value) && value.href === run.runUrl) {
      if (!first || runShown) return [label, 'this run']
      runShown = true
      return [label, value]
    }
    if (run.sha && isHash(value) && value.hash === run.sha && value.href) {
      if (!first || commitShown) return [label, { hash: value.hash, note: "(this run's commit)" }]
      commitShown = true
      return [label, value]
    }
    return [label, value]
  })
  if (first && run.runUrl && !runShown) facts.push(['Run', link(run.runUrl, runText(run.runUrl))])
  if (first && run.sha && !commitShown) facts.push(['Commit', hash(run.sha, run.commitUrl)])
  return { ...section, facts }
}

/** True for the first section of the job to ask. */
function claimRunLinks(): boolean {
  const marker = path.join(
    process.env.RUNNER_TEMP || os.tmpdir(),
    `evidence-action-run-links-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? ''}`
  )
  if (existsSync(marker)) return false
  try {
    writeFileSync(marker, '')
  } catch {
    // Without the marker, the links are repeated: harmless.
  }
  return true
}

function isLink(value: Cell | undefined): value is Link {
  return typeof value === 'object' && !Array.isArray(value) && 'href' in value && 'text' in value
}

function isHash(value: Cell | undefined): value is Hash {
  return typeof value === 'object' && !Array.isArray(value) && 'hash' in value
}

/** "workflow run 1234" reads better than the whole address, which the link keeps. */
function runText(runUrl: string): string {
  const id = /\/runs\/(\d+)/.exec(runUrl)?.[1]
  return id ? `workflow run ${id}` : runUrl
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
