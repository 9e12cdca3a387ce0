import { reportDocker } from '../clients/service/catalogue/environments.js'
import { runtimeReportOperation } from './readers/runtime-report.js'

/** Reports the running containers of a Docker host, as `kosli snapshot docker` does. */
export default runtimeReportOperation({
  name: 'report-docker-env',
  title: 'Docker report',
  description: "Report the running containers of a Docker host: each container's image and repo digest, as the reference client does",
  inputs: {
    'docker-host': {
      kind: 'string',
      description:
        'The Docker daemon: unix:///path/docker.sock, tcp://host:port (TLS by DOCKER_TLS_VERIFY and DOCKER_CERT_PATH) (default: DOCKER_HOST, else the local socket)'
    }
  },
  named: 'image',
  endpoint: reportDocker,
  type: 'docker',
  arguments: { host: 'docker-host' },
  read: (inputs) => ({ host: inputs.string('docker-host') }),
  async collect(settings, { common, log }) {
    const { DockerRuntime } = await import('../clients/docker/runtime-engine.js')
    const { runningContainers } = await import('../clients/docker/containers.js')
    const engine = new DockerRuntime({ host: settings.host, env: process.env, timeoutMs: common.timeoutSeconds * 1000 })
    log.info(`Reading the running containers of the Docker daemon at ${engine.endpoint.display}`)
    return { artifacts: await runningContainers(engine, settings.names, log), facts: [['Docker host', engine.endpoint.display]] }
  }
})
