import { defineEndpoint, type FilePart } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import { ANY, dataJson, filePart, JSON_STRING, ORG } from './shapes.js'

export interface AttestationTypeData {
  name: string
  description?: string | null
  evaluator?: { content_type?: 'jq'; rules: string[] } | { content_type?: 'default' } | null
  /** Named jq expressions shown for attestations of the type (`kosli create attestation-type --summary`). */
  summary?: { name: string; expression: string }[] | null
}

export interface AttestationTypeBody {
  data_json: AttestationTypeData
  /** A JSON Schema the type's attestation data must satisfy. */
  type_schema?: FilePart
}

const TYPE = { ...ORG, custom_attestation_type_name: PATTERNS.attestationTypeName }

export const upsertAttestationType = defineEndpoint<'org', Record<never, never>, AttestationTypeBody, string>({
  id: 'upsertAttestationType',
  method: 'POST',
  path: '/custom-attestation-types/{org}',
  params: ORG,
  query: {},
  body: { type: 'multipart', parts: { data_json: dataJson('CustomAttestationTypePostInput'), type_schema: filePart() } },
  responses: { 200: JSON_STRING, 201: ANY },
  // Creating or updating a type by name leaves the same type however often it is sent.
  retry: 'idempotent',
  source: 'spec+published',
  deviation: 'a type may carry `summary` (named jq expressions), as the reference client sends it (see patches.ts); the document does not list it'
})

export const listAttestationTypes = defineEndpoint<'org', Record<never, never>, undefined, unknown[]>({
  id: 'listAttestationTypes',
  method: 'GET',
  path: '/custom-attestation-types/{org}',
  params: ORG,
  query: {},
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})

export const getAttestationType = defineEndpoint<'org' | 'custom_attestation_type_name', { version?: number }, undefined, unknown>({
  id: 'getAttestationType',
  method: 'GET',
  path: '/custom-attestation-types/{org}/{custom_attestation_type_name}',
  params: TYPE,
  query: { version: { schema: { type: 'integer', minimum: 1 } } },
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})

export const archiveAttestationType = defineEndpoint<'org' | 'custom_attestation_type_name', Record<never, never>, undefined, unknown>({
  id: 'archiveAttestationType',
  method: 'PUT',
  path: '/custom-attestation-types/{org}/{custom_attestation_type_name}/archive',
  params: TYPE,
  query: {},
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})
