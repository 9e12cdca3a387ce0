import type * as catalogue from '../../clients/service/catalogue/attestation-types.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { badRequest, HttpError, notFound } from '../http-error.js'
import { fromColumn, parseRequestJson } from '../json.js'
import { now, type Context } from '../request.js'
import { route, type Call, type Reply, type Route } from '../router.js'
import { requireName } from './names.js'
import { compileTypeSchema } from '../engines/type-schema.js'
import * as typesCatalogue from '../../clients/service/catalogue/attestation-types.js'

interface TypeRow {
  org: string
  name: string
  archived: number
  created_at: number
  last_modified_at: number
}

export interface VersionRow {
  version: number
  description: string | null
  evaluator: string
  type_schema: string | null
  summary: string | null
  created_at: number
}

/** A live type's latest version, or the version asked for. */
export function latestVersion(ctx: Context, org: string, name: string, version?: number): VersionRow | undefined {
  const live = ctx.db.get('SELECT 1 FROM attestation_types WHERE org = ? AND name = ? AND archived = 0', org, name)
  if (!live) return undefined
  return ctx.db.get(
    'SELECT * FROM attestation_type_versions WHERE org = ? AND name = ? AND (? IS NULL OR version = ?) ORDER BY version DESC LIMIT 1',
    org,
    name,
    version ?? null,
    version ?? null
  ) as VersionRow | undefined
}

/**
 * At most this many jq rules a type, each at most MAX_JQ_RULE_LENGTH characters: every attestation of the type
 * runs them all (within one work budget), so the sandbox bounds them when the type is made.
 */
export const MAX_JQ_RULES = 100
export const MAX_JQ_RULE_LENGTH = 4096

function checkRules(rules: string[] | undefined): void {
  const field = 'part data_json/evaluator/rules'
  if (!Array.isArray(rules)) return
  if (rules.length > MAX_JQ_RULES)
    throw badRequest(`${field} has ${rules.length} jq rules; the sandbox allows at most ${MAX_JQ_RULES} a type`, {
      [field]: `at most ${MAX_JQ_RULES} rules`
    })
  const long = rules.findIndex((rule) => typeof rule === 'string' && rule.length > MAX_JQ_RULE_LENGTH)
  if (long >= 0)
    throw badRequest(`${field}: rule ${long + 1} is ${rules[long].length} characters; the sandbox allows at most ${MAX_JQ_RULE_LENGTH} a rule`, {
      [field]: `rules of at most ${MAX_JQ_RULE_LENGTH} characters`
    })
}

/** The evaluator with its default named: `rules` without `content_type` is jq, nothing at all is default. */
function evaluatorOf(sent: { content_type?: string; rules?: string[] } | null | undefined): { content_type: string; rules?: string[] } {
  if (!sent) return { content_type: 'default' }
  const contentType = sent.content_type ?? (sent.rules ? 'jq' : 'default')
  return contentType === 'jq' ? { content_type: 'jq', rules: sent.rules ?? [] } : { content_type: contentType }
}

function typeView(ctx: Context, type: TypeRow, version?: number) {
  const versions = ctx.db.all(
    'SELECT * FROM attestation_type_versions WHERE org = ? AND name = ? AND (? IS NULL OR version = ?) ORDER BY version',
    type.org,
    type.name,
    version ?? null,
    version ?? null
  ) as unknown as VersionRow[]
  const latest = versions[versions.length - 1]
  return {
    name: type.name,
    description: latest?.description ?? null,
    org: type.org,
    archived: type.archived === 1,
    created_by: 'sandbox',
    created_at: type.created_at,
    last_modified_at: type.last_modified_at,
    versions: versions.map((v) => ({
      version: v.version,
      timestamp: v.created_at,
      created_by: 'sandbox',
      description: v.description,
      evaluator: fromColumn<unknown>(v.evaluator, { content_type: 'default' }),
      type_schema: fromColumn<unknown>(v.type_schema, null),
      summary: fromColumn<unknown>(v.summary, null)
    }))
  }
}

function liveType(ctx: Context, org: string, name: string): TypeRow {
  const row = ctx.db.get('SELECT * FROM attestation_types WHERE org = ? AND name = ? AND archived = 0', org, name) as TypeRow | undefined
  if (!row) throw notFound(`Custom attestation type '${name}'`)
  return row
}

