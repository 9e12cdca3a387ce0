import { describe, expect, it } from '@jest/globals'
import type { AssertResult } from '../../../src/clients/service/catalogue/queries.js'
import { WebApp } from '../../../src/clients/service/web-app.js'
import { verificationSummary, type VerdictSource } from '../../../src/evidence/verification-summary.js'

const FP = 'ab'.repeat(32)
const API = 'https://app.example.com/api/v2'

function answer(over: Partial<AssertResult> = {}): AssertResult {
  return {
    fingerprint: FP,
    flow: 'shop',
    trail: 't1',
    compliant: true,
    html_url: 'https://app.example.com/acme/flows/shop/artifacts/x',
    scope: 'flow',
    compliance_status: {
      evaluated_at: 1_800_000_000.5,
      unexpected: false,
      attestations_statuses: [
        { attestation_name: 'tests', attestation_type: 'junit', status: 'COMPLETE', is_compliant: true, unexpected: false },
        { attestation_name: 'approval', attestation_type: 'generic', status: 'MISSING', is_compliant: null, unexpected: false },
        { attestation_name: 'verdict', attestation_type: 'generic', status: 'COMPLETE', is_compliant: true, unexpected: true }
      ]
    },
    ...over
  }
}

const source = (over: Partial<VerdictSource> = {}): VerdictSource => ({
  result: answer(),
  org: 'acme',
  app: new WebApp(API),
  apiBase: API,
  scope: { flow: 'shop', policies: [] },
  fingerprint: FP,
  artifactName: 'shop.tgz',
  resourceUri: 'git+https://github.com/acme/shop@abc',
  version: '1.2.3',
  now: new Date('2030-01-01T00:00:00Z'),
  ownRecord: 'verdict',
  ...over
})

describe('the verdict as a SLSA verification summary', () => {
  it('states a passed flow verdict: the subject, the verifier, the flow template, the attestations present', () => {
    const statement = verificationSummary(source())
    expect(statement).toEqual({
      _type: 'https://in-toto.io/Statement/v1',
      subject: [{ name: 'shop.tgz', digest: { sha256: FP } }],
      predicateType: 'https://slsa.dev/verification_summary/v1',
      predicate: {
        verifier: { id: 'https://app.example.com/acme', version: { 'evidence-action': '1.2.3' } },
        timeVerified: '2027-01-15T08:00:00.500Z',
        resourceUri: 'git+https://github.com/acme/shop@abc',
        policy: { name: 'flow shop template', uri: 'https://app.example.com/acme/flows/shop', annotations: { scope: 'flow', flow: 'shop' } },
        inputAttestations: [
          {
            name: 'tests',
            uri: 'https://app.example.com/acme/flows/shop/trails/t1',
            annotations: { flow: 'shop', trail: 't1', type: 'junit', compliant: true, status: 'COMPLETE' }
          }
        ],
        verificationResult: 'PASSED',
        verifiedLevels: [],
        slsaVersion: '1.0'
      }
    })
  })

  it('says FAILED in the result and the levels, and takes the time of asking when the service gives none', () => {
    const result = answer({ compliant: false, compliance_status: null })
    const { predicate } = verificationSummary(source({ result }))
    expect(predicate).toMatchObject({
      verificationResult: 'FAILED',
      verifiedLevels: ['FAILED'],
      timeVerified: '2030-01-01T00:00:00.000Z',
      inputAttestations: []
    })
  })

  it('names an environment by its page, with the versions of the policies evaluated', () => {
    const result = answer({ scope: 'environment', policy_evaluations: [{ policy_name: 'prod', policy_version: 3, status: 'COMPLIANT' }] })
    const { predicate } = verificationSummary(source({ result, scope: { flow: 'shop', environment: 'production', policies: [] } }))
    expect(predicate.policy).toEqual({
      name: 'environment production',
      uri: 'https://app.example.com/acme/environments/production',
      annotations: {
        scope: 'environment',
        flow: 'shop',
        environment: 'production',
        policies: [{ name: 'prod', uri: 'https://app.example.com/api/v2/policies/acme/prod', version: 3 }]
      }
    })
  })

  it('names one policy by its address, several by the organization’s list of them', () => {
    const one = verificationSummary(source({ scope: { policies: ['p 1'] } })).predicate.policy
    expect(one).toMatchObject({ name: 'policy p 1', uri: 'https://app.example.com/api/v2/policies/acme/p%201' })
    const two = verificationSummary(source({ scope: { policies: ['a', 'b'] } })).predicate.policy
    expect(two).toMatchObject({ name: 'policies a, b', uri: 'https://app.example.com/api/v2/policies/acme' })
    expect((two.annotations as { policies: unknown[] }).policies).toHaveLength(2)
  })

  it('lists an earlier published verdict as evidence only when it is not this operation’s own record', () => {
    const names = (ownRecord?: string) => verificationSummary(source({ ownRecord })).predicate.inputAttestations.map((a) => a.name)
    expect(names('verdict')).toEqual(['tests'])
    expect(names(undefined)).toEqual(['tests', 'verdict'])
  })
})
