import { afterAll, beforeAll, expect } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { kosliInstalled } from '../../helpers/reference-client.js'
import { REFERENCE_CLIENT_VERSION } from '../../helpers/reference-runs.js'
import {
  azureEnv,
  CLIENT,
  DENIED_CLIENT,
  digestOf,
  RESOURCE_GROUP,
  SECRET,
  startAzure,
  SUBSCRIPTION,
  TENANT,
  type AzureApp,
  type AzureStandIn
} from '../../helpers/runtimes/azure.js'
import { actionReport, clientReport, type ReportBody } from '../../helpers/runtimes/compare.js'
import { makeZip } from '../../helpers/runtimes/zip.js'
import { needing } from '../../helpers/system-deps.js'
import { removeTree } from '../../helpers/tree.js'

// Web and function apps of a resource group, reported by the reference client and by the
// action from one stand-in of the Azure endpoints both call (Entra ID, Resource Manager, Kudu,
// Azure Container Registry), reached by their own host names through an HTTPS proxy.
const { describe, it } = needing('runtime-azure', [['openssl', 'openssl']])

const GOLDEN = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'fixtures', 'reference-client-runtimes', 'report-azure-env.json')
const REGISTRY = 'shopregistry.azurecr.io'
const manifest = (layer: string) =>
  JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
    config: { mediaType: 'application/vnd.docker.container.image.v1+json', size: 1, digest: `sha256:${layer.repeat(64)}` },
    layers: []
  })
const IMAGES = [
  { image: `${REGISTRY}/shop/web:1.4`, manifest: manifest('a') },
  { image: `${REGISTRY}/shop/api:2026.1`, manifest: manifest('b') },
  { image: `${REGISTRY}/shop/stopped:1`, manifest: manifest('c') }
]
const PACKAGE = makeZip([
  { name: 'host.json', data: '{"version": "2.0"}' },
  { name: 'orders/' },
  { name: 'orders/function.json', data: '{"bindings": []}' },
  { name: 'orders/index.js', data: 'module.exports = async () => 42\n' },
  { name: 'node_modules/.bin/tool', data: '../tool/cli.js', mode: 0o120777 },
  { name: 'node_modules/tool/cli.js', data: '#!/usr/bin/env node\n' },
  { name: 'empty/' },
  { name: 'déjà vu.txt', data: 'UTF-8 names' }
])
const APPS: AzureApp[] = [
  { name: 'shop-web', kind: 'app,linux,container', state: 'Running', linuxFxVersion: `DOCKER|${IMAGES[0].image}` },
  { name: 'shop-orders', kind: 'functionapp,linux', state: 'Running', linuxFxVersion: 'NODE|22', zip: PACKAGE },
  { name: 'shop-api', kind: 'app,linux,container', state: 'Running', linuxFxVersion: `DOCKER|${IMAGES[1].image}` },
  { name: 'shop-old', kind: 'app,linux,container', state: 'Stopped', linuxFxVersion: `DOCKER|${IMAGES[2].image}` },
  { name: 'shop-legacy', kind: 'app', state: 'Running', linuxFxVersion: '', zip: makeZip([{ name: 'index.html', data: '<h1>legacy</h1>' }]) },
  { name: 'shop-down', kind: 'functionapp', state: 'Running', linuxFxVersion: '', unavailable: true }
]
const CLI = [
  'snapshot',
  'azure',
  'prod-azure',
  '--azure-client-id',
  CLIENT,
  '--azure-client-secret',
  SECRET,
  '--azure-tenant-id',
  TENANT,
  '--azure-subscription-id',
  SUBSCRIPTION,
  '--azure-resource-group-name',
  RESOURCE_GROUP
]
const INPUTS = {
  operation: 'report-azure-env',
  environment: 'prod-azure',
  'azure-client-id': CLIENT,
  'azure-tenant-id': TENANT,
  'azure-subscription-id': SUBSCRIPTION,
  'azure-resource-group-name': RESOURCE_GROUP
}

let dir: string
let azure: AzureStandIn
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'azure-'))
  azure = await startAzure(dir, APPS, IMAGES)
})
afterAll(async () => {
  await azure?.stop()
  removeTree(dir)
})

interface Golden {
  case: string
  about: string
  reference_client: string
  command: string[]
  request: { method: string; path: string; body: ReportBody }
}

