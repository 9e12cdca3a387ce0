import type { FilePartRule, JsonPartRule, JsonSchema, QueryRule } from '../endpoint.js'
import { PATTERNS } from '../patterns.js'

/** A component of the service's published OpenAPI document (see published-components.json). */
export function published(name: string): JsonSchema {
  return { $ref: `published#/components/schemas/${name}` }
}

/** What the spec says some endpoints answer: "a JSON string". */
export const JSON_STRING: JsonSchema = { type: 'string' }
/** The document's `{}`: any JSON at all. */
export const ANY: JsonSchema = {}

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] })
export const pattern = (p: { re: RegExp }): JsonSchema => ({ type: 'string', pattern: p.re.source })

/** Path parameters every organization-scoped endpoint has. */
export const ORG = { org: PATTERNS.pathName }

/** Paging as the document's list endpoints take it: `page` from 1, `per_page` items. */
export const PAGING: { page: QueryRule; per_page: QueryRule } = {
  page: { schema: { type: 'integer', minimum: 1 } },
  per_page: { schema: { type: 'integer', minimum: 1 } }
}

/**
 * The service limits each multipart part without publishing most figures. Attachments are
 * documented at 10 MB; for the rest the action and the sandbox hold parts to 1 MiB, so an
 * oversized part is named before anything is sent.
 */
export const ATTACHMENT_MAX_BYTES = 10_000_000
export const PART_MAX_BYTES = 1024 * 1024

export const filePart = (maxBytes = PART_MAX_BYTES, required = false): FilePartRule => ({ kind: 'file', required, maxBytes })

/** The `data_json` part: the record's fields as JSON text. */
export const dataJson = (schemaName: string): JsonPartRule => ({ kind: 'json', required: true, schema: published(schemaName), maxBytes: PART_MAX_BYTES })
