import { ActionError } from '../errors.js'
import { compileJsonSchema, schemaErrors, type Validate } from '../schema/json-schema.js'
import { REQUEST_SCHEMAS, type RequestSchemaName } from './schemas.js'

const compiled = new Map<RequestSchemaName, Promise<Validate>>()

function validator(name: RequestSchemaName): Promise<Validate> {
  let validate = compiled.get(name)
  if (!validate) {
    validate = compileJsonSchema(REQUEST_SCHEMAS[name], `request schema ${name}`)
    compiled.set(name, validate)
  }
  return validate
}

/** Problems of a body against the spec, one line each; empty when it conforms. */
export async function bodyProblems(name: RequestSchemaName, body: unknown): Promise<string[]> {
  const validate = await validator(name)
  if (validate(body)) return []
  return schemaErrors(validate).map((e) => `${e.path || '(body)'} ${e.message}`)
}

/** The last guard before sending: a body the spec would refuse never leaves. */
export async function checkBody(name: RequestSchemaName, body: unknown, what: string): Promise<void> {
  const problems = await bodyProblems(name, body)
  if (problems.length > 0) {
    throw new ActionError('invalid_input', `${what}: the request body does not match the API: ${problems.join('; ')}`)
  }
}
