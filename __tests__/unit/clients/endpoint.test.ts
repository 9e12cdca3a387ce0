import { describe, expect, it } from '@jest/globals'
import { latestCommit } from '../../../src/clients/service/catalogue/artifacts.js'
import { reportServer } from '../../../src/clients/service/catalogue/environments.js'
import { assertArtifact } from '../../../src/clients/service/catalogue/queries.js'
import { encodeQuery, expandPath, paramProblem, pathParamNames } from '../../../src/clients/service/endpoint.js'

describe('building a path from a catalogue entry', () => {
  it('encodes each parameter as one segment, so a name cannot change the path', () => {
    expect(expandPath(reportServer, { org: 'a/b', env_name: 'prod env?x#y' })).toBe('/environments/a%2Fb/prod%20env%3Fx%23y/report/server')
  })

  it('names the parameters of a template in order', () => {
    expect(pathParamNames(latestCommit.path)).toEqual(['org', 'flow_name', 'fingerprint'])
    expect(Object.keys(latestCommit.params)).toEqual(['org', 'flow_name', 'fingerprint'])
  })

  it('checks each parameter against its pattern', () => {
    expect(paramProblem(latestCommit, 'fingerprint', 'abcde')).toBeUndefined()
    expect(paramProblem(latestCommit, 'fingerprint', 'abcd')).toContain('5 to 64 lowercase hex')
    expect(paramProblem(latestCommit, 'flow_name', '-starts-with-dash')).toContain('a flow name')
    expect(paramProblem(latestCommit, 'org', '')).toBe('is missing')
    expect(paramProblem(assertArtifact, 'fingerprint', 'A'.repeat(64))).toContain('64 lowercase hex')
  })

  it('sends arrays in the query as the name repeated, and leaves out what is not given', () => {
    expect(encodeQuery({ flow_name: 'f', policy_name: ['a', 'b c'], environment_name: undefined })).toBe('?flow_name=f&policy_name=a&policy_name=b+c')
    expect(encodeQuery({})).toBe('')
  })
})
