#!/usr/bin/env node
// The whole pipeline, locally, the way a team runs it: the sandbox of the service and a
// stand-in of GitHub's API on free loopback ports, then the bundled action run as the runner
// runs it (a real git clone, a push event, INPUT_* variables with action.yml's defaults):
// a build job (trail, artifact, test results, pull request, code review) and a deploy job behind a
// protected environment (the gate, the approval from its reviews, the server report), then
// the other operations. Each step's log lines and outputs are printed, and at the end the job
// summaries, and the address of the trail's page in the sandbox. Nothing leaves the machine.
//
//   npm run demo              runs it all, then stops the sandbox and removes what it made
//   npm run demo -- --keep    keeps the sandbox running afterwards, until Ctrl-C, to look at its pages
import { execFileSync, spawn } from 'node:child_process'
import http from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'yaml'

const keep = process.argv.slice(2).includes('--keep')
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const work = mkdtempSync(path.join(os.tmpdir(), 'evidence-demo-'))
const KEY = 'demo-api-key'
const ORG = 'acme'
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8'))

function startSandbox() {
  const child = spawn(
    process.execPath,
    [path.join(root, 'dist', 'sandbox.js'), '--port', '0', '--quiet', '--api-key', KEY, '--data', path.join(work, 'sandbox.db')],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
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
  const response = await fetch(baseUrl + urlPath, {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`${method} ${urlPath}: HTTP ${response.status} ${await response.text()}`)
}

/**
 * A Sigstore of the sandbox's own for the run (scripts/local-sigstore.ts): the runner's OIDC
 * token endpoint, a Fulcio, a Rekor and GitHub's artifact attestations API, so the verdict is
 * signed and verified for real, offline.
 */
function startSigstore(run) {
  const child = spawn(
    process.execPath,
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      '--import',
      pathToFileURL(path.join(root, 'scripts', 'ts-loader.mjs')).href,
      path.join(root, 'scripts', 'local-sigstore.ts'),
      JSON.stringify(run),
      'demo-github-token'
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line && out.includes('\n')) resolve({ child, ...JSON.parse(line) })
    })
    child.once('exit', (code) => reject(new Error(`the local Sigstore exited with ${code}`)))
  })
}

/**
 * The parts of GitHub's REST API the action reads evidence from: the pull request that
 * brought the commit in (approved by a reviewer), and the approval of this run's deployment
 * to the protected `production` environment.
 */
function startGitHub(commits) {
  const head = commits[commits.length - 1]
  const answers = [
    [
      new RegExp(`/commits/${head}/pulls$`),
      [
        {
          number: 12,
          html_url: 'https://github.com/acme/shop/pull/12',
          state: 'closed',
          title: 'Fix rounding in totals',
          user: { login: 'ada-l' },
          created_at: '2026-11-20T09:00:00Z',
          merged_at: '2026-11-21T15:00:00Z',
          merge_commit_sha: head,
          head: { ref: 'fix-rounding' }
        }
      ]
    ],
    [/\/pulls\/12\/reviews$/, [{ user: { login: 'grace-h' }, state: 'APPROVED', submitted_at: '2026-11-21T14:00:00Z' }]],
    [
      /\/pulls\/12\/commits$/,
      [
        {
          sha: commits[2],
          html_url: `https://github.com/acme/shop/commit/${commits[2]}`,
          author: { login: 'ada-l' },
          commit: {
            message: 'Fix rounding in totals',
            author: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-11-20T08:00:00Z' },
            verification: { verified: false, reason: 'unsigned' }
          }
        }
      ]
    ],
    [
      /\/actions\/runs\/4242\/approvals$/,
      [{ state: 'approved', comment: 'Release review passed', user: { login: 'grace-h' }, environments: [{ name: 'production' }] }]
    ]
  ]
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://github')
    const hit = answers.find(([re]) => re.test(url.pathname))
    const page = Number(url.searchParams.get('page') ?? 1)
    res.writeHead(hit ? 200 : 404, { 'content-type': 'application/json' })
    res.end(JSON.stringify(hit ? (page === 1 ? hit[1] : []) : { message: 'Not Found' }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })))
}

