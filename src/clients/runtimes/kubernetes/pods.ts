import { spawn, type SpawnOptions } from 'node:child_process'
import type { CoreV1Api } from '@kubernetes/client-node'
import type { Log } from '../../../util/log.js'
import { RuntimeError, badArgument } from '../errors.js'
import type { NameFilter } from '../names.js'
import type { PodArtifact } from '../../service/catalogue/environments.js'
import type { KubeconfigDocument } from './kubeconfig.js'

/**
 * Pods in the first page: most clusters in one request, as the reference client's one unpaged
 * list, yet a bounded answer (a pod is a few kB of JSON).
 */
export const FIRST_PAGE_SIZE = 2000
/** Pods per later page, each asked for while the one before is read. */
export const PAGE_SIZE = 1000
/** Pages of one list at most: 1,000,000 pods, far past any cluster this report could send. */
const MAX_PAGES = 1000
const IMAGE_DIGEST = /[a-f0-9]{64}$/

export interface ClusterOptions {
  document: KubeconfigDocument
  /** The limit of one request, and of an exec credential plugin's run. */
  timeoutMs: number
}

export interface PodSelection {
  /** Which namespaces; none set means every namespace, read in one list. */
  namespaces: NameFilter
  names: NameFilter
}

/** The API client for the kubeconfig's cluster, with every authentication it can hold, each request bounded. */
export async function connect(options: ClusterOptions): Promise<CoreV1Api> {
  // The bundle maps `undici` to src/vendor/undici-on-demand.cjs; the client's own undici is the one it gets here.
  const undici = await import('undici8')
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('evidence-action.undici')] ??= undici
  const k8s = await import('@kubernetes/client-node')
  const kc = new k8s.KubeConfig()
  try {
    kc.loadFromString(JSON.stringify(options.document))
  } catch (err) {
    throw badArgument('kubeconfig', `the kubeconfig cannot be used: ${(err as Error).message}`)
  }
  // An exec credential plugin (`aws eks get-token`, `gke-gcloud-auth-plugin`) that hangs must not hang the step.
  for (const auth of (kc as unknown as { authenticators: { execFn?: unknown }[] }).authenticators) {
    if ('execFn' in auth)
      auth.execFn = (command: string, args: string[], opts: SpawnOptions) =>
        spawn(command, args ?? [], { ...opts, timeout: options.timeoutMs, killSignal: 'SIGKILL' })
  }
  return kc.makeApiClient(k8s.CoreV1Api)
}

/**
 * The pods of the chosen namespaces, as the reference client reports them: each running or
 * failed pod is one artifact, its containers' images → image digests, with the pod's creation
 * time and owners. Lists are read a page at a time and only the artifacts kept, so memory
 * follows what is reported, not the cluster's size. A pod with a container that has no
 * image ID (not pulled yet) is reported without that container, with a warning, as the
 * reference client reports it.
 */
