import type { ChildProcess, SpawnOptions, spawn as Spawn } from 'node:child_process'
import type https from 'node:https'
// Deep imports of the official client's authenticators, each its own small file: its package
// entry (and `config.js`) loads the generated API models, 18 MB of code a report never uses.
import { newClusters, newContexts, newUsers, type Cluster, type User } from '@kubernetes/client-node/dist/config_types.js'
import { FileError, readBoundedFile } from '../../../util/files.js'
import { badArgument, RuntimeError } from '../errors.js'
import { KUBECONFIG_EXPECTED, MAX_CREDENTIAL_BYTES, type KubeconfigDocument } from './kubeconfig.js'

/** What a credential plugin prints: an ExecCredential of a few kilobytes. */
const MAX_EXEC_OUTPUT_BYTES = 1 << 20

export type { Cluster, User }

/** What a request carries to say who sends it: headers, and a client certificate for TLS. */
export interface Authorization {
  headers: Record<string, string>
  cert?: string | Buffer
  key?: string | Buffer
}

/** The kubeconfig's chosen cluster and user, and how to authorize a request as that user. */
export interface Target {
  cluster: Cluster
  user: User | undefined
  /** Called before each request: a plugin's token is cached until it expires, as client-go does. */
  authorize(): Promise<Authorization>
}

/** One of the client's authenticators: it adds a token (or a certificate) to a request's options. */
interface Authenticator {
  applyAuthentication(user: User, opts: https.RequestOptions): Promise<void>
}

/**
 * The cluster and user of the kubeconfig's context, in the official client's shapes (its
 * `config_types`, which check every entry as its KubeConfig does), and the authenticator the
 * user's kind of credential needs, chosen in the client's order. Nothing is run or read yet.
 */
export function target(document: KubeconfigDocument, timeoutMs: number): Target {
  let clusters: Cluster[], users: User[], contexts: ReturnType<typeof newContexts>
  try {
    clusters = newClusters(document.clusters)
    users = newUsers(document.users)
    contexts = newContexts(document.contexts)
  } catch (err) {
    throw badArgument('kubeconfig', `the kubeconfig cannot be used: ${(err as Error).message}`, KUBECONFIG_EXPECTED)
  }
  const context = contexts.find((c) => c.name === document['current-context'])
  const cluster = clusters.find((c) => c.name === context?.cluster)
  // readKubeconfig checked both already; this only tells TypeScript.
  if (!context || !cluster)
    throw badArgument('kubeconfig', `the kubeconfig has no context \`${document['current-context']}\` with a cluster`, KUBECONFIG_EXPECTED)
  const user = users.find((u) => u.name === context.user)
  const kind = user && kindOf(user)
  let loaded: Promise<Authenticator> | undefined
  return {
    cluster,
    user,
    authorize: async () => {
      const auth: Authorization = { headers: {} }
      if (!user) return auth
      if (user.certData) auth.cert = Buffer.from(user.certData, 'base64')
      if (user.keyData) auth.key = Buffer.from(user.keyData, 'base64')
      if (kind) {
        const opts: https.RequestOptions & { headers: Record<string, string> } = { headers: {} }
        try {
          await (await (loaded ??= authenticator(kind, user, timeoutMs))).applyAuthentication(user, opts)
        } catch (err) {
          if (err instanceof RuntimeError) throw err
          throw new RuntimeError('auth', `cannot get credentials for the Kubernetes API (user \`${user.name}\`): ${reason(err)}`, { cause: err })
        }
        Object.assign(auth.headers, opts.headers)
        if (opts.cert) auth.cert = opts.cert as string | Buffer
        if (opts.key) auth.key = opts.key as string | Buffer
      }
      // As the client: a token in the kubeconfig wins over a plugin's, and either over a password.
      if (user.token) auth.headers.Authorization = `Bearer ${user.token}`
      if (!auth.headers.Authorization && user.username)
        auth.headers.Authorization = `Basic ${Buffer.from(`${user.username}:${user.password ?? ''}`).toString('base64')}`
      if (user.impersonateUser) auth.headers['Impersonate-User'] = user.impersonateUser
      return auth
    }
  }
}

type Kind = 'azure' | 'gcp' | 'exec' | 'tokenFile' | 'oidc'

