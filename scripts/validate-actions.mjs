#!/usr/bin/env node
// Every action.yml, the root's and each operation's, against the action metadata schema with
// `@action-validator/cli`, plus what that schema cannot see: the entry each runs exists, on
// Node 24. action-validator 0.6.0 (the newest) embeds a schema from before `node24` existed
// (it knows node12, node16 and node20), so each file is validated with `runs.using` read as
// `node20`, and `node24` is checked here.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@action-validator/cli/package.json')), 'cli.mjs')
const actions = [
  'action.yml',
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, e.name, 'action.yml')))
    .map((e) => `${e.name}/action.yml`)
]
const scratch = mkdtempSync(path.join(os.tmpdir(), 'validate-actions-'))
const problems = []
try {
  for (const file of actions) {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    const action = parse(text)
    if (action?.runs?.using !== 'node24') problems.push(`${file}: runs.using is ${JSON.stringify(action?.runs?.using)}, not node24`)
    const main = path.resolve(ROOT, path.dirname(file), String(action?.runs?.main ?? ''))
    if (!existsSync(main)) problems.push(`${file}: runs.main ${action?.runs?.main} does not exist (${path.relative(ROOT, main)}); run npm run build`)
    // The validator tells an action from a workflow by the file's name.
    const copy = path.join(scratch, 'action.yml')
    writeFileSync(copy, text.replace(/^(\s+using:\s*)'node24'/m, "$1'node20'"))
    const result = spawnSync(process.execPath, [cli, copy], { encoding: 'utf8' })
    if (result.status !== 0) problems.push(`${file}: ${result.stdout}${result.stderr}`)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`Actions: ${actions.length} action.yml files valid (action-validator), each running an existing entry on node24`)
