/** A request to the sandbox, with what it needs stored first; each case uses an org of its own. */
export interface SandboxCase {
  name: string
  setup?: (call: SandboxCall) => Promise<void>
  request: { method: string; path: string; body?: unknown; multipart?: Multipart }
  status: number
}

export type Multipart = Record<string, string | { filename: string; content: string }>
export type SandboxCall = (method: string, path: string, body?: unknown, multipart?: Multipart) => Promise<{ status: number; json: unknown }>

const FP = 'a'.repeat(64)
const FP2 = 'b'.repeat(64)
const SHA = '1'.repeat(40)
const SHA2 = '2'.repeat(40)
/** The trail the legacy setups begin: named by the artifact's commit. */
const TRAIL = SHA
const TEMPLATE =
  'version: 1\ntrail:\n  attestations:\n  - name: tests\n    type: junit\n  artifacts:\n  - name: app\n    attestations:\n    - name: scan\n      type: generic\n'
const json = (value: unknown) => JSON.stringify(value)

/** Runs the steps in order: each case's setup builds what its request needs, in its own org. */
const steps =
  (...list: ((call: SandboxCall) => Promise<unknown>)[]) =>
  async (call: SandboxCall) => {
    for (const step of list) {
      const r = (await step(call)) as { status: number; json: unknown } | undefined
      if (r && r.status >= 400) throw new Error(`setup step answered ${r.status}: ${JSON.stringify(r.json)}`)
    }
  }

const environment =
  (org: string, name = 'prod', type = 'server') =>
  (call: SandboxCall) =>
    call('PUT', `/environments/${org}`, { name, type, description: 'd' })
const report =
  (org: string, fingerprint = FP, env = 'prod') =>
  (call: SandboxCall) =>
    call('PUT', `/environments/${org}/${env}/report/server`, { artifacts: [{ digests: { '/app': fingerprint }, creationTimestamp: 1 }] })
const legacyFlow =
  (org: string, name = 'shop') =>
  (call: SandboxCall) =>
    call('PUT', `/flows/${org}`, { name, description: '', template: ['artifact'] })
const approval = (org: string) => (call: SandboxCall) =>
  call('POST', `/approvals/${org}/shop`, {
    artifact_fingerprint: FP,
    description: '',
    src_commit_list: [SHA],
    approvals: [{ state: 'APPROVED', comment: '', approved_by: 'me', approval_url: 'u' }]
  })
/**
 * Setups send JSON only (`SandboxCall` has no multipart), so trails come the legacy way: an
 * artifact reported without a trail begins the trail named by its commit.
 */
const legacyArtifact =
  (org: string, fingerprint = FP, sha = SHA) =>
  (call: SandboxCall) =>
    call('POST', `/artifacts/${org}/shop`, {
      fingerprint,
      filename: 'app.bin',
      build_url: 'https://ci/1',
      commit_url: 'https://git/c',
      git_commit: sha,
      template_reference_name: 'app',
      git_commit_info: { sha1: sha, branch: 'main' }
    })
/** A flow, the trail TRAIL, and the artifact `app` (FP) in it. */
const flowWithArtifact = (org: string) => steps(legacyFlow(org), legacyArtifact(org))
/** An attestation in TRAIL, recorded the JSON way: as an override. */
const attestation = (org: string, name: string, compliant: boolean) => (call: SandboxCall) =>
  call('POST', `/attestations/${org}/shop/trail/${TRAIL}/override`, {
    attestation_name: name,
    original_attestation_type: 'generic',
    reason: 'set up',
    new_compliance_status: compliant,
    artifact_fingerprint: FP
  })

/** An environment policy whose trail-compliance and one attestation are required, with an exception and a condition. */
const POLICY_YAML = [
  '_schema: https://docs.kosli.com/schemas/policy/v1',
  'artifacts:',
  '  trail-compliance:',
  '    required: true',
  '    exceptions:',
  '      - if: ${{ matches(artifact.name, "^datadog") }}',
  '  attestations:',
  '    - name: scan',
  '      type: generic',
  '      if: ${{ flow.name == "shop" }}',
  ''
].join('\n')
const policy =
  (org: string, name = 'prod-policy', yaml = POLICY_YAML) =>
  (call: SandboxCall) =>
    call('PUT', `/policies/${org}`, undefined, { payload: json({ name }), policy_file: { filename: 'policy.yaml', content: yaml } })
const attach =
  (org: string, policies = ['prod-policy'], env = 'prod') =>
  (call: SandboxCall) =>
    call('POST', `/environments/${org}/${env}/policies`, { policy_names: policies })

/**
 * Every catalogue entry the sandbox serves, answered as the published document describes:
 * what succeeds, and what the service refuses (unknown records, bodies off the schema).
 */
