import type { NameList } from '../clients/runtimes/names.js'
import { reportECS, type TaskArtifact } from '../clients/service/catalogue/environments.js'
import { AWS_INPUTS } from '../action/input-groups.js'
import type { InputSpecs } from '../action/declare.js'
import { readNameFilter, runtimeReportOperation, warnUnmatched, type Collected } from './readers/runtime-report.js'

/** The inputs that give each list of a filter, as the reference client's flags: `--clusters`, `--clusters-regex`, `--exclude`, `--exclude-regex`. */
const CLUSTER_INPUTS: Record<NameList, string> = {
  include: 'ecs-clusters',
  includeRegex: 'ecs-clusters-regex',
  exclude: 'exclude-ecs-clusters',
  excludeRegex: 'exclude-ecs-clusters-regex'
}
/** As the reference client's `--services`, `--services-regex`, `--exclude-services`, `--exclude-services-regex`. */
const SERVICE_INPUTS: Record<NameList, string> = {
  include: 'ecs-services',
  includeRegex: 'ecs-services-regex',
  exclude: 'exclude-ecs-services',
  excludeRegex: 'exclude-ecs-services-regex'
}

const regex = (what: string, flag: string) => ({
  kind: 'list' as const,
  description: `${what}: regular expressions (RE2) searched anywhere in the name, as the reference client's ${flag}, so anchor them (\`^prod-\`)`
})

const INPUTS = {
  'ecs-clusters': {
    kind: 'list',
    description: "Cluster names or ARNs (the reference client's --clusters); with no cluster input, every cluster of the account and region"
  },
  'ecs-clusters-regex': regex('Clusters to report', '--clusters-regex'),
  'exclude-ecs-clusters': { kind: 'list', description: "Clusters left out, by name (the reference client's --exclude)" },
  'exclude-ecs-clusters-regex': regex('Clusters left out', '--exclude-regex'),
  'ecs-services': {
    kind: 'list',
    description:
      "Service names: only their tasks are reported (the reference client's --services); with no service to include, every running task, those no service owns included"
  },
  'ecs-services-regex': regex('Services whose tasks are reported', '--services-regex'),
  'exclude-ecs-services': { kind: 'list', description: "Services whose tasks are left out, by name (the reference client's --exclude-services)" },
  'exclude-ecs-services-regex': regex('Services whose tasks are left out', '--exclude-services-regex'),
  ...AWS_INPUTS
} as const satisfies InputSpecs

type Lister = (name: string) => string[]

/** A cluster's ARN stands for its name: ECS describes either, and names are what patterns see. */
const clusterNames = (names: string[]) => names.map((n) => (n.startsWith('arn:') ? (n.split('/').pop() ?? n) : n))

/** Reports the running tasks of ECS clusters, as `kosli snapshot ecs` does, and the tasks no service owns. */
export default runtimeReportOperation({
  name: 'report-ecs-env',
  title: 'ECS report',
  description:
    "Report the running tasks of Amazon ECS clusters: each task's container images and digests, as the reference client does, standalone tasks included",
  inputs: INPUTS,
  named: 'image',
  endpoint: reportECS,
  type: 'ECS',
  arguments: { clusters: 'ecs-clusters', services: 'ecs-services', region: 'aws-region' },
  read: async (inputs) => {
    const list: Lister = (name) => inputs.list(name as Exclude<keyof typeof INPUTS, 'aws-region'>)
    return {
      clusters: await readNameFilter(CLUSTER_INPUTS, list, 'exact', clusterNames),
      services: await readNameFilter(SERVICE_INPUTS, list),
      region: inputs.string('aws-region')
    }
  },
  async collect(settings, { common, log }): Promise<Collected<TaskArtifact>> {
    const { runningTasks } = await import('../clients/runtimes/aws/ecs.js')
    const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries }
    const { artifacts, clusters } = await runningTasks(aws, { clusters: settings.clusters, services: settings.services, names: settings.names }, log)
    warnUnmatched(settings.clusters, CLUSTER_INPUTS, 'cluster', log)
    warnUnmatched(settings.services, SERVICE_INPUTS, 'service', log)
    return {
      artifacts,
      where: (task) => `${task.cluster_name ?? ''}${task.service_name ? `/${task.service_name}` : ' (no service)'}`,
      facts: [['Clusters', clusters.join(', ') || 'none']]
    }
  }
})
