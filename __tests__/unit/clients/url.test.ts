import { describe, expect, it } from '@jest/globals'
import { isLoopbackHost, resolveBaseUrl } from '../../../src/clients/service/url.js'

describe('resolveBaseUrl', () => {
  it.each([
    ['https://app.kosli.com/api/v2', 'https://app.kosli.com/api/v2'],
    ['https://app.kosli.com/api/v2/', 'https://app.kosli.com/api/v2'],
    ['https://app.kosli.com/api/v2///', 'https://app.kosli.com/api/v2'],
    ['https://app.kosli.com', 'https://app.kosli.com/api/v2'],
    ['https://proxy.example.com/kosli/', 'https://proxy.example.com/kosli/api/v2'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/api/v2'],
    ['http://localhost:8080/api/v2/', 'http://localhost:8080/api/v2'],
    ['http://[::1]:9000', 'http://[::1]:9000/api/v2']
  ])('%s → %s', (given, expected) => {
    expect(resolveBaseUrl('eu', given)).toBe(expected)
  })

  it.each([
    ['http://app.kosli.com/api/v2', 'unencrypted'],
    ['ftp://x/api/v2', 'scheme'],
    ['not a url', 'not a URL'],
    ['https://user:pw@app.kosli.com', 'credentials'],
    ['https://app.kosli.com/api/v2?x=1', 'query']
  ])('refuses %s', (given, why) => {
    expect(() => resolveBaseUrl('eu', given)).toThrow(why)
  })

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('127.0.0.5')).toBe(true)
    expect(isLoopbackHost('[::1]')).toBe(true)
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false)
    expect(isLoopbackHost('10.0.0.1')).toBe(false)
  })
})
