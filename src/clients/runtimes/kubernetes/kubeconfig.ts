import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// The YAML reader the official Kubernetes client reads kubeconfigs with: a fraction of the code
// of the `yaml` package the rest of the action uses for documents it must point into, and a
// first (cold) read of a kubeconfig in about 3 ms where that one takes 9, which is all a report
// does. Aliases stay references to one value, never copies.
import { load } from 'js-yaml'
import { FileError, readBoundedFile } from '../../../util/files.js'
import { badArgument, RuntimeError } from '../errors.js'

/** A kubeconfig is a few kilobytes; certificates and tokens a few more. */
const MAX_KUBECONFIG_BYTES = 1 << 20
export const MAX_CREDENTIAL_BYTES = 256 << 10
const SERVICE_ACCOUNT = '/var/run/secrets/kubernetes.io/serviceaccount'

export const KUBECONFIG_EXPECTED = 'a kubeconfig file (YAML with `clusters`, `users`, `contexts` and a `current-context`), as `kubectl` reads it'

type Entry = Record<string, unknown> & { name?: unknown }
/** A kubeconfig as YAML gives it, every referenced file already read in. */
export interface KubeconfigDocument {
  clusters: Entry[]
  users: Entry[]
  contexts: Entry[]
  'current-context'?: string
}

/** Where the cluster comes from, in kubectl's order: the input, KUBECONFIG, ~/.kube/config, else the pod's own account. */
export type KubeconfigSource = { files: string[]; from: 'kubeconfig' | 'KUBECONFIG' | '~/.kube/config' } | { inCluster: true }

export function locateKubeconfig(given: string | undefined, env: NodeJS.ProcessEnv): KubeconfigSource {
  if (given !== undefined) return { files: [given], from: 'kubeconfig' }
  const listed = (env.KUBECONFIG ?? '').split(path.delimiter).filter((p) => p.trim() !== '')
  if (listed.length > 0) return { files: listed, from: 'KUBECONFIG' }
  const home = path.join(env.HOME || os.homedir(), '.kube', 'config')
  if (existsSync(home)) return { files: [home], from: '~/.kube/config' }
  return { inCluster: true }
}

/**
 * The kubeconfig as one document, checked before any request: it parses, names the context
 * (`context`, else its `current-context`), and that context names a cluster with a server.
 * Files it refers to (certificates, keys, token files) are read now, bounded, and put in as
 * data, so nothing unbounded is read later. Several files merge as kubectl merges them: the
 * first to name a cluster, user or context wins.
 */
