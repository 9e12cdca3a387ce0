import { describe, expect, it } from '@jest/globals'
import { proxyFromEnvironment, useProxy } from '../../../src/clients/runtimes/kubernetes/env-proxy.js'

// Go's ProxyFromEnvironment, case by case (the cases of golang.org/x/net/http/httpproxy's own
// tests, and what client-go adds): runtime-k8s.test.ts compares a few with the reference client.

describe('useProxy, as Go reads NO_PROXY', () => {
  it.each([
    // Loopback and localhost: never, whatever NO_PROXY says.
    ['localhost', '6443', '', false],
    ['127.0.0.1', '6443', '', false],
    ['127.9.8.7', '443', '', false],
    ['::1', '443', '', false],
    ['::ffff:127.0.0.1', '443', '', false],
    ['127.example.com', '443', '', true],
    ['kube.example.com', '443', '', true],
    ['kube.example.com', '443', '*', false],
    ['10.1.2.3', '443', ' * ', false],
    // Names: the name and its subdomains; a leading `.` or `*.`, subdomains only.
    ['example.com', '443', 'example.com', false],
    ['kube.example.com', '443', 'example.com', false],
    ['kube.example.com', '443', 'EXAMPLE.com', false],
    ['kubeexample.com', '443', 'example.com', true],
    ['example.com', '443', '.example.com', true],
    ['kube.example.com', '443', '.example.com', false],
    ['example.com', '443', '*.example.com', true],
    ['kube.example.com', '443', '*.example.com', false],
    ['kube.example.com', '443', 'other.org, ,example.com', false],
    // With a port: that port only (the scheme's when the URL has none).
    ['kube.example.com', '6443', 'example.com:6443', false],
    ['kube.example.com', '443', 'example.com:6443', true],
    ['kube.example.com', '443', 'kube.example.com:443', false],
    // IPs and CIDRs, with ports for IPs.
    ['10.1.2.3', '443', '10.1.2.3', false],
    ['10.1.2.3', '443', '10.1.2.4', true],
    ['10.1.2.3', '6443', '10.1.2.3:6443', false],
    ['10.1.2.3', '443', '10.1.2.3:6443', true],
    ['10.1.2.3', '443', '10.0.0.0/8', false],
    ['11.1.2.3', '443', '10.0.0.0/8', true],
    ['fd00::5', '443', 'fd00::/8', false],
    ['fd00::5', '443', 'fd00::5', false],
    ['fd00::5', '6443', '[fd00::5]:6443', false],
    ['fd00::5', '443', '[fd00::5]:6443', true],
    ['kube.example.com', '443', '10.0.0.0/8', true],
    // A name in Unicode is compared in its punycode form, as the server's URL has it.
    ['xn--bcher-kva.example', '443', 'bücher.example', false],
    // Go tries a name entry against an IP's text as well.
    ['10.1.2.3', '443', '2.3', false]
  ] as [string, string, string, boolean][])('%s:%s with NO_PROXY `%s`: proxied %s', (host, port, noProxy, proxied) => {
    expect(useProxy(host, port, noProxy)).toBe(proxied)
  })
})

describe('proxyFromEnvironment', () => {
  const server = new URL('https://kube.example.com:6443')
  it('takes HTTPS_PROXY for an https server, HTTP_PROXY for an http one, the upper case first, and neither for the other', () => {
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'http://p:3128', https_proxy: 'http://q:1' })?.shown).toBe('http://p:3128 (HTTPS_PROXY)')
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: '', https_proxy: 'http://q:1' })?.shown).toBe('http://q:1 (https_proxy)')
    expect(proxyFromEnvironment(server, { HTTP_PROXY: 'http://p:3128' })).toBeUndefined()
    expect(proxyFromEnvironment(new URL('http://kube.example.com'), { HTTP_PROXY: 'http://p:3128', HTTPS_PROXY: 'http://q:1' })?.shown).toBe(
      'http://p:3128 (HTTP_PROXY)'
    )
    expect(proxyFromEnvironment(server, {})).toBeUndefined()
  })

  it('reads a bare host:port as http://, keeps https and socks5 proxies and their credentials, and reads any other scheme as Go does', () => {
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'proxy.corp:3128' })?.url.href).toBe('http://proxy.corp:3128/')
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'https://ci:s3cret@proxy.corp' })?.url.password).toBe('s3cret')
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'https://ci:s3cret@proxy.corp' })?.shown).toBe('https://proxy.corp (HTTPS_PROXY)')
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'socks5://127.0.0.1:1080' })?.url.protocol).toBe('socks5:')
    // Go puts `http://` before it too, which makes the scheme a host name.
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'ftp://p:21' })?.url.host).toBe('ftp')
  })

  it('goes direct to loopback and to what NO_PROXY (or no_proxy) names, the scheme giving the port', () => {
    expect(proxyFromEnvironment(new URL('https://127.0.0.1:6443'), { HTTPS_PROXY: 'http://p:3128' })).toBeUndefined()
    expect(proxyFromEnvironment(new URL('https://[::1]:6443'), { HTTPS_PROXY: 'http://p:3128' })).toBeUndefined()
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'example.com' })).toBeUndefined()
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'http://p:3128', no_proxy: 'example.com' })).toBeUndefined()
    expect(proxyFromEnvironment(server, { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'other.org', no_proxy: 'example.com' })).toBeDefined()
    expect(proxyFromEnvironment(new URL('https://kube.example.com'), { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'kube.example.com:443' })).toBeUndefined()
  })
})
