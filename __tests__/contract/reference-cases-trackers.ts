import type { ReferenceCase } from './reference-cases.js'
import type { JiraIssue } from '../helpers/jira-api.js'
import type { SonarGate, SonarState } from '../helpers/sonar-api.js'

// The evidence of SonarQube and Jira given to the reference client and to the action: both are
// pointed at the same loopback stand-ins of their REST APIs (helpers/sonar-api.ts,
// helpers/jira-api.ts), which answer with the shapes SonarQube and Atlassian document.

/** The clone's branch whose name, and whose commit's message, name Jira issues. */
export const JIRA_BRANCH = 'SHOP-12-checkout'
export const JIRA_COMMIT_MESSAGE = 'SHOP-7 Add checkout\n\nFixes shop-9, see CVE-2026-41284 and OPS-3'

const PROJECT = 'acme_shop'

const ERROR_GATE: SonarGate = {
  status: 'ERROR',
  conditions: [
    { status: 'ERROR', metricKey: 'new_coverage', comparator: 'LT', errorThreshold: '80', actualValue: '71.3' },
    { status: 'ERROR', metricKey: 'new_security_rating', comparator: 'GT', errorThreshold: '1', actualValue: '3' },
    { status: 'OK', metricKey: 'new_duplicated_lines_density', comparator: 'GT', errorThreshold: '3', actualValue: '0.4' }
  ]
}
const OK_GATE: SonarGate = {
  status: 'OK',
  conditions: [{ status: 'OK', metricKey: 'new_violations', comparator: 'GT', errorThreshold: '0', actualValue: '0' }]
}
// SonarQube before 7.6 warned; a warning condition has a warning threshold and no error one.
const WARN_GATE: SonarGate = {
  status: 'WARN',
  conditions: [
    { status: 'WARN', metricKey: 'new_coverage', comparator: 'LT', warningThreshold: '90', actualValue: '85.2' },
    { status: 'OK', metricKey: 'new_bugs', comparator: 'GT', errorThreshold: '0', actualValue: '0' }
  ]
}

/** One project with an analysis of the commit on each of main, a feature branch and pull request 7, and an older one. */
function sonarState(sha: string): Partial<SonarState> {
  const task = (id: string, analysisId: string, scope: { branch?: string; pullRequest?: string }) => ({
    id,
    componentKey: PROJECT,
    componentName: 'Shop',
    analysisId,
    status: 'SUCCESS' as const,
    ...(scope.branch && { branch: scope.branch, branchType: 'BRANCH' as const }),
    ...(scope.pullRequest && { pullRequest: scope.pullRequest, branchType: 'PULL_REQUEST' as const })
  })
  return {
    tasks: {
      'AZ-main': { ...task('AZ-main', 'AN-main', { branch: 'main' }), pendingPolls: 1 },
      'AZ-pr7': task('AZ-pr7', 'AN-pr7', { pullRequest: '7' }),
      'AZ-feature': task('AZ-feature', 'AN-feature', { branch: 'feature/checkout' })
    },
    analyses: {
      [PROJECT]: [
        { key: 'AN-main', date: '2026-01-02T10:07:00+0000', revision: sha },
        { key: 'AN-old', date: '2026-01-01T10:07:00+0000', revision: 'f'.repeat(40) },
        { key: 'AN-feature', date: '2026-01-02T11:07:00+0000', revision: sha, branch: 'feature/checkout' }
      ]
    },
    gates: { 'AN-main': ERROR_GATE, 'AN-feature': WARN_GATE, [`${PROJECT}#7`]: OK_GATE },
    pullRequests: {
      [PROJECT]: [{ key: '7', title: 'Add checkout', branch: 'checkout', base: 'main', analysisDate: '2026-01-02T10:08:00+0000', commit: { sha } }]
    }
  }
}

