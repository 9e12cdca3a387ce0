import { afterEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { BASE, runOperation, SHA } from '../../helpers/operation.js'

afterEach(() => nock.cleanAll())

describe('operations', () => {
  it('report-server-env reports given artifacts as they are', async () => {
    const artifacts = [{ digests: { web: 'a'.repeat(64) }, creationTimestamp: 1700000000 }]
    const scope = nock(BASE).put('/environments/acme/prod/report/server', { type: 'server', artifacts }).reply(200, '"no change"')
    const result = await runOperation({ operation: 'report-server-env', environment: 'prod', artifacts: JSON.stringify(artifacts) })
    expect(result.outputs).toEqual({
      fingerprints: JSON.stringify({ web: 'a'.repeat(64) }),
      relative_fingerprints: JSON.stringify({ web: 'a'.repeat(64) }),
      fingerprint: 'a'.repeat(64),
      artifact_count: 1
    })
    scope.done()
  })

  it.each([
    ['[{"digests": {"web": "xyz"}, "creationTimestamp": 1}]', 'digest of `web`'],
    ['[{"digests": {}, "creationTimestamp": 1}]', 'non-empty object'],
    ['[{"digests": {"w": "' + 'a'.repeat(64) + '"}, "creationTimestamp": -5}]', 'creationTimestamp'],
    ['[{"digests": {"w": "' + 'a'.repeat(64) + '"}, "creationTimestamp": 1, "name": "x"}]', 'unknown field `name`'],
    ['{"digests": {}}', 'a JSON array']
  ])('report-server-env refuses artifacts %s', async (artifacts, message) => {
    await expect(runOperation({ operation: 'report-server-env', environment: 'prod', artifacts })).rejects.toThrow(message)
  })

  it('approve without oldest approves the workflow commit only', async () => {
    const scope = nock(BASE)
      .post('/approvals/acme/f', (body) => body.src_commit_list.length === 1 && body.src_commit_list[0] === SHA && body.approvals[0].approved_by === 'octo')
      .reply(201, { approvals: [{ state: 'APPROVED' }] })
    const result = await runOperation({ operation: 'approve', flow: 'f', fingerprint: 'e'.repeat(64) })
    expect(result.outputs.approval_state).toBe('APPROVED')
    scope.done()
  })

  it('approve refuses fingerprint and artifact-path together', async () => {
    await expect(runOperation({ operation: 'approve', flow: 'f', fingerprint: 'e'.repeat(64), 'artifact-path': 'x' })).rejects.toThrow(
      'given together with `artifact-path`'
    )
  })

  it.each([
    [{ 'original-attestation-type': 'unknown' }, 'input `original-attestation-type`'],
    [{ 'original-attestation-type': 'custom:' }, 'input `original-attestation-type`'],
    [{ compliant: '' }, 'input `compliant`: required'],
    [{ 'attestation-name': 'has space' }, 'input `attestation-name`'],
    [{ annotations: '{"bad key": "v"}' }, 'input `annotations`'],
    [{ annotations: '{"k": 1}' }, 'not a string'],
    [{ 'external-urls': '{"a.b": "https://x"}' }, 'input `external-urls`'],
    [{ 'target-artifacts': 'ok,not ok' }, 'input `target-artifacts`'],
    [{ commit: 'abc' }, 'input `commit`']
  ])('override-attestation refuses %j', async (extra, message) => {
    const base = {
      operation: 'override-attestation',
      flow: 'f',
      trail: 't',
      'attestation-name': 'a',
      'original-attestation-type': 'generic',
      reason: 'r',
      compliant: 'true'
    }
    await expect(runOperation({ ...base, ...extra })).rejects.toThrow(message)
  })

  it('override-attestation derives the commit from the workflow', async () => {
    const scope = nock(BASE)
      .post(
        '/attestations/acme/f/trail/t/override',
        (body) =>
          body.git_commit_info.sha1 === SHA &&
          body.git_commit_info.branch === 'main' &&
          body.new_compliance_status === false &&
          body.origin_url === 'https://github.com/acme/shop/actions/runs/7'
      )
      .reply(200, '"ok"')
    await runOperation({
      operation: 'override-attestation',
      flow: 'f',
      trail: 't',
      'attestation-name': 'a',
      'original-attestation-type': 'sonar',
      reason: 'r',
      compliant: 'false'
    })
    scope.done()
  })

  it('upsert-flow sends the given visibility', async () => {
    const scope = nock(BASE)
      .put('/flows/acme', (body) => body.visibility === 'public' && body.repo_url === 'https://github.com/acme/shop')
      .reply(201, '"ok"')
    await runOperation({ operation: 'upsert-flow', flow: 'f', visibility: 'public' })
    scope.done()
  })

  it('search lower-cases a hex value', async () => {
    const scope = nock(BASE).get('/search/acme/sha/abcdef').reply(200, { artifacts: [] })
    const result = await runOperation({ operation: 'search', 'search-value': 'ABCDEF' })
    expect(result.outputs).toEqual({ compliance_state: '', artifacts: '[]' })
    scope.done()
  })

  it('fingerprint needs artifact-path', async () => {
    await expect(runOperation({ operation: 'fingerprint' })).rejects.toThrow('input `artifact-path`: required')
  })
})
