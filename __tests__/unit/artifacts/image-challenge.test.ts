import { describe, expect, it } from '@jest/globals'
import { parseChallenges } from '../../../src/artifacts/image/challenge.js'

describe('parseChallenges', () => {
  it('reads a registry Bearer challenge with quoted parameters', () => {
    expect(parseChallenges('Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/nginx:pull"')).toEqual([
      { scheme: 'bearer', params: { realm: 'https://auth.docker.io/token', service: 'registry.docker.io', scope: 'repository:library/nginx:pull' } }
    ])
  })

  it('keeps commas inside quoted values (a scope for two actions)', () => {
    expect(parseChallenges('Bearer realm="https://r/token",scope="repository:a/b:pull,push",error="insufficient_scope"')[0].params).toEqual({
      realm: 'https://r/token',
      scope: 'repository:a/b:pull,push',
      error: 'insufficient_scope'
    })
  })

  it('reads Basic, case-insensitive scheme and parameter names, spaces around "="', () => {
    expect(parseChallenges('BASIC Realm = "Registry Realm"')).toEqual([{ scheme: 'basic', params: { realm: 'Registry Realm' } }])
  })

  it('reads unquoted token values and escaped quotes', () => {
    expect(parseChallenges('Bearer realm=https://r/token, service=reg, note="say \\"hi\\""')[0].params).toEqual({
      realm: 'https://r/token',
      service: 'reg',
      note: 'say "hi"'
    })
  })

  it('splits several challenges in one header, as Node joins repeated headers', () => {
    const challenges = parseChallenges('Basic realm="basic", Bearer realm="https://r/token",service="reg", Negotiate')
    expect(challenges.map((c) => c.scheme)).toEqual(['basic', 'bearer', 'negotiate'])
    expect(challenges[1].params).toEqual({ realm: 'https://r/token', service: 'reg' })
  })

  it('skips a token68 credential and reads the challenge after it', () => {
    expect(parseChallenges('Negotiate dGVzdA==, Bearer realm="https://r/token"').map((c) => c.scheme)).toEqual(['negotiate', 'bearer'])
  })

  it('reads arrays of header values', () => {
    expect(parseChallenges(['Basic realm="a"', 'Bearer realm="b"']).map((c) => c.params.realm)).toEqual(['a', 'b'])
  })

  it('returns what it could read from a malformed header, and nothing from none', () => {
    expect(parseChallenges(undefined)).toEqual([])
    expect(parseChallenges('')).toEqual([])
    expect(parseChallenges('Bearer realm="unterminated')).toEqual([{ scheme: 'bearer', params: {} }])
    expect(parseChallenges('Bearer realm="https://r/token", =bad')).toEqual([{ scheme: 'bearer', params: { realm: 'https://r/token' } }])
  })
})
