import { startHttpStandIn, type Answer, type RuntimeStandIn, type Seen } from './http-stand-in.js'

/** Access keys the stand-ins refuse (unknown credentials) or deny (known, not allowed). */
export const REFUSED_KEY = 'AKIDREFUSEDREFUSED00'
export const DENIED_KEY = 'AKIDDENIEDDENIED0000'

/** The job's AWS variables for a stand-in: static keys, a region, the service's endpoint, no instance metadata. */
export function awsEnv(service: 'ECS' | 'LAMBDA' | 'S3', origin: string, key = 'AKIDEXAMPLEEXAMPLE00', secret = 'S3RVER'): Record<string, string> {
  return {
    AWS_ACCESS_KEY_ID: key,
    AWS_SECRET_ACCESS_KEY: secret,
    AWS_REGION: 'eu-west-1',
    [`AWS_ENDPOINT_URL_${service}`]: origin,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: '/nonexistent/config',
    AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/credentials'
  }
}

/** The access key a SigV4-signed request was signed with. */
function accessKey(req: Seen): string | undefined {
  return /Credential=([^/]+)\//.exec(String(req.headers.authorization ?? ''))?.[1]
}

/** Answers as AWS does to credentials it refuses or denies; undefined when the request may go on. */
function credentialsCheck(req: Seen, json: (status: number, type: string, message: string) => Answer): Answer | undefined {
  const key = accessKey(req)
  if (!key || key === REFUSED_KEY) return json(400, 'UnrecognizedClientException', 'The security token included in the request is invalid.')
  if (key === DENIED_KEY) return json(400, 'AccessDeniedException', `User: arn:aws:iam::123456789012:user/ci is not authorized to perform this action`)
  return undefined
}

export interface EcsTask {
  taskArn: string
  group: string
  lastStatus: string
  startedAt?: number
  containers: { name: string; image?: string; imageDigest?: string }[]
}

export interface EcsCluster {
  name: string
  services: string[]
  tasks: EcsTask[]
}

const ACCOUNT = 'arn:aws:ecs:eu-west-1:123456789012'
export const clusterArn = (name: string) => `${ACCOUNT}:cluster/${name}`
const serviceArn = (cluster: string, name: string) => `${ACCOUNT}:service/${cluster}/${name}`

