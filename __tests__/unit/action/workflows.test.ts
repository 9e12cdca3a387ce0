// The workflows in .github/workflows and the README's workflow examples: actionlint with
// shellcheck, the hygiene rules (scripts/lint-workflows.mjs), a plain search for `${{` inside
// `run:`, and the release workflow's own scripts run against a scratch repository.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { systemProgram } from '../../helpers/system-deps.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const WORKFLOWS = path.join(ROOT, '.github', 'workflows')

interface Problem {
  file: string
  line: number
  column: number
  rule: string
  message: string
}

/** A child Node without jest's NODE_OPTIONS. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra }
  delete env.NODE_OPTIONS
  return env
}

function lint(args: string[], env: Record<string, string> = {}): { status: number | null; problems: Problem[]; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'lint-workflows.mjs'), '--json', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: childEnv(env)
  })
  let problems: Problem[] = []
  try {
    problems = JSON.parse(result.stdout) as Problem[]
  } catch {
    throw new Error(`lint-workflows printed no JSON (exit ${result.status}): ${result.stderr}`)
  }
  return { status: result.status, problems, stderr: result.stderr }
}

// Without shellcheck the other checks still run; the run: scripts go unchecked, said once.
let shellcheck: string | undefined | null = null
function needShellcheck(): boolean {
  if (shellcheck === null) shellcheck = systemProgram('shellcheck', 'shellcheck', 'workflows: shellcheck on the run: scripts')
  return shellcheck !== undefined
}

const show = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.rule}]`).join('\n')

describe('.github/workflows', () => {
  it('has the CI, release and CodeQL workflows', () => {
    expect(readdirSync(WORKFLOWS).sort()).toEqual(expect.arrayContaining(['ci.yml', 'codeql.yml', 'release.yml']))
  })

  it('passes actionlint, shellcheck and the hygiene rules', () => {
    needShellcheck()
    const { status, problems } = lint(['--no-readme'])
    expect(show(problems)).toBe('')
    expect(status).toBe(0)
  })

  it('has no `${{` inside any run: script, in any workflow', () => {
    const found: string[] = []
    for (const name of readdirSync(WORKFLOWS).filter((n) => /\.ya?ml$/.test(n))) {
      const workflow = YAML.parse(readFileSync(path.join(WORKFLOWS, name), 'utf8')) as { jobs?: Record<string, { steps?: { run?: unknown }[] }> }
      for (const [job, body] of Object.entries(workflow.jobs ?? {})) {
        for (const step of body.steps ?? []) if (typeof step.run === 'string' && step.run.includes('${{')) found.push(`${name} job ${job}: ${step.run}`)
      }
    }
    expect(found).toEqual([])
  })

  it('keeps the test job in step with .ci/run, on the Node that .node-version and action.yml name', () => {
    const ci = YAML.parse(readFileSync(path.join(WORKFLOWS, 'ci.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] }>
    }
    const runs = ci.jobs.test.steps.map((s) => s.run ?? '').join('\n')
    for (const command of [
      'npm ci',
      'bash scripts/ci-system-deps.sh',
      'npm run typecheck',
      'npm run lint',
      'npm run build',
      'git diff --exit-code -- dist',
      'npm test',
      'npm run licenses',
      'npm run lint:workflows'
    ]) {
      expect(runs).toContain(command)
    }
    const setups = Object.values(ci.jobs).flatMap((job) => job.steps.filter((s) => s.uses?.startsWith('actions/setup-node@')))
    expect(setups.length).toBeGreaterThan(0)
    for (const setup of setups) expect(setup.with?.['node-version-file']).toBe('.node-version')
    const using = /^\s+using:\s*'?node(\d+)'?/m.exec(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'))?.[1]
    expect(readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim()).toBe(using)
    expect(Object.keys(ci.jobs)).toEqual(expect.arrayContaining(['test', 'sandbox', 'dry-run', 'platforms']))
  })

  it('has Dependabot watch the npm packages and the actions', () => {
    const config = YAML.parse(readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8')) as {
      version: number
      updates: { 'package-ecosystem': string; directory: string }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
    for (const update of config.updates) expect(update.directory).toBe('/')
  })
})

// The README's examples break these rules today. Fixing an example needs no change here, but a
// problem not on this list fails the test; once the README is fixed, empty the list so that no
// example can slip back.
const KNOWN_README_PROBLEMS: string[] = []

describe('README workflow examples', () => {
  it('pass actionlint, shellcheck and the hygiene rules, but for the problems known', () => {
    needShellcheck()
    const { problems } = lint([path.join(ROOT, 'README.md')])
    const allowed = [...KNOWN_README_PROBLEMS]
    const unexpected = problems.filter((p) => {
      const at = allowed.indexOf(`${p.rule}: ${p.message}`)
      if (at === -1) return true
      allowed.splice(at, 1)
      return false
    })
    expect(show(unexpected)).toBe('')
  })
})

describe('the workflow checker', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lint-workflows-'))

  it('reports each rule a workflow breaks, at its line', () => {
    const file = path.join(dir, 'bad.yml')
    writeFileSync(
      file,
      [
        'on: push', //                                                        1
        'permissions:', //                                                    2
        '  contents: write', //                                               3: write at the top
        'jobs:', //                                                           4
        '  build:', //                                                        5: no timeout
        '    runs-on: ubuntu-latest', //                                      6
        '    permissions:', //                                                7
        '      contents: read', //                                            8
        '    steps:', //                                                      9
        '      - uses: actions/checkout@v4', //                              10: tag, credentials kept
        '      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020', // 11: no version comment
        '      - run: echo "${{ github.event.pull_request.title }}"', //     12: expression in run
        '      - run: for i in 1 2; do echo hi; done', //                    13: shellcheck SC2034
        '      - uses: ./', //                                               14: no `operation`
        '        with:', //                                                  15
        '          artefact-path: dist', //                                  16: not an input
        '      - run: echo "${{ steps.nope.outputs.x }}"', //                17: actionlint: no such step
        '      - uses: ./attest-junit', //                                   18: its two required inputs missing (flow may come from KOSLI_FLOW)
        '        with:', //                                                  19
        '          operation: attest-junit', //                              20: not an input of its own action
        '      - uses: ./no-such-operation', //                              21: no such action
        ''
      ].join('\n')
    )
    const { status, problems } = lint([file])
    expect(status).toBe(1)
    const at = (rule: string) => problems.filter((p) => p.rule === rule).map((p) => p.line)
    expect(at('permissions')).toEqual([3])
    expect(at('timeout')).toEqual([5])
    expect(at('persist-credentials')).toEqual([10])
    expect(at('pin')).toEqual([10, 11])
    expect(at('expression-in-run')).toEqual([12, 17])
    expect(at('action-input')).toEqual([14, 16, 18, 18, 20, 21])
    expect(problems.find((p) => p.rule === 'action-input' && p.line === 14)?.message).toContain('`operation`')
    expect(problems.filter((p) => p.rule === 'action-input' && p.line === 18).map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('`junit-results`')])
    )
    expect(problems.find((p) => p.rule === 'action-input' && p.line === 21)?.message).toContain('is not an operation of this action')
    expect(problems.filter((p) => p.rule.startsWith('actionlint:')).map((p) => p.line)).toEqual(expect.arrayContaining([12, 17]))
    if (needShellcheck()) expect(problems.filter((p) => p.rule === 'shellcheck').map((p) => [p.line, p.message.slice(0, 6)])).toEqual([[13, 'SC2034']])
  })

  it("checks a use of one operation's own action against that action's inputs", () => {
    const file = path.join(dir, 'operation.yml')
    writeFileSync(
      file,
      [
        'on: push', //                                                        1
        'permissions:', //                                                    2
        '  contents: read', //                                                3
        'jobs:', //                                                           4
        '  test:', //                                                         5
        '    runs-on: ubuntu-latest', //                                      6
        '    timeout-minutes: 5', //                                          7
        '    steps:', //                                                      8
        '      - uses: <owner>/<repo>/attest-junit@v1', //                    9: not pinned, as the README's own
        '        with:', //                                                  10
        '          flow: shop', //                                           11
        '          attestation-name: tests', //                              12
        '          junit-results: reports', //                               13
        '          operation: attest-junit', //                              14: not an input of its own action
        '      - uses: <owner>/<repo>/attest-nothing@v1', //                 15: no such operation
        ''
      ].join('\n')
    )
    const { problems } = lint([file])
    expect(problems.filter((p) => p.rule === 'pin')).toEqual([])
    expect(problems.filter((p) => p.rule === 'action-input').map((p) => [p.line, p.message])).toEqual([
      [14, 'input `operation` is not declared in action.yml'],
      [15, '`attest-nothing` is not an operation of this action (no attest-nothing/action.yml)']
    ])
  })

  it('accepts a clean workflow, and checkouts that keep the token in a job that pushes', () => {
    const file = path.join(dir, 'good.yml')
    writeFileSync(
      file,
      [
        'on: push',
        'permissions: {}',
        'jobs:',
        '  push:',
        '    runs-on: ubuntu-latest',
        '    timeout-minutes: 5',
        '    permissions:',
        '      contents: write',
        '    steps:',
        '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
        '      - env:',
        '          TITLE: ${{ github.event.head_commit.message }}',
        '        run: echo "$TITLE"',
        ''
      ].join('\n')
    )
    const { status, problems } = lint([file])
    expect(show(problems)).toBe('')
    expect(status).toBe(0)
  })

  it('lints Markdown examples: steps, jobs and whole workflows, with lines of the Markdown file', () => {
    const file = path.join(dir, 'doc.md')
    writeFileSync(
      file,
      [
        '# Doc', //                                                             1
        '```yaml', //                                                           2
        '- uses: <owner>/<repo>@v1', //                                         3
        '  id: last', //                                                        4
        '  with:', //                                                           5
        '    operation: latest-commit', //                                      6
        '```', //                                                               7
        '```yaml', //                                                           8
        '- uses: <owner>/<repo>@v1', //                                         9
        '  with:', //                                                          10
        '    operation: approve', //                                           11
        '    oldest-commit: ${{ steps.last.outputs.latest_commit }}', //       12: a step of another block
        '- run: echo "${{ steps.last.outputs.latest_commit }}"', //            13: expression in run
        '```', //                                                              14
        '```yaml template', //                                                 15: not a workflow
        'trail:', //                                                           16
        '  - run: echo ${{ never.checked }}', //                               17
        '```', //                                                              18
        '```yaml', //                                                          19
        'jobs:', //                                                            20: no `on:` needed, no permissions
        '  deploy:', //                                                        21: no timeout
        '    runs-on: ubuntu-latest', //                                       22
        '    steps:', //                                                       23
        '      - uses: actions/checkout@v4', //                               24
        '        with:', //                                                    25
        '          persist-credentials: false', //                             26
        '```', //                                                              27
        '```yaml', //                                                          28
        'runs-on: ubuntu-latest', //                                           29: a job
        'timeout-minutes: 5', //                                               30
        'steps:', //                                                           31
        '  - uses: <owner>/<repo>@v1', //                                      32
        '    with:', //                                                        33
        '      operation: fingerprint', //                                     34
        '      no-such-input: x', //                                           35
        '```', //                                                              36
        ''
      ].join('\n')
    )
    const { problems } = lint([file])
    expect(problems.map((p) => [p.line, p.rule])).toEqual([
      [13, 'expression-in-run'],
      [20, 'permissions'],
      [21, 'timeout'],
      [24, 'pin'],
      [35, 'action-input']
    ])
    expect(problems.every((p) => p.file.endsWith('doc.md'))).toBe(true)
  })

  it("checks an operation's own action, <owner>/<repo>/<operation>@v1, against that action's inputs", () => {
    const file = path.join(dir, 'own.md')
    writeFileSync(
      file,
      [
        '```yaml', //                                                           1
        '- uses: <owner>/<repo>/attach-policy@v1', //                           2
        '  with:', //                                                           3
        '    environment: production', //                                       4
        '    policies: prod', //                                                5
        '- uses: <owner>/<repo>/attach-policy@v1', //                           6: `policies` is required
        '  with:', //                                                           7
        '    environment: production', //                                       8
        '    operation: attach-policy', //                                      9: the root's input, not this action's
        '- uses: <owner>/<repo>/no-such-operation@v1', //                      10
        '```', //                                                              11
        ''
      ].join('\n')
    )
    const { problems } = lint([file])
    expect(problems.map((p) => [p.line, p.rule, p.message])).toEqual([
      [6, 'action-input', 'required input `policies` is not given'],
      [9, 'action-input', 'input `operation` is not declared in action.yml'],
      [10, 'action-input', '`no-such-operation` is not an operation of this action (no no-such-operation/action.yml)']
    ])
  })
})

/** The run: script of a named step of the release workflow. */
function releaseScript(job: string, name: string): string {
  const release = YAML.parse(readFileSync(path.join(WORKFLOWS, 'release.yml'), 'utf8')) as {
    jobs: Record<string, { steps: { name?: string; run?: string }[] }>
  }
  const script = release.jobs[job].steps.find((s) => s.name === name)?.run
  if (!script) throw new Error(`release.yml: no step '${name}' in job ${job}`)
  return script
}

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'R', GIT_AUTHOR_EMAIL: 'r@example.com', GIT_COMMITTER_NAME: 'R', GIT_COMMITTER_EMAIL: 'r@example.com' }
  })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout.trim()
}

