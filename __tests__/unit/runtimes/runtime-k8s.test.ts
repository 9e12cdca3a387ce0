import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { kosliInstalled } from '../../helpers/reference-client.js'
import { actionReport, clientReport } from '../../helpers/runtimes/compare.js'
import { clientCertificate, pod, startKubeApi, writeKubeconfig, type KubeApi, type Pod } from '../../helpers/runtimes/kube-api.js'
import { startConnectProxy, startForwardingProxy, startSocks5Proxy } from '../../helpers/runtimes/tunnels.js'
import { makeTestCa, type TestCa } from '../../helpers/tls.js'
import { removeTree } from '../../helpers/tree.js'
import { needing } from '../../helpers/system-deps.js'

// The stand-in's certificates are made with openssl: without it, the file is skipped, saying so.
const { describe } = needing('report-k8s-env against a TLS stand-in', [['openssl', 'openssl']])

// A cluster's pods, reported by the reference client and by the action through one kubeconfig
// from one Kubernetes API stand-in (TLS, pages of at most 3 pods), bodies compared.
const D = (c: string) => c.repeat(64)
const rs = (name: string) => [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name, uid: `uid-${name}`, controller: true, blockOwnerDeletion: true }]
const web = (c: string) => ({ name: 'web', image: 'registry.example.com/shop/web:1.4', imageID: `registry.example.com/shop/web@sha256:${D(c)}` })
const PODS: Pod[] = [
  pod({ name: 'web-a', namespace: 'shop', containers: [web('a')], owners: rs('web-7d9') }),
  pod({ name: 'web-b', namespace: 'shop', containers: [web('a')], owners: rs('web-7d9'), created: '2026-01-05T11:30:00Z' }),
  pod({
    name: 'api-0',
    namespace: 'shop',
    containers: [
      { name: 'api', image: 'ghcr.io/acme/api:2', imageID: `docker-pullable://ghcr.io/acme/api@sha256:${D('b')}` },
      { name: 'proxy', image: 'envoyproxy/envoy:v1.31', imageID: `docker.io/envoyproxy/envoy@sha256:${D('c')}` }
    ],
    owners: [{ apiVersion: 'apps/v1', kind: 'StatefulSet', name: 'api', uid: 'uid-api' }]
  }),
  pod({ name: 'pay-1', namespace: 'payments', containers: [{ name: 'pay', image: 'pay:3', imageID: `docker.io/library/pay@sha256:${D('d')}` }] }),
  pod({
    name: 'crashed',
    namespace: 'payments',
    phase: 'Failed',
    containers: [{ name: 'pay', image: 'pay:2', imageID: `docker.io/library/pay@sha256:${D('e')}` }]
  }),
  pod({
    name: 'done',
    namespace: 'payments',
    phase: 'Succeeded',
    containers: [{ name: 'job', image: 'job:1', imageID: `docker.io/library/job@sha256:${D('f')}` }]
  }),
  pod({ name: 'waiting', namespace: 'payments', phase: 'Pending', containers: [{ name: 'pay', image: 'pay:3', imageID: '' }] }),
  pod({ name: 'dns', namespace: 'kube-system', containers: [{ name: 'coredns', image: 'coredns:1.11', imageID: `registry.k8s.io/coredns@sha256:${D('1')}` }] }),
  pod({
    name: 'proxy',
    namespace: 'kube-public',
    containers: [{ name: 'p', image: 'kube-proxy:1.31', imageID: `registry.k8s.io/kube-proxy@sha256:${D('2')}` }]
  })
]

// A name that never resolves (RFC 2606): the connect proxy stand-in alone takes it to the API
// stand-in, so a report that works went through the proxy, and one sent direct fails.
const HIDDEN = 'kube.invalid'

let ca: TestCa
let api: KubeApi
let dir: string
let kubeconfig: string
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-'))
  ca = makeTestCa(dir, [HIDDEN])
  api = await startKubeApi(ca, PODS, { token: 'good-token', clientCn: 'ci-cert', pageCap: 3 })
  kubeconfig = writeKubeconfig(path.join(dir, 'token.kubeconfig'), api.origin, ca, { token: 'good-token' })
})
afterAll(async () => {
  await api.stop()
  removeTree(dir)
})
const inputs = (extra: Record<string, string> = {}) => ({ operation: 'report-k8s-env', environment: 'prod', kubeconfig, ...extra })

