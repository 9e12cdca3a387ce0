import { describe, expect, it } from '@jest/globals'
import { parseExpression, type Node } from '../../../src/schema/policy-expression.js'
import { parsePolicyFile, policyRules } from '../../../src/schema/policy-files.js'
import { evaluatePolicy, type ArtifactInFlow, type ArtifactUnderPolicy } from '../../../src/sandbox/engines/policy-evaluation.js'
import type { CompiledPolicy } from '../../../src/sandbox/domain/policies.js'

const FP = 'c'.repeat(64)

/** A policy from its YAML, compiled as the sandbox keeps it. */
function policy(yaml: string, name = 'prod'): CompiledPolicy {
  const rules = policyRules(parsePolicyFile('p.yaml', `_schema: https://docs.kosli.com/schemas/policy/v1\n${yaml}`))
  const expressions = new Map<string, Node>()
  for (const c of [...rules.provenance.exceptions, ...rules['trail-compliance'].exceptions, ...rules.attestations].map((r) => r.if))
    if (c) expressions.set(c.text, parseExpression(c.text))
  return { name, version: 3, rules, expressions }
}

const flow = (name: string, extra: Partial<ArtifactInFlow> = {}): ArtifactInFlow => ({
  flow: name,
  trail: `${name}-trail`,
  tags: {},
  state: 'COMPLIANT',
  attestations: [],
  ...extra
})
const artifact = (flows: ArtifactInFlow[], name = 'registry/shop:1'): ArtifactUnderPolicy => ({ name, fingerprint: FP, flows })

/** The resolutions of the policy's rule of `type` (the n-th attestation rule): type, flow, artifact status. */
function resolutions(p: CompiledPolicy, a: ArtifactUnderPolicy, type: string, n = 0) {
  const rule = (evaluatePolicy(p, a).rule_evaluations ?? []).filter((r) => r.rule.type === type)[n]
  return {
    satisfied: rule.satisfied,
    ignored: rule.ignored,
    resolutions: (rule.resolutions ?? []).map((r) => [r.type, r.context?.flow_name ?? null, r.context?.artifact_status ?? null])
  }
}

describe('a policy evaluation', () => {
  it('has the published shape: every rule, in order, each with its definition', () => {
    const p = policy(
      'artifacts:\n  provenance:\n    required: true\n    exceptions:\n      - if: ${{ matches(artifact.name, "^datadog") }}\n  attestations:\n    - name: scan\n      type: generic\n      if: ${{ flow.name == "shop" }}\n'
    )
    expect(evaluatePolicy(p, artifact([flow('shop', { attestations: [{ name: 'scan', type: 'generic', is_compliant: true }] })]))).toEqual({
      policy_name: 'prod',
      policy_version: 3,
      status: 'COMPLIANT',
      rule_evaluations: [
        {
          rule: { type: 'provenance', definition: { required: true, exceptions: [{ if: { text: 'matches(artifact.name, "^datadog")' } }] } },
          satisfied: true,
          ignored: false,
          resolutions: [{ type: 'rule_satisfied', context: { flow_name: 'shop', trail_name: 'shop-trail', artifact_status: null } }]
        },
        {
          rule: { type: 'trail-compliance', definition: { required: false, exceptions: [] } },
          satisfied: null,
          ignored: true,
          resolutions: [{ type: 'rule_not_applicable', context: { flow_name: 'shop', trail_name: 'shop-trail', artifact_status: 'COMPLIANT' } }]
        },
        {
          rule: { type: 'attestation', definition: { if: { text: 'flow.name == "shop"' }, name: 'scan', type: 'generic', must_be_compliant: true } },
          satisfied: true,
          ignored: false,
          resolutions: [{ type: 'rule_satisfied', context: { flow_name: 'shop', trail_name: 'shop-trail', artifact_status: null } }]
        }
      ]
    })
  })

  it('an empty policy asks nothing: every rule ignored, compliant even without provenance', () => {
    const p = policy('')
    const e = evaluatePolicy(p, artifact([]))
    expect(e.status).toBe('COMPLIANT')
    expect(e.rule_evaluations?.map((r) => [r.rule.type, r.satisfied, r.ignored])).toEqual([
      ['provenance', null, true],
      ['trail-compliance', null, true]
    ])
  })
})

