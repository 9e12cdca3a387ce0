import { ActionError } from '../errors.js'
import { REQUEST_SCHEMAS, type RequestSchemaName } from './schemas.js'

type Validator = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }

const compiled = new Map<RequestSchemaName, Validator>()

/** Ajv is loaded only by operations that send a body, keeping start-up light for the rest. */
async function validator(name: RequestSchemaName): Promise<Validator> {
  let validate = compiled.get(name)
  if (!validate) {
    // ajv is CommonJS: its class is both the module and its `default`.
    const Ajv = (await import('ajv')).default.default
    const ajv = new Ajv({ allErrors: true, strict: false })
    validate = ajv.compile(REQUEST_SCHEMAS[name]) as Validator
    compiled.set(name, validate)
  }
  return validate
}

/** Problems of a body against the spec, one line each; empty when it conforms. */
export async function bodyProblems(name: RequestSchemaName, body: unknown): Promise<string[]> {
  const validate = await validator(name)
  if (validate(body)) return []
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`)
}

/** The last guard before sending: a body the spec would refuse never leaves. */
export async function checkBody(name: RequestSchemaName, body: unknown, what: string): Promise<void> {
  const problems = await bodyProblems(name, body)
  if (problems.length > 0) {
    throw new ActionError('invalid_input', `${what}: the request body does not match the API: ${problems.join('; ')}`)
  }
}