export function readKubeconfig(
  source: KubeconfigSource,
  context: string | undefined,
  env: NodeJS.ProcessEnv
): { document: KubeconfigDocument; context: string; server: string; where: string } {
  const document =
    'inCluster' in source
      ? inClusterDocument(env)
      : merged(source.files.map((file) => readOne(file, source.from === 'KUBECONFIG' && source.files.length > 1)).filter((d) => d !== undefined))
  const where = 'inCluster' in source ? "the pod's service account" : source.files.join(path.delimiter)
  const argument = 'inCluster' in source ? 'in-cluster' : 'kubeconfig'
  if (document.clusters.length === 0) throw badArgument(argument, `${where} names no cluster`, KUBECONFIG_EXPECTED)
  const name = context ?? document['current-context']
  const contexts = document.contexts.map((c) => String(c.name))
  if (name === undefined || name === '')
    throw badArgument(
      context === undefined ? argument : 'context',
      `${where} sets no current-context`,
      `a context to use: one of ${contexts.join(', ') || '(none: the file has no contexts)'}`
    )
  const chosen = document.contexts.find((c) => c.name === name)
  if (!chosen)
    throw badArgument(
      context === undefined ? argument : 'context',
      `${where} has no context \`${name}\``,
      `one of ${contexts.join(', ') || '(none: the file has no contexts)'}`
    )
  const clusterName = (chosen.context as { cluster?: unknown } | undefined)?.cluster
  const cluster = document.clusters.find((c) => c.name === clusterName)
  if (!cluster) throw badArgument(argument, `context \`${name}\` names cluster \`${String(clusterName)}\`, which ${where} does not have`, KUBECONFIG_EXPECTED)
  const server = (cluster.cluster as { server?: unknown } | undefined)?.server
  if (typeof server !== 'string' || !/^https?:\/\//.test(server))
    throw badArgument(argument, `cluster \`${String(clusterName)}\` has no server URL`, 'a cluster with `server: https://…`')
  return { document: { ...document, 'current-context': name }, context: name, server, where }
}

function readOne(file: string, optional: boolean): KubeconfigDocument | undefined {
  // KUBECONFIG may list files that do not exist yet, as kubectl allows; one named on its own must exist.
  if (optional && !existsSync(file)) return undefined
  let text: string
  try {
    text = readBoundedFile(file, MAX_KUBECONFIG_BYTES).toString('utf8')
  } catch (err) {
    if (err instanceof FileError) throw badArgument('kubeconfig', err.message, KUBECONFIG_EXPECTED)
    throw err
  }
  let raw: unknown
  try {
    raw = load(text)
  } catch (err) {
    throw badArgument('kubeconfig', `${file} does not parse as YAML: ${(err as Error).message.split('\n')[0]}`, KUBECONFIG_EXPECTED)
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badArgument('kubeconfig', `${file} is not a kubeconfig (not a YAML mapping)`, KUBECONFIG_EXPECTED)
  const doc = raw as Record<string, unknown>
  const list = (key: string): Entry[] => {
    const value = doc[key] ?? []
    if (!Array.isArray(value)) throw badArgument('kubeconfig', `${file}: \`${key}\` is not a list`, KUBECONFIG_EXPECTED)
    return value.map((entry, i) => {
      if (!entry || typeof entry !== 'object' || typeof (entry as Entry).name !== 'string')
        throw badArgument('kubeconfig', `${file}: ${key}[${i}] has no name`, KUBECONFIG_EXPECTED)
      return entry as Entry
    })
  }
  const base = path.dirname(path.resolve(file))
  return {
    clusters: list('clusters').map((c) => ({ ...c, cluster: inline(c.cluster, base, file, { 'certificate-authority': 'certificate-authority-data' }) })),
    users: list('users').map((u) => ({
      ...u,
      user: inline(u.user, base, file, { 'client-certificate': 'client-certificate-data', 'client-key': 'client-key-data', 'token-file': 'token' })
    })),
    contexts: list('contexts'),
    'current-context': typeof doc['current-context'] === 'string' ? doc['current-context'] : undefined
  }
}

/** Each file field becomes its data field (base64, or the text for a token), read now; relative paths are the kubeconfig's. */
function inline(section: unknown, base: string, file: string, fields: Record<string, string>): unknown {
  if (!section || typeof section !== 'object') return section
  const out = { ...(section as Record<string, unknown>) }
  for (const [from, to] of Object.entries(fields)) {
    const given = out[from]
    if (typeof given !== 'string' || given === '') continue
    const target = path.resolve(base, given)
    let bytes: Buffer
    try {
      bytes = readBoundedFile(target, MAX_CREDENTIAL_BYTES)
    } catch (err) {
      if (err instanceof FileError) throw badArgument('kubeconfig', `${file}: \`${from}\`: ${err.message}`, KUBECONFIG_EXPECTED)
      throw err
    }
    delete out[from]
    out[to] = to === 'token' ? bytes.toString('utf8').trim() : bytes.toString('base64')
  }
  return out
}

function merged(documents: KubeconfigDocument[]): KubeconfigDocument {
  const firstByName = (lists: Entry[][]) => {
    const seen = new Set<unknown>()
    return lists.flat().filter((e) => (seen.has(e.name) ? false : (seen.add(e.name), true)))
  }
  return {
    clusters: firstByName(documents.map((d) => d.clusters)),
    users: firstByName(documents.map((d) => d.users)),
    contexts: firstByName(documents.map((d) => d.contexts)),
    'current-context': documents.find((d) => d['current-context'])?.['current-context']
  }
}

/** The pod's own account, as client-go's in-cluster config reads it. */
function inClusterDocument(env: NodeJS.ProcessEnv): KubeconfigDocument {
  const host = env.KUBERNETES_SERVICE_HOST
  const port = env.KUBERNETES_SERVICE_PORT
  if (!host || !port || !existsSync(path.join(SERVICE_ACCOUNT, 'token')))
    throw badArgument(
      'in-cluster',
      'no kubeconfig found (no `kubeconfig` input, no KUBECONFIG, no ~/.kube/config) and this is not a pod with a service account',
      'the path of a kubeconfig in `kubeconfig`, or KUBECONFIG set by an earlier step (e.g. `aws eks update-kubeconfig`, `azure/aks-set-context`, `google-github-actions/get-gke-credentials`)'
    )
  const read = (name: string) => {
    try {
      return readBoundedFile(path.join(SERVICE_ACCOUNT, name), MAX_CREDENTIAL_BYTES)
    } catch (err) {
      throw new RuntimeError('auth', `cannot read the pod's service account: ${(err as Error).message}`)
    }
  }
  const server = `https://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    clusters: [{ name: 'in-cluster', cluster: { server, 'certificate-authority-data': read('ca.crt').toString('base64') } }],
    users: [{ name: 'in-cluster', user: { token: read('token').toString('utf8').trim() } }],
    contexts: [{ name: 'in-cluster', context: { cluster: 'in-cluster', user: 'in-cluster' } }],
    'current-context': 'in-cluster'
  }
}
