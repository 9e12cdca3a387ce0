import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

// PUT /flows/{org}/template_file as `kosli create flow` (and the action's create-flow) sends it:
// the flow keeps the template, each trail begun in it takes the flow's template of that moment.
let sb: RunningSandbox
beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

const EXPECTS_REVIEW = 'version: 1\ntrail:\n  attestations:\n    - name: review\n      type: generic\n'

const createFlow = (org: string, template: string) =>
  sb.upload('PUT', `/flows/${org}/template_file`, {
    data_json: JSON.stringify({ name: 'shop', description: 'The shop' }),
    template_file: { filename: 'template.yml', content: template }
  })
const beginTrail = (org: string, name: string) => sb.upload('PUT', `/trails/${org}/shop`, { data_json: JSON.stringify({ name }) })
const compliance = async (org: string, name: string) =>
  ((await sb.call('GET', `/trails/${org}/shop/${name}`)).json as { compliance_status: { status: string } }).compliance_status.status

describe('a flow made from a template file', () => {
  it('is created, then updated; its trails follow the template they were begun under', async () => {
    const org = 'template-flow'
    expect(await createFlow(org, EXPECTS_REVIEW)).toEqual({ status: 201, json: "Flow 'shop' created" })
    expect((await sb.call('GET', `/flows/${org}/shop`)).json).toMatchObject({ name: 'shop', description: 'The shop', visibility: 'private' })
    expect((await beginTrail(org, 'one')).status).toBe(201)
    expect(await compliance(org, 'one')).not.toBe('COMPLIANT')
    const review = await sb.upload('POST', `/attestations/${org}/shop/trail/one/generic`, {
      data_json: JSON.stringify({ attestation_name: 'review', is_compliant: true })
    })
    expect(review.status).toBe(201)
    expect(await compliance(org, 'one')).toBe('COMPLIANT')

    // The empty template, byte for byte as the reference client's --use-empty-template sends it.
    expect(await createFlow(org, 'version: 1')).toEqual({ status: 200, json: "Flow 'shop' updated" })
    expect((await beginTrail(org, 'two')).status).toBe(201)
    expect(await compliance(org, 'two')).toBe('COMPLIANT')
    expect(await compliance(org, 'one')).toBe('COMPLIANT')
  })

  it('refuses a template that is not one, and keeps no flow', async () => {
    const org = 'template-refused'
    const answer = await createFlow(org, 'version: 1\ntrail:\n  artifacts: backend\n')
    expect(answer.status).toBe(400)
    expect((await sb.call('GET', `/flows/${org}/shop`)).status).toBe(404)
  })

  it('answers 404 naming the flow when a trail begins in one never created', async () => {
    const answer = await beginTrail('template-none', 'one')
    expect(answer.status).toBe(404)
    expect(JSON.stringify(answer.json)).toContain("Flow 'shop'")
  })
})
