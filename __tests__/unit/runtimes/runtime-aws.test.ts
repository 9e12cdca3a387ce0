import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { kosliInstalled } from '../../helpers/reference-client.js'
import { awsEnv, clusterArn, DENIED_KEY, REFUSED_KEY, startEcs, startLambda, type EcsCluster, type LambdaFunction } from '../../helpers/runtimes/aws.js'
import { actionReport, clientReport } from '../../helpers/runtimes/compare.js'
import type { RuntimeStandIn } from '../../helpers/runtimes/http-stand-in.js'

// ECS tasks and Lambda functions, reported by the reference client and by the action from
// loopback stand-ins of the AWS APIs (AWS_ENDPOINT_URL_ECS, AWS_ENDPOINT_URL_LAMBDA), bodies compared.
const D = (c: string) => c.repeat(64)
const task = (cluster: string, id: string, group: string, containers: EcsCluster['tasks'][number]['containers'], lastStatus = 'RUNNING') => ({
  taskArn: `arn:aws:ecs:eu-west-1:123456789012:task/${cluster}/${id}`,
  group,
  lastStatus,
  startedAt: 1767261600 + id.length * 100,
  containers
})
const CLUSTERS: EcsCluster[] = [
  {
    name: 'shop',
    services: ['web', 'worker', 'idle'],
    tasks: [
      task('shop', 'a1', 'service:web', [{ name: 'web', image: 'registry.example.com/shop/web:1.4', imageDigest: `sha256:${D('a')}` }]),
      task('shop', 'a22', 'service:web', [
        { name: 'web', image: 'registry.example.com/shop/web:1.4', imageDigest: `sha256:${D('a')}` },
        // No image name (GuardDuty's agent): named by the container.
        { name: 'aws-guardduty-agent-xyz', imageDigest: `sha256:${D('9')}` }
      ]),
      task('shop', 'b333', 'service:worker', [
        { name: 'worker', image: `ghcr.io/acme/worker@sha256:${D('b')}` },
        // No digest recorded: sent as "", as the document allows.
        { name: 'log', image: 'fluent-bit:3' }
      ]),
      task('shop', 'c4444', 'service:web', [{ name: 'web', image: 'registry.example.com/shop/web:1.5', imageDigest: `sha256:${D('c')}` }], 'PENDING'),
      // Run by `run-task`: no service owns it.
      task('shop', 'd55555', 'family:migrate', [{ name: 'migrate', image: 'registry.example.com/shop/migrate:7', imageDigest: `sha256:${D('d')}` }])
    ]
  },
  { name: 'batch', services: [], tasks: [task('batch', 'e1', 'family:nightly', [{ name: 'nightly', image: 'nightly:1', imageDigest: `sha256:${D('e')}` }])] },
  { name: 'empty', services: [], tasks: [] }
]
const FUNCTIONS: LambdaFunction[] = [
  {
    FunctionName: 'shop-checkout',
    PackageType: 'Zip',
    CodeSha256: Buffer.from(D('a'), 'hex').toString('base64'),
    LastModified: '2026-01-03T10:15:30.123+0000'
  },
  { FunctionName: 'shop-thumbs', PackageType: 'Image', CodeSha256: D('b'), LastModified: '2026-01-04T08:00:00.000+0000' },
  { FunctionName: 'ops-cleanup', PackageType: 'Zip', CodeSha256: Buffer.from(D('c'), 'hex').toString('base64'), LastModified: '2025-12-31T23:59:59.999+0000' }
]

let ecs: RuntimeStandIn
let lambda: RuntimeStandIn
beforeAll(async () => {
  ecs = await startEcs(CLUSTERS)
  lambda = await startLambda(FUNCTIONS)
})
afterAll(async () => {
  await ecs.stop()
  await lambda.stop()
})
const withoutStandalone = (artifacts: Record<string, unknown>[]) => artifacts.filter((a) => a.service_name !== undefined)
const sideBySide = kosliInstalled ? describe : describe.skip

