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
  }),
  // `kosli attest pullrequest` sends each pull request's `base_ref`; the document's
  // FoundPullRequestV2 is closed and lacks it.
  FoundPullRequestV2: (schema) => ({
    ...schema,
    properties: { ...(schema.properties as Record<string, JsonSchema>), base_ref: { anyOf: [{ type: 'string' }, { type: 'null' }] } }
  }),
  // `kosli create attestation-type --summary NAME=EXPR` sends `summary`; the document's
  // CustomAttestationTypePostInput is closed and lacks it.
  CustomAttestationTypePostInput: (schema) => ({
    ...schema,
    properties: {
      ...(schema.properties as Record<string, JsonSchema>),
      summary: {
        anyOf: [
          {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'expression'],
              properties: { name: { type: 'string', minLength: 1 }, expression: { type: 'string', minLength: 1 } }
            }
          },
          { type: 'null' }
        ]
      }
    }
  }),
  // The live service answers `flows` as a list (an artifact can be in several flows; the
  // reference client reads a list since October 2025); the document still types one object.
  AssertArtifactResponse: (schema) => ({
    ...schema,
    properties: {
      ...(schema.properties as Record<string, JsonSchema>),
      flows: {
        anyOf: [
          { $ref: '#/components/schemas/AssertArtifactFlowResponse' },
          { type: 'array', items: { $ref: '#/components/schemas/AssertArtifactFlowResponse' } },
          { type: 'null' }
        ]
      }
    }
  }),
  // `kosli attest snyk` leaves `lines` out of a location without a region (a container or
  // dependency finding may have none); the document requires it.
  IssueLocation: (schema) => ({ ...schema, required: ['uri'] }),
  // The spec: `visibility` is not required when creating a flow (new flows are private), and
  // `kosli create flow --template-file` sends none; the document requires it.
  CreateFlow: (schema) => ({ ...schema, required: ['name', 'description'] })
}

export function patchComponents<T extends Record<string, JsonSchema>>(components: T): T {
  const patched: Record<string, JsonSchema> = { ...components }
  for (const [name, patch] of Object.entries(COMPONENT_PATCHES)) patched[name] = patch(components[name])
  return patched as T
}
