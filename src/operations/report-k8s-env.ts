import { invalidInput } from '../action/errors.js'
import { locateKubeconfig, readKubeconfig, type KubeconfigDocument } from '../clients/runtimes/kubernetes/kubeconfig.js'
import type { NameFilter, NameList } from '../clients/runtimes/names.js'
import { RuntimeError } from '../clients/runtimes/errors.js'
import { reportK8S, type PodArtifact } from '../clients/service/catalogue/environments.js'
import { readNameFilter, runtimeReportOperation, warnUnmatched, type Collected } from './readers/runtime-report.js'

interface Settings {
  document: KubeconfigDocument
  context: string
  server: string
  namespaces: NameFilter
}

/** The input that gives each list of the namespace filter, as the reference client's flags of the same names. */
const NAMESPACE_INPUTS: Record<NameList, string> = {
  include: 'namespaces',
  includeRegex: 'namespaces-regex',
  exclude: 'exclude-namespaces',
  excludeRegex: 'exclude-namespaces-regex'
}

const ARGUMENTS = {
  kubeconfig: 'kubeconfig',
  'in-cluster': 'kubeconfig',
  context: 'kube-context',
  namespaces: 'namespaces'
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
        "Namespaces to report, by name (the reference client's --namespaces); with no namespace input, every namespace. Plain names need no right to list namespaces"
    },
    'namespaces-regex': {
      kind: 'list',
      description:
        "Namespaces to report: regular expressions (RE2) searched anywhere in a namespace's name, as the reference client's --namespaces-regex, so anchor them (`^team-`)"
    },
    'exclude-namespaces': { kind: 'list', description: "Namespaces left out, by name (the reference client's --exclude-namespaces)" },
    'exclude-namespaces-regex': {
      kind: 'list',
      description:
        "Namespaces left out: regular expressions (RE2) searched anywhere in a namespace's name, as the reference client's --exclude-namespaces-regex (e.g. `^kube-`)"
    }
  },
  named: 'image',
  endpoint: reportK8S,
  type: 'K8S',
  arguments: ARGUMENTS,
  async read(inputs): Promise<Settings> {
    const namespaces = await readNameFilter(NAMESPACE_INPUTS, (name) => inputs.list(name as 'namespaces'))
    try {
      const source = locateKubeconfig(inputs.path('kubeconfig'), process.env)
      const { document, context, server } = readKubeconfig(source, inputs.string('kube-context'), process.env)
      return { document, context, server, namespaces }
    } catch (err) {
      if (err instanceof RuntimeError && err.argument !== undefined)
        throw invalidInput(ARGUMENTS[err.argument as keyof typeof ARGUMENTS] ?? 'kubeconfig', err.message, err.expected)
      throw err
    }
  },
  async collect(settings, { common, log }): Promise<Collected<PodArtifact>> {
    const { KubernetesApi, readPods } = await import('../clients/runtimes/kubernetes/pods.js')
    log.info(`Reading the pods of ${settings.server} (context ${settings.context})`)
    const api = await KubernetesApi.connect({ document: settings.document, timeoutMs: common.timeoutSeconds * 1000 })
    let read: Awaited<ReturnType<typeof readPods>>
    try {
      read = await readPods(api, { namespaces: settings.namespaces, names: settings.names }, log)
    } finally {
      api.close()
    }
    const { artifacts, namespaces } = read
    if (namespaces !== undefined) warnUnmatched(settings.namespaces, NAMESPACE_INPUTS, 'namespace', log)
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
