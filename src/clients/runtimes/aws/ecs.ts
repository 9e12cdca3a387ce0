import type { ECSClient, Task } from '@aws-sdk/client-ecs'
import type { Log } from '../../../util/log.js'
import { badArgument, RuntimeError } from '../errors.js'
import type { NameFilter } from '../names.js'
import type { TaskArtifact } from '../../service/catalogue/environments.js'
import { aws, clientConfig, MAX_PAGES, type AwsOptions } from './config.js'

export interface EcsSelection {
  /** Which clusters, by name (plain names may be ARNs); none set means every cluster of the account and region. */
  clusters: NameFilter
  /** Which services' tasks; with no service to include, every task, those no service owns included. */
  services: NameFilter
  names: NameFilter
}

const NOT_FOUND = { ClusterNotFoundException: 'clusters', ServiceNotFoundException: 'services' }

/**
 * The running tasks of the chosen clusters, as the reference client reports them: each task
 * is one artifact, its containers' images → digests (`""` where ECS records none), with its
 * cluster, service and start time. Without `services`, tasks that no service owns (run by
 * `run-task` or a scheduler) are reported too, where the reference client misses them.
 */
export async function runningTasks(options: AwsOptions, selection: EcsSelection, log: Log): Promise<{ artifacts: TaskArtifact[]; clusters: string[] }> {
  const ecs = await import('@aws-sdk/client-ecs')
  const client = new ecs.ECSClient(clientConfig(options))
  const call = <T>(fn: () => Promise<T>) => aws('ECS', fn, NOT_FOUND)
  try {
    const clusters = await chosenClusters(client, ecs, selection.clusters, call)
    const artifacts: TaskArtifact[] = []
    const found = new Set<string>()
    const includesServices = selection.services.hasIncludes
    for (const cluster of clusters) {
      let groups: { service?: string; arns: string[] }[]
      if (includesServices) {
        const here = await listAll(
          (token) => call(() => client.send(new ecs.ListServicesCommand({ cluster: cluster.arn, nextToken: token, maxResults: 100 }))),
          (p) => p.serviceArns
        )
        groups = []
        for (const service of here.map((arn) => arn.split('/').pop()!).filter((s) => selection.services.keeps(s))) {
          found.add(service)
          groups.push({
            service,
            arns: await listAll(
              (token) => call(() => client.send(new ecs.ListTasksCommand({ cluster: cluster.arn, serviceName: service, nextToken: token, maxResults: 100 }))),
              (p) => p.taskArns
            )
          })
        }
      } else
        groups = [
          {
            arns: await listAll(
              (token) => call(() => client.send(new ecs.ListTasksCommand({ cluster: cluster.arn, nextToken: token, maxResults: 100 }))),
              (p) => p.taskArns
            )
          }
        ]
      for (const group of groups) {
        for (let i = 0; i < group.arns.length; i += 100) {
          const described = await call(() => client.send(new ecs.DescribeTasksCommand({ cluster: cluster.arn, tasks: group.arns.slice(i, i + 100) })))
          for (const task of described.tasks ?? []) {
            // Without services to include, a task is left out only when the service that owns it is excluded.
            const owner = task.group?.startsWith('service:') ? task.group.slice('service:'.length) : undefined
            if (group.service === undefined && owner !== undefined && selection.services.active && !selection.services.keeps(owner)) continue
            const artifact = taskArtifact(task, cluster.name, group.service, selection.names, log)
            if (artifact) artifacts.push(artifact)
          }
        }
      }
    }
    const missing = (selection.services.onlyPlainIncludes ?? []).filter((s) => !found.has(s))
    if (missing.length > 0)
      throw badArgument(
        'services',
        `no service named ${missing.map((s) => `\`${s}\``).join(', ')} in cluster(s) ${clusters.map((c) => c.name).join(', ') || '(none)'}`,
        'ECS service names'
      )
    return { artifacts, clusters: clusters.map((c) => c.name) }
  } finally {
    client.destroy()
  }
}

type Ecs = typeof import('@aws-sdk/client-ecs')
type Call = <T>(fn: () => Promise<T>) => Promise<T>

async function chosenClusters(client: ECSClient, ecs: Ecs, filter: NameFilter, call: Call): Promise<{ name: string; arn: string }[]> {
  const given = filter.onlyPlainIncludes
  if (given === undefined) {
    const arns = await listAll(
      (token) => call(() => client.send(new ecs.ListClustersCommand({ nextToken: token, maxResults: 100 }))),
      (p) => p.clusterArns
    )
    return arns.map((arn) => ({ arn, name: arn.split('/').pop()! })).filter((c) => filter.keeps(c.name))
  }
  // Named clusters are described, not listed: an account allowed to describe only those can report them.
  const clusters: { name: string; arn: string }[] = []
  for (let i = 0; i < given.length; i += 100) {
    const batch = given.slice(i, i + 100)
    const described = await call(() => client.send(new ecs.DescribeClustersCommand({ clusters: batch })))
    const missing = (described.failures ?? []).map((f) => `\`${f.arn?.split('/').pop() ?? '?'}\` (${f.reason ?? 'failed'})`)
    if (missing.length > 0) throw badArgument('clusters', `no such ECS cluster in this account and region: ${missing.join(', ')}`, 'ECS cluster names or ARNs')
    for (const c of described.clusters ?? [])
      if (c.clusterArn && c.clusterName && filter.keeps(c.clusterName)) clusters.push({ arn: c.clusterArn, name: c.clusterName })
  }
  return clusters
}

async function listAll<P>(page: (token: string | undefined) => Promise<P & { nextToken?: string }>, items: (p: P) => string[] | undefined): Promise<string[]> {
  const all: string[] = []
  let token: string | undefined
  for (let n = 0; n < MAX_PAGES; n++) {
    const result = await page(token)
    all.push(...(items(result) ?? []))
    token = result.nextToken || undefined
    if (token === undefined) return all
  }
  throw new RuntimeError('server', `AWS ECS gave more than ${MAX_PAGES} pages of one list; stopped`)
}

export function taskArtifact(task: Task, clusterName: string, service: string | undefined, names: NameFilter, log: Log): TaskArtifact | undefined {
  if (task.lastStatus !== 'RUNNING' || !task.taskArn) return undefined
  const digests: Record<string, string> = {}
  for (const container of task.containers ?? []) {
    // Some containers (GuardDuty's agent) have no image name: the container's name stands in, as for the reference client.
    const image = container.image ?? container.name ?? ''
    if (!names.keeps(image)) continue
    digests[image] = container.imageDigest ? container.imageDigest.replace(/^sha256:/, '') : image.includes('@sha256:') ? image.split('@sha256:')[1] : ''
  }
  if (names.active && Object.keys(digests).length === 0) return undefined
  const started = task.startedAt ?? task.createdAt
  if (!started) {
    log.warning(`task ${task.taskArn} is RUNNING but has no start time; left out`)
    return undefined
  }
  const owner = service ?? (task.group?.startsWith('service:') ? task.group.slice('service:'.length) : undefined)
  return {
    taskArn: task.taskArn,
    cluster_name: clusterName,
    ...(owner !== undefined && { service_name: owner }),
    digests,
    creationTimestamp: Math.floor(started.getTime() / 1000)
  }
}