/** Issues as Jira gives them: a status and a priority with every field Jira sends. */
const status = (id: string, name: string, category: { id: number; key: string; colorName: string; name: string }) => ({
  self: `https://acme.atlassian.net/rest/api/2/status/${id}`,
  description: '',
  iconUrl: 'https://acme.atlassian.net/images/icons/statuses/generic.png',
  name,
  id,
  statusCategory: { self: `https://acme.atlassian.net/rest/api/2/statuscategory/${category.id}`, ...category }
})
const ISSUES: Record<string, JiraIssue> = {
  'SHOP-7': {
    id: '10007',
    fields: {
      summary: 'Checkout',
      status: status('3', 'In Progress', { id: 4, key: 'indeterminate', colorName: 'yellow', name: 'In Progress' }),
      labels: ['web'],
      description: null,
      assignee: null,
      issuetype: {
        self: 'https://acme.atlassian.net/rest/api/2/issuetype/10001',
        id: '10001',
        description: 'Functionality or a feature expressed as a user goal.',
        iconUrl: 'https://acme.atlassian.net/rest/api/2/universal_avatar/view/type/issuetype/avatar/10315?size=medium',
        name: 'Story',
        subtask: false,
        avatarId: 10315,
        hierarchyLevel: 0
      },
      customfield_10020: null,
      customfield_10030: { value: 'High', id: '10100', child: null }
    }
  },
  'SHOP-12': {
    id: '10012',
    fields: { summary: 'Checkout page', status: status('10001', 'Done', { id: 3, key: 'done', colorName: 'green', name: 'Done' }), labels: [] }
  }
}