describe('release workflow', () => {
  const release = YAML.parse(readFileSync(path.join(WORKFLOWS, 'release.yml'), 'utf8')) as {
    on: Record<string, unknown>
    permissions: Record<string, string>
    jobs: Record<string, { permissions?: Record<string, string>; steps: { run?: string; uses?: string }[] }>
  }

  it('runs on a published release or a vX.Y.Z tag, and only the job that moves the tag can write', () => {
    expect(release.on).toMatchObject({ release: { types: ['published'] }, push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } })
    expect(release.permissions).toEqual({ contents: 'read' })
    const writers = Object.entries(release.jobs).filter(([, job]) => Object.values(job.permissions ?? {}).includes('write'))
    expect(writers.map(([name, job]) => [name, job.permissions])).toEqual([['move-major-tag', { contents: 'write' }]])
    expect(release.jobs['move-major-tag'].steps.every((s) => !s.uses)).toBe(true)
    const verify = release.jobs.verify.steps.map((s) => s.run ?? '').join('\n')
    expect(verify).toContain('npm run build')
    expect(verify).toContain('git ls-files --others --exclude-standard dist')
  })

  describe('checking the tag', () => {
    const script = releaseScript('verify', 'The tag is vX.Y.Z and matches package.json')

    function repoWith(version: string, tags: string[]): string {
      const repo = mkdtempSync(path.join(os.tmpdir(), 'release-'))
      git(repo, 'init', '-q', '-b', 'main')
      writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'x', version }))
      git(repo, 'add', '.')
      git(repo, 'commit', '-q', '-m', 'release')
      for (const tag of tags) git(repo, 'tag', '-a', tag, '-m', tag)
      return repo
    }

    function check(repo: string, tag: string) {
      const output = path.join(repo, '.output')
      writeFileSync(output, '')
      const result = spawnSync('bash', ['-e', '-c', script], { cwd: repo, encoding: 'utf8', env: childEnv({ TAG: tag, GITHUB_OUTPUT: output }) })
      const outputs = Object.fromEntries(
        readFileSync(output, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split('=', 2) as [string, string])
      )
      return { status: result.status, out: result.stdout, outputs }
    }

    it('passes v1.2.3 on a commit whose package.json says 1.2.3, and moves v1 to that commit', () => {
      const repo = repoWith('1.2.3', ['v1.2.2', 'v1.2.3'])
      const { status, outputs } = check(repo, 'v1.2.3')
      expect(status).toBe(0)
      expect(outputs).toEqual({ tag: 'v1.2.3', major: 'v1', commit: git(repo, 'rev-parse', 'HEAD'), move: 'true' })
    })

    it('refuses a tag that package.json does not match, naming both', () => {
      const repo = repoWith('1.2.4', ['v1.2.3'])
      const { status, out } = check(repo, 'v1.2.3')
      expect(status).toBe(1)
      expect(out).toContain('::error file=package.json::package.json says version 1.2.4, the tag is v1.2.3')
    })

    it('refuses a tag that is not vX.Y.Z', () => {
      const repo = repoWith('1.2.3', ['v1.2.3-rc.1'])
      const { status, out } = check(repo, 'v1.2.3-rc.1')
      expect(status).toBe(1)
      expect(out).toContain('is not a release tag vX.Y.Z')
    })

    it('leaves v1 alone when a newer v1 release exists (a patch to an older line)', () => {
      const repo = repoWith('1.2.4', ['v1.2.4', 'v1.10.0'])
      const { status, outputs, out } = check(repo, 'v1.2.4')
      expect(status).toBe(0)
      expect(outputs.move).toBe('false')
      expect(out).toContain('v1.10.0 is newer than v1.2.4')
    })
  })

  describe('moving the major tag', () => {
    const script = releaseScript('move-major-tag', 'Point the major tag at the release')

    function move(existing: boolean) {
      const bin = mkdtempSync(path.join(os.tmpdir(), 'gh-'))
      const log = path.join(bin, 'calls')
      // A stand-in for the GitHub CLI: records its arguments; `git/ref/...` exists or not.
      writeFileSync(path.join(bin, 'gh'), `#!/bin/sh\necho "$*" >> "${log}"\ncase "$*" in *git/ref/tags/*) exit ${existing ? 0 : 1};; esac\n`)
      chmodSync(path.join(bin, 'gh'), 0o755)
      mkdirSync(path.join(bin, 'summary'))
      const summary = path.join(bin, 'summary', 'step')
      const result = spawnSync('bash', ['-e', '-c', script], {
        encoding: 'utf8',
        env: childEnv({
          PATH: `${bin}${path.delimiter}${process.env.PATH}`,
          GH_TOKEN: 't',
          GITHUB_REPOSITORY: 'acme/evidence',
          TAG: 'v1.2.3',
          MAJOR: 'v1',
          COMMIT: 'a'.repeat(40),
          GITHUB_STEP_SUMMARY: summary
        })
      })
      return { status: result.status, calls: readFileSync(log, 'utf8').trim().split('\n'), summary: readFileSync(summary, 'utf8') }
    }

    it('updates an existing vX by force', () => {
      const { status, calls, summary } = move(true)
      expect(status).toBe(0)
      expect(calls[1]).toBe(`api --method PATCH repos/acme/evidence/git/refs/tags/v1 -f sha=${'a'.repeat(40)} -F force=true`)
      expect(summary).toContain(`v1 now points at v1.2.3 (${'a'.repeat(40)})`)
    })

    it('creates vX on the first release of a major version', () => {
      const { status, calls } = move(false)
      expect(status).toBe(0)
      expect(calls[1]).toBe(`api --method POST repos/acme/evidence/git/refs -f ref=refs/tags/v1 -f sha=${'a'.repeat(40)}`)
    })
  })
})