export async function readPods(
  api: CoreV1Api,
  selection: PodSelection,
  timeoutMs: number,
  log: Log,
  onPage?: (pods: number) => void
): Promise<{ artifacts: PodArtifact[]; namespaces?: string[] }> {
  const { of, from } = await import('@kubernetes/client-node/dist/gen/rxjsStub.js')
  const { ResponseContext } = await import('@kubernetes/client-node/dist/gen/http/http.js')
  const bounded = {
    // Each request, its answer's body included, within the time allowed.
    pre: (context: Parameters<Middleware['pre']>[0]) => {
      context.setSignal(AbortSignal.timeout(timeoutMs))
      return of(context)
    }
  }
  const options: Options = { middleware: [{ ...bounded, post: (response) => of(response) }], middlewareMergeStrategy: 'append' }
  // A page of pods is read here, from its JSON, to only what the report takes: the client's model of
  // every field of every pod (dates, nested objects) costs more than the request. The client then
  // sees the page's list without its items, and still says what went wrong on any other answer.
  const pages = new Map<string, RawPod[]>()
  const podOptions: Options = {
    middleware: [
      {
        ...bounded,
        post: (response) => {
          if (response.httpStatusCode !== 200) return of(response)
          return from(
            (async () => {
              const list = JSON.parse(await response.body.text()) as { metadata?: { continue?: string }; items?: RawPod[] }
              const token = list.metadata?.continue ?? ''
              pages.set(token, list.items ?? [])
              const rest = JSON.stringify({ apiVersion: 'v1', kind: 'PodList', metadata: { continue: token || undefined }, items: [] })
              return new ResponseContext(response.httpStatusCode, response.headers, {
                text: () => Promise.resolve(rest),
                binary: () => Promise.resolve(Buffer.from(rest)),
                stream: () => null
              })
            })()
          )
        }
      }
    ],
    middlewareMergeStrategy: 'append'
  }
  const artifacts: PodArtifact[] = []
  const keep = (list: { metadata?: { _continue?: string } }) => {
    const token = list.metadata?._continue ?? ''
    const pods = pages.get(token) ?? []
    pages.delete(token)
    onPage?.(pods.length)
    for (const pod of pods) {
      const artifact = podArtifact(pod, selection.names, log)
      if (artifact) artifacts.push(artifact)
    }
  }
  const limit = (page: string | undefined) => (page === undefined ? FIRST_PAGE_SIZE : PAGE_SIZE)
  if (!selection.namespaces.active) {
    await paged('pods in every namespace', (page) => call(() => api.listPodForAllNamespaces({ limit: limit(page), _continue: page }, podOptions)), keep)
    return { artifacts }
  }
  const namespaces = await chosenNamespaces(api, selection, options)
  for (const namespace of namespaces)
    await paged(
      `pods in namespace ${namespace}`,
      (page) => call(() => api.listNamespacedPod({ namespace, limit: limit(page), _continue: page }, podOptions)),
      keep
    )
  return { artifacts, namespaces }
}

type Middleware = NonNullable<NonNullable<Options>['middleware']>[number]

/** A pod as the API's JSON has it, the fields the report takes. */
export interface RawPod {
  metadata?: {
    name?: string
    namespace?: string
    creationTimestamp?: string
    ownerReferences?: { apiVersion?: string; kind?: string; name?: string; uid?: string; controller?: boolean; blockOwnerDeletion?: boolean }[]
  }
  status?: { phase?: string; containerStatuses?: { name: string; image: string; imageID?: string }[] }
}

type Options = Parameters<CoreV1Api['listNamespace']>[1]

async function chosenNamespaces(api: CoreV1Api, selection: PodSelection, options: Options): Promise<string[]> {
  const filter = selection.namespaces
  // Plain names need no list of namespaces, so a namespace-scoped account can report them.
  const named = filter.onlyPlainIncludes
  if (named !== undefined) return [...new Set(named)].filter((n) => filter.keeps(n))
  const all: string[] = []
  await paged(
    'namespaces',
    (page) => call(() => api.listNamespace({ limit: PAGE_SIZE, _continue: page }, options)),
    (list) => {
      for (const ns of list.items ?? []) if (ns.metadata?.name) all.push(ns.metadata.name)
    }
  )
  return all.filter((n) => filter.keeps(n))
}

async function paged<T, L extends { items?: T[]; metadata?: { _continue?: string } }>(
  what: string,
  list: (page: string | undefined) => Promise<L>,
  each: (list: L) => void
): Promise<void> {
  let next = list(undefined)
  for (let n = 0; n < MAX_PAGES; n++) {
    const result = await next
    const page = result.metadata?._continue || undefined
    // The next page is on its way while this one is read: two pages in memory at most.
    if (page !== undefined) next = list(page)
    each(result)
    if (page === undefined) return
  }
  next.catch(() => {})
  throw new RuntimeError('server', `the Kubernetes API gave more than ${MAX_PAGES} pages of ${what}; stopped`)
}

