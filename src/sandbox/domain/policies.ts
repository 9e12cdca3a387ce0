import type * as catalogue from '../../clients/service/catalogue/policies.js'
import type { PolicyView } from '../../clients/service/catalogue/policies.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import type { Validate } from '../../schema/json-schema.js'
import { parseExpression, type Node } from '../../schema/policy-expression.js'
import { checkPolicy, parsePolicyFile, PolicyFileError, policyRules, type PolicyRules } from '../../schema/policy-files.js'
import policySchema from '../../schema/environment-policy-v1.schema.json' with { type: 'json' }
import { badRequest, notFound } from '../http-error.js'
import { fromColumn, utf8 } from '../json.js'
import { now, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { requireName } from './names.js'
import { compileTypeSchema } from '../engines/type-schema.js'
import * as policiesCatalogue from '../../clients/service/catalogue/policies.js'

interface PolicyRow {
  org: string
  name: string
  description: string
  created_at: number
  last_modified_at: number
}

interface VersionRow {
  version: number
  yaml: string
  rules: string
  comment: string
  created_at: number
}

/**
 * What one policy may hold in the sandbox: every rule is evaluated for every artifact of every
 * snapshot read, so the work of a policy is bounded here; real policies hold a handful.
 */
export const MAX_ATTESTATION_RULES = 100
export const MAX_EXCEPTIONS = 50

/** A policy's rules with each expression parsed once, as evaluation uses them. */
export interface CompiledPolicy {
  name: string
  version: number
  rules: PolicyRules
  /** Each expression's tree, by its text. */
  expressions: Map<string, Node>
}

/** The policies of an organization that exist, by name; 404 naming the first that does not. */
export function livePolicy(ctx: Context, org: string, name: string): PolicyRow {
  const row = ctx.db.get('SELECT * FROM policies WHERE org = ? AND name = ?', org, name) as PolicyRow | undefined
  if (!row) throw notFound(`Policy '${name.slice(0, 80)}'`)
  return row
}

/** Refuses names of policies the organization does not have: an environment names only real ones. */
export function requirePolicies(ctx: Context, org: string, names: string[] | null | undefined): void {
  for (const name of names ?? []) livePolicy(ctx, org, name)
}

const versionsOf = (ctx: Context, org: string, name: string) =>
  ctx.db.all(
    'SELECT version, yaml, rules, comment, created_at FROM policy_versions WHERE org = ? AND name = ? ORDER BY version',
    org,
    name
  ) as unknown as VersionRow[]

/** Parsed trees are kept across requests by text: the same few expressions are evaluated again and again. */
const trees = new Map<string, Node>()
const MAX_TREES = 1000

function tree(text: string): Node {
  let node = trees.get(text)
  if (!node) {
    // Stored only after the same parse accepted it: this cannot fail.
    node = parseExpression(text)
    if (trees.size >= MAX_TREES) trees.delete(trees.keys().next().value as string)
    trees.set(text, node)
  }
  return node
}

/** The latest version of a policy, ready to evaluate. */
export function compiledPolicy(ctx: Context, org: string, name: string): CompiledPolicy {
  livePolicy(ctx, org, name)
  const latest = ctx.db.get('SELECT version, rules FROM policy_versions WHERE org = ? AND name = ? ORDER BY version DESC LIMIT 1', org, name) as
    { version: number; rules: string } | undefined
  const rules = fromColumn<PolicyRules>(latest?.rules, {
    provenance: { required: false, exceptions: [] },
    'trail-compliance': { required: false, exceptions: [] },
    attestations: []
  })
  const expressions = new Map<string, Node>()
  const texts = [
    ...rules.provenance.exceptions.map((e) => e.if?.text),
    ...rules['trail-compliance'].exceptions.map((e) => e.if?.text),
    ...rules.attestations.map((a) => a.if?.text)
  ]
  for (const text of texts) if (text !== undefined) expressions.set(text, tree(text))
  return { name, version: latest?.version ?? 0, rules, expressions }
}

/**
 * A policy file as the service takes it: YAML that the policy schema accepts, with each
 * expression parsed. The first problem is the answer (400), placed on its line.
 */
function readPolicy(yaml: string): PolicyRules {
  let parsed
  try {
    parsed = parsePolicyFile('policy_file', yaml)
  } catch (err) {
    if (err instanceof PolicyFileError) throw badRequest(err.message.slice(0, 300), { policy_file: 'a policy YAML file' })
    throw err
  }
  const validate = compileTypeSchema(policySchema, 'environment-policy-v1') as unknown as Validate
  const [first, ...more] = checkPolicy(parsed, validate)
  if (first)
    throw badRequest(`policy_file line ${first.line}: ${first.message.slice(0, 300)}${more.length > 0 ? ` (and ${more.length} more)` : ''}`, {
      policy_file: `line ${first.line}, column ${first.column}: ${first.message.slice(0, 300)}`
    })
  const rules = policyRules(parsed)
  const exceptions = Math.max(rules.provenance.exceptions.length, rules['trail-compliance'].exceptions.length)
  if (rules.attestations.length > MAX_ATTESTATION_RULES || exceptions > MAX_EXCEPTIONS)
    throw badRequest(`policy_file: the sandbox takes at most ${MAX_ATTESTATION_RULES} attestation rules and ${MAX_EXCEPTIONS} exceptions per rule`, {
      policy_file: 'too many rules'
    })
  return rules
}

/** The environments whose policies name this one. */
function consumers(ctx: Context, org: string, name: string): string[] {
  const rows = ctx.db.all('SELECT name, policies FROM environments WHERE org = ? AND archived = 0 ORDER BY name', org) as { name: string; policies: string }[]
  return rows.filter((e) => fromColumn<string[]>(e.policies, []).includes(name)).map((e) => e.name)
}

function policyView(ctx: Context, policy: PolicyRow): PolicyView {
  const versions = versionsOf(ctx, policy.org, policy.name)
  return {
    name: policy.name,
    description: policy.description,
    created_by: 'sandbox',
    created_at: policy.created_at,
    last_modified_at: policy.last_modified_at,
    archived: false,
    versions: versions.map((v) => ({ version: v.version, comment: v.comment, timestamp: v.created_at, created_by: 'sandbox', policy_yaml: v.yaml })),
    events: versions.map((v) => ({
      type: v.version === 1 ? 'creation' : 'new_version',
      timestamp: v.created_at,
      user: 'sandbox',
      data: { version: v.version }
    })),
    consuming_envs: consumers(ctx, policy.org, policy.name)
  }
}

function policyHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /**
     * PUT /policies/{org}, multipart `payload` and `policy_file`: a new policy (201) or, when the
     * rules changed, a new version of it (200); the same rules again keep the version. Without a
     * file only the description changes, and a new policy needs one.
     */
    put({ params, body }: Call<typeof catalogue.upsertPolicy>): Reply<typeof catalogue.upsertPolicy> {
      const { payload } = body
      requireName(payload.name, PATTERNS.policyName, 'part payload/name')
      const existing = db.get('SELECT * FROM policies WHERE org = ? AND name = ?', params.org, payload.name) as PolicyRow | undefined
      const at = now()
      if (!body.policy_file && !existing)
        throw badRequest(`Policy '${payload.name}' does not exist yet: the first version needs its policy_file`, { policy_file: 'required to create a policy' })
      const description = payload.description ?? existing?.description ?? ''
      if (!existing)
        db.run(
          'INSERT INTO policies (org, name, description, created_at, last_modified_at) VALUES (?, ?, ?, ?, ?)',
          params.org,
          payload.name,
          description,
          at,
          at
        )
      else db.run('UPDATE policies SET description = ?, last_modified_at = ? WHERE org = ? AND name = ?', description, at, params.org, payload.name)
      if (body.policy_file) {
        const yaml = utf8(body.policy_file.content instanceof Buffer ? body.policy_file.content : Buffer.from(body.policy_file.content), 'policy_file')
        const rules = JSON.stringify(readPolicy(yaml))
        const latest = db.get(
          'SELECT version, rules FROM policy_versions WHERE org = ? AND name = ? ORDER BY version DESC LIMIT 1',
          params.org,
          payload.name
        ) as { version: number; rules: string } | undefined
        if (latest?.rules !== rules)
          db.run(
            'INSERT INTO policy_versions (org, name, version, yaml, rules, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
            params.org,
            payload.name,
            (latest?.version ?? 0) + 1,
            yaml,
            rules,
            payload.comment ?? '',
            at
          )
      }
      return { status: existing ? 200 : 201, body: policyView(ctx, livePolicy(ctx, params.org, payload.name)) }
    },

    list({ params }: Call<typeof catalogue.listPolicies>): Reply<typeof catalogue.listPolicies> {
      const rows = db.all('SELECT * FROM policies WHERE org = ? ORDER BY name', params.org) as unknown as PolicyRow[]
      return { status: 200, body: rows.map((p) => policyView(ctx, p)) }
    },

    get({ params }: Call<typeof catalogue.getPolicy>): Reply<typeof catalogue.getPolicy> {
      return { status: 200, body: policyView(ctx, livePolicy(ctx, params.org, params.policy_name)) }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function policyRoutes(ctx: Context): Route[] {
  const h = policyHandlers(ctx)
  return [route(policiesCatalogue.upsertPolicy, h.put), route(policiesCatalogue.listPolicies, h.list), route(policiesCatalogue.getPolicy, h.get)]
}
/* eslint-enable @typescript-eslint/unbound-method */
