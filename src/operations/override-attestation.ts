import { invalidInput } from '../errors.js'
import { gitCommitInfo } from '../github/commit.js'
import { commitUrl } from '../github/context.js'
import { repoInfo } from '../github/repo.js'
import type { Inputs } from '../inputs.js'
import { ATTESTATION_TYPES, PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import { link } from '../summary.js'
import { defineOperation } from './types.js'

interface Settings {
  flow: string
  trail: string
  attestationName: string
  originalType: string
  reason: string
  compliant: boolean
  artifact?: ArtifactRef
  targetArtifacts: string[]
  originUrl?: string
  description?: string
  commit?: string
  externalUrls?: Record<string, { href: string; fingerprint?: string }>
  annotations?: Record<string, string>
  userData?: unknown
}

function readAttestationType(inputs: Inputs): string {
  const name = 'original-attestation-type'
  const expected = `one of ${ATTESTATION_TYPES.map((t) => `\`${t}\``).join(', ')}, or \`custom:<type name>\``
  const value = inputs.required(name, undefined)
  if ((ATTESTATION_TYPES as readonly string[]).includes(value)) return value
  if (value.startsWith('custom:') && PATTERNS.attestationTypeName.re.test(value.slice('custom:'.length))) return value
  throw invalidInput(name, `\`${value}\` is not an attestation type`, expected)
}

/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs: Inputs): Settings['externalUrls'] {
  const value = inputs.jsonObject('external-urls')
  if (value === undefined) return undefined
  const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`'
  const result: NonNullable<Settings['externalUrls']> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (!PATTERNS.externalUrlKey.re.test(key)) throw invalidInput('external-urls', `name \`${key}\` is not allowed`, PATTERNS.externalUrlKey.expected)
    if (typeof entry === 'string') {
      result[key] = { href: entry }
      continue
    }
    const { href, fingerprint, ...extra } = (entry ?? {}) as Record<string, unknown>
    if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
      throw invalidInput('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected)
    }
    if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !PATTERNS.fingerprint.re.test(fingerprint))) {
      throw invalidInput('external-urls', `entry \`${key}\`: fingerprint is not valid`, PATTERNS.fingerprint.expected)
    }
    result[key] = fingerprint === undefined ? { href } : { href, fingerprint: fingerprint as string }
  }
  return result
}

function readAnnotations(inputs: Inputs): Record<string, string> | undefined {
  const value = inputs.jsonObject('annotations')
  if (value === undefined) return undefined
  for (const [key, v] of Object.entries(value)) {
    if (!PATTERNS.annotationKey.re.test(key)) throw invalidInput('annotations', `key \`${key}\` is not allowed`, PATTERNS.annotationKey.expected)
    if (typeof v !== 'string') throw invalidInput('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values')
  }
  return value as Record<string, string>
}

/** Overrides the compliance of an attestation in a trail, with the reason on record. */
export default defineOperation<Settings>({
  name: 'override-attestation',
  service: true,
  read: (inputs: Inputs) => {
    return {
      flow: inputs.required('flow', PATTERNS.flowName),
      trail: inputs.required('trail', PATTERNS.pathName),
      attestationName: inputs.required('attestation-name', PATTERNS.attestationName),
      originalType: readAttestationType(inputs),
      reason: inputs.required('reason'),
      compliant: inputs.requiredBoolean('compliant'),
      artifact: readArtifactRef(inputs, { required: false }),
      targetArtifacts: inputs.list('target-artifacts', PATTERNS.attestationName),
      originUrl: inputs.optional('origin-url'),
      description: inputs.optional('description'),
      commit: inputs.optional('commit', PATTERNS.commitSha),
      externalUrls: readExternalUrls(inputs),
      annotations: readAnnotations(inputs),
      userData: inputs.jsonData('user-data')
    }
  },
  async run(settings, { client, common, context, log, github }) {
    const fingerprint = settings.artifact ? await resolveFingerprint(settings.artifact) : undefined
    const commit = settings.commit ?? context.sha
    const gitCommit = commit ? await gitCommitInfo(context, commit, await github(), log) : undefined
    const repo = repoInfo(context)
    const body = {
      attestation_name: settings.attestationName,
      original_attestation_type: settings.originalType,
      reason: settings.reason,
      new_compliance_status: settings.compliant,
      ...((settings.originUrl ?? context.runUrl) !== undefined && { origin_url: settings.originUrl ?? context.runUrl }),
      ...(settings.description !== undefined && { description: settings.description }),
      ...(fingerprint !== undefined && { artifact_fingerprint: fingerprint }),
      ...(settings.targetArtifacts.length > 0 && { target_artifacts: settings.targetArtifacts }),
      ...(gitCommit && { git_commit_info: gitCommit }),
      ...(repo && { repo_info: repo }),
      ...(settings.externalUrls && { external_urls: settings.externalUrls }),
      ...(settings.annotations && { annotations: settings.annotations }),
      ...(settings.userData !== undefined && { user_data: settings.userData })
    }
    const path = apiPath('attestations', common.org!, settings.flow, 'trail', settings.trail, 'override')
    const response = await client.send({ method: 'POST', path, json: body, schema: 'attestationOverride' })
    return {
      outputs: { fingerprint: fingerprint ?? '' },
      summary: {
        title: `Attestation override: ${settings.attestationName}`,
        facts: [
          ['Sent to', `POST ${client.baseUrl}${path}`],
          ['Flow / trail', `${settings.flow} / ${settings.trail}`],
          ['Original type', settings.originalType],
          ['New compliance', settings.compliant ? 'compliant' : 'non-compliant'],
          ['Reason', settings.reason],
          ['Artifact', fingerprint],
          ['Commit', commit ? link(commitUrl(context, commit), commit) : undefined],
          ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`],
        ]
      }
    }
  }
})