const sideBySide = kosliInstalled ? describe : describe.skip

sideBySide('report-k8s-env beside the reference client', () => {
  it('reports every running or failed pod, read in pages, as the reference client does', async () => {
    const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
    api.requests.length = 0
    const ours = await actionReport(inputs(), {})
    expect(ours.run.code).toBe(0)
    expect(ours.path).toBe(theirs.path)
    expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
    expect(theirs.body.artifacts.map((a) => a.podName).sort()).toEqual(['api-0', 'crashed', 'dns', 'pay-1', 'proxy', 'web-a', 'web-b'])
    // Nine pods, which the stand-in serves in pages of three.
    // A large first page, then pages of 1,000, each asked for with the last one's continue token.
    expect(api.requests.map((r) => r.url)).toEqual(['/api/v1/pods?limit=2000', '/api/v1/pods?continue=3&limit=1000', '/api/v1/pods?continue=6&limit=1000'])
  })

  it('comes back when the API sheds the list (429, Retry-After), and reports the same, as the reference client does', async () => {
    api.throttle = 1
    api.requests.length = 0
    const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
    // The client asked once more for the list it was refused.
    expect(api.throttle).toBe(0)
    expect(api.requests[1].url).toBe(api.requests[0].url)
    api.throttle = 1
    api.requests.length = 0
    const ours = await actionReport(inputs(), {})
    expect(ours.run.code).toBe(0)
    expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
    expect(api.throttle).toBe(0)
    expect(api.requests.map((r) => r.url).slice(0, 2)).toEqual(['/api/v1/pods?limit=2000', '/api/v1/pods?limit=2000'])
  })

  it.each([
    ['names', ['--namespaces', 'shop,payments'], { namespaces: 'shop\npayments' }, 5],
    ['names left out', ['--exclude-namespaces', 'kube-system,kube-public'], { 'exclude-namespaces': 'kube-system\nkube-public' }, 5],
    // Searched anywhere, as Go's MatchString: `kube-` alone leaves both, unanchored.
    ['patterns left out', ['--exclude-namespaces-regex', 'kube-'], { 'exclude-namespaces-regex': 'kube-' }, 5],
    ['anchored patterns', ['--namespaces-regex', '^pay,^kube-s'], { 'namespaces-regex': '^pay\n^kube-s' }, 3],
    ['an unanchored pattern', ['--namespaces-regex', 'p'], { 'namespaces-regex': 'p' }, 6]
  ] as [string, string[], Record<string, string>, number][])(
    'reports the namespaces %s, as the reference client does with the same flag',
    async (_what, flags, given, count) => {
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig, ...flags], {})
      const ours = await actionReport(inputs(given), {})
      expect(ours.run.code).toBe(0)
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
      expect(ours.body?.artifacts).toHaveLength(count)
      expect(ours.run.stdout).not.toContain('::warning::')
    }
  )

  it('warns of a namespace pattern that matches no namespace, and reports the others', async () => {
    const ours = await actionReport(inputs({ 'namespaces-regex': '^shop$\n^shpo$', 'exclude-namespaces': 'payments' }), {})
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts.map((a) => a.podName)).toEqual(['api-0', 'web-a', 'web-b'])
    expect(ours.run.stdout).toMatch(/::warning::input `namespaces-regex`: `\^shpo\$` matches no namespace/)
    // Left out by the include already, but it still matches one: no warning.
    expect(ours.run.stdout).not.toContain('`exclude-namespaces`')
  })

  it('authenticates with a client certificate, and with an exec plugin, as with a token', async () => {
    const cert = writeKubeconfig(path.join(dir, 'cert.kubeconfig'), api.origin, ca, clientCertificate(ca, 'ci-cert'))
    const exec = writeKubeconfig(path.join(dir, 'exec.kubeconfig'), api.origin, ca, { execToken: 'good-token' })
    const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', cert], {})
    for (const file of [cert, exec]) {
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.code).toBe(0)
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
    }
  })

  it("reaches the API through the cluster's proxy-url, an HTTP proxy (CONNECT, with a password or without) or a SOCKS5 one, as the reference client does", async () => {
    const connect = await startConnectProxy()
    const guarded = await startConnectProxy({ auth: 'ci:proxy-secret' })
    const socks = await startSocks5Proxy()
    try {
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
      for (const [proxy, url] of [
        [connect, connect.url],
        [guarded, guarded.url.replace('//', '//ci:proxy-secret@')],
        [socks, socks.url]
      ] as const) {
        const file = writeKubeconfig(path.join(dir, 'proxied.kubeconfig'), api.origin, ca, { token: 'good-token' }, { 'proxy-url': url })
        expect((await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', file], {})).body).toEqual(theirs.body)
        proxy.connects.length = 0
        const ours = await actionReport(inputs({ kubeconfig: file }), {})
        expect(ours.run.code).toBe(0)
        expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
        expect(proxy.connects.length).toBeGreaterThan(0)
        expect(new Set(proxy.connects)).toEqual(new Set([`127.0.0.1:${api.port}`]))
        expect(ours.run.all).not.toContain('proxy-secret')
      }
    } finally {
      await connect.stop()
      await guarded.stop()
      await socks.stop()
    }
  })

  // The environment's proxy, as Go's ProxyFromEnvironment reads it: each side runs with the same
  // variables (passed to the child alone, so no other test sees them).
  it('reaches the API through HTTPS_PROXY (before https_proxy, a bare host:port too) when the cluster has no proxy-url, and never for loopback, as the reference client does', async () => {
    const proxy = await startConnectProxy({ hosts: { [HIDDEN]: '127.0.0.1' } })
    try {
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
      const hidden = writeKubeconfig(path.join(dir, 'hidden.kubeconfig'), `https://${HIDDEN}:${api.port}`, ca, { token: 'good-token' })
      for (const env of [
        { HTTPS_PROXY: proxy.url } as Record<string, string>,
        { HTTPS_PROXY: proxy.url, https_proxy: 'http://127.0.0.1:9' },
        { HTTPS_PROXY: '', https_proxy: proxy.url },
        { HTTPS_PROXY: proxy.url.replace('http://', '') }
      ]) {
        proxy.connects.length = 0
        expect((await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', hidden], env)).body).toEqual(theirs.body)
        expect(new Set(proxy.connects)).toEqual(new Set([`${HIDDEN}:${api.port}`]))
        proxy.connects.length = 0
        const ours = await actionReport(inputs({ kubeconfig: hidden }), env)
        expect(ours.run.code).toBe(0)
        expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
        expect(new Set(proxy.connects)).toEqual(new Set([`${HIDDEN}:${api.port}`]))
      }
      // The stand-in at 127.0.0.1: direct, the proxy unused.
      proxy.connects.length = 0
      const ours = await actionReport(inputs(), { HTTPS_PROXY: proxy.url })
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
      expect(proxy.connects).toEqual([])
    } finally {
      await proxy.stop()
    }
  })

  it('goes direct to a host NO_PROXY names (by name, domain, wildcard or name and port), and through the proxy otherwise, as the reference client does', async () => {
    const proxy = await startConnectProxy({ hosts: { [HIDDEN]: '127.0.0.1' } })
    try {
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
      const hidden = writeKubeconfig(path.join(dir, 'hidden.kubeconfig'), `https://${HIDDEN}:${api.port}`, ca, { token: 'good-token' })
      const cli = ['snapshot', 'k8s', 'prod', '--kubeconfig', hidden]
      for (const noProxy of [HIDDEN, '.invalid', `example.com, *.INVALID`, `${HIDDEN}:${api.port}`]) {
        const env = { HTTPS_PROXY: proxy.url, NO_PROXY: noProxy }
        proxy.connects.length = 0
        // Direct, the name does not resolve: both fail, the proxy unused.
        await expect(clientReport(cli, env)).rejects.toThrow(HIDDEN)
        const ours = await actionReport(inputs({ kubeconfig: hidden }), env)
        expect(ours.run.outputs.error_kind).toBe('network')
        expect(ours.run.stdout).toContain(HIDDEN)
        expect(ours.path).toBeUndefined()
        expect(proxy.connects).toEqual([])
      }
      for (const noProxy of [`${HIDDEN}:1`, `ube.invalid`, '10.0.0.0/8,127.0.0.1']) {
        const env = { HTTPS_PROXY: proxy.url, no_proxy: noProxy }
        expect((await clientReport(cli, env)).body).toEqual(theirs.body)
        proxy.connects.length = 0
        const ours = await actionReport(inputs({ kubeconfig: hidden }), env)
        expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
        expect(proxy.connects.length).toBeGreaterThan(0)
      }
    } finally {
      await proxy.stop()
    }
  })

  // kubectl (clientcmd) gives a user's credentials to a server over TLS only: an http:// one
  // gets no token, and no exec plugin runs for it.
  it('sends a plain-HTTP API server no credentials, and runs no exec plugin for it, as the reference client does', async () => {
    const plain = await startKubeApi(ca, PODS, { token: 'good-token', pageCap: 3, plain: true })
    try {
      const ran = path.join(dir, 'plugin-ran')
      const insecure = { 'certificate-authority': undefined, 'insecure-skip-tls-verify': true }
      const token = writeKubeconfig(path.join(dir, 'plain-token.kubeconfig'), plain.origin, ca, { token: 'good-token' }, insecure)
      const exec = writeKubeconfig(path.join(dir, 'plain-exec.kubeconfig'), plain.origin, ca, { execScript: `touch ${ran}\necho '{}'` }, insecure)
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', exec], {})
      expect((await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', token], {})).body).toEqual(theirs.body)
      for (const file of [token, exec]) {
        const ours = await actionReport(inputs({ kubeconfig: file }), {})
        expect([file, ours.run.code]).toEqual([file, 0])
        expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
      }
      expect(plain.requests.length).toBeGreaterThan(4)
      expect(plain.requests.filter((r) => r.headers.authorization !== undefined)).toEqual([])
      expect(existsSync(ran)).toBe(false)
    } finally {
      await plain.stop()
    }
  })

  // Go sends a plain-HTTP request to an HTTP proxy whole, for it to forward: a proxy that tunnels
  // only to port 443 (as Squid's defaults) refuses a CONNECT to an API server's own port.
  it("reaches a plain-HTTP API server through the cluster's proxy-url by having the proxy forward each request, as the reference client does", async () => {
    const plain = await startKubeApi(ca, PODS, { token: 'good-token', pageCap: 3, plain: true })
    const proxy = await startForwardingProxy({ auth: 'ci:proxy-secret' })
    try {
      const file = writeKubeconfig(
        path.join(dir, 'forwarded.kubeconfig'),
        plain.origin,
        ca,
        { token: 'good-token' },
        { 'certificate-authority': undefined, 'insecure-skip-tls-verify': true, 'proxy-url': proxy.url.replace('//', '//ci:proxy-secret@') }
      )
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', file], {})
      const clients = proxy.forwarded.length
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.code).toBe(0)
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
      // Each asked the proxy for the whole URL, with the server's name and the proxy's credentials.
      const expected = { host: new URL(plain.origin).host, authorization: `Basic ${Buffer.from('ci:proxy-secret').toString('base64')}` }
      expect(proxy.forwarded[0]).toEqual({ url: `${plain.origin}/api/v1/pods`, ...expected })
      expect(proxy.forwarded[clients]).toEqual({ url: `${plain.origin}/api/v1/pods?limit=2000`, ...expected })
      expect(proxy.connects).toEqual([])
    } finally {
      await proxy.stop()
      await plain.stop()
    }
  })

  it("uses the cluster's proxy-url rather than HTTPS_PROXY, whatever NO_PROXY says, as the reference client does", async () => {
    const fromEnv = await startConnectProxy({ hosts: { [HIDDEN]: '127.0.0.1' } })
    const fromCluster = await startConnectProxy({ hosts: { [HIDDEN]: '127.0.0.1' } })
    try {
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
      const file = writeKubeconfig(
        path.join(dir, 'hidden-proxied.kubeconfig'),
        `https://${HIDDEN}:${api.port}`,
        ca,
        { token: 'good-token' },
        { 'proxy-url': fromCluster.url }
      )
      for (const env of [{ HTTPS_PROXY: fromEnv.url }, { HTTPS_PROXY: fromEnv.url, NO_PROXY: HIDDEN }] as Record<string, string>[]) {
        fromCluster.connects.length = 0
        expect((await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', file], env)).body).toEqual(theirs.body)
        expect(fromCluster.connects.length).toBeGreaterThan(0)
        fromCluster.connects.length = 0
        const ours = await actionReport(inputs({ kubeconfig: file }), env)
        expect(ours.run.code).toBe(0)
        expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
        expect(new Set(fromCluster.connects)).toEqual(new Set([`${HIDDEN}:${api.port}`]))
        expect(fromEnv.connects).toEqual([])
      }
    } finally {
      await fromEnv.stop()
      await fromCluster.stop()
    }
  })

  it("checks the server's certificate for the cluster's tls-server-name, or not at all with insecure-skip-tls-verify, as the reference client does", async () => {
    const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', kubeconfig], {})
    const named = writeKubeconfig(path.join(dir, 'named.kubeconfig'), api.origin, ca, { token: 'good-token' }, { 'tls-server-name': 'localhost' })
    const insecure = writeKubeconfig(
      path.join(dir, 'insecure.kubeconfig'),
      api.origin,
      ca,
      { token: 'good-token' },
      { 'certificate-authority': undefined, 'insecure-skip-tls-verify': true }
    )
    for (const file of [named, insecure]) {
      expect((await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', file], {})).body).toEqual(theirs.body)
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.code).toBe(0)
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
    }
    // A name the certificate does not have: refused, by both.
    const wrong = writeKubeconfig(path.join(dir, 'wrong-name.kubeconfig'), api.origin, ca, { token: 'good-token' }, { 'tls-server-name': 'kube.example.com' })
    const ours = await actionReport(inputs({ kubeconfig: wrong }), {})
    expect(ours.run.outputs.error_kind).toBe('network')
    expect(ours.run.stdout).toContain('kube.example.com')
    expect(ours.path).toBeUndefined()
  })

  it('reads a list the API server gzipped, as it does for a client that asks, as the reference client does', async () => {
    const gzipped = await startKubeApi(ca, PODS, { token: 'good-token', gzip: true })
    try {
      const file = writeKubeconfig(path.join(dir, 'gzip.kubeconfig'), gzipped.origin, ca, { token: 'good-token' })
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', file], {})
      gzipped.requests.length = 0
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.code).toBe(0)
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
      expect(gzipped.requests[0].headers['accept-encoding']).toContain('gzip')
    } finally {
      await gzipped.stop()
    }
  })

  it('reports a running pod whose container has no image ID yet and a failed one alike, with the containers it can fingerprint, as the reference client does', async () => {
    const partly = [
      pod({ name: 'pulling', namespace: 'shop', containers: [web('a'), { name: 'side', image: 'side:1', imageID: '' }] }),
      pod({ name: 'broken', namespace: 'shop', phase: 'Failed', containers: [web('a'), { name: 'side', image: 'side:1', imageID: '' }] })
    ]
    const pulling = await startKubeApi(ca, [...PODS, ...partly], { token: 'good-token' })
    try {
      const file = writeKubeconfig(path.join(dir, 'pulling.kubeconfig'), pulling.origin, ca, { token: 'good-token' })
      const theirs = await clientReport(['snapshot', 'k8s', 'prod', '--kubeconfig', file], {})
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.code).toBe(0)
      expect(ours.body).toEqual({ type: 'K8S', ...theirs.body })
      expect(ours.body?.artifacts.find((a) => a.podName === 'pulling')?.digests).toEqual({ 'registry.example.com/shop/web:1.4': D('a') })
      expect(ours.body?.artifacts.find((a) => a.podName === 'broken')?.digests).toEqual({ 'registry.example.com/shop/web:1.4': D('a') })
      expect(ours.run.stdout).toMatch(/::warning::pod pulling in namespace shop \(Running\) is reported without its container side/)
      expect(ours.run.stdout).toMatch(/::warning::pod broken in namespace shop \(Failed\) is reported without its container side/)
    } finally {
      await pulling.stop()
    }
  })
})

describe('report-k8s-env', () => {
  it('keeps only the images include-names names and include-names-regex finds', async () => {
    const ours = await actionReport(
      inputs({ 'include-names-regex': '^registry\\.example\\.com/', 'include-names': 'ghcr.io/acme/api:2\nghcr.io/acme/api:3' }),
      {}
    )
    expect(ours.run.stdout).toMatch(/::warning::input `include-names`: `ghcr.io\/acme\/api:3` matches no image/)
    expect(ours.body?.artifacts.map((a) => [a.podName, Object.keys(a.digests as object)])).toEqual([
      ['api-0', ['ghcr.io/acme/api:2']],
      ['web-a', ['registry.example.com/shop/web:1.4']],
      ['web-b', ['registry.example.com/shop/web:1.4']]
    ])
    expect(JSON.parse(ours.run.outputs.fingerprints)).toEqual({ 'ghcr.io/acme/api:2': D('b'), 'registry.example.com/shop/web:1.4': D('a') })
  })

  it.each([
    ['does not parse', 'clusters: [\n  - name: x\n', /input `kubeconfig`: .* does not parse as YAML/],
    ['names no cluster', 'apiVersion: v1\nkind: Config\nclusters: []\ncontexts: []\nusers: []\n', /input `kubeconfig`: .* names no cluster/],
    [
      'names a context without its cluster',
      'clusters:\n- name: a\n  cluster: {server: "https://127.0.0.1:9"}\ncontexts:\n- name: c\n  context: {cluster: b, user: u}\ncurrent-context: c\n',
      /names cluster `b`/
    ]
  ])('refuses a kubeconfig that %s, sending nothing', async (_what, text, message) => {
    const file = path.join(dir, 'bad.kubeconfig')
    writeFileSync(file, text)
    api.requests.length = 0
    const ours = await actionReport(inputs({ kubeconfig: file }), {})
    expect(ours.run.code).toBe(1)
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toMatch(message)
    expect(ours.path).toBeUndefined()
    expect(api.requests).toEqual([])
  })

  it('refuses a kube-context the kubeconfig lacks, naming the input and the contexts it has', async () => {
    const ours = await actionReport(inputs({ 'kube-context': 'staging' }), {})
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toContain('input `kube-context`')
    expect(ours.run.stdout).toContain('one of stand-in')
  })

  it('finds the kubeconfig through KUBECONFIG', async () => {
    const ours = await actionReport(
      { operation: 'report-k8s-env', environment: 'prod', 'exclude-names-regex': '.' },
      { KUBECONFIG: `${path.join(dir, 'missing')}:${kubeconfig}` }
    )
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts).toEqual([])
  })

  it.each([
    ['auth', 'refuse', /refused the credentials \(HTTP 401\): Unauthorized; check the kubeconfig's user `ci`/],
    ['forbidden', 'forbid', /forbids .* \(HTTP 403\): pods is forbidden: User "ci" cannot list resource "pods"; grant it list on pods/]
  ] as [string, KubeApi['auth'], RegExp][])('fails as %s when the API server says so (%s), with its message, sending nothing', async (kind, mode, message) => {
    api.auth = mode
    try {
      const ours = await actionReport(inputs(), {})
      expect(ours.run.code).toBe(1)
      expect(ours.run.outputs.error_kind).toBe(kind)
      expect(ours.run.stdout).toMatch(message)
      expect(ours.path).toBeUndefined()
      expect(ours.run.all).not.toContain('good-token')
    } finally {
      api.auth = 'ok'
    }
  })

  // The reference client sends neither a token-file's token nor a password (nor knows these
  // auth-providers): the action's report with each is its report with a plain token.
  it("authenticates with a token-file, a user name and password, the client's tokenFile auth-provider, and OpenID Connect's id-token, as with a token", async () => {
    // An id-token that expires in an hour: used as it is, no identity provider asked.
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const idToken = `${part({ alg: 'RS256' })}.${part({ iss: 'https://issuer.example.com', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`
    const other = await startKubeApi(ca, PODS, { token: 'good-token', tokens: [idToken], basic: 'ci-user:ci-password' })
    try {
      writeFileSync(path.join(dir, 'token'), 'good-token\n')
      const files = [
        writeKubeconfig(path.join(dir, 'token-file.kubeconfig'), other.origin, ca, { tokenFile: path.join(dir, 'token') }),
        writeKubeconfig(path.join(dir, 'basic.kubeconfig'), other.origin, ca, { username: 'ci-user', password: 'ci-password' }),
        writeKubeconfig(path.join(dir, 'provider.kubeconfig'), other.origin, ca, {
          authProvider: { name: 'tokenfile', config: { tokenFile: path.join(dir, 'token') } }
        }),
        writeKubeconfig(path.join(dir, 'oidc.kubeconfig'), other.origin, ca, {
          authProvider: { name: 'oidc', config: { 'id-token': idToken, 'client-id': 'ci', 'idp-issuer-url': 'https://issuer.example.com' } }
        })
      ]
      const theirs = await actionReport(inputs(), {})
      for (const file of files) {
        other.requests.length = 0
        const ours = await actionReport(inputs({ kubeconfig: file }), {})
        expect(ours.run.code).toBe(0)
        expect(ours.body).toEqual(theirs.body)
        expect(ours.run.all).not.toContain('ci-password')
        expect(other.requests[0].headers.authorization).toMatch(/^(Bearer|Basic) /)
      }
      expect(other.requests[0].headers.authorization).toBe(`Bearer ${idToken}`)
    } finally {
      await other.stop()
    }
  })

  it.each([
    [
      'fails',
      'echo "token expired: run aws sso login" >&2; exit 1',
      /cannot get credentials for the Kubernetes API \(user `ci`\): token expired: run aws sso login/
    ],
    ['never ends', 'sleep 30', /the exec plugin `.*` did not finish within 1 s/]
  ])('fails as auth when the exec plugin %s, saying why, sending nothing', async (_what, script, message) => {
    const file = writeKubeconfig(path.join(dir, 'failing-exec.kubeconfig'), api.origin, ca, { execScript: script })
    api.requests.length = 0
    const ours = await actionReport(inputs({ kubeconfig: file, 'timeout-seconds': '1' }), {})
    expect(ours.run.outputs.error_kind).toBe('auth')
    expect(ours.run.stdout).toMatch(message)
    expect(ours.path).toBeUndefined()
    expect(api.requests).toEqual([])
  })

  it("runs an exec plugin without the action's inputs in its environment, the API key among them", async () => {
    const token = `echo '{"apiVersion": "client.authentication.k8s.io/v1beta1", "kind": "ExecCredential", "status": {"token": "good-token"}}'`
    const file = writeKubeconfig(path.join(dir, 'clean-exec.kubeconfig'), api.origin, ca, {
      execScript: `if env | grep -q '^INPUT_'; then echo "the plugin sees the action's inputs" >&2; exit 1; fi; ${token}`
    })
    const ours = await actionReport(inputs({ kubeconfig: file }), {})
    expect(ours.run.stdout).not.toContain("the plugin sees the action's inputs")
    expect(ours.run.code).toBe(0)
  })

  it.each([
    ['an auth-provider nobody knows', { authProvider: { name: 'vault' } }, {}, /user `ci` uses auth-provider `vault`/],
    ['a plain-HTTP server without insecure-skip-tls-verify', { token: 'good-token' }, { server: 'http://127.0.0.1:9' }, /has an http:\/\/ server/],
    ['a proxy-url of no kind the client reaches', { token: 'good-token' }, { 'proxy-url': 'ftp://user:secret@127.0.0.1:21' }, /proxy-url `ftp:\/\/127.0.0.1`/]
  ] as [string, Parameters<typeof writeKubeconfig>[3], Record<string, unknown>, RegExp][])(
    'refuses a kubeconfig with %s, naming the input, sending nothing',
    async (_what, user, cluster, message) => {
      const file = writeKubeconfig(path.join(dir, 'refused.kubeconfig'), api.origin, ca, user, cluster)
      api.requests.length = 0
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.outputs.error_kind).toBe('invalid_input')
      expect(ours.run.stdout).toContain('input `kubeconfig`')
      expect(ours.run.stdout).toMatch(message)
      expect(ours.run.all).not.toContain('secret')
      expect(api.requests).toEqual([])
    }
  )

  it('fails as network when nothing listens at the server, naming why', async () => {
    const file = writeKubeconfig(path.join(dir, 'closed.kubeconfig'), 'https://127.0.0.1:9', ca, { token: 'good-token' })
    const ours = await actionReport(inputs({ kubeconfig: file }), {})
    expect(ours.run.outputs.error_kind).toBe('network')
    expect(ours.run.stdout).toMatch(/cannot reach the Kubernetes API: connect ECONNREFUSED/)
  })

  it('ends with a timeout when the API server never answers', async () => {
    api.hang = true
    try {
      const ours = await actionReport(inputs({ 'timeout-seconds': '1', 'max-retries': '0' }), {})
      expect(ours.run.outputs.error_kind).toBe('timeout')
      expect(ours.path).toBeUndefined()
    } finally {
      api.hang = false
    }
  })

  it('a report of 150 pods: all sent, the summary shows the first 100 digests and counts the rest', async () => {
    // An image of its own for each container, a sidecar in every third pod: 200 digests in all.
    const image = (name: string, i: number) => ({
      name,
      image: `registry.example.com/shop/${name}-${i}:1`,
      imageID: `registry.example.com/shop/${name}-${i}@sha256:${i.toString(16).padStart(64, '0')}`
    })
    const many = Array.from({ length: 150 }, (_, i) =>
      pod({ name: `p-${i}`, namespace: 'big', containers: [image('web', i), ...(i % 3 === 0 ? [image('side', i)] : [])] })
    )
    const big = await startKubeApi(ca, many, { token: 'good-token' })
    try {
      const file = writeKubeconfig(path.join(dir, 'many.kubeconfig'), big.origin, ca, { token: 'good-token' })
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect([ours.run.code, ours.run.outputs.error_kind, ours.run.outputs.artifact_count]).toEqual([0, '', '150'])
      expect(ours.body?.artifacts).toHaveLength(150)
      const names = (ours.body?.artifacts ?? []).flatMap((a) => Object.keys((a as { digests: Record<string, string> }).digests))
      expect(names).toHaveLength(200)
      expect(Object.keys(JSON.parse(ours.run.outputs.fingerprints) as object).sort()).toEqual([...names].sort())
      const summary = ours.run.summary.replace(/<wbr>/g, '')
      // 100 rows, each a digest of the report, none twice.
      const shown = [...summary.matchAll(/<tr><td>([^<]*)</g)].map((m) => m[1])
      expect(new Set(shown).size).toBe(100)
      expect(shown.filter((name) => !names.includes(name))).toEqual([])
      expect(summary).toContain('… and 100 more: the environment in the app lists them all')
    } finally {
      await big.stop()
    }
  })

  it('refuses more than 10,000 pods before sending anything', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => pod({ name: `p-${i}`, namespace: 'big', containers: [web('a')] }))
    const big = await startKubeApi(ca, many, { token: 'good-token' })
    try {
      const file = writeKubeconfig(path.join(dir, 'big.kubeconfig'), big.origin, ca, { token: 'good-token' })
      const ours = await actionReport(inputs({ kubeconfig: file }), {})
      expect(ours.run.outputs.error_kind).toBe('invalid_input')
      expect(ours.run.stdout).toContain('10001 artifacts found, more than the 10000')
      expect(ours.path).toBeUndefined()
      // 2,000 then 1,000 a page: the whole list read, in 10 requests.
      expect(big.requests.length).toBe(10)
    } finally {
      await big.stop()
    }
  })
})
