import { defineEndpoint } from '../endpoint.js'
import { FLOW_VISIBILITIES, PATTERNS } from '../patterns.js'
import { ANY, dataJson, filePart, JSON_STRING, nullable, ORG, pattern, published } from './shapes.js'

const FLOW = { ...ORG, flow_name: PATTERNS.flowName }

export interface FlowInput {
  name: string
  description: string
  visibility?: (typeof FLOW_VISIBILITIES)[number]
  template: string[]
  repo_url?: string | null
}

export interface FlowView {
  name: string
  description: string
  visibility: string
  org: string
  template: unknown
  repo_url?: string | null
  tags?: unknown
}

/** Deprecated by the service, and still the spec's way to create a flow. */
export const upsertFlow = defineEndpoint<'org', Record<never, never>, FlowInput, string>({
  id: 'upsertFlow',
  method: 'PUT',
  path: '/flows/{org}',
  params: ORG,
  query: {},
  body: {
    type: 'json',
    schema: {
      type: 'object',
      required: ['name', 'description', 'template'],
      properties: {
        name: pattern(PATTERNS.flowName),
        description: { type: 'string' },
        visibility: { enum: [...FLOW_VISIBILITIES] },
        template: { type: 'array', items: { type: 'string' } },
        repo_url: nullable({ type: 'string' })
      }
    }
  },
  responses: { 200: JSON_STRING, 201: ANY },
  retry: 'idempotent',
  source: 'spec+published',
  deviation: 'the spec: `visibility` is not required (new flows are private); the document requires it'
})

export interface FlowWithTemplate {
  data_json: { name: string; description: string; visibility?: (typeof FLOW_VISIBILITIES)[number] }
  template_file?: import('../endpoint.js').FilePart
}

export const createFlowWithTemplate = defineEndpoint<'org', Record<never, never>, FlowWithTemplate, unknown>({
  id: 'createFlowWithTemplate',
  method: 'PUT',
  path: '/flows/{org}/template_file',
  params: ORG,
  query: {},
  body: { type: 'multipart', parts: { data_json: dataJson('CreateFlow'), template_file: filePart() } },
  responses: { 200: ANY, 201: ANY },
  retry: 'idempotent',
  source: 'spec+published',
  deviation: 'the spec: `visibility` is not required (new flows are private), and the reference client sends none (see patches.ts); the document requires it'
})

export interface FlowListQuery {
  search_by_name?: string
  case_sensitive?: boolean
}

export const listFlows = defineEndpoint<'org', FlowListQuery, undefined, FlowView[]>({
  id: 'listFlows',
  method: 'GET',
  path: '/flows/{org}',
  params: ORG,
  query: { search_by_name: { schema: { type: 'string' } }, case_sensitive: { schema: { type: 'boolean' } } },
  responses: { 200: { type: 'array', items: published('FlowList') } },
  retry: 'idempotent',
  source: 'published'
})

export const getFlow = defineEndpoint<'org' | 'flow_name', Record<never, never>, undefined, FlowView>({
  id: 'getFlow',
  method: 'GET',
  path: '/flows/{org}/{flow_name}',
  params: FLOW,
  query: {},
  responses: { 200: published('FlowGet') },
  retry: 'idempotent',
  source: 'published'
})

export const archiveFlow = defineEndpoint<'org' | 'flow_name', Record<never, never>, undefined, unknown>({
  id: 'archiveFlow',
  method: 'PUT',
  path: '/flows/{org}/{flow_name}/archive',
  params: FLOW,
  query: {},
  responses: { 200: ANY },
  retry: 'idempotent',
  source: 'published'
})
