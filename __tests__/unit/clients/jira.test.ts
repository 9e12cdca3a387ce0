import { afterEach, describe, expect, it } from '@jest/globals'
import { JiraApi, JiraError, type JiraCredentials } from '../../../src/clients/jira/api.js'
import { findIssueKeys } from '../../../src/clients/jira/keys.js'
import type { Log } from '../../../src/util/log.js'
import { startJiraStandIn, type JiraStandIn, type JiraState } from '../../helpers/jira-api.js'

const log: Log = { info: () => {}, debug: () => {}, warning: () => {}, error: () => {} }
let jira: JiraStandIn | undefined

afterEach(async () => {
  await jira?.stop()
  jira = undefined
})

describe('Jira issue keys in text', () => {
  it('are found in any case, unique and sorted as strings, as the reference client finds them', () => {
    expect(findIssueKeys(['SHOP-7 Add checkout\n\nFixes shop-9 and SHOP-7', 'SHOP-12-checkout'])).toEqual(['SHOP-12', 'SHOP-7', 'SHOP-9'])
  })

  it('leave out a key every occurrence of which continues as a longer identifier', () => {
    expect(findIssueKeys(['see CVE-2026-41284 and CVE-2026-41285'])).toEqual([])
    // One occurrence on its own is enough for it to count.
    expect(findIssueKeys(['CVE-2026-41284, and CVE-2026 alone'])).toEqual(['CVE-2026'])
  })

  it('need a word boundary before them and a project key of 2 to 10 characters starting with a letter', () => {
    expect(findIssueKeys(['_SHOP-2 1AB-3 A-4 ABCDEFGHIJK-5 ABCDEFGHIJ-6 (OPS-7) xshop-1'])).toEqual(['ABCDEFGHIJ-6', 'OPS-7', 'XSHOP-1'])
  })

  it('of the given projects only, in any case, when projects are given', () => {
    expect(findIssueKeys(['SHOP-1 OPS-2 web-3 WEBSHOP-4'], ['shop', 'WEB'])).toEqual(['SHOP-1', 'WEB-3'])
  })

  it('take a project key with an underscore only when it is given', () => {
    expect(findIssueKeys(['MY_PROJ-5'])).toEqual([])
    expect(findIssueKeys(['MY_PROJ-5'], ['MY_PROJ'])).toEqual(['MY_PROJ-5'])
  })

  it('are not made up by a character whose upper case is longer', () => {
    // `ß` upper-cases to `SS` in JavaScript; a key must not appear where the reference client sees none.
    expect(findIssueKeys(['ßx-1'])).toEqual([])
  })
})

async function api(state: Partial<JiraState>, credentials: JiraCredentials): Promise<JiraApi> {
  jira = await startJiraStandIn(state)
  return new JiraApi(jira.url, credentials, { timeoutMs: 5000, maxRetries: 0, log })
}
const CLOUD = { username: 'dana@example.com', apiToken: 'jira-api-token' }
const ISSUES = { 'SHOP-7': { id: '10007', fields: { summary: 'Checkout', status: { name: 'Done' }, description: null } } }

describe("Jira's REST API", () => {
  it('gives an issue with the fields asked for as Jira gave them, and one it does not have as not existing', async () => {
    const client = await api({ issues: ISSUES }, CLOUD)
    await client.checkCredentials()
    expect(await client.issue('SHOP-7', ['summary', 'description'])).toEqual({
      issue_id: 'SHOP-7',
      issue_url: `${jira!.url}/browse/SHOP-7`,
      issue_exists: true,
      issue_fields: { summary: 'Checkout', description: null }
    })
    expect(await client.issue('SHOP-8', [])).toEqual({ issue_id: 'SHOP-8', issue_url: `${jira!.url}/browse/SHOP-8`, issue_exists: false })
    expect(jira!.requests.map((r) => r.headers.authorization)).toEqual(
      Array(3).fill(`Basic ${Buffer.from('dana@example.com:jira-api-token').toString('base64')}`)
    )
  })

  it('asks for no field when none is named, as Jira otherwise gives them all', async () => {
    const client = await api({ issues: ISSUES }, { pat: 'jira-pat' })
    expect((await client.issue('SHOP-7', [])).issue_fields).toEqual({})
    expect(jira!.requests[0].headers.authorization).toBe('Bearer jira-pat')
  })

  it.each([
    ['refuses them', 'status' as const],
    ['treats the request as anonymous, answering 404 for every issue', 'anonymous' as const]
  ])('says the credentials are refused when Jira %s', async (_, refusal) => {
    const client = await api({ issues: ISSUES, refusal }, { ...CLOUD, apiToken: 'expired' })
    const error = await client.checkCredentials().then(
      () => undefined,
      (e: unknown) => e as JiraError
    )
    expect(error).toBeInstanceOf(JiraError)
    expect(error).toMatchObject({ kind: 'auth', about: 'credentials', status: 401 })
    expect(error?.message).toContain('refused the API token of dana@example.com (HTTP 401')
  })

  it('says a URL that is not Jira is not its base URL', async () => {
    jira = await startJiraStandIn({})
    const client = new JiraApi(`${jira.url}/wrong`, CLOUD, { timeoutMs: 5000, maxRetries: 0, log })
    await expect(client.checkCredentials()).rejects.toMatchObject({ kind: 'invalid_input', about: 'base-url' })
  })

  it('keeps the credentials out of what it gives, even when Jira echoes them', async () => {
    const basic = Buffer.from('dana@example.com:jira-api-token').toString('base64')
    const client = await api({ issues: { 'SHOP-7': { id: '1', fields: { summary: `token jira-api-token, header Basic ${basic}` } } } }, CLOUD)
    const result = await client.issue('SHOP-7', ['summary'])
    expect(result.issue_fields).toEqual({ summary: 'token ***, header Basic ***' })
  })
})