export function podArtifact(pod: RawPod, names: NameFilter, log: Log): PodArtifact | undefined {
  const phase = pod.status?.phase
  if (phase !== 'Running' && phase !== 'Failed') return undefined
  const name = pod.metadata?.name ?? ''
  const namespace = pod.metadata?.namespace ?? ''
  const digests: Record<string, string> = {}
  for (const cs of pod.status?.containerStatuses ?? []) {
    const digest = IMAGE_DIGEST.exec(cs.imageID ?? '')?.[0]
    if (!digest) {
      // As the reference client: the pod is reported with the containers it can fingerprint, running or failed.
      log.warning(
        `pod ${name} in namespace ${namespace} (${phase}) is reported without its container ${cs.name}, which has no image digest (imageID \`${cs.imageID ?? ''}\`: not pulled yet?)`
      )
      continue
    }
    if (names.keeps(cs.image)) digests[cs.image] = digest
  }
  if (names.active && Object.keys(digests).length === 0) return undefined
  const owners = pod.metadata?.ownerReferences
  return {
    podName: name,
    namespace,
    digests,
    creationTimestamp: Math.floor((Date.parse(pod.metadata?.creationTimestamp ?? '') || 0) / 1000),
    // As the reference client sends them: `null` for a pod nothing owns.
    owners:
      owners && owners.length > 0
        ? owners.map((o) =>
            withoutUndefined({
              apiVersion: o.apiVersion,
              kind: o.kind,
              name: o.name,
              uid: o.uid,
              controller: o.controller,
              blockOwnerDeletion: o.blockOwnerDeletion
            })
          )
        : null
  }
}

function withoutUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))
}

/** A failed call as the user reads it: refused credentials, no answer, or the API's own word. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    throw describe(err)
  }
}

function describe(err: unknown): RuntimeError {
  const e = err as { code?: unknown; body?: unknown; name?: string; message?: string; cause?: { code?: string; message?: string; name?: string } }
  const names = [e.name, e.cause?.name]
  if (names.includes('TimeoutError') || names.includes('AbortError') || e.cause?.code === 'UND_ERR_CONNECT_TIMEOUT')
    return new RuntimeError('timeout', 'the Kubernetes API did not answer in time (`timeout-seconds`)', { cause: err })
  // An HTTP status only on the API's own exception: a DOMException's `code` is its own numbering.
  if (typeof e.code === 'number' && e.code >= 100 && e.code < 600 && 'body' in (err as object)) {
    const message = apiMessage(e.body)
    if (e.code === 401)
      return new RuntimeError('auth', `the Kubernetes API refused the credentials (HTTP 401)${message}; check the kubeconfig's user, or renew its token`, {
        cause: err
      })
    if (e.code === 403)
      return new RuntimeError(
        'forbidden',
        `the Kubernetes API forbids this account to list pods or namespaces (HTTP 403)${message}; grant it list on pods (and namespaces, for patterns)`,
        { cause: err }
      )
    return new RuntimeError(e.code >= 500 ? 'server' : e.code === 404 ? 'not_found' : 'invalid_input', `the Kubernetes API answered HTTP ${e.code}${message}`, {
      cause: err
    })
  }
  const code = e.cause?.code
  const why = code
    ? `${code}${e.cause?.message && !e.cause.message.includes(code) ? `: ${e.cause.message}` : ''}`
    : (e.cause?.message ?? e.message ?? String(err))
  // Not a transport failure: the credentials could not be had (an exec plugin that failed or timed out).
  if (!(err instanceof TypeError) && e.cause === undefined)
    return new RuntimeError('auth', `cannot get credentials for the Kubernetes API: ${why.slice(0, 500)}`, { cause: err })
  return new RuntimeError('network', `cannot reach the Kubernetes API: ${why.slice(0, 500)}`, { cause: err })
}

function apiMessage(body: unknown): string {
  let parsed = body
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body)
    } catch {
      return ''
    }
  }
  const message = (parsed as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : ''
}
