import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseMultipart } from '../src/sandbox/multipart.js'
import { ANSWERS } from './contract/action-cases.js'
import { makeGitRepo, type GitRepo } from './helpers/git-repo.js'
import { Recorder, type RecordedRequest } from './helpers/recorder.js'
import { ROOT, runAction } from './helpers/run-action.js'

// The action and the service's reference client (Kosli CLI 2.43.1) record the same evidence
// side by side, against one recording stand-in, from one clone and one runner environment;
// their requests are then compared field by field.
const KOSLI = path.join(ROOT, 'node_modules', '@kosli', 'cli-linux-x64', 'bin', 'kosli')
const available = existsSync(KOSLI)
if (!available) console.warn('the reference client is not installed (it is an optional dependency for Linux x64): the side-by-side comparison was not run')

const FP = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
let recorder: Recorder
let repo: GitRepo
let env: Record<string, string>

beforeAll(async () => {
  recorder = await new Recorder((req) => (req.url.includes('/asserts/') ? ANSWERS.assertArtifact(req.body) : { status: 201, body: 'OK' })).start()
  repo = makeGitRepo(2)
  const sha = repo.commits[1]
  // The reference client takes the commit's URL from the clone's origin.
  execFileSync('git', ['remote', 'add', 'origin', 'https://github.com/acme/shop.git'], { cwd: repo.dir })
  env = {
    GITHUB_ACTIONS: 'true',
    GITHUB_RUN_NUMBER: '57',
    GITHUB_RUN_ID: '9876543210',
    GITHUB_SHA: sha,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_REPOSITORY_ID: '812345678',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_ACTOR: 'dana'
  }
  const file = (name: string, content: string) => {
    mkdirSync(path.dirname(path.join(repo.dir, name)), { recursive: true })
    writeFileSync(path.join(repo.dir, name), content)
  }
  file('dist/app.bin', 'the app')
  file('template.yml', 'version: 1\ntrail:\n  attestations:\n    - name: review\n      type: generic\n')
  file('user-data.json', '{"ticket": "SHOP-1", "reviewers": ["dana", "lee"]}')
  file('coverage.json', '{"lines": 91.5}')
  file(
    'results/api.xml',
    '<testsuite name="api" tests="2" failures="0" errors="0" skipped="0" time="0.4" timestamp="2026-05-02T10:06:00"><testcase name="a"/><testcase name="b"/></testsuite>'
  )
  file(
    'results/ui.xml',
    '<testsuites><testsuite name="ui" tests="3" failures="1" errors="0" skipped="1" time="1.5"><testcase name="c"/></testsuite></testsuites>'
  )
})
afterAll(() => recorder.stop())