export function trackerCases(sha: string, jiraSha: string): ReferenceCase[] {
  const trail = ['--flow', 'shop', '--trail', sha]
  const flow = { flow: 'shop' }
  const sonar = { state: sonarState(sha) }
  const onJiraBranch = {
    checkout: JIRA_BRANCH,
    env: { GITHUB_SHA: jiraSha, GITHUB_REF: `refs/heads/${JIRA_BRANCH}`, GITHUB_REF_NAME: JIRA_BRANCH }
  }
  const jiraTrail = ['--flow', 'shop', '--trail', jiraSha]
  return [
    {
      name: 'attest-sonar-report-task',
      about: "the scanner's report in .scannerwork: the task still in progress at first, then done; main's analysis, its quality gate failing two conditions",
      cli: ['attest', 'sonar', '--name', 'sonar', ...trail],
      inputs: { operation: 'attest-sonar', ...flow, 'attestation-name': 'sonar' },
      sonar: { ...sonar, reportTask: { path: '.scannerwork/report-task.txt', project: PROJECT, task: 'AZ-main' } }
    },
    {
      name: 'attest-sonar-pull-request',
      about: "the scanner's report (Maven's place) of a pull request's analysis, its gate OK",
      cli: ['attest', 'sonar', '--name', 'sonar', ...trail, '--sonar-working-dir', 'target/sonar'],
      inputs: { operation: 'attest-sonar', ...flow, 'attestation-name': 'sonar' },
      sonar: { ...sonar, reportTask: { path: 'target/sonar/report-task.txt', project: PROJECT, task: 'AZ-pr7' } }
    },
    {
      name: 'attest-sonar-branch-warn',
      about: "the report of a feature branch's analysis, named; a gate that warns (SonarQube before 7.6), about an artifact",
      cli: [
        'attest',
        'sonar',
        '--name',
        'sonar',
        '--fingerprint',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        ...trail,
        '--sonar-working-dir',
        'build/sonar'
      ],
      inputs: {
        operation: 'attest-sonar',
        ...flow,
        'attestation-name': 'sonar',
        fingerprint: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'sonar-report-task': 'build/sonar/report-task.txt'
      },
      sonar: { ...sonar, reportTask: { path: 'build/sonar/report-task.txt', project: PROJECT, task: 'AZ-feature' } }
    },
    {
      name: 'attest-sonar-project-key',
      about: "no report: the project's analysis of the commit on main, found by its revision",
      cli: ['attest', 'sonar', '--name', 'sonar', ...trail, '--sonar-project-key', PROJECT, '--sonar-server-url', '<SONAR>'],
      inputs: { operation: 'attest-sonar', ...flow, 'attestation-name': 'sonar', 'sonar-project-key': PROJECT, 'sonar-host-url': '<SONAR>' },
      sonar
    },
    {
      name: 'attest-sonar-project-key-pull-request',
      about: "no report: pull request 7's analysis, of the commit",
      cli: ['attest', 'sonar', '--name', 'sonar', ...trail, '--sonar-project-key', PROJECT, '--sonar-server-url', '<SONAR>', '--pull-request', '7'],
      inputs: {
        operation: 'attest-sonar',
        ...flow,
        'attestation-name': 'sonar',
        'sonar-project-key': PROJECT,
        'sonar-host-url': '<SONAR>',
        'sonar-pull-request': '7'
      },
      sonar
    },
    {
      name: 'attest-jira-cloud',
      about: 'keys in the commit message (one in lower case, one part of a CVE id) and the branch name; two issues exist, two do not; Jira Cloud sign-in',
      cli: ['attest', 'jira', '--name', 'jira', ...jiraTrail, '--jira-base-url', '<JIRA>'],
      inputs: { operation: 'attest-jira', ...flow, 'attestation-name': 'jira', 'jira-base-url': '<JIRA>' },
      ...onJiraBranch,
      jira: { state: { issues: ISSUES }, auth: 'cloud' }
    },
    {
      name: 'attest-jira-fields',
      about: "a project's keys only, with two fields of each issue; Server sign-in with a personal access token",
      cli: [
        'attest',
        'jira',
        '--name',
        'jira',
        ...jiraTrail,
        '--jira-base-url',
        '<JIRA>',
        '--jira-project-key',
        'SHOP',
        '--jira-issue-fields',
        'summary,status'
      ],
      inputs: {
        operation: 'attest-jira',
        ...flow,
        'attestation-name': 'jira',
        'jira-base-url': '<JIRA>',
        'jira-project-keys': 'SHOP',
        'jira-issue-fields': 'summary, status'
      },
      ...onJiraBranch,
      jira: { state: { issues: ISSUES }, auth: 'pat' }
    },
    {
      name: 'attest-jira-all-fields',
      about: 'every field of each issue, empty ones and custom ones among them: the action records them as Jira gave them',
      cli: ['attest', 'jira', '--name', 'jira', ...jiraTrail, '--jira-base-url', '<JIRA>', '--jira-project-key', 'SHOP', '--jira-issue-fields', '*all'],
      inputs: {
        operation: 'attest-jira',
        ...flow,
        'attestation-name': 'jira',
        'jira-base-url': '<JIRA>',
        'jira-project-keys': 'SHOP',
        'jira-issue-fields': '*all'
      },
      ...onJiraBranch,
      jira: { state: { issues: ISSUES }, auth: 'pat' },
      // The action records the fields as Jira gave them. The reference client's Go library
      // re-encodes them through its own types: it drops what they hold as empty (a null, a
      // false, a 0) and what they lack, and pads what they hold with empty fields Jira did not
      // send (a status without `iconUrl` gets `iconUrl: ""`).
      differs: {
        'part data_json jira_results.1.issue_fields.description': 'Jira gives `description: null`; the Go library drops it',
        'part data_json jira_results.1.issue_fields.assignee': 'Jira gives `assignee: null` (unassigned); the Go library drops it',
        'part data_json jira_results.1.issue_fields.issuetype.subtask': 'Jira gives `subtask: false`; the Go library drops a false',
        'part data_json jira_results.1.issue_fields.issuetype.hierarchyLevel': "Jira gives `hierarchyLevel: 0`; the Go library's issue type has no such field"
      }
    },
    {
      name: 'attest-jira-pull-request',
      about: "beyond the reference client: a key in the title of the commit's pull request, and one in its body",
      cli: ['attest', 'jira', '--name', 'jira', ...jiraTrail, '--jira-base-url', '<JIRA>', '--jira-project-key', 'SHOP,OPS'],
      inputs: { operation: 'attest-jira', ...flow, 'attestation-name': 'jira', 'jira-base-url': '<JIRA>', 'jira-project-keys': 'SHOP, OPS' },
      ...onJiraBranch,
      jira: {
        state: { issues: { ...ISSUES, 'OPS-4': { id: '10104', fields: {} } } },
        auth: 'cloud',
        github: {
          pulls: {
            [jiraSha]: {
              items: [
                {
                  number: 12,
                  html_url: 'https://github.com/acme/shop/pull/12',
                  state: 'open',
                  title: 'SHOP-12: checkout page',
                  body: 'Needs the ops change in OPS-4 first.',
                  user: { login: 'ada' },
                  created_at: '2026-01-03T09:00:00Z',
                  merged_at: null,
                  merge_commit_sha: null,
                  head: { ref: JIRA_BRANCH }
                }
              ]
            }
          }
        }
      },
      differs: {
        'part data_json jira_results':
          "the action also reads the commit's pull requests, whose body names OPS-4: it records five issues, the reference client four (the other four are the same)"
      }
    }
  ]
}