sideBySide('report-ecs-env and report-lambda-env beside the reference client', () => {
  it("reports every service's running tasks as the reference client does, and the tasks no service owns besides", async () => {
    const env = awsEnv('ECS', ecs.origin)
    const theirs = await clientReport(['snapshot', 'ecs', 'prod'], env)
    const ours = await actionReport({ operation: 'report-ecs-env', environment: 'prod' }, env)
    expect(ours.run.code).toBe(0)
    expect(ours.path).toBe(theirs.path)
    expect(theirs.body.artifacts).toHaveLength(3)
    expect({ ...ours.body, artifacts: withoutStandalone(ours.body!.artifacts) }).toEqual({ type: 'ECS', ...theirs.body })
    expect(ours.body!.artifacts.filter((a) => a.service_name === undefined).map((a) => [a.cluster_name, a.taskArn])).toEqual([
      ['batch', 'arn:aws:ecs:eu-west-1:123456789012:task/batch/e1'],
      ['shop', 'arn:aws:ecs:eu-west-1:123456789012:task/shop/d55555']
    ])
  })

  it('reports the clusters and services named, as the reference client does', async () => {
    const env = awsEnv('ECS', ecs.origin)
    const theirs = await clientReport(['snapshot', 'ecs', 'prod', '--clusters', 'shop', '--services', 'worker'], env)
    const ours = await actionReport({ operation: 'report-ecs-env', environment: 'prod', 'ecs-clusters': 'shop', 'ecs-services': 'worker' }, env)
    expect(ours.body).toEqual({ type: 'ECS', ...theirs.body })
    expect(ours.body!.artifacts[0].digests).toEqual({ [`ghcr.io/acme/worker@sha256:${D('b')}`]: D('b'), 'fluent-bit:3': '' })
  })

  it('reports every function, zip and image, as the reference client does, in fewer calls', async () => {
    const env = awsEnv('LAMBDA', lambda.origin)
    lambda.requests.length = 0
    const theirs = await clientReport(['snapshot', 'lambda', 'fns'], env)
    const theirCalls = lambda.requests.length
    lambda.requests.length = 0
    const ours = await actionReport({ operation: 'report-lambda-env', environment: 'fns' }, env)
    expect(ours.run.code).toBe(0)
    expect(ours.path).toBe(theirs.path)
    expect(ours.body).toEqual({ type: 'lambda', ...theirs.body })
    expect(JSON.parse(ours.run.outputs.fingerprints)).toEqual({ 'shop-checkout': D('a'), 'shop-thumbs': D('b'), 'ops-cleanup': D('c') })
    // Two pages of the list, where the reference client also reads each function again.
    expect(lambda.requests).toHaveLength(2)
    expect(theirCalls).toBe(5)
  })

  it('reports the functions lambda-functions names, as --function-names does', async () => {
    const env = awsEnv('LAMBDA', lambda.origin)
    const named = await clientReport(['snapshot', 'lambda', 'fns', '--function-names', 'shop-thumbs,ops-cleanup'], env)
    expect((await actionReport({ operation: 'report-lambda-env', environment: 'fns', 'lambda-functions': 'shop-thumbs, ops-cleanup' }, env)).body).toEqual({
      type: 'lambda',
      ...named.body
    })
  })

  it.each([
    ['--function-names', 'include-names', 'shop-thumbs,ops-cleanup', 2],
    ['--function-names-regex', 'include-names-regex', '^shop-', 2],
    // Searched anywhere, as Go's MatchString: `-c` finds shop-checkout and ops-cleanup.
    ['--function-names-regex', 'include-names-regex', '-c', 2],
    ['--exclude', 'exclude-names', 'shop-checkout', 2],
    ['--exclude-regex', 'exclude-names-regex', '^shop-', 1],
    ['--exclude-regex', 'exclude-names-regex', 'thumbs$,^ops', 1]
  ] as [string, string, string, number][])('reports the functions %s %s keeps as %s does', async (flag, input, value, count) => {
    const env = awsEnv('LAMBDA', lambda.origin)
    const theirs = await clientReport(['snapshot', 'lambda', 'fns', flag, value], env)
    const ours = await actionReport({ operation: 'report-lambda-env', environment: 'fns', [input]: value.replaceAll(',', '\n') }, env)
    expect(ours.run.code).toBe(0)
    expect(ours.body).toEqual({ type: 'lambda', ...theirs.body })
    expect(ours.body?.artifacts).toHaveLength(count)
    expect(ours.run.stdout).not.toContain('::warning::')
  })

  it.each([
    [['--clusters-regex', '^sh'], { 'ecs-clusters-regex': '^sh' }],
    [['--exclude-regex', 'at'], { 'exclude-ecs-clusters-regex': 'at' }],
    [['--exclude', 'batch,empty'], { 'exclude-ecs-clusters': 'batch\nempty' }],
    [['--services-regex', 'or'], { 'ecs-services-regex': 'or' }],
    [['--services', 'web', '--clusters-regex', 'o'], { 'ecs-services': 'web', 'ecs-clusters-regex': 'o' }],
    [['--exclude-services-regex', 'eb'], { 'exclude-ecs-services-regex': 'eb' }]
  ] as [string[], Record<string, string>][])('reports the ECS tasks %j selects as the reference client does', async (flags, given) => {
    const env = awsEnv('ECS', ecs.origin)
    const theirs = await clientReport(['snapshot', 'ecs', 'prod', ...flags], env)
    const ours = await actionReport({ operation: 'report-ecs-env', environment: 'prod', ...given }, env)
    expect(ours.run.code).toBe(0)
    expect({ ...ours.body, artifacts: withoutStandalone(ours.body!.artifacts) }).toEqual({ type: 'ECS', ...theirs.body })
    expect(theirs.body.artifacts.length).toBeGreaterThan(0)
    expect(ours.run.stdout).not.toContain('::warning::')
  })
})