/** A repository with history, as actions/checkout with fetch-depth: 0 leaves it. */
function makeRepository() {
  const repo = path.join(work, 'shop')
  mkdirSync(repo)
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Ada Lovelace',
        GIT_AUTHOR_EMAIL: 'ada@example.com',
        GIT_COMMITTER_NAME: 'Ada Lovelace',
        GIT_COMMITTER_EMAIL: 'ada@example.com'
      },
      encoding: 'utf8'
    }).trim()
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
  mkdirSync(path.join(repo, '.kosli'))
  writeFileSync(
    path.join(repo, '.kosli', 'flow-template.yml'),
    'version: 1\ntrail:\n  attestations:\n    - name: pull-request\n      type: pull_request\n  artifacts:\n    - name: backend\n      attestations:\n        - name: unit-tests\n          type: junit\n'
  )
  mkdirSync(path.join(repo, 'reports'))
  writeFileSync(
    path.join(repo, 'reports', 'unit.xml'),
    '<testsuites><testsuite name="totals" timestamp="2026-11-21T15:10:00"><testcase name="rounds half up" time="0.01"/><testcase name="sums lines" time="0.02"/></testsuite></testsuites>\n'
  )
  mkdirSync(path.join(repo, 'policies'))
  writeFileSync(
    path.join(repo, 'policies', 'production.yaml'),
    '_schema: https://docs.kosli.com/schemas/policy/v1\nartifacts:\n  provenance:\n    required: true\n'
  )
  writeFileSync(
    path.join(repo, 'coverage.schema.json'),
    JSON.stringify({ type: 'object', properties: { coverage: { type: 'number' } }, required: ['coverage'] }, null, 2)
  )
  return { repo, commits }
}

function runnerEnv(repo, commits, githubUrl) {
  const head = commits[commits.length - 1]
  const eventPath = path.join(work, 'event.json')
  writeFileSync(
    eventPath,
    JSON.stringify({
      ref: 'refs/heads/main',
      after: head,
      repository: { id: 1296269, full_name: 'acme/shop', description: 'The shop' },
      head_commit: { id: head }
    })
  )
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
    GITHUB_API_URL: githubUrl,
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
  const child = spawn(process.execPath, [path.join(root, 'dist', 'index.js')], {
    env: { ...env, ...inputEnv, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile },
    cwd: env.GITHUB_WORKSPACE,
    stdio: ['ignore', 'pipe', 'inherit']
  })
  return new Promise((resolve, reject) => {
    let stdout = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.once('exit', (code) => {
      for (const line of stdout.split('\n').filter((l) => l && !l.startsWith('::debug::') && !l.startsWith('::add-mask::'))) console.log(`  ${line}`)
      const outputs = parseOutputs(readFileSync(outputFile, 'utf8'))
      for (const [key, value] of Object.entries(outputs))
        if (value !== '' && key !== 'response') console.log(`  output ${key} = ${value.length > 120 ? value.slice(0, 117) + '...' : value}`)
      if (code !== 0) reject(new Error(`${name} failed (exit ${code})`))
      else resolve(outputs)
    })
  })
}

