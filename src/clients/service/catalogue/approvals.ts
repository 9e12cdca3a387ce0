import { defineEndpoint } from '../endpoint.js'
import { APPROVAL_STATES, PATTERNS } from '../patterns.js'
import { ORG, PAGING, published } from './shapes.js'
import type { UserData } from './types.js'

const FLOW = { ...ORG, flow_name: PATTERNS.flowName }

export interface ApprovalEntry {
  state: (typeof APPROVAL_STATES)[number]
  comment: string
  approved_by: string
  approval_url: string
}

export interface ApprovalInput {
  artifact_fingerprint: string
  description: string
  environment?: string | null
  src_commit_list: string[]
  oldest_commit?: string | null
  approvals?: ApprovalEntry[] | null
  user_data?: UserData
}

/** The record as the service answers: the request's fields, and `state` on every entry. */
export type ApprovalRecord = ApprovalInput

export interface ApprovalListItem {
  release_number: number
  base_artifact: string
  artifact_name: string
  target_artifact: string
  environment?: string | null
  description: string
  src_commit_list: string[]
  created_at: number
  last_modified_at: number
  state: 'APPROVED' | 'UNAPPROVED' | 'PENDING'
  approvals: (ApprovalEntry & { timestamp: number })[]
  user_data?: UserData
}

/** Removed from the live service in July 2026; kept for services that still have it. */
export const createApproval = defineEndpoint<'org' | 'flow_name', Record<never, never>, ApprovalInput, ApprovalRecord>({
  id: 'createApproval',
  method: 'POST',
  path: '/approvals/{org}/{flow_name}',
  params: FLOW,
  query: {},
  body: { type: 'json', schema: published('ApprovalPostInput') },
  responses: { 200: published('ApprovalPostInput'), 201: published('ApprovalPostInput') },
  retry: 'when-unprocessed',
  source: 'spec+published'
})

export const listApprovals = defineEndpoint<'org' | 'flow_name', { page?: number; per_page?: number }, undefined, ApprovalListItem[]>({
  id: 'listApprovals',
  method: 'GET',
  path: '/approvals/{org}/{flow_name}',
  params: FLOW,
  query: PAGING,
  responses: { 200: { type: 'array', items: published('ApprovalResponseSHA1') } },
  retry: 'idempotent',
  source: 'published'
})
