import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeTestCa } from '../tls.js'
import { removeTree } from '../tree.js'
import { awsEnv, startEcs, startLambda } from './aws.js'
import { azureEnv, CLIENT, RESOURCE_GROUP, SECRET, startAzure, SUBSCRIPTION, TENANT } from './azure.js'
import { startDockerEngine } from './docker-engine.js'
import { pod, startKubeApi, writeKubeconfig } from './kube-api.js'
import { S3RVER_KEY, startS3 } from './s3.js'
import { makeZip } from './zip.js'

/** A runtime up for one run of the action: what the run needs to reach it, and how to stop it. */
export interface RuntimeUp {
  env: Record<string, string>
  inputs?: Record<string, string>
  stop(): Promise<void>
}

const D = (c: string) => c.repeat(64)

/** One small runtime of each kind, for the contract test's runs of the report operations. */
export const RUNTIMES = {
  docker: async (): Promise<RuntimeUp> => {
    const engine = await startDockerEngine(
      [{ Id: 'c', Names: ['/web'], Image: 'nginx:1.25', ImageID: `sha256:${D('1')}`, Created: 1 }],
      [{ Id: `sha256:${D('1')}`, RepoDigests: [`nginx@sha256:${D('a')}`] }]
    )
    return { env: { DOCKER_HOST: engine.dockerHost }, stop: () => engine.stop() }
  },
  k8s: async (): Promise<RuntimeUp> => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-contract-'))
    const ca = makeTestCa(dir)
    const api = await startKubeApi(
      ca,
      [
        pod({
          name: 'web',
          namespace: 'shop',
          containers: [{ name: 'web', image: 'web:1', imageID: `web@sha256:${D('a')}` }],
          owners: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'web', uid: 'u', controller: true }]
        })
      ],
      { token: 't' }
    )
    const kubeconfig = writeKubeconfig(path.join(dir, 'kubeconfig'), api.origin, ca, { token: 't' })
    return {
      env: {},
      inputs: { kubeconfig },
      stop: async () => {
        await api.stop()
        removeTree(dir)
      }
    }
  },
  ecs: async (): Promise<RuntimeUp> => {
    const ecs = await startEcs([
      {
        name: 'shop',
        services: ['web'],
        tasks: [
          {
            taskArn: 'arn:aws:ecs:eu-west-1:1:task/shop/a',
            group: 'service:web',
            lastStatus: 'RUNNING',
            startedAt: 1,
            containers: [{ name: 'log', image: 'log:3' }]
          }
        ]
      }
    ])
    return { env: awsEnv('ECS', ecs.origin), stop: () => ecs.stop() }
  },
  lambda: async (): Promise<RuntimeUp> => {
    const lambda = await startLambda([
      { FunctionName: 'f', PackageType: 'Zip', CodeSha256: Buffer.from(D('a'), 'hex').toString('base64'), LastModified: '2026-01-01T00:00:00.000+0000' }
    ])
    return { env: awsEnv('LAMBDA', lambda.origin), stop: () => lambda.stop() }
  },
  s3: async (): Promise<RuntimeUp> => {
    const s3 = await startS3()
    await s3.put('site', { 'index.html': 'x', 'a/b.js': 'y' })
    return { env: awsEnv('S3', s3.origin, S3RVER_KEY, S3RVER_KEY), stop: () => s3.stop() }
  },
  azure: async (): Promise<RuntimeUp> => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'azure-contract-'))
    const image = 'shop.azurecr.io/shop/web:1'
    const azure = await startAzure(
      dir,
      [
        { name: 'web', kind: 'app,linux,container', state: 'Running', linuxFxVersion: `DOCKER|${image}` },
        { name: 'orders', kind: 'functionapp,linux', state: 'Running', linuxFxVersion: 'NODE|22', zip: makeZip([{ name: 'host.json', data: '{}' }]) }
      ],
      [{ image, manifest: '{"schemaVersion": 2}' }]
    )
    return {
      env: azureEnv(azure),
      inputs: {
        'azure-client-id': CLIENT,
        'azure-client-secret': SECRET,
        'azure-tenant-id': TENANT,
        'azure-subscription-id': SUBSCRIPTION,
        'azure-resource-group-name': RESOURCE_GROUP
      },
      stop: async () => {
        await azure.stop()
        removeTree(dir)
      }
    }
  }
}