/** Which of the client's authenticators the user's credential needs, in the client's order of choice. */
function kindOf(user: User): Kind | undefined {
  const provider = user.authProvider as { name?: unknown; config?: Record<string, unknown> } | undefined
  if (provider?.name === 'azure' || provider?.name === 'gcp') return provider.name
  if (user.exec || provider?.name === 'exec' || provider?.config?.exec) return 'exec'
  if (provider?.config?.tokenFile) return 'tokenFile'
  if (provider?.name === 'oidc') return 'oidc'
  // The client would send the request without credentials: better said now than as a 401.
  if (provider && !user.token && !user.certData && !user.username)
    throw badArgument(
      'kubeconfig',
      `user \`${user.name}\` uses auth-provider \`${String(provider.name)}\`, which neither this action nor the Kubernetes client knows`,
      'a user with a token, token-file, client certificate, exec plugin, or auth-provider oidc, azure or gcp'
    )
  return undefined
}

/** The client's authenticator of that kind, loaded only when a kubeconfig uses it. */
async function authenticator(kind: Kind, user: User, timeoutMs: number): Promise<Authenticator> {
  switch (kind) {
    case 'azure':
      return new (await import('@kubernetes/client-node/dist/azure_auth.js')).AzureAuth()
    case 'gcp':
      return new (await import('@kubernetes/client-node/dist/gcp_auth.js')).GoogleCloudPlatformAuth()
    case 'exec': {
      const exec = new (await import('@kubernetes/client-node/dist/exec_auth.js')).ExecAuth()
      // A plugin (`aws eks get-token`, `gke-gcloud-auth-plugin`) that hangs or prints without end must not hold the step.
      ;(exec as unknown as { execFn: unknown }).execFn = boundedSpawn((await import('node:child_process')).spawn, timeoutMs)
      return exec
    }
    case 'tokenFile':
      return tokenFile(String((user.authProvider as { config: { tokenFile: unknown } }).config.tokenFile))
    case 'oidc':
      // The client's OpenID Connect authenticator imports its whole KubeConfig, generated API
      // models included (a few hundred ms to load): that cost is paid only by a kubeconfig that uses it.
      return new (await import('@kubernetes/client-node/dist/oidc_auth.js')).OpenIDConnectAuth()
  }
}

/**
 * The client's `tokenFile` auth-provider (as its in-cluster config has it), read here within a
 * size limit where the client's FileAuth reads the whole file; a path is the process's, as there.
 */
function tokenFile(file: string): Authenticator {
  return {
    applyAuthentication: (user, opts) => {
      let token: string
      try {
        token = readBoundedFile(file, MAX_CREDENTIAL_BYTES).toString('utf8').trim()
      } catch (err) {
        if (err instanceof FileError) throw badArgument('kubeconfig', `user \`${user.name}\`: auth-provider tokenFile: ${err.message}`, KUBECONFIG_EXPECTED)
        throw err
      }
      if (token) (opts.headers as Record<string, string>).Authorization = `Bearer ${token}`
      return Promise.resolve()
    }
  }
}

/**
 * The client's ExecAuth runs its plugin with this in place of `spawn`: stdin closed (a plugin
 * never waits for input), killed past the time allowed or past a megabyte of output, with what
 * it started (a shell script's children hold its pipes open, and the client waits for them).
 * The reason goes to the client as the process's `error`, which it gives back as its failure.
 */
function boundedSpawn(spawn: typeof Spawn, timeoutMs: number) {
  const group = process.platform !== 'win32'
  return (command: string, args: readonly string[] | undefined, options: SpawnOptions): ChildProcess => {
    // The plugin is the user's program, yet the action's inputs (the API key among them) are none of its business.
    const env = Object.fromEntries(Object.entries(options.env ?? process.env).filter(([name]) => !name.startsWith('INPUT_')))
    const child = spawn(command, args ?? [], { ...options, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group })
    let stopped = false
    const stop = (why: string) => {
      if (stopped) return
      stopped = true
      try {
        if (group && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
        else child.kill('SIGKILL')
      } catch {
        // Already gone.
      }
      child.emit('error', new Error(`the exec plugin \`${command}\` ${why}`))
      child.stdout?.destroy()
      child.stderr?.destroy()
    }
    const timer = setTimeout(() => stop(`did not finish within ${timeoutMs / 1000} s (\`timeout-seconds\`)`), timeoutMs)
    let printed = 0
    const count = (chunk: Buffer | string) => {
      printed += chunk.length
      if (printed > MAX_EXEC_OUTPUT_BYTES) stop(`printed more than ${MAX_EXEC_OUTPUT_BYTES} bytes`)
    }
    child.stdout?.on('data', count)
    child.stderr?.on('data', count)
    child.on('close', () => clearTimeout(timer))
    child.on('error', () => clearTimeout(timer))
    return child
  }
}

function reason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err)
  return message.trim().slice(0, 500) || 'the exec plugin failed and printed nothing on stderr'
}
