import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { makeGitRepo } from '../helpers/git-repo.js'
import { RULE } from '../../src/operations/readers/code-review-report.js'
import type { GitHubState } from '../helpers/github-api.js'
import type { JiraState } from '../helpers/jira-api.js'
import type { SonarState } from '../helpers/sonar-api.js'
import { JIRA_BRANCH, JIRA_COMMIT_MESSAGE, trackerCases } from './reference-cases-trackers.js'

// The same evidence given to the reference client and to the action: the clone both work in,
// and the cases. helpers/reference-runs.ts runs a case on either side.

/** One piece of evidence, as each is asked to record it. */
export interface ReferenceCase {
  name: string
  about: string
  /** The reference client's arguments; relative paths are in the workspace. */
  cli: string[]
  /** The action's inputs for the same evidence (`api-key`, `org` and `base-url` are added). */
  inputs: Record<string, string>
  /** Besides the workspace's runner variables, for both. */
  env?: Record<string, string>
  /** Run with the clone's HEAD detached, as a pull request's checkout is. */
  detached?: boolean
  /** What GitHub's stand-in holds: the reference client reads it by GraphQL, the action by REST. */
  github?: Partial<GitHubState>
  /** Who reads GitHub: both (default), or only the action, when the reference client's command takes no GitHub flags. */
  githubReadBy?: 'both' | 'action'
  /** Where the action differs on purpose, by the field as `requestDifferences` names it: why. */
  differs?: Record<string, string>
  /** A branch of the clone to check out for the run (the clone is on `main` otherwise). */
  checkout?: string
  /**
   * What SonarQube's stand-in holds, and the scanner's report both read (written for the run,
   * pointing at the stand-in). `<SONAR>` in `cli` and `inputs` is the stand-in's URL.
   */
  sonar?: { state: Partial<SonarState>; reportTask?: { path: string; project: string; task: string } }
  /**
   * What Jira's stand-in holds, and how both sign in. `<JIRA>` in `cli` and `inputs` is its URL.
   * `github`: what GitHub's stand-in holds for the action alone, which reads pull requests for
   * issue keys where the reference client does not.
   */
  jira?: { state: Partial<JiraState>; auth: 'cloud' | 'pat'; github?: Partial<GitHubState> }
}

export interface Workspace {
  dir: string
  sha: string
  /** A commit on branch JIRA_BRANCH, after `sha`, whose message names Jira issues. */
  jiraSha: string
  /** The runner's variables, the same for both. */
  env: Record<string, string>
}

const FP = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
/** Every file's and folder's modification time, which server reports send as creation times. */
const MTIME = new Date('2026-01-03T10:00:00Z')

const FILES: Record<string, string> = {
  'dist/app.bin': 'the app\n',
  'dist/static/index.html': '<title>shop</title>\n',
  'template.yml': 'version: 1\ntrail:\n  attestations:\n    - name: review\n      type: generic\n  artifacts:\n    - name: backend\n',
  'user-data.json': '{"ticket": "SHOP-1", "reviewers": ["dana", "lee"], "nested": {"level": 2}}\n',
  'coverage.json': '{"line": 91.5, "critical": 0, "scanner": {"name": "cov"}}\n',
  'coverage.schema.json': '{"type": "object", "properties": {"line": {"type": "number"}}, "required": ["line"]}\n',
  // A suite timestamp without a zone, which both read as UTC whatever TZ says.
  'results/api.xml':
    '<testsuite name="api" tests="2" failures="0" errors="0" skipped="0" time="0.412" timestamp="2026-01-02T10:06:00"><testcase name="a" time="0.2"/><testcase name="b" time="0.212"/></testsuite>\n',
  'results/checkout.xml':
    '<testsuites><testsuite name="checkout" tests="4" failures="1" errors="1" skipped="1" time="1.25" timestamp="2026-01-02T10:06:30Z">' +
    '<testcase name="pays" time="0.5"/><testcase name="refunds"><failure message="expected 200"/></testcase>' +
    '<testcase name="times out"><error message="reset"/></testcase><testcase name="pending"><skipped/></testcase></testsuite></testsuites>\n',
  'evidence/report.txt': 'No findings.\n',
  'evidence/coverage/summary.json': '{"lines": 91.5}\n',
  'evidence/coverage/index.html': '<p>91.5%</p>\n',
  // What attest-sarif records for the scans, counted by hand from the rules' security-severity
  // (9+ critical, 7+ high, 4+ medium, else low) or the level: the reference client sends these
  // as user data, the action computes them.
  'sarif-counts/codeql.json': JSON.stringify({
    sarif: {
      fail_on: 'high',
      source: 'sarif-files',
      findings: 5,
      findings_failing: 3,
      severities: { critical: 1, high: 2, medium: 0, low: 2 },
      tools: { CodeQL: { critical: 1, high: 2, medium: 0, low: 2, findings: 5 } }
    }
  }),
  'sarif-counts/trivy.json': JSON.stringify({
    sarif: {
      fail_on: 'critical',
      source: 'sarif-files',
      findings: 5,
      findings_failing: 1,
      severities: { critical: 1, high: 2, medium: 1, low: 1 },
      tools: { Trivy: { critical: 1, high: 2, medium: 1, low: 1, findings: 5 } }
    }
  }),
  // The example of the service's policy reference, expressions written ${{ … }}.
  'policies/production.yaml':
    '_schema: https://docs.kosli.com/schemas/policy/v1\n\nartifacts:\n  provenance:\n    required: true\n    exceptions:\n      - if: ${{ matches(artifact.name, "^datadog:.*") }}\n\n' +
    '  trail-compliance:\n    required: true\n\n  attestations:\n    - name: security-scan\n      type: snyk\n    - name: pull-request\n      type: pull_request\n' +
    '      if: ${{ flow.tags.risk-level == "high" }}\n    - name: coverage\n      type: custom:coverage-metrics\n'
}