const sandbox = await startSandbox()
let github
let sigstore
try {
  console.log(`Sandbox of the evidence service at ${sandbox.baseUrl}`)
  await call(sandbox.baseUrl, 'PUT', `/environments/${ORG}`, { name: 'production', type: 'server', description: 'Production servers' })
  await call(sandbox.baseUrl, 'PUT', `/flows/${ORG}`, { name: 'shop-api', description: 'The shop API', template: ['backend'] })
  console.log('Created environment `production` and flow `shop-api`.')
  const { repo, commits } = makeRepository()
  github = await startGitHub(commits)
  console.log(`Stand-in of GitHub's API at ${github.url}`)
  const env = runnerEnv(repo, commits, github.url)
  const summaryFile = path.join(work, 'summary.html')
  writeFileSync(summaryFile, '')
  const common = { 'api-key': KEY, org: ORG, 'base-url': sandbox.baseUrl, 'github-token': 'demo-github-token' }
  const flow = { ...common, flow: 'shop-api' }

  console.log('\n══ Job build ══')
  const build = { ...env, GITHUB_JOB: 'build' }
  await step(
    'begin the trail',
    { ...flow, operation: 'begin-trail', 'template-file': '.kosli/flow-template.yml', description: 'Build of main' },
    build,
    summaryFile
  )
  const artifact = await step(
    'attest the artifact',
    { ...flow, operation: 'attest-artifact', 'artifact-name': 'backend', 'artifact-path': 'build/app', exclude: '**/*.map' },
    build,
    summaryFile
  )
  await step(
    'attest the unit tests',
    { ...flow, operation: 'attest-junit', 'attestation-name': 'unit-tests', fingerprint: artifact.fingerprint, 'junit-results': 'reports' },
    build,
    summaryFile
  )
  await step(
    'attest the pull request',
    { ...flow, operation: 'attest-pull-request', 'attestation-name': 'pull-request', 'require-approval': 'true' },
    build,
    summaryFile
  )
  await step(
    'attest the code review of every commit since the last release',
    { ...flow, operation: 'attest-code-review', 'attestation-name': 'code-review', 'oldest-commit': commits[1] },
    build,
    summaryFile
  )

  console.log('\n══ Job deploy (environment: production, approved by its reviewers) ══')
  const deploy = { ...env, GITHUB_JOB: 'deploy' }
  await step(
    'the gate: assert the artifact',
    { ...common, operation: 'assert-artifact', fingerprint: artifact.fingerprint, flow: 'shop-api' },
    deploy,
    summaryFile
  )
  sigstore = await startSigstore({
    repository: 'acme/shop',
    repositoryId: '1296269',
    workflow: '.github/workflows/release.yml',
    ref: 'refs/heads/main',
    sha: commits[commits.length - 1],
    runId: '4242'
  })
  const trustedRoot = path.join(work, 'trusted_root.json')
  writeFileSync(trustedRoot, JSON.stringify(sigstore.trustedRoot, null, 2))
  const verdict = await step(
    'publish the signed verdict (a local Sigstore stands in for the public one)',
    {
      ...flow,
      operation: 'publish-verdict',
      fingerprint: artifact.fingerprint,
      'artifact-name': 'backend',
      sigstore: 'custom',
      'fulcio-url': sigstore.fulcioUrl,
      'rekor-url': sigstore.rekorUrl,
      'trusted-root': trustedRoot
    },
    { ...deploy, ...sigstore.runnerEnv, GITHUB_API_URL: sigstore.githubApiUrl },
    summaryFile
  )
  const kept = path.join(work, 'backend.verdict.sigstore.json')
  writeFileSync(kept, readFileSync(verdict.bundle_path))
  console.log(`  How anyone checks it without the service: the artifact (its SHA-256 is the subject, ${artifact.fingerprint}), the bundle, the trusted root:`)
  console.log(`    gh attestation verify <the artifact: a file, or oci://image@digest> --bundle ${kept} \\`)
  console.log(`      --custom-trusted-root ${trustedRoot} --owner acme --predicate-type https://slsa.dev/verification_summary/v1`)
  console.log(`  What GitHub keeps (${verdict.attestation_url}) the same, without --bundle and --custom-trusted-root for Sigstore's own instances.`)
  await step(
    'record the approval from the environment review',
    { ...flow, operation: 'attest-approval', fingerprint: artifact.fingerprint, environment: 'production', 'approvers-from': 'environment-reviews' },
    deploy,
    summaryFile
  )
  await step(
    'report what now runs in production',
    { ...common, operation: 'report-server-env', environment: 'production', paths: 'build/app\nbuild/*.jar', exclude: '**/*.map' },
    deploy,
    summaryFile
  )

  console.log('\n══ The other operations ══')
  const more = { ...env, GITHUB_JOB: 'more' }
  const fp = await step('fingerprint the build', { operation: 'fingerprint', 'artifact-path': 'build/app', exclude: '**/*.map' }, more, summaryFile)
  await step('search', { ...common, operation: 'search', 'search-value': fp.fingerprint.slice(0, 10) }, more, summaryFile)
  await step(
    'approve (a service that still has the approvals API)',
    { ...flow, operation: 'approve', fingerprint: fp.fingerprint, environment: 'production', 'oldest-commit': commits[0], comment: 'Release review passed' },
    more,
    summaryFile
  )
  await step('latest-commit', { ...flow, operation: 'latest-commit', fingerprint: fp.fingerprint.slice(0, 12), branch: 'main' }, more, summaryFile)
  await step(
    'override-attestation',
    {
      ...flow,
      operation: 'override-attestation',
      trail: commits[2],
      'attestation-name': 'unit-tests',
      'original-attestation-type': 'junit',
      reason: 'Flaky test quarantined in OPS-7',
      compliant: 'true',
      fingerprint: fp.fingerprint,
      annotations: '{"ticket": "OPS-7"}'
    },
    more,
    summaryFile
  )
  await step(
    'upsert-attestation-type',
    {
      ...common,
      operation: 'upsert-attestation-type',
      'type-name': 'coverage',
      description: 'Line coverage',
      'jq-rules': '.coverage >= 80',
      'type-schema': 'coverage.schema.json'
    },
    more,
    summaryFile
  )
  await step(
    'attest-custom',
    {
      ...flow,
      operation: 'attest-custom',
      'attestation-name': 'coverage',
      'type-name': 'coverage',
      'attestation-data': '{"coverage": 91}',
      'type-schema': 'coverage.schema.json'
    },
    more,
    summaryFile
  )
  await step(
    'attest-generic',
    { ...flow, operation: 'attest-generic', 'attestation-name': 'security-review', compliant: 'true', attachments: 'CHANGELOG.md' },
    more,
    summaryFile
  )
  await step(
    'upsert-policy',
    { ...common, operation: 'upsert-policy', 'policy-name': 'production-policy', 'policy-file': 'policies/production.yaml', comment: 'Provenance required' },
    more,
    summaryFile
  )
  await step('upsert-environment', { ...common, operation: 'upsert-environment', environment: 'eu-cluster', 'environment-type': 'K8S' }, more, summaryFile)
  await step('attach-policy', { ...common, operation: 'attach-policy', environment: 'eu-cluster', policies: 'production-policy' }, more, summaryFile)
  await step('detach-policy', { ...common, operation: 'detach-policy', environment: 'eu-cluster', policies: 'production-policy' }, more, summaryFile)
  await step(
    'update-environment',
    { ...common, operation: 'update-environment', environment: 'production', description: 'Production servers (EU)', policies: 'production-policy' },
    more,
    summaryFile
  )
  await step('upsert-flow (deprecated endpoint)', { ...flow, operation: 'upsert-flow', description: 'The shop API' }, more, summaryFile)
  await step('policy-schema', { ...common, operation: 'policy-schema', 'policy-files': 'policies/*.yaml' }, more, summaryFile)
  const unsent = await step(
    'a report to an environment not created yet (on-error: warn)',
    { ...common, operation: 'report-server-env', environment: 'staging', paths: 'build/tools.jar', 'on-error': 'warn', 'max-retries': '0' },
    more,
    summaryFile
  )
  await call(sandbox.baseUrl, 'PUT', `/environments/${ORG}`, { name: 'staging', type: 'server', description: 'Staging' })
  console.log('\nCreated environment `staging`; now the saved report can be delivered.')
  await step(
    'replay the saved report',
    { 'api-key': KEY, 'base-url': sandbox.baseUrl, operation: 'replay', 'spool-file': unsent.spool_file },
    more,
    summaryFile
  )
  await step(
    'dry-run of a report',
    { ...common, operation: 'report-server-env', environment: 'production', paths: 'build/tools.jar', 'dry-run': 'true', summary: 'false' },
    more,
    summaryFile
  )

  console.log('\n── Job summaries written by the steps ──\n')
  console.log(asText(readFileSync(summaryFile, 'utf8')))
  console.log('Demo finished: the whole chain and every other operation ran against the sandbox.')
  const origin = sandbox.baseUrl.replace(/\/api\/v2$/, '')
  console.log(`\nWhat was recorded, in the sandbox's pages (a browser asks to sign in: the user name is ${KEY}, any password):`)
  console.log(`  the trail      ${origin}/${ORG}/flows/shop-api/trails/${commits[2]}`)
  console.log(`  everything     ${origin}/`)
  if (keep) {
    github.server.close()
    sigstore.child.kill('SIGTERM')
    console.log('\nThe sandbox keeps running (--keep); Ctrl-C stops it.')
    await new Promise((resolve) => process.once('SIGINT', resolve))
  } else console.log('(npm run demo -- --keep leaves the sandbox running, to look at them.)')
} finally {
  sandbox.child.kill('SIGTERM')
  sigstore?.child.kill('SIGTERM')
  github?.server.close()
  rmSync(work, { recursive: true, force: true })
}
