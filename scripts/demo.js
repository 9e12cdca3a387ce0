#!/usr/bin/env node
// The whole pipeline, locally: starts the sandbox on a free loopback port, creates an
// environment and a flow, then runs the bundled action the way the GitHub runner does for
// every operation (a real git clone, a push event, INPUT_* variables with action.yml's
// defaults), printing each step's outputs and, at the end, the job summaries it wrote.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const work = mkdtempSync(path.join(os.tmpdir(), 'evidence-demo-'))
const KEY = 'demo-api-key'
const ORG = 'acme'
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8'))

function startSandbox() {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'sandbox.js'), '--port', '0', '--quiet', '--api-key', KEY, '--data', path.join(work, 'sandbox.json')], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const url = /^(http:\/\/\S+)$/m.exec(out)?.[1]
      if (url) resolve({ child, baseUrl: url })
    })
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)))
  })
}

async function call(baseUrl, method, urlPath, body) {
  const response = await fetch(baseUrl + urlPath, { method, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${urlPath}: HTTP ${response.status} ${await response.text()}`)
}

/** A repository with history, as actions/checkout with fetch-depth: 0 leaves it. */
function makeRepository() {
  const repo = path.join(work, 'shop')
  mkdirSync(repo)
  const git = (...args) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'ada@example.com' }, encoding: 'utf8' }).trim()
  git('init', '-q', '-b', 'main')
  const commits = []
  for (const change of ['Initial shop', 'Add checkout', 'Fix rounding in totals']) {
    writeFileSync(path.join(repo, 'CHANGELOG.md'), `${change}\n`)
    git('add', '.')
    git('commit', '-q', '-m', change)
    commits.push(git('rev-parse', 'HEAD'))
  }
  mkdirSync(path.join(repo, 'build', 'app'), { recursive: true })
  writeFileSync(path.join(repo, 'build', 'app', 'server.js'), 'console.log("shop")\n')
  writeFileSync(path.join(repo, 'build', 'app', 'server.js.map'), '{}\n')
  writeFileSync(path.join(repo, 'build', 'tools.jar'), 'jar bytes')
  mkdirSync(path.join(repo, 'policies'))
  writeFileSync(path.join(repo, 'policies', 'production.yaml'), '_schema: https://docs.kosli.com/schemas/policy/v1\nartifacts:\n  provenance:\n    required: true\n')
  writeFileSync(path.join(repo, 'coverage.schema.json'), JSON.stringify({ type: 'object', properties: { coverage: { type: 'number' } }, required: ['coverage'] }, null, 2))
  return { repo, commits }
}

function runnerEnv(repo, commits) {
  const head = commits[commits.length - 1]
  const eventPath = path.join(work, 'event.json')
  writeFileSync(eventPath, JSON.stringify({ ref: 'refs/heads/main', after: head, repository: { id: 1296269, full_name: 'acme/shop', description: 'The shop' }, head_commit: { id: head } }))
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? work,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: repo,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_SHA: head,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '1296269',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '4242',
    GITHUB_ACTOR: 'ada-l',
    RUNNER_TEMP: path.join(work, 'runner-temp')
  }
}

function parseOutputs(text) {
  const outputs = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const value = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i])
    outputs[m[1]] = value.join('\n')
  }
  return outputs
}

/** The summary's HTML as terminal text: headings, then one line per table row. */
function asText(html) {
  return html
    .replace(/<h3>(.*?)<\/h3>/g, '\n## $1')
    .replace(/<tr>(.*?)<\/tr>/g, (_, row) => '  ' + [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => m[1].replace(/<[^>]+>/g, '')).join(' | '))
    .replace(/<\/?table>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/\n{2,}/g, '\n')
}

/** One step of a workflow: `uses: ./` with these inputs. */
function step(name, inputs, env, summaryFile) {
  const outputFile = path.join(work, 'output')
  writeFileSync(outputFile, '')
  const inputEnv = {}
  for (const [input, spec] of Object.entries(action.inputs)) {
    const fallback = String(spec.default ?? '').includes('${{') ? '' : String(spec.default ?? '')
    inputEnv[`INPUT_${input.toUpperCase()}`] = inputs[input] ?? fallback
  }
  console.log(`\n▶ ${name}`)
  const child = spawn(process.execPath, [path.join(root, 'dist', 'index.js')], { env: { ...env, ...inputEnv, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile }, cwd: env.GITHUB_WORKSPACE, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let stdout = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.once('exit', (code) => {
      for (const line of stdout.split('\n').filter((l) => l && !l.startsWith('::debug::') && !l.startsWith('::add-mask::'))) console.log(`  ${line}`)
      const outputs = parseOutputs(readFileSync(outputFile, 'utf8'))
      for (const [key, value] of Object.entries(outputs)) if (value !== '' && key !== 'response') console.log(`  output ${key} = ${value.length > 120 ? value.slice(0, 117) + '...' : value}`)
      if (code !== 0) reject(new Error(`${name} failed (exit ${code})`))
      else resolve(outputs)
    })
  })
}

const sandbox = await startSandbox()
try {
  console.log(`Sandbox of the evidence service at ${sandbox.baseUrl}`)
  await call(sandbox.baseUrl, 'PUT', `/environments/${ORG}`, { name: 'production', type: 'server', description: 'Production servers' })
  await call(sandbox.baseUrl, 'PUT', `/flows/${ORG}`, { name: 'shop-api', description: 'The shop API', template: ['artifact'] })
  console.log('Created environment `production` and flow `shop-api`.')
  const { repo, commits } = makeRepository()
  const env = runnerEnv(repo, commits)
  const summaryFile = path.join(work, 'summary.html')
  writeFileSync(summaryFile, '')
  const common = { 'api-key': KEY, org: ORG, 'base-url': sandbox.baseUrl }

  const fp = await step('fingerprint the build', { operation: 'fingerprint', 'artifact-path': 'build/app', exclude: '**/*.map' }, env, summaryFile)
  await step('upsert-flow', { ...common, operation: 'upsert-flow', flow: 'shop-api', description: 'The shop API', template: 'artifact,unit-test' }, env, summaryFile)
  await step('report-server-env', { ...common, operation: 'report-server-env', environment: 'production', paths: 'build/app\nbuild/*.jar', exclude: '**/*.map' }, env, summaryFile)
  await step('approve', { ...common, operation: 'approve', flow: 'shop-api', fingerprint: fp.fingerprint, environment: 'production', 'oldest-commit': commits[0], comment: 'Release review passed' }, env, summaryFile)
  await step('override-attestation', { ...common, operation: 'override-attestation', flow: 'shop-api', trail: commits[2], 'attestation-name': 'unit-tests', 'original-attestation-type': 'junit', reason: 'Flaky test quarantined in OPS-7', compliant: 'true', fingerprint: fp.fingerprint, annotations: '{"ticket": "OPS-7"}' }, env, summaryFile)
  await step('latest-commit', { ...common, operation: 'latest-commit', flow: 'shop-api', fingerprint: fp.fingerprint.slice(0, 12), branch: 'main' }, env, summaryFile)
  await step('search', { ...common, operation: 'search', 'search-value': fp.fingerprint.slice(0, 10) }, env, summaryFile)
  await step('update-environment', { ...common, operation: 'update-environment', environment: 'production', description: 'Production servers (EU)', 'include-scaling': 'false', policies: 'production-policy' }, env, summaryFile)
  await step('upsert-attestation-type', { ...common, operation: 'upsert-attestation-type', 'type-name': 'coverage', description: 'Line coverage', 'jq-rules': '.coverage >= 80', 'type-schema': 'coverage.schema.json' }, env, summaryFile)
  await step('policy-schema', { ...common, operation: 'policy-schema', 'policy-files': 'policies/*.yaml' }, env, summaryFile)
  const unsent = await step('a report to an environment not created yet (on-error: warn)', { ...common, operation: 'report-server-env', environment: 'staging', paths: 'build/tools.jar', 'on-error': 'warn', 'max-retries': '0' }, env, summaryFile)
  await call(sandbox.baseUrl, 'PUT', `/environments/${ORG}`, { name: 'staging', type: 'server', description: 'Staging' })
  console.log('\nCreated environment `staging`; now the saved report can be delivered.')
  await step('replay the saved report', { 'api-key': KEY, 'base-url': sandbox.baseUrl, operation: 'replay', 'spool-file': unsent.spool_file }, env, summaryFile)
  await step('dry-run of a report', { ...common, operation: 'report-server-env', environment: 'production', paths: 'build/tools.jar', 'dry-run': 'true', summary: 'false' }, env, summaryFile)

  console.log('\n── Job summaries written by the steps ──\n')
  console.log(asText(readFileSync(summaryFile, 'utf8')))
  console.log('Demo finished: every operation ran against the sandbox.')
} finally {
  sandbox.child.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
}