function attestationTypeHandlers(ctx: Context) {
  const { db } = ctx
  return {
    /**
     * Multipart: `data_json`, the type's fields, and optionally `type_schema`, a JSON Schema. A
     * change makes a new version; the same type sent again changes nothing.
     */
    upsert({ params, body }: Call<typeof catalogue.upsertAttestationType>): Reply<typeof catalogue.upsertAttestationType> {
      const data = body.data_json
      requireName(data.name, PATTERNS.attestationTypeName, 'part data_json/name')
      let typeSchema: string | null = null
      if (body.type_schema) {
        const schema = parseRequestJson(body.type_schema.content.toString('utf8'), 'type_schema')
        compileTypeSchema(schema)
        typeSchema = JSON.stringify(schema)
      }
      const evaluatorSent = evaluatorOf(data.evaluator)
      checkRules(evaluatorSent.rules)
      const evaluator = JSON.stringify(evaluatorSent)
      const description = data.description ?? null
      const summary = data.summary && data.summary.length > 0 ? JSON.stringify(data.summary) : null
      const at = now()
      const existing = db.get('SELECT * FROM attestation_types WHERE org = ? AND name = ?', params.org, data.name) as TypeRow | undefined
      const latest = existing
        ? (db.get('SELECT * FROM attestation_type_versions WHERE org = ? AND name = ? ORDER BY version DESC LIMIT 1', params.org, data.name) as
            VersionRow | undefined)
        : undefined
      if (
        existing &&
        !existing.archived &&
        latest &&
        latest.description === description &&
        latest.evaluator === evaluator &&
        latest.type_schema === typeSchema &&
        latest.summary === summary
      ) {
        return { status: 200, body: `Custom attestation type '${data.name}' unchanged (version ${latest.version})` }
      }
      const version = (latest?.version ?? 0) + 1
      if (existing) db.run('UPDATE attestation_types SET archived = 0, last_modified_at = ? WHERE org = ? AND name = ?', at, params.org, data.name)
      else db.run('INSERT INTO attestation_types (org, name, created_at, last_modified_at) VALUES (?, ?, ?, ?)', params.org, data.name, at, at)
      db.run(
        'INSERT INTO attestation_type_versions (org, name, version, description, evaluator, type_schema, summary, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        params.org,
        data.name,
        version,
        description,
        evaluator,
        typeSchema,
        summary,
        at
      )
      return {
        status: 200,
        body: existing ? `Custom attestation type '${data.name}' updated (version ${version})` : `Custom attestation type '${data.name}' created`
      }
    },

    list({ params }: Call<typeof catalogue.listAttestationTypes>): Reply<typeof catalogue.listAttestationTypes> {
      const rows = db.all('SELECT * FROM attestation_types WHERE org = ? AND archived = 0 ORDER BY name', params.org) as unknown as TypeRow[]
      return { status: 200, body: rows.map((t) => typeView(ctx, t)) }
    },

    /** One type with all its versions, or only the one asked for (`version`). */
    get({ params, query }: Call<typeof catalogue.getAttestationType>): Reply<typeof catalogue.getAttestationType> {
      const type = liveType(ctx, params.org, params.custom_attestation_type_name)
      const view = typeView(ctx, type, query.version)
      if (view.versions.length === 0) throw new HttpError(404, `Version ${query.version} of custom attestation type '${type.name}' not found`)
      return { status: 200, body: view }
    },

    archive({ params }: Call<typeof catalogue.archiveAttestationType>): Reply<typeof catalogue.archiveAttestationType> {
      const type = liveType(ctx, params.org, params.custom_attestation_type_name)
      db.run('UPDATE attestation_types SET archived = 1, last_modified_at = ? WHERE org = ? AND name = ?', now(), type.org, type.name)
      return { status: 200, body: `Custom attestation type '${type.name}' archived` }
    }
  }
}

// The handlers are closures over their context and never use `this`: safe to hand over as they are.
/* eslint-disable @typescript-eslint/unbound-method */
/** The catalogue entries this module serves, each with its handler. */
export function attestationTypeRoutes(ctx: Context): Route[] {
  const h = attestationTypeHandlers(ctx)
  return [
    route(typesCatalogue.upsertAttestationType, h.upsert),
    route(typesCatalogue.listAttestationTypes, h.list),
    route(typesCatalogue.getAttestationType, h.get),
    route(typesCatalogue.archiveAttestationType, h.archive)
  ]
}
/* eslint-enable @typescript-eslint/unbound-method */
