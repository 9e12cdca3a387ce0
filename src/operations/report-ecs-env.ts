import { reportECS, type TaskArtifact } from '../clients/service/catalogue/environments.js'
import { AWS_INPUTS } from '../action/input-groups.js'
import { runtimeReportOperation, type Collected } from './readers/runtime-report.js'

/** Reports the running tasks of ECS clusters, as `kosli snapshot ecs` does, and the tasks no service owns. */
export default runtimeReportOperation({
  name: 'report-ecs-env',
  title: 'ECS report',
  description:
    "Report the running tasks of Amazon ECS clusters: each task's container images and digests, as the reference client does, standalone tasks included",
  inputs: {
    'ecs-clusters': { kind: 'list', description: 'Cluster names or ARNs (default: every cluster of the account and region)' },
    'ecs-services': {
      kind: 'list',
      description: 'Service names: only their tasks are reported (default: every running task, those no service owns included)'
    },
    ...AWS_INPUTS
  },
  endpoint: reportECS,
  type: 'ECS',
  arguments: { clusters: 'ecs-clusters', services: 'ecs-services', region: 'aws-region' },
  read: (inputs) => ({ clusters: inputs.list('ecs-clusters'), services: inputs.list('ecs-services'), region: inputs.string('aws-region') }),
  async collect(settings, { common, log }): Promise<Collected<TaskArtifact>> {
    const { runningTasks } = await import('../clients/runtimes/aws/ecs.js')
    const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries }
    const { artifacts, clusters } = await runningTasks(aws, { clusters: settings.clusters, services: settings.services, names: settings.names }, log)
    return {
      artifacts,
      where: (task) => `${task.cluster_name ?? ''}${task.service_name ? `/${task.service_name}` : ' (no service)'}`,
      facts: [['Clusters', clusters.join(', ') || 'none']]
    }
  }
})
