import { defineEndpoint, type JsonSchema } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'
import type { AttestationBody } from './attestations.js'
import { ANY, ATTACHMENT_MAX_BYTES, dataJson, filePart, nullable, ORG, PART_MAX_BYTES } from './shapes.js'
import type { AttestationCommon } from './types.js'

const TRAIL = { ...ORG, flow_name: PATTERNS.flowName, trail_name: PATTERNS.trailName }
type TrailParams = 'org' | 'flow_name' | 'trail_name'
const NONE = {} as const

/** A finding as `snyk_results` lists it: the document's FoundIssue. */
export interface SnykIssue {
  id: string
  message: string
  locations?: { uri: string; lines?: string }[]
  priority_score?: number
}

/** One run's findings by level: the document's ProjectScanResult. */
export interface SnykProjectResult {
  high_count: number
  medium_count: number
  low_count: number
  high?: SnykIssue[]
  medium?: SnykIssue[]
  low?: SnykIssue[]
}

/** The document's SnykResultsSummary. */
export interface SnykResults {
  schema_version: number
  tool: { name: string; version: string }
  results: SnykProjectResult[]
}

export interface SnykAttestation extends AttestationCommon {
  snyk_results: SnykResults
}

export const attestSnyk = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<SnykAttestation>, unknown>({
  id: 'attestSnyk',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/snyk',
  params: TRAIL,
  query: NONE,
  body: { type: 'multipart', parts: { data_json: dataJson('SnykAttestationPostInput'), attachment_file: filePart(ATTACHMENT_MAX_BYTES) } },
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'published',
  deviation: 'a location may come without `lines` (a finding without a region), as the reference client sends it (see patches.ts); the document requires them'
})

/** What `kosli attest sbom` reads from an SBOM (the reference client's sbom.Document). */
export interface SbomDocument {
  created_at: string | null
  tools: string[] | null
  subject: { name: string; version: string | null; purl: string | null; sha256: string | null } | null
  package_count: number
}

export interface SbomAttestation extends AttestationCommon {
  type_name: 'sbom'
  attestation_data: {
    /** `cyclonedx-1.5`, `spdx-2.3`: the format and the version the file declares. */
    format: string
    /** The SHA-256 of the file as attached. */
    original_fingerprint: string
    document: SbomDocument
  }
}

/** A common attestation field, as the document types it for every attestation. */
const common = (name: string): JsonSchema => ({ $ref: `published#/components/schemas/GenericAttestationPostInput/properties/${name}` })
const nullableString: JsonSchema = nullable({ type: 'string' })

/**
 * The `…/system` attestation with `type_name: sbom`: not in the published document (the service
 * added it after); its shape is what the reference client (`kosli attest sbom`, 2.43) sends,
 * field by field, and the server's rules that client documents: a date-time `created_at`, a
 * 64-hex subject digest.
 */
const SBOM_DATA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attestation_name', 'type_name', 'attestation_data'],
  properties: {
    ...Object.fromEntries(
      [
        'attestation_name',
        'origin_url',
        'description',
        'artifact_fingerprint',
        'target_artifacts',
        'git_commit_info',
        'repo_info',
        'external_urls',
        'annotations',
        'user_data'
      ].map((name) => [name, common(name)])
    ),
    type_name: { const: 'sbom' },
    attestation_data: {
      type: 'object',
      additionalProperties: false,
      required: ['format', 'original_fingerprint', 'document'],
      properties: {
        format: { type: 'string', pattern: '^(cyclonedx|spdx)-[0-9]+\\.[0-9]+$' },
        original_fingerprint: { type: 'string', pattern: '^[a-f0-9]{64}$' },
        document: {
          type: 'object',
          additionalProperties: false,
          required: ['created_at', 'tools', 'subject', 'package_count'],
          properties: {
            created_at: nullableString,
            tools: nullable({ type: 'array', items: { type: 'string' } }),
            subject: nullable({
              type: 'object',
              additionalProperties: false,
              required: ['name', 'version', 'purl', 'sha256'],
              properties: {
                name: { type: 'string' },
                version: nullableString,
                purl: nullableString,
                sha256: nullable({ type: 'string', pattern: '^[a-f0-9]{64}$' })
              }
            }),
            package_count: { type: 'integer', minimum: 0 }
          }
        }
      }
    }
  }
}

export const attestSbom = defineEndpoint<TrailParams, Record<never, never>, AttestationBody<SbomAttestation>, unknown>({
  id: 'attestSbom',
  method: 'POST',
  path: '/attestations/{org}/{flow_name}/trail/{trail_name}/system',
  params: TRAIL,
  query: NONE,
  body: {
    type: 'multipart',
    parts: { data_json: { kind: 'json', required: true, schema: SBOM_DATA, maxBytes: PART_MAX_BYTES }, attachment_file: filePart(ATTACHMENT_MAX_BYTES) }
  },
  responses: { 200: ANY, 201: ANY },
  retry: 'when-unprocessed',
  source: 'reference-client',
  deviation:
    'not in the published document: the path, `type_name: sbom` and `attestation_data` are what the reference client (`kosli attest sbom`, 2.43.1) sends, as its requests recorded in __tests__/fixtures/reference-client/attest-sbom-*.json show'
})