/** Real scanners' output (SARIF, SBOMs), copied into the clone's `scans/`. */
const SCANS = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'fixtures', 'scanners')

function settle(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.git') continue
    if (entry.isDirectory()) settle(path.join(dir, entry.name))
    utimesSync(path.join(dir, entry.name), MTIME, MTIME)
  }
}

/** A clone with fixed commits (so fixed SHAs), an origin on GitHub, and the files the cases use, all with one mtime. */
export function makeWorkspace(): Workspace {
  const repo = makeGitRepo(2)
  // The reference client takes the commit's URL from the clone's origin.
  execFileSync('git', ['remote', 'add', 'origin', 'https://github.com/acme/shop.git'], { cwd: repo.dir })
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(repo.dir, name)), { recursive: true })
    writeFileSync(path.join(repo.dir, name), content)
  }
  mkdirSync(path.join(repo.dir, 'scans'))
  for (const name of readdirSync(SCANS)) copyFileSync(path.join(SCANS, name), path.join(repo.dir, 'scans', name))
  settle(repo.dir)
  const sha = repo.commits[1]
  for (const [name, content] of Object.entries(codeReviewFiles(sha))) writeFileSync(path.join(repo.dir, name), content)
  settle(repo.dir)
  const jiraSha = commitOnBranch(repo.dir, JIRA_BRANCH, JIRA_COMMIT_MESSAGE)
  const env = {
    CI: 'true',
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
    GITHUB_ACTOR: 'dana',
    GITHUB_EVENT_NAME: 'push'
  }
  return { dir: repo.dir, sha, jiraSha, env }
}

/**
 * What `attest-code-review` records for the workspace's commit and the pull request of its
 * case, given to the reference client as files: it has no such command, and records the same
 * as a generic attestation with that user data and that attachment.
 */
function codeReviewFiles(sha: string): Record<string, string> {
  const report = {
    commit: sha,
    oldest_commit: null,
    listed_by: 'commit alone',
    rule: RULE,
    commits: 1,
    reviewed: 1,
    unreviewed_commits: [],
    table: [{ sha, pull_request: 'https://github.com/acme/shop/pull/7', author: 'ada', approvers: ['grace'], verdict: 'reviewed' }]
  }
  return { 'code-review.json': `${JSON.stringify(report, null, 2)}\n`, 'code-review-user-data.json': JSON.stringify({ code_review: report }) }
}

/** The workspace commit's merged pull request, by ada, approved by grace; lee only commented. */
function mergedPullRequest(sha: string): Partial<GitHubState> {
  return {
    pulls: {
      [sha]: {
        items: [
          {
            number: 7,
            html_url: 'https://github.com/acme/shop/pull/7',
            state: 'closed',
            title: 'Add checkout',
            user: { login: 'ada' },
            created_at: '2026-01-01T10:00:00Z',
            merged_at: '2026-01-02T10:00:00Z',
            merge_commit_sha: sha,
            head: { ref: 'checkout' },
            base: { ref: 'main', repo: { name: 'shop', owner: { login: 'acme' } } }
          }
        ]
      }
    },
    reviews: {
      7: [
        { user: { login: 'lee' }, state: 'COMMENTED', submitted_at: '2026-01-02T08:00:00Z' },
        { user: { login: 'grace' }, state: 'APPROVED', submitted_at: '2026-01-02T09:00:00Z' }
      ]
    }
  }
}