export const SANDBOX_CASES: Record<string, SandboxCase[]> = {
  policySchema: [{ name: 'the schema', request: { method: 'GET', path: '/schemas/environment-policy/v1' }, status: 200 }],
  createEnvironment: [
    { name: 'new', request: { method: 'PUT', path: '/environments/c-env1', body: { name: 'prod', type: 'server', description: 'd' } }, status: 201 },
    {
      name: 'logical, nulls for the optional fields',
      request: {
        method: 'PUT',
        path: '/environments/c-env1b',
        body: { name: 'all', type: 'logical', description: '', include_scaling: null, included_environments: ['prod'], policies: null }
      },
      status: 201
    },
    {
      name: 'updated',
      setup: steps(environment('c-env1c')),
      request: { method: 'PUT', path: '/environments/c-env1c', body: { name: 'prod', type: 'server', description: 'new' } },
      status: 200
    },
    { name: 'no description', request: { method: 'PUT', path: '/environments/c-env2', body: { name: 'prod', type: 'server' } }, status: 400 },
    {
      name: 'another type than it has',
      setup: steps(environment('c-env2b')),
      request: { method: 'PUT', path: '/environments/c-env2b', body: { name: 'prod', type: 'K8S', description: '' } },
      status: 400
    }
  ],
  listEnvironments: [{ name: 'one', setup: steps(environment('c-envs')), request: { method: 'GET', path: '/environments/c-envs' }, status: 200 }],
  getEnvironment: [
    {
      name: 'found, with its state',
      setup: steps(environment('c-env3'), report('c-env3')),
      request: { method: 'GET', path: '/environments/c-env3/prod' },
      status: 200
    },
    { name: 'missing', request: { method: 'GET', path: '/environments/c-env4/none' }, status: 404 }
  ],
  updateEnvironment: [
    {
      name: 'description',
      setup: steps(environment('c-env5')),
      request: { method: 'PATCH', path: '/environments/c-env5/prod', body: { description: 'new' } },
      status: 200
    },
    {
      name: 'nothing to change',
      setup: steps(environment('c-env5b')),
      request: { method: 'PATCH', path: '/environments/c-env5b/prod', body: {} },
      status: 400
    },
    { name: 'missing', request: { method: 'PATCH', path: '/environments/c-env5c/none', body: { description: 'x' } }, status: 404 }
  ],
  archiveEnvironment: [
    { name: 'archived', setup: steps(environment('c-env6')), request: { method: 'PUT', path: '/environments/c-env6/prod/archive' }, status: 200 },
    { name: 'missing', request: { method: 'PUT', path: '/environments/c-env6b/prod/archive' }, status: 404 }
  ],
  reportDocker: [
    {
      name: 'new snapshot',
      setup: steps(environment('c-rdo1', 'prod', 'docker')),
      request: {
        method: 'PUT',
        path: '/environments/c-rdo1/prod/report/docker',
        body: { artifacts: [{ digests: { 'nginx:1.25': FP }, creationTimestamp: 1 }] }
      },
      status: 201
    },
    {
      name: 'a server environment refuses it',
      setup: steps(environment('c-rdo2')),
      request: {
        method: 'PUT',
        path: '/environments/c-rdo2/prod/report/docker',
        body: { artifacts: [{ digests: { 'nginx:1.25': FP }, creationTimestamp: 1 }] }
      },
      status: 400
    }
  ],
  reportK8S: [
    {
      name: 'pods, two of one image',
      setup: steps(environment('c-rk1', 'prod', 'K8S')),
      request: {
        method: 'PUT',
        path: '/environments/c-rk1/prod/report/K8S',
        body: {
          type: 'K8S',
          artifacts: [
            {
              podName: 'web-a',
              namespace: 'shop',
              digests: { 'web:1': FP },
              creationTimestamp: 1,
              owners: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'web', uid: 'u' }]
            },
            { podName: 'web-b', namespace: 'shop', digests: { 'web:1': FP }, creationTimestamp: 2, owners: null }
          ]
        }
      },
      status: 201
    },
    {
      name: 'a pod without its namespace',
      setup: steps(environment('c-rk2', 'prod', 'K8S')),
      request: {
        method: 'PUT',
        path: '/environments/c-rk2/prod/report/K8S',
        body: { artifacts: [{ podName: 'p', digests: { 'web:1': FP }, creationTimestamp: 1 }] }
      },
      status: 400
    }
  ],
  reportECS: [
    {
      name: 'tasks, one container without a digest',
      setup: steps(environment('c-re1', 'prod', 'ECS')),
      request: {
        method: 'PUT',
        path: '/environments/c-re1/prod/report/ECS',
        body: {
          artifacts: [
            {
              taskArn: 'arn:aws:ecs:eu-west-1:1:task/shop/a',
              cluster_name: 'shop',
              service_name: 'web',
              digests: { 'web:1': FP, 'log:3': '' },
              creationTimestamp: 1
            }
          ]
        }
      },
      status: 201
    }
  ],
  reportLambda: [
    {
      name: 'a function',
      setup: steps(environment('c-rl1', 'prod', 'lambda')),
      request: {
        method: 'PUT',
        path: '/environments/c-rl1/prod/report/lambda',
        body: { type: 'lambda', artifacts: [{ digests: { checkout: FP }, creationTimestamp: 1 }] }
      },
      status: 201
    }
  ],
  reportAzureApps: [
    {
      name: 'a container app and a zip-deployed app',
      setup: steps(environment('c-raz1', 'prod', 'azure-apps')),
      request: {
        method: 'PUT',
        path: '/environments/c-raz1/prod/report/azure-apps',
        body: {
          type: 'azure-apps',
          artifacts: [
            { app_name: 'web', app_kind: 'app,linux,container', digests_source: 'acr', digests: { 'shop.azurecr.io/web:1': FP }, creationTimestamp: 0 },
            { app_name: 'orders', app_kind: 'functionapp,linux', digests_source: 'kosli-cli', digests: { orders: FP2 }, creationTimestamp: 0 }
          ]
        }
      },
      status: 201
    },
    {
      name: 'not an azure-apps environment',
      setup: steps(environment('c-raz2', 'prod', 'server')),
      request: {
        method: 'PUT',
        path: '/environments/c-raz2/prod/report/azure-apps',
        body: { artifacts: [{ app_name: 'web', app_kind: 'app', digests_source: 'acr', digests: { web: FP }, creationTimestamp: 0 }] }
      },
      status: 400
    }
  ],
  reportS3: [
    {
      name: 'a bucket',
      setup: steps(environment('c-rs1', 'prod', 'S3')),
      request: {
        method: 'PUT',
        path: '/environments/c-rs1/prod/report/S3',
        body: { type: 'S3', artifacts: [{ digests: { site: FP }, creationTimestamp: 1 }] }
      },
      status: 201
    },
    {
      name: 'no change',
      setup: steps(environment('c-rs2', 'prod', 'S3'), (call) =>
        call('PUT', '/environments/c-rs2/prod/report/S3', { artifacts: [{ digests: { site: FP }, creationTimestamp: 1 }] })
      ),
      request: { method: 'PUT', path: '/environments/c-rs2/prod/report/S3', body: { artifacts: [{ digests: { site: FP }, creationTimestamp: 2 }] } },
      status: 200
    }
  ],
  reportServer: [
    {
      name: 'new snapshot',
      setup: steps(environment('c-rep1')),
      request: {
        method: 'PUT',
        path: '/environments/c-rep1/prod/report/server',
        body: { type: 'server', artifacts: [{ digests: { '/app': FP }, creationTimestamp: 1 }] }
      },
      status: 201
    },
    {
      name: 'no type: it defaults to server',
      setup: steps(environment('c-rep1b')),
      request: { method: 'PUT', path: '/environments/c-rep1b/prod/report/server', body: { artifacts: [{ digests: { '/app': FP }, creationTimestamp: 1 }] } },
      status: 201
    },
    {
      name: 'nothing changed',
      setup: steps(environment('c-rep1c'), report('c-rep1c')),
      request: { method: 'PUT', path: '/environments/c-rep1c/prod/report/server', body: { artifacts: [{ digests: { '/app': FP }, creationTimestamp: 2 }] } },
      status: 200
    },
    {
      name: 'bad digest',
      setup: steps(environment('c-rep2')),
      request: { method: 'PUT', path: '/environments/c-rep2/prod/report/server', body: { artifacts: [{ digests: { '/app': 'x' }, creationTimestamp: 1 }] } },
      status: 400
    },
    { name: 'unknown environment', request: { method: 'PUT', path: '/environments/c-rep3/none/report/server', body: { artifacts: [] } }, status: 404 }
  ],
  listSnapshots: [
    { name: 'none yet', setup: steps(environment('c-snap1')), request: { method: 'GET', path: '/snapshots/c-snap1/prod' }, status: 200 },
    {
      name: 'paged and reversed, in an interval',
      setup: steps(environment('c-snap2'), report('c-snap2'), report('c-snap2', FP2)),
      request: { method: 'GET', path: '/snapshots/c-snap2/prod?page=1&per_page=1&reverse=true&interval=1..NOW' },
      status: 200
    },
    {
      name: 'a bad interval',
      setup: steps(environment('c-snap3')),
      request: { method: 'GET', path: '/snapshots/c-snap3/prod?interval=sometime' },
      status: 400
    },
    { name: 'unknown environment', request: { method: 'GET', path: '/snapshots/c-snap4/none' }, status: 404 }
  ],
  getSnapshot: [
    {
      name: 'the latest',
      setup: steps(environment('c-gsnap1'), report('c-gsnap1')),
      request: { method: 'GET', path: '/snapshots/c-gsnap1/prod/-1' },
      status: 200
    },
    {
      name: 'by number, as the client escapes it',
      setup: steps(environment('c-gsnap2'), report('c-gsnap2'), report('c-gsnap2', FP2)),
      request: { method: 'GET', path: '/snapshots/c-gsnap2/prod/%231' },
      status: 200
    },
    { name: 'none yet', setup: steps(environment('c-gsnap3')), request: { method: 'GET', path: '/snapshots/c-gsnap3/prod/-1' }, status: 404 },
    {
      name: 'under a policy, with its decisions',
      setup: steps(flowWithArtifact('c-gsnap4'), environment('c-gsnap4'), policy('c-gsnap4'), attach('c-gsnap4'), report('c-gsnap4')),
      request: { method: 'GET', path: '/snapshots/c-gsnap4/prod/-1' },
      status: 200
    }
  ],
  upsertPolicy: [
    {
      name: 'new',
      request: {
        method: 'PUT',
        path: '/policies/c-pol1',
        multipart: { payload: json({ name: 'prod-policy' }), policy_file: { filename: 'p.yaml', content: POLICY_YAML } }
      },
      status: 201
    },
    {
      name: 'a new version, with a comment',
      setup: steps(policy('c-pol2')),
      request: {
        method: 'PUT',
        path: '/policies/c-pol2',
        multipart: {
          payload: json({ name: 'prod-policy', description: 'd', comment: 'provenance too', type: 'env' }),
          policy_file: { filename: 'p.yaml', content: `${POLICY_YAML}  provenance:\n    required: true\n` }
        }
      },
      status: 200
    },
    {
      name: 'an expression that does not parse',
      request: {
        method: 'PUT',
        path: '/policies/c-pol3',
        multipart: { payload: json({ name: 'p' }), policy_file: { filename: 'p.yaml', content: POLICY_YAML.replace('==', '=') } }
      },
      status: 400
    },
    { name: 'new, without a file', request: { method: 'PUT', path: '/policies/c-pol4', multipart: { payload: json({ name: 'p' }) } }, status: 400 }
  ],
  listPolicies: [{ name: 'one', setup: steps(policy('c-pols')), request: { method: 'GET', path: '/policies/c-pols' }, status: 200 }],
  getPolicy: [
    {
      name: 'found, with its environments',
      setup: steps(environment('c-gpol1'), policy('c-gpol1'), attach('c-gpol1')),
      request: { method: 'GET', path: '/policies/c-gpol1/prod-policy' },
      status: 200
    },
    { name: 'missing', request: { method: 'GET', path: '/policies/c-gpol2/none' }, status: 404 }
  ],
  attachPolicies: [
    {
      name: 'attached',
      setup: steps(environment('c-att1'), policy('c-att1')),
      request: { method: 'POST', path: '/environments/c-att1/prod/policies', body: { policy_names: ['prod-policy'] } },
      status: 200
    },
    {
      name: 'a policy that does not exist',
      setup: steps(environment('c-att2')),
      request: { method: 'POST', path: '/environments/c-att2/prod/policies', body: { policy_names: ['none'] } },
      status: 404
    },
    {
      name: 'an environment that does not exist',
      setup: steps(policy('c-att3')),
      request: { method: 'POST', path: '/environments/c-att3/none/policies', body: { policy_names: ['prod-policy'] } },
      status: 404
    },
    { name: 'no names', request: { method: 'POST', path: '/environments/c-att4/prod/policies', body: {} }, status: 400 }
  ],
  detachPolicies: [
    {
      name: 'detached',
      setup: steps(environment('c-det1'), policy('c-det1'), attach('c-det1')),
      request: { method: 'DELETE', path: '/environments/c-det1/prod/policies', body: { policy_names: ['prod-policy'] } },
      status: 200
    },
    {
      name: 'an environment that does not exist',
      setup: steps(policy('c-det2')),
      request: { method: 'DELETE', path: '/environments/c-det2/none/policies', body: { policy_names: ['prod-policy'] } },
      status: 404
    }
  ],
  patchTags: [
    {
      name: 'of a flow',
      setup: steps(legacyFlow('c-tag1')),
      request: { method: 'PATCH', path: '/tags/c-tag1/flow/shop', body: { set_tags: { 'risk-level': 'high', team: 'a' }, remove_tags: ['team'] } },
      status: 200
    },
    { name: 'of a flow that does not exist', request: { method: 'PATCH', path: '/tags/c-tag2/flow/none', body: { set_tags: { a: 'b' } } }, status: 404 },
    { name: 'of something else', request: { method: 'PATCH', path: '/tags/c-tag3/trail/x', body: { set_tags: { a: 'b' } } }, status: 400 },
    {
      name: 'of an environment, as `kosli tag env` names it',
      setup: steps(environment('c-tag4')),
      request: { method: 'PATCH', path: '/tags/c-tag4/env/prod', body: { set_tags: {}, remove_tags: ['team'] } },
      status: 200
    }
  ],
  allowArtifact: [
    {
      name: 'in an environment',
      setup: steps(environment('c-allow1')),
      request: { method: 'PUT', path: '/allowlists/c-allow1/prod', body: { artifact_fingerprint: FP, artifact_name: 'agent', description: 'vendor' } },
      status: 201
    },
    {
      name: 'in an environment that does not exist',
      request: { method: 'PUT', path: '/allowlists/c-allow2/none', body: { artifact_fingerprint: FP, artifact_name: 'agent', description: 'vendor' } },
      status: 404
    },
    {
      name: 'without a reason',
      setup: steps(environment('c-allow3')),
      request: { method: 'PUT', path: '/allowlists/c-allow3/prod', body: { artifact_fingerprint: FP, artifact_name: 'agent' } },
      status: 400
    }
  ],
  listAllowlists: [
    {
      name: 'one',
      setup: steps(environment('c-allow4'), (call) =>
        call('PUT', '/allowlists/c-allow4/prod', { artifact_fingerprint: FP, artifact_name: 'agent', description: 'vendor' })
      ),
      request: { method: 'GET', path: '/allowlists/c-allow4' },
      status: 200
    }
  ],
  trailAuditPackage: [
    { name: 'of a trail', setup: flowWithArtifact('c-audit1'), request: { method: 'GET', path: `/trails/c-audit1/shop/${TRAIL}/audit_package` }, status: 200 },
    {
      name: 'of a trail that does not exist',
      setup: steps(legacyFlow('c-audit2')),
      request: { method: 'GET', path: '/trails/c-audit2/shop/none/audit_package' },
      status: 404
    }
  ],
  upsertFlow: [
    {
      name: 'created, private without visibility',
      request: { method: 'PUT', path: '/flows/c-flow1', body: { name: 'shop', description: '', template: [] } },
      status: 201
    },
    {
      name: 'updated',
      setup: steps(legacyFlow('c-flow1b')),
      request: { method: 'PUT', path: '/flows/c-flow1b', body: { name: 'shop', description: 'new', template: ['artifact'], repo_url: null } },
      status: 200
    },
    { name: 'no template', request: { method: 'PUT', path: '/flows/c-flow1c', body: { name: 'shop', description: '' } }, status: 400 }
  ],
  createFlowWithTemplate: [
    {
      name: 'with a template',
      request: {
        method: 'PUT',
        path: '/flows/c-tflow1/template_file',
        multipart: { data_json: json({ name: 'shop', description: '' }), template_file: { filename: 'template.yml', content: TEMPLATE } }
      },
      status: 201
    },
    {
      name: 'the empty template the reference client sends',
      request: {
        method: 'PUT',
        path: '/flows/c-tflow2/template_file',
        multipart: { data_json: json({ name: 'shop', description: '' }), template_file: { filename: 'template.yml', content: 'version: 1' } }
      },
      status: 201
    },
    {
      name: 'a template that is not one',
      request: {
        method: 'PUT',
        path: '/flows/c-tflow3/template_file',
        multipart: { data_json: json({ name: 'shop', description: '' }), template_file: { filename: 'template.yml', content: 'trail: [1, 2]' } }
      },
      status: 400
    }
  ],
  listFlows: [
    { name: 'empty', request: { method: 'GET', path: '/flows/c-flow2' }, status: 200 },
    {
      name: 'by name',
      setup: steps(legacyFlow('c-flow2b'), legacyFlow('c-flow2b', 'other')),
      request: { method: 'GET', path: '/flows/c-flow2b?search_by_name=SH&case_sensitive=false' },
      status: 200
    }
  ],
  getFlow: [
    { name: 'found', setup: steps(legacyFlow('c-flow3b')), request: { method: 'GET', path: '/flows/c-flow3b/shop' }, status: 200 },
    { name: 'missing', request: { method: 'GET', path: '/flows/c-flow3/none' }, status: 404 }
  ],
  archiveFlow: [
    { name: 'archived', setup: steps(legacyFlow('c-aflow1')), request: { method: 'PUT', path: '/flows/c-aflow1/shop/archive' }, status: 200 },
    { name: 'missing', request: { method: 'PUT', path: '/flows/c-aflow2/shop/archive' }, status: 404 }
  ],
  beginTrail: [
    {
      name: 'begun',
      setup: steps(legacyFlow('c-trail1')),
      request: {
        method: 'PUT',
        path: '/trails/c-trail1/shop',
        multipart: { data_json: json({ name: 'main', description: null, git_commit_info: { sha1: SHA, branch: 'main' } }) }
      },
      status: 201
    },
    {
      name: 'with its own template',
      setup: steps(legacyFlow('c-trail1b')),
      request: {
        method: 'PUT',
        path: '/trails/c-trail1b/shop',
        multipart: { data_json: json({ name: 'main' }), template_file: { filename: 't.yml', content: TEMPLATE } }
      },
      status: 201
    },
    {
      name: 'begun again',
      setup: flowWithArtifact('c-trail1c'),
      request: { method: 'PUT', path: '/trails/c-trail1c/shop', multipart: { data_json: json({ name: TRAIL, description: 'again' }) } },
      status: 200
    },
    { name: 'unknown flow', request: { method: 'PUT', path: '/trails/c-trail2/shop', multipart: { data_json: json({ name: 'main' }) } }, status: 404 },
    {
      name: 'no name',
      setup: steps(legacyFlow('c-trail3')),
      request: { method: 'PUT', path: '/trails/c-trail3/shop', multipart: { data_json: json({ description: 'x' }) } },
      status: 400
    }
  ],
  listTrails: [
    {
      name: 'one page',
      setup: steps(legacyFlow('c-ltrail1'), legacyArtifact('c-ltrail1'), legacyArtifact('c-ltrail1', FP2, SHA2)),
      request: { method: 'GET', path: '/trails/c-ltrail1/shop?page=1&per_page=1' },
      status: 200
    },
    { name: 'unknown flow', request: { method: 'GET', path: '/trails/c-ltrail2/shop' }, status: 404 }
  ],
  listOrgTrails: [
    {
      name: 'of a flow',
      setup: flowWithArtifact('c-otrail1'),
      request: { method: 'GET', path: '/trails/c-otrail1?flow=shop&page=1&per_page=20' },
      status: 200
    },
    { name: 'holding an artifact', setup: flowWithArtifact('c-otrail2'), request: { method: 'GET', path: `/trails/c-otrail2?fingerprint=${FP}` }, status: 200 },
    { name: 'unknown flow', request: { method: 'GET', path: '/trails/c-otrail3?flow=none' }, status: 404 }
  ],
  getTrail: [
    {
      name: 'with its compliance and events',
      setup: steps(flowWithArtifact('c-gtrail1'), attestation('c-gtrail1', 'scan', true)),
      request: { method: 'GET', path: `/trails/c-gtrail1/shop/${TRAIL}` },
      status: 200
    },
    { name: 'unknown trail', setup: steps(legacyFlow('c-gtrail2')), request: { method: 'GET', path: '/trails/c-gtrail2/shop/none' }, status: 404 }
  ],
  attestArtifact: [
    {
      name: 'reported to a trail',
      setup: flowWithArtifact('c-art1'),
      request: {
        method: 'POST',
        path: '/artifacts/c-art1/shop',
        body: {
          fingerprint: FP2,
          filename: 'web.tgz',
          build_url: 'b',
          commit_url: 'c',
          trail_name: TRAIL,
          template_reference_name: 'web',
          git_commit_info: { sha1: SHA, branch: 'main' },
          repo_url: ''
        }
      },
      status: 201
    },
    {
      name: 'legacy, without a trail',
      setup: steps(legacyFlow('c-art1b')),
      request: {
        method: 'POST',
        path: '/artifacts/c-art1b/shop',
        body: { fingerprint: FP, filename: 'app.bin', build_url: 'b', commit_url: 'c', git_commit: SHA }
      },
      status: 201
    },
    {
      name: 'unknown trail',
      setup: steps(legacyFlow('c-art2')),
      request: {
        method: 'POST',
        path: '/artifacts/c-art2/shop',
        body: { fingerprint: FP, filename: 'app.bin', build_url: 'b', commit_url: 'c', trail_name: 'none' }
      },
      status: 404
    },
    {
      name: 'no build url',
      setup: steps(legacyFlow('c-art3')),
      request: { method: 'POST', path: '/artifacts/c-art3/shop', body: { fingerprint: FP, filename: 'app.bin', commit_url: 'c' } },
      status: 400
    }
  ],
  getArtifact: [
    {
      name: 'with its evidence',
      setup: steps(flowWithArtifact('c-gart1'), attestation('c-gart1', 'scan', false), environment('c-gart1'), report('c-gart1')),
      request: { method: 'GET', path: `/artifacts/c-gart1/shop/fingerprint/${FP}?trail=${TRAIL}` },
      status: 200
    },
    { name: 'unknown', setup: steps(legacyFlow('c-gart2')), request: { method: 'GET', path: `/artifacts/c-gart2/shop/fingerprint/${FP}` }, status: 404 }
  ],
  listArtifacts: [
    {
      name: 'of a flow',
      setup: flowWithArtifact('c-lart1'),
      request: { method: 'GET', path: '/artifacts/c-lart1?flow_name=shop&page=1&per_page=15' },
      status: 200
    },
    { name: 'unknown flow', request: { method: 'GET', path: '/artifacts/c-lart2?flow_name=none' }, status: 404 }
  ],
  getArtifactsByCommit: [
    {
      name: 'built from a commit, by prefix',
      setup: flowWithArtifact('c-cart1'),
      request: { method: 'GET', path: `/artifacts/c-cart1/shop/commit_sha/${SHA.slice(0, 10)}?trail=${TRAIL}` },
      status: 200
    },
    { name: 'none', setup: steps(legacyFlow('c-cart2')), request: { method: 'GET', path: `/artifacts/c-cart2/shop/commit_sha/${SHA}` }, status: 404 }
  ],
  latestCommit: [
    { name: 'from an approval', setup: steps(approval('c-lc1')), request: { method: 'GET', path: `/artifacts/c-lc1/shop/${FP}/latest_commit` }, status: 200 },
    {
      name: 'from an artifact, by prefix',
      setup: flowWithArtifact('c-lc2'),
      request: { method: 'GET', path: `/artifacts/c-lc2/shop/${FP.slice(0, 7)}/latest_commit?branch=main` },
      status: 200
    },
    { name: 'unknown', request: { method: 'GET', path: `/artifacts/c-lc3/shop/${FP}/latest_commit` }, status: 404 }
  ],
  attestGeneric: [
    {
      name: 'on the trail, with nulls for the optional fields',
      setup: flowWithArtifact('c-gen1'),
      request: {
        method: 'POST',
        path: `/attestations/c-gen1/shop/trail/${TRAIL}/generic`,
        multipart: {
          data_json: json({
            attestation_name: 'approval',
            is_compliant: true,
            description: null,
            artifact_fingerprint: null,
            user_data: null,
            git_commit_info: null
          })
        }
      },
      status: 201
    },
    {
      name: 'with an attachment',
      setup: flowWithArtifact('c-gen1b'),
      request: {
        method: 'POST',
        path: `/attestations/c-gen1b/shop/trail/${TRAIL}/generic`,
        multipart: {
          data_json: json({ attestation_name: 'scan', artifact_fingerprint: FP, is_compliant: true }),
          attachment_file: { filename: 'evidence.zip', content: 'zip' }
        }
      },
      status: 201
    },
    {
      name: 'unknown trail',
      setup: steps(legacyFlow('c-gen2')),
      request: {
        method: 'POST',
        path: '/attestations/c-gen2/shop/trail/none/generic',
        multipart: { data_json: json({ attestation_name: 'x', is_compliant: true }) }
      },
      status: 404
    },
    {
      name: 'for artifacts by name, with nothing to find them by',
      setup: flowWithArtifact('c-gen3'),
      request: {
        method: 'POST',
        path: `/attestations/c-gen3/shop/trail/${TRAIL}/generic`,
        multipart: { data_json: json({ attestation_name: 'x', target_artifacts: ['app'], is_compliant: true }) }
      },
      status: 400
    },
    {
      name: 'no verdict',
      setup: flowWithArtifact('c-gen4'),
      request: { method: 'POST', path: `/attestations/c-gen4/shop/trail/${TRAIL}/generic`, multipart: { data_json: json({ attestation_name: 'x' }) } },
      status: 400
    }
  ],
  attestJunit: [
    {
      name: 'results',
      setup: flowWithArtifact('c-junit1'),
      request: {
        method: 'POST',
        path: `/attestations/c-junit1/shop/trail/${TRAIL}/junit`,
        multipart: {
          data_json: json({
            attestation_name: 'tests',
            junit_results: [{ name: 's', failures: 1, errors: 0, skipped: 0, total: 3, duration: 0.5, timestamp: null }]
          })
        }
      },
      status: 201
    },
    {
      name: 'no results',
      setup: flowWithArtifact('c-junit2'),
      request: { method: 'POST', path: `/attestations/c-junit2/shop/trail/${TRAIL}/junit`, multipart: { data_json: json({ attestation_name: 'tests' }) } },
      status: 400
    }
  ],
  attestPullRequest: [
    {
      name: 'one pull request',
      setup: flowWithArtifact('c-pr1'),
      request: {
        method: 'POST',
        path: `/attestations/c-pr1/shop/trail/${TRAIL}/pull_request`,
        multipart: {
          data_json: json({
            attestation_name: 'pr',
            artifact_fingerprint: FP,
            git_provider: 'github',
            // As the reference client sends it: with `base_ref`, and commits with their signature.
            pull_requests: [
              {
                url: 'https://github.com/acme/shop/pull/1',
                state: 'MERGED',
                author: 'octocat',
                title: 'Fix',
                created_at: 1,
                merged_at: 2,
                head_ref: 'fix',
                base_ref: 'main',
                merge_commit: SHA,
                approvers: [{ username: 'hubot', state: 'APPROVED', timestamp: 2 }],
                commits: [
                  {
                    sha1: SHA,
                    author: 'octocat',
                    author_username: 'octocat',
                    message: 'fix',
                    timestamp: 1,
                    branch: 'fix',
                    verified: true,
                    signature_state: 'VALID'
                  }
                ]
              }
            ]
          })
        }
      },
      status: 201
    },
    {
      name: 'an unknown provider',
      setup: flowWithArtifact('c-pr2'),
      request: {
        method: 'POST',
        path: `/attestations/c-pr2/shop/trail/${TRAIL}/pull_request`,
        multipart: { data_json: json({ attestation_name: 'pr', git_provider: 'svn', pull_requests: [] }) }
      },
      status: 400
    }
  ],
  attestSnyk: [
    {
      name: 'findings in one run, none in the other',
      setup: flowWithArtifact('c-snyk1'),
      request: {
        method: 'POST',
        path: `/attestations/c-snyk1/shop/trail/${TRAIL}/snyk`,
        multipart: {
          data_json: json({
            attestation_name: 'snyk',
            snyk_results: {
              schema_version: 1,
              tool: { name: 'Snyk Container', version: '' },
              results: [
                { high_count: 1, medium_count: 0, low_count: 0, high: [{ id: 'SNYK-1', message: 'm', locations: [{ uri: 'Dockerfile' }] }] },
                { high_count: 0, medium_count: 0, low_count: 0 }
              ]
            }
          }),
          attachment_file: { filename: 'snyk.sarif', content: '{"version": "2.1.0", "runs": []}' }
        }
      },
      status: 201
    },
    {
      name: 'no results',
      setup: flowWithArtifact('c-snyk2'),
      request: { method: 'POST', path: `/attestations/c-snyk2/shop/trail/${TRAIL}/snyk`, multipart: { data_json: json({ attestation_name: 'snyk' }) } },
      status: 400
    }
  ],
  attestSbom: [
    {
      name: 'a CycloneDX SBOM',
      setup: flowWithArtifact('c-sbom1'),
      request: {
        method: 'POST',
        path: `/attestations/c-sbom1/shop/trail/${TRAIL}/system`,
        multipart: {
          data_json: json({
            attestation_name: 'sbom',
            annotations: { sbom_format: 'cyclonedx-1.5', sbom_sha256: FP },
            type_name: 'sbom',
            attestation_data: {
              format: 'cyclonedx-1.5',
              original_fingerprint: FP,
              document: { created_at: '2026-01-02T10:05:12Z', tools: ['syft 1.16.0'], subject: null, package_count: 3 }
            }
          }),
          attachment_file: { filename: 'sbom.cdx.json', content: '{"bomFormat": "CycloneDX"}' }
        }
      },
      status: 201
    },
    {
      name: 'another type',
      setup: flowWithArtifact('c-sbom2'),
      request: {
        method: 'POST',
        path: `/attestations/c-sbom2/shop/trail/${TRAIL}/system`,
        multipart: { data_json: json({ attestation_name: 'sbom', type_name: 'vex', attestation_data: {} }) }
      },
      status: 400
    }
  ],
  attestSonar: [
    {
      name: 'an analysis, as the reference client sends it',
      setup: flowWithArtifact('c-sonar1'),
      request: {
        method: 'POST',
        path: `/attestations/c-sonar1/shop/trail/${TRAIL}/sonar`,
        multipart: {
          data_json: json({
            attestation_name: 'sonar',
            sonar_results: {
              serverUrl: 'https://sonarcloud.io',
              taskId: 'AZ1',
              status: 'SUCCESS',
              analysedAt: '2026-01-02T10:07:00+0000',
              revision: SHA,
              project: { key: 'acme_shop', name: 'Shop', url: 'https://sonarcloud.io/dashboard?id=acme_shop' },
              branch: { name: 'main', type: 'BRANCH' },
              qualityGate: { status: 'ERROR', conditions: [{ metric: 'new_coverage', errorThreshold: '80', operator: 'LT', value: '71.3', status: 'ERROR' }] }
            }
          })
        }
      },
      status: 201
    },
    {
      name: 'no project',
      setup: flowWithArtifact('c-sonar2'),
      request: {
        method: 'POST',
        path: `/attestations/c-sonar2/shop/trail/${TRAIL}/sonar`,
        multipart: { data_json: json({ attestation_name: 'sonar', sonar_results: { analysedAt: 'x', revision: SHA } }) }
      },
      status: 400
    }
  ],
  attestJira: [
    {
      name: 'an issue that exists and one that does not',
      setup: flowWithArtifact('c-jira1'),
      request: {
        method: 'POST',
        path: `/attestations/c-jira1/shop/trail/${TRAIL}/jira`,
        multipart: {
          data_json: json({
            attestation_name: 'jira',
            jira_results: [
              { issue_id: 'SHOP-7', issue_url: 'https://acme.atlassian.net/browse/SHOP-7', issue_exists: true, issue_fields: { summary: 'Checkout' } },
              { issue_id: 'SHOP-9', issue_url: 'https://acme.atlassian.net/browse/SHOP-9', issue_exists: false }
            ]
          })
        }
      },
      status: 201
    },
    {
      name: 'an issue without its URL',
      setup: flowWithArtifact('c-jira2'),
      request: {
        method: 'POST',
        path: `/attestations/c-jira2/shop/trail/${TRAIL}/jira`,
        multipart: { data_json: json({ attestation_name: 'jira', jira_results: [{ issue_id: 'SHOP-7', issue_exists: true }] }) }
      },
      status: 400
    }
  ],
  // A custom type needs a multipart setup, which SandboxCall cannot send; the success path is in __tests__/sandbox-evidence.test.ts.
  attestCustom: [
    {
      name: 'recorded against its type',
      setup: steps(
        legacyFlow('c-cus1'),
        (call) =>
          call('POST', '/custom-attestation-types/c-cus1', undefined, {
            data_json: json({ name: 'coverage', evaluator: { content_type: 'jq', rules: ['.line > 80'] } })
          }),
        (call) => call('PUT', '/trails/c-cus1/shop', undefined, { data_json: json({ name: 'release-1' }) })
      ),
      request: {
        method: 'POST',
        path: '/attestations/c-cus1/shop/trail/release-1/custom',
        multipart: { data_json: json({ attestation_name: 'cov', type_name: 'coverage', attestation_data: { line: 91 } }) }
      },
      status: 201
    },
    {
      name: 'unknown type',
      setup: flowWithArtifact('c-cus2'),
      request: {
        method: 'POST',
        path: `/attestations/c-cus2/shop/trail/${TRAIL}/custom`,
        multipart: { data_json: json({ attestation_name: 'cov', type_name: 'none', attestation_data: { line: 91 } }) }
      },
      status: 404
    },
    {
      name: 'no data',
      setup: flowWithArtifact('c-cus3'),
      request: {
        method: 'POST',
        path: `/attestations/c-cus3/shop/trail/${TRAIL}/custom`,
        multipart: { data_json: json({ attestation_name: 'cov', type_name: 'coverage' }) }
      },
      status: 400
    }
  ],
  overrideAttestation: [
    {
      name: 'recorded',
      request: {
        method: 'POST',
        path: '/attestations/c-ovr1/shop/trail/main/override',
        body: { attestation_name: 'tests', original_attestation_type: 'junit', reason: 'r', new_compliance_status: true }
      },
      status: 200
    },
    {
      name: 'nulls for the optional fields',
      setup: steps(flowWithArtifact('c-ovr1b'), attestation('c-ovr1b', 'scan', false)),
      request: {
        method: 'POST',
        path: `/attestations/c-ovr1b/shop/trail/${TRAIL}/override`,
        body: {
          attestation_name: 'scan',
          original_attestation_type: 'generic',
          reason: 'false positive',
          new_compliance_status: true,
          artifact_fingerprint: FP,
          target_artifacts: null,
          git_commit_info: null,
          repo_info: null,
          origin_url: null,
          description: null,
          external_urls: null,
          annotations: null,
          user_data: null
        }
      },
      status: 200
    },
    {
      name: 'no reason',
      request: {
        method: 'POST',
        path: '/attestations/c-ovr2/shop/trail/main/override',
        body: { attestation_name: 'tests', original_attestation_type: 'junit', new_compliance_status: true }
      },
      status: 400
    }
  ],
  getTrailAttestation: [
    {
      name: 'of an artifact, by its name in the template',
      setup: steps(flowWithArtifact('c-gatt1'), attestation('c-gatt1', 'scan', true)),
      request: { method: 'GET', path: `/attestations/c-gatt1/shop/trail/${TRAIL}/app.scan` },
      status: 200
    },
    { name: 'unknown', setup: flowWithArtifact('c-gatt2'), request: { method: 'GET', path: `/attestations/c-gatt2/shop/trail/${TRAIL}/none` }, status: 404 }
  ],
  createApproval: [
    {
      name: 'recorded',
      request: { method: 'POST', path: '/approvals/c-appr1/shop', body: { artifact_fingerprint: FP, description: '', src_commit_list: [SHA] } },
      status: 201
    },
    {
      name: 'nulls for the optional fields',
      request: {
        method: 'POST',
        path: '/approvals/c-appr1b/shop',
        body: { artifact_fingerprint: FP, description: '', src_commit_list: [SHA], environment: null, oldest_commit: null, approvals: null, user_data: null }
      },
      status: 201
    },
    {
      name: 'a bad commit',
      request: { method: 'POST', path: '/approvals/c-appr1c/shop', body: { artifact_fingerprint: FP, description: '', src_commit_list: ['main'] } },
      status: 400
    }
  ],
  listApprovals: [
    {
      name: 'one page',
      setup: steps(approval('c-appr2'), approval('c-appr2')),
      request: { method: 'GET', path: '/approvals/c-appr2/shop?page=2&per_page=1' },
      status: 200
    }
  ],
  upsertAttestationType: [
    { name: 'created', request: { method: 'POST', path: '/custom-attestation-types/c-type1', multipart: { data_json: json({ name: 'cov' }) } }, status: 200 },
    {
      name: 'with a summary, as the reference client sends it',
      request: {
        method: 'POST',
        path: '/custom-attestation-types/c-type1d',
        multipart: { data_json: json({ name: 'cov', evaluator: { content_type: 'jq', rules: ['.x > 1'] }, summary: [{ name: 'Coverage', expression: '.x' }] }) }
      },
      status: 200
    },
    {
      name: 'rules without a content type',
      request: {
        method: 'POST',
        path: '/custom-attestation-types/c-type1b',
        multipart: { data_json: json({ name: 'cov', evaluator: { rules: ['.x > 1'] } }), type_schema: { filename: 's.json', content: '{"type": "object"}' } }
      },
      status: 200
    },
    {
      name: 'a schema that is not one',
      request: {
        method: 'POST',
        path: '/custom-attestation-types/c-type1c',
        multipart: { data_json: json({ name: 'cov' }), type_schema: { filename: 's.json', content: '{"type": 5}' } }
      },
      status: 400
    }
  ],
  listAttestationTypes: [{ name: 'empty', request: { method: 'GET', path: '/custom-attestation-types/c-type2' }, status: 200 }],
  getAttestationType: [
    {
      name: 'found',
      setup: (call) => call('POST', '/custom-attestation-types/c-gtype1', undefined, { data_json: json({ name: 'coverage' }) }).then(() => undefined),
      request: { method: 'GET', path: '/custom-attestation-types/c-gtype1/coverage' },
      status: 200
    },
    { name: 'missing', request: { method: 'GET', path: '/custom-attestation-types/c-gtype2/coverage' }, status: 404 }
  ],
  archiveAttestationType: [
    {
      name: 'archived',
      setup: (call) => call('POST', '/custom-attestation-types/c-atype1', undefined, { data_json: json({ name: 'coverage' }) }).then(() => undefined),
      request: { method: 'PUT', path: '/custom-attestation-types/c-atype1/coverage/archive' },
      status: 200
    },
    { name: 'missing', request: { method: 'PUT', path: '/custom-attestation-types/c-atype2/coverage/archive' }, status: 404 }
  ],
  search: [
    { name: 'nothing found', request: { method: 'GET', path: `/search/c-srch1/sha/${SHA}` }, status: 404 },
    {
      name: 'by commit',
      setup: steps(flowWithArtifact('c-srch2'), environment('c-srch2'), report('c-srch2')),
      request: { method: 'GET', path: `/search/c-srch2/sha/${SHA.slice(0, 8)}` },
      status: 200
    },
    { name: 'not hex', request: { method: 'GET', path: '/search/c-srch3/sha/xyz123' }, status: 400 }
  ],
  assertArtifact: [
    {
      name: 'in its flow',
      setup: steps(flowWithArtifact('c-asrt1')),
      request: { method: 'GET', path: `/asserts/c-asrt1/fingerprint/${FP}?flow_name=shop` },
      status: 200
    },
    {
      name: 'for an environment',
      setup: steps(flowWithArtifact('c-asrt2'), environment('c-asrt2'), policy('c-asrt2'), (call) =>
        call('PATCH', '/environments/c-asrt2/prod', { policies: ['prod-policy'] })
      ),
      request: { method: 'GET', path: `/asserts/c-asrt2/fingerprint/${FP}?environment_name=prod` },
      status: 200
    },
    {
      name: 'against policies',
      setup: steps(flowWithArtifact('c-asrt3'), policy('c-asrt3', 'a'), policy('c-asrt3', 'b')),
      request: { method: 'GET', path: `/asserts/c-asrt3/fingerprint/${FP}?policy_name=a&policy_name=b` },
      status: 200
    },
    {
      name: 'against a policy that does not exist',
      setup: flowWithArtifact('c-asrt5'),
      request: { method: 'GET', path: `/asserts/c-asrt5/fingerprint/${FP}?policy_name=none` },
      status: 404
    },
    { name: 'unknown artifact', request: { method: 'GET', path: `/asserts/c-asrt4/fingerprint/${FP}` }, status: 404 }
  ]
}

/** Entries the sandbox does not serve yet (none: the contract test fails for any listed here that it serves). */
export const NOT_SERVED_YET = new Set<string>([])