describe('name patterns', () => {
  it('warns of a name or pattern that matches nothing, and reports what the others keep', async () => {
    const env = awsEnv('LAMBDA', lambda.origin)
    const ours = await actionReport(
      { operation: 'report-lambda-env', environment: 'fns', 'exclude-names-regex': 'shop-.*\n^etl-', 'exclude-names': 'shop-chekout' },
      env
    )
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts.map((a) => Object.keys(a.digests as object)[0])).toEqual(['ops-cleanup'])
    expect(ours.run.stdout).toMatch(/::warning::input `exclude-names-regex`: `\^etl-` matches no function/)
    expect(ours.run.stdout).toMatch(/::warning::input `exclude-names`: `shop-chekout` matches no function/)
    expect(ours.run.stdout).not.toMatch(/`shop-\.\*` matches no/)
  })

  it('says when a plain name that matches nothing was written as a pattern, and which input takes patterns', async () => {
    const ours = await actionReport(
      { operation: 'report-lambda-env', environment: 'fns', 'include-names': 'shop-.*\nops-cleanup' },
      awsEnv('LAMBDA', lambda.origin)
    )
    expect(ours.run.code).toBe(0)
    expect(ours.body?.artifacts.map((a) => Object.keys(a.digests as object)[0])).toEqual(['ops-cleanup'])
    expect(ours.run.stdout).toContain(
      '::warning::input `include-names`: `shop-.*` matches no function: it is read as a plain name, not a pattern; for a pattern use `include-names-regex`'
    )
  })

  it('refuses a pattern RE2 does not read, naming its input, sending nothing', async () => {
    const ours = await actionReport({ operation: 'report-ecs-env', environment: 'prod', 'ecs-services-regex': 'web(?=x)' }, awsEnv('ECS', ecs.origin))
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toContain('input `ecs-services-regex`: `web(?=x)` is not a regular expression')
    expect(ours.path).toBeUndefined()
  })
})

