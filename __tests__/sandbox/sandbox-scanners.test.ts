import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

// The sandbox evaluates Snyk and SBOM attestations as the service does: Snyk compliant exactly
// when no run has a finding, an SBOM recorded as compliant; a template may expect either, and
// the trail's compliance and `assert` follow.
const FP = 'c'.repeat(64)
const SHA = '5'.repeat(40)
const TEMPLATE =
  'version: 1\ntrail:\n  attestations:\n  - name: snyk\n    type: snyk\n  artifacts:\n  - name: app\n    attestations:\n    - name: sbom\n      type: sbom\n'
const json = JSON.stringify
let sb: RunningSandbox

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
})
afterAll(() => sb.stop())

const snyk = (findings: number) =>
  sb.upload('POST', '/attestations/scans/shop/trail/main/snyk', {
    data_json: json({
      attestation_name: 'snyk',
      snyk_results: {
        schema_version: 1,
        tool: { name: 'Snyk Container', version: '' },
        results: [
          { high_count: 0, medium_count: 0, low_count: 0 },
          findings > 0
            ? { high_count: 0, medium_count: findings, low_count: 0, medium: [{ id: 'SNYK-1', message: 'm', locations: [{ uri: 'Dockerfile', lines: '1' }] }] }
            : { high_count: 0, medium_count: 0, low_count: 0 }
        ]
      }
    }),
    attachment_file: { filename: 'snyk.sarif', content: '{}' }
  })
const sbom = () =>
  sb.upload('POST', '/attestations/scans/shop/trail/main/system', {
    data_json: json({
      attestation_name: 'sbom',
      artifact_fingerprint: FP,
      annotations: { sbom_format: 'spdx-2.3', sbom_sha256: 'd'.repeat(64) },
      type_name: 'sbom',
      attestation_data: {
        format: 'spdx-2.3',
        original_fingerprint: 'd'.repeat(64),
        document: { created_at: null, tools: ['syft-1.16.0'], subject: null, package_count: 4 }
      }
    }),
    attachment_file: { filename: 'sbom.spdx.json', content: '{}' }
  })
const state = async () => ((await sb.call('GET', '/trails/scans/shop/main')).json as { compliance_state: string }).compliance_state
const asserted = async () => ((await sb.call('GET', `/asserts/scans/fingerprint/${FP}?flow_name=shop`)).json as { compliant: boolean }).compliant

describe('Snyk and SBOM attestations in a template', () => {
  it('leave the trail incomplete until both are there; a finding makes it non-compliant, none compliant; assert follows', async () => {
    expect(
      (
        await sb.upload('PUT', '/flows/scans/template_file', {
          data_json: json({ name: 'shop', description: 'Shop' }),
          template_file: { filename: 't.yml', content: TEMPLATE }
        })
      ).status
    ).toBe(201)
    expect((await sb.upload('PUT', '/trails/scans/shop', { data_json: json({ name: 'main', git_commit_info: { sha1: SHA, branch: 'main' } }) })).status).toBe(
      201
    )
    expect(
      (
        await sb.call('POST', '/artifacts/scans/shop', {
          fingerprint: FP,
          filename: 'app.tgz',
          build_url: 'https://ci/7',
          commit_url: `https://git/${SHA}`,
          git_commit: SHA,
          git_commit_info: { sha1: SHA, branch: 'main' },
          trail_name: 'main',
          template_reference_name: 'app'
        })
      ).status
    ).toBe(201)
    expect(await state()).toBe('INCOMPLETE')
    expect((await snyk(2)).status).toBe(201)
    expect(await state()).toBe('NON-COMPLIANT')
    expect((await sbom()).status).toBe(201)
    expect(await state()).toBe('NON-COMPLIANT')
    expect(await asserted()).toBe(false)
    expect((await snyk(0)).status).toBe(201)
    expect(await state()).toBe('COMPLIANT')
    expect(await asserted()).toBe(true)
    const stored = (await sb.call('GET', '/attestations/scans/shop/trail/main/app.sbom')).json as Record<string, unknown>[]
    expect(stored[0]).toMatchObject({ attestation_type: 'sbom', is_compliant: true, attachments: ['sbom.spdx.json'] })
  })

  it('refuses an SBOM attestation of another type, or without its data', async () => {
    expect(
      (
        await sb.upload('POST', '/attestations/scans/shop/trail/main/system', {
          data_json: json({ attestation_name: 'x', type_name: 'vex', attestation_data: {} })
        })
      ).status
    ).toBe(400)
    expect(
      (await sb.upload('POST', '/attestations/scans/shop/trail/main/system', { data_json: json({ attestation_name: 'x', type_name: 'sbom' }) })).status
    ).toBe(400)
  })
})
