import AjvModule from 'ajv'
import Ajv2019Module from 'ajv/dist/2019.js'
import Ajv2020Module from 'ajv/dist/2020.js'
import { badRequest } from '../http-error.js'
import { linearRegExpEngine, PatternRefused } from '../../schema/linear-regexp.js'
import { distinctItems } from './unique-items.js'

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }
interface AjvInstance {
  compile(schema: object): Validate
  removeKeyword(keyword: string): AjvInstance
  addKeyword(definition: object): AjvInstance
}
type AjvClass = new (options: object) => AjvInstance
const classOf = (module: unknown) => (module as { default: AjvClass }).default

/**
 * Ajv's `uniqueItems` compares every pair of items: quadratic, seconds of CPU for the tens of
 * thousands of items a 1 MB body holds. Canonical JSON in a Set does it in O(n log n).
 */
function uniqueItems(unique: boolean, data: unknown[]): boolean {
  if (!unique || distinctItems(data)) return true
  uniqueItems.errors = [{ keyword: 'uniqueItems', message: 'must NOT have duplicate items', params: {} }]
  return false
}
uniqueItems.errors = [] as object[]
const UNIQUE_ITEMS = { keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', validate: uniqueItems }

const compiled = new Map<string, Validate>()
const MAX_CACHED = 64

/** A custom type's JSON Schema, compiled with the dialect its `$schema` names; 400 when it is not one. */
export function compileTypeSchema(schema: unknown, cacheKey?: string): Validate {
  const cached = cacheKey === undefined ? undefined : compiled.get(cacheKey)
  if (cached) return cached
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw badRequest('type_schema must be a JSON object (a JSON Schema)', { type_schema: 'a JSON Schema' })
  const declared = (schema as { $schema?: unknown }).$schema
  const dialect = typeof declared === 'string' ? declared : ''
  const Ajv = dialect.includes('2020-12') ? classOf(Ajv2020Module) : dialect.includes('2019-09') ? classOf(Ajv2019Module) : classOf(AjvModule)
  const engine = linearRegExpEngine()
  let compiledSchema: Validate
  try {
    const ajv = new Ajv({ allErrors: false, strict: false, logger: false, validateFormats: false, code: { regExp: engine } })
    compiledSchema = ajv.removeKeyword('uniqueItems').addKeyword(UNIQUE_ITEMS).compile(schema)
  } catch (err) {
    if (err instanceof PatternRefused)
      throw badRequest(`type_schema: the sandbox cannot run the pattern '${err.pattern.slice(0, 100)}': ${err.reason.slice(0, 120)}`, {
        type_schema: `unsupported pattern '${err.pattern.slice(0, 100)}' (the sandbox runs patterns on RE2: no lookaround or backreferences)`
      })
    throw badRequest(`type_schema is not a valid JSON Schema: ${(err as Error).message.slice(0, 200)}`, { type_schema: 'a valid JSON Schema' })
  }
  const validate: Validate = (data: unknown) => {
    engine.startValidation()
    try {
      const valid = compiledSchema(data)
      validate.errors = compiledSchema.errors
      return valid
    } catch (err) {
      if (!(err instanceof PatternRefused)) throw err
      throw badRequest(`attestation_data: ${err.reason} '${err.pattern.slice(0, 100)}' in the sandbox`, {
        attestation_data: 'too large to check against the schema'
      })
    }
  }
  if (cacheKey !== undefined) {
    if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value as string)
    compiled.set(cacheKey, validate)
  }
  return validate
}
