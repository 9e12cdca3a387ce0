import { expect } from '@jest/globals'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fingerprintDir } from '../../src/artifacts/fingerprint.js'
import { ORG, expectRanClean, stepOf, type Job } from '../helpers/example-job.js'
import { Recorder, type Reply } from '../helpers/recorder.js'
import { startEcs, startLambda } from '../helpers/runtimes/aws.js'
import { azureEnv, CLIENT, RESOURCE_GROUP, startAzure, SUBSCRIPTION, TENANT } from '../helpers/runtimes/azure.js'
import { startDockerEngine } from '../helpers/runtimes/docker-engine.js'
import { pod, startKubeApi, writeKubeconfig } from '../helpers/runtimes/kube-api.js'
import { S3RVER_KEY, startS3 } from '../helpers/runtimes/s3.js'
import { makeZip } from '../helpers/runtimes/zip.js'
import { makeTestCa } from '../helpers/tls.js'
import { tempDir } from '../helpers/tree.js'
import { environment, OPENSSL, sha256, snapshot, type Cases } from './cases.js'

// The examples that report what runs where, each against a loopback stand-in of its runtime,
// reached as a user's job reaches it (DOCKER_HOST, the kubeconfig `aws eks update-kubeconfig`
// writes, AWS_ENDPOINT_URL_*, an HTTPS proxy for Azure's hosts), and the spool and replay of a
// report the service could not take.

const D = (c: string) => c.repeat(64)

/**
 * The server's folders stand where the runner on the server has them: the examples name
 * /opt/shop and /opt/tools, which a test cannot write, so `/opt/` alone becomes a folder of the
 * test's own (the one value of these examples that is replaced).
 */
function serverRoot(files: Record<string, string>): { root: string; edit: (text: string) => string } {
  const root = path.join(tempDir('server-'), 'opt')
  writeFiles(root, files)
  return { root, edit: (text) => text.replaceAll('/opt/', `${root}/`) }
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), content)
  }
}

/** A cluster: the shop's pod, and the system's and monitoring's, which a report leaves out. */
async function cluster(job: Job): Promise<void> {
  const dir = tempDir('kube-')
  const ca = makeTestCa(dir)
  const running = (name: string, namespace: string, image: string, digest: string) =>
    pod({
      name,
      namespace,
      containers: [{ name, image, imageID: `${image.split(':')[0]}@sha256:${digest}` }],
      owners: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name, uid: `rs-${name}`, controller: true }]
    })
  const api = await startKubeApi(
    ca,
    [
      running('shop-api-7d9f', 'shop', 'ghcr.io/acme/shop-api:1.4.2', D('a')),
      running('coredns-5d78', 'kube-system', 'registry.k8s.io/coredns/coredns:v1.11.1', D('b')),
      running('kube-proxy-x2', 'kube-system', 'registry.k8s.io/kube-proxy:v1.31.0', D('c')),
      running('prometheus-0', 'monitoring', 'quay.io/prometheus/prometheus:v2.53.0', D('d'))
    ],
    { token: 'eks-token' }
  )
  job.onStop(() => api.stop())
  // What `aws eks update-kubeconfig` writes: the cluster, and a user whose token `aws eks get-token` prints.
  job.standIns['run: aws'] = ({ script, env }) => {
    expect(script).toMatch(/^aws eks update-kubeconfig --name /)
    expect(env.CLUSTER ?? /--name (\S+)/.exec(script!)?.[1]).toBe('prod-eu')
    mkdirSync(path.join(env.HOME, '.kube'), { recursive: true })
    writeKubeconfig(path.join(env.HOME, '.kube', 'config'), api.origin, ca, { execToken: 'eks-token' })
  }
}

const SHOP_IN_CLUSTER = [{ name: 'ghcr.io/acme/shop-api:1.4.2', fingerprint: D('a') }]