/** The reference client's request as stored: its artifacts in one order, the secret not among its arguments. */
function fixture(theirs: { path: string; body: ReportBody }): Golden {
  return {
    case: 'report-azure-env',
    about:
      'a resource group of two container apps (digests from ACR), a zip-deployed function app and a zip-deployed web app (package fingerprints), a stopped app and an app Kudu answers 503 for, both left out',
    reference_client: REFERENCE_CLIENT_VERSION,
    command: ['kosli', ...CLI.map((arg) => (arg === SECRET ? '<SECRET>' : arg))],
    request: { method: 'PUT', path: theirs.path, body: theirs.body }
  }
}

const withSecret = () => ({ ...azureEnv(azure), AZURE_CLIENT_SECRET: SECRET })
const sideBySide = kosliInstalled ? describe : describe.skip

sideBySide('report-azure-env beside the reference client', () => {
  it('reports each running app as the reference client does: an image by its ACR digest, a zip package by its fingerprint', async () => {
    azure.requests.length = 0
    const theirs = await clientReport(CLI, azureEnv(azure))
    const theirCalls = azure.requests.map((r) => `${r.method} ${r.host}${r.path.split('?')[0]}`)
    // CAPTURE_REFERENCE=1 renews the stored request from the pinned client (see CONTRIBUTING.md).
    if (process.env.CAPTURE_REFERENCE === '1') writeFileSync(GOLDEN, `${JSON.stringify(fixture(theirs), null, 2)}\n`)
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Golden
    expect(fixture(theirs)).toEqual(golden)
    azure.requests.length = 0
    const ours = await actionReport(INPUTS, withSecret())
    expect(ours.run.code).toBe(0)
    expect(ours.path).toBe(theirs.path)
    expect(ours.body).toEqual({ type: 'azure-apps', ...theirs.body })
    expect(theirs.body.artifacts.map((a) => a.app_name).sort()).toEqual(['shop-api', 'shop-legacy', 'shop-orders', 'shop-web'])
    // Both went to Azure's own hosts, through the proxy.
    expect(theirCalls).toContain(`GET ${REGISTRY}/v2/shop%2Fweb/manifests/1.4`)
    expect(theirCalls).toContain('GET shop-orders.scm.azurewebsites.net/api/zip/site/wwwroot/')
  })
})

describe('report-azure-env', () => {
  it('sends what the reference client sent, as stored', async () => {
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Golden
    expect(golden.reference_client).toBe(REFERENCE_CLIENT_VERSION)
    const ours = await actionReport(INPUTS, withSecret())
    expect(ours.run.code).toBe(0)
    expect({ path: ours.path, body: ours.body }).toEqual({ path: golden.request.path, body: { type: 'azure-apps', ...golden.request.body } })
    expect(ours.run.all).not.toContain(SECRET)
    const web = ours.body!.artifacts.find((a) => a.app_name === 'shop-web')
    expect(web).toEqual({
      app_name: 'shop-web',
      app_kind: 'app,linux,container',
      digests_source: 'acr',
      digests: { [IMAGES[0].image]: digestOf(IMAGES[0].manifest) },
      creationTimestamp: 0
    })
  })
})