describe('provenance', () => {
  const required = policy('artifacts:\n  provenance:\n    required: true\n')

  it('is met by an artifact reported to a flow, in each flow', () => {
    expect(resolutions(required, artifact([flow('build'), flow('promote', { state: 'NON-COMPLIANT' })]), 'provenance')).toEqual({
      satisfied: true,
      ignored: false,
      resolutions: [
        ['rule_satisfied', 'build', null],
        ['rule_satisfied', 'promote', null]
      ]
    })
  })

  it('is unmet by one reported to none', () => {
    expect(resolutions(required, artifact([]), 'provenance')).toEqual({ satisfied: false, ignored: false, resolutions: [['no_provenance', null, null]] })
    expect(evaluatePolicy(required, artifact([])).status).toBe('NON-COMPLIANT')
  })

  it('is waived by an exception whose condition holds; one that does not hold waives nothing', () => {
    const p = policy('artifacts:\n  provenance:\n    required: true\n    exceptions:\n      - if: ${{ matches(artifact.name, "^datadog/") }}\n')
    expect(resolutions(p, artifact([], 'datadog/agent:7'), 'provenance')).toEqual({
      satisfied: null,
      ignored: true,
      resolutions: [['rule_not_applicable', null, null]]
    })
    expect(resolutions(p, artifact([], 'nginx:1'), 'provenance').satisfied).toBe(false)
  })

  it('an exception that reads the flow does not waive for an artifact without one: the value is missing', () => {
    const p = policy('artifacts:\n  provenance:\n    required: true\n    exceptions:\n      - if: ${{ flow.name != "shop" }}\n')
    // `flow.name != "shop"` holds where flow.name is missing: a missing value differs from every string.
    expect(resolutions(p, artifact([]), 'provenance').ignored).toBe(true)
    const q = policy('artifacts:\n  provenance:\n    required: true\n    exceptions:\n      - if: ${{ exists(flow) and flow.name != "shop" }}\n')
    expect(resolutions(q, artifact([]), 'provenance').satisfied).toBe(false)
  })

  it('an exception without a condition waives nothing', () => {
    const p = policy('artifacts:\n  provenance:\n    required: true\n    exceptions:\n      - {}\n')
    expect(resolutions(p, artifact([]), 'provenance').satisfied).toBe(false)
  })
})

describe('trail compliance', () => {
  const required = policy('artifacts:\n  trail-compliance:\n    required: true\n')

  it('is met when the artifact is compliant in every flow, each with its status', () => {
    expect(resolutions(required, artifact([flow('build'), flow('scan')]), 'trail-compliance')).toEqual({
      satisfied: true,
      ignored: false,
      resolutions: [
        ['rule_satisfied', 'build', 'COMPLIANT'],
        ['rule_satisfied', 'scan', 'COMPLIANT']
      ]
    })
  })

  it('is unmet where one trail is not compliant, naming it', () => {
    expect(resolutions(required, artifact([flow('build'), flow('scan', { state: 'INCOMPLETE' })]), 'trail-compliance')).toEqual({
      satisfied: false,
      ignored: false,
      resolutions: [
        ['rule_satisfied', 'build', 'COMPLIANT'],
        ['non_compliant_in_trail', 'scan', 'INCOMPLETE']
      ]
    })
  })

  it('is waived flow by flow by an exception on the flow’s tags', () => {
    // As the service's own example: only flows tagged for another environment are let off.
    const p = policy(
      'artifacts:\n  trail-compliance:\n    required: true\n    exceptions:\n      - if: ${{ exists(flow.tags.env) and flow.tags.env != "aws-prod" }}\n'
    )
    const a = artifact([
      flow('beta-scan', { tags: { env: 'aws-beta' }, state: 'NON-COMPLIANT' }),
      flow('prod-scan', { tags: { env: 'aws-prod' } }),
      flow('build', { state: 'NON-COMPLIANT' })
    ])
    expect(resolutions(p, a, 'trail-compliance')).toEqual({
      satisfied: false,
      ignored: false,
      resolutions: [
        ['rule_not_applicable', 'beta-scan', 'NON-COMPLIANT'],
        ['rule_satisfied', 'prod-scan', 'COMPLIANT'],
        ['non_compliant_in_trail', 'build', 'NON-COMPLIANT']
      ]
    })
  })

  it('is unmet without provenance: there is no trail to be compliant in', () => {
    expect(resolutions(required, artifact([]), 'trail-compliance')).toEqual({ satisfied: false, ignored: false, resolutions: [['no_provenance', null, null]] })
  })

  it('not required, it is ignored whatever the trails say', () => {
    const p = policy('artifacts:\n  trail-compliance:\n    required: false\n')
    expect(resolutions(p, artifact([flow('build', { state: 'NON-COMPLIANT' })]), 'trail-compliance')).toEqual({
      satisfied: null,
      ignored: true,
      resolutions: [['rule_not_applicable', 'build', 'NON-COMPLIANT']]
    })
  })
})