describe('report-ecs-env and report-lambda-env', () => {
  it.each([
    ['ecs-clusters', { operation: 'report-ecs-env', 'ecs-clusters': 'shop, ghost' }, /input `ecs-clusters`: no such ECS cluster .*`ghost`/],
    ['ecs-services', { operation: 'report-ecs-env', 'ecs-services': 'web, ghost' }, /input `ecs-services`: no service named `ghost`/],
    ['lambda-functions', { operation: 'report-lambda-env', 'lambda-functions': 'ghost' }, /input `lambda-functions`: Function not found/]
  ])('refuses a name AWS does not know in %s, sending nothing', async (_input, inputs, message) => {
    const env = { ...awsEnv('ECS', ecs.origin), ...awsEnv('LAMBDA', lambda.origin) }
    const ours = await actionReport({ environment: 'prod', ...inputs }, env)
    expect(ours.run.outputs.error_kind).toBe('invalid_input')
    expect(ours.run.stdout).toMatch(message)
    expect(ours.path).toBeUndefined()
  })

  it.each([
    ['report-ecs-env', 'ECS', REFUSED_KEY, 'auth'],
    ['report-ecs-env', 'ECS', DENIED_KEY, 'forbidden'],
    ['report-lambda-env', 'LAMBDA', REFUSED_KEY, 'auth'],
    ['report-lambda-env', 'LAMBDA', DENIED_KEY, 'forbidden']
  ] as [string, 'ECS' | 'LAMBDA', string, string][])(
    '%s: AWS %s refusing the credentials (%s) is %s, and nothing is sent',
    async (operation, service, key, kind) => {
      const origin = service === 'ECS' ? ecs.origin : lambda.origin
      const ours = await actionReport({ operation, environment: 'prod' }, awsEnv(service, origin, key, 'a-secret-never-printed'))
      expect(ours.run.outputs.error_kind).toBe(kind)
      expect(ours.path).toBeUndefined()
      expect(ours.run.all).not.toContain('a-secret-never-printed')
    }
  )

  it('says no credentials were found in the job, as auth', async () => {
    const env: Record<string, string> = awsEnv('ECS', ecs.origin)
    delete env.AWS_ACCESS_KEY_ID
    delete env.AWS_SECRET_ACCESS_KEY
    const ours = await actionReport({ operation: 'report-ecs-env', environment: 'prod', 'timeout-seconds': '2' }, env)
    expect(ours.run.outputs.error_kind).toBe('auth')
    expect(ours.run.stdout).toContain('no AWS credentials found in the job')
  })

  it('ends with a timeout when AWS never answers; aws-region overrides the job', async () => {
    ecs.hang = true
    try {
      const ours = await actionReport(
        { operation: 'report-ecs-env', environment: 'prod', 'timeout-seconds': '1', 'max-retries': '0', 'aws-region': 'us-east-2' },
        awsEnv('ECS', ecs.origin)
      )
      expect(ours.run.outputs.error_kind).toBe('timeout')
      expect(ours.path).toBeUndefined()
      expect(String(ecs.requests.at(-1)?.headers.authorization)).toContain('/us-east-2/ecs/')
    } finally {
      ecs.hang = false
    }
  })

  it('refuses an aws-region that is not one, before any request', async () => {
    const ours = await actionReport({ operation: 'report-lambda-env', environment: 'prod', 'aws-region': 'Europe' }, awsEnv('LAMBDA', 'http://127.0.0.1:9'))
    expect(ours.run.stdout).toContain('input `aws-region`')
  })

  it('reads every cluster in pages, and a cluster by ARN', async () => {
    ecs.requests.length = 0
    const ours = await actionReport({ operation: 'report-ecs-env', environment: 'prod', 'ecs-clusters': clusterArn('batch') }, awsEnv('ECS', ecs.origin))
    expect(ours.body?.artifacts.map((a) => a.cluster_name)).toEqual(['batch'])
  })
})
