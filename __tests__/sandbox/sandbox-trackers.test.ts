import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

// The sandbox judges SonarQube and Jira attestations as the service does: a quality gate that
// is OK, and issues that are all there (at least one). A template that expects them leaves the
// trail incomplete until they come, and the trail follows their verdicts.
const SHA = '4'.repeat(40)
const TEMPLATE = 'version: 1\ntrail:\n  attestations:\n  - name: sonar\n    type: sonar\n  - name: jira\n    type: jira\n'
let sb: RunningSandbox

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

const json = JSON.stringify
const results = (gate: unknown) => ({
  serverUrl: 'https://sonarcloud.io',
  taskId: 'AZ1',
  status: 'SUCCESS',
  analysedAt: '2026-01-02T10:07:00+0000',
  revision: SHA,
  project: { key: 'acme_shop', url: 'https://sonarcloud.io/dashboard?id=acme_shop' },
  qualityGate: gate
})
const issue = (id: string, exists: boolean) => ({ issue_id: id, issue_url: `https://acme.atlassian.net/browse/${id}`, issue_exists: exists })

async function trail(org: string): Promise<void> {
  const flow = await sb.upload('PUT', `/flows/${org}/template_file`, {
    data_json: json({ name: 'shop', description: 'Shop' }),
    template_file: { filename: 'template.yml', content: TEMPLATE }
  })
  expect(flow.status).toBe(201)
  expect((await sb.upload('PUT', `/trails/${org}/shop`, { data_json: json({ name: 'main', git_commit_info: { sha1: SHA } }) })).status).toBe(201)
}
const sonar = (org: string, gate: unknown) =>
  sb.upload('POST', `/attestations/${org}/shop/trail/main/sonar`, { data_json: json({ attestation_name: 'sonar', sonar_results: results(gate) }) })
const jira = (org: string, issues: unknown[]) =>
  sb.upload('POST', `/attestations/${org}/shop/trail/main/jira`, { data_json: json({ attestation_name: 'jira', jira_results: issues }) })
const verdict = async (org: string, name: string) =>
  ((await sb.call('GET', `/attestations/${org}/shop/trail/main/${name}`)).json as { is_compliant: boolean; attestation_type: string }[])[0]
const state = async (org: string) => ((await sb.call('GET', `/trails/${org}/shop/main`)).json as { compliance_state: string }).compliance_state

describe('SonarQube and Jira attestations in the sandbox', () => {
  it.each([
    ['OK', true, { status: 'OK', conditions: [] }],
    ['WARN', false, { status: 'WARN', conditions: [{ metric: 'coverage', errorThreshold: '', operator: 'LT', status: 'WARN' }] }],
    ['ERROR', false, { status: 'ERROR', conditions: [{ metric: 'coverage', errorThreshold: '80', operator: 'LT', value: '70', status: 'ERROR' }] }],
    ['none', false, null]
  ])('a quality gate %s is compliant: %s', async (name, compliant, gate) => {
    const org = `sq-${name.toLowerCase()}`
    await trail(org)
    expect((await sonar(org, gate)).status).toBe(201)
    expect(await verdict(org, 'sonar')).toMatchObject({ attestation_type: 'sonar', is_compliant: compliant })
  })

  it.each([
    ['every issue exists', [issue('SHOP-1', true), issue('SHOP-2', true)], true],
    ['one issue is missing', [issue('SHOP-1', true), issue('SHOP-2', false)], false],
    ['no issue is referenced', [], false]
  ])('Jira: %s', async (name, issues, compliant) => {
    const org = `jr-${name.split(' ')[0]}`
    await trail(org)
    expect((await jira(org, issues)).status).toBe(201)
    expect(await verdict(org, 'jira')).toMatchObject({ attestation_type: 'jira', is_compliant: compliant })
  })

  it('a template that expects both leaves the trail incomplete until both come, and the trail follows their verdicts', async () => {
    await trail('both')
    expect(await state('both')).toBe('INCOMPLETE')
    await sonar('both', { status: 'OK', conditions: [] })
    expect(await state('both')).toBe('INCOMPLETE')
    await jira('both', [issue('SHOP-1', true)])
    expect(await state('both')).toBe('COMPLIANT')
    await jira('both', [issue('SHOP-1', true), issue('SHOP-3', false)])
    expect(await state('both')).toBe('NON-COMPLIANT')
  })
})
