import AjvModule from 'ajv'
import Ajv2019Module from 'ajv/dist/2019.js'
import Ajv2020Module from 'ajv/dist/2020.js'
import { badRequest } from '../http-error.js'

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }
type AjvClass = new (options: object) => { compile(schema: object): Validate }
const classOf = (module: unknown) => (module as { default: AjvClass }).default

/**
 * A quantified group that is itself quantified, `(a+)+`: a pattern that can take exponential
 * time on a short string, and a schema's patterns run in the sandbox's one thread.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/

function refuseSlowPatterns(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 64) return
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'pattern' && typeof child === 'string' && NESTED_QUANTIFIER.test(child))
      throw badRequest(`type_schema: the pattern '${child.slice(0, 60)}' nests quantifiers; the sandbox refuses patterns that can run for ever`, {
        type_schema: 'pattern with nested quantifiers'
      })
    if (key === 'patternProperties' && typeof child === 'object' && child !== null) for (const p of Object.keys(child)) refuseSlowPatterns({ pattern: p })
    refuseSlowPatterns(child, depth + 1)
  }
}

const compiled = new Map<string, Validate>()
const MAX_CACHED = 64

/** A custom type's JSON Schema, compiled with the dialect its `$schema` names; 400 when it is not one. */
export function compileTypeSchema(schema: unknown, cacheKey?: string): Validate {
  const cached = cacheKey === undefined ? undefined : compiled.get(cacheKey)
  if (cached) return cached
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw badRequest('type_schema must be a JSON object (a JSON Schema)', { type_schema: 'a JSON Schema' })
  refuseSlowPatterns(schema)
  const declared = (schema as { $schema?: unknown }).$schema
  const dialect = typeof declared === 'string' ? declared : ''
  const Ajv = dialect.includes('2020-12') ? classOf(Ajv2020Module) : dialect.includes('2019-09') ? classOf(Ajv2019Module) : classOf(AjvModule)
  let validate: Validate
  try {
    validate = new Ajv({ allErrors: false, strict: false, logger: false, validateFormats: false }).compile(schema)
  } catch (err) {
    throw badRequest(`type_schema is not a valid JSON Schema: ${(err as Error).message.slice(0, 200)}`, { type_schema: 'a valid JSON Schema' })
  }
  if (cacheKey !== undefined) {
    if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value as string)
    compiled.set(cacheKey, validate)
  }
  return validate
}
