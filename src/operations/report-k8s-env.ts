import { invalidInput } from '../action/errors.js'
import { locateKubeconfig, readKubeconfig, type KubeconfigDocument } from '../clients/runtimes/kubernetes/kubeconfig.js'
import { checkNamespacePatterns } from '../clients/runtimes/kubernetes/pods.js'
import { RuntimeError } from '../clients/runtimes/errors.js'
import { reportK8S, type PodArtifact } from '../clients/service/catalogue/environments.js'
import { runtimeReportOperation, type Collected } from './readers/runtime-report.js'

interface Settings {
  document: KubeconfigDocument
  context: string
  server: string
  namespaces: string[]
  excludeNamespaces: string[]
}

const ARGUMENTS = {
  kubeconfig: 'kubeconfig',
  'in-cluster': 'kubeconfig',
  context: 'kube-context',
  namespaces: 'namespaces',
  'exclude-namespaces': 'exclude-namespaces'
} as const

/** Reports the pods of a Kubernetes cluster, as `kosli snapshot k8s` does. */
export default runtimeReportOperation({
  name: 'report-k8s-env',
  title: 'Kubernetes report',
  description: "Report the pods running in a Kubernetes cluster: each pod's container images and digests, as the reference client does",
  inputs: {
    kubeconfig: {
      kind: 'path',
      description:
        "The kubeconfig file (default: KUBECONFIG, else ~/.kube/config, else the pod's own service account); tokens, client certificates and exec plugins all work"
    },
    'kube-context': { kind: 'string', description: "The kubeconfig's context to use (default: its current-context)" },
    namespaces: {
      kind: 'list',
      description:
        'Namespaces to report, as regular expressions matching whole names (`prod` is that namespace only, `team-.*` every one starting with `team-`); default: every namespace'
    },
    'exclude-namespaces': { kind: 'list', description: 'Namespaces left out, as regular expressions matching whole names (e.g. `kube-.*`)' }
  },
  endpoint: reportK8S,
  type: 'K8S',
  arguments: ARGUMENTS,
  read(inputs): Settings {
    const namespaces = inputs.list('namespaces')
    const excludeNamespaces = inputs.list('exclude-namespaces')
    try {
      checkNamespacePatterns(namespaces, excludeNamespaces)
      const source = locateKubeconfig(inputs.path('kubeconfig'), process.env)
      const { document, context, server } = readKubeconfig(source, inputs.string('kube-context'), process.env)
      return { document, context, server, namespaces, excludeNamespaces }
    } catch (err) {
      if (err instanceof RuntimeError && err.argument !== undefined)
        throw invalidInput(ARGUMENTS[err.argument as keyof typeof ARGUMENTS] ?? 'kubeconfig', err.message, err.expected)
      throw err
    }
  },
  async collect(settings, { common, log }): Promise<Collected<PodArtifact>> {
    const { connect, readPods } = await import('../clients/runtimes/kubernetes/pods.js')
    const timeoutMs = common.timeoutSeconds * 1000
    log.info(`Reading the pods of ${settings.server} (context ${settings.context})`)
    const api = await connect({ document: settings.document, timeoutMs })
    const { artifacts, namespaces } = await readPods(
      api,
      { namespaces: settings.namespaces, excludeNamespaces: settings.excludeNamespaces, names: settings.names },
      timeoutMs,
      log
    )
    return {
      artifacts,
      where: (pod) => `${pod.namespace}/${pod.podName}`,
      facts: [
        ['Cluster', settings.server],
        ['Namespaces', namespaces === undefined ? 'all' : namespaces.join(', ') || 'none matched']
      ]
    }
  }
})
