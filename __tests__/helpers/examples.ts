import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './run-action.js'

/**
 * The examples users copy, read from the published pages when a test runs: every fenced block
 * of a page whose info string is exactly `yaml` (or `yml`) is a workflow, a job or a list of
 * steps, as `npm run lint:workflows` reads them; YAML that is not a workflow is fenced with one
 * more word (```` ```yaml policy ````) and found by that word.
 */
export interface Example {
  /** `approve/README.md#1`: the page, and the block's place among the page's workflow examples (from 1). */
  key: string
  page: string
  /** The info string: `yaml`, or `yaml policy` for a file an example names. */
  info: string
  /** The first line of the block's content on the page (from 1). */
  line: number
  text: string
}

/** Every fenced YAML block of a page, in order: workflow examples keyed by their place, the others by their info string. */
export function yamlBlocks(page: string): Example[] {
  const lines = readFileSync(path.join(ROOT, page), 'utf8').replace(/\r\n/g, '\n').split('\n')
  const blocks: Example[] = []
  let workflows = 0
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})\s*(.*)$/.exec(lines[i])
    if (!open) continue
    let end = i + 1
    while (end < lines.length && lines[end] !== open[1]) end++
    const info = open[2].trim()
    if (/^ya?ml\b/i.test(info)) {
      const workflow = /^ya?ml$/i.test(info)
      blocks.push({ key: workflow ? `${page}#${++workflows}` : `${page} ${info}`, page, info, line: i + 2, text: lines.slice(i + 1, end).join('\n') + '\n' })
    }
    i = end
  }
  return blocks
}

/** The workflow examples of a page (info `yaml` alone). */
export function workflowExamples(page: string): Example[] {
  return yamlBlocks(page).filter((b) => /^ya?ml$/i.test(b.info))
}

/** One block of a page, by key (`approve/README.md#1`, or `upsert-policy/README.md yaml policy`); an error naming what the page has otherwise. */
export function example(key: string): Example {
  const page = key.split(/[# ]/)[0]
  const blocks = yamlBlocks(page)
  const found = blocks.find((b) => b.key === key)
  if (!found) throw new Error(`${key}: no such block; ${page} has ${blocks.map((b) => b.key).join(', ') || 'no YAML block'}`)
  return found
}

/** The pages whose examples users copy: README.md, docs/*.md and each operation's README (its folder has an action.yml). */
export function examplePages(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
  const operations = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, e.name, 'action.yml')) && existsSync(path.join(ROOT, e.name, 'README.md')))
    .map((e) => `${e.name}/README.md`)
    .sort()
  return ['README.md', ...docs, ...operations]
}