async function ecs(job: Job): Promise<Record<string, string>> {
  const task = (cluster: string, id: string, image: string, digest: string) => ({
    taskArn: `arn:aws:ecs:eu-west-1:123456789012:task/${cluster}/${id}`,
    group: 'service:web',
    lastStatus: 'RUNNING',
    startedAt: 1767350000,
    containers: [{ name: 'web', image, imageDigest: `sha256:${digest}` }]
  })
  const standIn = await startEcs([
    { name: 'shop-prod', services: ['web'], tasks: [task('shop-prod', 'a1', '123456789012.dkr.ecr.eu-west-1.amazonaws.com/shop-api:1.4.2', D('e'))] },
    { name: 'shop-staging', services: ['web'], tasks: [task('shop-staging', 'b1', '123456789012.dkr.ecr.eu-west-1.amazonaws.com/shop-api:1.5.0', D('f'))] }
  ])
  job.onStop(() => standIn.stop())
  return { AWS_ENDPOINT_URL_ECS: standIn.origin }
}

const base64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64')

async function lambda(job: Job): Promise<Record<string, string>> {
  const fn = (FunctionName: string, hex: string) => ({
    FunctionName,
    PackageType: 'Zip' as const,
    CodeSha256: base64(hex),
    LastModified: '2026-01-02T10:00:00.000+0000'
  })
  const standIn = await startLambda([fn('shop-orders', D('1')), fn('legacy-report', D('2')), fn('shop-payments', D('3'))])
  job.onStop(() => standIn.stop())
  return { AWS_ENDPOINT_URL_LAMBDA: standIn.origin }
}

const SITE = { 'index.html': '<h1>shop</h1>\n', 'assets/app.js': 'console.log("shop")\n', 'assets/app.js.map': '{"version":3}\n' }

async function bucket(job: Job): Promise<Record<string, string>> {
  const s3 = await startS3()
  job.onStop(() => s3.stop())
  await s3.put('acme-site-prod', SITE)
  return { AWS_ENDPOINT_URL_S3: s3.origin }
}

/** The site as a folder: what the bucket's fingerprint is of, with or without its source maps. */
async function siteFingerprint(withMaps: boolean): Promise<string> {
  const dir = path.join(tempDir('site-'), 'acme-site-prod')
  writeFiles(dir, Object.fromEntries(Object.entries(SITE).filter(([name]) => withMaps || !name.endsWith('.map'))))
  return fingerprintDir(dir)
}