describe('required attestations', () => {
  const scan = { name: 'scan', type: 'generic', is_compliant: true }

  it('by name and type: found and compliant, missing, or not compliant', () => {
    const p = policy('artifacts:\n  attestations:\n    - name: scan\n      type: generic\n')
    expect(resolutions(p, artifact([flow('build', { attestations: [scan] })]), 'attestation').resolutions).toEqual([['rule_satisfied', 'build', null]])
    expect(resolutions(p, artifact([flow('build')]), 'attestation')).toEqual({
      satisfied: false,
      ignored: false,
      resolutions: [['missing_attestation', 'build', null]]
    })
    expect(resolutions(p, artifact([flow('build', { attestations: [{ ...scan, is_compliant: false }] })]), 'attestation').resolutions).toEqual([
      ['non_compliant_attestation', 'build', null]
    ])
    // The right name of another type is not it.
    expect(resolutions(p, artifact([flow('build', { attestations: [{ ...scan, type: 'junit' }] })]), 'attestation').resolutions).toEqual([
      ['missing_attestation', 'build', null]
    ])
  })

  it('in every flow the artifact is in', () => {
    const p = policy('artifacts:\n  attestations:\n    - name: scan\n      type: generic\n')
    expect(resolutions(p, artifact([flow('build', { attestations: [scan] }), flow('promote')]), 'attestation')).toEqual({
      satisfied: false,
      ignored: false,
      resolutions: [
        ['rule_satisfied', 'build', null],
        ['missing_attestation', 'promote', null]
      ]
    })
  })

  it('must_be_compliant: false asks only that it is there', () => {
    const p = policy('artifacts:\n  attestations:\n    - name: scan\n      type: generic\n      must_be_compliant: false\n')
    expect(resolutions(p, artifact([flow('build', { attestations: [{ ...scan, is_compliant: false }] })]), 'attestation').satisfied).toBe(true)
  })

  it('`*` as the name takes any attestation of the type; `*` as the type, any of the name, custom ones included', () => {
    const anyName = policy('artifacts:\n  attestations:\n    - name: "*"\n      type: pull_request\n')
    const pr = { name: 'review', type: 'pull_request', is_compliant: true }
    expect(resolutions(anyName, artifact([flow('build', { attestations: [scan, pr] })]), 'attestation').satisfied).toBe(true)
    expect(resolutions(anyName, artifact([flow('build', { attestations: [scan] })]), 'attestation').satisfied).toBe(false)
    const anyType = policy('artifacts:\n  attestations:\n    - name: coverage\n      type: "*"\n')
    const coverage = { name: 'coverage', type: 'custom:coverage-metrics', is_compliant: true }
    expect(resolutions(anyType, artifact([flow('build', { attestations: [coverage] })]), 'attestation').satisfied).toBe(true)
    const custom = policy('artifacts:\n  attestations:\n    - name: coverage\n      type: custom:coverage-metrics\n')
    expect(resolutions(custom, artifact([flow('build', { attestations: [coverage] })]), 'attestation').satisfied).toBe(true)
  })

  it('with its own `if`: required only in the flows where it holds', () => {
    const p = policy('artifacts:\n  attestations:\n    - name: "*"\n      type: pull_request\n      if: ${{ flow.tags.kind == "build" }}\n')
    const a = artifact([flow('runner-ci', { tags: { kind: 'build' } }), flow('promotion', { tags: { kind: 'promote' } })])
    expect(resolutions(p, a, 'attestation')).toEqual({
      satisfied: false,
      ignored: false,
      resolutions: [
        ['missing_attestation', 'runner-ci', null],
        ['rule_not_applicable', 'promotion', null]
      ]
    })
    // Where it holds nowhere the rule is ignored, as the service's snapshots show it.
    expect(resolutions(p, artifact([flow('promotion', { tags: { kind: 'promote' } })]), 'attestation')).toEqual({
      satisfied: null,
      ignored: true,
      resolutions: [['rule_not_applicable', 'promotion', null]]
    })
  })

  it('without provenance: missing, unless its `if` needs a flow', () => {
    const always = policy('artifacts:\n  attestations:\n    - name: scan\n      type: generic\n')
    expect(resolutions(always, artifact([]), 'attestation').resolutions).toEqual([['missing_attestation', null, null]])
    const inBuilds = policy('artifacts:\n  attestations:\n    - name: scan\n      type: generic\n      if: ${{ flow.tags.kind == "build" }}\n')
    expect(resolutions(inBuilds, artifact([]), 'attestation').ignored).toBe(true)
  })

  it('a decision for a control carries the control in its resolutions', () => {
    const p = policy('artifacts:\n  attestations:\n    - name: "*"\n      type: decision\n      for_control: SDLC-CTRL-0002\n')
    const rule = evaluatePolicy(p, artifact([flow('build')])).rule_evaluations![2]
    expect(rule.rule.definition).toMatchObject({ type: 'decision', for_control: 'SDLC-CTRL-0002' })
    expect(rule.resolutions).toEqual([
      { type: 'missing_attestation', context: { flow_name: 'build', trail_name: 'build-trail', artifact_status: null, for_control: 'SDLC-CTRL-0002' } }
    ])
  })

  it('one unmet rule among several makes the policy non-compliant', () => {
    const p = policy(
      'artifacts:\n  provenance:\n    required: true\n  attestations:\n    - name: scan\n      type: generic\n    - name: tests\n      type: junit\n'
    )
    const e = evaluatePolicy(p, artifact([flow('build', { attestations: [scan] })]))
    expect(e.status).toBe('NON-COMPLIANT')
    expect(e.rule_evaluations?.map((r) => r.satisfied)).toEqual([true, null, true, false])
  })
})
