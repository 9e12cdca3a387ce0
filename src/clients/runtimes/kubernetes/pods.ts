import type { Log } from '../../../util/log.js'
import { RuntimeError } from '../errors.js'
import type { NameFilter } from '../names.js'
import type { PodArtifact } from '../../service/catalogue/environments.js'
import type { KubernetesApi } from './api.js'

export { KubernetesApi } from './api.js'

/**
 * Pods in the first page: most clusters in one request, as the reference client's one unpaged
 * list, yet a bounded answer (a pod is a few kB of JSON).
 */
export const FIRST_PAGE_SIZE = 2000
/** Pods per later page, each asked for while the one before is read. */
export const PAGE_SIZE = 1000
/** Pages of one list at most: 1,000,000 pods, far past any cluster this report could send. */
const MAX_PAGES = 1000
/** An image ID ends with its digest's 64 hex digits (`…@sha256:<hex>`, or a bare `sha256:<hex>`). */
const HEX64 = /^[a-f0-9]{64}$/

export interface PodSelection {
  /** Which namespaces; none set means every namespace, read in one list. */
  namespaces: NameFilter
  names: NameFilter
}

/** A list as the API's JSON has it: its page's items, and where the next page starts. */
interface List<T> {
  metadata?: { continue?: string }
  items?: T[]
}

/**
 * The pods of the chosen namespaces, as the reference client reports them: each running or
 * failed pod is one artifact, its containers' images → image digests, with the pod's creation
 * time and owners. Lists are read a page at a time and only the artifacts kept, so memory
 * follows what is reported, not the cluster's size. A pod with a container that has no
 * image ID (not pulled yet) is reported without that container, with a warning, as the
 * reference client reports it.
 */
export async function readPods(api: KubernetesApi, selection: PodSelection, log: Log): Promise<{ artifacts: PodArtifact[]; namespaces?: string[] }> {
  const artifacts: PodArtifact[] = []
  const keep = (pods: RawPod[]) => {
    for (const pod of pods) {
      const artifact = podArtifact(pod, selection.names, log)
      if (artifact) artifacts.push(artifact)
    }
  }
  if (!selection.namespaces.active) {
    await paged(api, 'pods in every namespace', '/api/v1/pods', FIRST_PAGE_SIZE, keep)
    return { artifacts }
  }
  const namespaces = await chosenNamespaces(api, selection)
  for (const namespace of namespaces)
    await paged(api, `pods in namespace ${namespace}`, `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`, FIRST_PAGE_SIZE, keep)
  return { artifacts, namespaces }
}

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

async function chosenNamespaces(api: KubernetesApi, selection: PodSelection): Promise<string[]> {
  const filter = selection.namespaces
  // Plain names need no list of namespaces, so a namespace-scoped account can report them.
  const named = filter.onlyPlainIncludes
  if (named !== undefined) return [...new Set(named)].filter((n) => filter.keeps(n))
  const all: string[] = []
  await paged<{ metadata?: { name?: string } }>(api, 'namespaces', '/api/v1/namespaces', PAGE_SIZE, (items) => {
    for (const ns of items) if (ns.metadata?.name) all.push(ns.metadata.name)
  })
  return all.filter((n) => filter.keeps(n))
}

/** One page asked for: where the next starts, as soon as its head says (else when it has all come), and the page. */
interface Pending<T> {
  next: Promise<string | undefined>
  list: Promise<List<T>>
}

/**
 * Every page of a list: the first of `first` items, then pages of PAGE_SIZE. The next page is
 * asked for as soon as this one's head (its metadata, which the API writes before the items)
 * names it, so it is on its way while this one still comes and is read, and no sooner: two
 * pages in memory at most.
 */
async function paged<T>(api: KubernetesApi, what: string, path: string, first: number, each: (items: T[]) => void): Promise<void> {
  const request = (page: string | undefined): Pending<T> => {
    let early!: (token: string | undefined) => void
    const next = new Promise<string | undefined>((resolve) => (early = resolve))
    const query = page === undefined ? `limit=${first}` : `continue=${encodeURIComponent(page)}&limit=${PAGE_SIZE}`
    const list = api.get(`${path}?${query}`, (head) => early(continuation(head))) as Promise<List<T>>
    list.then(
      (l) => early(continuation(l)),
      () => early(undefined)
    )
    // Awaited later, or never when the list before failed: its failure is said by whoever awaits it.
    list.catch(() => {})
    return { next, list }
  }
  let current = request(undefined)
  for (let n = 0; n < MAX_PAGES; n++) {
    const early = await current.next
    let following = early === undefined ? undefined : request(early)
    const result = await current.list
    const page = continuation(result)
    // The head said one thing and the whole page another: the page's word wins.
    if (page !== early) following = page === undefined ? undefined : request(page)
    // The next request goes out (its credentials are a promise away) before this page is read.
    await new Promise((resolve) => setImmediate(resolve))
    each(Array.isArray(result?.items) ? result.items : [])
    if (following === undefined) return
    current = following
  }
  throw new RuntimeError('server', `the Kubernetes API gave more than ${MAX_PAGES} pages of ${what}; stopped`)
}

function continuation(list: unknown): string | undefined {
  const token = (list as List<unknown> | null)?.metadata?.continue
  return typeof token === 'string' && token !== '' ? token : undefined
}

export function podArtifact(pod: RawPod, names: NameFilter, log: Log): PodArtifact | undefined {
  const phase = pod.status?.phase
  if (phase !== 'Running' && phase !== 'Failed') return undefined
  const name = pod.metadata?.name ?? ''
  const namespace = pod.metadata?.namespace ?? ''
  const digests: Record<string, string> = {}
  for (const cs of pod.status?.containerStatuses ?? []) {
    const id = cs.imageID ?? ''
    const digest = id.length >= 64 && HEX64.test(id.slice(-64)) ? id.slice(-64) : undefined
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
    owners: owners && owners.length > 0 ? owners.map(owner) : null
  }
}

/** An owner reference as the reference client sends it: the fields the pod has, in its order. */
function owner(o: NonNullable<NonNullable<RawPod['metadata']>['ownerReferences']>[number]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (o.apiVersion !== undefined) out.apiVersion = o.apiVersion
  if (o.kind !== undefined) out.kind = o.kind
  if (o.name !== undefined) out.name = o.name
  if (o.uid !== undefined) out.uid = o.uid
  if (o.controller !== undefined) out.controller = o.controller
  if (o.blockOwnerDeletion !== undefined) out.blockOwnerDeletion = o.blockOwnerDeletion
  return out
}
