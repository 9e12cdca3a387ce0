import type { AnyEndpoint, JsonSchema } from './endpoint.js'
import { endpointSchemas, usePrebuiltCheck, type Validate } from './validate.js'

/**
 * Loads the checks `npm run build` compiled for a group of schemas (scripts/compile-checks.ts
 * writes one module per endpoint into ./catalogue/compiled/, which the bundle splits into a
 * chunk each): compiling them with Ajv at run time was most of a service step's cost. Where
 * they are absent (the sources run as they are), Ajv compiles them at first use, as before;
 * the checks are the same either way. Resolves whether they were found.
 */
export async function loadPrebuiltChecks(group: string, schemas: Record<string, JsonSchema>): Promise<boolean> {
  let compiled: Record<string, Validate | undefined>
  try {
    const module = (await import(`./catalogue/compiled/${group}.cjs`)) as { default: Record<string, Validate | undefined> }
    compiled = module.default
  } catch {
    return false
  }
  for (const [where, schema] of Object.entries(schemas)) {
    const validate = compiled[where]
    if (validate) usePrebuiltCheck(schema, validate)
  }
  return true
}

const loaded = new Map<string, Promise<boolean>>()

/** An endpoint's request and answer checks, loaded once per run. */
export function loadEndpointChecks(endpoint: AnyEndpoint): Promise<boolean> {
  let done = loaded.get(endpoint.id)
  if (!done) loaded.set(endpoint.id, (done = loadPrebuiltChecks(endpoint.id, endpointSchemas(endpoint))))
  return done
}