describe('report-azure-env: credentials', () => {
  it("signs in by the job's GitHub OIDC token when no secret is given, as azure/login does", async () => {
    azure.requests.length = 0
    const ours = await actionReport(INPUTS, {
      ...azureEnv(azure),
      ACTIONS_ID_TOKEN_REQUEST_URL: azure.oidcUrl,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'runner-request-token'
    })
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts).toHaveLength(4)
    expect(ours.run.summary).toContain('GitHub OIDC federation')
    const tokenRequests = azure.requests.filter((r) => r.path.split('?')[0].endsWith('/oauth2/v2.0/token')).map((r) => new URLSearchParams(r.body))
    expect(tokenRequests.length).toBeGreaterThan(0)
    for (const form of tokenRequests) {
      expect(form.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
      expect(form.get('client_secret')).toBeNull()
    }
  })

  it('takes every setting from the AZURE_* variables when the inputs are empty', async () => {
    const ours = await actionReport(
      { operation: 'report-azure-env', environment: 'prod-azure' },
      {
        ...withSecret(),
        AZURE_CLIENT_ID: CLIENT,
        AZURE_TENANT_ID: TENANT,
        AZURE_SUBSCRIPTION_ID: SUBSCRIPTION,
        AZURE_RESOURCE_GROUP: RESOURCE_GROUP
      }
    )
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts).toHaveLength(4)
  })

  it('says when the job has no credentials at all', async () => {
    const ours = await actionReport(INPUTS, azureEnv(azure))
    expect(ours.run.outputs.error_kind).toBe('auth')
    expect(ours.run.stdout).toContain('no Azure credentials in the job')
    expect(ours.path).toBeUndefined()
  })

  it('is auth when Entra ID refuses the secret, which is masked even from the variable and never printed', async () => {
    const wrong = 'wrong-azure-secret-value'
    const ours = await actionReport(INPUTS, { ...azureEnv(azure), AZURE_CLIENT_SECRET: wrong })
    expect(ours.run.outputs.error_kind).toBe('auth')
    expect(ours.run.stdout).toContain('AADSTS7000215')
    expect(ours.run.stdout).toContain(`::add-mask::${wrong}`)
    expect(ours.run.all).not.toContain(wrong)
    expect(ours.path).toBeUndefined()
  })

  it('is forbidden when the role may not read the resource group', async () => {
    const ours = await actionReport({ ...INPUTS, 'azure-client-id': DENIED_CLIENT }, withSecret())
    expect(ours.run.outputs.error_kind).toBe('forbidden')
    expect(ours.run.stdout).toContain('AuthorizationFailed')
    expect(ours.path).toBeUndefined()
  })

  it.each([
    [
      'azure-resource-group-name',
      { 'azure-resource-group-name': 'shop-gone' },
      /input `azure-resource-group-name`: .*Resource group 'shop-gone' could not be found/
    ],
    ['azure-tenant-id', { 'azure-tenant-id': 'b0b0b0b0-0000-4000-8000-000000000000' }, /input `azure-tenant-id`: .*AADSTS90002/],
    ['azure-client-id', { 'azure-client-id': 'c1c1c1c1-0000-4000-8000-000000000000' }, /input `azure-client-id`: .*AADSTS700016/]
  ])('names %s when Azure does not know what it names', async (_name, inputs, message) => {
    const ours = await actionReport({ ...INPUTS, ...inputs }, withSecret())
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toMatch(message)
    expect(ours.path).toBeUndefined()
  })

  it.each([
    ['azure-subscription-id', { 'azure-subscription-id': 'my-subscription' }, {}],
    ['azure-tenant-id', { 'azure-tenant-id': 'not a tenant' }, {}],
    ['azure-resource-group-name', { 'azure-resource-group-name': 'ends-with-a-dot.' }, {}],
    ['azure-client-id', { 'azure-client-id': '' }, { AZURE_CLIENT_ID: 'client' }],
    ['azure-subscription-id', { 'azure-subscription-id': '' }, {}]
  ])('refuses a bad or missing %s before any request', async (name, inputs, env) => {
    const before = azure.connects.length
    const ours = await actionReport({ ...INPUTS, ...inputs }, { ...withSecret(), ...env })
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toContain(`input \`${name}\``)
    expect(azure.connects.length).toBe(before)
  })
})

describe('report-azure-env: network', () => {
  it('ends with a timeout when Azure never answers', async () => {
    azure.hang = true
    try {
      const ours = await actionReport({ ...INPUTS, 'timeout-seconds': '1', 'max-retries': '0' }, withSecret())
      expect(ours.run.outputs.error_kind).toBe('timeout')
      expect(ours.path).toBeUndefined()
    } finally {
      azure.hang = false
    }
  })

  it('goes around the proxy for the hosts NO_PROXY names', async () => {
    const before = azure.connects.length
    const ours = await actionReport(
      { ...INPUTS, 'max-retries': '0', 'timeout-seconds': '5' },
      { ...withSecret(), NO_PROXY: '127.0.0.1,login.microsoftonline.com' }
    )
    // Straight to Entra ID, which a loopback-only test cannot reach: the proxy never saw it.
    expect(ours.run.outputs.error_kind).toBe('network')
    expect(azure.connects.slice(before)).not.toContain('login.microsoftonline.com:443')
  })

  it('trusts the CA NODE_EXTRA_CA_CERTS names, and only that', async () => {
    const env: Record<string, string> = withSecret()
    delete env.NODE_EXTRA_CA_CERTS
    const ours = await actionReport({ ...INPUTS, 'max-retries': '0' }, env)
    expect(ours.run.outputs.error_kind).toBe('network')
    expect(ours.run.stdout).toContain('cannot reach Microsoft Entra ID (network_error)')
    expect(ours.run.stdout).toContain('NODE_EXTRA_CA_CERTS')
  })
})

