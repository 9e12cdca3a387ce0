// The checks `npm run build` compiles (scripts/compile-checks.ts, Ajv's standalone code) and the
// checks Ajv compiles at run time from the same catalogue must give the same verdict, and the same
// errors, for the same value: the bundle uses the first, the sources and the sandbox the second.
// The values are the reference client's own requests (the golden fixtures: valid), each broken
// in a few ways (a field missing, of the wrong type, one unknown), and for queries and answers a
// few values of every JSON type.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileFunction } from 'node:vm'
import Ajv2020 from 'ajv/dist/2020.js'
import { compileGroup } from '../../../scripts/compile-checks.js'
import { CATALOGUE } from '../../../src/clients/service/catalogue/index.js'
import type { AnyEndpoint, JsonSchema } from '../../../src/clients/service/endpoint.js'
import { AJV_OPTIONS, endpointSchemas, publishedSchema, type Validate } from '../../../src/clients/service/validate.js'
import { TEMPLATE_SCHEMA } from '../../../src/evidence/flow-template.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const FIXTURES = path.join(here, '..', '..', 'fixtures', 'reference-client')
const components = JSON.parse(readFileSync(path.join(here, '..', '..', '..', 'src', 'clients', 'service', 'catalogue', 'published-components.json'), 'utf8'))

/** Ajv as the action runs it when the build's checks are absent (src/clients/service/validate.ts). */
const runtime = new Ajv2020.default({ ...AJV_OPTIONS, allErrors: true })
runtime.addSchema(publishedSchema(components))

/** A group's module as the build writes it, loaded as the bundle loads it (CommonJS, Ajv's runtime helpers from node_modules). */
function compiled(schemas: Record<string, JsonSchema>): Record<string, Validate> {
  const module = { exports: {} as Record<string, Validate> }
  compileFunction(compileGroup(schemas), ['module', 'exports', 'require'])(module, module.exports, createRequire(import.meta.url))
  return module.exports
}

type Verdict = { valid: boolean; errors: unknown[] }
function verdict(validate: Validate, value: unknown): Verdict {
  const valid = validate(value)
  return { valid, errors: (validate.errors ?? []).map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message })) }
}

/** The value broken in the ways a caller gets it wrong. */
function broken(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [null, 'text', 12345, [value]]
  const record = value as Record<string, unknown>
  const variants: unknown[] = [{ ...record, unknown_field: true }, [], 'text']
  for (const key of Object.keys(record)) {
    const { [key]: _dropped, ...rest } = record
    variants.push(rest, { ...record, [key]: 12345 }, { ...record, [key]: 'text' }, { ...record, [key]: null })
  }
  return variants
}

const PROBES: unknown[] = [null, true, 0, -1, 1.5, 'text', '', [], ['a'], {}, { name: 'x' }]

function endpointOf(method: string, requestPath: string): AnyEndpoint | undefined {
  const bare = requestPath.replace(/^\/api\/v2/, '')
  return CATALOGUE.find((e) => e.method === method && new RegExp(`^${e.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare))
}

interface Golden {
  case: string
  /** A JSON body as sent; a multipart body's JSON parts under `json`. */
  request: { method: string; path: string; body?: unknown; parts?: Record<string, { json?: unknown }> }
}

/** The reference client's requests that carry JSON, by endpoint: where it applies, and the value sent. */
function goldenValues(): Map<AnyEndpoint, { name: string; where: string; value: unknown }[]> {
  const byEndpoint = new Map<AnyEndpoint, { name: string; where: string; value: unknown }[]>()
  for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.json'))) {
    const golden = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as Golden
    const endpoint = endpointOf(golden.request.method, golden.request.path)
    if (!endpoint) continue
    const values: { name: string; where: string; value: unknown }[] = []
    if (golden.request.body !== undefined) values.push({ name: golden.case, where: 'body', value: golden.request.body })
    for (const [part, content] of Object.entries(golden.request.parts ?? {}))
      if (content.json !== undefined) values.push({ name: golden.case, where: `part.${part}`, value: content.json })
    const schemas = endpointSchemas(endpoint)
    const known = values.filter((v) => schemas[v.where] !== undefined)
    if (known.length > 0) byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), ...known])
  }
  return byEndpoint
}

const golden = goldenValues()

describe('checks compiled at build time and by Ajv at run time', () => {
  it('cover the request bodies of several kinds of endpoint', () => {
    const kinds = new Set([...golden].flatMap(([endpoint, values]) => values.map((v) => `${endpoint.body?.type}:${v.where.split('.')[0]}`)))
    expect(kinds).toEqual(new Set(['json:body', 'multipart:part']))
    expect(golden.size).toBeGreaterThanOrEqual(10)
  })

  it.each([...golden].map(([endpoint, values]) => [endpoint.id, endpoint, values] as const))(
    '%s: the same verdict and errors for the reference client’s requests and broken ones',
    (_id, endpoint, values) => {
      const schemas = endpointSchemas(endpoint)
      const built = compiled(schemas)
      let invalid = 0
      for (const { name, where, value } of values) {
        const schema = schemas[where]
        const atRunTime = runtime.compile(schema) as Validate
        const sent = verdict(built[where], value)
        // The reference client's own request is one the service takes.
        expect({ name, where, ...sent }).toEqual({ name, where, valid: true, errors: [] })
        expect(verdict(atRunTime, value)).toEqual(sent)
        for (const variant of broken(value)) {
          const expected = verdict(atRunTime, variant)
          expect({ name, where, variant, ...verdict(built[where], variant) }).toEqual({ name, where, variant, ...expected })
          if (!expected.valid) invalid++
        }
      }
      expect(invalid).toBeGreaterThan(0)
    }
  )

  it.each(['listFlows', 'listSnapshots', 'assertArtifact', 'listEnvironments'])(
    '%s: the same verdict and errors for query parameters and answers of every JSON type',
    (id) => {
      const endpoint = CATALOGUE.find((e) => e.id === id)!
      const schemas = endpointSchemas(endpoint)
      const built = compiled(schemas)
      expect(Object.keys(schemas).some((w) => w.startsWith('query.') || w.startsWith('response.'))).toBe(true)
      let valid = 0
      let invalid = 0
      for (const [where, schema] of Object.entries(schemas)) {
        const atRunTime = runtime.compile(schema) as Validate
        for (const value of PROBES) {
          const expected = verdict(atRunTime, value)
          expect({ where, value, ...verdict(built[where], value) }).toEqual({ where, value, ...expected })
          if (expected.valid) valid++
          else invalid++
        }
      }
      expect(valid).toBeGreaterThan(0)
      expect(invalid).toBeGreaterThan(0)
    }
  )

  it('the flow template: the same verdict for a template and broken ones', () => {
    const built = compiled({ template: TEMPLATE_SCHEMA })
    const atRunTime = runtime.compile(TEMPLATE_SCHEMA) as Validate
    const template = { version: 1, trail: { attestations: [{ name: 'unit-tests', type: 'junit' }], artifacts: [{ name: 'app' }] } }
    expect(verdict(built.template, template)).toEqual({ valid: true, errors: [] })
    for (const value of [template, ...broken(template), ...PROBES]) expect(verdict(built.template, value)).toEqual(verdict(atRunTime, value))
  })
})