/** A commit on a new branch from HEAD, with fixed author and dates (so a fixed SHA); the clone stays on its branch. */
function commitOnBranch(dir: string, branch: string, message: string): string {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Ada Lovelace',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada Lovelace',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
    GIT_AUTHOR_DATE: '2026-01-03T10:00:00Z',
    GIT_COMMITTER_DATE: '2026-01-03T10:00:00Z'
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim()
  const back = git('rev-parse', '--abbrev-ref', 'HEAD')
  git('checkout', '-q', '-b', branch)
  git('commit', '-q', '--allow-empty', '-m', message)
  const sha = git('rev-parse', 'HEAD')
  git('checkout', '-q', back)
  return sha
}

export function referenceCases(sha: string, jiraSha?: string): ReferenceCase[] {
  return [...coreCases(sha), ...(jiraSha ? trackerCases(sha, jiraSha) : [])]
}

function coreCases(sha: string): ReferenceCase[] {
  const trail = ['--flow', 'shop', '--trail', sha]
  const flow = { flow: 'shop' }
  return [
    {
      name: 'begin-trail',
      about: 'a trail with a description, a template file, user data and external URLs, one with a fingerprint',
      cli: [
        ...['begin', 'trail', sha, '--flow', 'shop', '--description', 'Build of main', '--template-file', 'template.yml', '--user-data', 'user-data.json'],
        ...['--external-url', 'docs=https://docs.example.com', '--external-url', 'sbom=https://example.com/sbom.json', '--external-fingerprint', `sbom=${FP}`]
      ],
      inputs: {
        operation: 'begin-trail',
        ...flow,
        description: 'Build of main',
        'template-file': 'template.yml',
        'user-data': '@user-data.json',
        'external-urls': JSON.stringify({ docs: 'https://docs.example.com', sbom: { href: 'https://example.com/sbom.json', fingerprint: FP } })
      }
    },
    {
      name: 'begin-trail-detached-head',
      about: "a trail begun on a pull request's run, whose checkout is a detached HEAD",
      cli: ['begin', 'trail', sha, '--flow', 'shop'],
      inputs: { operation: 'begin-trail', ...flow },
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: 'refs/pull/7/merge',
        GITHUB_REF_NAME: '7/merge',
        GITHUB_HEAD_REF: 'checkout',
        GITHUB_BASE_REF: 'main'
      },
      detached: true,
      differs: {
        'part data_json git_commit_info.branch':
          "the reference client reads the branch from the clone, which has none on a detached HEAD; the action takes the run's (GITHUB_HEAD_REF, else GITHUB_REF)"
      }
    },
    {
      name: 'attest-artifact-file',
      about: 'a file artifact, fingerprinted by each',
      cli: ['attest', 'artifact', 'dist/app.bin', '--artifact-type', 'file', '--name', 'backend', ...trail],
      inputs: { operation: 'attest-artifact', ...flow, 'artifact-name': 'backend', 'artifact-path': 'dist/app.bin', 'artifact-type': 'file' }
    },
    {
      name: 'attest-artifact-dir',
      about: 'a folder artifact with an exclusion and a display name',
      cli: ['attest', 'artifact', 'dist', '--artifact-type', 'dir', '--exclude', 'static', '--name', 'backend', '--display-name', 'shop bundle', ...trail],
      inputs: {
        operation: 'attest-artifact',
        ...flow,
        'artifact-name': 'backend',
        'artifact-path': 'dist',
        'artifact-type': 'dir',
        exclude: 'static',
        'display-name': 'shop bundle'
      }
    },
    {
      name: 'attest-artifact-fingerprint',
      about: 'an artifact by fingerprint, with annotations, external URLs and a build URL',
      cli: [
        ...['attest', 'artifact', 'registry.example.com/acme/shop:1.4.2', '--fingerprint', FP, '--name', 'backend', ...trail],
        ...['--annotate', 'version=1.4.2', '--external-url', `image=https://registry.example.com/acme/shop`, '--build-url', 'https://ci.example.com/builds/77']
      ],
      inputs: {
        operation: 'attest-artifact',
        ...flow,
        'artifact-name': 'backend',
        fingerprint: FP,
        'display-name': 'registry.example.com/acme/shop:1.4.2',
        annotations: '{"version": "1.4.2"}',
        'external-urls': '{"image": "https://registry.example.com/acme/shop"}',
        'build-url': 'https://ci.example.com/builds/77'
      }
    },
    {
      name: 'attest-generic-trail',
      about: 'a compliant verdict about the trail, with a description',
      cli: ['attest', 'generic', '--name', 'review', ...trail, '--description', 'Reviewed by the security team'],
      inputs: { operation: 'attest-generic', ...flow, 'attestation-name': 'review', compliant: 'true', description: 'Reviewed by the security team' }
    },
    {
      name: 'attest-generic-fingerprint',
      about: 'a non-compliant verdict about an artifact given by fingerprint',
      cli: ['attest', 'generic', '--name', 'manual-test', '--fingerprint', FP, '--compliant=false', ...trail],
      inputs: { operation: 'attest-generic', ...flow, 'attestation-name': 'manual-test', fingerprint: FP, compliant: 'false' }
    },
    {
      name: 'attest-generic-artifact-file',
      about: 'a verdict about a file artifact, fingerprinted by each',
      cli: ['attest', 'generic', 'dist/app.bin', '--artifact-type', 'file', '--name', 'manual-test', ...trail],
      inputs: {
        operation: 'attest-generic',
        ...flow,
        'attestation-name': 'manual-test',
        'artifact-path': 'dist/app.bin',
        'artifact-type': 'file',
        compliant: 'true'
      }
    },
    {
      name: 'attest-generic-template-reference',
      about: "an attestation of the template's artifact: a dotted name for the reference client, `target-artifacts` for the action; an explicit commit",
      cli: ['attest', 'generic', '--name', 'backend.manual-test', '--commit', sha, ...trail],
      inputs: { operation: 'attest-generic', ...flow, 'attestation-name': 'manual-test', 'target-artifacts': 'backend', commit: sha, compliant: 'true' }
    },
    {
      name: 'attest-generic-attachments',
      about: 'attachments: a file and a folder, packed into one archive',
      cli: ['attest', 'generic', '--name', 'review', ...trail, '--attachments', 'evidence/report.txt,evidence/coverage'],
      inputs: { operation: 'attest-generic', ...flow, 'attestation-name': 'review', compliant: 'true', attachments: 'evidence/report.txt, evidence/coverage' }
    },
    {
      name: 'attest-generic-extras',
      about: 'user data, annotations, external URLs (one with a fingerprint) and an origin URL',
      cli: [
        ...['attest', 'generic', '--name', 'review', ...trail, '--user-data', 'user-data.json', '--annotate', 'reviewer=lee', '--annotate', 'ticket=SHOP-1'],
        ...[
          '--external-url',
          'report=https://example.com/report.html',
          '--external-fingerprint',
          `report=${FP}`,
          '--origin-url',
          'https://ci.example.com/builds/77'
        ]
      ],
      inputs: {
        operation: 'attest-generic',
        ...flow,
        'attestation-name': 'review',
        compliant: 'true',
        'user-data': '@user-data.json',
        annotations: '{"reviewer": "lee", "ticket": "SHOP-1"}',
        'external-urls': JSON.stringify({ report: { href: 'https://example.com/report.html', fingerprint: FP } }),
        'origin-url': 'https://ci.example.com/builds/77'
      }
    },
    {
      name: 'attest-junit',
      about: 'a folder of JUnit results: one suite passing, one with a failure, an error and a skip; the results attached',
      cli: ['attest', 'junit', '--name', 'unit-tests', ...trail, '--results-dir', 'results'],
      inputs: { operation: 'attest-junit', ...flow, 'attestation-name': 'unit-tests', 'junit-results': 'results' }
    },
    {
      name: 'attest-junit-single-file',
      about: 'one JUnit file, about an artifact given by fingerprint',
      cli: ['attest', 'junit', '--name', 'unit-tests', '--fingerprint', FP, ...trail, '--results-dir', 'results/checkout.xml'],
      inputs: { operation: 'attest-junit', ...flow, 'attestation-name': 'unit-tests', fingerprint: FP, 'junit-results': 'results/checkout.xml' }
    },
    {
      name: 'attest-junit-tz',
      about: 'JUnit results on a runner whose TZ is not UTC: a suite timestamp without a zone is still UTC',
      cli: ['attest', 'junit', '--name', 'unit-tests', ...trail, '--results-dir', 'results'],
      inputs: { operation: 'attest-junit', ...flow, 'attestation-name': 'unit-tests', 'junit-results': 'results' },
      env: { TZ: 'America/New_York' }
    },
    {
      name: 'attest-pull-request',
      about: "the commit's merged pull request, with an approval, a comment and one signed commit; both read it from GitHub",
      cli: ['attest', 'pullrequest', 'github', '--name', 'pr', ...trail],
      inputs: { operation: 'attest-pull-request', ...flow, 'attestation-name': 'pr' },
      github: {
        ...mergedPullRequest(sha),
        commits: {
          7: [
            {
              sha: 'd'.repeat(40),
              html_url: `https://github.com/acme/shop/commit/${'d'.repeat(40)}`,
              author: { login: 'ada' },
              parents: [{ sha: 'c'.repeat(40) }],
              commit: {
                message: 'Add checkout\n\nWith a body',
                author: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-01-01T09:00:00Z' },
                verification: { verified: true, reason: 'valid' }
              }
            }
          ]
        }
      }
    },
    {
      name: 'attest-code-review',
      about:
        "the commit's merged pull request, approved by someone other than its author: a generic attestation with the per-commit table as user data and attached; the reference client, which has no such command, is given the same table as files",
      cli: ['attest', 'generic', '--name', 'code-review', ...trail, '--user-data', 'code-review-user-data.json', '--attachments', 'code-review.json'],
      inputs: { operation: 'attest-code-review', ...flow, 'attestation-name': 'code-review' },
      github: {
        ...mergedPullRequest(sha),
        commits: {
          7: [
            {
              sha,
              html_url: `https://github.com/acme/shop/commit/${sha}`,
              author: { login: 'ada' },
              commit: { message: 'Change 2', author: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-01-02T10:00:00Z' } }
            }
          ]
        }
      },
      githubReadBy: 'action'
    },
    {
      name: 'attest-custom',
      about: 'custom attestation data of a type',
      cli: ['attest', 'custom', '--type', 'coverage', '--name', 'coverage', ...trail, '--attestation-data', 'coverage.json'],
      inputs: { operation: 'attest-custom', ...flow, 'attestation-name': 'coverage', 'type-name': 'coverage', 'attestation-data': '@coverage.json' }
    },
    {
      name: 'attest-custom-extras',
      about: 'custom data about an artifact, with user data, annotations and an attached folder',
      cli: [
        ...['attest', 'custom', '--type', 'coverage', '--name', 'coverage', '--fingerprint', FP, ...trail, '--attestation-data', 'coverage.json'],
        ...['--user-data', 'user-data.json', '--annotate', 'tool=cov', '--attachments', 'evidence/coverage']
      ],
      inputs: {
        operation: 'attest-custom',
        ...flow,
        'attestation-name': 'coverage',
        'type-name': 'coverage',
        fingerprint: FP,
        'attestation-data': '@coverage.json',
        'user-data': '@user-data.json',
        annotations: '{"tool": "cov"}',
        attachments: 'evidence/coverage'
      }
    },
    {
      name: 'attest-snyk-code',
      about: "a Snyk Code scan's SARIF: findings at each level, regions over several lines, priority scores",
      cli: ['attest', 'snyk', '--name', 'snyk-code', ...trail, '--scan-results', 'scans/snyk-code.sarif'],
      inputs: { operation: 'attest-snyk', ...flow, 'attestation-name': 'snyk-code', 'scan-results': 'scans/snyk-code.sarif' }
    },
    {
      name: 'attest-snyk-container',
      about: "a Snyk Container scan's SARIF, about an artifact by fingerprint: an OS run with findings, an application run with none",
      cli: ['attest', 'snyk', '--name', 'snyk-container', '--fingerprint', FP, ...trail, '--scan-results', 'scans/snyk-container.sarif'],
      inputs: { operation: 'attest-snyk', ...flow, 'attestation-name': 'snyk-container', fingerprint: FP, 'scan-results': 'scans/snyk-container.sarif' }
    },
    {
      name: 'attest-snyk-iac',
      about: "a Snyk IaC scan's SARIF: results without a level, read from their rules' problem.severity",
      cli: ['attest', 'snyk', '--name', 'snyk-iac', ...trail, '--scan-results', 'scans/snyk-iac.sarif'],
      inputs: { operation: 'attest-snyk', ...flow, 'attestation-name': 'snyk-iac', 'scan-results': 'scans/snyk-iac.sarif' }
    },
    {
      name: 'attest-snyk-trivy',
      about: "Trivy's SARIF given to attest-snyk: levels error, warning and note, the tool's version after its rules",
      cli: ['attest', 'snyk', '--name', 'trivy', ...trail, '--scan-results', 'scans/trivy.sarif'],
      inputs: { operation: 'attest-snyk', ...flow, 'attestation-name': 'trivy', 'scan-results': 'scans/trivy.sarif' }
    },
    {
      name: 'attest-sarif-codeql',
      about: "CodeQL's SARIF (rules with security-severity in a query pack): a generic attestation, its counts in user data, the SARIF attached",
      cli: [
        'attest',
        'generic',
        '--name',
        'codeql',
        ...trail,
        '--compliant=false',
        '--user-data',
        'sarif-counts/codeql.json',
        '--attachments',
        'scans/codeql.sarif'
      ],
      inputs: { operation: 'attest-sarif', ...flow, 'attestation-name': 'codeql', 'scan-results': 'scans/codeql.sarif' }
    },
    {
      name: 'attest-sarif-trivy',
      about: "Trivy's SARIF judged with fail-on critical",
      cli: [
        'attest',
        'generic',
        '--name',
        'trivy',
        ...trail,
        '--compliant=false',
        '--user-data',
        'sarif-counts/trivy.json',
        '--attachments',
        'scans/trivy.sarif'
      ],
      inputs: { operation: 'attest-sarif', ...flow, 'attestation-name': 'trivy', 'scan-results': 'scans/trivy.sarif', 'fail-on': 'critical' }
    },
    {
      name: 'attest-sbom-cyclonedx-json',
      about: "syft's CycloneDX 1.5 JSON: tools as components, a subject with an upper-case digest, nested components and files",
      cli: ['attest', 'sbom', '--name', 'sbom', ...trail, '--sbom-file', 'scans/cyclonedx.json'],
      inputs: { operation: 'attest-sbom', ...flow, 'attestation-name': 'sbom', 'sbom-file': 'scans/cyclonedx.json' }
    },
    {
      name: 'attest-sbom-cyclonedx-xml',
      about: "the CycloneDX Maven plugin's 1.4 XML, about an artifact by fingerprint, with an annotation of the user's",
      cli: ['attest', 'sbom', '--name', 'sbom', '--fingerprint', FP, ...trail, '--sbom-file', 'scans/cyclonedx.xml', '--annotate', 'team=billing'],
      inputs: {
        operation: 'attest-sbom',
        ...flow,
        'attestation-name': 'sbom',
        fingerprint: FP,
        'sbom-file': 'scans/cyclonedx.xml',
        annotations: '{"team": "billing"}'
      }
    },
    {
      name: 'attest-sbom-spdx-json',
      about: "syft's SPDX 2.3 JSON: the image described, files and relationships",
      cli: ['attest', 'sbom', '--name', 'sbom', ...trail, '--sbom-file', 'scans/spdx.json'],
      inputs: { operation: 'attest-sbom', ...flow, 'attestation-name': 'sbom', 'sbom-file': 'scans/spdx.json' }
    },
    {
      name: 'attest-sbom-spdx-tag-value',
      about: "Trivy's SPDX 2.3 tag-value: a filesystem described, its packages",
      cli: ['attest', 'sbom', '--name', 'sbom', ...trail, '--sbom-file', 'scans/spdx.spdx'],
      inputs: { operation: 'attest-sbom', ...flow, 'attestation-name': 'sbom', 'sbom-file': 'scans/spdx.spdx' }
    },
    {
      name: 'assert-artifact-flow',
      about: 'an artifact asserted against a flow',
      cli: ['assert', 'artifact', '--fingerprint', FP, '--flow', 'shop'],
      inputs: { operation: 'assert-artifact', fingerprint: FP, ...flow }
    },
    {
      name: 'assert-artifact-environment',
      about: 'an artifact asserted against a flow and an environment',
      cli: ['assert', 'artifact', '--fingerprint', FP, '--flow', 'shop', '--environment', 'production'],
      inputs: { operation: 'assert-artifact', fingerprint: FP, ...flow, environment: 'production' }
    },
    {
      name: 'assert-artifact-policies',
      about: 'an artifact asserted against policies (repeated and comma separated) and a flow',
      cli: ['assert', 'artifact', '--fingerprint', FP, '--policy', 'has-approval', '--policy', 'tested,scanned', '--flow', 'shop'],
      inputs: { operation: 'assert-artifact', fingerprint: FP, policies: 'has-approval, tested, scanned', ...flow }
    },
    {
      name: 'assert-artifact-file',
      about: 'a file artifact asserted, fingerprinted by each',
      cli: ['assert', 'artifact', 'dist/app.bin', '--artifact-type', 'file'],
      inputs: { operation: 'assert-artifact', 'artifact-path': 'dist/app.bin', 'artifact-type': 'file' }
    },
    {
      name: 'report-server-env',
      // In sorted order: the action sorts what the paths match, the reference client keeps the order given.
      about: "a server's files: a folder with an exclusion, a file and a glob, each named by its absolute path",
      cli: ['snapshot', 'server', 'production', '--paths', 'dist,dist/app.bin,evidence/coverage/*.json', '--exclude', 'static'],
      inputs: { operation: 'report-server-env', environment: 'production', paths: 'dist, dist/app.bin, evidence/coverage/*.json', exclude: 'static' }
    },
    {
      name: 'upsert-flow',
      about: 'a flow with a description and a template list',
      cli: ['create', 'flow', 'shop', '--description', 'The shop', '--template', 'artifact,unit-tests,pull-request'],
      inputs: { operation: 'upsert-flow', ...flow, description: 'The shop', template: 'artifact, unit-tests, pull-request' },
      differs: {
        'body visibility': 'the published document requires it; private is what the service makes by default',
        'body repo_url': "the action's default: the repository's URL"
      }
    },
    {
      name: 'upsert-flow-defaults',
      about: 'a flow with nothing but its name',
      cli: ['create', 'flow', 'shop'],
      inputs: { operation: 'upsert-flow', ...flow },
      differs: {
        'body visibility': 'as for upsert-flow',
        'body repo_url': 'as for upsert-flow'
      }
    },
    {
      name: 'create-flow',
      about: 'a flow from a template file, with a description and a visibility',
      cli: ['create', 'flow', 'shop', '--description', 'The shop', '--visibility', 'public', '--template-file', 'template.yml'],
      inputs: { operation: 'create-flow', ...flow, description: 'The shop', visibility: 'public', 'template-file': 'template.yml' }
    },
    {
      name: 'create-flow-empty-template',
      about: 'a flow with nothing but its name: the empty template, as --use-empty-template',
      cli: ['create', 'flow', 'shop', '--use-empty-template'],
      inputs: { operation: 'create-flow', ...flow }
    },
    {
      name: 'upsert-attestation-type',
      about: 'an attestation type with a description, a JSON Schema and jq rules',
      cli: [
        'create',
        'attestation-type',
        'coverage',
        '--description',
        'Line coverage',
        '--schema',
        'coverage.schema.json',
        '--jq',
        '.line >= 80',
        '--jq',
        '.critical == 0'
      ],
      inputs: {
        operation: 'upsert-attestation-type',
        'type-name': 'coverage',
        description: 'Line coverage',
        'type-schema': 'coverage.schema.json',
        'jq-rules': '.line >= 80\n.critical == 0'
      }
    },
    {
      name: 'upsert-attestation-type-defaults',
      about: 'an attestation type with nothing but its name',
      cli: ['create', 'attestation-type', 'coverage'],
      inputs: { operation: 'upsert-attestation-type', 'type-name': 'coverage' },
      differs: {
        'part data_json evaluator': 'without `jq-rules` the action names the `default` evaluator, as its interface says; the reference client sends none'
      }
    },
    {
      name: 'upsert-environment',
      about: 'a Kubernetes environment with a description, its type given in lower case to the action',
      cli: ['create', 'environment', 'production', '--type', 'K8S', '--description', 'The production cluster'],
      inputs: { operation: 'upsert-environment', environment: 'production', 'environment-type': 'k8s', description: 'The production cluster' }
    },
    {
      name: 'upsert-environment-logical',
      about: 'a logical environment of two others, without a description',
      cli: ['create', 'environment', 'production', '--type', 'logical', '--included-environments', 'prod-eu,prod-us'],
      inputs: { operation: 'upsert-environment', environment: 'production', 'environment-type': 'logical', 'included-environments': 'prod-eu\nprod-us' }
    },
    {
      name: 'upsert-environment-scaling',
      about: 'a server environment whose scaling makes snapshots (a flag the reference client keeps, deprecated)',
      cli: ['create', 'environment', 'web', '--type', 'server', '--include-scaling'],
      inputs: { operation: 'upsert-environment', environment: 'web', 'environment-type': 'server', 'include-scaling': 'true' }
    },
    {
      name: 'upsert-policy',
      about: "the policy reference's example, with a description and a comment",
      cli: ['create', 'policy', 'production', 'policies/production.yaml', '--description', 'What production asks', '--comment', 'First version'],
      inputs: {
        operation: 'upsert-policy',
        'policy-name': 'production',
        'policy-file': 'policies/production.yaml',
        description: 'What production asks',
        comment: 'First version'
      }
    },
    {
      name: 'upsert-policy-defaults',
      about: 'a policy with nothing but its name and file',
      cli: ['create', 'policy', 'production', 'policies/production.yaml'],
      inputs: { operation: 'upsert-policy', 'policy-name': 'production', 'policy-file': 'policies/production.yaml' }
    },
    {
      name: 'attach-policy',
      about: 'a policy attached to an environment (the reference client names one policy a request; the action names all it is given)',
      cli: ['attach-policy', 'production', '--environment', 'prod-eu'],
      inputs: { operation: 'attach-policy', environment: 'prod-eu', policies: 'production' }
    },
    {
      name: 'detach-policy',
      about: 'a policy detached from an environment',
      cli: ['detach-policy', 'production', '--environment', 'prod-eu'],
      inputs: { operation: 'detach-policy', environment: 'prod-eu', policies: 'production' }
    },
    {
      name: 'allow-artifact-fingerprint',
      about: 'a vendor image allowed in an environment by its fingerprint, under the name given',
      cli: ['allow', 'artifact', 'datadog-agent', '--fingerprint', FP, '--environment', 'production', '--reason', 'Vendor image, reviewed in SEC-142'],
      inputs: {
        operation: 'allow-artifact',
        environment: 'production',
        fingerprint: FP,
        'artifact-name': 'datadog-agent',
        reason: 'Vendor image, reviewed in SEC-142'
      }
    },
    {
      name: 'allow-artifact-file',
      about: 'a file allowed in an environment, fingerprinted by each and named by its base name',
      cli: ['allow', 'artifact', 'dist/app.bin', '--artifact-type', 'file', '--environment', 'production', '--reason', 'Hotfix signed off in CAB-7'],
      inputs: {
        operation: 'allow-artifact',
        environment: 'production',
        'artifact-path': 'dist/app.bin',
        'artifact-type': 'file',
        reason: 'Hotfix signed off in CAB-7'
      }
    },
    {
      name: 'allow-artifact-dir',
      about: 'a folder allowed, with an exclusion, named by its base name',
      cli: ['allow', 'artifact', 'dist', '--artifact-type', 'dir', '--exclude', 'static', '--environment', 'staging', '--reason', 'Built by the vendor'],
      inputs: {
        operation: 'allow-artifact',
        environment: 'staging',
        'artifact-path': 'dist',
        'artifact-type': 'dir',
        exclude: 'static',
        reason: 'Built by the vendor'
      }
    },
    {
      name: 'tag-flow',
      about: 'tags set on a flow, one value holding `=`',
      cli: ['tag', 'flow', 'shop', '--set', 'team=payments', '--set', 'query=a=b'],
      inputs: { operation: 'tag', 'resource-type': 'flow', 'resource-id': 'shop', set: 'team=payments\nquery=a=b' }
    },
    {
      name: 'tag-env',
      about: 'an environment, by the short name `env`, with tags set and removed',
      cli: ['tag', 'env', 'production', '--set', 'tier=1', '--unset', 'legacy-owner,old'],
      inputs: { operation: 'tag', 'resource-type': 'env', 'resource-id': 'production', set: 'tier=1', unset: 'legacy-owner, old' }
    },
    {
      name: 'tag-unset-only',
      about: 'tags only removed from an environment: an empty set is still sent',
      cli: ['tag', 'environment', 'production', '--unset', 'team'],
      inputs: { operation: 'tag', 'resource-type': 'environment', 'resource-id': 'production', unset: 'team' }
    },
    {
      name: 'assert-environment',
      about: "an environment's latest snapshot asked about",
      cli: ['assert', 'snapshot', 'production'],
      inputs: { operation: 'assert-environment', environment: 'production' }
    },
    {
      name: 'search-commit',
      about: 'a search for a full commit SHA',
      cli: ['search', sha],
      inputs: { operation: 'search', 'search-value': sha }
    },
    {
      name: 'search-prefix',
      about: 'a search for a short prefix',
      cli: ['search', 'e3b0c4'],
      inputs: { operation: 'search', 'search-value': 'e3b0c4' }
    }
  ]
}
