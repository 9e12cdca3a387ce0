import { ActionError } from '../errors.js'

export type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string; params?: Record<string, unknown>; keyword: string }[] | null
}

/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only.
 */
export async function compileJsonSchema(schema: unknown, origin: string): Promise<Validate> {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new ActionError('invalid_input', `${origin}: a JSON Schema must be a JSON object`)
  }
  const dialect = String((schema as { $schema?: unknown }).$schema ?? '')
  const options = { allErrors: true, strict: false, logger: false as const }
  try {
    if (dialect.includes('2020-12')) {
      const Ajv2020 = (await import('ajv/dist/2020.js')).default.default
      return new Ajv2020(options).compile(schema) as Validate
    }
    if (dialect.includes('2019-09')) {
      const Ajv2019 = (await import('ajv/dist/2019.js')).default.default
      return new Ajv2019(options).compile(schema) as Validate
    }
    const Ajv = (await import('ajv')).default.default
    return new Ajv(options).compile(schema) as Validate
  } catch (err) {
    throw new ActionError('invalid_input', `${origin}: not a valid JSON Schema (${(err as Error).message})`, { cause: err })
  }
}

/** One readable line per Ajv error: where, and what is wrong. */
export function schemaErrors(validate: Validate): { path: string; message: string }[] {
  return (validate.errors ?? []).map((e) => {
    let message = e.message ?? 'is invalid'
    if (e.keyword === 'additionalProperties' && e.params?.additionalProperty) message = `has unknown property \`${String(e.params.additionalProperty)}\``
    if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    return { path: e.instancePath, message }
  })
}