/** Static keys, as a job has them after aws-actions/configure-aws-credentials (s3rver knows only its own). */
const AWS_KEYS = { AWS_ACCESS_KEY_ID: S3RVER_KEY, AWS_SECRET_ACCESS_KEY: S3RVER_KEY, AWS_REGION: 'eu-west-1', AWS_DEFAULT_REGION: 'eu-west-1' }
/** Nothing of this machine's own AWS set-up reaches the runs. */
const NO_AWS_FILES = { AWS_EC2_METADATA_DISABLED: 'true', AWS_CONFIG_FILE: '/nonexistent/config', AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/credentials' }

export const RUNTIME_CASES: Cases = {
  'report-server-env/README.md#1': {
    async run(job, example) {
      await environment(job, 'production')
      const { root, edit } = serverRoot({
        'shop/current/app.js': 'console.log("shop")\n',
        'shop/current/config/app.json': '{"port": 8080}\n',
        'shop/current/logs/app.log': 'started\n',
        'shop/current/cache/session.tmp': 'x\n',
        'tools/flyway.jar': 'flyway jar\n',
        'tools/liquibase.jar': 'liquibase jar\n',
        'tools/README.txt': 'not a jar\n'
      })
      const run = await job.run(edit(example.text))
      expectRanClean(run)
      expect(stepOf(run, 'report-server-env').outputs.artifact_count).toBe('3')
      const current = path.join(tempDir('current-'), 'current')
      cpSync(path.join(root, 'shop', 'current'), current, { recursive: true })
      rmSync(path.join(current, 'logs'), { recursive: true })
      rmSync(path.join(current, 'cache', 'session.tmp'))
      const reported = await snapshot(job, 'production')
      expect(reported.map((a) => a.fingerprint).sort()).toEqual([await fingerprintDir(current), sha256('flyway jar\n'), sha256('liquibase jar\n')].sort())
    }
  },

  'report-docker-env/README.md#1': {
    async run(job, example) {
      await environment(job, 'staging-host', 'docker')
      const engine = await startDockerEngine(
        [
          { Id: 'c1', Names: ['/shop-api'], Image: 'ghcr.io/acme/shop-api:1.4.2', ImageID: `sha256:${D('1')}`, Created: 1767350000 },
          { Id: 'c2', Names: ['/log-shipper'], Image: 'registry.example.com/tools/log-shipper:2.1', ImageID: `sha256:${D('2')}`, Created: 1767350000 }
        ],
        [
          { Id: `sha256:${D('1')}`, RepoTags: ['ghcr.io/acme/shop-api:1.4.2'], RepoDigests: [`ghcr.io/acme/shop-api@sha256:${D('a')}`] },
          {
            Id: `sha256:${D('2')}`,
            RepoTags: ['registry.example.com/tools/log-shipper:2.1'],
            RepoDigests: [`registry.example.com/tools/log-shipper@sha256:${D('b')}`]
          }
        ]
      )
      job.onStop(() => engine.stop())
      // The job runs on the host: DOCKER_HOST names its daemon, as a self-hosted runner's environment does.
      job.env.DOCKER_HOST = engine.dockerHost
      const run = await job.run(example)
      expectRanClean(run)
      expect(await snapshot(job, 'staging-host')).toEqual([{ name: 'ghcr.io/acme/shop-api:1.4.2', fingerprint: D('a') }])
    }
  },

  'report-k8s-env/README.md#1': {
    needs: OPENSSL,
    async run(job, example) {
      await environment(job, 'prod-eu', 'K8S')
      await cluster(job)
      const run = await job.run(example)
      expectRanClean(run)
      expect(await snapshot(job, 'prod-eu')).toEqual(SHOP_IN_CLUSTER)
    }
  },

  'report-ecs-env/README.md#1': {
    async run(job, example) {
      await environment(job, 'prod-ecs', 'ECS')
      Object.assign(job.env, AWS_KEYS, NO_AWS_FILES, await ecs(job))
      const run = await job.run(example)
      expectRanClean(run)
      expect((await snapshot(job, 'prod-ecs')).map((a) => a.fingerprint)).toEqual([D('e')])
    }
  },

  'report-lambda-env/README.md#1': {
    async run(job, example) {
      await environment(job, 'prod-lambdas', 'lambda')
      Object.assign(job.env, AWS_KEYS, NO_AWS_FILES, await lambda(job))
      const run = await job.run(example)
      expectRanClean(run)
      expect(await snapshot(job, 'prod-lambdas')).toEqual([
        { name: 'shop-orders', fingerprint: D('1') },
        { name: 'shop-payments', fingerprint: D('3') }
      ])
    }
  },

  'report-s3-env/README.md#1': {
    async run(job, example) {
      await environment(job, 'prod-site', 'S3')
      Object.assign(job.env, AWS_KEYS, NO_AWS_FILES, await bucket(job))
      const run = await job.run(example)
      expectRanClean(run)
      const [site] = await snapshot(job, 'prod-site')
      expect(site.fingerprint).toBe(await siteFingerprint(false))
      expect(site.fingerprint).not.toBe(await siteFingerprint(true))
    }
  },

  'report-azure-env/README.md#1': {
    needs: OPENSSL,
    async run(job, example) {
      await environment(job, 'prod-azure', 'azure-apps')
      const image = 'shopprod.azurecr.io/shop/web:1.4.2'
      const manifest = '{"schemaVersion": 2, "mediaType": "application/vnd.docker.distribution.manifest.v2+json"}'
      const azure = await startAzure(
        tempDir('azure-'),
        [
          { name: 'shop-web', kind: 'app,linux,container', state: 'Running', linuxFxVersion: `DOCKER|${image}` },
          { name: 'shop-orders', kind: 'functionapp,linux', state: 'Running', linuxFxVersion: 'NODE|22', zip: makeZip([{ name: 'host.json', data: '{}' }]) }
        ],
        [{ image, manifest }]
      )
      job.onStop(() => azure.stop())
      Object.assign(job.vars, { AZURE_CLIENT_ID: CLIENT, AZURE_TENANT_ID: TENANT, AZURE_SUBSCRIPTION_ID: SUBSCRIPTION })
      // `permissions: id-token: write`: the runner gives the job its OIDC token endpoint.
      Object.assign(job.env, azureEnv(azure), { ACTIONS_ID_TOKEN_REQUEST_URL: azure.oidcUrl, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'runner-request-token' })
      expect(example.text).toContain(`azure-resource-group-name: ${RESOURCE_GROUP}`)
      const run = await job.run(example)
      expectRanClean(run)
      expect((await snapshot(job, 'prod-azure')).map((a) => a.name)).toEqual(expect.arrayContaining([image]))
    }
  },

  'docs/environment-reports.md#1': {
    needs: OPENSSL,
    async run(job, example) {
      for (const [name, type] of [
        ['prod-eu', 'K8S'],
        ['prod-ecs', 'ECS'],
        ['prod-lambdas', 'lambda'],
        ['prod-site', 'S3']
      ])
        await environment(job, name, type)
      await cluster(job)
      Object.assign(job.env, NO_AWS_FILES, await ecs(job), await lambda(job), await bucket(job))
      job.standIns['aws-actions/configure-aws-credentials'] = ({ with: given, exportVariable }) => {
        expect(given['role-to-assume']).toMatch(/^arn:aws:iam::\d{12}:role\//)
        for (const [name, value] of Object.entries({ ...AWS_KEYS, AWS_REGION: given['aws-region'], AWS_DEFAULT_REGION: given['aws-region'] }))
          exportVariable(name, value)
      }
      const run = await job.run(example)
      expectRanClean(run)
      // Only the system's namespaces are left out there.
      expect((await snapshot(job, 'prod-eu')).map((a) => a.fingerprint)).toEqual([D('a'), D('d')])
      expect((await snapshot(job, 'prod-ecs')).map((a) => a.fingerprint).sort()).toEqual([D('e'), D('f')])
      expect((await snapshot(job, 'prod-lambdas')).map((a) => a.name)).toEqual(['legacy-report', 'shop-orders', 'shop-payments'])
      expect((await snapshot(job, 'prod-site'))[0].fingerprint).toBe(await siteFingerprint(true))
    }
  },

  'replay/README.md#1': {
    async run(job, example) {
      await environment(job, 'production')
      const { root, edit } = serverRoot({ 'shop/current/app.js': 'console.log("shop")\n' })
      // The service, down for maintenance until the report is saved; then up again.
      let down = true
      const front = await new Recorder(async (req): Promise<Reply> => {
        if (down) return { status: 503, body: { message: 'down for maintenance' }, headers: { 'retry-after': '0' } }
        const answer = await fetch(new URL(job.sandbox.baseUrl).origin + req.url, {
          method: req.method,
          headers: { authorization: String(req.headers.authorization), 'content-type': String(req.headers['content-type'] ?? 'application/json') },
          body: req.method === 'GET' ? undefined : new Uint8Array(req.raw)
        })
        return { status: answer.status, raw: await answer.text(), headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } }
      }).start()
      job.onStop(() => front.stop())
      job.env.KOSLI_HOST = front.baseUrl.replace(/\/api\/v2$/, '')
      // Kept with the run, and downloaded to ./unsent by the later job.
      job.standIns['actions/upload-artifact'] = ({ with: given, workspace }) => {
        expect(given.name).toBe('unsent-evidence')
        mkdirSync(path.join(workspace, 'unsent'), { recursive: true })
        cpSync(given.path, path.join(workspace, 'unsent', path.basename(given.path)))
        down = false
      }
      const run = await job.run(edit(example.text))
      // The report warns that it was saved, not sent: what on-error: warn is for.
      expectRanClean(run, /^report: ::warning::PUT \/environments\/acme\/production\/report\/server failed .* The request was saved to /)
      const report = stepOf(run, 'report-server-env').outputs
      expect([report.error_kind, report.spool_file !== '']).toEqual(['server', true])
      expect(stepOf(run, 'replay').outputs).toMatchObject({ delivered: '1', failed: '0' })
      expect((await snapshot(job, 'production')).map((a) => a.fingerprint)).toEqual([await fingerprintDir(path.join(root, 'shop', 'current'))])
      expect((await job.read(`/environments/${ORG}/production`)).status).toBe(200)
    }
  }
}
