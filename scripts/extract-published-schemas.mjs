#!/usr/bin/env node
// Copies, from the service's published OpenAPI document, the component schemas the endpoint
// catalogue refers to, without titles, descriptions and examples: the rules, not the prose.
// The catalogue validates against these, so the action and the sandbox read the document's
// own required fields, nulls and defaults instead of a retyped copy.
//   node scripts/extract-published-schemas.mjs [document] > src/service/catalogue/published-components.json
// A test regenerates it from __tests__/fixtures/openapi-v2-published.json and compares.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The document's own operations the catalogue takes shapes from: request and 2xx answers. */
export const PUBLISHED_OPERATIONS = [
  'PUT /environments/{org}',
  'GET /environments/{org}',
  'GET /environments/{org}/{env_name}',
  'PUT /environments/{org}/{env_name}/archive',
  'PUT /environments/{org}/{env_name}/report/server',
  'PUT /environments/{org}/{env_name}/report/docker',
  'PUT /environments/{org}/{env_name}/report/K8S',
  'PUT /environments/{org}/{env_name}/report/ECS',
  'PUT /environments/{org}/{env_name}/report/lambda',
  'PUT /environments/{org}/{env_name}/report/S3',
  'PUT /environments/{org}/{env_name}/report/azure-apps',
  'POST /environments/{org}/{env_name}/policies',
  'DELETE /environments/{org}/{env_name}/policies',
  'PUT /policies/{org}',
  'GET /policies/{org}',
  'GET /policies/{org}/{policy_name}',
  'PATCH /tags/{org}/{resource_type}/{resource_id}',
  'PUT /allowlists/{org}/{env_name}',
  'GET /allowlists/{org}',
  'GET /snapshots/{org}/{env_name}',
  'GET /snapshots/{org}/{env_name}/{snapshot_expression}',
  'PUT /flows/{org}',
  'PUT /flows/{org}/template_file',
  'GET /flows/{org}',
  'GET /flows/{org}/{flow_name}',
  'PUT /flows/{org}/{flow_name}/archive',
  'PUT /trails/{org}/{flow_name}',
  'GET /trails/{org}/{flow_name}',
  'GET /trails/{org}/{flow_name}/{trail_name}',
  'POST /artifacts/{org}/{flow_name}',
  'GET /artifacts/{org}/{flow_name}/fingerprint/{fingerprint}',
  'GET /artifacts/{org}/{flow_name}/{fingerprint}/latest_commit',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/generic',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/junit',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/pull_request',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/sonar',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/jira',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/custom',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/snyk',
  'POST /attestations/{org}/{flow_name}/trail/{trail_name}/override',
  'POST /approvals/{org}/{flow_name}',
  'GET /approvals/{org}/{flow_name}',
  'POST /custom-attestation-types/{org}',
  'GET /custom-attestation-types/{org}',
  'GET /custom-attestation-types/{org}/{custom_attestation_type_name}',
  'PUT /custom-attestation-types/{org}/{custom_attestation_type_name}/archive',
  'GET /search/{org}/sha/{search_value}',
  'GET /asserts/{org}/fingerprint/{fingerprint}'
]

const PROSE = new Set(['title', 'description', 'examples', 'example'])

function strip(schema) {
  if (Array.isArray(schema)) return schema.map(strip)
  if (!schema || typeof schema !== 'object') return schema
  // `description` is prose unless it names a property (then its value is a schema object).
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k, v]) => !(PROSE.has(k) && (typeof v !== 'object' || v === null || Array.isArray(v))))
      .map(([k, v]) => [k, strip(v)])
  )
}

export function extract(doc) {
  const all = doc.components.schemas
  const needed = new Set()
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    if (typeof node.$ref === 'string') {
      const name = node.$ref.split('/').pop()
      if (!needed.has(name)) {
        needed.add(name)
        visit(all[name])
      }
    }
    Object.values(node).forEach(visit)
  }
  for (const entry of PUBLISHED_OPERATIONS) {
    const [method, path] = entry.split(' ')
    const op = doc.paths[path]?.[method.toLowerCase()]
    if (!op) throw new Error(`${entry} is not in the document`)
    visit(op.requestBody)
    visit(op.parameters)
    for (const [status, response] of Object.entries(op.responses)) if (status.startsWith('2')) visit(response)
  }
  return Object.fromEntries([...needed].sort().map((name) => [name, strip(all[name])]))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? new URL('../../shared/reference/openapi-v2-published.json', import.meta.url)
  process.stdout.write(JSON.stringify(extract(JSON.parse(readFileSync(file, 'utf8'))), null, 1) + '\n')
}
