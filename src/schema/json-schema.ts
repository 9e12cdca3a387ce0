import { LibraryError } from '../util/errors.js'
/** A schema that cannot be used, said without naming where it came from: the caller does. */
export class SchemaError extends LibraryError {
  readonly expected?: string

  constructor(message: string, expected?: string, options?: { cause?: unknown }) {
    super('invalid_input', message, options)
    this.name = 'SchemaError'
    this.expected = expected
  }
}

export type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; schemaPath?: string; message?: string; params?: Record<string, unknown>; keyword: string }[] | null
}

/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)'

/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaError).
 */
export async function compileJsonSchema(schema: unknown): Promise<Validate> {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new SchemaError('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object')
  }
  const { linearRegExpEngine, PatternRefused } = await import('./linear-regexp.js')
  const engine = linearRegExpEngine()
  const refused = (err: InstanceType<typeof PatternRefused>) =>
    new SchemaError(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err })
  const declared = (schema as { $schema?: unknown }).$schema
  const dialect = typeof declared === 'string' ? declared : ''
  const options = { allErrors: true, strict: false, logger: false as const, code: { regExp: engine } }
  let compiled: Validate
  try {
    if (dialect.includes('2020-12')) {
      const Ajv2020 = (await import('ajv/dist/2020.js')).default.default
      compiled = new Ajv2020(options).compile(schema) as Validate
    } else if (dialect.includes('2019-09')) {
      const Ajv2019 = (await import('ajv/dist/2019.js')).default.default
      compiled = new Ajv2019(options).compile(schema) as Validate
    } else {
      const Ajv = (await import('ajv')).default.default
      compiled = new Ajv(options).compile(schema) as Validate
    }
  } catch (err) {
    if (err instanceof PatternRefused) throw refused(err)
    throw new SchemaError(`not a valid JSON Schema (${(err as Error).message})`, 'a JSON Schema', { cause: err })
  }
  const validate = ((data: unknown) => {
    engine.startValidation()
    try {
      const ok = compiled(data)
      validate.errors = compiled.errors
      return ok
    } catch (err) {
      if (err instanceof PatternRefused) throw refused(err)
      throw err
    }
  }) as Validate
  return validate
}

/**
 * One readable line per problem: where, and what is wrong. A value that fits none of the forms
 * an `anyOf`/`oneOf` allows is reported once, not once per form it failed.
 */
export function schemaErrors(validate: Validate): { path: string; message: string; property?: string }[] {
  const errors = validate.errors ?? []
  const alternatives = errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && e.schemaPath)
  const fromABranch = (e: (typeof errors)[number]) => alternatives.some((alt) => alt !== e && e.schemaPath?.startsWith(`${alt.schemaPath}/`))
  const seen = new Set<string>()
  const lines: { path: string; message: string; property?: string }[] = []
  for (const e of errors) {
    if (fromABranch(e)) continue
    let message = e.message ?? 'is invalid'
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
      message = describeAlternatives(errors.filter((b) => b.instancePath === e.instancePath && b.schemaPath?.startsWith(`${e.schemaPath}/`)))
    // An unknown key is placed at the key itself, not where its parent starts.
    const property = e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined ? propertyName(e.params.additionalProperty) : undefined
    if (property !== undefined) message = `has unknown property \`${property}\``
    if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
      message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    const key = `${e.instancePath} ${message}`
    if (seen.has(key)) continue
    seen.add(key)
    lines.push({ path: e.instancePath, message, ...(property !== undefined && { property }) })
  }
  return lines
}

/** What the branches of an `anyOf` would have taken, said once: values, patterns and types. */
function describeAlternatives(branches: NonNullable<Validate['errors']>): string {
  const forms = new Set<string>()
  for (const b of branches) {
    if (b.keyword === 'enum' && Array.isArray(b.params?.allowedValues)) for (const v of b.params.allowedValues as unknown[]) forms.add(JSON.stringify(v))
    else if (b.keyword === 'const') forms.add(JSON.stringify(b.params?.allowedValue))
    else if (b.keyword === 'pattern') forms.add(`text matching ${String(b.params?.pattern)}`)
    else if (b.keyword === 'type') forms.add(`a ${String(b.params?.type)}`)
  }
  return forms.size > 0 ? `must be one of: ${[...forms].join(', ')}` : 'fits none of the forms the schema allows'
}

/** Ajv types its error params as `any`; a property name is a string, but say something sensible if not. */
function propertyName(name: unknown): string {
  return typeof name === 'string' ? name : JSON.stringify(name)
}