/** Amazon ECS's JSON 1.1 API, for the calls a report makes, every list in pages of `pageSize`. */
export async function startEcs(clusters: EcsCluster[], pageSize = 2): Promise<RuntimeStandIn> {
  const json = (status: number, type: string, message: string): Answer => ({
    status,
    body: { __type: type, message },
    headers: { 'content-type': 'application/x-amz-json-1.1' }
  })
  const ok = (body: unknown): Answer => ({ status: 200, body, headers: { 'content-type': 'application/x-amz-json-1.1' } })
  const page = (items: string[], token: string | undefined, max: number | undefined) => {
    const start = Number(token ?? 0)
    const size = Math.min(max ?? 100, pageSize)
    return { items: items.slice(start, start + size), next: start + size < items.length ? String(start + size) : undefined }
  }
  const find = (ref: string) => clusters.find((c) => c.name === ref || clusterArn(c.name) === ref)
  return startHttpStandIn((req) => {
    const refused = credentialsCheck(req, json)
    if (refused) return refused
    const action = String(req.headers['x-amz-target'] ?? '')
      .split('.')
      .pop()
    const input = JSON.parse(req.body || '{}') as Record<string, unknown>
    const cluster = find((input.cluster as string | undefined) ?? 'default')
    switch (action) {
      case 'ListClusters': {
        const p = page(
          clusters.map((c) => clusterArn(c.name)),
          input.nextToken as string,
          input.maxResults as number
        )
        return ok({ clusterArns: p.items, nextToken: p.next })
      }
      case 'DescribeClusters': {
        const refs = (input.clusters as string[]) ?? []
        return ok({
          clusters: refs.filter(find).map((r) => ({ clusterArn: clusterArn(find(r)!.name), clusterName: find(r)!.name, status: 'ACTIVE' })),
          failures: refs.filter((r) => !find(r)).map((r) => ({ arn: clusterArn(r), reason: 'MISSING' }))
        })
      }
      case 'ListServices': {
        if (!cluster) return json(400, 'ClusterNotFoundException', 'Cluster not found.')
        const p = page(
          cluster.services.map((s) => serviceArn(cluster.name, s)),
          input.nextToken as string,
          input.maxResults as number
        )
        return ok({ serviceArns: p.items, nextToken: p.next })
      }
      case 'DescribeServices': {
        if (!cluster) return json(400, 'ClusterNotFoundException', 'Cluster not found.')
        const names = ((input.services as string[]) ?? []).map((s) => s.split('/').pop()!)
        return ok({
          services: names.map((n) => ({ serviceArn: serviceArn(cluster.name, n), serviceName: n, clusterArn: clusterArn(cluster.name), status: 'ACTIVE' })),
          failures: []
        })
      }
      case 'ListTasks': {
        if (!cluster) return json(400, 'ClusterNotFoundException', 'Cluster not found.')
        if (input.serviceName && !cluster.services.includes(input.serviceName as string)) return json(400, 'ServiceNotFoundException', 'Service not found.')
        // The default desired status is RUNNING: tasks on their way up or down are listed too, stopped ones are not.
        const tasks = cluster.tasks.filter((t) => t.lastStatus !== 'STOPPED' && (!input.serviceName || t.group === `service:${input.serviceName as string}`))
        const p = page(
          tasks.map((t) => t.taskArn),
          input.nextToken as string,
          input.maxResults as number
        )
        return ok({ taskArns: p.items, nextToken: p.next })
      }
      case 'DescribeTasks': {
        if (!cluster) return json(400, 'ClusterNotFoundException', 'Cluster not found.')
        const arns = (input.tasks as string[]) ?? []
        return ok({ tasks: cluster.tasks.filter((t) => arns.includes(t.taskArn)).map((t) => ({ ...t, clusterArn: clusterArn(cluster.name) })), failures: [] })
      }
      default:
        return json(400, 'UnknownOperationException', `unknown operation ${action}`)
    }
  })
}

export interface LambdaFunction {
  FunctionName: string
  PackageType: 'Zip' | 'Image'
  CodeSha256: string
  LastModified: string
}

/** AWS Lambda's REST API, for listing functions (in pages of `pageSize`) and reading one. */
export async function startLambda(functions: LambdaFunction[], pageSize = 2): Promise<RuntimeStandIn> {
  const json = (status: number, type: string, message: string): Answer => ({ status, body: { Type: 'User', message }, headers: { 'x-amzn-errortype': type } })
  const full = (f: LambdaFunction) => ({
    ...f,
    FunctionArn: `arn:aws:lambda:eu-west-1:123456789012:function:${f.FunctionName}`,
    Runtime: f.PackageType === 'Zip' ? 'nodejs22.x' : undefined,
    Version: '$LATEST'
  })
  return startHttpStandIn((req) => {
    const refused = credentialsCheck(req, (status, type, message) => json(status === 400 ? 403 : status, type, message))
    if (refused) return refused
    const url = new URL(req.url, 'http://lambda')
    if (url.pathname === '/2015-03-31/functions/' || url.pathname === '/2015-03-31/functions') {
      const start = Number(url.searchParams.get('Marker') ?? 0)
      const size = Math.min(Number(url.searchParams.get('MaxItems') ?? 50), pageSize)
      const next = start + size < functions.length ? String(start + size) : undefined
      return { status: 200, body: { Functions: functions.slice(start, start + size).map(full), NextMarker: next } }
    }
    const name = /^\/2015-03-31\/functions\/([^/]+)\/configuration$/.exec(url.pathname)?.[1]
    const f = functions.find((x) => x.FunctionName === decodeURIComponent(name ?? ''))
    if (!f) return json(404, 'ResourceNotFoundException', `Function not found: arn:aws:lambda:eu-west-1:123456789012:function:${name}`)
    return { status: 200, body: full(f) }
  })
}
