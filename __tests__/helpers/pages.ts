import { expect } from '@jest/globals'
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js'

export const SHA = 'a8da2ab2bdf6d30fe61c831c78db4c0b69710988'
export const BACKEND = '1e278c5f69dc96cfefc5a3dc4357a3f9b6f91f109ce587dad37c80c3a5047fd0'
export const TOOLS = 'fba6a4ac61e4d13c0b5a3e8b5c0b6a4f61a2f3d4c5b6a7980d1e2f3a4b5c6d7e'
export const TEMPLATE =
  'version: 1\ntrail:\n  attestations:\n    - name: pull-request\n      type: pull_request\n  artifacts:\n    - name: backend\n      attestations:\n        - name: unit-tests\n          type: junit\n'

/** Text that is markup and script: every page must show it as text and run nothing. */
export const HOSTILE = `<script>document.title='pwned'</script><img src=x onerror="document.body.dataset.pwned='yes'">`

export interface PageAnswer {
  status: number
  headers: Headers
  text: string
}

/** An in-process sandbox and the calls a test makes of it: its API (with a key) and its pages. */
export class PagesSandbox {
  private constructor(
    readonly sandbox: Sandbox,
    private readonly key: string
  ) {}

  static async start(apiKeys: string[] = [], dataFile?: string): Promise<PagesSandbox> {
    return new PagesSandbox(await startSandbox({ port: 0, apiKeys, dataFile }), apiKeys[0] ?? 'any-key')
  }

  get origin(): string {
    return this.sandbox.baseUrl.replace(/\/api\/v2$/, '')
  }

  close(): Promise<void> {
    return this.sandbox.close()
  }

  async api(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const r = await fetch(this.sandbox.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${this.key}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await r.text()
    return { status: r.status, json: text ? JSON.parse(text) : undefined }
  }

  /** Multipart: `data_json` as JSON, files as `{filename, content}`. */
  async upload(path: string, parts: Record<string, unknown>, method = 'POST'): Promise<number> {
    const form = new FormData()
    for (const [name, value] of Object.entries(parts)) {
      if (name === 'data_json') form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }))
      else {
        const file = value as { filename: string; content: string | Buffer }
        form.append(name, new Blob([file.content]), file.filename)
      }
    }
    const r = await fetch(this.sandbox.baseUrl + path, { method, headers: { authorization: `Bearer ${this.key}` }, body: form })
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`)
    return r.status
  }

  async page(path: string, authorization?: string, method = 'GET'): Promise<PageAnswer> {
    const r = await fetch(this.origin + path, { method, headers: authorization ? { authorization } : {} })
    return { status: r.status, headers: r.headers, text: await r.text() }
  }
}

const ok = (status: number) => expect(status).toBeLessThan(300)

/**
 * What a pipeline records, in `org`: the flow `shop-api` with a template, the trail `SHA` with
 * its artifact `backend`, unit tests (passing or not), a pull request, a security review with an
 * attachment and hostile text, an approval; the environment `production`, with two snapshots
 * (the second adds `tools.jar`) and a policy.
 */
export async function recordShop(sb: PagesSandbox, org: string, options: { testsPass?: boolean; hostile?: string } = {}): Promise<void> {
  const hostile = options.hostile ?? 'A careful review'
  const commit = {
    sha1: SHA,
    branch: 'main',
    author: 'Ada Lovelace',
    message: 'Fix rounding in totals',
    timestamp: 1_790_000_000,
    url: `https://github.com/acme/shop/commit/${SHA}`
  }
  const run = 'https://github.com/acme/shop/actions/runs/4242'
  await sb.upload(
    `/flows/${org}/template_file`,
    { data_json: { name: 'shop-api', description: 'The shop API' }, template_file: { filename: 'template.yml', content: TEMPLATE } },
    'PUT'
  )
  await sb.upload(`/trails/${org}/shop-api`, { data_json: { name: SHA, description: 'Build of main', git_commit_info: commit, origin_url: run } }, 'PUT')
  ok(
    (
      await sb.api('POST', `/artifacts/${org}/shop-api`, {
        fingerprint: BACKEND,
        filename: 'app',
        trail_name: SHA,
        template_reference_name: 'backend',
        git_commit: SHA,
        git_commit_info: commit,
        build_url: run,
        commit_url: commit.url
      })
    ).status
  )
  const failures = options.testsPass === false ? 2 : 0
  await sb.upload(`/attestations/${org}/shop-api/trail/${SHA}/junit`, {
    data_json: {
      attestation_name: 'unit-tests',
      artifact_fingerprint: BACKEND,
      origin_url: run,
      git_commit_info: commit,
      junit_results: [{ name: 'totals', failures, errors: 0, skipped: 1, total: 12, duration: 0.4 }]
    }
  })
  await sb.upload(`/attestations/${org}/shop-api/trail/${SHA}/pull_request`, {
    data_json: {
      attestation_name: 'pull-request',
      origin_url: run,
      git_commit_info: commit,
      git_provider: 'github',
      pull_requests: [
        {
          url: 'https://github.com/acme/shop/pull/12',
          state: 'MERGED',
          author: 'ada-l',
          title: 'Fix rounding in totals',
          created_at: 1_789_990_000,
          merged_at: 1_790_000_000,
          head_ref: 'fix-rounding',
          approvers: [{ username: 'grace-h', state: 'APPROVED', timestamp: 1_789_999_000 }],
          commits: [{ sha1: SHA, author: 'Ada Lovelace', message: 'Fix rounding in totals', timestamp: 1_789_980_000, branch: 'fix-rounding' }]
        }
      ]
    }
  })
  await sb.upload(`/attestations/${org}/shop-api/trail/${SHA}/generic`, {
    data_json: {
      attestation_name: 'security-review',
      is_compliant: true,
      description: hostile,
      origin_url: run,
      user_data: { reviewer: 'grace-h', note: hostile, findings: [] },
      annotations: { ticket: 'SEC-7' }
    },
    attachment_file: { filename: 'review.txt', content: 'No findings.\n' }
  })
  ok(
    (
      await sb.api('POST', `/approvals/${org}/shop-api`, {
        artifact_fingerprint: BACKEND,
        description: 'Release',
        environment: 'production',
        src_commit_list: [SHA],
        approvals: [{ state: 'APPROVED', comment: 'Release review passed', approved_by: 'grace-h', approval_url: run }]
      })
    ).status
  )
  await sb.upload(
    `/policies/${org}`,
    {
      payload: { filename: 'payload.json', content: JSON.stringify({ name: 'prod-policy' }) },
      policy_file: {
        filename: 'prod-policy.yaml',
        content: '_schema: https://docs.kosli.com/schemas/policy/v1\nartifacts:\n  trail-compliance:\n    required: true\n'
      }
    },
    'PUT'
  )
  ok((await sb.api('PUT', `/environments/${org}`, { name: 'production', type: 'server', description: 'Production servers', policies: ['prod-policy'] })).status)
  const report = (digests: Record<string, string>) =>
    sb.api('PUT', `/environments/${org}/production/report/server`, { type: 'server', artifacts: [{ digests, creationTimestamp: 1_790_000_100 }] })
  ok((await report({ '/srv/app': BACKEND })).status)
  ok((await report({ '/srv/app': BACKEND, '/srv/tools.jar': TOOLS })).status)
}