describe('report-azure-env: apps the reference client cannot report', () => {
  let odd: AzureStandIn
  let oddDir: string
  beforeAll(async () => {
    oddDir = mkdtempSync(path.join(os.tmpdir(), 'azure-odd-'))
    odd = await startAzure(
      oddDir,
      [
        { name: 'listed-bare', kind: 'app,linux,container', state: 'Running', linuxFxVersion: `DOCKER|${IMAGES[0].image}`, configOnlyByItself: true },
        {
          name: 'zip-slip',
          kind: 'functionapp,linux',
          state: 'Running',
          linuxFxVersion: 'PYTHON|3.12',
          zip: makeZip([{ name: '../../escaped.txt', data: 'x' }])
        },
        { name: 'from-hub', kind: 'app,linux,container', state: 'Running', linuxFxVersion: 'DOCKER|nginx:1.27' }
      ],
      IMAGES
    )
  })
  afterAll(async () => {
    await odd?.stop()
    removeTree(oddDir)
  })
  const env = () => ({ ...azureEnv(odd), AZURE_CLIENT_SECRET: SECRET })

  it("reads an app's configuration when the list leaves its site config out; include-names picks apps by name", async () => {
    odd.requests.length = 0
    const ours = await actionReport({ ...INPUTS, 'include-names-regex': '^listed-' }, env())
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts).toEqual([
      {
        app_name: 'listed-bare',
        app_kind: 'app,linux,container',
        digests_source: 'acr',
        digests: { [IMAGES[0].image]: digestOf(IMAGES[0].manifest) },
        creationTimestamp: 0
      }
    ])
    expect(odd.requests.some((r) => r.path.includes('/sites/listed-bare/config/web'))).toBe(true)
    expect(odd.requests.some((r) => r.host.endsWith('.scm.azurewebsites.net'))).toBe(false)
  })

  it('refuses a package with an entry outside its folder, and sends nothing', async () => {
    const ours = await actionReport({ ...INPUTS, 'include-names': 'zip-slip' }, env())
    expect(ours.run.outputs.error_kind).toBe('server')
    expect(ours.run.stdout).toContain('lies outside the package')
    expect(ours.path).toBeUndefined()
  })

  it('says an image that names no registry cannot be read from ACR', async () => {
    const ours = await actionReport({ ...INPUTS, 'include-names': 'from-hub' }, env())
    expect(ours.run.outputs.error_kind).toBe('not_found')
    expect(ours.run.stdout).toContain('`nginx:1.27`, which names no registry')
  })
})

describe('report-azure-env: bounds', () => {
  it('refuses more running apps than the service takes in one report, before reading any of them', async () => {
    const bigDir = mkdtempSync(path.join(os.tmpdir(), 'azure-big-'))
    const apps: AzureApp[] = Array.from({ length: 10_001 }, (_, i) => ({
      name: `app-${i}`,
      kind: 'app,linux,container',
      state: 'Running',
      linuxFxVersion: `DOCKER|${IMAGES[0].image}`
    }))
    const big = await startAzure(bigDir, apps, IMAGES, 1000)
    try {
      const ours = await actionReport(INPUTS, { ...azureEnv(big), AZURE_CLIENT_SECRET: SECRET })
      expect(ours.run.outputs.error_kind).toBe('invalid_input')
      expect(ours.run.stdout).toContain('10001 running apps in resource group shop-prod, more than the 10000')
      expect(big.requests.filter((r) => r.host === 'management.azure.com')).toHaveLength(11)
      expect(big.requests.some((r) => r.host.endsWith('.azurecr.io'))).toBe(false)
      expect(ours.path).toBeUndefined()
    } finally {
      await big.stop()
      removeTree(bigDir)
    }
  })
})