/** The request each side sends for the same evidence. */
async function both(cli: string[], inputs: Record<string, string>): Promise<{ theirs: RecordedRequest; ours: RecordedRequest }> {
  recorder.requests.length = 0
  const host = recorder.baseUrl.replace(/\/api\/v2$/, '')
  // Not spawnSync: the stand-in answering the client lives in this very process.
  const child = spawn(KOSLI, [...cli, '--host', host, '--org', 'acme', '--api-token', 'k', '--max-api-retries', '0'], {
    cwd: repo.dir,
    env: { PATH: process.env.PATH ?? '', HOME: repo.dir, ...env },
    timeout: 30_000
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  expect({ status, error: status === 0 ? '' : stderr }).toEqual({ status: 0, error: '' })
  const theirs = recorder.requests.filter((r) => r.url.startsWith('/api/v2/')).at(-1)!
  recorder.requests.length = 0
  const run = await runAction({ 'api-key': 'k', org: 'acme', 'base-url': recorder.baseUrl, ...inputs }, env)
  expect(run.stdout).not.toContain('::error')
  const ours = recorder.requests.filter((r) => r.url.startsWith('/api/v2/')).at(-1)!
  return { theirs, ours }
}

function dataJson(req: RecordedRequest): Record<string, unknown> {
  if (!(req.headers['content-type'] ?? '').startsWith('multipart/')) return JSON.parse(req.body)
  const part = parseMultipart(req.raw, req.headers['content-type'] ?? '').find((p) => p.name === 'data_json')
  return JSON.parse(part!.content.toString('utf8'))
}

/**
 * Where we send more than the reference client, on purpose: what the clone and GitHub know
 * beyond its fields, and the document's default for a server report's type.
 */
const EXTRA = new Set([
  'git_commit_info.parents',
  'git_commit_info.author_username',
  'git_commit_info.verified',
  'git_commit_info.signature_state',
  'repo_info.description',
  'type'
])

/** Every field the reference client sends, we send with the same value; and nothing else but EXTRA. */
function differences(theirs: unknown, ours: unknown, at = ''): string[] {
  if (theirs && ours && typeof theirs === 'object' && typeof ours === 'object' && !Array.isArray(theirs)) {
    const a = theirs as Record<string, unknown>
    const b = ours as Record<string, unknown>
    const out: string[] = []
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const where = at ? `${at}.${key}` : key
      if (!(key in a)) {
        if (!EXTRA.has(where.replace(/\.\d+\./g, '.'))) out.push(`${where}: we send ${JSON.stringify(b[key])}, the reference client nothing`)
      } else if (!(key in b)) out.push(`${where}: the reference client sends ${JSON.stringify(a[key])}, we nothing`)
      else out.push(...differences(a[key], b[key], where))
    }
    return out
  }
  return JSON.stringify(theirs) === JSON.stringify(ours) ? [] : [`${at}: the reference client sends ${JSON.stringify(theirs)}, we ${JSON.stringify(ours)}`]
}

const sideBySide = available ? describe : describe.skip

sideBySide('the same evidence as the reference client sends it', () => {
  it('begins a trail', async () => {
    const { theirs, ours } = await both(
      [
        'begin',
        'trail',
        env.GITHUB_SHA,
        '--flow',
        'shop',
        '--description',
        'Build of main',
        '--template-file',
        'template.yml',
        '--user-data',
        'user-data.json',
        '--external-url',
        'docs=https://docs.example.com',
        '--external-fingerprint',
        `docs=${FP}`
      ],
      {
        operation: 'begin-trail',
        flow: 'shop',
        description: 'Build of main',
        'template-file': 'template.yml',
        'user-data': '@user-data.json',
        'external-urls': JSON.stringify({ docs: { href: 'https://docs.example.com', fingerprint: FP } })
      }
    )
    expect(`${ours.method} ${ours.url}`).toBe(`${theirs.method} ${theirs.url}`)
    expect(differences(dataJson(theirs), dataJson(ours))).toEqual([])
    const template = (req: RecordedRequest) => parseMultipart(req.raw, req.headers['content-type'] ?? '').find((p) => p.name === 'template_file')
    expect(template(ours)?.content.equals(template(theirs)!.content)).toBe(true)
    expect(template(ours)?.filename).toBe(template(theirs)?.filename)
  })

  it('attests an artifact', async () => {
    const { theirs, ours } = await both(
      [
        'attest',
        'artifact',
        'dist/app.bin',
        '--artifact-type',
        'file',
        '--name',
        'backend',
        '--flow',
        'shop',
        '--trail',
        env.GITHUB_SHA,
        '--annotate',
        'team=payments',
        '--external-url',
        'sbom=https://x.example/sbom'
      ],
      {
        operation: 'attest-artifact',
        flow: 'shop',
        'artifact-name': 'backend',
        'artifact-path': 'dist/app.bin',
        annotations: '{"team": "payments"}',
        'external-urls': '{"sbom": "https://x.example/sbom"}'
      }
    )
    expect(`${ours.method} ${ours.url}`).toBe(`${theirs.method} ${theirs.url}`)
    expect(differences(dataJson(theirs), dataJson(ours))).toEqual([])
  })

  it('attests a generic verdict about an artifact', async () => {
    const { theirs, ours } = await both(
      [
        'attest',
        'generic',
        '--name',
        'review',
        '--flow',
        'shop',
        '--trail',
        env.GITHUB_SHA,
        '--compliant=false',
        '--fingerprint',
        FP,
        '--description',
        'Looked at',
        '--annotate',
        'by=lee',
        '--user-data',
        'user-data.json'
      ],
      {
        operation: 'attest-generic',
        flow: 'shop',
        'attestation-name': 'review',
        compliant: 'false',
        fingerprint: FP,
        description: 'Looked at',
        annotations: '{"by": "lee"}',
        'user-data': '@user-data.json'
      }
    )
    expect(`${ours.method} ${ours.url}`).toBe(`${theirs.method} ${theirs.url}`)
    expect(differences(dataJson(theirs), dataJson(ours))).toEqual([])
  })

  it('attests JUnit results, one result per suite', async () => {
    const { theirs, ours } = await both(['attest', 'junit', '--name', 'tests', '--flow', 'shop', '--trail', env.GITHUB_SHA, '--results-dir', 'results'], {
      operation: 'attest-junit',
      flow: 'shop',
      'attestation-name': 'tests',
      'junit-results': 'results'
    })
    expect(differences(dataJson(theirs), dataJson(ours))).toEqual([])
  })

  it('attests custom data', async () => {
    const { theirs, ours } = await both(
      ['attest', 'custom', '--type', 'coverage', '--attestation-data', 'coverage.json', '--name', 'coverage', '--flow', 'shop', '--trail', env.GITHUB_SHA],
      {
        operation: 'attest-custom',
        flow: 'shop',
        'attestation-name': 'coverage',
        'type-name': 'coverage',
        'attestation-data': '@coverage.json'
      }
    )
    expect(differences(dataJson(theirs), dataJson(ours))).toEqual([])
  })

  it.each([
    ['a flow and an environment', ['--flow', 'shop', '--environment', 'production'], { flow: 'shop', environment: 'production' }],
    ['policies', ['--policy', 'one,two'], { policies: 'one, two' }]
  ])('asserts an artifact against %s', async (_what, flags, inputs) => {
    const { theirs, ours } = await both(['assert', 'artifact', '--fingerprint', FP, ...flags], { operation: 'assert-artifact', fingerprint: FP, ...inputs })
    const query = (req: RecordedRequest) => [...new URL(req.url, 'http://x').searchParams.entries()].sort()
    expect(new URL(ours.url, 'http://x').pathname).toBe(new URL(theirs.url, 'http://x').pathname)
    expect(query(ours)).toEqual(query(theirs))
  })

  it('reports what runs on a server', async () => {
    // `snapshot server` names each artifact by its absolute path, as the action does.
    const { theirs, ours } = await both(['snapshot', 'server', 'production', '--paths', 'dist,results'], {
      operation: 'report-server-env',
      environment: 'production',
      paths: 'dist, results'
    })
    expect(`${ours.method} ${ours.url}`).toBe(`${theirs.method} ${theirs.url}`)
    expect(differences(dataJson(theirs), dataJson(ours))).toEqual([])
  })
})
