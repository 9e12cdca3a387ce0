import type { JsonSchema } from '../endpoint.js'

/**
 * Where the published document is narrower than the service as its reference client uses it.
 * Each patch is applied to the document's component before anything validates against it, and
 * the entries that use it say so in their `deviation`.
 */
export const COMPONENT_PATCHES: Record<string, (schema: JsonSchema) => JsonSchema> = {
  // The document types `attestation_data` as JSON text; the reference client sends the JSON
  // value itself, which the service takes. Either is accepted; the action sends the value.
  CustomAttestationPostInput: (schema) => ({
    ...schema,
    properties: { ...(schema.properties as Record<string, JsonSchema>), attestation_data: {} }
  })
}

export function patchComponents<T extends Record<string, JsonSchema>>(components: T): T {
  const patched: Record<string, JsonSchema> = { ...components }
  for (const [name, patch] of Object.entries(COMPONENT_PATCHES)) patched[name] = patch(components[name])
  return patched as T
}
